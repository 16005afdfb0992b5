// test-tier: slow (large renders decoded on and off the main thread)
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseYamlStreamAsync, parseYamlStreamAsyncWithin } from '../../src/lib/yaml/yaml.js'
import { decodeInWorker, parseYamlStreamOffThread } from '../../src/lib/yaml/offthread.js'

// A large render is decoded in a worker thread; the result must be exactly what the main-thread decoder gives, and
// anything the worker cannot hand back unchanged (syntax errors, non-JSON values, refused documents) must still be.
const cm = (i: number): string =>
  `# Source: c/templates/cm.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\ndata: !!map {on: yes, n: 010, i: "${i}"}\n`
const BIG = Array.from({ length: 1200 }, (_, i) => cm(i)).join('---\n')

test('off-thread decoding: the same documents, lines and Source comments as on the main thread, in order', async () => {
  assert.ok(await decodeInWorker(BIG), 'the worker decoded it')
  const off = await parseYamlStreamOffThread(BIG, 1)
  assert.equal(off.docs.length, 1200)
  assert.deepEqual(off, await parseYamlStreamAsync(BIG))
  assert.equal(off.docs[1199]!.line, 1199 * 7 + 2)
})

test('off-thread decoding: syntax errors, a !!set, an !!omap and a refused alias bomb decode as on the main thread', async () => {
  const bomb =
    'a: &a [x, x, x, x, x, x, x, x, x, x]\n' +
    Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`).join('\n')
  const streams = [
    BIG + '---\nkey: [unclosed\n',
    BIG + '---\nkind: X\ns: !!set {a, b}\n',
    BIG + '---\nkind: X\no: !!omap [a: 1, b: 2]\n',
    BIG + '---\n' + bomb + '\n',
    '['.repeat(1100) + ']'.repeat(1100) + '\n'
  ]
  for (const s of streams.slice(0, 3)) assert.equal(await decodeInWorker(s), undefined, 'the worker declines it')
  assert.deepEqual(await decodeInWorker(streams[4]!), await parseYamlStreamAsync(streams[4]!), 'the worker answers a too-deep stream itself')
  for (const s of streams) assert.deepEqual(await parseYamlStreamOffThread(s, 1), await parseYamlStreamAsync(s), s.slice(-60))
})

test('off-thread decoding: a small stream stays on the main thread (same result)', async () => {
  assert.deepEqual(await parseYamlStreamOffThread(cm(1)), await parseYamlStreamAsync(cm(1)))
})

test('off-thread decoding: a render the subset reader reads stays on the main thread; one mostly outside it goes to the worker', async () => {
  const block = (i: number): string => `---\n# Source: c/templates/cm.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\ndata:\n  on: yes\n`
  const fast = Array.from({ length: 1200 }, (_, i) => block(i)).join('')
  const onMain = await parseYamlStreamAsyncWithin(fast, 1)
  assert.ok(onMain, 'no document needs the library')
  assert.deepEqual(onMain, await parseYamlStreamOffThread(fast, 1))
  assert.deepEqual(onMain.docs[1]!.value, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm-1' }, data: { true: true } })
  // BIG's documents use a tag (`!!map`), outside the subset: more than `min` characters for the library, so the worker.
  assert.equal(await parseYamlStreamAsyncWithin(BIG, 1), undefined)
  assert.ok((await parseYamlStreamAsyncWithin(BIG, BIG.length))!.docs.length === 1200)
})
