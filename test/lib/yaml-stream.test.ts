import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseYamlStream, parseYamlStreamAsync } from '../../src/lib/yaml/yaml.js'

// A rendered stream is decoded one document at a time (big renders, bounded memory); the result must be what the
// whole-stream decoder gave: values, 1-based lines, the comment before each document, null documents dropped.
const STREAM =
  '# Source: c/templates/a.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {on: yes, n: 010}\n---\n---\n# Source: c/templates/b.yaml\nkind: Secret\nb: &x [1]\nc: *x\n...\n---\nnull\n'

test('stream decoding: values, lines and Source comments per document; empty and null documents dropped', async () => {
  const r = parseYamlStream(STREAM)
  assert.deepEqual(r.errors, [])
  assert.deepEqual(
    r.docs.map((d) => d.value),
    [
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' }, data: { true: true, false: 8 } },
      { kind: 'Secret', b: [1], c: [1] }
    ]
  )
  assert.deepEqual(
    r.docs.map((d) => d.line),
    [2, 9]
  )
  // YAML 1.1 keys: `on` and `n` are booleans. The stream's first comment belongs to the stream, not the document.
  assert.deepEqual(
    r.docs.map((d) => d.commentBefore),
    ['', ' Source: c/templates/b.yaml']
  )
  assert.deepEqual(await parseYamlStreamAsync(STREAM), r)
})

test('stream decoding: a document with a syntax error sends the whole stream to the Go-repairing decoder', async () => {
  // Go reads a quoted scalar whose continuation line is less indented; the `yaml` library alone rejects it.
  const goQuoted = 'a: 1\n---\nspec:\n  args: ["x\ny"]\n'
  const r = parseYamlStream(goQuoted)
  assert.deepEqual(r.errors, [])
  assert.deepEqual(
    r.docs.map((d) => d.value),
    [{ a: 1 }, { spec: { args: ['x y'] } }]
  )
  assert.deepEqual(await parseYamlStreamAsync(goQuoted), r)
  const broken = 'a: 1\n---\nb: [\n'
  const e = parseYamlStream(broken)
  assert.equal(e.docs.length, 1)
  assert.equal(e.errors.length, 1)
  assert.match(e.errors[0]!.message, /line \d+, column \d+/)
  assert.deepEqual(await parseYamlStreamAsync(broken), e)
})

test("stream decoding of a large render gives the event loop turns (other renderers' pipes are drained meanwhile)", async () => {
  // A tag keeps every document outside the subset reader: the `yaml` library decodes them, a slice at a time.
  const big = Array.from({ length: 3000 }, (_, i) => `---\nkind: ConfigMap\nmetadata: !!map {name: cm-${i}}\ndata: {i: "${i}"}\n`).join('')
  let turns = 0
  const tick = (): void => {
    turns++
    if (!done) setImmediate(tick)
  }
  let done = false
  setImmediate(tick)
  const r = await parseYamlStreamAsync(big, 0)
  done = true
  assert.equal(r.docs.length, 3000)
  assert.ok(turns > 100, `the event loop ran ${turns} times during decoding`)
  assert.deepEqual(r, parseYamlStream(big))
})

test('a 2,000-deep flow collection is refused before parsing, however often it is read (sync and async); brackets inside a scalar do not count', async () => {
  for (const text of ['['.repeat(2000) + ']'.repeat(2000), '{a: '.repeat(2000) + '}'.repeat(2000)]) {
    for (let i = 0; i < 3; i++) {
      const r = parseYamlStream(text)
      assert.deepEqual(r.docs, [])
      assert.match(r.errors[0]!.message, /nested too deeply \(the limit is 1000 levels\)/)
      assert.deepEqual(await parseYamlStreamAsync(text), r)
    }
  }
  const quoted = parseYamlStream(`a: "${'['.repeat(3000)}"\n---\nb: 1\n`)
  assert.deepEqual(quoted.errors, [])
  assert.deepEqual(
    quoted.docs.map((d) => d.value),
    [{ a: '['.repeat(3000) }, { b: 1 }]
  )
})
