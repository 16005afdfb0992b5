import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  kustomizationDocument,
  parseConfig,
  parseGoYaml,
  parseGoYamlDocuments,
  parseHelmMetadata,
  parseKustomization,
  parseKustomizationForEdit,
  parseYamlStream,
  stringifyForGo,
  stringifyLikeArgo,
  YamlError
} from '../../src/lib/yaml/yaml.js'

test('Go profile (sigs.k8s.io/yaml): YAML 1.1 scalars, merge keys, a duplicate key tolerated, first document only', () => {
  assert.deepEqual(parseGoYaml('a: yes\nb: on\nc: 010\n'), { a: true, b: true, c: 8 })
  assert.deepEqual(parseGoYaml('base: &b {x: 1}\nm:\n  <<: *b\n  z: 2\n'), { base: { x: 1 }, m: { x: 1, z: 2 } })
  // As in yaml.v2, a bare `y` key is a boolean too (sigs.k8s.io/yaml then names it "true").
  assert.deepEqual(parseGoYaml('y: 1\n'), { true: 1 })
  assert.deepEqual(parseKustomization('k: 1\nk: 2\n'), { k: 2 })
  assert.deepEqual(parseHelmMetadata('name: c\n---\nname: d\n'), { name: 'c' })
  assert.equal(parseGoYaml(''), null)
  assert.deepEqual(parseGoYamlDocuments('a: 1\n---\nb: 2\n'), [{ a: 1 }, { b: 2 }])
  assert.throws(() => parseGoYaml('a: [\n'), YamlError)
})

test('Go scalars (go-yaml v2 into interface{}): timestamps stay text as written, no sexagesimal numbers, !!binary is its bytes as text', () => {
  // Before, the YAML 1.1 schema gave a Date (a kustomize `resources: [2024-01-01]` entry dropped by every reader that
  // looks for paths, while kustomize reads the folder), 750 for 12:30, and a Uint8Array for !!binary.
  const text = 'a: 2024-01-01\nb: [2001-12-14t21:59:43.10-05:00, 12:30, 1:20:30.5]\nc: !!binary Li4vLi4vb3V0c2lkZQ==\nd: !!timestamp 2024-01-01\n'
  const want = { a: '2024-01-01', b: ['2001-12-14t21:59:43.10-05:00', '12:30', '1:20:30.5'], c: '../../outside', d: '2024-01-01' }
  assert.deepEqual(parseGoYaml(text), want)
  assert.deepEqual(parseKustomization('resources: [2024-01-01, !!binary Li4v]\n'), { resources: ['2024-01-01', '../'] })
  // Rendered streams too, through the subset reader (plain documents) and through the library (a tagged one).
  assert.deepEqual(
    parseYamlStream('x: 2024-01-01\nz: 12:30\n---\n' + text).docs.map((d) => d.value),
    [{ x: '2024-01-01', z: '12:30' }, want]
  )
  // The other YAML 1.1 scalars are those go-yaml v2 resolves too.
  assert.deepEqual(parseGoYaml('a: [yes, off, ~, 017, 0x1F, 1.10, 1e3]\n'), { a: [true, false, null, 15, 31, 1.1, 1000] })
  // Go's base prefixes after removing every `_` (strconv.ParseInt(s, 0, 64)), which YAML 1.1 lacks: before, `0o644` was text.
  const go = '[0o644, 0O644, -0o10, 0_o17, 0X1F, 0B101, 0_x1, 0o, 0o8]'
  const goWant = [420, 420, -8, 15, 31, 5, 1, '0o', '0o8']
  assert.deepEqual(parseGoYaml(`a: ${go}\n`), { a: goWant })
  assert.deepEqual(parseYamlStream(`mode: 0o644\n`).docs[0]!.value, { mode: 420 }, 'the subset reader alike')
  assert.deepEqual(parseYamlStream(`a:\n- 0o644\n- "0o644"\n`).docs[0]!.value, { a: [420, '0o644'] })
  // go-yaml v2 decodes with base64.StdEncoding (line breaks ignored, a space is an error).
  assert.deepEqual(parseGoYaml('c: !!binary |\n  Li4v\n  Li4v\n'), { c: '../../' })
  assert.throws(() => parseGoYaml('c: !!binary "Li4v Li4v"\n'), /invalid base64/)
})

