import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { GitRepo } from '../../src/git/git.js'
import { Snapshot } from '../../src/git/snapshot.js'
import { outOfBoundSymlinkError } from '../../src/render/source.js'
import { RenderError } from '../../src/render/types.js'
import { commit, dropObject, git as gitCmd, makeRepo } from '../helpers/git.js'
import { tempDir } from '../helpers/tools.js'

test('R1.1.5: a snapshot reads committed text from git objects and writes only requested paths', async () => {
  const dir = makeRepo({ 'a/x.yaml': 'x: 1\n', 'a/sub/y.yaml': 'y: 1\n', 'b/z.yaml': 'z: 1\n', 'bin.dat': 'raw' })
  const repo = await GitRepo.open(dir)
  const { sha } = await repo.resolve('HEAD')
  const out = join(tempDir(), 'snap')
  const snap = await Snapshot.load(repo, sha, out)
  assert.equal(snap.text('a/x.yaml'), 'x: 1\n')
  assert.equal(snap.text('bin.dat'), undefined, 'only manifest-like files are loaded as text')
  assert.deepEqual(readdirSync(out), [], 'nothing written up front')
  // Concurrent requests coalesce and all get written.
  await Promise.all([snap.ensure(['a']), snap.ensure(['b/z.yaml'])])
  assert.ok(existsSync(join(out, 'a/sub/y.yaml')))
  assert.ok(existsSync(join(out, 'b/z.yaml')))
  assert.ok(!existsSync(join(out, 'bin.dat')))
  await snap.ensure('all')
  assert.equal(readFileSync(join(out, 'bin.dat'), 'utf8'), 'raw')
})

test('a request returns once its own files are written, while the files of a later request in the same write follow', async () => {
  const files: Record<string, string> = { 'first/a.yaml': 'a: 1\n', 'first/b.yaml': 'b: 1\n' }
  for (let i = 0; i < 300; i++) files[`second/f${String(i).padStart(3, '0')}.yaml`] = `n: ${i}\n`
  const dir = makeRepo(files)
  const repo = await GitRepo.open(dir)
  const out = join(tempDir(), 'snap')
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, out)
  const seen: number[] = []
  const count = () => (existsSync(join(out, 'second')) ? readdirSync(join(out, 'second')).length : 0)
  await Promise.all([
    snap.ensure(['first']).then(() => {
      assert.ok(existsSync(join(out, 'first/a.yaml')) && existsSync(join(out, 'first/b.yaml')))
      seen.push(count())
    }),
    snap.ensure(['second']).then(() => seen.push(count()))
  ])
  assert.ok(seen[0]! < 300, `the first request returned before the second request's files were all written (${seen[0]} of 300)`)
  assert.equal(seen[1], 300)
  // A request for files written already returns at once; one for files on their way waits for them.
  const again = snap.ensure(['first/a.yaml', 'second/f299.yaml'])
  await again
  assert.equal(readFileSync(join(out, 'second/f299.yaml'), 'utf8'), 'n: 299\n')
})

test('a folder request writes exactly the files under that folder (not a sibling sharing its name as a prefix)', async () => {
  const dir = makeRepo({ 'a/x.yaml': '1', 'a/sub/z.yaml': '2', 'a-b/y.yaml': '3', 'ab.yaml': '4', 'a.yaml': '5', 'b/a/x.yaml': '6' })
  const repo = await GitRepo.open(dir)
  const out = join(tempDir(), 'snap')
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, out)
  await snap.ensure(['a/'])
  const written = (d: string): string[] =>
    readdirSync(join(out, d), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? written(join(d, e.name)) : [join(d, e.name)]))
  assert.deepEqual(written('').sort(), ['a/sub/z.yaml', 'a/x.yaml'])
  await snap.ensure(['b'])
  assert.deepEqual(written('').sort(), ['a/sub/z.yaml', 'a/x.yaml', 'b/a/x.yaml'])
})

async function linkSnapshot(links: Record<string, string>, files: Record<string, string> = { 'a.yaml': 'a: 1\n' }) {
  const dir = makeRepo(files)
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    symlinkSync(target, join(dir, path))
  }
  commit(dir, {}, 'links')
  const repo = await GitRepo.open(dir)
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'))
  return { dir, snap }
}

