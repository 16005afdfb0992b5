// An app-of-apps built with kustomize that renames the Application files it includes (operate-first/apps:
// `nameSuffix: -infra` over `cluster-management/argocd.yaml`, applied by one root per cluster). Argo CD applies the
// renamed Application the parent renders; the file on its own is applied by nothing. The guard planned both, so each
// change under such a file was reported twice (two apps pruning the same object, "2 resources will be deleted" for
// one) and the pair were a shared resource of each other. Real git and kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { createToolRunner } from '../../src/lib/process/exec.js'
import type { ToolRunner } from '../../src/render/types.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

// The child file as operate-first writes it: no namespace (the kustomization sets it).
const child = applicationYaml('web', 'workloads/web').replace('  namespace: argocd\n', '')

function repo(): string {
  return makeRepo({
    'roots/infra.yaml': applicationYaml('root-infra', 'envs/infra', { destination: 'argocd' }),
    'envs/infra/kustomization.yaml': 'namespace: argocd\nnameSuffix: -infra\nresources:\n  - ../../apps\n',
    'apps/kustomization.yaml': 'resources:\n  - web.yaml\n',
    'apps/web.yaml': child,
    'workloads/web/kustomization.yaml': 'resources:\n  - all.yaml\n',
    'workloads/web/all.yaml': cm('web') + '---\n' + pvc('data')
  })
}

/** A runner counting the kustomize builds it starts (its version probe aside). */
function counting(): { runner: ToolRunner; builds: () => number } {
  const inner = createToolRunner()
  let builds = 0
  return {
    runner: { run: (tool, args, o) => ((builds += tool.name === 'kustomize' && args[0] !== 'version' ? 1 : 0), inner.run(tool, args, o)) },
    builds: () => builds
  }
}

const run = (dir: string, runner?: ToolRunner) =>
  analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false }, ...(runner ? { runner } : {}) })

test('a committed Application file a kustomize parent renders under another name is planned once, as the parent applies it', async () => {
  const dir = repo()
  commit(dir, { 'workloads/web/all.yaml': cm('web', '2') }, 'drop the claim')
  const count = counting()
  const { report } = await run(dir, count.runner)
  // The root once (its inputs did not change; rendered to find its children), web at base and head: the file's app and
  // the renamed child read the same inputs and share one build at each revision.
  assert.equal(count.builds(), 3)
  const names = report.apps.map((a) => a.name).sort()
  assert.deepEqual(names, ['root-infra', 'web-infra'])
  const web = report.apps.find((a) => a.name === 'web-infra')!
  assert.equal(web.parent, 'argocd/root-infra')
  assert.equal(web.file, 'apps/web.yaml')
  assert.deepEqual(
    web.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.findings.filter((f) => f.rule === 'prune').length, 1, JSON.stringify(report.findings.map((f) => [f.rule, f.app])))
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'shared-resource'),
    []
  )
})

test('the file stays an app of its own when nothing renders it, and a parent rendering it under its own name keeps one app', async () => {
  const alone = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'workloads/web'), 'workloads/web/all.yaml': cm('web') })
  commit(alone, { 'workloads/web/all.yaml': cm('web', '2') }, 'change')
  const a = await run(alone)
  assert.deepEqual(
    a.report.apps.map((x) => x.name),
    ['web']
  )
  const same = repo()
  commit(same, { 'envs/infra/kustomization.yaml': 'namespace: argocd\nresources:\n  - ../../apps\n', 'workloads/web/all.yaml': cm('web', '2') }, 'no suffix')
  const s = await run(same)
  // At base the parent renders web-infra, at head web: the renamed app is deleted (pruned by the root) and web created.
  const byName = Object.fromEntries(s.report.apps.map((x) => [x.name, x.change]))
  assert.deepEqual(byName, { 'root-infra': 'modified', web: 'added', 'web-infra': 'removed' })
})

test('apps of other names over one kustomize path share a build, unless the source substitutes the app name', async () => {
  const labelled = (name: string) =>
    applicationYaml(name, 'workloads/web').replace(
      '    path: workloads/web\n',
      '    path: workloads/web\n    kustomize:\n      commonLabels: {owner: $ARGOCD_APP_NAME}\n'
    )
  const files = { 'workloads/web/kustomization.yaml': 'resources:\n  - all.yaml\n', 'workloads/web/all.yaml': cm('web') }
  const plain = makeRepo({ ...files, 'apps/a.yaml': applicationYaml('a', 'workloads/web'), 'apps/b.yaml': applicationYaml('b', 'workloads/web') })
  commit(plain, { 'workloads/web/all.yaml': cm('web', '2') }, 'change')
  const p = counting()
  await run(plain, p.runner)
  assert.equal(p.builds(), 2, 'one build at base, one at head, for both apps')
  const named = makeRepo({ ...files, 'apps/a.yaml': labelled('a'), 'apps/b.yaml': labelled('b') })
  commit(named, { 'workloads/web/all.yaml': cm('web', '2') }, 'change')
  const n = counting()
  const { report } = await run(named, n.runner)
  assert.equal(n.builds(), 4, 'each app builds its own: its name is in its labels')
  const owners = report.apps.map((a) => [a.name, a.update.map((u) => u.name).join()])
  assert.deepEqual(owners.sort(), [
    ['a', 'web'],
    ['b', 'web']
  ])
})
