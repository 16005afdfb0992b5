import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { goAtoi, hasWaveAnnotation, isMultiStep, kindRank, syncTasks, waveOf } from '../../src/plan/waves.js'
import { cm, makeSide } from '../helpers/plans.js'

const wave = (w: string) => ({ annotations: { 'argocd.argoproj.io/sync-wave': w } })
const order = (objs: Manifest[]) => syncTasks(makeSide(objs).render!).tasks.map((t) => `${t.phase}:${t.wave}:${t.target.key.kind}/${t.target.key.name}`)

test('R4.3.1: Go strconv.Atoi accepts a sign and digits only', () => {
  assert.equal(goAtoi('5'), 5)
  assert.equal(goAtoi('-10'), -10)
  assert.equal(goAtoi('+3'), 3)
  assert.equal(goAtoi('007'), 7)
  for (const bad of ['1.5', ' 1', '1 ', '', 'one', '1e3', '0x10', '9223372036854775808']) assert.equal(goAtoi(bad), undefined, bad)
})

test('R4.3.1/R4.2.2: sync-wave first, helm.sh/hook-weight when sync-wave is absent or not an integer, else 0', () => {
  assert.deepEqual(waveOf(cm('a', wave('3'))), { wave: 3, from: 'sync-wave', invalid: [] })
  assert.deepEqual(waveOf(cm('a', { annotations: { 'helm.sh/hook-weight': '-5' } })), { wave: -5, from: 'hook-weight', invalid: [] })
  const bad = waveOf(cm('a', { annotations: { 'argocd.argoproj.io/sync-wave': '1.5', 'helm.sh/hook-weight': '2' } }))
  assert.equal(bad.wave, 2)
  assert.equal(bad.from, 'hook-weight')
  assert.deepEqual(bad.invalid, [{ annotation: 'argocd.argoproj.io/sync-wave', value: '1.5' }])
  assert.deepEqual(waveOf(cm('a', { annotations: { 'argocd.argoproj.io/sync-wave': 2 } })).invalid, [{ annotation: 'argocd.argoproj.io/sync-wave', value: 2 }])
  assert.equal(waveOf(cm('a')).wave, 0)
  // Without either annotation (or without annotations at all): the default wave, nothing invalid.
  assert.deepEqual(waveOf(cm('a', { annotations: { other: 'x' } })), { wave: 0, from: 'default', invalid: [] })
  assert.deepEqual(waveOf({ kind: 'ConfigMap', metadata: { name: 'a', annotations: null } }), { wave: 0, from: 'default', invalid: [] })
  // hasWaveAnnotation is false exactly when waveOf can only answer the default.
  const objs: Manifest[] = [
    cm('a'),
    cm('a', wave('2')),
    cm('a', wave('x')),
    cm('a', { annotations: { 'helm.sh/hook-weight': '1' } }),
    cm('a', { annotations: {} })
  ]
  for (const o of objs) if (!hasWaveAnnotation(o)) assert.deepEqual(waveOf(o), { wave: 0, from: 'default', invalid: [] })
  assert.deepEqual(objs.map(hasWaveAnnotation), [false, true, true, true, false])
  assert.deepEqual(waveOf(cm('a', { annotations: { 'helm.sh/hook-weight': 'x' } })), {
    wave: 0,
    from: 'default',
    invalid: [{ annotation: 'helm.sh/hook-weight', value: 'x' }]
  })
})

test('R4.4.2: kind rank is index − 35 for listed kinds, 0 for custom resources', () => {
  assert.equal(kindRank('Namespace'), -35)
  assert.equal(kindRank('APIService'), -1)
  assert.equal(kindRank('Widget'), 0)
  assert.equal(kindRank('toString'), 0) // not an inherited property of a lookup table
  assert.equal(kindRank('ConfigMap'), -26)
})

test('R4.4.1/R4.4.2: phase, wave, kind rank, name; a hook gets one task per phase; Skip-only objects get none', () => {
  const objs: Manifest[] = [
    { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'a' }, spec: {} },
    cm('z'),
    cm('b', wave('-1')),
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'z' } },
    { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'j', annotations: { 'argocd.argoproj.io/hook': 'PreSync,PostSync' } }, spec: {} },
    cm('skipped', { annotations: { 'argocd.argoproj.io/hook': 'Skip' } }),
    { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'a' } }
  ]
  assert.deepEqual(order(objs), [
    'PreSync:0:Job/j',
    'Sync:-1:ConfigMap/b',
    'Sync:0:Secret/z',
    'Sync:0:ConfigMap/z',
    'Sync:0:Deployment/a',
    'Sync:0:Widget/a',
    'PostSync:0:Job/j'
  ])
})

test('R4.4.3: a Namespace and a CRD in later waves are moved just before their first dependent and take its phase and wave', () => {
  const objs: Manifest[] = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team', ...wave('5') } },
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'team', ...wave('1') } },
    {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com', ...wave('9') },
      spec: { group: 'example.com', names: { kind: 'Widget' } }
    },
    { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', ...wave('2') } }
  ]
  const tasks = syncTasks(makeSide(objs).render!).tasks
  assert.deepEqual(
    tasks.map((t) => `${t.wave}:${t.target.key.kind}`),
    ['1:Namespace', '1:ConfigMap', '2:CustomResourceDefinition', '2:Widget']
  )
  assert.equal(tasks[0]!.movedBefore?.key.name, 'c')
  assert.equal(isMultiStep(tasks), true)
})

test('R4.5.4: a single phase and wave is not multi-step; SyncFail hooks are kept apart', () => {
  const side = makeSide([cm('a'), cm('f', { annotations: { 'argocd.argoproj.io/hook': 'SyncFail' } })])
  const { tasks, syncFail } = syncTasks(side.render!)
  assert.equal(isMultiStep(tasks), false)
  assert.deepEqual(
    syncFail.map((t) => t.target.key.name),
    ['f']
  )
})

test('R4.4.2: task order is gitops-engine Less on generated renders (phase, wave, kind rank, name)', () => {
  const kinds = ['ConfigMap', 'Deployment', 'Service', 'Widget', 'Job', 'Secret']
  let s = 11
  const pick = (n: number): number => (s = (s * 1103515245 + 12345) % 2 ** 31) % n
  const objs: Manifest[] = []
  for (let i = 0; i < 300; i++) {
    const annotations: Record<string, string> = {}
    if (pick(3) === 0) annotations['argocd.argoproj.io/sync-wave'] = String(pick(5) - 2)
    if (pick(6) === 0) annotations['argocd.argoproj.io/hook'] = ['PreSync', 'PostSync', 'Sync,PostSync'][pick(3)]!
    const kind = kinds[pick(kinds.length)]!
    objs.push({ apiVersion: kind === 'Widget' ? 'example.com/v1' : 'v1', kind, metadata: { name: `n${pick(40)}`, annotations } })
  }
  const phase: Record<string, number> = { PreSync: -1, Sync: 0, PostSync: 1 }
  const { tasks } = syncTasks(makeSide(objs).render!)
  const less = (a: (typeof tasks)[number], b: (typeof tasks)[number]): number =>
    phase[a.phase]! - phase[b.phase]! ||
    a.wave - b.wave ||
    kindRank(a.target.key.kind) - kindRank(b.target.key.kind) ||
    (a.target.key.name < b.target.key.name ? -1 : a.target.key.name > b.target.key.name ? 1 : 0)
  for (let i = 1; i < tasks.length; i++) assert.ok(less(tasks[i - 1]!, tasks[i]!) <= 0, `task ${i} is in order`)
  assert.ok(tasks.length > 100, `${tasks.length} tasks`)
})
