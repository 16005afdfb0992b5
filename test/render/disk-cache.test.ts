// The render cache's entries: what is stored comes back, and nothing damaged or foreign is ever used (a miss counted
// as rejected, never an error).
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import type { AppRender } from '../../src/render/app.js'
import Ajv from 'ajv'
import { CACHE_FORMAT, ENTRY_SCHEMA, RenderCache, renderCacheKey, rendererIdentity } from '../../src/render/disk-cache.js'
import { tempDir } from '../helpers/tools.js'
import { ENTRY_VALIDATOR_FILE, entryValidatorSource } from '../../scripts/gen-validators.js'

const render = (value = '1'): AppRender => ({
  docs: [
    { obj: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' }, data: { v: value } }, file: 'charts/a/templates/cm.yaml', line: 1, source: 0 },
    {
      obj: { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, data: { p: 'eHl6' } },
      source: 0,
      unstable: [{ path: 'data.p', segments: ['data', 'p'], change: 'changed' }]
    }
  ],
  sources: [{ index: 0, type: 'helm', repoURL: 'https://x/y.git', path: 'charts/a', chart: '', targetRevision: 'HEAD', ref: '' }],
  warnings: ['a warning'],
  templates: { 'charts/a/templates/cm.yaml': 'kind: ConfigMap' }
})

const entryPath = (dir: string, key: string) => join(dir, `v${CACHE_FORMAT}`, key.slice(0, 2), `${key}.json`)
/** An entry file as its header and its render (the two lines of the file). */
const readEntry = (path: string) => {
  const [header, render] = readFileSync(path, 'utf8').split('\n') as [string, string]
  return { header: JSON.parse(header), render: JSON.parse(render) }
}
const writeEntry = (path: string, e: { header: unknown; render: unknown }) => writeFileSync(path, `${JSON.stringify(e.header)}\n${JSON.stringify(e.render)}`)
const sha = (s: string) => createHash('sha256').update(s).digest('hex')

test('render cache: a stored render comes back; without the determinism check its unstable fields are dropped', () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  const key = renderCacheKey({ app: 'x' })
  assert.equal(c.get(key, false), undefined)
  assert.ok(c.put(key, render(), true, { helm: '4.1.4', kustomize: 'unknown (probe failed)' }))
  const withDet = c.get(key, true)!
  assert.deepEqual(withDet.render, JSON.parse(JSON.stringify(render())))
  assert.deepEqual(withDet.versions, { helm: '4.1.4' }, 'only real version strings are kept')
  const without = c.get(key, false)!
  assert.equal(without.render.docs[1]!.unstable, undefined)
  assert.deepEqual(c.counters, { hits: 2, misses: 1, rejected: 0, written: 1, uncacheable: 0 })
})

test('render cache: text outside ASCII is stored as UTF-8 bytes whose sha256 is the digest, and comes back equal (put and putLater)', async () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  const r = render('grüße 日本 🚀 \ud800 end')
  const [k1, k2] = [renderCacheKey({ app: 'utf8-put' }), renderCacheKey({ app: 'utf8-later' })]
  assert.ok(c.put(k1, r, false, {}))
  assert.ok(c.putLater(k2, r, false, {}))
  await c.flush()
  for (const key of [k1, k2]) {
    const bytes = readFileSync(entryPath(dir, key))
    const nl = bytes.indexOf(0x0a)
    const header = JSON.parse(bytes.subarray(0, nl).toString('utf8')) as { digest: string }
    assert.equal(
      header.digest,
      createHash('sha256')
        .update(bytes.subarray(nl + 1))
        .digest('hex')
    )
    assert.ok(bytes.subarray(nl + 1).includes(Buffer.from('grüße 日本 🚀')), 'written as UTF-8')
    const back = new RenderCache(dir).get(key, false)!
    assert.equal((back.render.docs[0]!.obj.data as Record<string, string>).v, 'grüße 日本 🚀 \ud800 end')
  }
})

test('render cache: an entry written without the determinism check is a miss for a run that needs it', () => {
  const c = new RenderCache(tempDir())
  const key = renderCacheKey({ app: 'y' })
  c.put(key, render(), false, {})
  assert.equal(c.get(key, true), undefined)
  assert.ok(c.get(key, false))
  assert.equal(c.counters.rejected, 0)
})

