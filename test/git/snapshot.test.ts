import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { GitRepo } from '../../src/git/git.js'
import { Snapshot } from '../../src/git/snapshot.js'
import { outOfBoundSymlinkError } from '../../src/render/source.js'
import { RenderError } from '../../src/render/types.js'
import { commit, makeRepo } from '../helpers/git.js'
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

async function linkSnapshot(links: Record<string, string>, files: Record<string, string> = { 'a.yaml': 'a: 1\n' }) {
  const dir = makeRepo(files)
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    symlinkSync(target, join(dir, path))
  }
  commit(dir, {}, 'links')
  const repo = await GitRepo.open(dir)
  const snap = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 'snap'))
  await snap.loadSymlinks()
  return { dir, snap }
}

test('R1.1.4: in-bounds symlinks (to files and folders) pass', async () => {
  const { snap } = await linkSnapshot({ 'apps/x/cm.yaml': '../../base/cm.yaml', 'apps/base': '../base', 'apps/inside.yaml': 'x/cm.yaml' }, { 'base/cm.yaml': 'a: 1\n' })
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
  await snap.loadSymlinks()
  assert.equal(snap.outOfBoundSymlink()?.file, 'abs.yaml')
  const dangling = await linkSnapshot({ 'd/dangling': 'x/../../../nowhere' })
  assert.equal(dangling.snap.outOfBoundSymlink()?.file, 'd/dangling')
  const passes = await linkSnapshot({ 'd/back-in': 'x/../../a.yaml' })
  assert.equal(passes.snap.outOfBoundSymlink(), undefined)
})
