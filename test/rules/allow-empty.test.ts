import assert from 'node:assert/strict'
import { test } from 'node:test'
import { allowEmpty } from '../../src/rules/allow-empty.js'
import { runRules } from '../../src/rules/index.js'
import { cm, makePlan } from '../helpers/plans.js'

const policy = (automated: Record<string, unknown> | undefined, syncOptions?: string[]) => ({
  spec: { syncPolicy: { ...(automated ? { automated } : {}), ...(syncOptions ? { syncOptions } : {}) } }
})

test('R3.5.4: automated prune with allowEmpty true, introduced by the change: medium finding on the Application', () => {
  const plan = makePlan([cm('a')], [cm('a')], policy({ prune: true }), policy({ prune: true, allowEmpty: true }))
  const findings = runRules([plan], { failOn: 'medium' }, [allowEmpty])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.rule, 'allow-empty')
  assert.equal(f.severity, 'medium')
  assert.equal(f.introduced, true)
  assert.equal(f.blocking, true)
  assert.equal(f.file, 'argocd/app.yaml')
  assert.match(f.message, /turns off Argo CD's empty-render guard\. /)
})

test('R3.5.4: a setting already present at base is existing, not blocking (even when the base did not render)', () => {
  const plan = makePlan([cm('a')], [cm('a')], policy({ prune: true, allowEmpty: true }))
  plan.base = { ...plan.base!, render: undefined, error: { message: 'boom' } }
  const [f] = runRules([plan], { failOn: 'medium' }, [allowEmpty])
  assert.equal(f!.introduced, false)
  assert.equal(f!.blocking, false)
})

test('passing: allowEmpty without automated prune, app-level Prune=false, or the default allowEmpty false', () => {
  const plans = [
    makePlan([cm('a')], [cm('a')], policy({ allowEmpty: true })),
    makePlan([cm('a')], [cm('a')], { name: 'b', ...policy({ prune: true, allowEmpty: true }, ['Prune=false']) }),
    makePlan([cm('a')], [cm('a')], { name: 'c', ...policy({ prune: true }) })
  ]
  assert.deepEqual(allowEmpty.check({ plans, revision: 'head', options: {} }), [])
})

test('R3.3.5: app-level Prune=confirm makes it low (every prune waits for approval)', () => {
  const [f] = allowEmpty.check({
    plans: [makePlan([cm('a')], [cm('a')], policy({ prune: true, allowEmpty: true }, ['Prune=confirm']))],
    revision: 'head',
    options: {}
  })
  assert.equal(f!.severity, 'low')
})
