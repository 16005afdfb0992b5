import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { test } from 'node:test'
import { BlobTexts } from '../../src/git/blob-texts.js'
import { GitRepo } from '../../src/git/git.js'
import { APPLICATION_MARKER } from '../../src/argocd/discover.js'
import { MAX_MANIFEST_BYTES, Snapshot } from '../../src/git/snapshot.js'
import { commit, dropObject, makeRepo, oidOf } from '../helpers/git.js'
import { tempDir } from '../helpers/tools.js'

async function readAll(texts: BlobTexts, oids: string[]): Promise<Array<string | undefined>> {
  const out: Array<string | undefined> = new Array(oids.length).fill(undefined)
  await texts.read(oids, (i, blob) => (out[i] = blob.text))
  return out
}

test('blob texts: a blob an earlier request read is not read from git again; a new one is, a missing one is left out', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n', 'b.yaml': 'b: 1\n', 'c.yaml': 'c: 1\n' })
  const [a, b, c] = ['a.yaml', 'b.yaml', 'c.yaml'].map((p) => oidOf(dir, 'HEAD', p)) as [string, string, string]
  const texts = new BlobTexts(dir)
  assert.deepEqual(await readAll(texts, [a, b]), ['a: 1\n', 'b: 1\n'])
  dropObject(dir, 'HEAD', 'b.yaml') // only an earlier read can answer for b now
  assert.deepEqual(await readAll(texts, [b, c, 'f'.repeat(40)]), ['b: 1\n', 'c: 1\n', undefined])
  assert.deepEqual(await readAll(new BlobTexts(dir), [b, c]), [undefined, 'c: 1\n'], 'a reader of its own asks git')
})

test('blob texts: requests made at once share the blobs they both want; a text over the sharing bound is not kept', async () => {
  const dir = makeRepo({ 'small.yaml': 'x: 1\n', 'big.yaml': `x: ${'y'.repeat(100)}\n`, 'own.yaml': 'own: 1\n' })
  const [small, big, own] = ['small.yaml', 'big.yaml', 'own.yaml'].map((p) => oidOf(dir, 'HEAD', p)) as [string, string, string]
  const texts = new BlobTexts(dir, 50)
  const [first, second] = await Promise.all([readAll(texts, [small, big]), readAll(texts, [big, own, small])])
  assert.deepEqual(first, ['x: 1\n', `x: ${'y'.repeat(100)}\n`])
  assert.deepEqual(second, [`x: ${'y'.repeat(100)}\n`, 'own: 1\n', 'x: 1\n'])
  dropObject(dir, 'HEAD', 'small.yaml')
  dropObject(dir, 'HEAD', 'big.yaml')
  assert.deepEqual(await readAll(texts, [small, big]), ['x: 1\n', undefined], 'the small text was kept, the big one read again')
})

test('blob texts: a text no snapshot keeps is not held until the read ends (20 blobs of 2 MB are held about one at a time)', async () => {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  const MB = 1024 * 1024
  const files: Record<string, string> = {}
  for (let i = 0; i < 20; i++) files[`f${i}.yaml`] = `x: ${'y'.repeat(2 * MB + i)}\n`
  const dir = makeRepo(files)
  const oids = Object.keys(files).map((p) => oidOf(dir, 'HEAD', p))
  const held = (): number => process.memoryUsage().heapUsed + process.memoryUsage().external
  gc()
  const before = held()
  let most = 0
  let handed = 0
  await new BlobTexts(dir, MB).read(oids, (i, { text }) => {
    assert.equal(text!.length, 2 * MB + i + 4)
    handed++
    gc()
    most = Math.max(most, held() - before)
  })
  assert.equal(handed, 20)
  assert.ok(most < 12 * MB, `${(most / MB).toFixed(0)} MB held while reading 40 MB of texts nobody keeps`)
})

test('blob texts: a blob over maxBytes is not read, only its size is handed over; one of exactly maxBytes is read', async () => {
  const dir = makeRepo({ 'at.yaml': 'x'.repeat(99) + '\n', 'over.yaml': 'y'.repeat(100) + '\n', 'uni.yaml': 'ü\n' })
  const oids = ['at.yaml', 'over.yaml', 'uni.yaml'].map((p) => oidOf(dir, 'HEAD', p))
  const got: Array<{ size: number; text?: string }> = []
  await new BlobTexts(dir, undefined, 100).read(oids, (i, blob) => (got[i] = blob))
  assert.deepEqual(got, [{ size: 100, text: 'x'.repeat(99) + '\n' }, { size: 101 }, { size: 3, text: 'ü\n' }], 'sizes are in bytes')
})

