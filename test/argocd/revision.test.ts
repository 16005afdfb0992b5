// Which targetRevision follows the revisions under review and which is pinned (argocd/revision.ts, R1.1.5).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { branchOf, followsReview, reviewedRefs } from '../../src/argocd/revision.js'

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
