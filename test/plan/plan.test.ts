import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseApplication } from '../../src/argocd/application.js'
import type { DiscoveredApp } from '../../src/argocd/discover.js'
import { ScopeTable } from '../../src/k8s/scope.js'
import { changedPaths, semanticallyEqual } from '../../src/k8s/diff.js'
import { normalize, type SourcedDoc } from '../../src/plan/normalize.js'
import { planApp, type AppSide } from '../../src/plan/plan.js'

const settings = { trackingMethod: 'annotation' as const, instanceLabelKey: 'app.kubernetes.io/instance', instanceName: 'app' }
const doc = (obj: Record<string, unknown>): SourcedDoc => ({ obj, source: 0 })
const cm = (name: string, extra: Record<string, unknown> = {}) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, ...extra }, data: { a: '1' } })

function side(objs: Array<Record<string, unknown>>, syncPolicy: unknown = { automated: { prune: true } }, syncOptions?: string[]): AppSide {
  const app = parseApplication({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: 'app' },
    spec: { destination: { namespace: 'dest' }, syncPolicy: { ...(syncPolicy as object), syncOptions } }
  })
  const discovered: DiscoveredApp = { app, file: 'apps/app.yaml', line: 1, id: 'argocd/app', manifest: {} }
  return { discovered, sources: [], warnings: [], render: normalize(objs.map(doc), 'dest', new ScopeTable()) }
}

test('R2.3.1: namespaced objects get the destination namespace, cluster-scoped ones lose theirs', () => {
  const r = normalize(
    [doc(cm('a')), doc({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: { name: 'r', namespace: 'x' } })],
    'dest',
    new ScopeTable()
  )
  assert.deepEqual([...r.resources.keys()].sort(), ['/ConfigMap/dest/a', 'rbac.authorization.k8s.io/ClusterRole//r'])
})

test('R2.3.1: a CRD in the renders makes its kind cluster-scoped; unknown kinds count as namespaced', () => {
  const scopes = new ScopeTable()
  const widget = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }
  assert.ok(normalize([doc(widget)], 'dest', scopes).resources.has('example.com/Widget/dest/w'))
  scopes.learnFromCrd({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: { group: 'example.com', names: { kind: 'Widget' }, scope: 'Cluster' }
  })
  assert.ok(normalize([doc(widget)], 'dest', scopes).resources.has('example.com/Widget//w'))
})

test('R2.1.1: List kinds are flattened; R2.4.2: a duplicate key is reported and the last wins', () => {
  const r = normalize([doc({ apiVersion: 'v1', kind: 'List', items: [cm('a'), cm('b')] }), doc({ ...cm('a'), data: { a: '2' } })], 'dest', new ScopeTable())
  assert.equal(r.resources.size, 2)
  assert.deepEqual(
    r.duplicates.map((k) => k.name),
    ['a']
  )
  assert.deepEqual((r.resources.get('/ConfigMap/dest/a')!.obj as { data: unknown }).data, { a: '2' })
})

test('R2.4.3: default-excluded kinds are dropped; R2.4.1: generateName gets an index', () => {
  const r = normalize(
    [
      doc({ apiVersion: 'v1', kind: 'Endpoints', metadata: { name: 'e' } }),
      doc({ apiVersion: 'batch/v1', kind: 'Job', metadata: { generateName: 'migrate-' } })
    ],
    'dest',
    new ScopeTable()
  )
  assert.deepEqual(
    r.excluded.map((k) => k.kind),
    ['Endpoints']
  )
  assert.ok(r.resources.has('batch/Job/dest/migrate-0'))
})

test('R2.3.3: a namespaced object with no destination namespace is flagged', () => {
  const r = normalize([doc(cm('a'))], '', new ScopeTable())
  assert.deepEqual(
    r.missingNamespace.map((k) => k.name),
    ['a']
  )
})

