import { canonicalJson } from '../../src/lib/canonical-json.js'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { canonicalEqual } from '../../src/k8s/diff.js'

// The plan compares objects with canonicalEqual; it must answer exactly as comparing their canonical JSON does.
const VALUES: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  1,
  1.5,
  NaN,
  Infinity,
  '',
  '1',
  'a',
  [],
  [1],
  [1, 2],
  [2, 1],
  [null],
  [undefined],
  [, 1], // eslint-disable-line no-sparse-arrays
  {},
  { a: 1 },
  { a: 1, b: undefined },
  { b: 2, a: 1 },
  { a: 1, b: 2 },
  { a: null },
  { a: [1, { b: 'x' }] },
  { a: [1, { b: 'y' }] },
  new Date(0),
  new Date(1),
  { toJSON: () => 1 },
  { a: { b: { c: [1, 2, { d: true }] } } },
  { a: { b: { c: [1, 2, { d: false }] } } }
]

test('canonicalEqual answers as canonicalJson equality, for every pair of plain and odd values', () => {
  let equal = 0
  for (const x of VALUES)
    for (const y of VALUES) {
      const want = canonicalJson(x) === canonicalJson(y)
      assert.equal(canonicalEqual(x, y), want, `${canonicalJson(x)} vs ${canonicalJson(y)}`)
      if (want) equal++
    }
  assert.ok(equal > VALUES.length, 'some distinct values compare equal (undefined keys, -0, key order)')
})

