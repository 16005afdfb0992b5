// Kustomization files read by the Kustomize renderer's checks are parsed once per text and shared, frozen
// (render/kustomize/parsed.ts): a shared value cannot be changed by one reader under another.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sharedDocuments, sharedKustomization } from '../../../src/render/kustomize/parsed.js'
import { parseGoYamlDocuments, parseKustomization } from '../../../src/lib/yaml.js'

const TEXT = 'resources: [../base]\nimages:\n  - name: nginx\n    newTag: "1.2"\n'

test('sharedKustomization: the parse of kustomize build, once per text, deep-frozen', () => {
  const a = sharedKustomization(TEXT)
  assert.deepEqual(a, parseKustomization(TEXT))
  assert.equal(sharedKustomization(`${TEXT}`), a) // the same text: the same object, not parsed again
  const images = (a as { images: Array<Record<string, unknown>> }).images
  assert.throws(() => {
    images[0]!.newTag = 'latest'
  }, TypeError)
  assert.throws(() => images.push({}), TypeError)
  assert.notEqual(sharedKustomization(TEXT.replace('1.2', '1.3')), a)
})

test('sharedDocuments: every document, per alias allowance; errors are thrown each time, not remembered', () => {
  const text = 'a: 1\n---\nb: [x]\n'
  const docs = sharedDocuments(text, 1000)
  assert.deepEqual(docs, parseGoYamlDocuments(text, 1000))
  assert.equal(sharedDocuments(text, 1000), docs)
  assert.notEqual(sharedDocuments(text, 10), docs) // another allowance is another parse
  assert.ok(Object.isFrozen(docs) && Object.isFrozen((docs[1] as { b: unknown[] }).b))
  const bad = 'a: [\n'
  assert.throws(() => sharedDocuments(bad, 1000))
  assert.throws(() => sharedDocuments(bad, 1000))
})

test('sharedKustomization: a large file is parsed each time, and still frozen', () => {
  const big = `resources:\n${Array.from({ length: 2000 }, (_, i) => `  - r${i}.yaml\n`).join('')}`
  assert.ok(big.length > 16 * 1024)
  const a = sharedKustomization(big)
  assert.notEqual(sharedKustomization(big), a)
  assert.ok(Object.isFrozen(a) && Object.isFrozen((a as { resources: unknown[] }).resources))
})
