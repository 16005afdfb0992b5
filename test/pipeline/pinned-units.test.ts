// pinnedSides (pipeline/pinned.ts): each pinned revision resolved and each commit read once per run, base and head
// reused, a bounded number of other commits read, every failure a reason (never a throw).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { pinnedSides, PINNED_FETCH_HINT } from '../../src/pipeline/pinned.js'
import type { RevisionSide } from '../../src/pipeline/revision-side.js'

const c = (n: number) => String(n).repeat(40)
const sideAt = (sha: string) => ({ ctx: { sha } }) as unknown as RevisionSide
const refs = [1, 2, 3, 4].map((n) => ({ name: `refs/tags/v${n}`, commit: c(n) }))

function setup(maxCommits?: number) {
  const loads: string[] = []
  let listings = 0
  const at = pinnedSides({
    refs: async () => (listings++, refs),
    expandCommit: async (short) => (c(5).startsWith(short) ? c(5) : undefined),
    sides: [sideAt(c(1))],
    load: async (sha) => {
      loads.push(sha)
      if (sha === c(4)) throw new Error('missing objects')
      return sideAt(sha)
    },
    ...(maxCommits ? { maxCommits } : {})
  })
  return { at, loads, listings: () => listings }
}

test('pinnedSides: a revision resolved once, a commit read once, base or head reused', async () => {
  const { at, loads, listings } = setup()
  const [a, b, again] = await Promise.all([at('v2'), at(' v2 '), at('v2')])
  assert.deepEqual(a, b)
  assert.equal(a, again)
  assert.equal((a as { commit: string }).commit, c(2))
  const v1 = (await at('v1')) as { side: RevisionSide; commit: string }
  assert.equal(v1.commit, c(1))
  assert.equal(v1.side.ctx.sha, c(1))
  assert.equal(((await at('5555555')) as { commit: string }).commit, c(5), 'a short commit id, expanded by git')
  assert.deepEqual(loads, [c(2), c(5)], 'v1 is a side already read')
  assert.equal(listings(), 1)
})

test('pinnedSides: unknown names, unreadable commits and the cap are reasons', async () => {
  const { at } = setup(1)
  const err = async (rev: string) => ((await at(rev)) as { error: string }).error
  assert.match(await err('v9'), new RegExp(`"v9" is not a branch, tag or commit of this clone; ${PINNED_FETCH_HINT.replace(/[()]/g, '\\$&')}`))
  assert.match(await err('abcdef0'), /names no single commit/)
  assert.equal(((await at('v2')) as { commit: string }).commit, c(2))
  assert.match(await err('v3'), /at most 1 pinned commits per run/)
  const { at: again } = setup()
  assert.match(((await again('v4')) as { error: string }).error, /commit 4444444 cannot be read: missing objects/)
})
