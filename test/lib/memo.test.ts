// BoundedMemo (lib/memo.ts): the memo the YAML writer, the subset reader, the rendered diff and the kustomization
// reader share; it never holds more than its bound.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BoundedMemo } from '../../src/lib/memo.js'

test('BoundedMemo: remembers up to its bound, then starts again empty; set returns the value', () => {
  const m = new BoundedMemo<string, number>(3)
  assert.equal(m.set('a', 1), 1)
  m.set('b', 2)
  m.set('c', 3)
  assert.deepEqual([m.get('a'), m.get('b'), m.get('c'), m.size], [1, 2, 3, 3])
  m.set('b', 20) // full: starts again, so an update of a known key also empties it
  assert.deepEqual([m.get('a'), m.get('b'), m.size], [undefined, 20, 1])
  for (let i = 0; i < 100; i++) m.set(`k${i}`, i)
  assert.ok(m.size <= 3)
  assert.equal(m.get('k99'), 99)
})
