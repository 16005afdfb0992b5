// Live mode in the plan (issue 13): the prune set is tracked-live minus head; outcomes from the live object's
// annotations when read, else the base render's object, else the app's sync policy only. In-memory live data.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { LiveApp, LiveObjectAnnotations, LiveResource } from '../../src/argocd/live.js'
import { liveAnnotationKey, liveAppsByPlan, liveFacts, liveKey } from '../../src/plan/live.js'
import type { DiscoveredApp } from '../../src/argocd/discover.js'
import { withLive } from '../../src/plan/live-plan.js'
import { cm, makePlan } from '../helpers/plans.js'

const BASE = 'a'.repeat(40)
const OLD = 'b'.repeat(40)
const res = (name: string, extra: Partial<LiveResource> = {}): LiveResource => ({
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  namespace: 'dest',
  name,
  ...extra
})
const liveApp = (resources: LiveResource[], extra: Partial<LiveApp> = {}): LiveApp => ({
  name: 'app',
  namespace: 'argocd',
  syncStatus: 'Synced',
  revision: BASE,
  resources,
  ...extra
})
const none = new Map<string, LiveObjectAnnotations>()

test('R3.3.1 live: a ConfigMap tracked live and rendered by neither base nor head is pruned; outcome from the app policy when unread', () => {
  const plan = makePlan([cm('keep'), cm('gone')], [cm('keep')])
  const p = withLive(plan, liveApp([res('keep'), res('gone'), res('leftover', { requiresPruning: true })]), BASE, none)
  assert.deepEqual(
    p.prune.map((c) => [c.key.name, c.outcome, c.live?.inBase, c.live?.optionsFrom]),
    [
      ['gone', 'delete', true, 'base-render'],
      ['leftover', 'delete', false, 'app-policy']
    ]
  )
  assert.match(p.prune[1]!.live!.unreadReason!, /cannot read objects/)
  assert.deepEqual(p.live!.trackedNotInBase, [{ group: '', kind: 'ConfigMap', namespace: 'dest', name: 'leftover', requiresPruning: true, status: null }])
  assert.equal(p.live!.revisionIsBase, true)
  // Offline, the same plan does not know about the leftover.
  assert.deepEqual(
    plan.prune.map((c) => c.key.name),
    ['gone']
  )
})

test('R3.3.5 live: Prune=false read from the live object keeps the live-only resource', () => {
  const plan = makePlan([cm('keep')], [cm('keep')])
  const live = liveApp([res('keep'), res('leftover')])
  const read = new Map<string, LiveObjectAnnotations>([
    [liveAnnotationKey(plan.id, liveKey(res('leftover'))), { ok: true, annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } }]
  ])
  const p = withLive(plan, live, BASE, read)
  assert.deepEqual(
    p.prune.map((c) => [c.key.name, c.outcome, c.live?.optionsFrom]),
    [['leftover', 'kept-prune-false', 'cluster']]
  )
  const forbidden = new Map<string, LiveObjectAnnotations>([[liveAnnotationKey(plan.id, liveKey(res('leftover'))), { ok: false, reason: 'forbidden' }]])
  const q = withLive(plan, live, BASE, forbidden)
  assert.deepEqual(
    q.prune.map((c) => [c.outcome, c.live?.optionsFrom]),
    [['delete', 'app-policy']]
  )
  assert.match(q.prune[0]!.live!.unreadReason!, /may not read this kind/)
})

test('R3.3.4 live: without automated prune a live-only resource requires a manual prune; app syncOptions Prune=false apply', () => {
  const manual = makePlan([cm('keep')], [cm('keep')], { spec: { syncPolicy: {} } })
  assert.deepEqual(
    withLive(manual, liveApp([res('keep'), res('x')]), BASE, none).prune.map((c) => c.outcome),
    ['requires-manual-prune']
  )
  const kept = makePlan([cm('keep')], [cm('keep')], { spec: { syncPolicy: { automated: { prune: true }, syncOptions: ['Prune=false'] } } })
  assert.deepEqual(
    withLive(kept, liveApp([res('keep'), res('x')]), BASE, none).prune.map((c) => c.outcome),
    ['kept-prune-false']
  )
})

test('R3.3.1 live: a base resource the cluster does not track is not pruned; hooks are never pruned (R3.3.3)', () => {
  const plan = makePlan([cm('keep'), cm('never-synced')], [cm('keep')])
  const p = withLive(plan, liveApp([res('keep'), res('migrate', { kind: 'Job', group: 'batch', hook: true })]), BASE, none)
  assert.deepEqual(p.prune, [])
  assert.deepEqual(
    p.live!.baseNotTracked.map((k) => k.name),
    ['never-synced']
  )
  assert.deepEqual(p.live!.trackedNotInBase, [])
  assert.equal(p.live!.tracked, 1)
})

test('live facts: synced to another commit than base, OutOfSync, chart versions are not commits', () => {
  const f = liveFacts(liveApp([], { revision: OLD, syncStatus: 'OutOfSync' }), BASE, undefined, [])
  assert.equal(f.revisionIsBase, false)
  assert.deepEqual(f.revisions, [OLD])
  assert.equal(f.syncStatus, 'OutOfSync')
  assert.equal(liveFacts(liveApp([], { revision: '1.2.3' }), BASE, undefined, []).revisionIsBase, null)
  assert.equal(liveFacts(liveApp([], { revision: undefined, revisions: ['1.2.3', BASE] }), BASE, undefined, []).revisionIsBase, true)
})

