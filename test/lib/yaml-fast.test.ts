// test-tier: slow (every document of the corpus and every short string, against the library)
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { fastDiffLines } from '../../src/lib/yaml/fast.js'
import { stringifyForDiff } from '../../src/lib/yaml/yaml.js'

// The fast path of the rendered diff must write exactly what the `yaml` library writes (stringifyForDiff), or decline.
const library = (v: unknown): string[] => stringifyForDiff(v).replace(/\n$/, '').split('\n')

function agree(v: unknown): boolean {
  const fast = fastDiffLines(v)
  if (fast !== null) assert.deepEqual(fast, library(v), JSON.stringify(v))
  return fast !== null
}

const TRICKY = [
  'plain',
  'two words',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  'Y',
  'true',
  'False',
  'null',
  'Null',
  '~',
  '',
  ' ',
  'a ',
  ' a',
  '1',
  '01',
  '010',
  '0x1F',
  '0o17',
  '0b101',
  '1_000',
  '1.5',
  '.5',
  '1e3',
  '1.0e+3',
  '.inf',
  '-.Inf',
  '.nan',
  '190:20:30',
  '12:30',
  '2024-01-01',
  '2001-12-14t21:59:43.10-05:00',
  '-',
  '?',
  '- a',
  '? a',
  'a: b',
  'a:b',
  'a:',
  'a #b',
  'a#b',
  '#a',
  '&a',
  '*a',
  '!a',
  '|',
  '>',
  "'a",
  '"a',
  '%a',
  '@a',
  '`a',
  ',a',
  '[a',
  ']a',
  '{a',
  '}a',
  'a,b',
  'a[b]',
  'a{b}',
  '---',
  '--- a',
  '...',
  'a---',
  "it's",
  'say "hi"',
  'back\\slash',
  'tab\there',
  'line\nbreak',
  'trail\n',
  '\u0007bell',
  'é ü 日本',
  '\u{1F600}',
  '\ud800',
  'a\u0085b',
  '<<',
  '=',
  'http://x.y/z?a=b&c=d',
  '${VAR}',
  '{{ .Values.x }}',
  '0',
  '-1',
  '+1',
  '1.',
  'x'.repeat(1200),
  'NaN',
  'Infinity'
]
const NUMBERS = [0, 1, -1, 1.5, -0.25, 1e21, 1e-7, 2 ** 53, 123456789012, -0, NaN, Infinity]

test('fast YAML for the diff: scalars as keys and values, written like the library or declined', () => {
  let fast = 0
  for (const s of TRICKY) {
    if (agree({ k: s })) fast++
    agree({ [s]: 'v' })
    agree({ list: [s, { [s]: s }] })
  }
  for (const n of NUMBERS) agree({ n, list: [n] })
  assert.ok(fast > 20, `only ${fast} of ${TRICKY.length} scalars took the fast path`)
})

test('fast YAML for the diff: the shortcut for strings written plain agrees with the library on every 1-3 character string around its edges', () => {
  // The first characters typed scalars start with, the shortcut's own characters, and what ends it (space, colon, `#`).
  const edge = [...'aAzZnNyYtTfFoOeE_/09-.=+<~: #,"\'\t']
  const all = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
  const strings = [...all.flatMap((a) => all.map((b) => a + b)), ...edge.flatMap((a) => edge.flatMap((b) => edge.map((c) => a + b + c)))]
  let fast = 0
  for (const s of strings) if (agree({ k: s }) && agree({ [s]: 1 })) fast++
  assert.ok(fast > 5000, `only ${fast} of ${strings.length} strings took the fast path`)
})

test('fast YAML for the diff: nesting, empty collections, sequences of maps of sequences, key order', () => {
  const shapes: unknown[] = [
    { b: 1, a: { d: [], c: {} }, B: null, _: true, Z: false },
    { list: [{ a: 1, b: [1, 2, { c: { d: 'e' } }] }, {}, [], 'x', null], m: { list: [{ x: [{}] }] } },
    { spec: { template: { spec: { containers: [{ name: 'a', args: ['--x=1', '-v'], env: [{ name: 'A', value: '1' }] }] } } } },
    { x: [[1, 2]] },
    { x: undefined },
    { x: new Date(0) },
    Object.assign(Object.create(null) as object, { a: 1 })
  ]
  const took = shapes.map(agree)
  assert.deepEqual(took, [true, true, true, false, false, false, true])
})

function yamlFiles(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) yamlFiles(p, out)
    else if (/\.ya?ml$/.test(name) && !p.includes('/templates/')) out.push(p)
  }
  return out
}

test('fast YAML for the diff: every document of the corpus writes like the library (or is declined)', () => {
  let fast = 0
  let docs = 0
  for (const f of yamlFiles('/work/shared/corpus', [])) {
    let parsed
    try {
      parsed = parseAllDocuments(readFileSync(f, 'utf8'), { version: '1.1', merge: true, uniqueKeys: false, logLevel: 'silent' })
    } catch {
      continue
    }
    if (!Array.isArray(parsed)) continue
    for (const d of parsed) {
      if (d.errors.length > 0) continue
      let v: unknown
      try {
        v = d.toJS({ maxAliasCount: 100 })
      } catch {
        continue
      }
      docs++
      if (agree(v)) fast++
    }
  }
  assert.ok(docs > 1000 && fast > docs / 2, `${fast} of ${docs} documents took the fast path`)
})