test('snapshot: a shared reader with another cap is refused; a link whose target is longer than the cap is still read', async () => {
  const dir = makeRepo({ 'apps/a.yaml': 'kind: A\n', 'deep/folder/with/a/long/name/cm.yaml': 'kind: B\n' })
  execFileSync('ln', ['-s', 'deep/folder/with/a/long/name', 'linked'], { cwd: dir })
  commit(dir, {}, 'link')
  const repo = await GitRepo.open(dir)
  const sha = (await repo.resolve('HEAD')).sha
  await assert.rejects(Snapshot.load(repo, sha, join(tempDir(), 'snap'), { maxManifestBytes: 10, texts: new BlobTexts(repo.root) }), /skip blobs over 10 bytes/)
  const s = await Snapshot.load(repo, sha, join(tempDir(), 'snap'), { maxManifestBytes: 10 })
  assert.equal(s.outOfBoundSymlink(), undefined)
  await s.ensure(['linked', 'deep'])
  assert.equal(readFileSync(join(s.dir, 'linked', 'cm.yaml'), 'utf8'), 'kind: B\n', 'the link is written with its whole target')
  assert.deepEqual(s.oversized, [], 'no manifest mentions argoproj.io')
})

test('blob texts: a failed read rejects every request waiting on it and is not remembered', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  const a = oidOf(dir, 'HEAD', 'a.yaml')
  const later = join(tempDir(), 'later')
  const texts = new BlobTexts(later)
  await assert.rejects(Promise.all([readAll(texts, [a]), readAll(texts, [a])]))
  execFileSync('git', ['clone', '-q', dir, later])
  assert.deepEqual(await readAll(texts, [a]), ['a: 1\n'], 'read again once the repository is there')
})

test('snapshots of base and head sharing a reader hold the same texts as snapshots read alone', async () => {
  const dir = makeRepo({ 'apps/a.yaml': 'kind: A\n', 'apps/b.yaml': 'kind: B\n', 'c/k.yaml': 'k: 1\n' })
  commit(dir, { 'apps/b.yaml': 'kind: B2\n', 'apps/d.yaml': 'kind: D\n' }, 'head', ['c/k.yaml'])
  const repo = await GitRepo.open(dir)
  const [base, head] = [(await repo.resolve('HEAD~1')).sha, (await repo.resolve('HEAD')).sha]
  const texts = new BlobTexts(repo.root, undefined, MAX_MANIFEST_BYTES)
  const shared = await Promise.all([base, head].map((sha) => Snapshot.load(repo, sha, join(tempDir(), 'snap'), { texts })))
  const alone = await Promise.all([base, head].map((sha) => Snapshot.load(repo, sha, join(tempDir(), 'snap'))))
  for (const [i, s] of shared.entries()) {
    assert.deepEqual(s.textPaths(), alone[i]!.textPaths(), 'same paths, same order')
    for (const p of s.textPaths()) assert.equal(s.text(p), alone[i]!.text(p))
  }
  assert.deepEqual(shared[1]!.textPaths(), ['apps/a.yaml', 'apps/b.yaml', 'apps/d.yaml'])
  assert.equal(shared[1]!.text('apps/b.yaml'), 'kind: B2\n')
})

test('snapshot: the caller says what marks a file that may hold an Application; an unread manifest holding it is listed as oversized', async () => {
  const dir = makeRepo({ 'app.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: Application\n', 'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\n' })
  const repo = await GitRepo.open(dir)
  const sha = (await repo.resolve('HEAD')).sha
  const marked = await Snapshot.load(repo, sha, join(tempDir(), 'snap'), { maxManifestBytes: 10, marker: APPLICATION_MARKER })
  assert.deepEqual(marked.oversized, [{ path: 'app.yaml', size: 51 }])
  const unmarked = await Snapshot.load(repo, sha, join(tempDir(), 'snap'), { maxManifestBytes: 10 })
  assert.deepEqual(unmarked.oversized, [], 'without a marker nothing is searched for')
})
