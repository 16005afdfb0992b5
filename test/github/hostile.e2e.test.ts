// Issue 8 items 15-18 through the bundled action: a hostile pull request (test/fuzz/hostile-repo.ts) analyzed in
// `mode: analyze` (log annotations, job summary, artifact), then published from a tampered artifact whose `docs`
// fields try to break out of the comment. The log must hold no workflow command but ours, the comment, check run and
// summary no mention, autolink, raw HTML or control character, and nothing may name a secret or a runner path.
import assert from 'node:assert/strict'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { DOCS_BASE } from '../../src/rules/types.js'
import { hostileRepo, RAW_CONTROL, runnerPaths, SECRET } from '../fuzz/hostile-repo.js'
import { assertSafeLines, assertSafeMarkdown } from '../fuzz/invariants.js'
import { tempDir } from '../helpers/tools.js'
import { buildBundle, eventPayload, pullRequestPayload, runAction } from './harness.js'
import { FakeGitHub } from './server.js'

let gh: FakeGitHub
before(async () => {
  buildBundle()
  gh = await new FakeGitHub().start()
})
after(() => gh.stop())

/** The workflow commands this action issues itself; any other line starting with `::` would be injected. */
const OWN_COMMANDS = /^::(group::[^\n]*|endgroup::|add-mask::ghs_test_token_0123456789|debug::[^\n]*|(error|warning|notice)( [^:\n]*)?::[^\n]*)$/

test('hostile PR through the action: log, annotations, job summary, comment and check run are inert and leak nothing', async () => {
  const s = gh.reset()
  const repo = hostileRepo()
  const analyzed = await runAction({
    api: s.url,
    workspace: repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 41, base: repo.base, head: repo.head, fork: true }),
    inputs: { mode: 'analyze' }
  })
  assert.equal(analyzed.code, 1, analyzed.stdout + analyzed.stderr)
  // Item 15: the hostile name and messages reached the log (as annotations and progress lines) but start no command.
  assert.match(analyzed.stdout, /pwned-mask/)
  assert.match(analyzed.stdout, /rendered argocd\/evil\\n::error::app-name-injected @octocat at head/)
  assertSafeLines(analyzed.stdout, OWN_COMMANDS)
  assertSafeLines(analyzed.stderr)
  const commands = analyzed.stdout.split('\n').filter((l) => l.trimStart().startsWith('::'))
  assert.ok(!commands.some((l) => /^::(add-mask::(?!ghs_test)|stop-commands)/.test(l)), 'no injected mask or stop-commands')
  assert.ok(
    commands.some((l) => /^::error title=high · render-error · app failing[^:]*::.*%0A::error title=fake::injected-error%0A/.test(l)),
    commands.join('\n')
  )
  // Items 16-18: the job summary is safe markdown without secrets or runner paths.
  assertSafeMarkdown(analyzed.summary)
  for (const out of [analyzed.stdout, analyzed.summary, readFileSync(analyzed.reportPath, 'utf8')]) {
    assert.ok(!out.includes(SECRET.slice(0, 7)))
    assert.doesNotMatch(out, runnerPaths())
  }

  // Publish a tampered artifact: docs fields that leave the tool's docs (a newline breakout, another site).
  const artifact = tempDir('pg-artifact-')
  cpSync(join(analyzed.reportPath, '..'), artifact, { recursive: true })
  const report = JSON.parse(readFileSync(join(artifact, 'report.json'), 'utf8'))
  report.findings[0].docs = `${DOCS_BASE}/x.md)\n\n<img src=https://evil.example/p.png> @octocat [click](https://evil.example`
  for (const f of report.findings.slice(1)) f.docs = 'https://evil.example/phish'
  writeFileSync(join(artifact, 'report.json'), JSON.stringify(report))
  s.pulls.set(41, { number: 41, head: { sha: repo.head }, base: { repo: { full_name: 'acme/gitops' } } })
  const published = await runAction({
    api: s.url,
    workspace: repo.dir,
    event: 'workflow_run',
    payload: eventPayload('workflow_run', repo.base, repo.head),
    inputs: { mode: 'publish', 'check-name': 'Prune Guard', 'report-path': join(artifact, 'report.json') }
  })
  assert.equal(published.code, 0, published.stdout)
  assert.deepEqual(s.invalid, [])
  const body = s.comments.get(41)![0]!.body
  const check = s.checkRuns[0]!.created
  for (const md of [body, check.output.summary, published.summary]) {
    assertSafeMarkdown(md)
    assert.doesNotMatch(md, /evil\.example\/(p\.png|phish)/, 'docs only link to the tool')
  }
  assert.match(
    body,
    /\[`render-error`\]\(https:\/\/github\.com\/argocd-prune-guard\/argocd-prune-guard\/blob\/main\/docs\/rules\/render-error\.md\)|`render-error`/
  )
  assert.ok((check.output.annotations ?? []).length > 0, 'annotations were posted')
  for (const a of check.output.annotations) {
    assert.doesNotMatch(a.raw_details ?? '', /evil\.example/)
    assert.doesNotMatch(a.title + a.message, RAW_CONTROL, 'annotation text shows escapes, not raw controls')
  }
  assertSafeLines(published.stdout, OWN_COMMANDS)
})
