// renderedDiff writes the unchanged top-level blocks of an updated object once for both sides; these tests hold it to
// the plain definition: each side written whole (fast path, else the library), then diffed (without the value masks,
// which test/pipeline/value-mask.test.ts covers).
// test-tier: slow (generated objects diffed both ways)
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { comparable } from '../../src/k8s/diff.js'
import type { Manifest } from '../../src/k8s/resource.js'
import { fastDiffLines } from '../../src/lib/yaml/fast.js'
import { stringifyForDiff } from '../../src/lib/yaml/yaml.js'
import { diffLines, unifiedHunks } from '../../src/plan/line-diff.js'
import { renderedDiff } from '../../src/plan/rendered-diff.js'

function wholeLines(obj: Manifest): string[] {
  const c = comparable(obj)
  return fastDiffLines(c) ?? stringifyForDiff(c).replace(/\n$/, '').split('\n')
}
const reference = (a: Manifest, b: Manifest): string[] => unifiedHunks(diffLines(wholeLines(a), wholeLines(b)))

function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32
}
const hole = (): unknown[] => {
  const a: unknown[] = [1]
  a.length = 2
  return a
}
// Values the fast writer handles, and values it leaves to the library (multi-line, quotes, -0, NaN, undefined, holes).
const LEAVES: Array<() => unknown> = [
  () => 'v',
  () => 'w',
  () => '1',
  () => 'yes',
  () => 'two\nlines',
  () => 'say "hi"',
  () => 0,
  () => -0,
  () => NaN,
  () => 1.5,
  () => true,
  () => null,
  () => undefined,
  () => [],
  () => ({}),
  hole,
  () => new Date(0),
  () => Object.assign(Object.create(null), { n: 1 })
]
const KEYS = ['a', 'b', 'z', 'metadata', 'spec', 'data', 'with space', '<<']
function gen(r: () => number, depth: number): unknown {
  const p = r()
  if (depth <= 0 || p < 0.35) return LEAVES[Math.floor(r() * (r() < 0.7 ? 12 : LEAVES.length))]!()
  const n = 1 + Math.floor(r() * 3)
  if (p < 0.55) return Array.from({ length: n }, () => gen(r, depth - 1))
  const o: Record<string, unknown> = {}
  for (let i = 0; i < n; i++) o[KEYS[Math.floor(r() * KEYS.length)]!] = gen(r, depth - 1)
  return o
}
/** A copy with some top-level blocks kept as they are (or re-built equal, keys reordered) and others changed. */
function next(obj: Record<string, unknown>, r: () => number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const keys = Object.keys(obj)
  if (r() < 0.3) keys.reverse()
  for (const k of keys) {
    const q = r()
    if (q < 0.4) out[k] = obj[k]
    else if (q < 0.7) out[k] = structuredClone(obj[k])
    else if (q < 0.9) out[k] = gen(r, 3)
  }
  if (r() < 0.2) out[KEYS[Math.floor(r() * KEYS.length)]!] = gen(r, 2)
  return out
}

test('renderedDiff gives the lines of diffing both sides written whole, on generated objects and their next versions', () => {
  const r = rng(9)
  let diffs = 0
  for (let i = 0; i < 3000; i++) {
    const base: Record<string, unknown> = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `x${i}` } }
    for (let j = 0; j < 3; j++) base[KEYS[Math.floor(r() * KEYS.length)]!] = gen(r, 3)
    const head = next(base, r)
    assert.deepEqual(renderedDiff(base, head, false).lines, reference(base, head))
    assert.deepEqual(renderedDiff(head, base, false).lines, reference(head, base))
    if (reference(base, head).length > 0) diffs++
  }
  assert.ok(diffs > 1000, `most pairs differ (${diffs})`)
})

test('renderedDiff: a block written by the library on one side only, -0 against 0, an undefined key, an empty side', () => {
  const base: Manifest = { kind: 'ConfigMap', metadata: { name: 'a' }, data: { v: 0, t: 'one' } }
  const pairs: Array<[Manifest, Manifest]> = [
    [base, { ...base, data: { v: -0, t: 'one' } }],
    [base, { ...base, data: { v: 0, t: 'one\ntwo' } }],
    [base, { ...base, data: { v: 0, t: 'one', u: undefined } }],
    [base, { kind: 'ConfigMap', metadata: { name: 'a' }, data: Object.assign(Object.create(null), { v: 0, t: 'one' }) }],
    [base, {}],
    [{ status: { x: 1 } }, base]
  ]
  for (const [a, b] of pairs) {
    assert.deepEqual(renderedDiff(a, b, false).lines, reference(a, b))
    assert.deepEqual(renderedDiff(b, a, false).lines, reference(b, a))
  }
  assert.deepEqual(renderedDiff(base, { ...base, data: { v: 0, t: 'one\ntwo' } }).lines, [
    '@@ -1,5 +1,7 @@',
    ' data:',
    '-  t: one',
    '+  t: |-',
    '+    one',
    '+    two',
    '   v: 0',
    ' kind: ConfigMap',
    ' metadata:'
  ])
})
