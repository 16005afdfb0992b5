// Which targetRevision follows the revisions under review and which is pinned (argocd/revision.ts, R1.1.5).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { branchOf, followsReview, resolvePinned, reviewedRefs } from '../../src/argocd/revision.js'

const NAMES = [
  'refs/heads/main',
  'refs/heads/release',
  'refs/remotes/origin/main',
  'refs/remotes/origin/feature/x',
  'refs/remotes/origin/HEAD',
  'refs/tags/v1',
  'refs/tags/release'
]
const SHA = 'a'.repeat(40)

test('the branch under review known: only it, HEAD and empty follow', () => {
  const r = reviewedRefs(NAMES, 'refs/heads/main')
  assert.equal(r.branch, 'main')
  for (const t of ['', ' ', 'HEAD', 'main', 'refs/heads/main']) assert.equal(followsReview(t, r), true, JSON.stringify(t))
  for (const t of ['release', 'v1', 'refs/tags/v1', SHA, 'develop', 'refs/heads/release']) assert.equal(followsReview(t, r), false, t)
})

test('the branch under review unknown: only a commit id or a tag no branch shares is pinned', () => {
  const r = reviewedRefs(NAMES, undefined)
  assert.equal(r.branch, undefined)
  for (const t of ['v1', 'refs/tags/release', SHA, SHA.toUpperCase(), 'b'.repeat(64)]) assert.equal(followsReview(t, r), false, t)
  // `release` is a tag and a branch; `develop` is unknown here (a shallow clone has no tags either): followed.
  for (const t of ['', 'HEAD', 'main', 'release', 'develop', 'feature/x', 'a'.repeat(39)]) assert.equal(followsReview(t, r), true, t)
  // Without refs (callers that do not say) every revision follows, as before.
  assert.equal(followsReview('v1', undefined), true)
})

test('the branch a revision expression names', () => {
  assert.equal(branchOf('main', NAMES), 'main')
  assert.equal(branchOf('refs/heads/release', NAMES), 'release')
  assert.equal(branchOf('origin/main', NAMES), 'main')
  assert.equal(branchOf('origin/feature/x', NAMES), 'feature/x')
  assert.equal(branchOf('refs/remotes/origin/main', NAMES), 'main')
  for (const rev of ['origin/HEAD', 'HEAD', 'HEAD~1', 'main~1', SHA, 'v1', 'nope']) assert.equal(branchOf(rev, NAMES), undefined, rev)
})

// resolvePinned: the clone's refs stand for the remote's, resolved in the repo-server's order (util/git/client.go).
test('resolvePinned: full ids as they are, branches before tags, the remote before a local branch, ranges, short ids', () => {
  const c = (n: number) => String(n).repeat(40)
  const refs = [
    { name: 'refs/heads/release', commit: c(1) },
    { name: 'refs/remotes/origin/HEAD', commit: c(2) },
    { name: 'refs/remotes/origin/release', commit: c(3) },
    { name: 'refs/remotes/origin/v1', commit: c(4) },
    { name: 'refs/remotes/fork/other', commit: c(5) },
    { name: 'refs/heads/local-only', commit: c(6) },
    { name: 'refs/tags/v1', commit: c(7) },
    { name: 'refs/tags/v1.2.0', commit: c(8) },
    { name: 'refs/tags/v1.10.0', commit: c(9) },
    { name: 'refs/tags/v2.0.0', commit: 'a'.repeat(40) }
  ]
  const r = (t: string) => resolvePinned(t, refs)
  assert.deepEqual(r('B'.repeat(40)), { commit: 'b'.repeat(40) })
  assert.deepEqual(r('release'), { commit: c(3) }, "origin's release, not the local one")
  assert.deepEqual(r('refs/heads/release'), { commit: c(3) })
  assert.deepEqual(r('local-only'), { commit: c(6) }, 'a branch only the clone has')
  assert.deepEqual(r('v1'), { commit: c(4) }, 'a branch wins over a tag of the same name (refs/heads sorts first)')
  assert.deepEqual(r('refs/tags/v1'), { commit: c(7) })
  assert.deepEqual(r(' v1.2.0 '), { commit: c(8) })
  assert.deepEqual(r('v1.*'), { commit: c(9) }, 'the highest matching tag, compared as versions')
  assert.deepEqual(r('>=1.0 <1.5'), { commit: c(8) })
  assert.deepEqual(r('^2'), { commit: 'a'.repeat(40) })
  assert.match((r('v3.*') as { error: string }).error, /no tag of this clone matches the version range "v3\.\*"/)
  assert.deepEqual(r('DEADBEEF12'), { shortCommit: 'deadbeef12' })
  assert.match((r('other') as { error: string }).error, /"other" is not a branch, tag or commit/, "another remote's branch is not origin's")
  assert.match((r('HEAD~1') as { error: string }).error, /not a branch, tag or commit/)
  assert.ok('error' in r('abc12'), 'fewer than seven hex digits are no commit id')
  // What a pull request could write there: never a commit, never handed on as a name for git to resolve.
  for (const hostile of [
    '--upload-pack=touch /tmp/x',
    'main:secrets.yaml',
    'HEAD@{1}',
    'release^{tree}',
    '../../etc/passwd',
    'release~2',
    'refs/remotes/origin/release'
  ])
    assert.ok('error' in r(hostile), hostile)
})
