// Retries through the bundled action (real waits, kept short by the fake's retry-after): a 502 on the comment and a
// secondary rate limit on the check run are retried and everything is published; a secondary rate limit that does not
// end is reported as a rate limit, not as a missing permission.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { git } from '../helpers/git.js'
import { buildBundle, pullRequestPayload, runAction } from './harness.js'
import { FakeGitHub } from './server.js'

const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
let gh: FakeGitHub
let repo: { dir: string; base: string; head: string }
before(async () => {
  buildBundle()
  gh = await new FakeGitHub().start()
  const dir = demoRepo()
  repo = { dir, base: git(dir, 'rev-parse', 'HEAD~1'), head: git(dir, 'rev-parse', 'HEAD') }
})
after(() => gh.stop())

const run = (pr: number) =>
  runAction({
    api: gh.url,
    workspace: repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: pr, base: repo.base, head: repo.head }),
    inputs: { 'check-name': 'Prune Guard' }
  })

test('the action retries a 5xx and waits out a secondary rate limit, then publishes everything', async () => {
  const s = gh.reset()
  s.fail('POST', /\/issues\/21\/comments$/, 502, 'Server Error', 1)
  s.fail('POST', /\/check-runs$/, 403, SECONDARY, 1, { 'retry-after': '1' })
  const res = await run(21)
  assert.equal(res.code, 1, res.stdout + res.stderr)
  assert.deepEqual(s.invalid, [])
  assert.equal(s.comments.get(21)?.length, 1)
  assert.equal(s.checkRuns.length, 1)
  assert.deepEqual(
    s.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments')).map((r) => r.status),
    [502, 201]
  )
  assert.deepEqual(
    s.requests.filter((r) => r.path.endsWith('/check-runs')).map((r) => r.status),
    [403, 201]
  )
  assert.doesNotMatch(res.stdout, /::warning/)
})

test('a persistent secondary rate limit is reported as a rate limit, not as a missing permission', async () => {
  const s = gh.reset()
  s.fail('POST', /\/check-runs$/, 403, SECONDARY, Infinity, { 'retry-after': '1' })
  const res = await run(22)
  assert.equal(res.code, 1, res.stdout + res.stderr)
  assert.equal(s.comments.get(22)?.length, 1, 'the comment is still posted')
  // The in-progress check run at the start and the completed one at the end: each one request and two retries.
  assert.equal(s.requests.filter((r) => r.path.endsWith('/check-runs')).length, 6)
  const warnings = res.stdout.split('\n').filter((l) => l.startsWith('::warning') && l.includes('check run'))
  assert.equal(warnings.length, 2, res.stdout)
  for (const w of warnings) {
    assert.match(w, /rate limit/)
    assert.doesNotMatch(w, /permission/)
  }
})
