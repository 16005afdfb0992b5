// wave-order reads volumeBindingMode from a StorageClass in the repository even when the app that deploys it is not
// rendered (its inputs did not change): R4.6.6 (a Pending WaitForFirstConsumer claim before its consumer deadlocks).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { repositoryStorageClasses } from '../../src/k8s/repository-manifests.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const app = (name: string, path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: ${path}}
  destination: {server: https://kubernetes.default.svc, namespace: ${name}}
  syncPolicy: {automated: {prune: true}}
`
const sc = (name: string, mode?: string) =>
  `apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata: {name: ${name}}\nprovisioner: ebs.csi.aws.com\n${mode ? `volumeBindingMode: ${mode}\n` : ''}`
const pvc = (cls: string) => `apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data}
spec: {storageClassName: ${cls}, accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}
`
const consumer = (wave: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: db, annotations: {argocd.argoproj.io/sync-wave: "${wave}"}}
spec:
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec:
      containers: [{name: db, image: 'db:1'}]
      volumes: [{name: d, persistentVolumeClaim: {claimName: data}}]
`

test('R4.6.6: the StorageClass of an unchanged (not rendered) app decides: WaitForFirstConsumer is high, Immediate passes', async () => {
  for (const [mode, expected] of [
    ['WaitForFirstConsumer', 'high'],
    [undefined, null]
  ] as const) {
    const dir = makeRepo({
      'apps/storage.yaml': app('storage', 'storage'),
      'storage/classes.yaml': `${sc('gp3', mode)}---\n${sc('other', 'WaitForFirstConsumer')}`,
      'apps/db.yaml': app('db', 'db'),
      'db/pvc.yaml': pvc('gp3'),
      'db/deploy.yaml': consumer('0')
    })
    commit(dir, { 'db/deploy.yaml': consumer('1') }, 'consumer in a later wave')
    const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
    assert.deepEqual(
      report.apps.map((a) => [a.name, a.skipped]),
      [
        ['db', false],
        ['storage', true]
      ]
    )
    const f = report.findings.filter((x) => x.rule === 'wave-order')
    if (expected === null) {
      assert.deepEqual(f, [], 'volumeBindingMode defaults to Immediate: the claim binds at once')
    } else {
      assert.deepEqual(
        f.map((x) => [x.resource?.name, x.severity, x.blocking]),
        [['data', 'high', true]]
      )
      assert.match(f[0]!.message, /StorageClass gp3 binds on first consumer \(WaitForFirstConsumer\)/)
    }
  }
})

test('repositoryStorageClasses: only storage.k8s.io StorageClass documents of parseable files', () => {
  const found = repositoryStorageClasses([
    { path: 'a/sc.yaml', text: `${sc('a', 'Immediate')}---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n` },
    { path: 'b/tpl.yaml', text: 'kind: StorageClass\nmetadata: {name: {{ .Values.x }}\n' },
    { path: 'c/readme.md', text: sc('c') },
    { path: 'd/other.yaml', text: 'apiVersion: example.com/v1\nkind: StorageClass\nmetadata: {name: d}\n' }
  ])
  assert.deepEqual(
    found.map((o) => (o.metadata as { name: string }).name),
    ['a']
  )
})
