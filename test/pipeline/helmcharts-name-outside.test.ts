// Red team round 3: kustomize renders a helmCharts chart at <chartHome>[/<name>-<version>]/<name>, so a name with `..`
// reaches a chart outside the chart home (with `--load-restrictor LoadRestrictionsNone`, which the guard accepts). The
// fingerprint held the chart home's folder only: a PR deleting a claim from such a chart passed as "0 apps changed"
// while Argo CD pruned it. The chart's folder is now an input of the app.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

test('a helmCharts name climbing out of the chart home: a change of that chart is a change of the app', async () => {
  const dir = makeRepo({
    'apps/web.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: k/web, targetRevision: HEAD}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
  syncPolicy: {automated: {prune: true}}
`,
    'k/web/kustomization.yaml': 'helmGlobals:\n  chartHome: ../../shared/charts\nhelmCharts:\n- name: ../c\n  releaseName: web\n',
    'shared/charts/README.md': 'charts\n',
    'shared/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
    'shared/c/values.yaml': 'x: 1\n',
    'shared/c/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n',
    'shared/c/templates/pvc.yaml':
      'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n'
  })
  commit(dir, {}, 'delete the claim', ['shared/c/templates/pvc.yaml'])
  const { report } = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { network: false, kustomizeBuildOptions: ['--enable-helm', '--load-restrictor', 'LoadRestrictionsNone'] }
  })
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.error, null, web.error ?? '')
  assert.deepEqual(
    web.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
})
