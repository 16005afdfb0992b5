// The shortcuts of the two YAML scalar paths stay on. The subset reader (yaml-subset-scalar.ts) and the rendered diff's
// writer (yaml-fast.ts) skip the schema's typed tests for strings whose first character no typed scalar starts with,
// but only while every test of their schema is one they were audited against: a schema change (as the Go-faithful
// numbers once were) silently sent every scalar of the writer through the memo (same output, ~60 ms more for an app of
// 20,000 resources). Here that fails, and the audit itself is checked on the tests the schemas use.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Document } from 'yaml'
import { GO_SCHEMA } from '../../src/lib/yaml/go-tags.js'
import { SHORTCUT as READER_SHORTCUT, TYPED_FIRST, onlyKnownTypedTests } from '../../src/lib/yaml/subset-scalar.js'
import { SHORTCUT as WRITER_SHORTCUT } from '../../src/lib/yaml/fast.js'

type Tag = { default?: boolean | string; tag: string; test?: RegExp }
const typedTests = (opts: object): RegExp[] =>
  (new Document(null, opts).schema as unknown as { tags: Tag[] }).tags
    .filter((t) => t.default !== undefined && t.default !== false && t.tag !== 'tag:yaml.org,2002:str' && t.test)
    .map((t) => t.test!)

const SCHEMAS = { 'the reader (YAML 1.1 as Go reads it)': typedTests(GO_SCHEMA), "the writer (the yaml library's YAML 1.1)": typedTests({ version: '1.1' }) }

test('both scalar shortcuts are on, with the schemas in use', () => {
  assert.equal(READER_SHORTCUT, true)
  assert.equal(WRITER_SHORTCUT, true)
  for (const [name, tests] of Object.entries(SCHEMAS)) assert.ok(onlyKnownTypedTests(tests), `${name}: a typed test was not audited`)
  assert.equal(onlyKnownTypedTests([/^[a-z]+$/]), false, 'an unknown test switches the shortcut off')
})

test('every string a typed test of either schema matches starts with a character of TYPED_FIRST (seeded search)', () => {
  const alphabet = '0123456789+-._:~<eExXoObBnNyYtTfFlLsSuUaAiIZ '
  let s = 20261203
  const rand = (n: number): number => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 8) % n
  const samples = ['~', 'null', 'Yes', 'off', '0b1', '0o7', '0x_F', '-_1', '.5', '-.inf', '.NaN', '1e3', '<<', '1:20', '2026-12-03', '+1_0']
  for (let i = 0; i < 60_000; i++) samples.push(Array.from({ length: 1 + rand(8) }, () => alphabet[rand(alphabet.length)]).join(''))
  for (const [name, tests] of Object.entries(SCHEMAS)) {
    let typed = 0
    for (const x of samples) {
      if (!tests.some((t) => t.test(x))) continue
      typed++
      assert.ok(TYPED_FIRST.test(x), `${name}: '${x}' is typed but starts outside TYPED_FIRST`)
    }
    assert.ok(typed > 1000, `${name}: only ${typed} typed samples`)
  }
})
