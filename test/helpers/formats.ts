// Every output of one Report, for tests asserting that a fact (or a safe outcome) reaches all of them: the JSON
// report, `--format text`, the PR comment markdown, SARIF, and what the action prints: its log (workflow annotations
// as main.ts emits them, then finish.ts's one-line verdict) and its job summary (finish.ts). Real renderers and the
// real Runner; only the runner's files are temp files.
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { finish } from '../../src/github/finish.js'
import type { ActionInputs } from '../../src/github/inputs.js'
import { Runner } from '../../src/github/runner.js'
import { workflowAnnotations } from '../../src/report/annotations.js'
import { renderJson } from '../../src/report/json.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import type { Report } from '../../src/report/model.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import { tempDir } from './tools.js'

export interface AllFormats {
  json: string
  text: string
  markdown: string
  sarif: string
  /** The action's log lines (annotations and the final verdict line), as written to stdout. */
  log: string
  /** The action's job summary (GITHUB_STEP_SUMMARY). */
  summary: string
}

export async function renderAll(report: Report): Promise<AllFormats> {
  const dir = tempDir('pg-formats-')
  const summaryFile = join(dir, 'summary.md')
  writeFileSync(summaryFile, '')
  writeFileSync(join(dir, 'output'), '')
  let log = ''
  const runner = new Runner({ GITHUB_STEP_SUMMARY: summaryFile, GITHUB_OUTPUT: join(dir, 'output') }, (s) => void (log += s))
  for (const a of workflowAnnotations(report)) runner[a.level === 'failure' ? 'error' : a.level](a.message, { title: a.title, file: a.file, line: a.line })
  const inputs = { instanceKey: '', reportPath: join(dir, 'report.json') } as unknown as ActionInputs
  await finish(runner, inputs, report, { repoUrl: 'https://github.com/acme/gitops' }, Date.now())
  return {
    json: renderJson(report),
    text: renderText(report),
    markdown: renderMarkdown(report),
    sarif: renderSarif(report),
    log,
    summary: readFileSync(summaryFile, 'utf8')
  }
}

/** The formats as [name, text] pairs, for one assertion over each. */
export async function eachFormat(report: Report): Promise<Array<[keyof AllFormats, string]>> {
  return Object.entries(await renderAll(report)) as Array<[keyof AllFormats, string]>
}

/** The verdict is stated in every output: JSON field, text and log lines, comment and summary headings. */
export function assertVerdictEverywhere(all: AllFormats, verdict: 'pass' | 'fail'): void {
  const word = verdict === 'fail' ? 'FAIL' : 'PASS'
  assert.equal(JSON.parse(all.json).verdict, verdict, 'json')
  assert.match(all.text, new RegExp(`^${word}`, 'm'), 'text')
  assert.match(all.log, new RegExp(`^Prune Guard: ${word}`, 'm'), 'log')
  const heading = verdict === 'fail' ? /^## ❌ / : /^## (✅|⚠️) /
  assert.match(all.markdown.split('\n')[0]!, heading, 'markdown')
  assert.match(all.summary.split('\n')[0]!, heading, 'summary')
  assert.ok(Array.isArray(JSON.parse(all.sarif).runs[0].results), 'sarif')
}
