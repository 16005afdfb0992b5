// The pure parts of the rendered diff: the line diff (minimal, bounded), unified hunks, Argo CD's Secret masking
// (util/diff HideSecretData / NormalizeSecret) and nondeterministic fields (R5.1) that read as masked, not changed.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { maskPaths } from '../../src/k8s/diff.js'
import type { Manifest } from '../../src/k8s/resource.js'
import { diffLines, unifiedDiff, unifiedHunks, type LineOp } from '../../src/plan/line-diff.js'
import { renderedDiff } from '../../src/plan/rendered-diff.js'
import { hideSecretData } from '../../src/plan/secret-mask.js'

const apply = (ops: LineOp[]) => ({ a: ops.filter((o) => o.op !== '+').map((o) => o.text), b: ops.filter((o) => o.op !== '-').map((o) => o.text) })
const edits = (ops: LineOp[]) => ops.filter((o) => o.op !== ' ').length

test('line diff: the edit script turns a into b with the fewest edits (Myers)', () => {
  const a = 'a b c a b b a'.split(' ')
  const b = 'c b a b a c'.split(' ')
  const ops = diffLines(a, b)
  assert.deepEqual(apply(ops), { a, b })
  assert.equal(edits(ops), 5, 'the classic example has edit distance 5')
  assert.deepEqual(diffLines(['x'], ['x']), [{ op: ' ', text: 'x' }])
  assert.deepEqual(diffLines([], ['n']), [{ op: '+', text: 'n' }])
})

test('line diff: past the edit bound the middle is replaced whole, still a correct script', () => {
  const a = Array.from({ length: 50 }, (_, i) => `a${i}`)
  const b = Array.from({ length: 50 }, (_, i) => `b${i}`)
  const ops = diffLines(['same', ...a, 'end'], ['same', ...b, 'end'], 10)
  assert.deepEqual(apply(ops), { a: ['same', ...a, 'end'], b: ['same', ...b, 'end'] })
  assert.equal(edits(ops), 100)
})

test('line diff: over the edit bound, lines unique on both sides anchor the segments (patience), so spread changes stay small', () => {
  const a = Array.from({ length: 400 }, (_, i) => (i % 2 ? '  - x' : `  id: ${i}`))
  const b = a.map((l, i) => (i % 40 === 0 ? `${l} changed` : l))
  const ops = diffLines(a, b, 4) // 20 edits needed, the bound is 4: each anchored segment is diffed on its own
  assert.deepEqual(apply(ops), { a, b })
  assert.equal(edits(ops), 20)
})

test('unified hunks: 3 lines of context, nearby changes merged, line numbers as diff -u writes them', () => {
  const a = Array.from({ length: 20 }, (_, i) => `l${i + 1}`)
  const b = [...a]
  b[1] = 'X2'
  b[4] = 'X5'
  b[17] = 'X18'
  const h = unifiedHunks(diffLines(a, b))
  assert.deepEqual(
    h.filter((l) => l.startsWith('@@')),
    ['@@ -1,8 +1,8 @@', '@@ -15,6 +15,6 @@']
  )
  assert.deepEqual(unifiedHunks(diffLines(['a'], ['a'])), [])
  assert.deepEqual(unifiedHunks(diffLines([], ['x', 'y'])), ['@@ -0,0 +1,2 @@', '+x', '+y'])
  assert.deepEqual(unifiedHunks(diffLines(['x'], [])), ['@@ -1 +0,0 @@', '-x'])
})

test('unified diff (no op per shared line) gives the hunks of unifiedHunks(diffLines) on random line lists', () => {
  let seed = 7
  const rand = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n
  const lines = (n: number): string[] => Array.from({ length: n }, () => `l${rand(5)}`)
  let changed = 0
  for (let i = 0; i < 3000; i++) {
    // A shared prefix and suffix around a middle that differs (or not): the shape of an updated object.
    const pre = lines(rand(12))
    const suf = lines(rand(12))
    const a = [...pre, ...lines(rand(4)), ...suf]
    const b = [...pre, ...lines(rand(4)), ...suf]
    const want = unifiedHunks(diffLines(a, b))
    assert.deepEqual(unifiedDiff(a, b), want, `${JSON.stringify(a)} -> ${JSON.stringify(b)}`)
    if (want.length > 0) changed++
  }
  assert.ok(changed > 2000, `most pairs differ (${changed})`)
  // One changed line between shared ones: removed, then added.
  assert.deepEqual(unifiedDiff(['k: 1', 'v: 1', 'z: 1'], ['k: 1', 'v: 2', 'z: 1']), ['@@ -1,3 +1,3 @@', ' k: 1', '-v: 1', '+v: 2', ' z: 1'])
  assert.deepEqual(diffLines(['x'], ['y']), [
    { op: '-', text: 'x' },
    { op: '+', text: 'y' }
  ])
})