// Values whose canonical JSON coincides although they differ (or the other way round): holes, undefined elements and
// keys, non-finite numbers, functions, inherited keys, null-prototype objects.
const fn = (): number => 1
/** An array of `length` with elements only at the given indexes (the others are holes). */
function sparse(length: number, at: Record<number, unknown> = {}): unknown[] {
  const a: unknown[] = []
  a.length = length
  for (const [i, v] of Object.entries(at)) a[Number(i)] = v
  return a
}
const EDGE_PAIRS: Array<[unknown, unknown]> = [
  [sparse(1), []],
  [[], sparse(1)],
  [sparse(1), [undefined]],
  [sparse(1), [null]],
  [sparse(2), sparse(1)],
  [sparse(2), sparse(2)],
  [sparse(2, { 1: 1 }), [undefined, 1]],
  [sparse(2, { 0: 1 }), [1]],
  [
    [undefined, 1],
    [null, 1]
  ],
  [[NaN], [null]],
  [[Infinity], [-Infinity]],
  [{ a: NaN }, { a: null }],
  [{ a: fn }, { a: null }],
  [{ a: fn }, {}],
  [{ a: Symbol('s') }, { a: null }],
  [fn, null],
  [fn, undefined],
  [{ a: undefined }, {}],
  [
    { a: 1, toString: null },
    { a: 1, b: null }
  ],
  [{ toString: null }, {}],
  [{ constructor: null }, { x: null }],
  [Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
  [{ a: 0 }, { a: -0 }],
  [{ a: '1' }, { a: 1 }],
  [{ a: 'null' }, { a: null }],
  [{ a: 'true' }, { a: true }],
  [{ a: [] }, { a: {} }],
  [{ a: [1] }, { a: { 0: 1 } }],
  [new Date(5), {}],
  [
    { b: 1, a: [{ d: sparse(2, { 1: 2 }), c: undefined }] },
    { a: [{ d: [undefined, 2] }], b: 1 }
  ]
]

test('canonicalEqual answers as canonicalJson equality on the edge pairs, both ways round', () => {
  for (const [x, y] of EDGE_PAIRS) {
    assert.equal(canonicalEqual(x, y), canonicalJson(x) === canonicalJson(y), `${canonicalJson(x)} vs ${canonicalJson(y)}`)
    assert.equal(canonicalEqual(y, x), canonicalJson(x) === canonicalJson(y), `${canonicalJson(y)} vs ${canonicalJson(x)}`)
  }
  assert.equal(canonicalEqual(sparse(1), []), true)
  assert.equal(canonicalEqual({ a: 1, toString: null }, { a: 1, b: null }), false)
})

test('canonicalJson writes what JSON with sorted keys writes (holes as nothing, undefined elements as null)', () => {
  assert.equal(canonicalJson({ b: sparse(4, { 0: 1, 1: undefined, 3: 'x' }), a: { d: undefined, c: NaN } }), '{"a":{"c":null},"b":[1,null,,"x"]}')
  assert.equal(canonicalJson(sparse(1)), '[]')
  assert.equal(canonicalJson(sparse(2)), '[,]')
  assert.equal(canonicalJson({}), '{}')
  assert.equal(canonicalJson(undefined), 'null')
})

/** A small seeded generator of values and of near-copies of them (one leaf changed, a key dropped, an element removed). */
function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32
}
const LEAVES: unknown[] = [null, undefined, NaN, Infinity, 0, -0, 1, 2.5, '', 'a', 'null', '1', true, false, fn]
function gen(r: () => number, depth: number): unknown {
  const p = r()
  if (depth <= 0 || p < 0.4) return LEAVES[Math.floor(r() * LEAVES.length)]
  const n = Math.floor(r() * 4)
  if (p < 0.7) {
    const a: unknown[] = []
    a.length = n
    for (let i = 0; i < n; i++) if (r() > 0.15) a[i] = gen(r, depth - 1)
    return a
  }
  const o: Record<string, unknown> = {}
  for (let i = 0; i < n; i++) o[['a', 'b', 'c', 'toString', 'd'][Math.floor(r() * 5)]!] = gen(r, depth - 1)
  return o
}
function mutate(v: unknown, r: () => number): unknown {
  if (Array.isArray(v)) {
    const a = [...Array(v.length).keys()].map(() => undefined as unknown)
    a.length = v.length
    for (let i = 0; i < v.length; i++)
      if (i in v) a[i] = v[i]
      else delete a[i]
    if (a.length > 0 && r() < 0.5) {
      const i = Math.floor(r() * a.length)
      if (r() < 0.3) delete a[i]
      else a[i] = r() < 0.5 ? mutate(a[i], r) : gen(r, 1)
    } else if (r() < 0.5) a.length = Math.max(0, a.length - 1)
    return a
  }
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = {}
    const keys = Object.keys(v)
    if (r() < 0.5) keys.reverse() // key order must not matter
    for (const k of keys) o[k] = (v as Record<string, unknown>)[k]
    if (keys.length > 0 && r() < 0.7) {
      const k = keys[Math.floor(r() * keys.length)]!
      const q = r()
      if (q < 0.3) delete o[k]
      else if (q < 0.5) o[k] = undefined
      else o[k] = mutate(o[k], r)
    } else o[['a', 'e', 'toString'][Math.floor(r() * 3)]!] = gen(r, 1)
    return o
  }
  return r() < 0.5 ? v : LEAVES[Math.floor(r() * LEAVES.length)]
}

test('canonicalEqual answers as canonicalJson equality on 20,000 generated pairs of values and near-copies', () => {
  const r = rng(12)
  let equal = 0
  for (let i = 0; i < 20000; i++) {
    const x = gen(r, 4)
    const y = r() < 0.2 ? gen(r, 4) : mutate(x, r)
    const want = canonicalJson(x) === canonicalJson(y)
    assert.equal(canonicalEqual(x, y), want, `${canonicalJson(x)} vs ${canonicalJson(y)}`)
    assert.equal(canonicalEqual(y, x), want)
    if (want) equal++
  }
  assert.ok(equal > 2000 && equal < 18000, `both answers occur (${equal} equal)`)
})

/** The plain definition canonicalJson is written to match: JSON with sorted keys, undefined keys dropped. */
function referenceJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(referenceJson).join(',')}]`
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${referenceJson(o[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v) ?? 'null'
}

test('canonicalJson writes what the plain definition writes, on generated values', () => {
  const r = rng(7)
  for (let i = 0; i < 5000; i++) {
    const x = gen(r, 4)
    assert.equal(canonicalJson(x), referenceJson(x))
  }
  for (const [x, y] of EDGE_PAIRS) assert.equal(canonicalJson([x, y]), referenceJson([x, y]))
})
