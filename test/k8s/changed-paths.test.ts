import { isRecord } from '../../src/lib/record.js'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { canonicalEqual, changedPaths, comparable, type FieldChange } from '../../src/k8s/diff.js'
import { type Manifest } from '../../src/k8s/resource.js'

/** changedPaths as first written (a path string and a segment array per node walked): the reference for the fast one. */
function reference(a: Manifest, b: Manifest, limit = 50): FieldChange[] {
  const seg = (parent: string, key: string): string =>
    /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? (parent ? `${parent}.${key}` : key) : `${parent}[${JSON.stringify(key)}]`
  const out: FieldChange[] = []
  const walk = (x: unknown, y: unknown, path: string, segs: Array<string | number>): void => {
    if (out.length >= limit) return
    if (isRecord(x) && isRecord(y)) {
      for (const k of [...new Set([...Object.keys(x), ...Object.keys(y)])]) {
        const p = seg(path, k)
        const s = [...segs, k]
        if (!(k in y) || y[k] === undefined) out.push({ path: p, segments: s, change: 'removed' })
        else if (!(k in x) || x[k] === undefined) out.push({ path: p, segments: s, change: 'added' })
        else walk(x[k], y[k], p, s)
        if (out.length >= limit) return
      }
      return
    }
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      x.forEach((v, i) => walk(v, y[i], `${path}[${i}]`, [...segs, i]))
      return
    }
    if (!canonicalEqual(x, y)) out.push({ path, segments: segs, change: 'changed' })
  }
  walk(comparable(a), comparable(b), '', [])
  return out
}

function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32
}
const KEYS = ['a', 'b', 'x.y', 'with space', '0', 'toString', 'status', 'spec', '_k-1']
const LEAVES: unknown[] = [null, undefined, 0, 1, 'v', 'w', true, NaN]
function gen(r: () => number, depth: number): unknown {
  const p = r()
  if (depth <= 0 || p < 0.35) return LEAVES[Math.floor(r() * LEAVES.length)]
  const n = Math.floor(r() * 4)
  if (p < 0.6) {
    const a: unknown[] = []
    a.length = n
    for (let i = 0; i < n; i++) if (r() > 0.1) a[i] = gen(r, depth - 1)
    return a
  }
  const o: Record<string, unknown> = {}
  for (let i = 0; i < n; i++) o[KEYS[Math.floor(r() * KEYS.length)]!] = gen(r, depth - 1)
  return o
}
/** A copy of v with a few changes (values, keys dropped or added, key order reversed). */
function near(v: unknown, r: () => number): unknown {
  if (Array.isArray(v)) {
    const a: unknown[] = []
    a.length = v.length
    for (let i = 0; i < v.length; i++) if (i in v) a[i] = r() < 0.2 ? gen(r, 1) : near(v[i], r)
    if (r() < 0.1) a.length += 1
    return a
  }
  if (isRecord(v)) {
    const keys = Object.keys(v)
    if (r() < 0.3) keys.reverse()
    const o: Record<string, unknown> = {}
    for (const k of keys) if (r() > 0.1) o[k] = r() < 0.2 ? gen(r, 1) : near(v[k], r)
    if (r() < 0.2) o[KEYS[Math.floor(r() * KEYS.length)]!] = gen(r, 1)
    return o
  }
  return r() < 0.7 ? v : LEAVES[Math.floor(r() * LEAVES.length)]
}

test('changedPaths lists what the plain walk lists, path by path, on generated objects and near-copies', () => {
  const r = rng(3)
  let changes = 0
  for (let i = 0; i < 3000; i++) {
    const base = { kind: 'X', metadata: { name: 'n', annotations: { 'argocd.argoproj.io/tracking-id': String(i) } }, spec: gen(r, 4) } as Manifest
    const head = near(base, r) as Manifest
    const limit = r() < 0.3 ? 2 : 50
    const got = changedPaths(base, head, limit)
    assert.deepEqual(got, reference(base, head, limit))
    changes += got.length
  }
  assert.ok(changes > 1000, `changes were found (${changes})`)
})

test('changedPaths: quoted keys, indexes, removed/added/undefined keys and the cap', () => {
  const base: Manifest = { spec: { 'a.b': [1, { c: 1 }], gone: 1, undef: undefined, same: { x: 1 } } }
  const head: Manifest = { spec: { 'a.b': [1, { c: 2 }], same: { x: 1 }, undef: undefined, added: true } }
  assert.deepEqual(
    changedPaths(base, head).map((c) => [c.path, c.segments, c.change]),
    [
      ['spec["a.b"][1].c', ['spec', 'a.b', 1, 'c'], 'changed'],
      ['spec.gone', ['spec', 'gone'], 'removed'],
      ['spec.undef', ['spec', 'undef'], 'removed'],
      ['spec.added', ['spec', 'added'], 'added']
    ]
  )
  assert.equal(changedPaths(base, head, 1).length, 1)
})

test('comparable: the object itself when nothing is dropped, else a copy without status, tracking stamps, null creationTimestamp, empty annotations', () => {
  const plainObj: Manifest = { kind: 'ConfigMap', metadata: { name: 'a', annotations: { x: '1' } }, data: { k: 'v' } }
  assert.equal(comparable(plainObj), plainObj)
  assert.equal(comparable({ kind: 'X' }).kind, 'X')
  const cases: Array<[Manifest, Manifest]> = [
    [{ kind: 'X', status: { a: 1 } }, { kind: 'X' }],
    [{ kind: 'X', status: undefined }, { kind: 'X' }],
    [{ metadata: { name: 'a', creationTimestamp: null } }, { metadata: { name: 'a' } }],
    [{ metadata: { name: 'a', annotations: {} } }, { metadata: { name: 'a' } }],
    [{ metadata: { annotations: { 'argocd.argoproj.io/tracking-id': 't' } } }, { metadata: {} }],
    [{ metadata: { annotations: { 'argocd.argoproj.io/installation-id': 'i', y: '2' } } }, { metadata: { annotations: { y: '2' } } }],
    [Object.assign(Object.create(null), { kind: 'X' }), { kind: 'X' }],
    [{ metadata: Object.assign(Object.create(null), { name: 'a' }) }, { metadata: { name: 'a' } }]
  ]
  for (const [obj, want] of cases) {
    const before = JSON.stringify(obj)
    const got = comparable(obj)
    assert.notEqual(got, obj, 'a copy')
    assert.deepStrictEqual(got, want)
    assert.equal(JSON.stringify(obj), before, 'the object is not changed')
  }
})
