import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseYamlStream, parseYamlStreamAsync, parseYamlStreamWithLibrary } from '../../src/lib/yaml/yaml.js'
import { STREAM_DECLINE, subsetChunks } from '../../src/lib/yaml/subset.js'
import { resolvePlain, typedPlain } from '../../src/lib/yaml/subset-scalar.js'

// The subset reader (lib/yaml/subset.ts) must give exactly what the `yaml` library gives (values, lines, the comment
// before each document, errors), or decline. `fastCount` tells how many documents it read itself.
function fastCount(text: string): number {
  if (STREAM_DECLINE.test(text)) return 0
  return [...subsetChunks(text)].filter((c) => c.fast && c.fast.value !== undefined).length
}

function same(text: string): number {
  assert.deepStrictEqual(parseYamlStream(text), parseYamlStreamWithLibrary(text), JSON.stringify(text))
  return fastCount(text)
}

const SCALARS = [
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  'Y',
  'N',
  'Yes',
  'NO',
  'On',
  'OFF',
  'true',
  'False',
  'TRUE',
  '~',
  'null',
  'Null',
  'NULL',
  '',
  '0o17',
  '017',
  '0x1F',
  '0b101',
  '-0',
  '+12',
  '1_000',
  '1e3',
  '1E-3',
  '.5',
  '5.',
  '1.0',
  '.inf',
  '-.Inf',
  '+.INF',
  '.NaN',
  '.nan',
  '190:20:30',
  '1:20.5',
  '12345678901234567890',
  '0.1',
  '-1.5e+10',
  '"123"',
  "'123'",
  '"a\\tb"',
  '"\\u00e9"',
  '"\\x41\\U0001F600"',
  '"\\"q\\" \\\\ \\/"',
  '"a: b"',
  "'it''s'",
  "'#x'",
  '"# not a comment"',
  'a#b',
  'x # comment',
  'value   ',
  'http://x:8080/p?q=1',
  ':8080',
  '-x',
  '?x',
  'a,b',
  'a]b',
  'a}b',
  "a'b",
  'a"b',
  '@x',
  '`x',
  '%x',
  '!x',
  '&x',
  '*x',
  '>x',
  '-',
  '- x',
  'a: b',
  'a:',
  '1.2.3',
  'e3',
  'E3',
  '-e3',
  '.e3',
  '<<x',
  'héllo wörld',
  '日本',
  'v1.2',
  '2001-12-14',
  '2001-12-14t21:59:43.10-05:00',
  '<<',
  '[]',
  '{}',
  '[ ]',
  '{ }',
  '[a, "b", \'c\', 1, on]',
  '[a,]',
  '[a b, c]',
  '[a: b]',
  '[',
  '{a: b}',
  '{ a: b , c: [1, "x", {d: e}] }',
  '{a: 1, a: 2}',
  '{\'a b\': c, "d\\te": [on, off]}',
  '{~: 1, 1: a, yes: b}',
  '[{a: 1}, {b: [], c: {}}]',
  '{a: {b: {c: {d: 1}}}}',
  '{a:1}',
  '{a: b c}',
  '{a: -1}',
  '{a: b}x',
  '{a: b} # c',
  '{__proto__: 1}',
  '{"a" : 1}',
  '"unterminated',
  '"a\\qb"'
]

test('subset YAML: tricky scalars as values, keys, sequence items and flow items decode as the library does', () => {
  let fast = 0
  for (const s of SCALARS) {
    fast += same(`---\n# Source: c/t.yaml\nk: ${s}\n`)
    fast += same(`${s}: v\n`)
    fast += same(`list:\n- ${s}\n-  ${s}\n`)
    fast += same(`k:\n  ${s}\n`)
    fast += same(`k: [${s}]\n`)
  }
  // Most of them are read by the subset reader itself (not all declined, which would prove nothing).
  assert.ok(fast > SCALARS.length * 3, `only ${fast} read fast`)
  assert.equal(same('k: yes\nyes: 1\n~: 2\n0x1F: x\n.inf: 5\nn: [on, off, 017]\n'), 1)
  assert.deepEqual(parseYamlStream('k: yes\nyes: 1\n~: 2\n0x1F: x\n.inf: 5\nn: [on, off, 017]\n').docs[0]!.value, {
    k: true,
    true: 1,
    '': 2,
    '31': 'x',
    Infinity: 5,
    false: [true, false, 15] // YAML 1.1: the key `n` is a boolean too
  })
})

