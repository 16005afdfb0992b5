// Issue 8 items 14-18 through the engine and the CLI on a real git repository written by an attacker
// (hostile-repo.ts): every output format is checked for leaks (secret values, runner paths) and injection
// (workflow commands, terminal escapes, mentions, autolinks, bidi characters).
import assert from 'node:assert/strict'
import { before, test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderJson } from '../../src/report/json.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import type { Report } from '../../src/report/model.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import { renderAll } from '../helpers/formats.js'
import { devBinaryArgs, runCli } from '../helpers/cli.js'
import { devBinaries } from '../helpers/tools.js'
import { hostileRepo, RAW_CONTROL, runnerPaths, SECRET } from './hostile-repo.js'
import { assertSafeLines, assertSafeMarkdown } from './invariants.js'

let repo: ReturnType<typeof hostileRepo>
let report: Report
let outputs: Record<'json' | 'text' | 'markdown' | 'sarif', string>

before(async () => {
  repo = hostileRepo()
  const { helmPath, kustomizePath } = devBinaries()
  report = (await analyze({ repoDir: repo.dir, base: repo.base, head: repo.head, helmPath, kustomizePath })).report
  outputs = {
    json: renderJson(report),
    text: renderText(report),
    markdown: renderMarkdown(report, { repoUrl: 'https://github.com/acme/gitops' }),
    sarif: renderSarif(report)
  }
})

const appError = (name: string): string => report.apps.find((a) => a.name === name)?.error ?? ''

test('the attack reached the report: the hostile resource is pruned, the hostile fail message is the render error', () => {
  const raw = report.apps.find((a) => a.name === 'raw')!
  assert.equal(raw.prune.length, 1)
  assert.match(raw.prune[0]!.name, /::add-mask::pwned-mask/)
  assert.match(appError('failing'), /\n::error title=fake::injected-error\n/)
  assert.equal(report.verdict, 'fail')
})

test('item 14: secret values quoted by helm (values.schema.json), kustomize (secretGenerator) and JSON parse errors are redacted in every format', () => {
  assert.match(appError('schema'), /at '\/db\/password': '\[redacted\]' does not match pattern/)
  assert.match(appError('generator'), /literal sources \[\[redacted\]\]: invalid literal source \[redacted\]/)
  assert.match(appError('jsonsecret'), /Failed to unmarshal "jsonsecret\/secret\.json": Unexpected token 'h', \[redacted\] is not valid JSON/)
  for (const [format, out] of Object.entries(outputs)) assert.ok(!out.includes(SECRET.slice(0, 7)), `${format} holds the secret`)
})

test('item 18: runner paths (scratch folder, checkout) become repository-relative in every format', () => {
  // helm was given the absolute path of the value file; the report names it relative to the repository.
  assert.match(appError('badvalues'), /failed to parse badvalues\/extra\.yaml: /)
  for (const [format, out] of Object.entries(outputs)) assert.doesNotMatch(out, runnerPaths(), `${format} names a runner path`)
})

test('items 15 and 17: the text report has no raw control or bidi character and no line that is a workflow command', () => {
  assertSafeLines(outputs.text)
  assert.match(outputs.text, /\\x1B\]8;;https:\/\/evil\.example\/\\x07osc-link/, 'escapes are shown, not sent')
  assert.match(outputs.text, /hostile\/pwn\\r\\n::add-mask::pwned-mask\\n::error/, 'names stay on one line')
  // Indented under its finding (a message's continuation lines never start at the margin), and defused.
  assert.match(outputs.text, /^\\\s+::error title=fake::injected-error$/m, 'message lines that would be commands are defused')
})

test('item 16: markdown neutralizes mentions, references, autolinks, bidi and zero-width characters; fences and details balance', () => {
  assertSafeMarkdown(outputs.markdown)
  assert.match(outputs.markdown, /@\u2060octocat #\u206012 https:\u2060\/\/evil\.example/)
})

test('items 16-17: JSON and SARIF files carry no raw C1, bidi or zero-width characters; SARIF messages are visible text', () => {
  for (const f of ['json', 'sarif'] as const) assert.doesNotMatch(outputs[f], RAW_CONTROL, f)
  // JSON is lossless data: the escapes parse back to the original strings.
  assert.deepEqual(JSON.parse(outputs.json), JSON.parse(JSON.stringify(report)))
  const sarif = JSON.parse(outputs.sarif)
  for (const r of sarif.runs[0].results) assert.doesNotMatch(r.message.text, RAW_CONTROL)
  for (const rule of sarif.runs[0].tool.driver.rules) assert.match(rule.helpUri, /^https:\/\/github\.com\/argocd-prune-guard\//)
})

test("items 14-18 in the action's outputs: its log (annotations, verdict line) and job summary leak nothing and are inert", async () => {
  const { log, summary } = await renderAll(report)
  for (const [name, out] of Object.entries({ log, summary })) {
    assert.ok(!out.includes(SECRET.slice(0, 7)), `${name} holds the secret`)
    assert.doesNotMatch(out, runnerPaths(), `${name} names a runner path`)
  }
  // Only our own annotation commands, each one line; PR content inside them is escaped (%0A), never a new command.
  assertSafeLines(log, /^::(error|warning|notice)( [^:\n]*)?::[^\n]*$/)
  assert.ok(!/^::add-mask::|^::stop-commands::/m.test(log))
  assert.match(log, /^Prune Guard: FAIL /m)
  assert.match(log, /pwn%0A::add-mask::pwned-mask%0A::error title=fake/, 'the hostile name reached the log, escaped')
  assertSafeMarkdown(summary)
})

test('items 15, 17: the CLI prints the text report and --verbose progress without commands or raw escapes', async () => {
  const r = await runCli(['--repo', repo.dir, '--base', repo.base, '--head', repo.head, '--verbose', ...devBinaryArgs()])
  assert.equal(r.code, 1, r.stderr)
  assertSafeLines(r.stdout)
  assertSafeLines(r.stderr)
  assert.doesNotMatch(r.stdout + r.stderr, runnerPaths())
  assert.ok(!(r.stdout + r.stderr).includes(SECRET.slice(0, 7)))
  assert.match(r.stdout, /pwned-mask/)
})
