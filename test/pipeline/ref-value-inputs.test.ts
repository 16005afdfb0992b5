// R1.9.2 + R1.4: Argo CD substitutes the build variables in a `$ref/` value file path after the ref segment
// (getResolvedRefValueFile: env.Envsubst of the rest), so `$values/envs/$ARGOCD_APP_NAME/values.yaml` reads
// envs/<app>/values.yaml. Found by a red-team review: the fingerprint hashed the path as written (a file that does not
// exist), so a PR changing only envs/<app>/values.yaml passed as "0 apps changed" while Argo CD pruned a PVC (and a
// render cache entry keyed on it answered for every later revision). Real git and helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const app = (valueFile: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: payments, namespace: argocd}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: payments}
  syncPolicy: {automated: {prune: true}}
  sources:
    - repoURL: ${ORIGIN}
      path: charts/db
      helm:
        valueFiles: ['${valueFile}']
    - repoURL: ${ORIGIN}
      ref: values
`
const TEMPLATE =
  'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c1}\ndata: {a: b}\n{{- if .Values.pvc }}\n---\napiVersion: v1\nkind: PersistentVolumeClaim\n' +
  'metadata: {name: ledger-data}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n{{- end }}\n'

for (const valueFile of ['$values/envs/$ARGOCD_APP_NAME/values.yaml', '$values/envs/${ARGOCD_APP_NAME}/values.yaml']) {
  test(`R1.9.2: ${valueFile} reads envs/payments/values.yaml: a PR changing only that file is planned (the claim is pruned)`, async () => {
    const dir = makeRepo({
      'apps/payments.yaml': app(valueFile),
      'charts/db/Chart.yaml': 'apiVersion: v2\nname: db\nversion: 0.1.0\n',
      'charts/db/templates/all.yaml': TEMPLATE,
      'envs/payments/values.yaml': 'pvc: true\n'
    })
    commit(dir, { 'envs/payments/values.yaml': 'pvc: false\n' }, 'drop the claim')
    const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
    const a = report.apps[0]!
    assert.equal(a.outcome, 'analysed', JSON.stringify(a))
    assert.equal(a.change, 'modified')
    assert.deepEqual(
      a.prune.map((p) => `${p.kind}/${p.name}`),
      ['PersistentVolumeClaim/ledger-data']
    )
    assert.equal(report.verdict, 'fail')
  })
}