test('render cache: keys differ for any input change, and the renderer identity names path, size and mtime', () => {
  assert.notEqual(renderCacheKey({ app: 'a', settings: { network: true } }), renderCacheKey({ app: 'a', settings: { network: false } }))
  assert.equal(renderCacheKey({ b: 1, a: 2 }), renderCacheKey({ a: 2, b: 1 }), 'canonical: key order does not matter')
  const bin = join(tempDir(), 'helm')
  writeFileSync(bin, '#!/bin/sh\n', { mode: 0o755 })
  const before = rendererIdentity({ helm: bin, kustomize: bin })
  utimesSync(bin, new Date(0), new Date(1000))
  const after = rendererIdentity({ helm: bin, kustomize: bin })
  assert.notEqual(before.helm, after.helm, 'a binary with a new mtime is another renderer')
  assert.match(rendererIdentity({ helm: join(bin, 'missing') }).helm!, /^unresolved: /)
})

test('render cache: corrupt, truncated, foreign, tampered, oversized and malformed entries are rejected misses', () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  const keys = Array.from({ length: 6 }, (_, i) => renderCacheKey({ app: `k${i}` }))
  for (const k of keys) c.put(k, render(), true, {})
  const [garbage, truncated, foreign, tampered, malformed, other] = keys as [string, string, string, string, string, string]
  writeFileSync(entryPath(dir, garbage), 'not json at all {')
  const text = readFileSync(entryPath(dir, truncated), 'utf8')
  writeFileSync(entryPath(dir, truncated), text.slice(0, text.length / 2))
  // An entry copied under another key's name: its key field differs from the file name.
  copyFileSync(entryPath(dir, other), entryPath(dir, foreign))
  // A valid entry whose render was changed without its digest.
  const e = readEntry(entryPath(dir, tampered))
  e.render.docs[0].obj.data.v = '2'
  writeEntry(entryPath(dir, tampered), e)
  // A render of the wrong shape under a digest that matches it (a writer who recomputed the digest): the schema catches it.
  const m = readEntry(entryPath(dir, malformed))
  m.render.docs[0].line = 'one'
  m.header.digest = sha(JSON.stringify(m.render))
  writeEntry(entryPath(dir, malformed), m)
  for (const k of [garbage, truncated, foreign, tampered, malformed]) assert.equal(c.get(k, false), undefined, k)
  assert.equal(c.counters.rejected, 5)
  assert.ok(c.get(other, false), 'the untouched entry still serves')
  const small = new RenderCache(dir, 100)
  assert.equal(small.get(other, false), undefined, 'over the size cap')
  assert.equal(small.counters.rejected, 1)
})

test('render cache: renders of a wrong shape under a matching digest are rejected by the generated validator, one field at a time', () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  type Doc = { obj?: unknown; source?: unknown; unstable?: Array<{ change: string }> } & Record<string, unknown>
  type R = { docs: Doc[]; sources: Array<Record<string, unknown>>; warnings: unknown[]; templates: Record<string, unknown> } & Record<string, unknown>
  const mutations: Array<[string, (r: R) => void]> = [
    ['an extra field in the render', (r) => (r.extra = 1)],
    ['a document without its object', (r) => delete r.docs[0]!.obj],
    ['an object that is an array', (r) => (r.docs[0]!.obj = [])],
    ['a negative source index', (r) => (r.docs[0]!.source = -1)],
    ['an unknown kind of field change', (r) => (r.docs[1]!.unstable![0]!.change = 'moved')],
    ['a warning that is not a string', (r) => (r.warnings[0] = 7)],
    ['a template text that is not a string', (r) => (r.templates.x = null)],
    ['a source without its ref', (r) => delete r.sources[0]!.ref]
  ]
  for (const [what, mutate] of mutations) {
    const key = renderCacheKey({ app: what })
    c.put(key, render(), true, {})
    const e = readEntry(entryPath(dir, key))
    mutate(e.render as R)
    e.header.digest = sha(JSON.stringify(e.render))
    writeEntry(entryPath(dir, key), e)
    assert.equal(c.get(key, false), undefined, what)
  }
  assert.equal(c.counters.rejected, mutations.length)
  const fine = renderCacheKey({ app: 'fine' })
  c.put(fine, render(), true, { helm: '4.1.4' })
  assert.deepEqual(c.get(fine, true)?.render, render(), 'a well-formed entry passes the same validator')
})

test('render cache: a render JSON cannot carry (NaN) is not stored', () => {
  const c = new RenderCache(tempDir())
  const r = render()
  r.docs[0]!.obj.spec = { x: Number.NaN }
  assert.equal(c.put(renderCacheKey({ app: 'nan' }), r, false, {}), false)
  assert.equal(c.counters.written, 0)
})

