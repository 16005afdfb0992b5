import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError } from '../../src/config/config.js'
import { runRules } from '../../src/rules/index.js'
import { massPrune } from '../../src/rules/mass-prune.js'
import { cm, makePlan } from '../helpers/plans.js'

const cms = (...names: string[]) => names.map((n) => cm(n))
const check = (plans: ReturnType<typeof makePlan>[], options: Record<string, unknown> = {}) => massPrune.check({ plans, revision: 'head', options })

test('R3.3/R3.9: a head that drops 4 of 6 resources (67% > 50%) is a mass prune (high, blocking)', () => {
  const findings = runRules([makePlan(cms('a', 'b', 'c', 'd', 'e', 'f'), cms('a', 'b'))], { failOn: 'high' }, [massPrune])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.rule, 'mass-prune')
  assert.equal(f.severity, 'high')
  assert.equal(f.blocking, true)
  assert.equal(f.resource, null)
  assert.equal(f.file, 'argocd/app.yaml')
  assert.match(f.message, /remove 4 of its 6 resources \(67%, threshold 50%\): 4 deleted by the next automated sync/)
  assert.match(f.message, /ConfigMap dest\/c/)
})

test('passing: exactly the threshold is not "more than"; a higher threshold (number or percentage) lets it pass', () => {
  assert.deepEqual(check([makePlan(cms('a', 'b', 'c', 'd'), cms('a', 'b'))]), [])
  const plan = makePlan(cms('a', 'b', 'c', 'd', 'e', 'f'), cms('a', 'b'))
  assert.deepEqual(check([plan], { threshold: 0.8 }), [])
  assert.deepEqual(check([plan], { threshold: '70%' }), [])
  assert.equal(check([plan], { threshold: '60%' }).length, 1)
})

test('minResources: a tiny app (3 < 4 base resources) is not "mass"; the option lowers the floor', () => {
  const tiny = makePlan(cms('a', 'b', 'c'), cms('a'))
  assert.deepEqual(check([tiny]), [])
  assert.equal(check([tiny], { minResources: 2 }).length, 1)
})

test('an empty head is left to empty-render (R3.5.4), not reported twice', () => {
  assert.deepEqual(check([makePlan(cms('a', 'b', 'c', 'd', 'e'), [])]), [])
})

test('a rename (same count, new names) is a mass prune, and the message says delete-and-recreate', () => {
  const [f] = check([makePlan(cms('a', 'b', 'c', 'd'), cms('x-a', 'x-b', 'x-c', 'x-d'))])
  assert.ok(f)
  assert.match(f.message, /remove 4 of its 4 resources \(100%/)
  assert.match(f.message, /4 resources are created, 4 of the same kinds: if this is a rename/)
})

test('R3.3.4/R3.3.5: without automated prune it is medium; Prune=false objects do not count', () => {
  const [manual] = check([makePlan(cms('a', 'b', 'c', 'd'), cms('a'), { spec: { syncPolicy: {} } })])
  assert.equal(manual!.severity, 'medium')
  assert.match(manual!.message, /deleted by the next manual sync with prune/)
  const keep = { annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } }
  assert.deepEqual(check([makePlan([cm('a'), cm('b', keep), cm('c', keep), cm('d')], [cm('a')])]), [])
})

test('invalid options are configuration errors naming the setting', () => {
  const plan = makePlan(cms('a'), cms('a'))
  assert.throws(
    () => check([plan], { threshold: 2 }),
    (e: unknown) => e instanceof ConfigError && /rules\.mass-prune\.threshold is 2/.test(e.message)
  )
  assert.throws(() => check([plan], { minResources: 'many' }), ConfigError)
})