const secret = (data: Record<string, string>, stringData?: Record<string, string>): Manifest => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 's', annotations: { 'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify({ data }) } },
  data,
  ...(stringData ? { stringData } : {})
})

test('Secret masking like Argo CD: same value same mask, a new value four + more; stringData folded into data', () => {
  const m = hideSecretData(secret({ a: 'QQ==', b: 'Qg==' }), secret({ a: 'QQ==', b: 'Qw==' }, { c: 'plain-text' }))
  assert.deepEqual(m.base!.data, { a: '++++++++', b: '++++++++' })
  assert.deepEqual(m.head!.data, { a: '++++++++', b: '++++++++++++', c: '++++++++' })
  assert.equal(m.head!.stringData, undefined)
  assert.deepEqual([m.changed, m.unchanged], [['b', 'c'], ['a']])
  const ann = (o: Manifest) => (o.metadata as { annotations: Record<string, string> }).annotations['kubectl.kubernetes.io/last-applied-configuration']
  assert.deepEqual([ann(m.base!), ann(m.head!)], ['++++++++', '++++++++'.padEnd(12, '+')])
  // stringData with the value data already had (base64 of it) is the same value: unchanged, as Argo CD sees it.
  const same = hideSecretData(secret({ k: Buffer.from('v').toString('base64') }), secret({}, { k: 'v' }))
  assert.deepEqual(same.unchanged, ['k'])
  // A created or pruned Secret (one side only) is masked too.
  const created = renderedDiff(undefined, secret({ k: Buffer.from('created-value').toString('base64') }, { s: 'string-value' }))
  assert.ok(created.lines.includes('+  k: ++++++++') && created.lines.includes('+  s: ++++++++'))
  assert.doesNotMatch(created.lines.join('\n'), /created-value|string-value|Y3JlYXRlZC12YWx1ZQ/)
  // Not a Secret: untouched.
  const cm = { apiVersion: 'v1', kind: 'ConfigMap', data: { a: 'x' } }
  assert.equal(hideSecretData(cm, cm).head, cm)
  const crd = { apiVersion: 'example.io/v1', kind: 'Secret', data: { a: 'x' } }
  assert.equal(hideSecretData(crd, crd).head, crd, 'only the core Secret kind')
})

test('nondeterministic fields (masked in both renders) read as masked context, never as a change', () => {
  const cm = (rand: string, v: string): Manifest => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { token: rand, v } })
  const path = [['data', 'token']]
  const d = renderedDiff(maskPaths(cm('r4nd0m1', '1'), path), maskPaths(cm('zzz999', '2'), path))
  assert.ok(d.lines.includes('   token: <nondeterministic>'))
  assert.deepEqual(
    d.lines.filter((l) => /^[+-]/.test(l)),
    ['-  v: "1"', '+  v: "2"']
  )
  assert.ok(!d.lines.join('\n').includes('r4nd0m1'))
})

test('objects a render shares through YAML aliases are written out in full, never as anchors', () => {
  const env = [{ name: 'A', value: '1' }]
  const dep = (image: string): Manifest => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'd' },
    spec: {
      template: {
        spec: {
          containers: [
            { name: 'a', image, env },
            { name: 'b', image, env }
          ]
        }
      }
    }
  })
  const d = renderedDiff(dep('x:1'), dep('x:2'))
  assert.doesNotMatch(d.lines.join('\n'), /[&*]a\d/)
  assert.equal(d.lines.filter((l) => l === '         - name: A').length, 2, 'the shared env list appears under both containers')
  assert.deepEqual(
    d.lines.filter((l) => /^[+-]/.test(l)),
    ['-        image: x:1', '+        image: x:2', '-        image: x:1', '+        image: x:2']
  )
})