test('semantic diff ignores key order and tracking stamps and names changed paths', () => {
  const a = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: '1', b: '2' } }
  const b = {
    kind: 'ConfigMap',
    data: { b: '2', a: '1' },
    metadata: { name: 'x', annotations: { 'argocd.argoproj.io/tracking-id': 'app:/ConfigMap:ns/x' } },
    apiVersion: 'v1'
  }
  assert.ok(semanticallyEqual(a, b))
  const c = { ...a, data: { a: '1', b: '3', 'c.d': 'x' } }
  assert.deepEqual(changedPaths(a, c), [
    { path: 'data.b', segments: ['data', 'b'], change: 'changed' },
    { path: 'data["c.d"]', segments: ['data', 'c.d'], change: 'added' }
  ])
})

test('R3.9: prune candidates are base keys missing at head, with outcomes from R3.3.4/R3.3.5', () => {
  const base = side([
    cm('keep'),
    cm('gone'),
    cm('pinned', { annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } }),
    cm('ask', { annotations: { 'argocd.argoproj.io/sync-options': 'Prune=confirm' } }),
    cm('kept-by-helm', { annotations: { 'helm.sh/resource-policy': 'keep' } })
  ])
  const head = side([{ ...cm('keep'), data: { a: '2' } }, cm('new')])
  const plan = planApp('argocd/app', base, head, settings)
  assert.equal(plan.change, 'modified')
  assert.deepEqual(
    plan.create.map((t) => t.key.name),
    ['new']
  )
  assert.deepEqual(
    plan.update.map((u) => [u.key.name, u.paths.map((p) => p.path)]),
    [['keep', ['data.a']]]
  )
  assert.deepEqual(
    plan.prune.map((c) => [c.key.name, c.outcome, c.ineffectiveProtection ?? null]),
    [
      ['ask', 'needs-confirmation', null],
      ['gone', 'delete', null],
      ['kept-by-helm', 'delete', 'helm.sh/resource-policy: keep'],
      ['pinned', 'kept-prune-false', null]
    ]
  )
})

test('R3.3.4: without automated prune, candidates require a manual prune; app-level Prune=false applies', () => {
  const manual = planApp('argocd/app', side([cm('gone')], {}), side([], {}), settings)
  assert.deepEqual(
    manual.prune.map((c) => c.outcome),
    ['requires-manual-prune']
  )
  const appLevel = planApp('argocd/app', side([cm('gone')]), side([], undefined, ['Prune=false']), settings)
  assert.deepEqual(
    appLevel.prune.map((c) => c.outcome),
    ['kept-prune-false']
  )
})

test('R3.3.7/R3.3.3/R3.1.1: CRDs, hooks, Skip-only and owned objects are never prune candidates', () => {
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'w.example.com' },
    spec: { group: 'example.com', names: { kind: 'W' } }
  }
  const base = side([
    crd,
    cm('hook', { annotations: { 'helm.sh/hook': 'pre-install' } }),
    cm('skipped', { annotations: { 'argocd.argoproj.io/hook': 'Skip' } }),
    cm('owned', { ownerReferences: [{ apiVersion: 'v1', kind: 'X', name: 'o', uid: '1' }] })
  ])
  const plan = planApp('argocd/app', base, side([]), settings)
  assert.deepEqual(plan.prune, [])
  // R3.3.7 exception: label tracking and the chart sets the instance label itself.
  const labelled = { ...crd, metadata: { name: 'w.example.com', labels: { 'app.kubernetes.io/instance': 'app' } } }
  const p2 = planApp('argocd/app', side([labelled]), side([]), { ...settings, trackingMethod: 'label' })
  assert.deepEqual(
    p2.prune.map((c) => c.key.kind),
    ['CustomResourceDefinition']
  )
})

test('R3.9: a resource turned into a hook at head is pruned as a resource (its hook is recreated each sync)', () => {
  const plan = planApp('argocd/app', side([cm('sa'), cm('kept')]), side([cm('sa', { annotations: { 'helm.sh/hook': 'pre-install' } }), cm('kept')]), settings)
  assert.deepEqual(
    plan.prune.map((c) => [c.key.name, c.outcome]),
    [['sa', 'delete']]
  )
})

