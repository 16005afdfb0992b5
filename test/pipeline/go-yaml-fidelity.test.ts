// Pull requests that hide a deletion in YAML the guard read differently from Go's decoders (sigs.k8s.io/yaml, which
// Argo CD, Helm and kustomize use): each case deletes a PersistentVolumeClaim that a sync would prune, and each must
// fail. Found by a red-team review; real git repositories, real kustomize and helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
const PVC =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources: {requests: {storage: 1Gi}}\n'
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c1\n'

async function prunesPvc(dir: string): Promise<void> {
  const { report } = await run(dir)
  const app = report.apps[0]!
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(
    app.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
}

test('a kustomize resources entry Go reads as text but YAML 1.1 as a date (`2024-01-01`): the base it reaches is an input', async () => {
  // Before: the entry decoded to a Date, the fingerprint did not follow it, and the app was skipped as unchanged.
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'k/app'),
    'k/app/kustomization.yaml': 'resources: [2024-01-01]\n',
    'k/app/2024-01-01/kustomization.yaml': 'resources: [../../../base]\n',
    'base/kustomization.yaml': 'resources: [cm.yaml, pvc.yaml]\n',
    'base/cm.yaml': CM,
    'base/pvc.yaml': PVC
  })
  commit(dir, { 'base/kustomization.yaml': 'resources: [cm.yaml]\n' }, 'drop the claim')
  await prunesPvc(dir)
})

test('R1.5.12: a `...` document end in a Helm template hides the rest of that document from Argo CD: what follows is pruned', async () => {
  // Helm passes the text through; Argo CD's reader cuts at `---` lines and go-yaml v2 reads each piece's first document.
  const chart = (sep: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c1}\ndata: {a: b}\n${sep}\n${PVC}`
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'chart'),
    'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    'chart/templates/all.yaml': chart('---')
  })
  commit(dir, { 'chart/templates/all.yaml': chart('...') }, 'end the document')
  await prunesPvc(dir)
})

test('R1.7.3: in a directory app, `...` hides the rest of the piece, and a `--- !!map` line makes Argo CD ignore a file without all three markers', async () => {
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'd'),
    'd/cm.yaml': `${CM}---\n${PVC}`
  })
  commit(dir, { 'd/cm.yaml': `${CM}...\n${PVC}` }, 'end the document')
  await prunesPvc(dir)
  const sep = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'd'), 'd/cm.yaml': CM, 'd/pvc.yaml': PVC })
  // `kind :` (a space): the file lacks the text `kind:`, so Argo CD ignores a file it cannot split.
  commit(sep, { 'd/pvc.yaml': `--- !!map\n${PVC.replace('kind:', 'kind :')}` }, 'tag the document')
  await prunesPvc(sep)
})

test('R1.7.3: an invalid separator in a file that looks like a manifest is the render error Argo CD gives, naming the line', async () => {
  const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'd'), 'd/cm.yaml': CM, 'd/pvc.yaml': PVC })
  commit(dir, { 'd/pvc.yaml': `--- !!map\n${PVC}` }, 'tag the document')
  const { report } = await run(dir)
  const web = report.apps[0]!
  assert.equal(web.outcome, 'render-error')
  assert.match(web.error ?? '', /invalid YAML document separator.*d\/pvc\.yaml line 1/)
  assert.ok(!(web.error ?? '').includes('!!map'), 'the line is not echoed')
})

test('a `<<` merge key after an explicit key writes over it, as go-yaml v2 does: the renamed claim is created and `data` pruned', async () => {
  // The yaml library kept the explicit `name: data` (the YAML merge spec); Argo CD reads `data-v2`.
  const renamed = PVC.replace('  name: data\n', '  name: data\n  <<: {name: data-v2}\n')
  for (const [path, files] of [
    ['d', { 'd/cm.yaml': CM, 'd/pvc.yaml': PVC }],
    ['chart', { 'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n', 'chart/templates/pvc.yaml': PVC }]
  ] as const) {
    const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', path), ...files })
    commit(dir, { [`${path}/${path === 'd' ? '' : 'templates/'}pvc.yaml`]: renamed }, 'merge a new name')
    const { report } = await run(dir)
    const app = report.apps[0]!
    assert.deepEqual([app.prune.map((p) => p.name), app.create.map((c) => c.name)], [['data'], ['data-v2']], path)
  }
})

test('a chart dependency whose repository a `<<` merge key sets is followed where Helm follows it', async () => {
  // Helm reads Chart.yaml with go-yaml v2 semantics: the dependency is ../../lib, not the stub the explicit key names.
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'charts/web'),
    'charts/web/Chart.yaml':
      'apiVersion: v2\nname: web\nversion: 0.1.0\ndependencies:\n- name: lib\n  version: 0.1.0\n  repository: file://./lib-stub\n  <<: {repository: "file://../../lib"}\n',
    'charts/web/lib-stub/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    'charts/web/templates/cm.yaml': CM,
    'lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    'lib/templates/pvc.yaml': PVC
  })
  commit(dir, {}, 'drop the claim from the library', ['lib/templates/pvc.yaml'])
  await prunesPvc(dir)
})

test('a kustomization key in another case (`RESOURCES`, `reſources`) is the field kustomize decodes: the base it names is an input', async () => {
  // kustomize decodes a kustomization with encoding/json (keys matched as bytes.EqualFold does). Before, the guard read
  // `resources` only: the base was not in the fingerprint and a pull request deleting its claim passed as unchanged.
  for (const key of ['RESOURCES', 're\u017fources']) {
    const dir = makeRepo({
      'apps/web.yaml': applicationYaml('web', 'app'),
      'app/kustomization.yaml': `${key}: [cm.yaml, ../base]\n`,
      'app/cm.yaml': CM,
      'base/kustomization.yaml': 'resources: [pvc.yaml]\n',
      'base/pvc.yaml': PVC
    })
    commit(dir, { 'base/kustomization.yaml': 'resources: []\n' }, 'drop the claim', ['base/pvc.yaml'])
    await prunesPvc(dir)
  }
})

test('a Chart.yaml dependency helm reads (`Dependencies`/`Repository` in another case, a key with an escape) is an input', async () => {
  // Helm decodes Chart.yaml with encoding/json (keys matched case-insensitively), and go-yaml decodes "d\x65pendencies"
  // to `dependencies`. Before, the fingerprint followed `dependencies` written so only: ../lib was not an input, and
  // a pull request turning its claim off passed as unchanged.
  const deps = [
    'Dependencies:\n- name: lib\n  version: 0.1.0\n  Repository: file://../lib\n',
    '"d\\x65pendencies":\n- name: lib\n  version: 0.1.0\n  repository: file://../lib\n'
  ]
  for (const d of deps) {
    const dir = makeRepo({
      'apps/web.yaml': applicationYaml('web', 'chart'),
      'chart/Chart.yaml': `apiVersion: v2\nname: web\nversion: 0.1.0\n${d}`,
      'chart/templates/cm.yaml': CM,
      'lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
      'lib/values.yaml': 'pvc: true\n',
      'lib/templates/pvc.yaml': `{{- if .Values.pvc }}\n${PVC}{{- end }}\n`
    })
    commit(dir, { 'lib/values.yaml': 'pvc: false\n' }, 'turn the claim off')
    await prunesPvc(dir)
  }
})