test('with symlinks in the tree, a request returns only once the links of its write are written too', async () => {
  const files: Record<string, string> = { 'base/cm.yaml': 'a: 1\n', 'first/a.yaml': 'a: 1\n' }
  for (let i = 0; i < 50; i++) files[`second/f${i}.yaml`] = `n: ${i}\n`
  const { snap } = await linkSnapshot({ 'second/linked': '../base' }, files)
  const out = snap.dir
  let linkSeen = false
  await Promise.all([
    snap.ensure(['first']).then(() => {
      linkSeen = existsSync(join(out, 'second/linked/cm.yaml'))
    }),
    snap.ensure(['second', 'base'])
  ])
  assert.ok(linkSeen, 'the link requested with the same write was there when the first request returned')
})

test('R1.1.4: in-bounds symlinks (to files and folders) pass', async () => {
  const { snap } = await linkSnapshot(
    { 'apps/x/cm.yaml': '../../base/cm.yaml', 'apps/base': '../base', 'apps/inside.yaml': 'x/cm.yaml' },
    { 'base/cm.yaml': 'a: 1\n' }
  )
  assert.equal(snap.outOfBoundSymlink(), undefined)
})

test('R1.1.4: a relative link escaping the root fails, naming the link and the fix', async () => {
  const { snap } = await linkSnapshot({ 'apps/web/leak.yaml': '../../../secret' })
  const bad = snap.outOfBoundSymlink()
  assert.deepEqual(bad, { file: 'apps/web/leak.yaml', target: '../../../secret' })
  const e = outOfBoundSymlinkError(bad!.file, bad!.target)
  assert.ok(e instanceof RenderError)
  assert.ok(e.message.startsWith('repository contains out-of-bounds symlinks. file: apps/web/leak.yaml'))
  assert.equal(e.file, 'apps/web/leak.yaml')
})

test('R1.1.4: absolute links fail even when they point inside; a path that steps above the root fails too', async () => {
  const abs = await linkSnapshot({})
  symlinkSync(join(abs.dir, 'a.yaml'), join(abs.dir, 'abs.yaml'))
  commit(abs.dir, {}, 'absolute link')
  const repo = await GitRepo.open(abs.dir)
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'))
  assert.equal(snap.outOfBoundSymlink()?.file, 'abs.yaml')
  const dangling = await linkSnapshot({ 'd/dangling': 'x/../../../nowhere' })
  assert.equal(dangling.snap.outOfBoundSymlink()?.file, 'd/dangling')
  const passes = await linkSnapshot({ 'd/back-in': 'x/../../a.yaml' })
  assert.equal(passes.snap.outOfBoundSymlink(), undefined)
})

test('R1.1.4: a chain of links, each inside by text, that escapes together fails and is never written', async () => {
  // up -> the root (inside); leak -> up/.. climbs above it although its text normalizes to x/y.
  const { snap } = await linkSnapshot({ 'x/y/z/up': '../../..', leak: 'x/y/z/up/../etc' }, { 'x/y/z/keep': '' })
  assert.deepEqual(snap.outOfBoundSymlink(), { file: 'leak', target: 'x/y/z/up/../etc' })
  await snap.ensure('all')
  assert.ok(existsSync(join(snap.dir, 'x/y/z/keep')))
  assert.ok(lstatSync(join(snap.dir, 'x/y/z/up')).isSymbolicLink(), 'the link that stays inside is written as a link')
  assert.ok(!existsSync(join(snap.dir, 'leak')) && !lstatExists(join(snap.dir, 'leak')), 'the escaping link is not written')
  // Through a folder link: dir -> x/y (inside), then dir/z/up/.. again above the root.
  const viaDir = await linkSnapshot({ 'x/y/z/up': '../../..', dir: 'x/y', 'b/leak': '../dir/z/up/../nowhere' }, { 'x/y/z/keep': '' })
  assert.equal(viaDir.snap.outOfBoundSymlink()?.file, 'b/leak')
  // Loops and dangling chains read nothing; links into links that stay inside pass.
  const fine = await linkSnapshot({ l1: 'l2', l2: 'l1', 'd/gone': '../missing/../x/../a.yaml', 'a/b': '../c/d', 'c/d': '../a.yaml' })
  assert.equal(fine.snap.outOfBoundSymlink(), undefined)
})

const lstatExists = (p: string): boolean => {
  try {
    lstatSync(p)
    return true
  } catch {
    return false
  }
}

