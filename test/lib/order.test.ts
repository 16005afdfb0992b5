// Code-unit order (lib/order.ts): sortedKeys is Object.keys(...).sort(byCodeUnit), whatever the keys (integer-like
// keys that Object.keys lists first, astral characters, upper before lower case), below and above its 16-key cut-over.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { byCodeUnit, sortedKeys } from '../../src/lib/order.js'

const ALPHABET = ['a', 'B', 'z', '0', '9', '10', '-', '_', '.', '/', 'é', '\u{1F600}', 'Z', 'ab', ' ', '~']

function randomObject(seed: number, n: number): Record<string, number> {
  let s = seed
  const next = (): number => (s = (Math.imul(s, 1103515245) + 12345) >>> 1) % 1_000_003
  const obj: Record<string, number> = {}
  while (Object.keys(obj).length < n) {
    let k = ''
    for (let len = 1 + (next() % 4); len > 0; len--) k += ALPHABET[next() % ALPHABET.length]
    obj[k] = n
  }
  return obj
}

test('sortedKeys: the keys in code-unit order, like Object.keys(o).sort(byCodeUnit), for 0 to 40 keys', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const obj = randomObject(seed, seed % 41)
    assert.deepEqual(sortedKeys(obj), Object.keys(obj).sort(byCodeUnit), `seed ${seed}`)
  }
})

test('sortedKeys: integer-like keys sort as strings, after what precedes their digits', () => {
  assert.deepEqual(sortedKeys({ b: 1, 10: 1, 9: 1, A: 1, '-1': 1, '': 1 }), ['', '-1', '10', '9', 'A', 'b'])
  const proto = Object.create({ inherited: 1 }) as Record<string, number>
  proto.own = 1
  assert.deepEqual(sortedKeys(proto), ['own'])
})
