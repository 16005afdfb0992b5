import { test } from 'node:test'
import assert from 'node:assert/strict'
import { compareKeys, sortByKey, type ResourceKey } from '../../src/k8s/resource.js'

test('sortByKey orders as sorting with compareKeys does, equal keys keeping their order', () => {
  const parts = ['', 'a', 'b', 'a/b', 'Z', 'z']
  const items: Array<{ key: ResourceKey; i: number }> = []
  let s = 5
  const pick = (): string => parts[(s = (s * 1103515245 + 12345) % 2 ** 31) % parts.length]!
  for (let i = 0; i < 500; i++) items.push({ key: { group: pick(), kind: pick(), namespace: pick(), name: pick() }, i })
  const want = [...items].sort((x, y) => compareKeys(x.key, y.key))
  const got = [...items]
  assert.equal(
    sortByKey(got, (x) => x.key),
    got
  )
  assert.deepEqual(
    got.map((x) => x.i),
    want.map((x) => x.i)
  )
  assert.deepEqual(
    sortByKey([], (x: { key: ResourceKey }) => x.key),
    []
  )
})