test('issue 8 item 4: files are written from their blobs; .gitattributes filters, encodings and eol never apply', async () => {
  const marker = join(tempDir(), 'filter-ran')
  const dir = makeRepo({ 'a.yaml': 'x: 1\n' })
  // A filter configured on the runner (repository config); the pull request asks for it and for conversions.
  gitCmd(dir, 'config', 'filter.evil.smudge', `sh -c 'touch ${marker}; echo injected: true'`)
  gitCmd(dir, 'config', 'filter.evil.clean', 'cat')
  const latin1 = Buffer.from([0x63, 0x3a, 0x20, 0xe9, 0x0a]) // "c: é" in Latin-1: not UTF-8
  const tgz = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x80, 0x0d, 0x0a, 0x0a])
  commit(dir, { 'chart/x.tgz': '', 'run.sh': '#!/bin/sh\n' }, 'files')
  writeFileSync(join(dir, 'chart/x.tgz'), tgz)
  writeFileSync(join(dir, 'enc.yaml'), latin1)
  writeFileSync(join(dir, 'crlf.yaml'), 'a: 1\nb: 2\n')
  writeFileSync(join(dir, 'b.yaml'), 'y: 2\n')
  chmodSync(join(dir, 'run.sh'), 0o755)
  symlinkSync('b.yaml', join(dir, 'link.yaml'))
  gitCmd(dir, 'add', '-A')
  gitCmd(dir, '-c', 'core.autocrlf=false', 'commit', '-q', '-m', 'content')
  writeFileSync(join(dir, '.gitattributes'), '*.yaml filter=evil\ncrlf.yaml eol=crlf\nenc.yaml working-tree-encoding=UTF-16\n')
  gitCmd(dir, 'add', '.gitattributes')
  gitCmd(dir, 'commit', '-q', '-m', 'attributes')
  rmSync(marker, { force: true })
  const repo = await GitRepo.open(dir)
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'))
  await snap.ensure('all')
  const blob = (p: string) => Buffer.from(execFileSync('git', ['cat-file', 'blob', `HEAD:${p}`], { cwd: dir }))
  for (const p of ['a.yaml', 'b.yaml', 'crlf.yaml', 'enc.yaml', 'chart/x.tgz', 'run.sh']) {
    assert.deepEqual(readFileSync(join(snap.dir, p)), blob(p), `${p} is byte-identical to its blob`)
  }
  assert.ok(!existsSync(marker), 'the filter program never ran')
  assert.ok(!readFileSync(join(snap.dir, 'a.yaml'), 'utf8').includes('injected'))
  assert.equal(statSync(join(snap.dir, 'run.sh')).mode & 0o111, 0o111, 'the executable bit is kept')
  assert.equal(statSync(join(snap.dir, 'a.yaml')).mode & 0o111, 0)
  assert.equal(readlinkSync(join(snap.dir, 'link.yaml')), 'b.yaml', 'an inside link stays a link')
  assert.equal(snap.text('enc.yaml'), latin1.toString('utf8'))
})

test('issue 8 item 13: a revision of 150,000 files loads (no push(...all) stack overflow)', async () => {
  const dir = makeRepo({ 'apps/a.yaml': 'x: 1\n' })
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, input: '' }).toString().trim()
  const n = 150_000
  const lines: string[] = []
  for (let i = 0; i < n; i++) lines.push(`100644 ${blob}\tbulk/d${i % 300}/f${i}.dat`)
  execFileSync('git', ['update-index', '--add', '--index-info'], { cwd: dir, input: lines.join('\n') + '\n', maxBuffer: 1 << 28 })
  gitCmd(dir, 'commit', '-q', '-m', 'bulk')
  const repo = await GitRepo.open(dir)
  const { sha } = await repo.resolve('HEAD')
  const snap = await Snapshot.load(repo, sha, join(tempDir(), 'snap'))
  assert.equal(snap.paths.length, n + 1)
  assert.equal(snap.text('apps/a.yaml'), 'x: 1\n')
})

test('close(): the write under way stops, nothing is written afterwards, and the folder can then be removed (no ENOTEMPTY race)', async () => {
  const files: Record<string, string> = { 'first/a.yaml': 'a: 1\n' }
  for (let i = 0; i < 2000; i++) files[`second/d${i % 50}/f${i}.yaml`] = `n: ${i}\n`
  const dir = makeRepo(files)
  const repo = await GitRepo.open(dir)
  const out = join(tempDir(), 'snap')
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, out)
  const first = snap.ensure(['first'])
  const later = snap.ensure(['second']).then(
    () => 'written',
    (e: Error) => e.message
  )
  await first // the first request's files are written; the second request's files are still being written
  await snap.close()
  rmSync(out, { recursive: true }) // what the run does next; throws ENOTEMPTY if a write were still going on
  await new Promise((r) => setTimeout(r, 50))
  assert.ok(!existsSync(out), 'no write re-created the folder after close()')
  assert.match(await later, /run has ended/, 'the second request was cut short')
  await assert.rejects(snap.ensure(['first']), /run has ended/)
})