const SHAPES = [
  // nesting, sequences at the key's indentation and indented, compact forms
  'a:\n- b\n- c: 1\n  d: 2\n- - x\n  - y\n-\n  - z\n-\nz: ~\n',
  'a:\n  - b:\n    - 1\n    c: 2\n  -   e: 1\n      f:\n        g: h\n',
  // literal blocks: clip, strip, keep, trailing blank lines, more-indented and blank lines inside, end of stream
  'a: |\n  x\n\n    y\n  \n\nb: |-\n  x\n\n\nc: |+\n  x\n\n\n---\nd: |+\n  k\n\n# c\n',
  'a: |\n  x\n   \n  y\n',
  'a: | # c\n  x\nb: |2\n   x\n',
  'a: |\n\n   \n  x\n',
  'a: |\n  x',
  '- |\n x\n',
  // comments: `# Source:`, blank lines, `--- # comment`, content on the `---` line, only comments, before the first marker
  '---\n# Source: c/templates/a.yaml\n# more\napiVersion: v1\n',
  '# Source: c/a.yaml\napiVersion: v1\n---\n# Source: c/b.yaml\nkind: X\n',
  '# only\n# comments\n---\n# Source: b\nkind: X\n',
  '---\n# Source: a\n\n# two\nkind: X\n',
  '--- # hi\nkind: X\n',
  '--- kind: X\n',
  '---\n# only comments\n---\n# Source: b\nkind: X\n',
  '---\n\n\nkind: X\n',
  '---\n  # indented\nkind: X\n',
  '---\n#\n#x \nkind: X\n',
  'kind: X\n# trailing\n---\nkind: Y\n',
  // CRLF, BOM, directives, document end, tabs, anchors, tags, merge keys, complex keys, folded, multi-line scalars
  '---\r\nkind: X\r\n',
  '\ufeffkind: X\n',
  '%YAML 1.1\n---\nkind: X\n',
  'kind: X\n...\n---\nkind: Y\n',
  'kind: X\n...\n# c\n---\nkind: Y\n',
  '---\n# a\n...\n# c\n---\nkind: Y\n',
  'a:\n\tb: 1\n',
  'a: b\tc\n',
  'a: &x 1\nb: *x\n',
  'a: !!str 1\n',
  'base: &b {x: 1}\nc:\n  <<: *b\n',
  '? a\n: b\n',
  'a: >\n  x\n  y\n',
  'a: b\n  c\n',
  'a: "b\n  c"\n',
  "a: 'b\n  c'\n",
  'a: b\nb: 2\na: 3\n',
  '__proto__: 1\n',
  'a: 1\n  b: 2\n',
  'a:\n  b: 1\n c: 2\n',
  'a: b: c\n',
  '- a\n- b\n',
  'just a scalar\n',
  'a: [1, 2\n',
  'a: {b: 1}\n'
]

test('subset YAML: block shapes, literal blocks, comments and what must be declined decode as the library does', () => {
  for (const s of SHAPES) same(s)
  // Read fast: the shapes renderers emit.
  assert.equal(same(SHAPES[0]!), 1)
  assert.equal(same(SHAPES[2]!), 2)
  assert.equal(same('---\n# Source: c/templates/a.yaml\n# more\napiVersion: v1\n'), 1)
  // One-line flow maps and sequences, nested, as hand-written templates emit them.
  assert.equal(same('spec:\n  selector: {matchLabels: {app: web}}\n  ports: [{port: 80, name: http}]\n  x: { }\n'), 1)
  // A flow value holding `:` before a non-space is one scalar (an image with its tag, a URL, a sexagesimal number).
  assert.equal(same('c: [{name: web, image: nginx:1.2}]\nu: {url: http://x:80/y}\ns: [a:b, c::d, b :c]\nn: {a: 1:20}\n'), 1)
  assert.equal(parseYamlStream(SHAPES[8]!).docs[0]!.commentBefore, ' Source: c/templates/a.yaml\n more')
  // Declined: each of these documents goes to the library.
  for (const s of [
    'a: &x 1\nb: *x\n',
    'a: !!str 1\n',
    'base: &b {x: 1}\nc:\n  <<: *b\n',
    '? a\n: b\n',
    'a: >\n  x\n',
    'a: b\n  c\n',
    'a: "b\n  c"\n',
    'a:\n\tb: 1\n',
    '%YAML 1.1\n---\nkind: X\n',
    'kind: X\n...\n',
    '\ufeffkind: X\n',
    'kind: X\r\n',
    '__proto__: 1\n',
    'a: b: c\n',
    'a: {b: 1\n',
    'a: {"b":1}\n',
    'a: {b, c: 1}\n',
    'a: {? b: 1}\n',
    'a: [b: 1]\n',
    'a: [x:]\n',
    'a: [b:c: d]\n',
    'a: {b: c:}\n',
    'a: {b: c: d}\n',
    'a: {b:c: d}\n',
    'a: [b:[c]]\n',
    'a: {b: c:{d}}\n',
    'a: {b: 1,}\n',
    'a: {b: }\n',
    'a: {<<: {b: 1}}\n',
    'a: {b: *x}\n',
    '--- # hi\nkind: X\n',
    'a: |2\n   x\n'
  ])
    assert.equal(fastCount(s), 0, s)
})

