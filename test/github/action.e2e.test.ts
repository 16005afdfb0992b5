// End-to-end: the bundled action in a subprocess, a real git repository (the demo: head removes a PVC), real helm
// and kustomize, and a local GitHub API that validates every request against GitHub's OpenAPI description.
import assert from 'node:assert/strict'
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { commit, git } from '../helpers/git.js'
import { buildBundle, pullRequestPayload, runAction } from './harness.js'
import { BOT, FakeGitHub } from './server.js'

const DEMO_BASE = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..', 'examples', 'demo', 'base')
const MARKER = /^<!-- argocd-prune-guard:v1 \{"key":"default","head":"([0-9a-f]{40})","base":"([0-9a-f]{40})"\} -->\n## /

let gh: FakeGitHub
before(async () => {
  buildBundle()
  gh = await new FakeGitHub().start()
})
after(() => gh.stop())

function fresh(): FakeGitHub {
  return gh.reset()
}

/** The demo repo plus a third commit that restores the PVC: HEAD~2..HEAD is a passing change. */
function repos(): { dir: string; base: string; blockingHead: string; passingHead: string } {
  const dir = demoRepo()
  const base = git(dir, 'rev-parse', 'HEAD~1')
  const blockingHead = git(dir, 'rev-parse', 'HEAD')
  cpSync(join(DEMO_BASE, 'kustomize'), join(dir, 'kustomize'), { recursive: true })
  const passingHead = commit(dir, {}, 'restore the PVC')
  return { dir, base, blockingHead, passingHead }
}

