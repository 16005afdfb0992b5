// End-to-end for the other modes: review mode, the fork-safe analyze → publish pair, merge_group, and a shallow
// checkout whose base and head commits the action fetches itself.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { commit, git } from '../helpers/git.js'
import { tempDir } from '../helpers/tools.js'
import { buildBundle, eventPayload, pullRequestPayload, runAction } from './harness.js'
import { FakeGitHub } from './server.js'

const DEMO_BASE = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..', 'examples', 'demo', 'base')

let gh: FakeGitHub
before(async () => {
  buildBundle()
  gh = await new FakeGitHub().start()
})
after(() => gh.stop())

/** The PR's files as GET /pulls/{n}/files returns them, from the real diff. */
function prFiles(dir: string, base: string, head: string): Array<{ filename: string; status: string; patch: string }> {
  return git(dir, 'diff', '--name-status', base, head)
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [st, filename] = l.split('\t') as [string, string]
      const patch = git(dir, 'diff', base, head, '--', filename)
      return { filename, status: st === 'D' ? 'removed' : st === 'A' ? 'added' : 'modified', patch: patch.slice(patch.indexOf('@@')) }
    })
}

test('review mode: REQUEST_CHANGES with an inline comment on the removed PVC line; clean later → dismissed + COMMENT', async () => {
  const s = gh.reset()
  const dir = demoRepo()
  const base = git(dir, 'rev-parse', 'HEAD~1')
  const head = git(dir, 'rev-parse', 'HEAD')
  s.files.set(20, prFiles(dir, base, head))
  const inputs = { 'comment-mode': 'review' }
  const res = await runAction({ api: s.url, workspace: dir, event: 'pull_request', payload: pullRequestPayload({ number: 20, base, head }), inputs })
  assert.equal(res.code, 1, res.stdout)
  assert.deepEqual(s.invalid, [])
  const [review] = s.reviews.get(20)!
  assert.equal(review.state, 'CHANGES_REQUESTED')
  assert.match(review.body, /^<!-- argocd-prune-guard:v1 .*\n## ❌ Argo CD Prune Guard/)
  assert.deepEqual(
    review.comments.map((c: any) => [c.path, c.line, c.side]),
    [['kustomize/payments/base/pvc.yaml', 1, 'LEFT']]
  )
  assert.match(review.comments[0].body, /❌ \*\*critical\*\* · \[prune\]/)
  assert.match(res.outputs['comment-url'] ?? '', /pullrequestreview-\d+$/)
  // The same run again: nothing new is submitted.
  s.requests = []
  await runAction({ api: s.url, workspace: dir, event: 'pull_request', payload: pullRequestPayload({ number: 20, base, head }), inputs })
  assert.deepEqual(s.writes(), [])
  // Restore the PVC: the PR is clean, our blocking review is dismissed and a COMMENT review says so.
  cpSync(join(DEMO_BASE, 'kustomize'), join(dir, 'kustomize'), { recursive: true })
  const clean = commit(dir, {}, 'restore')
  s.files.set(20, prFiles(dir, base, clean))
  const ok = await runAction({ api: s.url, workspace: dir, event: 'pull_request', payload: pullRequestPayload({ number: 20, base, head: clean }), inputs })
  assert.equal(ok.code, 0, ok.stdout)
  assert.deepEqual(
    s.reviews.get(20)!.map((r) => r.state),
    ['DISMISSED', 'COMMENTED']
  )
  assert.deepEqual(s.invalid, [])
})

test('fork-safe pair: analyze writes the artifact without any API call; publish validates it and posts comment and check', async () => {
  const s = gh.reset()
  const dir = demoRepo()
  const base = git(dir, 'rev-parse', 'HEAD~1')
  const head = git(dir, 'rev-parse', 'HEAD')
  const analyzed = await runAction({
    api: s.url,
    workspace: dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 30, base, head, fork: true }),
    inputs: { mode: 'analyze', 'check-name': 'Prune Guard' }
  })
  assert.equal(analyzed.code, 1, 'the unprivileged job is the gate')
  assert.equal(s.requests.length, 0, 'mode: analyze never calls GitHub')
  // The PVC's file is deleted at head: the annotation is on its app's manifest, which the head commit has.
  assert.match(analyzed.stdout, /::error title=critical · prune[^\n]*file=apps\/payments\.yaml,line=\d+::/)
  assert.doesNotMatch(analyzed.stdout, /file=kustomize\/payments\/base\/pvc\.yaml/)
  const context = JSON.parse(readFileSync(join(analyzed.reportPath, '..', 'context.json'), 'utf8'))
  assert.deepEqual(context, {
    version: 1,
    eventName: 'pull_request',
    pullRequest: 30,
    checkSha: head,
    fork: true,
    runUrl: 'https://github.com/acme/gitops/actions/runs/4242'
  })

  // The privileged workflow_run job downloads the artifact (here: copies it) and publishes it.
  const artifact = tempDir('pg-artifact-')
  cpSync(join(analyzed.reportPath, '..'), artifact, { recursive: true })
  s.pulls.set(30, { number: 30, head: { sha: head }, base: { repo: { full_name: 'acme/gitops' } } })
  const workflowRun = eventPayload('workflow_run', base, head)
  const publishInputs = { mode: 'publish', 'check-name': 'Prune Guard', 'report-path': join(artifact, 'report.json') }
  const published = await runAction({ api: s.url, workspace: dir, event: 'workflow_run', payload: workflowRun, inputs: publishInputs })
  assert.equal(published.code, 0, published.stdout)
  assert.deepEqual(s.invalid, [])
  const firstGet = s.requests.findIndex((r) => r.operationId === 'pulls/get')
  const firstWrite = s.requests.findIndex((r) => r.method !== 'GET' && r.path !== '/graphql')
  assert.ok(firstGet >= 0 && firstGet < firstWrite, 'the PR number from the artifact is verified before anything is posted')
  assert.match(s.comments.get(30)![0]!.body, /\[full report\]\(https:\/\/github\.com\/acme\/gitops\/actions\/runs\/99\)/)
  assert.equal(s.checkRuns.length, 1)
  assert.equal(s.checkRuns[0]!.created.status, 'completed')
  assert.equal(s.checkRuns[0]!.created.conclusion, 'failure')
  assert.equal(s.checkRuns[0]!.created.head_sha, head)
  assert.equal(published.outputs.verdict, 'fail')

  // A tampered artifact is refused before anything is posted.
  s.requests = []
  const report = JSON.parse(readFileSync(join(artifact, 'report.json'), 'utf8'))
  report.findings[0].blocking = 'no'
  writeFileSync(join(artifact, 'report.json'), JSON.stringify(report))
  const tampered = await runAction({ api: s.url, workspace: dir, event: 'workflow_run', payload: workflowRun, inputs: publishInputs })
  assert.equal(tampered.code, 2)
  assert.match(tampered.stdout, /::error::The report does not match schema\/report\.schema\.json: \/findings\/0\/blocking must be boolean/)
  assert.deepEqual(s.writes(), [])
  // An artifact for another commit is refused too.
  const other = await runAction({
    api: s.url,
    workspace: dir,
    event: 'workflow_run',
    payload: { ...workflowRun, workflow_run: { ...workflowRun.workflow_run, head_sha: base } },
    inputs: { ...publishInputs, 'report-path': join(analyzed.reportPath) }
  })
  assert.equal(other.code, 2)
  assert.match(other.stdout, /was made for commit [0-9a-f]{40}, but the triggering run is for/)
})

