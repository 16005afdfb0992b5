import assert from 'node:assert/strict'
import { test } from 'node:test'
import { emptyRender } from '../../src/rules/empty-render.js'
import { runRules } from '../../src/rules/index.js'
import { applied, appliedCount } from '../../src/rules/support.js'
import { cm, makePlan, makeSide } from '../helpers/plans.js'

const hookJob = {
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'migrate', annotations: { 'argocd.argoproj.io/hook': 'PreSync' } },
  spec: { template: { spec: { containers: [] } } }
}

test('R3.5.4: empty head with automated prune and allowEmpty false: auto-sync refuses, a manual sync wipes the app (critical, blocking)', () => {
  const findings = runRules([makePlan([cm('a'), cm('b'), cm('c')], [])], { failOn: 'high' }, [emptyRender])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.rule, 'empty-render')
  assert.equal(f.severity, 'critical')
  assert.equal(f.blocking, true)
  assert.equal(f.introduced, true)
  assert.equal(f.file, 'argocd/app.yaml')
  assert.equal(f.line, 1)
  assert.match(f.message, /A sync with prune would delete 3 of them: ConfigMap dest\/a, ConfigMap dest\/b, ConfigMap dest\/c\./)
  assert.match(f.message, /auto-sync will wipe out all resources/)
  assert.match(f.message, /any manual sync with prune deletes all 3 resources/)
  assert.match(f.docs, /empty-render\.md$/)
})

test('R3.5.4: with allowEmpty true the next automated sync deletes everything', () => {
  const spec = { syncPolicy: { automated: { prune: true, allowEmpty: true } } }
  const [f] = emptyRender.check({ plans: [makePlan([cm('a'), cm('b')], [], { spec })], revision: 'head', options: {} })
  assert.ok(f)
  assert.match(f.message, /allowEmpty: true.*next automated sync deletes all 2 resources/)
})

test('R3.5.2/R3.3.4: without automated prune (or without auto-sync) a manual sync with prune wipes the app', () => {
  const noPrune = emptyRender.check({ plans: [makePlan([cm('a')], [], { spec: { syncPolicy: { automated: {} } } })], revision: 'head', options: {} })
  assert.match(noPrune[0]!.message, /auto-sync skips and the app shows OutOfSync.*manual sync with prune deletes all 1 resource\b/)
  const manual = emptyRender.check({ plans: [makePlan([cm('a')], [], { spec: { syncPolicy: {} } })], revision: 'head', options: {} })
  assert.match(manual[0]!.message, /no auto-sync; the next manual sync with prune deletes/)
  assert.equal(manual[0]!.severity, 'critical')
})

test('R3.5.4: a head that renders only hooks is empty (hooks are not resources)', () => {
  const [f] = emptyRender.check({ plans: [makePlan([cm('a'), hookJob], [hookJob])], revision: 'head', options: {} })
  assert.ok(f)
  assert.match(f.message, /would delete 1 of them: ConfigMap dest\/a\./)
})

test('R3.3.5: an empty head whose resources all have Prune=false deletes nothing: medium, not critical', () => {
  const kept = cm('a', { annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } })
  const [f] = emptyRender.check({ plans: [makePlan([kept], [])], revision: 'head', options: {} })
  assert.equal(f!.severity, 'medium')
  assert.match(f!.message, /Prune=false/)
})

test('passing: a head that still renders a resource, an app that was empty, or a head that does not render', () => {
  const plans = [makePlan([cm('a'), cm('b')], [cm('a')]), makePlan([], []), makePlan([hookJob], [])]
  const broken = makePlan([cm('a')], [])
  broken.head = { ...broken.head!, render: undefined, error: { message: 'boom' } }
  assert.deepEqual(emptyRender.check({ plans: [...plans, broken], revision: 'head', options: {} }), [])
})

test('appliedCount counts what applied() lists: non-hook resources, not Skip-only objects, hooks or ignored hooks', () => {
  const skip = cm('s', { annotations: { 'argocd.argoproj.io/hook': 'Skip' } })
  const ignored = cm('t', { annotations: { 'helm.sh/hook': 'test' } })
  for (const objs of [[], [cm('a')], [cm('a'), skip, hookJob, ignored, cm('b')], [skip, hookJob]]) {
    const r = makeSide(objs).render!
    assert.equal(appliedCount(r), applied(r).length)
  }
  assert.equal(appliedCount(makeSide([cm('a'), skip, hookJob, ignored, cm('b')]).render!), 2)
})
