// Scale: reports that used to crash (exit 2, no verdict) render in every format, within budget, with the verdict.
// test-tier: slow (reports of 10,000 apps and 200,000 deletions: CPU-bound, seconds each)
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { COMMENT_BUDGET, SUMMARY_MAX_BYTES } from '../../src/report/budget.js'
import { renderAll } from '../helpers/formats.js'
import { renderJson } from '../../src/report/json.js'
import { renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import { buildReport, type Report } from '../../src/report/model.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import { capFindings, FINDINGS_PER_RULE, FINDINGS_PER_RULE_AND_APP } from '../../src/rules/cap.js'
import { runRules } from '../../src/rules/index.js'
import type { AppPlan } from '../../src/plan/plan.js'
import { cm, makePlan } from '../helpers/plans.js'

const META = {
  toolVersion: 'test',
  failOn: 'high' as const,
  shard: null,
  base: { rev: 'a', sha: 'a'.repeat(40) },
  head: { rev: 'b', sha: 'b'.repeat(40) },
  renderers: {},
  problems: []
}

function reportOf(plans: AppPlan[]): Report {
  return buildReport(plans, capFindings(runRules(plans, { failOn: 'high' })), META)
}

/** Every format renders; the comment fits GitHub's limit and states the verdict. */
async function assertRenders(r: Report): Promise<void> {
  const json = renderJson(r)
  assert.equal(JSON.parse(json).verdict, r.verdict)
  assert.match(renderText(r), r.verdict === 'fail' ? /fail|block/i : /pass/i)
  JSON.parse(renderSarif(r))
  const md = renderMarkdownFitted(r).body
  assert.ok(md.length <= COMMENT_BUDGET, `comment is ${md.length} chars`)
  assert.match(md.split('\n').slice(0, 3).join('\n'), /Prune Guard/)
  // The action's job summary and its final verdict line render too (the run always ends with both).
  const action = await renderAll(r)
  assert.match(action.summary.split('\n')[0]!, r.verdict === 'fail' ? /^## ❌ .*Prune Guard/ : /Prune Guard/)
  assert.ok(Buffer.byteLength(action.summary) <= SUMMARY_MAX_BYTES, `summary is ${Buffer.byteLength(action.summary)} bytes`)
  assert.match(action.log, new RegExp(`^Prune Guard: ${r.verdict === 'fail' ? 'FAIL' : 'PASS'}`, 'm'))
}

/** The report and every format of one app pruning `n` ConfigMaps, and how long that took (ms). */
async function pruning(n: number): Promise<{ r: ReturnType<typeof reportOf>; ms: number }> {
  const t0 = performance.now()
  const r = reportOf([
    makePlan(
      Array.from({ length: n }, (_, i) => cm(`c${i}`)),
      [cm('kept')],
      { name: 'big' }
    )
  ])
  await assertRenders(r)
  return { r, ms: performance.now() - t0 }
}

test('40,000 deletions in one app: findings capped per rule with a count of the rest; every format renders; verdict kept', async () => {
  // Work that grows with the square of the deletions shows as a ratio far over 10 between 4,000 and 40,000 (quadratic:
  // 100); a machine under load slows both alike. Only when both bounds fail is it a failure (60 s alone flaked at load).
  const small = await pruning(4_000)
  const { r, ms } = await pruning(40_000)
  assert.ok(ms < 60_000 || ms < 40 * small.ms, `40,000 deletions took ${Math.round(ms)} ms, 4,000 took ${Math.round(small.ms)} ms`)
  const prune = r.findings.filter((f) => f.rule === 'prune')
  assert.equal(prune.filter((f) => f.resource !== null).length, FINDINGS_PER_RULE_AND_APP)
  const rest = prune.filter((f) => f.resource === null)
  assert.equal(rest.length, 1)
  assert.match(
    rest[0]!.message,
    /^39950 more prune findings for Application big \(medium\) are not listed: a report lists at most 50 per rule and app and 500 per rule\. They include ConfigMap dest\/c/
  )
  assert.equal(r.summary.prune, 40_000, 'the deletions list itself is complete')
})

test('a capped group keeps severity and blocking, so the verdict never changes', () => {
  const plans = [
    makePlan(
      Array.from({ length: 700 }, (_, i) => cm(`c${i}`)),
      [cm('kept')],
      { name: 'big' }
    )
  ]
  const all = runRules(plans, { failOn: 'medium' })
  const capped = capFindings(all, { perRuleAndApp: 10, perRule: 100 })
  assert.ok(all.filter((f) => f.rule === 'prune').every((f) => f.blocking))
  const rest = capped.filter((f) => f.rule === 'prune' && f.resource === null)
  assert.equal(rest.length, 1)
  assert.equal(rest[0]!.blocking, true)
  assert.equal(buildReport(plans, capped, META).verdict, buildReport(plans, all, META).verdict)
  // Across apps: at most `perRule` listed for the rule in total.
  const many = Array.from({ length: 30 }, (_, a) =>
    makePlan(
      Array.from({ length: 20 }, (_, i) => cm(`c${i}`)),
      [cm('k')],
      { name: `a${a}` }
    )
  )
  const c2 = capFindings(runRules(many, { failOn: 'high' }), { perRuleAndApp: 10, perRule: 100 })
  assert.equal(c2.filter((f) => f.rule === 'prune' && f.resource !== null).length, 100)
  assert.equal(
    c2.filter((f) => f.rule === 'prune' && f.resource === null).reduce((n, f) => n + Number(/^(\d+) more/.exec(f.message)![1]), 0),
    600 - 100
  )
  assert.ok(FINDINGS_PER_RULE >= FINDINGS_PER_RULE_AND_APP)
})

test('200 apps sharing one ConfigMap: 200 findings (not 39,800), and the markdown renders', async () => {
  const plans = Array.from({ length: 200 }, (_, i) => makePlan([], [cm('shared'), cm(`own-${i}`)], { name: `app-${i}` }))
  const r = reportOf(plans)
  assert.equal(r.findings.filter((f) => f.rule === 'shared-resource').length, 200)
  await assertRenders(r)
})

test('10,000 generated apps (a 100x100 matrix) each creating a resource: every format renders', async () => {
  const plans = Array.from({ length: 10_000 }, (_, i) => makePlan(null, [cm(`c${i}`)], { name: `a${Math.floor(i / 100)}-b${i % 100}` }))
  const r = reportOf(plans)
  assert.equal(r.summary.apps, 10_000)
  assert.equal(r.summary.create, 10_000)
  await assertRenders(r)
})

test('200,000 deletions in one app: the text and markdown reports render (no push(...huge))', () => {
  const prune = Array.from({ length: 200_000 }, (_, i) => ({
    group: '',
    kind: 'ConfigMap',
    namespace: 'dest',
    name: `c${i}`,
    outcome: 'delete' as const,
    file: null,
    line: null
  }))
  const plan = makePlan([cm('a')], [cm('a')], { name: 'big' })
  const r = buildReport([plan], [], META)
  r.apps[0]!.prune = prune
  r.apps[0]!.change = 'modified'
  assert.match(renderText(r), /c199999/)
  assert.ok(renderMarkdownFitted(r).body.length <= COMMENT_BUDGET)
})
