// Property tests (issue 8, acceptance): seeded random and hostile strings as app names, resource names, messages and
// file paths through the markdown, text and SARIF renderers, and random YAML through the stream parser and the
// Application / kustomization readers. Renderers: no crash, fences and <details> balanced, the size budget held, no
// raw control character, no live @mention, reference or autolink, no line that is a workflow command. Parsers: no
// crash; errors are returned or thrown as Error, never as anything else. Seeded: a failure prints its seed and case.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseApplication, parseSource } from '../../src/argocd/application.js'
import { kustomizePatchRefs, kustomizeRefs } from '../../src/k8s/kustomization.js'
import { parseYamlStream } from '../../src/lib/yaml/yaml.js'
import type { Budget } from '../../src/report/budget.js'
import { renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import type { Report, ReportApp } from '../../src/report/model.js'
import { sizeOf } from '../../src/report/markdown/md.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import type { Finding, Severity } from '../../src/rules/types.js'
import { app, finding, report } from '../github/reports.js'
import { RAW_CONTROL } from './hostile-repo.js'
import { assertSafeLines, assertSafeMarkdown } from './invariants.js'

const SEED = Number(process.env.FUZZ_SEED ?? 20261130)
const CASES = Number(process.env.FUZZ_CASES ?? 1000)

/** mulberry32: a small, well-distributed seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Pieces an attacker would try against markdown, HTML, terminals, the runner and GitHub's autolinker. */
const PIECES = [
  '`',
  '``',
  '```',
  '````',
  '~~~',
  '\\',
  '|',
  '*',
  '_',
  '[x](https://evil.example)',
  '![i](x)',
  '<img src=x>',
  '<details>',
  '</details>',
  '<summary>',
  '</sub>',
  '<!--',
  '-->',
  '&amp;',
  '&#64;',
  '@octocat',
  '@org/team',
  '#12',
  'GH-1',
  'https://evil.example/a',
  'http://x.y',
  'www.evil.example',
  'a@b.example',
  'mailto:a@b.c',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '::error::x',
  '::add-mask::x',
  '::stop-commands::t',
  '##[group]',
  '%0A',
  '\u001b[31m',
  '\u001b]8;;http://e\u0007',
  '\u0007',
  '\u0000',
  '\u009b',
  '\u0085',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\ud800',
  '\udfff',
  '😀',
  '🗑️',
  'ü',
  '/',
  '../',
  '-',
  ':',
  ',',
  ' ',
  '    ',
  '>',
  '> [!CAUTION]',
  '# h',
  '---',
  '- x',
  '1. x',
  '$',
  '{{ x }}',
  'password=hunter2'
]

function hostile(rnd: () => number, max = 12): string {
  const n = Math.floor(rnd() * max)
  let s = ''
  for (let i = 0; i < n; i++) {
    const r = rnd()
    if (r < 0.6) s += PIECES[Math.floor(rnd() * PIECES.length)]
    else if (r < 0.85) s += String.fromCharCode(32 + Math.floor(rnd() * 95))
    else s += String.fromCharCode(Math.floor(rnd() * 0x3000))
  }
  return s
}

const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low', 'info']
const OUTCOMES = ['delete', 'kept-prune-false', 'needs-confirmation', 'requires-manual-prune'] as const
const RULES = ['prune', 'render-error', 'mass-prune', 'shared-resource', 'x)](javascript:1)', 'bad rule\n']

function randomReport(rnd: () => number): Report {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!
  const res = () => ({ group: rnd() < 0.5 ? '' : hostile(rnd, 3), kind: hostile(rnd, 3) || 'ConfigMap', namespace: hostile(rnd, 3), name: hostile(rnd) })
  const apps: ReportApp[] = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () =>
    app(hostile(rnd) || 'a', {
      namespace: hostile(rnd, 3),
      file: hostile(rnd, 6),
      change: pick(['added', 'removed', 'modified', 'unchanged'] as const),
      error: rnd() < 0.3 ? hostile(rnd, 40) : null,
      notRendered: rnd() < 0.2 ? hostile(rnd) : null,
      warnings: Array.from({ length: Math.floor(rnd() * 3) }, () => hostile(rnd)),
      prune: Array.from({ length: Math.floor(rnd() * 6) }, () => ({
        ...res(),
        outcome: pick(OUTCOMES),
        file: rnd() < 0.5 ? hostile(rnd, 5) : null,
        line: rnd() < 0.5 ? 3 : null
      })),
      create: Array.from({ length: Math.floor(rnd() * 4) }, res),
      update: Array.from({ length: Math.floor(rnd() * 4) }, () => ({ ...res(), paths: Array.from({ length: Math.floor(rnd() * 4) }, () => hostile(rnd, 4)) }))
    })
  )
  const findings: Finding[] = Array.from({ length: Math.floor(rnd() * 8) }, () => {
    const a = pick(apps)
    const rule = pick(RULES)
    return finding(rule, {
      severity: pick(SEVERITIES),
      blocking: rnd() < 0.3,
      introduced: rnd() < 0.7,
      app: rnd() < 0.8 ? a.name : null,
      appNamespace: a.namespace,
      resource: rnd() < 0.6 ? res() : null,
      file: rnd() < 0.6 ? hostile(rnd, 5) : null,
      line: rnd() < 0.5 ? 1 + Math.floor(rnd() * 100) : null,
      message: hostile(rnd, 30),
      fix: hostile(rnd, 10),
      docs: rnd() < 0.5 ? `https://github.com/argocd-prune-guard/argocd-prune-guard/blob/main/docs/rules/${rule}.md` : hostile(rnd, 4),
      suppressed: rnd() < 0.2 ? `approved by ${hostile(rnd, 3)}` : null
    })
  })
  const problems = Array.from({ length: Math.floor(rnd() * 3) }, () => ({ file: hostile(rnd, 4), line: 1, message: hostile(rnd) }))
  return report(apps, findings, problems)
}

