// kustomize's deprecated helmChartInflationGenerator reads a `values` file, which with `--load-restrictor
// LoadRestrictionsNone` may sit anywhere in the repository. The render's bounds listed it but the input fingerprint did
// not (two lists of a kustomization's references): a pull request changing only that values file, turning a claim
// off, passed as '0 apps changed' while Argo CD prunes the claim. Both now read one list (k8s/kustomization.ts
// kustomizationRefs). Real git repositories, real kustomize and helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const CONFIG = 'kustomizeBuildOptions: [--enable-helm, "--load-restrictor LoadRestrictionsNone"]\ncheckDeterminism: false\n'
const TEMPLATE = [
  '{{- if .Values.claim }}',
  'apiVersion: v1',
  'kind: PersistentVolumeClaim',
  'metadata: {name: data}',
  'spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}',
  '{{- end }}',
  '---',
  'apiVersion: v1',
  'kind: ConfigMap',
  'metadata: {name: settings}',
  ''
].join('\n')

test('a helmChartInflationGenerator values file outside the kustomization folder is an input: turning a claim off there prunes it', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': CONFIG,
    'apps/web.yaml': applicationYaml('web', 'app'),
    'app/kustomization.yaml': 'helmChartInflationGenerator:\n- chartName: store\n  releaseName: web\n  values: ../values/web.yaml\n',
    'app/charts/store/Chart.yaml': 'apiVersion: v2\nname: store\nversion: 1.0.0\n',
    'app/charts/store/values.yaml': 'claim: false\n',
    'app/charts/store/templates/all.yaml': TEMPLATE,
    'values/web.yaml': 'claim: true\n'
  })
  commit(dir, { 'values/web.yaml': 'claim: false\n' }, 'turn the claim off')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const app = report.apps.find((a) => a.name === 'web')!
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(
    app.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
  assert.deepEqual(report.unreadChanges ?? [], [], 'the values file is read by the app, not listed as unread')
})