test('R3.5.4: an empty head render (hooks aside) with automated prune and allowEmpty false stops auto-sync: outcome auto-sync-stopped', () => {
  const hookOnly = side([cm('sa', { annotations: { 'helm.sh/hook': 'pre-install' } })])
  assert.deepEqual(
    planApp('argocd/app', side([cm('sa'), cm('b')]), hookOnly, settings).prune.map((c) => c.outcome),
    ['auto-sync-stopped', 'auto-sync-stopped']
  )
  assert.deepEqual(
    planApp('argocd/app', side([cm('a')]), side([]), settings).prune.map((c) => c.outcome),
    ['auto-sync-stopped']
  )
  // allowEmpty turns the guard off: the next automated sync deletes.
  const allow = side([], { automated: { prune: true, allowEmpty: true } })
  assert.deepEqual(
    planApp('argocd/app', side([cm('a')]), allow, settings).prune.map((c) => c.outcome),
    ['delete']
  )
  // Without automated prune nothing changes: a manual prune, as before. Prune=false still keeps.
  assert.deepEqual(
    planApp('argocd/app', side([cm('a')]), side([], {}), settings).prune.map((c) => c.outcome),
    ['requires-manual-prune']
  )
  assert.deepEqual(
    planApp('argocd/app', side([cm('a', { annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } })]), side([]), settings).prune.map(
      (c) => c.outcome
    ),
    ['kept-prune-false']
  )
})

test('a failed head render plans nothing; unchanged renders are unchanged', () => {
  const broken: AppSide = { ...side([]), render: undefined, error: { message: 'boom' } }
  const p = planApp('argocd/app', side([cm('a')]), broken, settings)
  assert.equal(p.change, 'modified')
  assert.deepEqual([p.prune, p.create, p.update], [[], [], []])
  assert.equal(planApp('argocd/app', side([cm('a')]), side([cm('a')]), settings).change, 'unchanged')
})

test('normalize: a target is its document with the copied object, key and hook, whatever fields the document has', () => {
  const objs = () => [
    cm('a'),
    cm('h', { annotations: { 'helm.sh/hook': 'pre-install' } }),
    cm('s', { annotations: { 'argocd.argoproj.io/hook': 'Skip' } }),
    cm('n', { annotations: null })
  ]
  const unstable = [{ path: 'data.a', segments: ['data', 'a'], change: 'changed' as const }]
  const layouts: Array<(obj: Record<string, unknown>, i: number) => SourcedDoc> = [
    (obj, i) => ({ obj, file: 'f.yaml', line: i, source: 0, unstable: i === 0 ? unstable : undefined }), // renderers (render/app.ts)
    (obj, i) => ({ obj, file: 'f.yaml', line: i, source: 1 }),
    (obj) => ({ obj, source: 0 }),
    (obj, i) => ({ source: 2, obj, line: i, file: 'g.yaml', unstable: undefined }), // another order
    (obj, i) => Object.assign({ obj, file: 'f.yaml', line: i, source: 0, unstable: undefined }, { extra: true })
  ]
  for (const layout of layouts) {
    const docs = objs().map(layout)
    const r = normalize(docs, 'dest', new ScopeTable())
    const targets = [...r.resources.values(), ...r.hooks]
    assert.equal(targets.length, 4)
    for (const t of targets) {
      const d = docs.find((x) => (x.obj.metadata as { name: string }).name === t.key.name)!
      const want = { ...d, obj: t.obj, key: t.key, hook: t.hook }
      assert.deepStrictEqual(t, want)
      assert.deepEqual(Object.keys(t), Object.keys(want), 'same fields in the same order')
      assert.notEqual(t.obj, d.obj, 'the object is a copy')
      assert.equal((d.obj.metadata as { namespace?: string }).namespace, undefined, 'the document is not changed')
      assert.equal((t.obj.metadata as { namespace?: string }).namespace, 'dest')
    }
    assert.deepEqual(
      targets.map((t) => `${t.key.name}:${t.hook.kind}`),
      ['a:resource', 's:skip', 'n:resource', 'h:hook']
    )
  }
})