test('subset YAML: one unusual document goes to the library alone; a syntax error still decides the whole stream', async () => {
  const docs = Array.from({ length: 5 }, (_, i) => `---\n# Source: c/t${i}.yaml\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n`)
  docs[2] = '---\n# Source: c/folded.yaml\nkind: ConfigMap\ndata:\n  x: >\n    folded\n    text\n  y: &a 1\n  z: *a\n'
  const text = docs.join('')
  assert.equal(same(text), 4)
  const r = parseYamlStream(text)
  assert.deepEqual(
    r.docs.map((d) => [d.line, d.commentBefore]),
    [
      [3, ' Source: c/t0.yaml'],
      [8, ' Source: c/t1.yaml'],
      [13, ' Source: c/folded.yaml'],
      [22, ' Source: c/t3.yaml'],
      [27, ' Source: c/t4.yaml']
    ]
  )
  assert.deepEqual(r.docs[2]!.value, { kind: 'ConfigMap', data: { x: 'folded text\n', true: 1, z: 1 } })
  assert.deepEqual(await parseYamlStreamAsync(text), r)
  // A document the library rejects: the whole-stream decoder (Go repair, messages with line numbers) decides.
  for (const bad of ['---\nspec:\n  args: ["x\ny"]\n', '---\nb: [\n', '---\na: 1\n a: 2\n']) {
    const t = docs.join('') + bad + docs[0]
    same(t)
    assert.deepEqual(await parseYamlStreamAsync(t), parseYamlStreamWithLibrary(t))
  }
  assert.equal(parseYamlStream(`${docs[0]}---\nb: [\n`).errors.length, 1)
  // A document the library refuses after decoding (an alias bomb): the error names its line in the stream.
  const bomb =
    'a: &a [x, x, x, x, x, x, x, x, x, x]\n' +
    Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`).join('\n')
  const withBomb = `${docs.join('')}---\n${bomb}\n${docs[1]}`
  same(withBomb)
  assert.deepEqual(parseYamlStream(withBomb).errors, [{ message: parseYamlStream(withBomb).errors[0]!.message, line: 31 }])
  assert.match(parseYamlStream(withBomb).errors[0]!.message, /alias/)
})

/** A seeded generator of documents in (and near) the subset. */
function generator(seed: number): () => string {
  let s = seed
  const rnd = (n: number): number => {
    s = (s * 1103515245 + 12345) % 2147483648
    return Math.floor((s / 2147483648) * n)
  }
  const pick = <T>(a: readonly T[]): T => a[rnd(a.length)]!
  const KEYS = ['a', 'name', 'app.kubernetes.io/name', 'on', 'yes', '1', '~', '"q k"', "'s'", 'a-b', 'x.y/z']
  const leaf = (): string =>
    pick([
      ...SCALARS.slice(0, 60),
      '[]',
      '{}',
      '[a, 1]',
      '{a: 1, b: [c, {d: e}]}',
      '[{a: x}, {b: "y"}]',
      '{ k: on , n: ~ }',
      '[{i: nginx:1.2}, a:b]',
      '{u: http://h:80/p, t: 1:20}',
      '|',
      '|-',
      '|+'
    ])
  const block = (ind: string, depth: number, out: string[]): void => {
    const n = 1 + rnd(3)
    for (let i = 0; i < n; i++) {
      const k = pick(KEYS)
      const r = depth > 3 ? 0 : rnd(6)
      if (rnd(8) === 0) out.push(pick(['', `${ind}# c`, '# c', '  ']))
      if (r === 0 || r === 1) {
        const v = leaf()
        out.push(`${ind}${k}: ${v}`)
        if (v.startsWith('|')) for (let j = rnd(3); j >= 0; j--) out.push(pick([`${ind}  line ${j}`, '', `${ind}    more`, `${ind}  `]))
      } else if (r === 2) {
        out.push(`${ind}${k}:`)
        block(`${ind}  `, depth + 1, out)
      } else {
        out.push(`${ind}${k}:`)
        const si = r === 3 ? ind : `${ind}  `
        for (let j = rnd(3); j >= 0; j--) {
          if (rnd(2) === 0) out.push(`${si}- ${leaf().replace(/^\|.*/, 'x')}`)
          else {
            const sub: string[] = []
            block(`${si}  `, depth + 1, sub)
            sub[0] = `${si}- ${sub[0]!.trimStart()}`
            out.push(...sub)
          }
        }
      }
    }
  }
  return () => {
    const out: string[] = []
    for (let d = rnd(3); d >= 0; d--) {
      out.push(pick(['---', '---', '---\n# Source: c/templates/x.yaml', '---\n', '# c\n---']))
      block('', 0, out)
    }
    let text = `${out.join('\n')}\n`
    // Sometimes a random edit: the result may be invalid or outside the subset, and must still agree.
    if (rnd(3) === 0) {
      const at = rnd(text.length)
      text = text.slice(0, at) + pick([' ', '\n', ':', '-', '#', '"', "'", '  ', '\t', '[', ']', '|', '{']) + text.slice(at + rnd(2))
    }
    return text
  }
}