test('render cache: eviction keeps the directory under the cap, least recently used first', () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  const keys = Array.from({ length: 4 }, (_, i) => renderCacheKey({ app: `e${i}` }))
  keys.forEach((k, i) => {
    c.put(k, render(String(i)), false, {})
    utimesSync(entryPath(dir, k), new Date(1000 * (i + 1)), new Date(1000 * (i + 1)))
  })
  c.get(keys[0]!, false) // used now: the newest
  const size = statSync(entryPath(dir, keys[1]!)).size
  const stale = join(dir, `v${CACHE_FORMAT}`, 'zz')
  mkdirSync(stale, { recursive: true })
  writeFileSync(join(stale, 'x.json.1.tmp'), '')
  utimesSync(join(stale, 'x.json.1.tmp'), new Date(0), new Date(0))
  assert.equal(c.evict(size * 2 + 10), 3, 'two oldest entries and the stale temp file')
  const left = readdirSync(join(dir, `v${CACHE_FORMAT}`)).flatMap((s) => readdirSync(join(dir, `v${CACHE_FORMAT}`, s)))
  assert.deepEqual(left.sort(), [keys[0]!, keys[3]!].map((k) => `${k}.json`).sort())
})

test('render cache: renderer versions are remembered per binary identity, and only real versions', () => {
  const c = new RenderCache(tempDir())
  const id = { helm: '/bin/helm 1 2 ', kustomize: 'unresolved: not found' }
  assert.deepEqual(c.knownVersions(id), {})
  c.rememberVersions(id, { helm: '4.1.4', kustomize: '5.7.1' }, {})
  assert.deepEqual(c.knownVersions(id), { helm: '4.1.4' }, 'an unresolved binary has no identity to remember')
  assert.deepEqual(c.knownVersions({ helm: '/bin/helm 1 3 ' }), {}, 'another mtime: unknown')
  c.rememberVersions({ helm: '/bin/helm 9 9 ' }, { helm: 'unknown (version probe failed twice: x)' }, {})
  assert.deepEqual(c.knownVersions({ helm: '/bin/helm 9 9 ' }), {})
})

test("render cache: the entry schema is a valid JSON Schema, and the committed validator is ajv's code for it as it is now", () => {
  const ajv = new Ajv.default({ strict: false, allErrors: true })
  assert.equal(ajv.validateSchema(ENTRY_SCHEMA), true, JSON.stringify(ajv.errors))
  assert.doesNotThrow(() => ajv.compile(ENTRY_SCHEMA))
  assert.ok(
    readFileSync(ENTRY_VALIDATOR_FILE, 'utf8') === entryValidatorSource(),
    'src/render/disk-cache-entry-validate.ts is not what ajv writes for ENTRY_SCHEMA: run `npm run gen:validators`'
  )
})

test('render cache: putLater creates an entry folder the write finds missing; a folder that cannot be created fails that entry alone', async () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  const keys = Array.from({ length: 40 }, (_, i) => renderCacheKey({ app: `folder${i}` }))
  // One folder taken by a file: its entries cannot be written (not ENOENT, so no folder is made over it).
  const root = join(dir, `v${CACHE_FORMAT}`)
  const blocked = keys[0]!.slice(0, 2)
  mkdirSync(root)
  writeFileSync(join(root, blocked), 'not a folder')
  keys.forEach((k, i) => assert.equal(c.putLater(k, render(String(i)), true, {}), true))
  await c.flush()
  const ok = keys.filter((k) => k.slice(0, 2) !== blocked)
  assert.equal(c.counters.written, ok.length)
  for (const k of ok) assert.ok(new RenderCache(dir).get(k, true), `entry ${k} read back`)
  assert.equal(new RenderCache(dir).get(keys[0]!, true), undefined)
  // Nothing half-written is left behind: only entry files in the folders.
  for (const f of readdirSync(root)) if (f !== blocked) for (const e of readdirSync(join(root, f))) assert.match(e, /^[0-9a-f]{64}\.json$/)
})

test('render cache: putLater entries are written in the background, flush waits for them; one read back at once is written first', async () => {
  const dir = tempDir()
  const c = new RenderCache(dir)
  const keys = Array.from({ length: 5 }, (_, i) => renderCacheKey({ app: `later${i}` }))
  keys.forEach((k, i) => assert.equal(c.putLater(k, render(String(i)), true, { helm: '4.1.4' }), true))
  assert.equal(c.putLater(renderCacheKey({ app: 'nan' }), { ...render('x'), docs: [{ obj: { n: NaN }, source: 0 }] } as AppRender, false, {}), false)
  // A lookup of a pending entry in the same run writes it and answers from the file like any entry.
  const early = c.get(keys[0]!, true)
  assert.deepEqual(early?.render.docs, render('0').docs)
  assert.equal(c.counters.written, 1)
  await c.flush()
  assert.equal(c.counters.written, 5)
  for (const [i, k] of keys.entries()) assert.deepEqual(new RenderCache(dir).get(k, true)?.render.docs, render(String(i)).docs, `entry ${i}`)
  await c.flush()
  assert.equal(c.counters.written, 5, 'a second flush writes nothing again')
})
