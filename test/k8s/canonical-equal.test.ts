import { test } from 'node:test'
import assert from 'node:assert/strict'
import { canonicalEqual, canonicalJson } from '../../src/k8s/diff.js'

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
