// R1.2.1: a `.argocd-source*.yaml` parameter override file may name value files, file parameters and kustomize
// components of its own. They are the app's inputs as much as the Application's: a change to one is a change of the
// app (never skipped as unchanged), and they are in the checkout the renderer reads. Found by a red-team review: a PR
// changing only such a value file passed as "0 apps changed" while Argo CD pruned a PVC. Real git and helm.
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
const TEMPLATE =
  'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c1}\ndata: {a: b}\n{{- if .Values.pvc }}\n---\napiVersion: v1\nkind: PersistentVolumeClaim\n' +
  'metadata: {name: data}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n{{- end }}\n'

/** A chart whose `.argocd-source.yaml` adds env/prod.yaml, which turns the claim on. */
const CHART = {
  'apps/web.yaml': applicationYaml('web', 'chart'),
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'chart/values.yaml': 'pvc: false\n',
  'chart/.argocd-source.yaml': 'helm:\n  valueFiles: [../env/prod.yaml]\n',
  'chart/templates/all.yaml': TEMPLATE,
  'env/prod.yaml': 'pvc: true\n'
}

for (const override of ['.argocd-source.yaml', '.argocd-source-web.yaml']) {
  test(`R1.2.1: a value file named only by ${override} is an input: the PR changing it is planned (the claim is pruned)`, async () => {
    const dir = makeRepo({
      'apps/web.yaml': applicationYaml('web', 'chart'),
      'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
      'chart/values.yaml': 'pvc: false\n',
      [`chart/${override}`]: 'helm:\n  valueFiles: [../env/prod.yaml]\n',
      'chart/templates/all.yaml': TEMPLATE,
      'env/prod.yaml': 'pvc: true\n'
    })
    commit(dir, { 'env/prod.yaml': 'pvc: false\n' }, 'drop the claim')
    const { report } = await run(dir)
    const web = report.apps[0]!
    assert.equal(web.outcome, 'analysed', JSON.stringify(web))
    assert.equal(web.change, 'modified')
    assert.deepEqual(
      web.prune.map((p) => `${p.kind}/${p.name}`),
      ['PersistentVolumeClaim/data']
    )
    assert.equal(report.verdict, 'fail')
  })
}

test('R1.2.1: when the chart changes too, the value file an override names is in the checkout (no render error at both sides)', async () => {
  const dir = makeRepo(CHART)
  commit(dir, { 'env/prod.yaml': 'pvc: false\n', 'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.2.0\n' }, 'bump and drop')
  const { report } = await run(dir)
  const web = report.apps[0]!
  assert.equal(web.outcome, 'analysed', JSON.stringify(web))
  assert.deepEqual(
    web.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
})

test('R1.2.1: an override file that changes nothing the app reads leaves the app unchanged and unrendered', async () => {
  const dir = makeRepo({ ...CHART, 'env/other.yaml': 'pvc: true\n' })
  commit(dir, { 'env/other.yaml': 'pvc: false\n' }, 'another environment')
  const { report, stats } = await run(dir)
  assert.equal(report.apps[0]!.change, 'unchanged')
  assert.equal(stats.skipped, 1)
})

test('R1.2.1: an override file in UTF-16 (a byte order mark) is read as Argo CD reads it, its value file an input too', async () => {
  // Argo CD decodes it (sigs.k8s.io/yaml); the guard read UTF-8 garbage: a parse error at both sides, "as it already did".
  const dir = makeRepo({ ...CHART, 'chart/.argocd-source.yaml': '' })
  writeFileSync(join(dir, 'chart/.argocd-source.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CHART['chart/.argocd-source.yaml'], 'utf16le')]))
  commit(dir, {}, 'the override in UTF-16')
  commit(dir, { 'env/prod.yaml': 'pvc: false\n' }, 'drop the claim')
  const web = (await run(dir)).report.apps[0]!
  assert.equal(web.outcome, 'analysed', JSON.stringify(web))
  assert.deepEqual(
    web.prune.map((p) => p.name),
    ['data']
  )
})

test('R1.2.1: an override file naming fields in another case (`Helm: {Parameters: …}`) sets them, as Argo CD decodes it', async () => {
  // Argo CD merges the file onto the source's JSON, then json.Unmarshal matches keys case-insensitively. Before, the
  // guard ignored `Helm:`: the claim the parameter turns off stayed in its render (PASS) while Argo CD pruned it.
  const dir = makeRepo({ ...CHART, 'chart/.argocd-source.yaml': 'helm:\n  releaseName: web\n', 'chart/values.yaml': 'pvc: true\n' })
  commit(dir, { 'chart/.argocd-source.yaml': 'Helm:\n  Parameters:\n  - Name: pvc\n    Value: "false"\n' }, 'turn the claim off')
  const web = (await run(dir)).report.apps[0]!
  assert.equal(web.outcome, 'analysed', JSON.stringify(web))
  assert.deepEqual(
    web.prune.map((p) => p.name),
    ['data']
  )
})

test('R1.4.4: an override file passing $ARGOCD_APP_REVISION makes the app change with every commit (never "unchanged")', async () => {
  // Found by a red-team review: only the Application manifest was searched for the variable, so the app was skipped as
  // unchanged (and a render cache entry of one commit answered for the next) while Argo CD renders the new revision.
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'chart'),
    'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: rev}\ndata: {rev: "{{ .Values.rev }}"}\n',
    'chart/.argocd-source.yaml': 'helm:\n  parameters:\n    - {name: rev, value: $ARGOCD_APP_REVISION}\n',
    'docs/readme.md': 'a\n'
  })
  commit(dir, { 'docs/readme.md': 'b\n' }, 'an unrelated file')
  const web = (await run(dir)).report.apps[0]!
  assert.equal(web.change, 'modified', JSON.stringify(web))
  assert.deepEqual(
    web.update.map((u) => `${u.kind}/${u.name}`),
    ['ConfigMap/rev']
  )
})
