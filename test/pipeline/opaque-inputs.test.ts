// Inputs the guard cannot read as text when it decides what an unchanged app may hide (pipeline/child-apps.ts and
// render/inputs.ts): a chart's `file://` dependency elsewhere in the repository is part of what the app reads, and an
// app whose output may hold Applications it cannot see (a vendored chart archive, a dependency fetched at render
// time) is rendered to find them instead of being skipped as unchanged. Real git repositories, real helm.
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { chartArchive, devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

test('a chart whose file:// dependency (a shared chart elsewhere in the repository) changed is modified, not skipped as unchanged', async () => {
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'charts/web'),
    'charts/web/Chart.yaml':
      'apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n  - name: common\n    version: 1.0.0\n    repository: file://../../lib/common\n',
    'charts/web/templates/cm.yaml': cm('web'),
    'lib/common/Chart.yaml': 'apiVersion: v2\nname: common\nversion: 1.0.0\n',
    'lib/common/templates/shared.yaml': cm('shared', '1')
  })
  commit(dir, { 'lib/common/templates/shared.yaml': cm('shared', '2') }, 'change the shared chart')
  const { report, stats } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(stats.skipped, 0, 'the app reading the shared chart is rendered')
  assert.equal(web.change, 'modified')
  assert.deepEqual(
    web.update.map((u) => u.name),
    ['shared']
  )
})

