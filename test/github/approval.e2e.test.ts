// The approve label bound to what it approved (issue 8 item 9), and mode: publish never posting a pass it cannot
// verify (issue 8 item 10). The bundled action in a subprocess, a real git repository, real rendering, and the local
// GitHub API on 127.0.0.1 validating every request against GitHub's OpenAPI description.
import assert from 'node:assert/strict'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { parseMarker } from '../../src/github/comment.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { renderAll } from '../helpers/formats.js'
import { tempDir } from '../helpers/tools.js'
import { buildBundle, eventPayload, pullRequestPayload, runAction } from './harness.js'
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

// Enough other objects that deleting three PVCs stays below mass-prune's share (only prune findings block).
const cms = (n: number) => Array.from({ length: n }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm${i}}\n`).join('---\n')

/** base: three PVCs; head1 deletes one; head2 (a later push) deletes the other two as well. */
function repo(): { dir: string; base: string; head1: string; head2: string } {
  const dir = makeRepo({ 'apps/ledger.yaml': app, 'ledger/a.yaml': pvc('a'), 'ledger/b.yaml': pvc('b'), 'ledger/c.yaml': pvc('c'), 'ledger/cm.yaml': cms(4) })
  const base = git(dir, 'rev-parse', 'HEAD')
  const head1 = commit(dir, {}, 'drop a', ['ledger/a.yaml'])
  const head2 = commit(dir, {}, 'drop b and c too', ['ledger/b.yaml', 'ledger/c.yaml'])
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

const marker = (pr: number) => parseMarker(gh.comments.get(pr)![0]!.body)!

test('issue 8 item 9: the approve label covers the set it was applied for; a push deleting two more PVCs needs a new approval', async () => {
  const s = gh.reset()
  const pr = (head: string, extra: Partial<Parameters<typeof pullRequestPayload>[0]> = {}) =>
    pullRequestPayload({ number: 40, base: r.base, head, labels: [LABEL], ...extra })
  // 1. Alice applies the label at head1 (one PVC deleted): approved, and the set is recorded in the marker.
  const labeled = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pr(r.head1, { action: 'labeled', label: LABEL, sender: 'alice' })
  })
  assert.equal(labeled.code, 0, labeled.stdout)
  const rec = marker(40).approval!
  assert.equal(rec.count, 1)
  assert.equal(rec.by, 'alice')
  assert.match(rec.digest, /^[0-9a-f]{16}$/)
  assert.match(labeled.stdout, /::notice::1 deletion finding\(s\) approved by @alice via label prune-guard\/approve; the approval is bound to this set\./)
  // 2. A re-run at the same head (label still on): the recorded set matches, still approved by alice.
  const again = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.head1) })
  assert.equal(again.code, 0, again.stdout)
  assert.match(s.comments.get(40)![0]!.body, /approved by @\u2060alice via label prune-guard\/approve/)
  // 3. A later push deletes two more PVCs, the old label still on the PR: not approved, exit 1, every format says so.
  const pushed = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.head2) })
  assert.equal(pushed.code, 1, pushed.stdout)
  assert.equal(pushed.outputs.verdict, 'fail')
  assert.equal(pushed.outputs['blocking-count'], '3')
  const report = JSON.parse(readFileSync(pushed.reportPath, 'utf8'))
  const prunes = report.findings.filter((f: any) => f.rule === 'prune' && f.resource.kind === 'PersistentVolumeClaim')
  assert.deepEqual(
    prunes.map((f: any) => [f.resource.name, f.blocking, f.suppressed]),
    [
      ['a', true, null],
      ['b', true, null],
      ['c', true, null]
    ]
  )
  for (const f of prunes)
    assert.match(
      f.fix,
      /applied by @alice for another set of deletions \(1 finding\); this change deletes a different set\. A new approval is needed: remove the label and add it again/
    )
  const body = s.comments.get(40)![0]!.body
  assert.match(body, /^## ❌ /m)
  assert.match(body, /A new approval is needed/)
  assert.match(pushed.stdout, /::warning::The label prune-guard\/approve does not cover this change's deletions/)
  assert.match(pushed.stdout, /^Prune Guard: FAIL \(3 blocking findings\)/m)
  assert.match(pushed.summary, /^## ❌ /m)
  // The same report as text and SARIF: the three deletions block, none is suppressed by the stale label.
  const all = await renderAll(report)
  assert.match(all.text, /^FAIL: 3 blocking findings/m)
  // Issue 11: the three findings share rule, app and fix, so the text report shows them as one group of 3.
  assert.equal((all.text.match(/A new approval is needed/g) ?? []).length, 1)
  assert.match(
    all.text,
    /BLOCKING \[prune\] [^:]+: 3 resources: PersistentVolumeClaim [^\n]*\/a, PersistentVolumeClaim [^\n]*\/b, PersistentVolumeClaim [^\n]*\/c\./
  )
  const sarif = JSON.parse(all.sarif).runs[0].results.filter((x: any) => x.ruleId === 'prune' && /PersistentVolumeClaim/.test(x.message.text))
  assert.deepEqual(
    sarif.map((x: any) => [x.level, x.suppressions]),
    [
      ['error', undefined],
      ['error', undefined],
      ['error', undefined]
    ]
  )
  assert.deepEqual(marker(40).approval, rec, 'the earlier record is kept, not widened')
  // 4. Bob applies the label again at head2: the three deletions are approved and recorded.
  const relabeled = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pr(r.head2, { action: 'labeled', label: LABEL, sender: 'bob' })
  })
  assert.equal(relabeled.code, 0, relabeled.stdout)
  assert.equal(marker(40).approval!.count, 3)
  assert.notEqual(marker(40).approval!.digest, rec.digest)
  // 5. Removing the label revokes it: blocking again, no approval in the marker.
  const removed = await runAction({ api: s.url, workspace: r.dir, event: 'pull_request', payload: pr(r.head2, { labels: [] }) })
  assert.equal(removed.code, 1)
  assert.equal(marker(40).approval, undefined)
  assert.deepEqual(s.invalid, [])
})

/** Runs mode: analyze for `head` on fork PR `n` and returns a copy of its artifact folder. */
async function analyzeArtifact(s: FakeGitHub, n: number, head: string): Promise<string> {
  const res = await runAction({
    api: s.url,
    workspace: r.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: n, base: r.base, head, fork: true }),
    inputs: { mode: 'analyze' }
  })
  assert.equal(res.code, 1, res.stdout)
  const dir = tempDir('pg-artifact-')
  cpSync(join(res.reportPath, '..'), dir, { recursive: true })
  return dir
}

function tamper(dir: string, f: (report: any) => void): void {
  const p = join(dir, 'report.json')
  const report = JSON.parse(readFileSync(p, 'utf8'))
  f(report)
  writeFileSync(p, JSON.stringify(report))
}

const publishRun = (s: FakeGitHub, artifact: string, head: string, wr: Record<string, unknown> = {}, inputs: Record<string, string> = {}) => {
  const payload = eventPayload('workflow_run', r.base, head)
  Object.assign(payload.workflow_run, wr)
  return runAction({
    api: s.url,
    workspace: r.dir,
    event: 'workflow_run',
    payload,
    inputs: { mode: 'publish', 'check-name': 'Prune Guard', 'status-context': 'prune-guard', 'report-path': join(artifact, 'report.json'), ...inputs }
  })
}

test('issue 8 item 10: mode publish recomputes the verdict with the base policy and never posts success from an artifact', async () => {
  const s = gh.reset()
  s.pulls.set(50, { number: 50, head: { sha: r.head1 }, base: { repo: { full_name: 'acme/gitops' } }, labels: [] })
  const artifact = await analyzeArtifact(s, 50, r.head1)
  // The fork flips every blocking flag and the verdict: the publish job recomputes them (failure).
  tamper(artifact, (rep) => {
    for (const f of rep.findings) f.blocking = false
    rep.findings[0].suppressed = 'approved by @mallory via label prune-guard/approve'
    rep.verdict = 'pass'
    rep.summary.blocking = 0
  })
  const flipped = await publishRun(s, artifact, r.head1)
  assert.equal(flipped.code, 0, flipped.stdout)
  assert.deepEqual(s.invalid, [])
  assert.equal(s.checkRuns.at(-1)!.created.conclusion, 'failure')
  assert.deepEqual(
    s.statuses.map((x) => x.body.state),
    ['failure']
  )
  assert.equal(flipped.outputs.verdict, 'fail')
  assert.doesNotMatch(s.comments.get(50)![0]!.body, /mallory/, 'an approval claimed by the artifact is dropped')
  // The fork empties the findings: a pass that cannot be verified is a neutral check and a pending status, never success.
  tamper(artifact, (rep) => {
    rep.findings = []
    rep.summary.findings = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  })
  s.requests = []
  const emptied = await publishRun(s, artifact, r.head1)
  assert.equal(emptied.code, 0, emptied.stdout)
  const run = s.checkRuns.at(-1)!.created
  assert.equal(run.conclusion, 'neutral')
  assert.match(run.output.title, /^Not verified: passed/)
  assert.match(run.output.summary, /cannot be verified here.*The required check is the analyze job/)
  assert.equal(s.statuses.at(-1)!.body.state, 'pending')
  assert.match(s.statuses.at(-1)!.body.description, /^Not verified: .*require the analyze job$/)
  assert.ok(
    s.checkRuns.every((c) => c.created.conclusion !== 'success') && s.statuses.every((x) => x.body.state !== 'success'),
    'nothing from an artifact is ever posted as success'
  )
  assert.deepEqual(s.invalid, [])
})

test('issue 8 item 10: the base policy decides (config of the publishing checkout); a labeling is bound only by its own run', async () => {
  const s = gh.reset()
  const artifact = await analyzeArtifact(s, 51, r.head1)
  // The publishing workflow's checkout (the base repository) turns prune findings off: no failure, but still not success.
  const ws = tempDir('pg-base-checkout-')
  writeFileSync(join(ws, '.prune-guard.yaml'), 'rules:\n  prune: false\n')
  s.pulls.set(51, { number: 51, head: { sha: r.head1 }, base: { repo: { full_name: 'acme/gitops' } }, labels: [] })
  const offRun = await runAction({
    api: s.url,
    workspace: ws,
    sha: r.head1,
    event: 'workflow_run',
    payload: eventPayload('workflow_run', r.base, r.head1),
    inputs: { mode: 'publish', 'check-name': 'Prune Guard', 'report-path': join(artifact, 'report.json') }
  })
  assert.equal(offRun.code, 0, offRun.stdout)
  assert.equal(s.checkRuns.at(-1)!.created.conclusion, 'neutral')
  // The label applied by alice triggered the analyze run (triggering_actor alice, same time): the set is approved and
  // recorded; a later run for the same set (triggered by mallory's re-push) finds the record.
  s.pulls.set(51, { number: 51, head: { sha: r.head1 }, base: { repo: { full_name: 'acme/gitops' } }, labels: [{ name: LABEL }] })
  const at = '2026-05-04T10:00:00Z'
  s.issueEvents.set(51, [{ id: 7001, event: 'labeled', label: { name: LABEL, color: 'ededed' }, actor: { login: 'alice' }, created_at: at }])
  const byLabel = await publishRun(s, artifact, r.head1, { triggering_actor: { login: 'alice', id: 1, type: 'User' }, created_at: '2026-05-04T10:00:05Z' })
  assert.equal(byLabel.code, 0, byLabel.stdout)
  assert.equal(s.checkRuns.at(-1)!.created.conclusion, 'neutral')
  assert.deepEqual(marker(51).approval, { digest: marker(51).approval!.digest, count: 1, head: r.head1, by: 'alice', event: 7001 })
  // head2 (two more PVCs) analysed by mallory's push: the label event is not this run's trigger, the set differs: failure.
  const artifact2 = await analyzeArtifact(s, 51, r.head2)
  s.pulls.set(51, { number: 51, head: { sha: r.head2 }, base: { repo: { full_name: 'acme/gitops' } }, labels: [{ name: LABEL }] })
  const later = await publishRun(s, artifact2, r.head2, { triggering_actor: { login: 'mallory', id: 666, type: 'User' }, created_at: '2026-05-04T10:00:30Z' })
  assert.equal(later.code, 0)
  assert.equal(s.checkRuns.at(-1)!.created.conclusion, 'failure')
  assert.equal(later.outputs.verdict, 'fail')
  assert.match(s.comments.get(51)![0]!.body, /A new approval is needed/)
  assert.equal(marker(51).approval!.count, 1, 'the record still names what alice approved')
  assert.deepEqual(s.invalid, [])
})

test('issue 44 item 5: 60 approved deletions do not approve a later push deleting 199 PVCs (the report lists 50 of each)', async () => {
  const s = gh.reset()
  const names = Array.from({ length: 199 }, (_, i) => `p${String(i).padStart(3, '0')}`)
  const pvcs = (keep: string[]) => keep.map(pvc).join('---\n')
  // 250 ConfigMaps keep 199 deletions below mass-prune's share: only the PVC prunes block.
  const dir = makeRepo({ 'apps/ledger.yaml': app, 'ledger/pvcs.yaml': pvcs(names), 'ledger/cm.yaml': cms(250) })
  const base = git(dir, 'rev-parse', 'HEAD')
  const sixty = commit(dir, { 'ledger/pvcs.yaml': pvcs(names.slice(60)) }, 'drop 60 PVCs')
  const all = commit(dir, {}, 'drop every PVC', ['ledger/pvcs.yaml'])
  const pr = (head: string, extra: Partial<Parameters<typeof pullRequestPayload>[0]> = {}) =>
    pullRequestPayload({ number: 44, base, head, labels: [LABEL], ...extra })
  const labeled = await runAction({
    api: s.url,
    workspace: dir,
    event: 'pull_request',
    payload: pr(sixty, { action: 'labeled', label: LABEL, sender: 'alice' })
  })
  assert.equal(labeled.code, 0, labeled.stdout)
  assert.equal(marker(44).approval!.count, 60)
  assert.equal(marker(44).approval!.head, sixty)
  const pushed = await runAction({ api: s.url, workspace: dir, event: 'pull_request', payload: pr(all) })
  assert.equal(pushed.code, 1, pushed.stdout)
  const report = JSON.parse(readFileSync(pushed.reportPath, 'utf8'))
  const prunes = report.findings.filter((f: any) => f.rule === 'prune')
  // 50 listed and one count finding standing for the other 149, with the digest of their identities.
  assert.equal(prunes.length, 51)
  assert.deepEqual(prunes.at(-1).unlisted.count, 149)
  assert.match(prunes.at(-1).unlisted.digest, /^[0-9a-f]{64}$/)
  assert.ok(prunes.every((f: any) => f.blocking && f.suppressed === null))
  assert.match(pushed.stdout, /::warning::The label prune-guard\/approve does not cover this change's deletions/)
  assert.equal(marker(44).approval!.count, 60, 'the record still names what alice approved')
  assert.deepEqual(s.invalid, [])
})
