import assert from 'node:assert/strict'
import { symlinkSync, existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { GitRepo } from '../../src/git/git.js'
import { Snapshot } from '../../src/git/snapshot.js'
import { commit, git, makeRepo } from '../helpers/git.js'
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

test('R1.1.4: out-of-bounds symlinks are found from the tree, in-repo ones are fine', async () => {
  const dir = makeRepo({ 'a/x.yaml': 'x: 1\n' })
  symlinkSync('x.yaml', join(dir, 'a/inside.yaml'))
  commit(dir, {}, 'inside link')
  const repo = await GitRepo.open(dir)
  const inside = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 's1'))
  await inside.loadSymlinks()
  assert.equal(inside.outOfBoundSymlink(), undefined)
  symlinkSync('../../../etc/passwd', join(dir, 'a/escape.yaml'))
  commit(dir, {}, 'escaping link')
  git(dir, 'log', '--oneline')
  const bad = await Snapshot.load(repo, (await repo.resolve('HEAD')).sha, join(tempDir(), 's2'))
  await bad.loadSymlinks()
  assert.match(bad.outOfBoundSymlink() ?? '', /out-of-bounds symlinks\. file: a\/escape\.yaml/)
})