test(`markdown, text and SARIF hold their invariants on ${CASES} random hostile reports (seed ${SEED})`, () => {
  const rnd = prng(SEED)
  const budgets: Budget[] = [
    { limit: 65000, measure: 'chars' },
    { limit: 3000, measure: 'chars' },
    { limit: 1500, measure: 'bytes' }
  ]
  for (let i = 0; i < CASES; i++) {
    const r = randomReport(rnd)
    const budget = budgets[i % budgets.length]!
    try {
      const md = renderMarkdownFitted(r, {
        repoUrl: 'https://github.com/acme/gitops',
        fullReportUrl: 'https://github.com/acme/gitops/actions/runs/1',
        budget
      }).body
      assert.ok(sizeOf(md, budget.measure) <= budget.limit, `within ${budget.limit} ${budget.measure}`)
      assertSafeMarkdown(md)
      assertSafeLines(renderText(r))
      const sarif = renderSarif(r)
      assert.doesNotMatch(sarif, RAW_CONTROL)
      const parsed = JSON.parse(sarif)
      for (const rule of parsed.runs[0].tool.driver.rules)
        assert.match(rule.helpUri, /^https:\/\/github\.com\/argocd-prune-guard\/argocd-prune-guard(\/blob\/main\/docs\/rules\/[a-z-]+\.md)?$/)
    } catch (e) {
      assert.fail(`seed ${SEED}, case ${i}: ${(e as Error).message}\nreport: ${JSON.stringify(r).slice(0, 3000)}`)
    }
  }
})

/** YAML-ish text: indentation, flow collections, anchors, aliases, tags, document markers, quotes, hostile strings. */
const YAML_PIECES = [
  'a: ',
  'kind: ',
  'apiVersion: v1\n',
  '- ',
  '? ',
  ': ',
  '{',
  '}',
  '[',
  ']',
  ',',
  '&x ',
  '*x',
  '&y ',
  '*y',
  '<<: *x\n',
  '!!binary ',
  '!!str ',
  '!custom ',
  '---\n',
  '...\n',
  '"',
  "'",
  '|\n',
  '>-\n',
  '#',
  '# Source: c/t.yaml\n',
  '\n',
  '  ',
  '    ',
  '\t',
  '%YAML 1.2\n',
  '%TAG ! x\n',
  '0x1F',
  '~',
  'null',
  'true',
  '1e9',
  '.inf',
  '\\u0000',
  '\u0000',
  '\ufeff',
  '\ud800',
  'resources:\n',
  'patches:\n',
  'path: ',
  'spec:\n',
  'source:\n',
  'sources:\n',
  'helm:\n',
  'valueFiles: ',
  'metadata:\n',
  'name: '
]

function yamlish(rnd: () => number): string {
  const n = Math.floor(rnd() * 60)
  let s = ''
  for (let i = 0; i < n; i++) s += rnd() < 0.75 ? YAML_PIECES[Math.floor(rnd() * YAML_PIECES.length)] : hostile(rnd, 2)
  return s
}

/** Calls fn; anything thrown must be an Error (not a string, not undefined) and not a stack overflow. */
function noCrash(what: string, fn: () => unknown): void {
  try {
    fn()
  } catch (e) {
    assert.ok(e instanceof Error, `${what} threw a non-Error: ${String(e)}`)
    assert.ok(!(e instanceof RangeError && /call stack/i.test(e.message)), `${what} overflowed the stack`)
  }
}

test(`the YAML stream parser and the Application / kustomization readers never crash on ${CASES * 2} random inputs (seed ${SEED})`, () => {
  const rnd = prng(SEED + 1)
  const deep = (open: string, close: string, n: number): string => open.repeat(n) + close.repeat(n)
  const inputs = [
    deep('[', ']', 2000),
    deep('{a: ', '}', 2000),
    `a: &x [*x]\n`,
    'a: &a [1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n'
  ]
  for (let i = 0; i < CASES * 2; i++) inputs.push(yamlish(rnd))
  for (const [i, text] of inputs.entries()) {
    let docs: unknown[] = []
    noCrash(`parseYamlStream case ${i}`, () => {
      const parsed = parseYamlStream(text)
      assert.ok(Array.isArray(parsed.docs) && Array.isArray(parsed.errors))
      for (const e of parsed.errors) assert.equal(typeof e.message, 'string')
      docs = parsed.docs.map((d) => d.value)
    })
    for (const v of docs) {
      noCrash(`kustomizeRefs case ${i}`, () => kustomizeRefs(v))
      noCrash(`kustomizePatchRefs case ${i}`, () => kustomizePatchRefs(v))
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const o = v as Record<string, unknown>
        noCrash(`parseApplication case ${i}`, () =>
          parseApplication({ apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata: { name: 'x' }, spec: o, ...o } as never)
        )
        noCrash(`parseSource case ${i}`, () => parseSource(o))
      }
    }
  }
})
