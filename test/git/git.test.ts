// Opening the repository and resolving the revisions of a run (git/git.ts): one git process when all is well, with
// the same results and the same errors as the step-by-step path.
import assert from 'node:assert/strict'
import { mkdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { GitRepo, type Revision } from '../../src/git/git.js'
import { commit, git, makeRepo } from '../helpers/git.js'
import { tempDir } from '../helpers/tools.js'

/** The step-by-step path: open, then resolve each revision (the first error wins). */
async function stepwise(dir: string, revs: string[]): Promise<{ root: string; revisions: Revision[] }> {
  const repo = await GitRepo.open(dir)
  const revisions: Revision[] = []
  for (const r of revs) revisions.push(await repo.resolve(r))
  return { root: repo.root, revisions }
}

async function errorOf(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`
  }
  return 'no error'
}

test('openAt: from a subfolder, branches, tags, relative and full revisions resolve as opening and resolving one by one', async () => {
  const dir = makeRepo({ 'apps/a.yaml': 'a: 1\n' })
  const first = commit(dir, { 'apps/a.yaml': 'a: 2\n' }, 'second')
  git(dir, 'tag', 'v1')
  git(dir, 'branch', 'feature')
  commit(dir, { 'apps/a.yaml': 'a: 3\n' }, 'third')
  const sub = join(dir, 'apps')
  for (const revs of [
    ['HEAD~1', 'HEAD'],
    ['v1', 'main'],
    ['feature', first.trim()],
    ['HEAD', 'HEAD'],
    ['main@{0}', 'HEAD~2']
  ]) {
    const fast = await GitRepo.openAt(sub, revs)
    const slow = await stepwise(sub, revs)
    assert.equal(fast.repo.root, slow.root)
    assert.deepEqual(fast.revisions, slow.revisions, revs.join(' '))
  }
})

test('openAt: ranges, unknown or dash revisions and folders outside a repository fail as before, base first', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  commit(dir, { 'a.yaml': 'a: 2\n' }, 'second')
  const cases: Array<[string, string[]]> = [
    [dir, ['HEAD~1..HEAD', 'HEAD']],
    [dir, ['HEAD', 'HEAD~1...HEAD']],
    [dir, ['no-such-branch', 'HEAD']],
    [dir, ['nope-a', 'nope-b']],
    [dir, ['HEAD', '--all']],
    [dir, ['^HEAD', 'HEAD']],
    [dir, ['HEAD:a.yaml', 'HEAD']],
    [tempDir(), ['HEAD~1', 'HEAD']],
    [join(tempDir(), 'missing'), ['HEAD~1', 'HEAD']]
  ]
  for (const [where, revs] of cases) {
    const fast = await errorOf(GitRepo.openAt(where, revs))
    assert.notEqual(fast, 'no error', revs.join(' '))
    assert.equal(fast, await errorOf(stepwise(where, revs)), revs.join(' '))
  }
})

test('openAt and open: a repository in a folder whose name ends in a space is opened at that folder', async () => {
  const dir = join(tempDir(), 'repo ')
  mkdirSync(dir)
  git(dir, 'init', '-q', '-b', 'main')
  commit(dir, { 'a.yaml': 'a: 1\n' }, 'one')
  const fast = await GitRepo.openAt(dir, ['HEAD', 'HEAD'])
  assert.equal(fast.repo.root, realpathSync(dir))
  assert.equal((await GitRepo.open(dir)).root, realpathSync(dir))
})

test('a range or an excluded commit given as a revision is refused with the revisions to pass instead', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  commit(dir, { 'a.yaml': 'a: 2\n' }, 'second')
  assert.match(await errorOf(GitRepo.openAt(dir, ['main~1..main', 'HEAD'])), /is a range: pass its ends separately, --base main~1 --head main\./)
  assert.match(await errorOf(GitRepo.openAt(dir, ['HEAD', 'main~1...main'])), /'main~1\.\.\.main' is a range: .*--base main~1 --head main\./)
  assert.match(await errorOf(GitRepo.openAt(dir, ['^main', 'HEAD'])), /'\^main' excludes a commit; pass the commit itself: main\./)
  assert.match(await errorOf(GitRepo.openAt(dir, ['no..such', 'HEAD'])), /is a range/, 'said before looking further')
  assert.match(await errorOf(GitRepo.openAt(dir, ['nope', 'HEAD'])), /Unknown revision 'nope'/)
})

test('refs and expandCommit: annotated tags peeled to their commit; only hex digits ever reach git as a commit id', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  const first = git(dir, 'rev-parse', 'HEAD')
  git(dir, 'tag', '-a', 'v1', '-m', 'one')
  commit(dir, { 'a.yaml': 'a: 2\n' }, 'two')
  const repo = await GitRepo.open(dir)
  const refs = await repo.refs()
  assert.deepEqual(
    refs.find((r) => r.name === 'refs/tags/v1'),
    { name: 'refs/tags/v1', commit: first }
  )
  assert.equal(refs.find((r) => r.name === 'refs/heads/main')!.commit, git(dir, 'rev-parse', 'HEAD'))
  assert.equal(await repo.expandCommit(first.slice(0, 10)), first)
  assert.equal(await repo.expandCommit(first.slice(0, 10).toUpperCase()), first)
  // Names a pull request could put in targetRevision: none is a commit id, none is passed to git.
  for (const hostile of ['--output=/tmp/x', 'HEAD~1', 'main', 'v1', 'main:a.yaml', 'HEAD@{1}', `${first.slice(0, 8)}^{tree}`, '../../etc'])
    assert.equal(await repo.expandCommit(hostile), undefined, hostile)
  assert.equal(await repo.expandCommit('0000000'), undefined, 'no such commit')
})
