// Issue 50: who may approve a deletion. The bundled action in a subprocess, a real git repository, real rendering and
// the local GitHub API on 127.0.0.1 (team memberships, CODEOWNERS contents, head commits and reviews), every request
// validated against GitHub's OpenAPI description. The PR's author in the event fixture is @dev.
import assert from 'node:assert/strict'
import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { parseMarker } from '../../src/github/comment.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { tempDir } from '../helpers/tools.js'
import { buildBundle, eventPayload, pullRequestPayload, runAction, type RunResult } from './harness.js'
import { FakeGitHub } from './server.js'

const LABEL = 'prune-guard/approve'
const app = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ledger, namespace: argocd}
spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: ledger}
  destination: {server: https://kubernetes.default.svc, namespace: ledger}
  syncPolicy: {automated: {prune: true}}
`
const pvc = (name: string) =>
  `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: ${name}}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n`
const cms = (n: number) => Array.from({ length: n }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm${i}}\n`).join('---\n')

/**
 * base: the config names the approvers (@alice and the team @acme/platform); head1 deletes PVC a and rewrites the
 * config to allow self-approval (the PR's own config must not count); head2 deletes b as well.
 */
function repo() {
  const dir = makeRepo({
    '.prune-guard.yaml': "approvers: ['@alice', '@acme/platform']\n",
    'apps/ledger.yaml': app,
    'ledger/a.yaml': pvc('a'),
    'ledger/b.yaml': pvc('b'),
    'ledger/cm.yaml': cms(6)
  })
  const base = git(dir, 'rev-parse', 'HEAD')
  const head1 = commit(dir, { '.prune-guard.yaml': 'approvers: [self-approval]\n' }, 'drop a', ['ledger/a.yaml'])
  const head2 = commit(dir, {}, 'drop b too', ['ledger/b.yaml'])
  return { dir, base, head1, head2 }
}

let gh: FakeGitHub
let r: ReturnType<typeof repo>
before(async () => {
  buildBundle()
  gh = await new FakeGitHub().start()
  r = repo()
})
after(() => gh.stop())

/** The comment and log as a reader sees them (the comment's zero-width joiners after @ removed). */
const said = (res: RunResult, pr: number) => `${(gh.comments.get(pr)?.[0]?.body ?? '').replaceAll('\u2060', '').replaceAll('\\', '')}\n${res.stdout}`
const approval = (pr: number) => parseMarker(gh.comments.get(pr)![0]!.body)!.approval

function labeling(pr: number, sender: string, head = r.head1, inputs: Record<string, string> = {}) {
  const payload = pullRequestPayload({ number: pr, base: r.base, head, labels: [LABEL], action: 'labeled', label: LABEL, sender })
  return runAction({ api: gh.url, workspace: r.dir, event: 'pull_request', payload, inputs })
}

test("issue 50: the author's own label does not approve (default), nor does the head commit's author's; the PR's own config does not count", async () => {
  const s = gh.reset()
  const own = await labeling(60, 'dev')
  assert.equal(own.code, 1, own.stdout)
  assert.equal(own.outputs.verdict, 'fail')
  assert.equal(approval(60), undefined, 'nothing is recorded')
  const text = said(own, 60)
  assert.match(text, /The label prune-guard\/approve was applied by @dev, which does not count: @dev is the pull request’s author/)
  assert.match(text, /Who may approve: @alice; or members of @acme\/platform, but not the pull request’s author or the author of its head commit\./)
  assert.match(own.stdout, /::warning::The label prune-guard\/approve was applied by @dev/)
  // Said first where the comment says how to unblock, not only under the finding.
  assert.match(
    gh.comments.get(60)![0]!.body.replaceAll('\u2060', ''),
    /\*\*To unblock:\*\*\n\n- ⚠️ The label prune-guard\/approve was applied by @dev, which does not count/
  )
  // The head commit's GitHub author (who pushed it, as far as GitHub records) is refused the same way.
  s.commits.set(r.head1, { author: 'carol', committer: 'web-flow' })
  s.teams.set('acme/platform', ['carol'])
  const pusher = await labeling(61, 'carol')
  assert.equal(pusher.code, 1, pusher.stdout)
  assert.match(said(pusher, 61), /applied by @carol, which does not count: @carol is the author of the head commit/)
  assert.deepEqual(s.invalid, [])
})

