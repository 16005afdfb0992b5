// Symlinks inside the repository in what an app reads (render/inputs.ts with git/links.ts resolveInTree): the input
// fingerprint follows them the kernel's way, as the renderer reading the checkout does. A change behind a link is a
// change of the app (never skipped as unchanged); a link whose target did not change lets the app be skipped.
// Real git repositories with real symlinks, real helm.
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, git, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

function link(dir: string, path: string, target: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  symlinkSync(target, join(dir, path))
  git(dir, 'add', path)
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', `link ${path}`)
}

const CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'charts/web/values.yaml': 'size: 1\n',
  'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  size: "{{ .Values.size }}"\n'
}

test('inputs through a symlinked folder: a value file changed behind the link makes the app modified, not unchanged', async () => {
  const dir = makeRepo({
    ...CHART,
    'apps/web.yaml': applicationYaml('web', 'charts/web', { extraSource: '    helm:\n      valueFiles: [../../envs/prod.yaml]\n' }),
    'config/envs/prod.yaml': 'size: 2\n'
  })
  link(dir, 'envs', 'config/envs') // the value file is read as envs/prod.yaml, through the link
  commit(dir, { 'config/envs/prod.yaml': 'size: 3\n' }, 'resize behind the link')
  const { report, stats } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.change, 'modified')
  assert.deepEqual(
    web.update.map((u) => u.name),
    ['web']
  )
  assert.equal(stats.skipped, 0)
})

test('an app path that is a symlinked folder: a change in the folder it points at is planned', async () => {
  const dir = makeRepo({ 'apps/a.yaml': applicationYaml('a', 'deploy/a'), 'shared/a/cm.yaml': cm('a', '1') })
  link(dir, 'deploy/a', '../shared/a')
  commit(dir, { 'shared/a/cm.yaml': cm('a', '2') }, 'change behind the link')
  const { report } = await run(dir)
  assert.equal(report.apps[0]!.change, 'modified')
  assert.deepEqual(
    report.apps[0]!.update.map((u) => u.name),
    ['a']
  )
})

test('a chart with a symlinked file (ci/ values linked to a value file) is skipped when nothing it reads changed, and planned when the target changes', async () => {
  const dir = makeRepo({
    ...CHART,
    'charts/web/values-prod.yaml': 'size: 5\n',
    'apps/web.yaml': applicationYaml('web', 'charts/web'),
    'apps/other.yaml': applicationYaml('other', 'other'),
    'other/cm.yaml': cm('other')
  })
  link(dir, 'charts/web/ci/prod-values.yaml', '../values-prod.yaml')
  commit(dir, { 'other/cm.yaml': cm('other', '2') }, 'change another app')
  const skipped = await run(dir)
  assert.equal(skipped.report.apps.find((a) => a.name === 'web')!.change, 'unchanged')
  assert.equal(skipped.stats.skipped, 1, 'the chart app is not rendered at all')
  commit(dir, { 'charts/web/values-prod.yaml': 'size: 6\n' }, 'change the link target')
  const changed = await run(dir)
  assert.equal(changed.stats.skipped, 1, 'now the other app is the unchanged one')
  assert.equal(changed.report.apps.find((a) => a.name === 'other')!.change, 'unchanged')
})

test('a link re-pointed to another file changes the fingerprint although no file content changed', async () => {
  const dir = makeRepo({
    ...CHART,
    'apps/web.yaml': applicationYaml('web', 'charts/web', { extraSource: '    helm:\n      valueFiles: [env.yaml]\n' }),
    'charts/web/small.yaml': 'size: 1\n',
    'charts/web/large.yaml': 'size: 9\n'
  })
  link(dir, 'charts/web/env.yaml', 'small.yaml')
  git(dir, 'rm', '-q', 'charts/web/env.yaml')
  symlinkSync('large.yaml', join(dir, 'charts/web/env.yaml'))
  git(dir, 'add', 'charts/web/env.yaml')
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', 're-point')
  const { report, stats } = await run(dir)
  assert.equal(stats.skipped, 0)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.change, 'modified')
})

test('a kustomize overlay reached through a linked folder: a change in the base it refers to is planned', async () => {
  const dir = makeRepo({
    'apps/k.yaml': applicationYaml('k', 'envs/prod'),
    'kustomize/base/kustomization.yaml': 'resources: [cm.yaml]\n',
    'kustomize/base/cm.yaml': cm('k', '1'),
    'kustomize/overlays/prod/kustomization.yaml': 'resources: [../../base]\nnamePrefix: prod-\n'
  })
  link(dir, 'envs/prod', '../kustomize/overlays/prod')
  commit(dir, { 'kustomize/base/cm.yaml': cm('k', '2') }, 'change the base')
  const { report, stats } = await run(dir)
  assert.equal(stats.skipped, 0)
  assert.equal(report.apps[0]!.error, null)
  assert.deepEqual(
    report.apps[0]!.update.map((u) => u.name),
    ['prod-k']
  )
})

test('hostile links in a chart: one climbing out of the repository fails that revision like Argo CD, reading nothing outside; a link loop makes its app render instead of being skipped', async () => {
  const dir = makeRepo({
    ...CHART,
    'apps/web.yaml': applicationYaml('web', 'charts/web'),
    'apps/other.yaml': applicationYaml('other', 'other'),
    'other/cm.yaml': cm('other')
  })
  link(dir, 'charts/web/ci/leak.yaml', '../../../../../../../../etc/passwd')
  commit(dir, { 'other/cm.yaml': cm('other', '2') }, 'change another app')
  const { report } = await run(dir)
  assert.match(report.apps.find((a) => a.name === 'web')!.error ?? '', /out-of-bounds symlinks\. file: charts\/web\/ci\/leak\.yaml/)
  assert.doesNotMatch(JSON.stringify(report), /root:x?:0:0/)

  const loop = makeRepo({
    ...CHART,
    'apps/web.yaml': applicationYaml('web', 'charts/web'),
    'apps/other.yaml': applicationYaml('other', 'other'),
    'other/cm.yaml': cm('other')
  })
  link(loop, 'charts/web/ci/a.yaml', 'b.yaml')
  link(loop, 'charts/web/ci/b.yaml', 'a.yaml')
  commit(loop, { 'other/cm.yaml': cm('other', '2') }, 'change another app')
  const looped = await run(loop)
  // Its inputs cannot be fingerprinted (ELOOP): it is rendered at both revisions and compared, never skipped unseen.
  assert.equal(looped.report.apps.find((a) => a.name === 'web')!.skipped, false)
  assert.equal(looped.stats.skipped, 0)
  assert.equal(looped.report.apps.find((a) => a.name === 'other')!.change, 'modified')
})