test('blocking PR: exit 1, one sticky comment (verdict first, prune list), check run with annotation, status, outputs', async () => {
  const s = fresh()
  const r = repos()
  const res = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 7, base: r.base, head: r.blockingHead }),
    inputs: { 'check-name': 'Prune Guard', 'status-context': 'prune-guard' }
  })
  assert.equal(res.code, 1, res.stdout + res.stderr)
  assert.deepEqual(s.invalid, [])
  assert.equal(res.outputs.verdict, 'fail')
  assert.equal(res.outputs['prune-count'], '1')
  assert.equal(res.outputs['blocking-count'], '1')
  assert.equal(res.outputs['report-path'], res.reportPath)
  // The last error names what blocks (the PVC of payments), then the counts (issue 48 item 8).
  assert.match(res.stdout, /^::error::Prune Guard: merge blocked\. payments: .*PersistentVolumeClaim .*\(1 blocking finding; /m)
  assert.match(res.outputs['comment-url'] ?? '', /issuecomment-\d+$/)
  assert.match(res.outputs['check-run-url'] ?? '', /runs\/\d+$/)
  const comments = s.comments.get(7)!
  assert.equal(comments.length, 1)
  const body = comments[0]!.body
  const m = MARKER.exec(body)
  assert.ok(m, body.slice(0, 200))
  assert.equal(m![1], r.blockingHead)
  assert.match(body.split('\n')[1]!, /^## ❌ Argo CD Prune Guard: 1 blocking finding, merging deletes 1 PVC$/)
  assert.match(body, /^2 apps changed · 1 to prune · \*\*1 deleted \(1 PVC\)\*\* · 0 to create · 1 to update$/m)
  assert.match(
    body,
    /\| 🗑️ \| PersistentVolumeClaim payments\/ledger-data \| payments \| \*\*deleted\*\* by the next automated sync \| \[kustomize\/payments\/base\/pvc\.yaml:1\]\(https:\/\/github\.com\/acme\/gitops\/blob\/[0-9a-f]{40}\/kustomize\/payments\/base\/pvc\.yaml#L1\) \|/
  )
  assert.match(body, /docs\/rules\/prune\.md/)
  assert.match(body, /\[full report\]\(https:\/\/github\.com\/acme\/gitops\/actions\/runs\/4242\)/)
  // Check run: created in_progress for the PR head, completed as failure with the annotation at file:line.
  assert.equal(s.checkRuns.length, 1)
  const run = s.checkRuns[0]!
  assert.equal(run.created.head_sha, r.blockingHead)
  assert.equal(run.created.status, 'in_progress')
  const done = run.updates[0]
  assert.equal(done.conclusion, 'failure')
  assert.ok(done.output.title.length <= 255)
  assert.ok(done.output.summary.length <= 65535)
  assert.deepEqual(
    done.output.annotations.map((a: any) => [a.path, a.start_line, a.annotation_level]),
    [['apps/payments.yaml', 1, 'failure']] // the PVC's file is deleted at head: on its app's manifest
  )
  assert.deepEqual(
    s.statuses.map((x) => [x.sha, x.body.state, x.body.context]),
    [
      [r.blockingHead, 'pending', 'prune-guard'],
      [r.blockingHead, 'failure', 'prune-guard']
    ]
  )
  assert.equal(s.statuses[1]!.body.target_url, 'https://github.com/acme/gitops/actions/runs/4242')
  // Job summary, log groups with per-app timing, the final one-line summary, the report artifact.
  assert.match(res.summary, /## ❌ Argo CD Prune Guard/)
  assert.match(res.stdout, /::group::Render and plan\n/)
  assert.match(res.stdout, /rendered argocd\/payments at head in \d+ ms/)
  assert.match(
    res.stdout,
    /^Prune Guard: FAIL \(1 blocking finding\) · 2 apps changed · 1 to prune · 1 deleted \(1 PVC\) · 0 to create · 1 to update · [\d.]+ s$/m
  )
  assert.equal(JSON.parse(readFileSync(res.reportPath, 'utf8')).verdict, 'fail')
  assert.deepEqual(
    res.stdout.split('\n').filter((l) => l.includes('ghs_test_token')),
    ['::add-mask::ghs_test_token_0123456789'],
    'the token is masked, never printed'
  )
})

test('re-runs: identical body sends nothing; a new head updates the same comment in place (PATCH) and passes', async () => {
  const s = fresh()
  const r = repos()
  const pr = (head: string) => pullRequestPayload({ number: 8, base: r.base, head })
  const first = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.blockingHead) })
  assert.equal(first.code, 1)
  const id = s.comments.get(8)![0]!.id
  s.requests = []
  const second = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.blockingHead) })
  assert.equal(second.code, 1)
  assert.deepEqual(s.writes(), [], 'an unchanged body is not sent again')
  assert.equal(second.outputs['comment-url'], first.outputs['comment-url'])
  s.requests = []
  const third = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.passingHead) })
  assert.equal(third.code, 0, third.stdout)
  assert.equal(third.outputs.verdict, 'pass')
  assert.equal(third.outputs['blocking-count'], '0')
  assert.deepEqual(
    s.writes().map((w) => [w.method, w.operationId]),
    [['PATCH', 'issues/update-comment']]
  )
  assert.equal(s.comments.get(8)!.length, 1)
  const body = s.comments.get(8)![0]!.body
  assert.equal(s.comments.get(8)![0]!.id, id)
  assert.equal(MARKER.exec(body)![1], r.passingHead)
  assert.match(body, /^## ✅ Argo CD Prune Guard: passed$/m)
  assert.doesNotMatch(body, / deleted \(/)
  // A late run for the older commit does not overwrite the newer result.
  s.pulls.set(8, { number: 8, head: { sha: r.passingHead }, base: { repo: { full_name: 'acme/gitops' } } })
  s.requests = []
  const stale = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.blockingHead) })
  assert.equal(stale.code, 1)
  assert.deepEqual(s.writes(), [])
  assert.match(stale.stdout, /::notice::Pull request #8 moved on to [0-9a-f]{7}; the comment is left to that run\./)
  assert.deepEqual(s.invalid, [])
})

test('the marker in a comment by another user is ignored; our own comment is found on page 2', async () => {
  const s = fresh()
  const r = repos()
  const mallory = { login: 'mallory', id: 666, type: 'User' as const }
  for (let i = 0; i < 31; i++) s.seedComment(9, { login: `user${i}`, id: i + 1, type: 'User' }, `comment ${i}`)
  const fake = s.seedComment(9, mallory, `<!-- argocd-prune-guard:v1 {"key":"default","head":"${r.blockingHead}","base":"${r.base}"} -->\nplanted`)
  const ours = s.seedComment(9, BOT, `<!-- argocd-prune-guard:v1 {"key":"default","head":"${'0'.repeat(40)}","base":"${r.base}"} -->\nold`)
  const res = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 9, base: r.base, head: r.blockingHead })
  })
  assert.equal(res.code, 1)
  assert.deepEqual(s.invalid, [])
  const listed = s.requests.filter((q) => q.operationId === 'issues/list-comments').map((q) => new URLSearchParams(q.query).get('page'))
  assert.deepEqual(listed, [null, '2'], 'all comments are paginated through Link headers')
  assert.deepEqual(
    s.writes().map((w) => [w.method, w.path]),
    [['PATCH', `/repos/acme/gitops/issues/comments/${ours.id}`]]
  )
  assert.match(fake.body, /planted$/, "another user's comment is never touched")
  assert.match(ours.body, /## ❌ Argo CD Prune Guard/)
})