test('subset YAML: seeded random documents (and random edits of them) decode as the library does', () => {
  const next = generator(12)
  let fast = 0
  for (let i = 0; i < 1500; i++) fast += same(next())
  assert.ok(fast > 1000, `only ${fast} documents read fast`)
})

// Real renders and real files: every document of a few corpus charts rendered by the real helm, and the corpus's
// YAML files (outside Go templates) up to 64 KB. scripts/yaml-subset-corpus.ts runs the whole corpus.
const CORPUS = '/work/shared/corpus'
const HELM = join(import.meta.dirname, '..', '..', '.tools', 'bin', 'helm')

test('subset YAML: real helm renders of corpus charts decode as the library does, mostly read fast', () => {
  let fast = 0
  for (const chart of ['cert-manager', 'ingress-nginx', 'grafana', 'vault', 'bitnami-postgresql']) {
    const out = execFileSync(HELM, ['template', 'r', join(CORPUS, 'charts', chart), '--namespace', 'ns'], { encoding: 'utf8', maxBuffer: 1 << 28 })
    fast += same(out)
  }
  assert.ok(fast > 50, `only ${fast} documents read fast`)
})

test('subset YAML: the YAML files of the corpus decode as the library does', () => {
  const files: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name)
      const st = statSync(p)
      if (st.isDirectory()) {
        if (name !== 'templates') walk(p)
      } else if (/\.ya?ml$/.test(name) && st.size <= 64 * 1024) files.push(p)
    }
  }
  walk(CORPUS)
  let fast = 0
  for (const f of files) fast += same(readFileSync(f, 'utf8'))
  assert.ok(files.length > 1000 && fast > 1000, `${files.length} files, ${fast} documents read fast`)
})

test('subset YAML: the shortcut for plain scalars that cannot be typed agrees with the schema on every 1-3 character string', () => {
  const typed = (s: string, atKey: boolean): unknown => {
    try {
      return typedPlain(s, atKey)
    } catch {
      return 'declined'
    }
  }
  const fast = (s: string, atKey: boolean): unknown => {
    try {
      return resolvePlain(s, atKey)
    } catch {
      return 'declined'
    }
  }
  const all = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
  const few = [...'~nNyYtTfFoOeExXbB0179+-.:_<a ']
  const strings = [...all, ...all.flatMap((a) => all.map((b) => a + b)), ...few.flatMap((a) => few.flatMap((b) => few.map((c) => a + b + c)))]
  for (const s of strings) for (const atKey of [false, true]) assert.deepStrictEqual(fast(s, atKey), typed(s, atKey), JSON.stringify(s))
})