test('merge_group: no comment, the check run goes to the merge group head; a shallow checkout fetches base and head', async () => {
  const s = gh.reset()
  const origin = demoRepo()
  git(origin, 'config', 'uploadpack.allowReachableSHA1InWant', 'true')
  const base = git(origin, 'rev-parse', 'HEAD~1')
  const head = git(origin, 'rev-parse', 'HEAD')
  // A checkout like actions/checkout's default: one commit deep, of an unrelated later commit.
  writeFileSync(join(origin, 'README.md'), 'merge commit stand-in\n')
  const tip = commit(origin, {}, 'tip')
  const work = tempDir('pg-shallow-')
  git(work, 'clone', '-q', '--depth=1', `file://${origin}`, 'repo')
  const repo = join(work, 'repo')
  assert.notEqual(spawnSync('git', ['-C', repo, 'cat-file', '-e', `${base}^{commit}`]).status, 0, 'the base commit is not in the clone')
  const res = await runAction({
    api: s.url,
    workspace: repo,
    sha: tip,
    event: 'merge_group',
    payload: eventPayload('merge_group', base, head),
    inputs: { 'check-name': 'Prune Guard', 'repo-url': 'https://github.com/example/gitops.git' }
  })
  assert.equal(res.code, 1, res.stdout + res.stderr)
  assert.match(res.stdout, /fetching [0-9a-f]{7}, [0-9a-f]{7} from origin \(shallow checkout\)/)
  assert.deepEqual(s.invalid, [])
  assert.equal(s.requests.filter((r) => r.operationId?.startsWith('issues/')).length, 0)
  assert.equal(s.checkRuns[0]!.created.head_sha, head)
  assert.equal(res.outputs['prune-count'], '1')
})
