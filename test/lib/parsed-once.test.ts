// Files the renderers' checks read are parsed once per text and shared, frozen (lib/parsed-once.ts): a shared value
// cannot be changed by one reader under another, and two ways of reading one text never mix.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parsedOnce } from '../../src/lib/parsed-once.js'
import { parseGoYamlDocuments, parseKustomization } from '../../src/lib/yaml/yaml.js'

const TEXT = 'resources: [../base]\nimages:\n  - name: nginx\n    newTag: "1.2"\n'

test('parsedOnce: one parse per kind and text, deep-frozen', () => {
  let parses = 0
  const counted = (t: string): unknown => (parses++, parseKustomization(t))
  const a = parsedOnce('test-kustomization', TEXT, counted)
  assert.deepEqual(a, parseKustomization(TEXT))
  assert.equal(parsedOnce('test-kustomization', `${TEXT}`, counted), a) // the same text: the same object
  assert.equal(parses, 1)
  const images = (a as { images: Array<Record<string, unknown>> }).images
  assert.throws(() => {
    images[0]!.newTag = 'latest'
  }, TypeError)
  assert.throws(() => images.push({}), TypeError)
  assert.notEqual(parsedOnce('test-kustomization', TEXT.replace('1.2', '1.3'), counted), a)
  // Another kind of reading of the same text is its own parse.
  const docs = parsedOnce('test-documents', TEXT, (t) => parseGoYamlDocuments(t, 1000))
  assert.ok(Array.isArray(docs) && Object.isFrozen(docs))
  assert.deepEqual(docs[0], a)
})

test('parsedOnce: errors are thrown each time, not remembered', () => {
  let parses = 0
  const bad = 'a: [\n'
  const parse = (t: string): unknown => (parses++, parseGoYamlDocuments(t, 1000))
  assert.throws(() => parsedOnce('test-bad', bad, parse))
  assert.throws(() => parsedOnce('test-bad', bad, parse))
  assert.equal(parses, 2)
})

test('parsedOnce: a large text, or one with an alias, is parsed each time (never kept), and still frozen', () => {
  const big = `resources:\n${Array.from({ length: 1000 }, (_, i) => `  - r${i}.yaml\n`).join('')}`
  assert.ok(big.length > 8 * 1024)
  const a = parsedOnce('test-big', big, parseKustomization)
  assert.notEqual(parsedOnce('test-big', big, parseKustomization), a)
  assert.ok(Object.isFrozen(a) && Object.isFrozen((a as { resources: unknown[] }).resources))
  // Aliases can expand a small text into a large value: such a value is not kept.
  const aliased = 'a: &x [1, 2, 3]\nb: *x\nc: *x\n'
  const v = parsedOnce('test-alias', aliased, parseKustomization)
  assert.deepEqual(v, { a: [1, 2, 3], b: [1, 2, 3], c: [1, 2, 3] })
  assert.notEqual(parsedOnce('test-alias', aliased, parseKustomization), v)
})