for (const syncWrites of [false, true])
  test(`files of every size are written byte for byte: a 3 MiB blob streamed as it arrives, 100 small ones ${syncWrites ? 'as they arrive too (a tmpfs checkout)' : 'off the main thread'}, exec bits on both`, async () => {
    const big = Buffer.alloc(3 * 1024 * 1024)
    for (let i = 0; i < big.length; i++) big[i] = (i * 131 + (i >> 12)) & 0xff
    const dir = makeRepo({ 'keep.yaml': 'x: 1\n' })
    const files: Record<string, Buffer> = {
      'chart/big.tgz': big,
      'chart/run-big.sh': Buffer.concat([Buffer.from('#!/bin/sh\n'), big]),
      'chart/run.sh': Buffer.from('#!/bin/sh\n')
    }
    for (let i = 0; i < 100; i++) files[`chart/templates/d${i % 7}/f${i}.yaml`] = Buffer.from(`n: ${i}\n`.repeat(i + 1))
    for (const [p, b] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true })
      writeFileSync(join(dir, p), b)
    }
    chmodSync(join(dir, 'chart/run.sh'), 0o755)
    chmodSync(join(dir, 'chart/run-big.sh'), 0o755)
    gitCmd(dir, 'add', '-A')
    gitCmd(dir, 'commit', '-q', '-m', 'sizes')
    const repo = await GitRepo.open(dir)
    const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'), { syncWrites })
    await snap.ensure(['chart'])
    for (const [p, b] of Object.entries(files)) assert.ok(readFileSync(join(snap.dir, p)).equals(b), `${p} is byte-identical`)
    assert.equal(statSync(join(snap.dir, 'chart/run.sh')).mode & 0o777, 0o755)
    assert.equal(statSync(join(snap.dir, 'chart/run-big.sh')).mode & 0o777, 0o755)
    assert.equal(statSync(join(snap.dir, 'chart/big.tgz')).mode & 0o111, 0)
    assert.ok(!existsSync(join(snap.dir, 'keep.yaml')), 'only what was asked for')
  })

for (const syncWrites of [false, true])
  test(`a folder of the checkout that resolves outside (a link planted after load) is refused for small and large files; nothing is written outside (${syncWrites ? 'synchronous' : 'asynchronous'} small files)`, async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x61)
    const dir = makeRepo({ 'chart/small.yaml': 'a: 1\n', 'chart/sub/deep.yaml': 'b: 2\n' })
    writeFileSync(join(dir, 'chart/big.tgz'), big)
    gitCmd(dir, 'add', '-A')
    gitCmd(dir, 'commit', '-q', '-m', 'big')
    const repo = await GitRepo.open(dir)
    const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'), { syncWrites })
    const outside = tempDir('pg-outside-')
    symlinkSync(outside, join(snap.dir, 'chart'))
    for (const p of ['chart/small.yaml', 'chart/big.tgz']) await assert.rejects(snap.ensure([p]), /chart: folder resolves outside the checkout/, p)
    await assert.rejects(snap.ensure(['chart/sub/deep.yaml']), /chart: folder resolves outside the checkout/)
    assert.deepEqual(readdirSync(outside), [], 'nothing was written or created through the link')
  })

// A full disk or a file-size limit mid-file: that file fails with its reason, the other files of the same stream are
// still written (the synchronous path writes chunks as they arrive; a throw there used to fail the whole write).
for (const syncWrites of [true, false])
  test(`a file whose write fails part-way fails alone; the files after it in the stream are written (${syncWrites ? 'tmpfs: every file' : 'disk: a large file'} written as it arrives)`, () => {
    const size = syncWrites ? 300_000 : 2 * 1024 * 1024
    const dir = makeRepo({ 'a/1.yaml': 'x: 1\n', 'a/3.yaml': 'z: 3\n' })
    writeFileSync(join(dir, 'a/2.bin'), Buffer.alloc(size, 0x62))
    gitCmd(dir, 'add', '-A')
    gitCmd(dir, 'commit', '-q', '-m', 'big')
    const out = tempDir('pg-efbig-')
    const script = join(out, 'run.mts')
    writeFileSync(
      script,
      `import { GitRepo } from ${JSON.stringify(join(import.meta.dirname, '../../src/git/git.ts'))}
import { Snapshot } from ${JSON.stringify(join(import.meta.dirname, '../../src/git/snapshot.ts'))}
process.on('SIGXFSZ', () => {}) // the write returns EFBIG instead of the signal ending the process
const repo = await GitRepo.open(${JSON.stringify(dir)})
const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, ${JSON.stringify(join(out, 'snap'))}, { syncWrites: ${syncWrites} })
const result = {}
await Promise.all(['a/1.yaml', 'a/2.bin', 'a/3.yaml'].map((p) => snap.ensure([p]).then(() => (result[p] = 'ok'), (e) => (result[p] = e.message))))
console.log(JSON.stringify(result))
`
    )
    // The file-size limit applies to the child only: 200 kB, below the middle file's size.
    const stdout = execFileSync('prlimit', ['--fsize=200000', process.execPath, '--import', 'tsx', script], { encoding: 'utf8' })
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, string>
    assert.equal(result['a/1.yaml'], 'ok')
    assert.equal(result['a/3.yaml'], 'ok', 'the file after the failed one is written')
    assert.match(result['a/2.bin']!, /a\/2\.bin: .*EFBIG/)
    assert.equal(readFileSync(join(out, 'snap', 'a/3.yaml'), 'utf8'), 'z: 3\n')
  })

