// Decoding PR content is bounded: aliases cannot multiply a document's size, nesting cannot overflow the stack.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { decodedProblem, parseYamlStream, MAX_DEPTH } from '../../src/lib/yaml/yaml.js'

test('a small document whose aliases expand to gigabytes is refused, quickly and with a clear error', () => {
  // 600 KB of text, 5000 references to one 500 KB mapping: 2.5 GB once expanded (what JSON.stringify or a diff sees).
  const big =
    'x: &x {' +
    Array.from({ length: 5000 }, (_, i) => `k${i}: "${'v'.repeat(100)}"`).join(', ') +
    '}\n' +
    Array.from({ length: 5000 }, (_, i) => `y${i}: *x`).join('\n')
  const t0 = performance.now()
  const r = parseYamlStream(big)
  assert.equal(r.docs.length, 0)
  assert.match(r.errors[0]!.message, /document refused: it expands to more than 16 MB through YAML aliases/)
  assert.ok(performance.now() - t0 < 10_000)
  // Billion laughs: stopped by the alias count.
  let lol = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
  let prev = 'a'
  for (const n of 'bcdefghi') {
    lol += `${n}: &${n} [${Array(9).fill(`*${prev}`).join(',')}]\n`
    prev = n
  }
  assert.equal(parseYamlStream(lol).docs.length, 0)
  assert.equal(parseYamlStream(lol).errors.length, 1)
})

test('ordinary aliases and merge keys still decode; a self-referencing alias is refused', () => {
  const r = parseYamlStream('base: &b {a: 1, list: [1, 2]}\nx: *b\nz: {<<: *b, c: 2}\n')
  assert.deepEqual(r.errors, [])
  assert.deepEqual(r.docs[0]!.value, { base: { a: 1, list: [1, 2] }, x: { a: 1, list: [1, 2] }, z: { a: 1, list: [1, 2], c: 2 } })
  assert.match(parseYamlStream('a: &a\n  b: *a\n').errors[0]!.message, /refers to a node that contains it/)
})

test('JSON nested 20,000 deep: a clear error, never a stack overflow', () => {
  const deep = '['.repeat(20_000) + ']'.repeat(20_000)
  const r = parseYamlStream(deep)
  assert.equal(r.docs.length, 0)
  assert.match(r.errors[0]!.message, /nested too deeply \(the limit is 1000 levels\)/)
  // Decoded by JSON.parse (directory apps' .json files): the iterative check bounds it.
  assert.equal(decodedProblem(JSON.parse(deep), 1e9), `it is nested deeper than ${MAX_DEPTH} levels`)
  let ok: unknown = 1
  for (let i = 0; i < 500; i++) ok = { k: ok }
  assert.equal(decodedProblem(ok, 1e9), undefined)
})

test('a document just under the depth limit is planned and diffed without overflowing the stack', async () => {
  const { makePlan, cm } = await import('../helpers/plans.js')
  const { runRules } = await import('../../src/rules/index.js')
  const nest = (leaf: string): unknown => {
    let v: unknown = leaf
    for (let i = 0; i < MAX_DEPTH - 5; i++) v = { k: v }
    return v
  }
  assert.equal(decodedProblem({ spec: nest('a') }, 1e9), undefined)
  const p = makePlan([{ ...cm('x'), spec: nest('a') }], [{ ...cm('x'), spec: nest('b') }], { name: 'deep' })
  assert.equal(p.update.length, 1)
  assert.match(p.update[0]!.paths[0]!.path, /^spec(\.k){995}$/)
  runRules([p])
})

test('a template-like file with an unquoted `{{ x }}` key decodes without a Node.js warning on stderr', async () => {
  // Found by the history replay: GitOps repositories hold template files whose keys are `{{ .x }}` (a YAML flow map).
  const warnings: string[] = []
  const onWarning = (w: Error) => warnings.push(w.message)
  process.on('warning', onWarning)
  try {
    const r = parseYamlStream('metadata:\n  {{ .app_namespace }}: x\n')
    assert.equal(r.docs.length, 1)
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('warning', onWarning)
  }
  assert.deepEqual(warnings, [])
})
