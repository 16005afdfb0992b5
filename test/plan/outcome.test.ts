// Pure: the change and the outcome of one planned app from its two sides (plan.ts, outcome.ts).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { appOutcome } from '../../src/plan/outcome.js'
import { RESOURCES_FINALIZER } from '../../src/argocd/application.js'
import { planApp, type AppSide } from '../../src/plan/plan.js'
import { cm, makeSide } from '../helpers/plans.js'

const settings = { trackingMethod: 'annotation' as const, instanceLabelKey: 'app.kubernetes.io/instance', instanceName: 'app' }
const broken = (message: string): AppSide => ({ ...makeSide([]), render: undefined, error: { message } })
const unknown = (why: string): AppSide => ({ ...makeSide([]), render: undefined, notRendered: why })

test('failing at both revisions: modified when the inputs changed, unknown when that cannot be told, unchanged only when identical', () => {
  const changed = planApp('argocd/app', broken('bad yaml'), broken('bad yaml'), settings, true)
  assert.equal(changed.change, 'modified')
  assert.deepEqual(appOutcome(changed), {
    outcome: 'render-error',
    reason: 'inputs changed; fails to render like Argo CD would, as it already did at base: bad yaml'
  })
  const unsure = planApp('argocd/app', unknown('network off'), unknown('network off'), settings)
  assert.equal(unsure.change, 'unknown')
  assert.deepEqual(appOutcome(unsure), { outcome: 'unknown', reason: 'inputs may have changed, could not be analysed: network off' })
  const same = planApp('argocd/app', unknown('network off'), unknown('network off'), settings, false)
  assert.equal(same.change, 'unchanged')
  assert.equal(appOutcome(same).outcome, 'analysed', 'identical inputs: a sync changes nothing')
})

test('a base that does not render: nothing predicted (no creates, no prunes); an Argo CD failure is render-error, ours is unknown', () => {
  const head = makeSide([cm('a')])
  const p = planApp('argocd/app', broken('invalid manifest'), head, settings, true)
  assert.deepEqual([p.change, p.create.length, p.prune.length], ['modified', 0, 0])
  assert.equal(appOutcome(p).outcome, 'render-error')
  assert.match(appOutcome(p).reason!, /base revision does not render \(invalid manifest\)/)
  const q = planApp('argocd/app', unknown('chart not cached'), head, settings, true)
  assert.deepEqual([q.create.length, appOutcome(q).outcome], [0, 'unknown'])
  const added = planApp('argocd/app', undefined, unknown('plugin not declared'), settings)
  assert.deepEqual(appOutcome(added), { outcome: 'unknown', reason: 'new app, could not be analysed: plugin not declared' })
  const ok = planApp('argocd/app', makeSide([cm('a'), cm('b')]), head, settings, true)
  assert.deepEqual([appOutcome(ok).outcome, ok.prune.map((c) => c.key.name)], ['analysed', ['b']])
})

test('R3.6.1: a removed app whose base could not be rendered is unknown only when its removal cascades (the resources finalizer)', () => {
  const withFinalizer = (s: AppSide, finalizers: string[]): AppSide => ({ ...s, discovered: { ...s.discovered, app: { ...s.discovered.app, finalizers } } })
  const cascading = planApp('argocd/app', withFinalizer(unknown('network off'), [RESOURCES_FINALIZER]), undefined, settings)
  assert.deepEqual(appOutcome(cascading), { outcome: 'unknown', reason: 'removed at head; its resources at base could not be listed: network off' })
  const foreground = planApp('argocd/app', withFinalizer(broken('bad yaml'), [`${RESOURCES_FINALIZER}/foreground`]), undefined, settings)
  assert.equal(appOutcome(foreground).outcome, 'unknown')
  // Without it, deleting the Application leaves its resources running whatever they are: nothing is unknown.
  const orphaning = planApp('argocd/app', withFinalizer(unknown('network off'), []), undefined, settings)
  assert.deepEqual(appOutcome(orphaning), { outcome: 'analysed', reason: null })
  const otherFinalizer = planApp('argocd/app', withFinalizer(unknown('network off'), ['example.com/cleanup']), undefined, settings)
  assert.equal(appOutcome(otherFinalizer).outcome, 'analysed')
})

test('not rendered at head, only automation turned down (its sources read the same): analysed; turned up, or more changed: unknown', () => {
  const side = (syncPolicy: Record<string, unknown>, extra: Record<string, unknown> = {}): AppSide => ({
    ...makeSide([], { spec: { syncPolicy, ...extra } }),
    render: undefined,
    notRendered: 'source 1 comes from another repository'
  })
  const plan = (b: AppSide, h: AppSide, sourcesUnchanged = true) => {
    const p = planApp('argocd/app', b, h, settings, true)
    return sourcesUnchanged ? { ...p, sourcesUnchanged: true as const } : p
  }
  const auto = { automated: { prune: true, selfHeal: true }, syncOptions: ['CreateNamespace=true'] }
  const off = { syncOptions: ['CreateNamespace=true'] }
  assert.deepEqual(appOutcome(plan(side(auto), side(off))), { outcome: 'analysed', reason: null }, 'auto-sync turned off')
  assert.equal(appOutcome(plan(side(auto), side({ ...auto, automated: { prune: false } }))).outcome, 'analysed', 'prune and selfHeal off')
  assert.equal(appOutcome(plan(side(auto), side({ ...auto, retry: { limit: 2 } }))).outcome, 'analysed', 'a retry policy')
  // Turned on: what a sync now prunes on its own is what the guard could not render.
  assert.equal(appOutcome(plan(side(off), side(auto))).outcome, 'unknown')
  assert.equal(appOutcome(plan(side({ automated: { prune: false } }), side({ automated: { prune: true } }))).outcome, 'unknown')
  assert.equal(appOutcome(plan(side(auto), side({ ...auto, automated: { prune: true, allowEmpty: true } }))).outcome, 'unknown')
  // Anything else changed with it, or sources that read other files: unknown, as before.
  assert.equal(appOutcome(plan(side(auto), side(off, { project: 'other' }))).outcome, 'unknown')
  assert.equal(appOutcome(plan(side(auto), side({ ...auto, syncOptions: ['CreateNamespace=true', 'Replace=true'] }))).outcome, 'unknown')
  // Automated sync off at head: its sync options went with it (operate-first commented the whole policy out).
  assert.equal(appOutcome(plan(side(auto), side({}))).outcome, 'analysed')
  assert.equal(appOutcome(plan(side(auto), side({ syncOptions: ['Replace=true'] }))).outcome, 'analysed')
  assert.equal(appOutcome(plan(side(auto), side(off), false)).outcome, 'unknown', 'what its sources read changed too')
})
