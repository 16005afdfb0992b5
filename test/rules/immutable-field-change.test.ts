import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { runRules } from '../../src/rules/index.js'
import { immutableFieldChange } from '../../src/rules/immutable-field-change.js'
import { makePlan, type AppSpecInput } from '../helpers/plans.js'

const check = (base: Manifest, head: Manifest, input?: AppSpecInput) =>
  immutableFieldChange.check({ plans: [makePlan([base], [head], input)], revision: 'head', options: {} })
const opts = (v: string) => ({ annotations: { 'argocd.argoproj.io/sync-options': v } })

function deployment(labels: Record<string, string>, image = 'web:1', meta: Record<string, unknown> = {}): Manifest {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', ...meta },
    spec: { selector: { matchLabels: labels }, template: { metadata: { labels }, spec: { containers: [{ name: 'web', image }] } } }
  }
}
const sts = (spec: Record<string, unknown>): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'StatefulSet',
  metadata: { name: 'db' },
  spec: { selector: { matchLabels: { app: 'db' } }, serviceName: 'db', ...spec }
})
const vct = (size: string) => [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: size } } } }]
const job = (image: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'migrate', ...meta },
  spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'm', image }] } } }
})
const svc = (spec: Record<string, unknown>): Manifest => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 's' },
  spec: { ports: [{ port: 80 }], ...spec }
})
const pvc = (spec: Record<string, unknown>, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name: 'data', ...meta },
  spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } }, ...spec }
})

test('R4.5.5/R3.5.3: Deployment spec.selector change: the sync fails with "field is immutable" (high, blocking)', () => {
  const findings = runRules([makePlan([deployment({ app: 'web' })], [deployment({ app: 'web', tier: 'fe' })])], { failOn: 'high' }, [immutableFieldChange])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'high')
  assert.equal(f.blocking, true)
  assert.deepEqual(f.resource, { group: 'apps', kind: 'Deployment', namespace: 'dest', name: 'web' })
  assert.match(f.message, /spec\.selector \(field is immutable\)/)
  assert.match(f.message, /stays OutOfSync.*auto-sync does not retry the same revision/)
  assert.match(f.fix, /Rename the resource/)
})

test('passing: a Deployment image change, a StatefulSet replicas/template change, a larger PVC', () => {
  assert.deepEqual(check(deployment({ app: 'web' }), deployment({ app: 'web' }, 'web:2')), [])
  assert.deepEqual(
    check(sts({ replicas: 1, volumeClaimTemplates: vct('1Gi') }), sts({ replicas: 3, volumeClaimTemplates: vct('1Gi'), template: { x: 1 } })),
    []
  )
  assert.deepEqual(check(pvc({}), pvc({ resources: { requests: { storage: '20Gi' } } })), [])
})