test('files whose text was read up front are written from it, byte for byte, without git; a text that cannot give its bytes back comes from git', async () => {
  const dir = makeRepo({ 'a.yaml': 'x: 1\n', 'bom.yaml': '\uFEFFx: 1\n', 'fffd.yaml': 'x: \uFFFD\n', 'tool.json': '{}\n', 'bin.dat': 'raw' })
  // Not UTF-8: a cut 4-byte sequence, which decodes to one U+FFFD of as many bytes (the size alone cannot tell).
  writeFileSync(join(dir, 'bad.yaml'), Buffer.from([0x78, 0x3a, 0x20, 0xf0, 0x9f, 0x98, 0x0a]))
  chmodSync(join(dir, 'tool.json'), 0o755)
  gitCmd(dir, 'add', '-A')
  gitCmd(dir, 'commit', '-q', '-m', 'more')
  const blob = (p: string) => Buffer.from(execFileSync('git', ['cat-file', 'blob', `HEAD:${p}`], { cwd: dir }))
  const original = Object.fromEntries(['a.yaml', 'bom.yaml', 'fffd.yaml', 'tool.json', 'bad.yaml', 'bin.dat'].map((p) => [p, blob(p)]))
  const repo = await GitRepo.open(dir)
  const { sha } = await repo.resolve('HEAD')
  const snap = await Snapshot.load(repo, sha, join(tempDir(), 'snap'))
  const other = await Snapshot.load(repo, sha, join(tempDir(), 'snap'))
  for (const p of ['a.yaml', 'bom.yaml', 'tool.json', 'fffd.yaml', 'bad.yaml']) dropObject(dir, 'HEAD', p) // git can no longer give these
  await assert.rejects(snap.ensure('all'), /(bad|fffd)\.yaml: its object is missing/)
  for (const p of ['a.yaml', 'bom.yaml', 'tool.json', 'bin.dat']) assert.deepEqual(readFileSync(join(snap.dir, p)), original[p], `${p} byte for byte`)
  assert.equal(statSync(join(snap.dir, 'tool.json')).mode & 0o111, 0o111, 'the executable bit is kept')
  // U+FFFD in the text: written from git (here missing), since the text may stand for bytes that were not UTF-8.
  assert.equal(Buffer.byteLength(other.text('bad.yaml')!), original['bad.yaml']!.length)
  await assert.rejects(other.ensure(['bad.yaml']), /bad\.yaml: its object is missing/)
  await assert.rejects(other.ensure(['fffd.yaml']), /fffd\.yaml: its object is missing/)
  await other.ensure(['a.yaml'])
  assert.deepEqual(readFileSync(join(other.dir, 'a.yaml')), original['a.yaml'])
})

test('bytes: raw blob bytes of regular files; over the per-file or the total cap, a path that is no file: undefined', async () => {
  const dir = makeRepo({ 'a.bin': 'x'.repeat(10), 'b.bin': 'y'.repeat(10), 'c.bin': 'z'.repeat(10), 'big.bin': 'w'.repeat(20), 'd/e.txt': 'e' })
  const repo = await GitRepo.open(dir)
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'))
  const got = await snap.bytes(['big.bin', 'a.bin', 'missing', 'd', 'b.bin', 'c.bin', 'd/e.txt'], 15, 25)
  assert.deepEqual(
    got.map((b) => b?.toString('utf8')),
    [undefined, 'x'.repeat(10), undefined, undefined, 'y'.repeat(10), undefined, 'e']
  )
})
