import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { hpaReplicasConflict, ignoresReplicas } from '../../src/rules/hpa-replicas-conflict.js'
import { runRules } from '../../src/rules/index.js'
import { makePlan, type AppSpecInput } from '../helpers/plans.js'

const deploy = (name: string, replicas?: number, kind = 'Deployment'): Manifest => ({
  apiVersion: 'apps/v1',
  kind,
  metadata: { name },
  spec: {
    ...(replicas === undefined ? {} : { replicas }),
    selector: { matchLabels: { app: name } },
    template: { metadata: { labels: { app: name } }, spec: { containers: [{ name: 'a', image: 'a' }] } }
  }
})
const hpa = (name: string, target: string, kind = 'Deployment', apiVersion = 'apps/v1'): Manifest => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name },
  spec: { scaleTargetRef: { apiVersion, kind, name: target }, minReplicas: 2, maxReplicas: 10 }
})
const scaledObject = (name: string, target: string): Manifest => ({
  apiVersion: 'keda.sh/v1alpha1',
  kind: 'ScaledObject',
  metadata: { name },
  spec: { scaleTargetRef: { name: target } }
})
const selfHeal = { automated: { prune: true, selfHeal: true } }
const replicasIgnored = [{ group: 'apps', kind: 'Deployment', jsonPointers: ['/spec/replicas'] }]
const app = (syncPolicy: Record<string, unknown>, ignoreDifferences?: unknown[]): AppSpecInput => ({
  spec: { syncPolicy, ...(ignoreDifferences ? { ignoreDifferences } : {}) }
})
const check = (objs: Manifest[], input: AppSpecInput = app(selfHeal)) =>
  hpaReplicasConflict.check({ plans: [makePlan(null, objs, input)], revision: 'head', options: {} })

test('R3.5.3: selfHeal without ignoreDifferences: spec.replicas on an HPA target is medium (the two fight)', () => {
  const findings = runRules(
    [makePlan([], [{ ...deploy('web', 2), __file: 'apps/web/deploy.yaml', __line: 1 }, hpa('web', 'web')], app(selfHeal))],
    { failOn: 'medium' },
    [hpaReplicasConflict]
  )
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'medium')
  assert.equal(f.introduced, true)
  assert.equal(f.file, 'apps/web/deploy.yaml')
  assert.match(f.message, /sets spec\.replicas: 2 in Git, but HorizontalPodAutoscaler web owns/)
  assert.match(f.message, /self-heal writes 2 back/)
  assert.match(f.fix, /RespectIgnoreDifferences=true/)
})

test('passing: no spec.replicas, no autoscaler, not auto-synced, or ignoreDifferences with RespectIgnoreDifferences=true', () => {
  assert.deepEqual(check([deploy('web'), hpa('web', 'web')]), [])
  assert.deepEqual(check([deploy('web', 2)]), [])
  assert.deepEqual(check([deploy('web', 2), hpa('web', 'web')], app({})), [])
  assert.deepEqual(check([deploy('web', 2), hpa('web', 'web')], app({ ...selfHeal, syncOptions: ['RespectIgnoreDifferences=true'] }, replicasIgnored)), [])
})

test('R7.4: ignoreDifferences without RespectIgnoreDifferences=true is low (each sync resets the replicas)', () => {
  const [f] = check([deploy('web', 2), hpa('web', 'web')], app(selfHeal, replicasIgnored))
  assert.equal(f!.severity, 'low')
  assert.match(f!.message, /without RespectIgnoreDifferences=true/)
})

test('R3.5.3: automated without selfHeal is low (every auto-sync after a Git change resets the replicas)', () => {
  const [f] = check([deploy('web', 2), hpa('web', 'web')], app({ automated: { prune: true } }))
  assert.equal(f!.severity, 'low')
  assert.match(f!.message, /without selfHeal/)
})