test('Go floats (go-yaml v2 resolve.go): a plain scalar is a float only with a digit before any exponent; `path: .` is the string `.`', () => {
  // The YAML 1.1 schema read `.`, `-.`, `._` and `.e5` as NaN: an Application at the repository root (`path: .`) had
  // the path "NaN" and "failed to render like Argo CD would" while Argo CD renders it.
  const cases: Array<[string, unknown]> = [
    ['.', '.'],
    ['-.', '-.'],
    ['+.', '+.'],
    ['._', '._'],
    ['.e5', '.e5'],
    ['-.e5', '-.e5'],
    // Starting with `.`: strconv.ParseFloat as written (a `_` only between digits).
    ['.5', 0.5],
    ['.5e3', 500],
    ['._5', '._5'],
    ['.5_0', 0.5],
    ['.5_', '.5_'],
    // Starting with a digit or a sign: yamlStyleFloat once every `_` is removed.
    ['-._5', -0.5],
    ['+.5', 0.5],
    ['1_000.5', 1000.5],
    ['1.', 1],
    ['-_1.5', -1.5],
    ['1e5', 100000],
    ['1_e5', 100000],
    ['1.5e-3', 0.0015],
    ['1e_5', 100000],
    // Out of float64's range: Go's ParseFloat fails and the scalar stays a string.
    ['1e400', '1e400'],
    ['-1.0e999', '-1.0e999'],
    // Go's table.
    ['.inf', Infinity],
    ['-.Inf', -Infinity],
    ['.NaN', NaN],
    ['1.10', 1.1],
    ['10', 10]
  ]
  for (const [src, want] of cases) {
    assert.deepEqual(parseGoYaml(`v: ${src}\n`), { v: want }, `${src} (library reader)`)
    assert.deepEqual(parseYamlStream(`v: ${src}\n`).docs[0]!.value, { v: want }, `${src} (subset reader)`)
    assert.deepEqual(parseYamlStream(`a: !!str x\nv: ${src}\n`).docs[0]!.value, { a: 'x', v: want }, `${src} (stream, library)`)
  }
  assert.deepEqual(parseGoYaml('.: x\nk: [., -.]\n'), { '.': 'x', k: ['.', '-.'] }, 'keys and flow entries alike')
})

test('Go profile keeps the decode bounds for PR content: alias expansion and alias count', () => {
  // 1 MB of text that decodes to 21 MB through 20 aliases: over the budget (16 MB floor).
  const big = `a: &a "${'x'.repeat(1024 * 1024)}"\nb: [${Array(20).fill('*a').join(',')}]\n`
  assert.throws(
    () => parseGoYaml(big),
    (e: unknown) => e instanceof YamlError && /expands to more than 16 MB/.test(e.message)
  )
  // A laughs-style nest is refused by the alias bound before it is built.
  const lol = ['a: &a [x]']
  for (let i = 1; i < 12; i++)
    lol.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
        .fill('*' + String.fromCharCode(96 + i))
        .join(',')}]`
    )
  assert.throws(() => parseGoYaml(lol.join('\n') + '\n'), YamlError)
  const many = 'a: &a 1\nl: [' + Array(200).fill('*a').join(',') + ']\n'
  assert.equal((parseGoYaml(many) as { l: unknown[] }).l.length, 200)
  assert.throws(() => parseGoYamlDocuments(many, 100), YamlError)
})

test('edit profile (kyaml): a duplicate key is an error, untouched text keeps its form; config profile: YAML 1.2, strict', () => {
  assert.ok(parseKustomizationForEdit('k: 1\nk: 2\n').errors.length > 0)
  const doc = parseKustomizationForEdit('# keep me\nresources: [a.yaml]\n')
  assert.match(String(doc), /# keep me/)
  assert.equal(String(kustomizationDocument({ namePrefix: 'on' })), 'namePrefix: "on"\n')
  assert.deepEqual(parseConfig('network: yes\n'), { network: 'yes' }) // 1.2: a typo is not silently a boolean
  assert.throws(() => parseConfig('failOn: high\nfailOn: low\n'))
})

test('writers: Argo CD toYaml (sorted, unindented sequences, no folding) and files for Go tools quote 1.1 booleans', () => {
  assert.equal(stringifyLikeArgo({ b: [1, 2], a: 'x'.repeat(100) }), `a: ${'x'.repeat(100)}\nb:\n- 1\n- 2\n`)
  assert.equal(stringifyForGo({ name: 'yes', m: 'off', n: 'n' }), 'name: "yes"\nm: "off"\n"n": "n"\n')
})
