// The scratch folder's removal never costs the analysis: a writer that keeps creating files in it (a straggling
// process) makes the removal fail, and the report still comes back, with a log line; the exit cleanup removes it later.
import assert from 'node:assert/strict'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { createToolRunner } from '../../src/lib/process/exec.js'
import type { ToolRunner } from '../../src/render/types.js'
import { devBinaries } from '../helpers/tools.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'

const files = (v: string) => ({
  'apps/web.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: charts/web\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: web\n`,
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': `v: "${v}"\n`,
  'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  v: "{{ .Values.v }}"\n'
})

test('a scratch folder that cannot be removed yet does not lose the analysis (logged; removed at exit)', async () => {
  const dir = makeRepo(files('1'))
  const base = commit(dir, files('1'), 'base')
  const head = commit(dir, files('2'), 'head')
  const inner = createToolRunner()
  let scratch: string | undefined
  let timer: NodeJS.Timeout | undefined
  const runner: ToolRunner = {
    run: (tool, args, o) => {
      const cwd = o?.cwd ?? ''
      const i = cwd.split(sep).findIndex((s) => s.startsWith('prune-guard-'))
      if (i >= 0 && !timer) {
        scratch = cwd
          .split(sep)
          .slice(0, i + 1)
          .join(sep)
        let n = 0
        // A straggler: keeps creating files in the scratch folder for longer than the removal retries.
        timer = setInterval(() => {
          try {
            writeFileSync(join(scratch!, `straggler-${n++}`), 'x')
          } catch {
            // the folder is gone for a moment: the next tick re-creates nothing (no mkdir)
          }
        }, 2)
      }
      return inner.run(tool, args, o)
    }
  }
  const lines: string[] = []
  try {
    const r = await analyze({ ...devBinaries(), repoDir: dir, base, head, runner, log: (l) => lines.push(l), overrides: { network: false } })
    assert.equal(r.plans.length, 1)
    assert.equal(r.plans[0]!.update.length, 1, 'the analysis came back whole')
    assert.ok(
      lines.some((l) => /^scratch folder not removed yet \(.+\); it is removed when the process exits$/.test(l)),
      lines.join('\n')
    )
  } finally {
    clearInterval(timer)
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
  assert.ok(scratch && !existsSync(scratch))
})