test('KEDA ScaledObject (default kind Deployment) and StatefulSet targets; the scaler must match kind, name and namespace', () => {
  assert.deepEqual(
    check([deploy('web', 3), scaledObject('web-so', 'web')]).map((f) => f.fingerprint),
    ['ScaledObject/web-so']
  )
  assert.equal(check([deploy('db', 3, 'StatefulSet'), hpa('db', 'db', 'StatefulSet')]).length, 1)
  assert.deepEqual(check([deploy('db', 3, 'StatefulSet'), hpa('db', 'db', 'Deployment')]), [], 'kind mismatch')
  const other: Manifest = { ...hpa('web', 'web'), metadata: { name: 'web', namespace: 'elsewhere' } }
  assert.deepEqual(check([deploy('web', 3), other]), [], 'namespace mismatch')
})

test('R7.4 ignoreDifferences matching: group/kind globs, name/namespace, jqPathExpressions, managedFieldsManagers', () => {
  const key = { group: 'apps', kind: 'Deployment', namespace: 'dest', name: 'web' }
  assert.equal(ignoresReplicas([{ group: 'apps', kind: 'Deployment', jsonPointers: ['/spec/replicas'] }], key), true)
  assert.equal(ignoresReplicas([{ group: '*', kind: '*', jsonPointers: ['/spec/replicas'] }], key), true)
  assert.equal(ignoresReplicas([{ group: 'apps', kind: 'Deployment', jqPathExpressions: ['.spec.replicas'] }], key), true)
  assert.equal(ignoresReplicas([{ group: 'apps', kind: 'Deployment', managedFieldsManagers: ['kube-controller-manager'] }], key), true)
  assert.equal(ignoresReplicas([{ group: 'apps', kind: 'Deployment', name: 'other', jsonPointers: ['/spec/replicas'] }], key), false)
  assert.equal(ignoresReplicas([{ group: 'apps', kind: 'Deployment', namespace: 'prod', jsonPointers: ['/spec/replicas'] }], key), false)
  assert.equal(ignoresReplicas([{ kind: 'Deployment', jsonPointers: ['/spec/replicas'] }], key), false, 'group "" is the core group')
  assert.equal(ignoresReplicas([{ group: 'apps', kind: 'Deployment', jsonPointers: ['/spec/template'] }], key), false)
})

test('an HPA rendered by another app still owns the replicas', () => {
  const a = makePlan(null, [deploy('web', 2)], { name: 'web', ...app(selfHeal) })
  const b = makePlan(null, [hpa('web', 'web')], { name: 'scaling', ...app(selfHeal) })
  const findings = hpaReplicasConflict.check({ plans: [a, b], revision: 'head', options: {} })
  assert.deepEqual(
    findings.map((f) => f.app),
    ['web']
  )
})

test('state rule: existing at base when the conflict was already there', () => {
  const objs = [deploy('web', 2), hpa('web', 'web')]
  const [f] = runRules([makePlan(objs, objs, app(selfHeal))], { failOn: 'medium' }, [hpaReplicasConflict])
  assert.equal(f!.introduced, false)
})

test('R3.5.3: an HPA pinned to minReplicas = maxReplicas = spec.replicas never scales away from Git: no finding', () => {
  const pinned = (min: number, max: number): Manifest => ({
    ...hpa('web', 'web'),
    spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, minReplicas: min, maxReplicas: max }
  })
  assert.deepEqual(check([deploy('web', 3), pinned(3, 3)]), [])
  // Pinned to another count, or a real range: the autoscaler still rewrites Git's value.
  assert.equal(check([deploy('web', 2), pinned(3, 3)]).length, 1)
  assert.equal(check([deploy('web', 3), pinned(3, 4)]).length, 1)
  // minReplicas defaults to 1 (Kubernetes): maxReplicas 1 with replicas 1 is pinned too.
  const defaultMin: Manifest = { ...hpa('web', 'web'), spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, maxReplicas: 1 } }
  assert.deepEqual(check([deploy('web', 1), defaultMin]), [])
})