test('StatefulSet: volumeClaimTemplates, serviceName and podManagementPolicy are forbidden; defaults are not changes', () => {
  const [f] = check(sts({ volumeClaimTemplates: vct('1Gi') }), sts({ volumeClaimTemplates: vct('2Gi'), serviceName: 'db-headless' }))
  assert.match(f!.message, /spec\.serviceName \(Forbidden: updates to statefulset spec/)
  assert.match(f!.message, /spec\.volumeClaimTemplates/)
  assert.match(f!.fix, /--cascade=orphan/)
  assert.deepEqual(check(sts({}), sts({ podManagementPolicy: 'OrderedReady' })), [])
  assert.match(check(sts({}), sts({ podManagementPolicy: 'Parallel' }))[0]!.message, /spec\.podManagementPolicy/)
  const withKind = [{ apiVersion: 'v1', kind: 'PersistentVolumeClaim', ...vct('1Gi')[0] }]
  assert.deepEqual(check(sts({ volumeClaimTemplates: vct('1Gi') }), sts({ volumeClaimTemplates: withKind })), [])
})

test('R7.1: Job template change fails; Replace=true alone fails the same way; Force=true,Replace=true deletes and recreates', () => {
  const [plain] = check(job('m:1'), job('m:2'))
  assert.match(plain!.message, /spec\.template \(field is immutable\)/)
  assert.match(plain!.fix, /hook/)
  const [replace] = check(job('m:1', opts('Replace=true')), job('m:2', opts('Replace=true')))
  assert.equal(replace!.severity, 'high')
  assert.match(replace!.message, /Replace=true alone does not help/)
  const [force] = check(job('m:1', opts('Force=true,Replace=true')), job('m:2', opts('Force=true,Replace=true')))
  assert.equal(force!.severity, 'high')
  assert.match(force!.message, /Replace=true with Force=true, so the sync deletes and recreates it.*runs again/)
})

test('R7.1: app-level Replace=true,Force=true recreates a PVC: critical, the data is gone', () => {
  const spec = { syncPolicy: { automated: { prune: true }, syncOptions: ['Replace=true', 'Force=true'] } }
  const [f] = check(pvc({ storageClassName: 'gp2' }), pvc({ storageClassName: 'gp3' }), { spec })
  assert.equal(f!.severity, 'critical')
  assert.match(f!.message, /deletes and recreates it/)
  assert.match(f!.message, /data go with it/)
})

test('PVC: storageClassName, accessModes and a smaller size are rejected; a class set only at head is not judged', () => {
  const [f] = check(
    pvc({ storageClassName: 'gp2' }),
    pvc({ storageClassName: 'gp3', accessModes: ['ReadWriteMany'], resources: { requests: { storage: '5Gi' } } })
  )
  assert.match(f!.message, /spec\.storageClassName/)
  assert.match(f!.message, /spec\.accessModes/)
  assert.match(f!.message, /spec\.resources\.requests\.storage \(shrinks from 10Gi to 5Gi/)
  assert.deepEqual(check(pvc({}), pvc({ storageClassName: 'gp3' })), [])
  assert.deepEqual(check(pvc({}), pvc({ resources: { requests: { storage: '10240Mi' } } })), [])
})

test('Service: clusterIP set → different, becoming headless, and ExternalName with a clusterIP; type NodePort is fine', () => {
  assert.match(check(svc({ clusterIP: '10.0.0.1' }), svc({ clusterIP: '10.0.0.2' }))[0]!.message, /spec\.clusterIP \("10\.0\.0\.1" → "10\.0\.0\.2"/)
  assert.match(check(svc({}), svc({ clusterIP: 'None' }))[0]!.message, /cannot become headless in place/)
  assert.match(check(svc({ clusterIP: 'None' }), svc({}))[0]!.message, /silently stays headless/)
  assert.match(
    check(svc({ clusterIP: '10.0.0.1' }), svc({ type: 'ExternalName', externalName: 'x.example.com', clusterIP: '10.0.0.1' }))[0]!.message,
    /spec\.type/
  )
  assert.match(check(svc({ ipFamilies: ['IPv4'] }), svc({ ipFamilies: ['IPv6'] }))[0]!.message, /primary family IPv4 → IPv6/)
  assert.deepEqual(check(svc({}), svc({ type: 'NodePort' })), [])
  assert.deepEqual(check(svc({}), svc({ type: 'ExternalName', externalName: 'x.example.com' })), [])
  assert.deepEqual(check(svc({ clusterIP: '10.0.0.1' }), svc({})), [])
})

test('Service: a clusterIP unset at base and set at head needs a look, it does not block (issue 47 item 6)', () => {
  // Offline the guard cannot see the address Kubernetes allocated: set to that same address, the apply succeeds.
  const [f] = check(svc({}), svc({ clusterIP: '10.96.12.7' }))
  assert.equal(f!.severity, 'medium', 'below the default failOn (high): shown, not blocking')
  const blocks = (b: Manifest, h: Manifest) => runRules([makePlan([b], [h])], undefined, [immutableFieldChange]).some((x) => x.blocking)
  assert.equal(blocks(svc({}), svc({ clusterIP: '10.96.12.7' })), false)
  assert.match(
    f!.message,
    /spec\.clusterIP is set to "10\.96\.12\.7" where the base left it to Kubernetes: rejected unless it is the address the live Service already has/
  )
  assert.match(f!.fix, /kubectl get service .*jsonpath='\{\.spec\.clusterIP\}'/)
  // With a certain rejection beside it (the primary IP family), the finding blocks.
  const [g] = check(svc({ ipFamilies: ['IPv4'] }), svc({ clusterIP: '10.96.12.7', ipFamilies: ['IPv6'] }))
  assert.equal(g!.severity, 'high')
  assert.ok(blocks(svc({ ipFamilies: ['IPv4'] }), svc({ clusterIP: '10.96.12.7', ipFamilies: ['IPv6'] })))
})

test('Secret/ConfigMap with immutable: true: data changes and unsetting immutable are rejected; mutable ones are fine', () => {
  const secret = (data: Record<string, string>, extra: Record<string, unknown> = {}): Manifest => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 's' },
    data,
    ...extra
  })
  assert.match(
    check(secret({ a: 'MQ==' }, { immutable: true }), secret({ a: 'Mg==' }, { immutable: true }))[0]!.message,
    /data \(field is immutable when `immutable` is set\)/
  )
  assert.match(check(secret({ a: 'MQ==' }, { immutable: true }), secret({ a: 'MQ==' }))[0]!.message, /immutable \(/)
  assert.match(check(secret({ a: 'MQ==' }), secret({ a: 'MQ==' }, { type: 'kubernetes.io/tls' }))[0]!.message, /type \(field is immutable\)/)
  assert.deepEqual(check(secret({ a: 'MQ==' }), secret({ a: 'Mg==' })), [])
  const cfg = (v: string, immutable?: boolean): Manifest => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'c' },
    data: { v },
    ...(immutable ? { immutable } : {})
  })
  assert.equal(check(cfg('1', true), cfg('2', true)).length, 1)
  assert.deepEqual(check(cfg('1'), cfg('2', true)), [])
})

test('RoleBinding roleRef change: "cannot change roleRef"', () => {
  const rb = (role: string): Manifest => ({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'RoleBinding',
    metadata: { name: 'rb' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: role },
    subjects: []
  })
  assert.match(check(rb('reader'), rb('writer'))[0]!.message, /roleRef \(cannot change roleRef\)/)
  assert.deepEqual(check(rb('reader'), { ...rb('reader'), subjects: [{ kind: 'User', name: 'x' }] }), [])
})