test("issue 50: a listed user's label approves, with its standing recorded; an unlisted user's does not; self-approval is allowed only when set", async () => {
  const s = gh.reset()
  const alice = await labeling(62, 'alice')
  assert.equal(alice.code, 0, alice.stdout)
  assert.deepEqual(
    { by: approval(62)!.by, standing: approval(62)!.standing, head: approval(62)!.head },
    { by: 'alice', standing: 'listed approver', head: r.head1 }
  )
  assert.match(said(alice, 62), /approved by @alice via label prune-guard\/approve \(listed approver\)/)
  const bob = await labeling(63, 'bob')
  assert.equal(bob.code, 1, bob.stdout)
  assert.match(said(bob, 63), /applied by @bob, which does not count: @bob is not a listed approver, and not a member of @acme\/platform\./)
  // A solo repository: the input allows the author, and the comment says so.
  const solo = await labeling(64, 'dev', r.head1, { approvers: 'self-approval' })
  assert.equal(solo.code, 0, solo.stdout)
  assert.match(said(solo, 64), /approved by @dev via label prune-guard\/approve \(the pull request’s author; the approvers setting allows self-approval\)/)
  assert.deepEqual(s.invalid, [])
})

test("issue 50: a team member's label approves, a non-member's does not; without members: read it fails closed naming the permission", async () => {
  const s = gh.reset()
  s.teams.set('acme/platform', ['tina'])
  const tina = await labeling(65, 'tina')
  assert.equal(tina.code, 0, tina.stdout)
  assert.equal(approval(65)!.standing, 'member of @acme/platform')
  assert.ok(s.requests.some((q) => q.operationId === 'teams/get-membership-for-user-in-org' && q.path === '/orgs/acme/teams/platform/memberships/tina'))
  const bob = await labeling(66, 'bob')
  assert.equal(bob.code, 1)
  assert.match(said(bob, 66), /not a member of @acme\/platform/)
  // The token cannot read team memberships: not an approval, and the message names what is missing.
  s.fail('GET', /\/teams\/platform\/memberships\//, 403, 'Resource not accessible by integration')
  const denied = await labeling(67, 'tina')
  assert.equal(denied.code, 1, denied.stdout)
  assert.equal(approval(67), undefined)
  assert.match(said(denied, 67), /could not check the membership of @acme\/platform \(HTTP 403\): the token needs the permission 'members: read'\./)
  assert.deepEqual(s.invalid, [])
})

test('issue 50: codeowners: a code owner of the deleted resource’s file approves, a code owner of another path does not; without contents it fails closed', async () => {
  const s = gh.reset()
  const owners = '# base revision\n* @nobody\n/ledger/ @olivia @acme/storage\n/docs/ @dora\n'
  s.contents.set(`${r.base}:.github/CODEOWNERS`, owners)
  s.contents.set(`${r.head1}:.github/CODEOWNERS`, '* @dev\n') // the PR's own CODEOWNERS never counts
  s.teams.set('acme/storage', ['sam'])
  const inputs = { approvers: 'codeowners' }
  const olivia = await labeling(68, 'olivia', r.head1, inputs)
  assert.equal(olivia.code, 0, olivia.stdout)
  assert.equal(approval(68)!.standing, 'code owner of the deleted resources’ files')
  const sam = await labeling(69, 'sam', r.head1, inputs)
  assert.equal(sam.code, 0, sam.stdout)
  const dora = await labeling(70, 'dora', r.head1, inputs)
  assert.equal(dora.code, 1)
  assert.match(said(dora, 70), /@dora is not a code owner of ledger\/a\.yaml/)
  const dev = await labeling(71, 'dev', r.head1, inputs)
  assert.equal(dev.code, 1)
  s.fail('GET', /\/contents\//, 403, 'Resource not accessible by integration')
  const denied = await labeling(72, 'olivia', r.head1, inputs)
  assert.equal(denied.code, 1)
  assert.match(said(denied, 72), /could not read \.github\/CODEOWNERS at the base revision \(HTTP 403\): the token needs the permission 'contents: read'/)
  assert.deepEqual(s.invalid, [])
})

/** A pull_request_review event (review submitted) for PR `pr` at `head`. */
function reviewed(pr: number, head: string, labels: string[] = []) {
  const p = pullRequestPayload({ number: pr, base: r.base, head, labels })
  p.action = 'submitted'
  return p
}

test('issue 50: an approving review by an approver on the current head approves; one on an older head, or by the author, does not', async () => {
  const s = gh.reset()
  const inputs = { approvers: '@alice, reviews' }
  const review = (id: number, login: string, commit: string, state = 'APPROVED') => ({
    id,
    state,
    body: '',
    commit_id: commit,
    user: { login, id: id, type: 'User' },
    html_url: `https://github.com/acme/gitops/pull/73#pullrequestreview-${id}`
  })
  // alice approved head1, then head2 was pushed: her review is for an older head.
  s.reviews.set(73, [review(1, 'alice', r.head1)])
  const old = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request_review', payload: reviewed(73, r.head2), inputs })
  assert.equal(old.code, 1, old.stdout)
  assert.equal(approval(73), undefined)
  // dev (the author) approves the current head: not counted, and the comment says why.
  s.reviews.set(73, [review(1, 'alice', r.head1), review(2, 'dev', r.head2)])
  const self = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request_review', payload: reviewed(73, r.head2), inputs })
  assert.equal(self.code, 1)
  assert.match(said(self, 73), /The approving review by @dev does not count: @dev is the pull request’s author/)
  // alice approves the current head: approved, recorded as a review approval bound to this set.
  s.reviews.set(73, [review(1, 'alice', r.head1), review(2, 'dev', r.head2), review(3, 'alice', r.head2)])
  const ok = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request_review', payload: reviewed(73, r.head2), inputs })
  assert.equal(ok.code, 0, ok.stdout)
  assert.deepEqual({ by: approval(73)!.by, via: approval(73)!.via, event: approval(73)!.event }, { by: 'alice', via: 'review', event: 3 })
  assert.match(said(ok, 73), /approved by @alice via an approving review \(listed approver\)/)
  // A re-run on a synchronize event with the same set keeps it; alice withdrawing (changes requested) revokes it.
  const rerun = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 73, base: r.base, head: r.head2 }),
    inputs
  })
  assert.equal(rerun.code, 0, rerun.stdout)
  s.reviews.get(73)!.push(review(4, 'alice', r.head2, 'CHANGES_REQUESTED'))
  const withdrawn = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 73, base: r.base, head: r.head2 }),
    inputs
  })
  assert.equal(withdrawn.code, 1, withdrawn.stdout)
  assert.deepEqual(s.invalid, [])
})

