import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { runRules } from '../../src/rules/index.js'
import { sharedResource } from '../../src/rules/shared-resource.js'
import { cm, makePlan } from '../helpers/plans.js'

const role = (rules: unknown[] = []): Manifest => ({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: { name: 'reader' }, rules })
const check = (plans: ReturnType<typeof makePlan>[]) => sharedResource.check({ plans, revision: 'head', options: {} })

test('R3.7.1: the same key rendered by two apps: one finding on each app, naming the other app', () => {
  const a = makePlan([cm('x')], [cm('x'), role()], { name: 'a' })
  const b = makePlan([cm('y')], [cm('y'), role([{ verbs: ['get'] }])], { name: 'b' })
  const findings = runRules([a, b], { failOn: 'medium' }, [sharedResource])
  assert.equal(findings.length, 2)
  assert.deepEqual(findings.map((f) => f.app).sort(), ['a', 'b'])
  for (const f of findings) {
    assert.equal(f.rule, 'shared-resource')
    assert.equal(f.severity, 'medium')
    assert.equal(f.introduced, true)
    assert.deepEqual(f.resource, { group: 'rbac.authorization.k8s.io', kind: 'ClusterRole', namespace: '', name: 'reader' })
    assert.match(f.message, /reports SharedResourceWarning: each app's sync re-stamps/)
    assert.match(f.message, /render it differently/)
  }
  const raw = check([a, b])
  assert.deepEqual(raw.map((f) => [f.app, /also rendered by Application (\w+) \(argocd\/\w+\.yaml\)/.exec(f.message)?.[1]]).sort(), [
    ['a', 'b'],
    ['b', 'a']
  ])
})

test('R3.5.5: FailOnSharedResource=true makes it high for that app: its sync fails', () => {
  const spec = { syncPolicy: { automated: { prune: true }, syncOptions: ['FailOnSharedResource=true'] } }
  const findings = check([makePlan([], [role()], { name: 'a', spec }), makePlan([], [role()], { name: 'b' })])
  const by = Object.fromEntries(findings.map((f) => [f.app, f]))
  assert.equal(by.a!.severity, 'high')
  assert.match(by.a!.message, /FailOnSharedResource=true, so its syncs fail/)
  assert.equal(by.b!.severity, 'medium')
  assert.doesNotMatch(by.b!.message, /render it differently/)
})

test('a key already shared at base is existing, not blocking', () => {
  const findings = runRules([makePlan([role()], [role()], { name: 'a' }), makePlan([role()], [role()], { name: 'b' })], { failOn: 'medium' }, [sharedResource])
  assert.equal(findings.length, 2)
  assert.ok(findings.every((f) => !f.introduced && !f.blocking))
})

test('passing: different namespaces, different clusters, hooks, and a resource moving between apps are not shared', () => {
  const other = { spec: { destination: { server: 'https://kubernetes.default.svc', namespace: 'other' } } }
  const remote = { spec: { destination: { name: 'prod', namespace: 'dest' } } }
  const hook = cm('h', { annotations: { 'argocd.argoproj.io/hook': 'PreSync' } })
  assert.deepEqual(check([makePlan([], [cm('x'), hook], { name: 'a' }), makePlan([], [cm('x'), hook], { name: 'b', ...other })]), [])
  assert.deepEqual(check([makePlan([], [role()], { name: 'a' }), makePlan([], [role()], { name: 'b', ...remote })]), [])
  assert.deepEqual(check([makePlan([cm('m')], [], { name: 'a' }), makePlan([], [cm('m')], { name: 'b' })]), [])
})

test('in-cluster by name and by server URL are the same cluster', () => {
  const byName = { spec: { destination: { name: 'in-cluster', namespace: 'dest' } } }
  assert.equal(check([makePlan([], [cm('x')], { name: 'a' }), makePlan([], [cm('x')], { name: 'b', ...byName })]).length, 2)
})

test('R3.7.1 at scale: 200 apps sharing one ConfigMap give one finding per app (not per pair), naming three others and a count', () => {
  const plans = Array.from({ length: 200 }, (_, i) => makePlan([], [cm('shared'), cm(`own-${i}`)], { name: `app-${String(i).padStart(3, '0')}` }))
  const t0 = performance.now()
  const findings = runRules(plans, { failOn: 'high' }, [sharedResource])
  assert.ok(performance.now() - t0 < 3000, `took ${performance.now() - t0} ms`)
  assert.equal(findings.length, 200)
  const first = findings.find((f) => f.app === 'app-000')!
  assert.match(first.message, /also rendered by Applications app-001 \(argocd\/app-001\.yaml\), app-002 \(.*\), app-003 \(.*\) and 196 more\./)
  assert.doesNotMatch(first.message, /render it differently/)
  // A third app joining an existing pair: only the newcomer's finding is new.
  const a = makePlan([cm('x')], [cm('x')], { name: 'a' })
  const b = makePlan([cm('x')], [cm('x')], { name: 'b' })
  const c = makePlan([], [cm('x')], { name: 'c' })
  assert.deepEqual(
    runRules([a, b, c], { failOn: 'medium' }, [sharedResource]).map((f) => [f.app, f.introduced]),
    [
      ['a', false],
      ['b', false],
      ['c', true]
    ]
  )
})