test('live: an app without a live counterpart is unchanged; a failed head render prunes nothing', () => {
  const plan = makePlan([cm('a')], [cm('b')])
  assert.equal(withLive(plan, undefined, BASE, none), plan)
  const failed = makePlan([cm('a')], [cm('a')])
  failed.head = { ...failed.head!, error: { message: 'boom' } }
  const p = withLive(failed, liveApp([res('a'), res('z')]), BASE, none)
  assert.deepEqual(p.prune, [])
  assert.equal(p.live!.trackedNotInBase.length, 1)
})

test('R3.5.4 live: an empty head render with automated prune and allowEmpty off stops auto-sync for live-only resources', () => {
  const plan = makePlan([cm('a')], [])
  const p = withLive(plan, liveApp([res('a'), res('z')]), BASE, none)
  assert.deepEqual(
    p.prune.map((c) => [c.key.name, c.outcome]),
    [
      ['a', 'auto-sync-stopped'],
      ['z', 'auto-sync-stopped']
    ]
  )
})

test("live facts: only this repository's sources are compared with the base commit (revisions[i] belongs to sources[i])", () => {
  const multi = liveApp([], { revision: undefined, revisions: ['1.2.3', OLD, BASE] })
  // Source 1 is this repository: synced at OLD, not base.
  assert.equal(liveFacts(multi, BASE, undefined, [], [1]).revisionIsBase, false)
  assert.equal(liveFacts(multi, BASE, undefined, [], [2]).revisionIsBase, true)
  // A single source in another repository (not rendered): its commit says nothing about the base.
  assert.equal(liveFacts(liveApp([], { revision: OLD }), BASE, undefined, [], []).revisionIsBase, null)
  // withLive takes the sources from the plan: a path source rendered from this repository counts.
  const plan = makePlan([cm('a')], [cm('a')])
  plan.head = { ...plan.head!, sources: [{ index: 0, type: 'directory', repoURL: 'x', path: 'apps/app', chart: '', targetRevision: 'HEAD', ref: '' }] }
  assert.equal(withLive(plan, liveApp([res('a')], { revision: OLD }), BASE, none).live!.revisionIsBase, false)
  plan.head = {
    ...plan.head!,
    sources: [{ index: 0, type: 'directory', repoURL: 'y', path: 'apps/app', chart: '', targetRevision: 'HEAD', ref: '', notRendered: 'another repository' }]
  }
  assert.equal(withLive(plan, liveApp([res('a')], { revision: OLD }), BASE, none).live!.revisionIsBase, null)
})

test('R3.3.7 live: a CRD the head no longer renders is not pruned (no tracking), except in label mode with the instance label', () => {
  const crd = (labels: Record<string, string> = {}) => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com', labels },
    spec: {}
  })
  const live = liveApp([
    res('keep'),
    { group: 'apiextensions.k8s.io', version: 'v1', kind: 'CustomResourceDefinition', namespace: '', name: 'widgets.example.com' }
  ])
  const annotation = { trackingMethod: 'annotation' as const, instanceLabelKey: 'app.kubernetes.io/instance', instanceName: 'app' }
  assert.deepEqual(withLive(makePlan([cm('keep'), crd()], [cm('keep')]), live, BASE, none, annotation).prune, [])
  const label = { ...annotation, trackingMethod: 'label' as const }
  const p = withLive(makePlan([cm('keep'), crd({ 'app.kubernetes.io/instance': 'app' })], [cm('keep')]), live, BASE, none, label)
  assert.deepEqual(
    p.prune.map((c) => c.key.kind),
    ['CustomResourceDefinition']
  )
})

test('liveAppsByPlan: same-named definitions by their source paths, once; an app of the plain name keeps its own', () => {
  const def = (file: string | undefined, ...paths: string[]): { id: string; app: DiscoveredApp } => {
    const id = file ? `argocd/web (${file})` : 'argocd/web'
    const app = { name: 'web', sources: paths.map((path) => ({ path })) } as unknown as DiscoveredApp['app']
    return { id, app: { id, file: file ?? 'web.yaml', line: 1, manifest: {}, app, ...(file ? { instance: file } : {}) } }
  }
  const live = (paths?: string[]): LiveApp => ({ name: 'web', namespace: 'argocd', resources: [], ...(paths ? { paths } : {}) })
  const ids = (m: Map<string, LiveApp>) => [...m.keys()]
  const prod = def('prod.yaml', 'workloads/prod')
  const stage = def('stage.yaml', 'workloads/stage')
  assert.deepEqual(ids(liveAppsByPlan([live(['./workloads/prod/'])], [prod, stage], 'argocd')), ['argocd/web (prod.yaml)'])
  assert.deepEqual(ids(liveAppsByPlan([live(['workloads/prod', ''])], [prod, stage], 'argocd')), [], 'another number of sources')
  assert.deepEqual(ids(liveAppsByPlan([live()], [prod, stage], 'argocd')), [], 'no paths read')
  assert.deepEqual(ids(liveAppsByPlan([live(['workloads/prod'])], [prod, def('copy.yaml', 'workloads/prod')], 'argocd')), [], 'two definitions match')
  assert.deepEqual(ids(liveAppsByPlan([live(['workloads/prod'])], [def(undefined, 'workloads/prod'), prod], 'argocd')), ['argocd/web'], 'the plain app is it')
})