test('issue 50: mode publish (fork PRs) applies the same rules from trusted sources: the base checkout’s approvers and the API’s author', async () => {
  const s = gh.reset()
  // The fork's analyze run (mode: analyze) uploads its artifact.
  const analyzed = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 74, base: r.base, head: r.head1, fork: true }),
    inputs: { mode: 'analyze' }
  })
  assert.equal(analyzed.code, 1, analyzed.stdout)
  const artifact = tempDir('pg-artifact-')
  cpSync(join(analyzed.reportPath, '..'), artifact, { recursive: true })
  // The publish workflow's checkout (the default branch) names the approvers.
  const ws = tempDir('pg-base-checkout-')
  writeFileSync(join(ws, '.prune-guard.yaml'), "approvers: ['@alice']\n")
  const publishAs = (actor: string, id: number) => {
    s.pulls.set(74, {
      number: 74,
      head: { sha: r.head1 },
      base: { sha: r.base, repo: { full_name: 'acme/gitops' } },
      user: { login: 'mallory' },
      labels: [{ name: LABEL }]
    })
    s.issueEvents.set(74, [{ id, event: 'labeled', label: { name: LABEL, color: 'ededed' }, actor: { login: actor }, created_at: '2026-05-04T10:00:00Z' }])
    const payload = eventPayload('workflow_run', r.base, r.head1)
    Object.assign(payload.workflow_run, { triggering_actor: { login: actor, id: 9, type: 'User' }, created_at: '2026-05-04T10:00:03Z' })
    return runAction({
      api: s.url,
      workspace: ws,
      sha: r.head1,
      event: 'workflow_run',
      payload,
      inputs: { mode: 'publish', 'check-name': 'Prune Guard', 'report-path': join(artifact, 'report.json') }
    })
  }
  // mallory (the fork's author, per the API) labels her own PR: refused.
  const own = await publishAs('mallory', 8001)
  assert.equal(own.code, 0, own.stdout)
  assert.equal(s.checkRuns.at(-1)!.created.conclusion, 'failure')
  assert.match(said(own, 74), /applied by @mallory, which does not count: @mallory is the pull request’s author/)
  assert.match(gh.comments.get(74)![0]!.body.replaceAll('\u2060', ''), /\*\*To unblock:\*\*\n\n- ⚠️ The label prune-guard\/approve was applied by @mallory/)
  assert.equal(approval(74), undefined)
  // alice (listed in the base checkout's config) labels it: approved (a neutral check: publish mode never posts success).
  const alice = await publishAs('alice', 8002)
  assert.equal(alice.code, 0, alice.stdout)
  assert.equal(s.checkRuns.at(-1)!.created.conclusion, 'neutral')
  assert.deepEqual(
    { by: approval(74)!.by, standing: approval(74)!.standing, event: approval(74)!.event },
    { by: 'alice', standing: 'listed approver', event: 8002 }
  )
  assert.deepEqual(s.invalid, [])
})