test('a fork PR with a read-only token: 403s become warnings naming the permission, the exit code still gates', async () => {
  const s = fresh()
  const r = repos()
  s.fail('POST', /\/issues\/\d+\/comments$/, 403, 'Resource not accessible by integration')
  s.fail('POST', /\/check-runs$/, 403, 'Resource not accessible by integration')
  s.fail('POST', /\/statuses\//, 403, 'Resource not accessible by integration')
  const res = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 10, base: r.base, head: r.blockingHead, fork: true }),
    inputs: { 'check-name': 'Prune Guard', 'status-context': 'prune-guard' }
  })
  assert.equal(res.code, 1)
  assert.equal(res.outputs.verdict, 'fail')
  assert.match(
    res.stdout,
    /::warning title=Prune Guard could not publish::Could not write the pull request comment \(HTTP 403\)\. Give the workflow the permission 'pull-requests: write'.*comes from a fork/
  )
  assert.match(res.stdout, /::warning[^\n]*'checks: write'/)
  assert.match(res.stdout, /::warning[^\n]*'statuses: write'/)
  assert.match(res.summary, /## ❌ Argo CD Prune Guard/, 'the job summary is the output on forks')
  assert.equal(s.comments.get(10)?.length ?? 0, 0)
  assert.deepEqual(s.invalid, [])
})

test('approve label: the blocking prune is acknowledged by who added the label; verdict passes; the comment says so', async () => {
  const s = fresh()
  const r = repos()
  const res = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({
      number: 11,
      base: r.base,
      head: r.blockingHead,
      action: 'labeled',
      labels: ['prune-guard/approve'],
      label: 'prune-guard/approve',
      sender: 'alice'
    })
  })
  assert.equal(res.code, 0, res.stdout)
  assert.equal(res.outputs.verdict, 'pass')
  assert.equal(res.outputs['blocking-count'], '0')
  assert.equal(s.comments.get(11)?.length, 1, res.stdout)
  const body = s.comments.get(11)![0]!.body
  assert.match(body, /^## ✅ Argo CD Prune Guard: passed, merging deletes 1 PVC \(approved by @\u2060alice\)$/m)
  assert.match(body, /approved by @\u2060alice via label prune-guard\/approve/)
  const report = JSON.parse(readFileSync(res.reportPath, 'utf8'))
  assert.equal(report.findings[0].suppressed, 'approved by @alice via label prune-guard/approve')
  // A label found on a later event with no recorded approval for this set (here: no comment of ours) does not approve:
  // the approval is bound to the set it was applied for (approval.e2e.test.ts covers the binding).
  s.issueEvents.set(12, [{ id: 1, event: 'labeled', label: { name: 'prune-guard/approve', color: 'ededed' }, actor: { login: 'bob' } }])
  const later = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 12, base: r.base, head: r.blockingHead, labels: ['prune-guard/approve'] })
  })
  assert.equal(later.code, 1, later.stdout)
  assert.match(s.comments.get(12)![0]!.body, /no approval of this set of deletions was recorded\. A new approval is needed/)
  assert.deepEqual(s.invalid, [])
})

test('comment: on-findings creates nothing for a clean PR; inputs are validated with the valid values named', async () => {
  const s = fresh()
  const r = repos()
  const clean = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 13, base: r.blockingHead, head: r.blockingHead }),
    inputs: { comment: 'on-findings' }
  })
  assert.equal(clean.code, 0, clean.stdout)
  assert.equal(s.comments.get(13)?.length ?? 0, 0)
  const bad = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: {}, inputs: { comment: 'sometimes' } })
  assert.equal(bad.code, 2)
  assert.match(bad.stdout, /::error::Input 'comment' is set to invalid value 'sometimes'\. Valid values: always, on-findings, never\./)
  const unsupported = await runAction({ api: s.url, workspace: r.dir, event: 'schedule', payload: {} })
  assert.equal(unsupported.code, 0)
  assert.match(unsupported.stdout, /::warning::The 'schedule' event is not supported/)
})
