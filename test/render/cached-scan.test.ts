// The R5.1 template scan (render/cached.ts) decides only whether a Helm source renders a second time: it waits until
// the renders ready to start have started their processes (ctx.rendersStarted), so that no renderer waits for it.
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { parseSource } from '../../src/argocd/application.js'
import { renderCached } from '../../src/render/cached.js'
import type { RevisionContext } from '../../src/render/context.js'
import type { RenderOutput, ToolRunner } from '../../src/render/types.js'
import { until } from '../helpers/timing.js'
import { devToolbox, runner, tempDir } from '../helpers/tools.js'

function chart(root: string, template: string): string {
  const dir = join(root, 'charts', 'a')
  mkdirSync(join(dir, 'templates'), { recursive: true })
  writeFileSync(join(dir, 'Chart.yaml'), 'apiVersion: v2\nname: a\nversion: 0.1.0\n')
  writeFileSync(join(dir, 'templates', 'cm.yaml'), template)
  return dir
}

function setup(template: string, holdTemplate = false) {
  const root = tempDir('pg-cached-scan-')
  const appPath = chart(root, template)
  const started: string[] = []
  // holdTemplate: `helm template` runs only once the test lets it (a small chart renders in well under 50 ms on a
  // fast machine, and a render that ended lets the scan go: the waits below must not depend on helm being slow).
  let releaseTemplate!: () => void
  const templateHeld = holdTemplate ? new Promise<void>((resolve) => (releaseTemplate = resolve)) : Promise.resolve()
  const finished: string[] = []
  const recording: ToolRunner = {
    run: (tool, args, o) => (
      started.push(args[0]!),
      (args[0] === 'template' ? templateHeld : Promise.resolve()).then(() => runner.run(tool, args, o)).finally(() => finished.push(args[0]!))
    )
  }
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const stats = { secondRenders: 0, secondRendersSkipped: 0 }
  const ctx = {
    checkout: root,
    sha: 'abc',
    repoURLs: [],
    controlPlaneNamespace: 'argocd',
    kustomizeBuildOptions: [],
    scratchRoot: tempDir('pg-cached-scan-scratch-'),
    runner: recording,
    toolbox: devToolbox(),
    cache: new Map<string, Promise<RenderOutput>>(),
    checkDeterminism: true,
    stats,
    rendersStarted: () => held,
    remoteCharts: { cacheDir: tempDir('pg-cached-scan-charts-'), network: false }
  } as RevisionContext
  const req = {
    repoRoot: root,
    source: parseSource({ repoURL: 'https://example.com/r.git', path: 'charts/a', targetRevision: 'HEAD' }),
    appPath,
    instanceName: 'a',
    destNamespace: 'a',
    buildEnv: {},
    refs: {}
  }
  return { ctx, req, appPath, started, finished, release, stats, releaseTemplate }
}

test('R5.1: the render starts its helm process before the template scan runs; the scan waits for rendersStarted', async () => {
  const { ctx, req, appPath, started, release, stats, releaseTemplate } = setup('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n', true)
  let settled = false
  const pending = renderCached('helm', req, ctx, undefined, appPath).finally(() => (settled = true))
  await until('helm template started', () => started.includes('template'))
  assert.ok(started.includes('template'), `helm template started while the scan waited (${started.join(', ')})`)
  await new Promise((r) => setTimeout(r, 50))
  assert.equal(settled, false, 'the render waits for the scan, the scan for rendersStarted')
  assert.deepEqual(stats, { secondRenders: 0, secondRendersSkipped: 0 }, 'no verdict before rendersStarted')
  release()
  // The scan's verdict comes once rendersStarted resolves, while helm template is still running.
  await until('the scan decided', () => stats.secondRendersSkipped > 0)
  assert.equal(settled, false)
  releaseTemplate()
  const r = await pending
  assert.deepEqual(stats, { secondRenders: 0, secondRendersSkipped: 1 }, 'no template can vary: the second render is skipped')
  assert.deepEqual(r.unstable, [undefined], 'one document, nothing unstable')
  assert.equal(started.filter((a) => a === 'template').length, 1)
})

test('R5.1: a render that fails while the scan waits for rendersStarted is reported by the render, not as an unhandled rejection', async () => {
  const { ctx, req, appPath, finished, release } = setup('{{ fail "broken on purpose" }}\n')
  const unhandled: unknown[] = []
  const onUnhandled = (e: unknown) => void unhandled.push(e)
  process.on('unhandledRejection', onUnhandled)
  try {
    const pending = renderCached('helm', req, ctx, undefined, appPath)
    pending.catch(() => undefined)
    await until('helm template failed', () => finished.includes('template')) // the scan still waits
    release()
    await assert.rejects(pending, /broken on purpose/)
    assert.deepEqual(unhandled, [])
  } finally {
    process.off('unhandledRejection', onUnhandled)
  }
})