test('a parent chart whose child Applications come from a vendored chart archive is rendered to find them: a PVC removed from a child is caught', async () => {
  const archive = chartArchive({
    'Chart.yaml': 'apiVersion: v2\nname: apps\nversion: 1.0.0\n',
    'templates/child.yaml': applicationYaml('child', 'child', { finalizer: true })
  })
  const dir = makeRepo({
    'apps/root.yaml': applicationYaml('root', 'charts/root', { destination: 'argocd' }),
    'charts/root/Chart.yaml': 'apiVersion: v2\nname: root\nversion: 1.0.0\n',
    'child/cm.yaml': cm('child'),
    'child/data.yaml': pvc('data')
  })
  mkdirSync(join(dir, 'charts/root/charts'), { recursive: true })
  writeFileSync(join(dir, 'charts/root/charts/apps-1.0.0.tgz'), archive)
  commit(dir, {}, 'vendor the apps chart')
  commit(dir, {}, 'drop the PVC', ['child/data.yaml'])
  const { report } = await run(dir)
  const child = report.apps.find((a) => a.name === 'child')
  assert.ok(child, `the child is found through the archive: ${report.apps.map((a) => a.name).join(', ')}`)
  assert.deepEqual(
    child.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
})

test('a parent chart with a dependency fetched at render time that cannot be fetched is not analysed when the change touches files no known app reads, and stays quiet otherwise', async () => {
  const dir = makeRepo({
    'apps/root.yaml': applicationYaml('root', 'charts/root', { destination: 'argocd' }),
    'apps/other.yaml': applicationYaml('other', 'other'),
    'charts/root/Chart.yaml':
      'apiVersion: v2\nname: root\nversion: 1.0.0\ndependencies:\n  - name: apps\n    version: 1.0.0\n    repository: https://charts.example.com\n',
    // argocd-apps style: the values list the child Applications, which read this repository.
    'charts/root/values.yaml': 'apps:\n  applications:\n    child: {repoURL: https://github.com/example/gitops, path: child}\n',
    'child/cm.yaml': cm('child'),
    'other/cm.yaml': cm('other')
  })
  commit(dir, { 'child/cm.yaml': cm('child', '2'), 'README.md': '# notes\n' }, 'change a child the dependency may render')
  const { report, stats } = await run(dir)
  const root = report.apps.find((a) => a.name === 'root')!
  assert.equal(stats.skipped, 1, 'only the other app is skipped: the parent is rendered to look for children')
  assert.equal(root.outcome, 'unknown', JSON.stringify(root))
  assert.match(root.outcomeReason!, /may generate Applications and could not be rendered to find them: dependency apps from https:\/\/charts\.example\.com/)
  assert.match(root.outcomeReason!, /no analysed app reads \(child\/cm\.yaml\)/, 'the README is not an input')
  assert.equal(report.summary.unknownApps, 1)
  assert.equal(report.verdict, 'pass', 'not blocking unless failOnUnknown')

  // A change every file of which a known app reads: nothing is hidden, the parent is analysed (unchanged).
  commit(dir, { 'other/cm.yaml': cm('other', '2') }, 'change the other app')
  const quiet = await run(dir)
  assert.equal(quiet.report.apps.find((a) => a.name === 'root')!.outcome, 'analysed')
  assert.equal(quiet.report.summary.unknownApps, 0)
  assert.equal(quiet.report.apps.find((a) => a.name === 'other')!.change, 'modified')
})

test('a chart with a dependency fetched at render time whose inputs do not name this repository is skipped when unchanged: what it may render reads other repositories', async () => {
  const dir = makeRepo({
    'apps/cert.yaml': applicationYaml('cert', 'charts/cert'),
    'apps/other.yaml': applicationYaml('other', 'other'),
    'charts/cert/Chart.yaml':
      'apiVersion: v2\nname: cert\nversion: 1.0.0\ndependencies:\n  - name: cert-manager\n    version: 1.0.0\n    repository: https://charts.example.com\n',
    'charts/cert/values.yaml': 'cert-manager:\n  installCRDs: true\n',
    'other/cm.yaml': cm('other')
  })
  commit(dir, { 'other/cm.yaml': cm('other', '2'), 'notes/todo.txt': 'later\n' }, 'change the other app, and a file nothing reads')
  const { report, stats } = await run(dir)
  assert.equal(stats.skipped, 1)
  const cert = report.apps.find((a) => a.name === 'cert')!
  assert.equal(cert.skipped, true)
  assert.equal(cert.outcome, 'analysed')
  assert.equal(report.summary.unknownApps, 0)
})

test('an unchanged umbrella chart that only carries Argo CD annotations is skipped: no Application is made of annotation keys', async () => {
  const dir = makeRepo({
    'apps/rollouts.yaml': applicationYaml('rollouts', 'charts/rollouts'),
    'charts/rollouts/Chart.yaml':
      'apiVersion: v2\nname: rollouts\nversion: 1.0.0\ndependencies:\n  - name: argo-rollouts\n    version: 1.0.0\n    repository: https://charts.example.com\n',
    'charts/rollouts/values.yaml': 'argo-rollouts:\n  podAnnotations:\n    argocd.argoproj.io/sync-wave: "-1"\n',
    'lists/images.json': '["a"]\n'
  })
  commit(dir, { 'lists/images.json': '["a", "b"]\n' }, 'a generated list nothing renders')
  const { report, stats } = await run(dir)
  const app = report.apps.find((a) => a.name === 'rollouts')!
  // Before: rendered on every run (offline: "not rendered", its dependency is not fetched).
  assert.equal(stats.skipped, 1, 'argocd.argoproj.io/sync-wave in its values is no API group')
  assert.equal(app.skipped, true)
  assert.equal(app.notRendered, null)
  assert.equal(app.outcome, 'analysed', app.outcomeReason ?? '')
  assert.equal(report.summary.unknownApps, 0)

  // The group itself in its values (a template may build an apiVersion of it): rendered to look, as before.
  commit(dir, { 'charts/rollouts/values.yaml': 'argo-rollouts:\n  group: argoproj.io\n' }, 'the group')
  commit(dir, { 'lists/images.json': '["a", "b", "c"]\n' }, 'the list again')
  const searched = await run(dir)
  assert.equal(searched.stats.skipped, 0)
  assert.ok(searched.report.apps[0]!.notRendered, 'offline: its dependency is not fetched')
  assert.equal(searched.report.apps[0]!.outcome, 'analysed')
})

test('an umbrella chart given this repository as a value its fetched dependency does not receive is skipped when unchanged', async () => {
  const params = '    helm:\n      parameters:\n        - name: default.repoURL\n          value: https://github.com/example/gitops\n'
  const dir = makeRepo({
    'apps/rollouts.yaml': applicationYaml('rollouts', 'charts/rollouts', { extraSource: params }),
    'charts/rollouts/Chart.yaml':
      'apiVersion: v2\nname: rollouts\nversion: 1.0.0\ndependencies:\n  - name: argo-rollouts\n    version: 1.0.0\n    repository: https://charts.example.com\n',
    // Helm gives the dependency only `argo-rollouts:` and `global:`; `default:` is the umbrella chart's own.
    'charts/rollouts/values.yaml': 'default:\n  repoURL: https://github.com/example/gitops\nargo-rollouts:\n  controller: {replicas: 1}\n',
    'lists/images.json': '["a"]\n'
  })
  commit(dir, { 'lists/images.json': '["a", "b"]\n' }, 'a generated list nothing renders')
  const skipped = await run(dir)
  assert.equal(skipped.stats.skipped, 1)
  assert.equal(skipped.report.summary.unknownApps, 0)

  // The same URL under the dependency's own key reaches it: the app is rendered, and offline it cannot be.
  commit(dir, { 'charts/rollouts/values.yaml': 'argo-rollouts:\n  apps: [{repoURL: https://github.com/example/gitops}]\n' }, 'give it to the dependency')
  commit(dir, { 'lists/images.json': '["a", "b", "c"]\n' }, 'the list again')
  const searched = await run(dir)
  assert.equal(searched.stats.skipped, 0)
  assert.equal(searched.report.apps[0]!.outcome, 'unknown')
  assert.match(searched.report.apps[0]!.outcomeReason!, /lists\/images\.json/)
})

test('an argocd-autopilot overlay: its config.json names this repository, but kustomize never reads it, so the unchanged app is skipped', async () => {
  const kust = (values: string) =>
    `resources:\n  - ../../base\n${values}helmCharts:\n  - name: esphome\n    repo: https://charts.example.com\n    version: 1.0.0\n    releaseName: esphome\n    valuesFile: values.yaml\n`
  const config = '{"appName": "esphome", "srcPath": "apps/esphome/overlays/iot", "srcRepoURL": "https://github.com/example/gitops.git"}\n'
  const dir = makeRepo({
    'apps/esphome.yaml': applicationYaml('esphome', 'apps/esphome/overlays/iot'),
    'apps/esphome/base/kustomization.yaml': 'resources: [ns.yaml]\n',
    'apps/esphome/base/ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: iot\n',
    'apps/esphome/overlays/iot/kustomization.yaml': kust(''),
    'apps/esphome/overlays/iot/values.yaml': 'replicas: 1\n',
    'apps/esphome/overlays/iot/config.json': config,
    'lists/images.json': '["a"]\n'
  })
  commit(dir, { 'lists/images.json': '["a", "b"]\n' }, 'a generated list nothing renders')
  const { report, stats } = await run(dir)
  // Before: rendered on every run (a chart fetched at render time, and this repository as a "repoURL" in its folder).
  assert.equal(stats.skipped, 1)
  assert.equal(report.apps[0]!.skipped, true)

  // Named by the kustomization (its chart's values), the repository's URL reaches the fetched chart: rendered to look.
  commit(dir, { 'apps/esphome/overlays/iot/values.yaml': 'apps: [{repoURL: https://github.com/example/gitops.git}]\n' }, 'values')
  commit(dir, { 'lists/images.json': '["a", "b", "c"]\n' }, 'the list again')
  const searched = await run(dir)
  assert.equal(searched.stats.skipped, 0)
  assert.equal(searched.report.apps[0]!.outcome, 'unknown', 'a likely parent that cannot be rendered offline')
})
