// Issue 11 item 1, the rendered diff in the comment and the text report: goldens (image tag and replicas as values, a
// changed Secret value masked and marked next to an unchanged one), the per-resource and per-comment budgets, the full
// diff in the job summary, fences a manifest cannot break, and no internal wording in the goldens.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { SUMMARY_MAX_BYTES, COMMENT_MAX_CHARS } from '../../src/report/budget.js'
import type { ResourceDiff } from '../../src/report/diffs.js'
import { DIFF_LINES_PER_RESOURCE } from '../../src/report/markdown/diff.js'
import { renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import { renderJson } from '../../src/report/json.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import type { Manifest } from '../../src/k8s/resource.js'
import { renderedDiff } from '../../src/plan/rendered-diff.js'
import { golden } from '../github/golden.js'
import { app, finding, report } from '../github/reports.js'

const LINKS = { repoUrl: 'https://github.com/acme/gitops', fullReportUrl: 'https://github.com/acme/gitops/actions/runs/1' }
const b64 = (s: string): string => Buffer.from(s).toString('base64')

const deploy = (image: string, replicas: number): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'shop-web', namespace: 'shop' },
  spec: { replicas, template: { spec: { containers: [{ name: 'web', image, ports: [{ containerPort: 8080 }] }] } } }
})
const secret = (password: string): Manifest => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'shop-db', namespace: 'shop' },
  data: { password: b64(password), username: b64('shop-user') }
})

function diff(
  kind: string,
  group: string,
  name: string,
  base: Manifest | undefined,
  head: Manifest | undefined,
  action: ResourceDiff['action'] = 'update'
): ResourceDiff {
  return { group, kind, namespace: 'shop', name, action, ...renderedDiff(base, head) }
}

function diffReport() {
  const web = { group: 'apps', kind: 'Deployment', namespace: 'shop', name: 'shop-web' }
  const db = { group: '', kind: 'Secret', namespace: 'shop', name: 'shop-db' }
  return report(
    [
      app('shop', {
        update: [
          { ...web, paths: ['spec.replicas', 'spec.template.spec.containers[0].image'] },
          { ...db, paths: ['data.password'] }
        ],
        diffs: [
          diff('Deployment', 'apps', 'shop-web', deploy('nginx:1.1', 2), deploy('nginx:1.2', 4)),
          diff('Secret', '', 'shop-db', secret('old-pass-123'), secret('new-pass-456'))
        ]
      })
    ],
    []
  )
}

test('golden: the rendered diff in the comment, collapsed per app (image tag and replicas as values, Secret values masked)', () => {
  const md = renderMarkdownFitted(diffReport(), { ...LINKS, marker: '<!-- marker -->' }).body
  golden('rendered-diff.md', md)
  assert.match(md, /<details><summary>✏️ shop: 2 resources · \+3 −3<\/summary>/)
  assert.match(md, /^- {6}- image: nginx:1\.1\n\+ {6}- image: nginx:1\.2$/m)
  assert.match(md, /^- {2}replicas: 2\n\+ {2}replicas: 4$/m)
  assert.match(md, /^- {2}password: \+{8}\n\+ {2}password: \+{12}\n {3}username: \+{8}$/m, 'changed masked differently, unchanged alike')
  assert.match(md, /🔒 Secret values are hidden \(a changed value shows a different mask\); changed: `password`; unchanged: `username`\./)
})

test('golden: the rendered diff in --format text, after the resource list', () => {
  const txt = renderText(diffReport())
  golden('rendered-diff.txt', txt)
  assert.ok(txt.indexOf('  diff (2 resources):') > txt.indexOf('  update (2):'))
  assert.match(txt, /^ {6}- {6}- image: nginx:1\.1\n {6}\+ {6}- image: nginx:1\.2$/m)
  assert.match(txt, /changed: password; unchanged: username\./)
})

test('no Secret value (plain or base64) in markdown, text, JSON or SARIF', () => {
  const r = diffReport()
  for (const body of [
    renderMarkdownFitted(r).body,
    renderText(r),
    renderJson(r),
    renderSarif(r),
    renderMarkdownFitted(r, { fullDiff: true, budget: { limit: SUMMARY_MAX_BYTES, measure: 'bytes' } }).body
  ]) {
    for (const v of ['old-pass-123', 'new-pass-456', 'shop-user']) {
      assert.ok(!body.includes(v) && !body.includes(b64(v)))
    }
  }
})

test('the rendered-diff goldens carry no internal rule number, raw enum value or escaped code mark', () => {
  for (const f of ['rendered-diff.md', 'rendered-diff.txt']) {
    const body = readFileSync(new URL(`./__golden__/${f}`, import.meta.url), 'utf8')
    assert.doesNotMatch(body, /\bR\d+\.\d+/, f)
    assert.doesNotMatch(body, /\b(auto-sync-stopped|requires-manual-prune|kept-prune-false|needs-confirmation)\b|\[delete\]|"action"|\(update\)/, f)
    assert.doesNotMatch(body, /\\`/, f)
  }
})

/** A ConfigMap diff of `n` changed lines (each a key whose value changed). */
function bigDiff(name: string, n: number, pad = 40, tag = ''): ResourceDiff {
  const cm = (v: string): Manifest => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name, namespace: 'shop' },
    data: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${String(i).padStart(4, '0')}`, `${v}${tag}-${'x'.repeat(pad)}`]))
  })
  return { group: '', kind: 'ConfigMap', namespace: 'shop', name, action: 'update', ...renderedDiff(cm('a'), cm('b')) }
}

test('budget: one resource is cut at the per-resource limit in the comment, shown whole in the job summary', () => {
  const r = report(
    [app('shop', { update: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'big', paths: ['data'] }], diffs: [bigDiff('big', 200, 5)] })],
    []
  )
  const comment = renderMarkdownFitted(r, LINKS).body
  const fence = comment.slice(comment.indexOf('```diff'), comment.indexOf('\n```\n', comment.indexOf('```diff')))
  assert.equal(fence.split('\n').length - 1, DIFF_LINES_PER_RESOURCE)
  assert.match(comment, /… \d+ more lines; the full diff is in the job summary\./)
  const summary = renderMarkdownFitted(r, { ...LINKS, fullDiff: true, budget: { limit: SUMMARY_MAX_BYTES - 1024, measure: 'bytes' } }).body
  assert.ok(summary.includes('+  k0199: b-xxxxx'))
  assert.doesNotMatch(summary, /more lines; the full diff/)
})

test('budget: many large diffs keep the comment under 65,536 characters, riskiest app first, and say what was left out', () => {
  const apps = Array.from({ length: 40 }, (_, i) => {
    const name = `app-${String(i).padStart(2, '0')}`
    return app(name, { update: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'cfg', paths: ['data'] }], diffs: [bigDiff('cfg', 300, 10, `-${i}`)] })
  })
  // app-39 blocks: its diff comes first although it sorts last.
  const r = report(apps, [finding('render-error', { app: 'app-39', blocking: true, severity: 'high' })])
  const { body, level } = renderMarkdownFitted(r, LINKS)
  assert.ok(body.length <= COMMENT_MAX_CHARS, `${body.length} chars`)
  assert.equal(level, 0, 'the diff never pushes the comment to a coarser level')
  const section = body.slice(body.indexOf('### Rendered diff'))
  assert.match(section, /^<details><summary>✏️ app-39:/m)
  assert.ok(section.indexOf('app-39') < section.indexOf('app-00'))
  assert.match(
    body,
    /Diff of \d+ resources left out to stay within the size limit \(app-\d\d, app-\d\d, .*\); the \[job summary\]\(https:\/\/github\.com\/acme\/gitops\/actions\/runs\/1\) has it\./
  )
  const summary = renderMarkdownFitted(r, { ...LINKS, fullDiff: true, budget: { limit: SUMMARY_MAX_BYTES - 1024, measure: 'bytes' } }).body
  assert.ok(Buffer.byteLength(summary) <= SUMMARY_MAX_BYTES)
  assert.equal(summary.match(/^<details><summary>✏️ app-/gm)?.length, 40, 'the job summary has every diff')
})

test('a manifest cannot break out of the diff fence or the details block', () => {
  const evil = (v: string): Manifest => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'evil', namespace: 'shop' },
    data: { a: `x\n\`\`\`\`\n</details>\n<img src=x onerror=alert(1)>\n@everyone ${v}` }
  })
  const d: ResourceDiff = { group: '', kind: 'ConfigMap', namespace: 'shop', name: 'evil', action: 'update', ...renderedDiff(evil('1'), evil('2')) }
  const md = renderMarkdownFitted(
    report([app('shop', { update: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'evil', paths: ['data.a'] }], diffs: [d] })], []),
    LINKS
  ).body
  const open = /^(`{5,})diff$/m.exec(md)
  assert.ok(open, 'the fence is longer than the backtick run inside')
  const body = md.slice(open.index + open[0].length, md.indexOf(`\n${open[1]}\n`, open.index))
  assert.match(body, /<\/details>/, 'the closing tag stays inside the code block')
  assert.equal(md.match(/^<details>/gm)?.length, md.match(/^<\/details>$/gm)?.length)
})

test('the report artifact stays within the size the publish run accepts: over it, the rendered diff is left out', async () => {
  const { writeArtifact, readReport } = await import('../../src/github/artifact.js')
  const { REPORT_MAX_BYTES } = await import('../../src/github/constants.js')
  const { tempDir } = await import('../helpers/tools.js')
  const { statSync } = await import('node:fs')
  const line = `+${'y'.repeat(1000)}`
  const huge: ResourceDiff = {
    group: '',
    kind: 'ConfigMap',
    namespace: 'shop',
    name: 'huge',
    action: 'update',
    lines: Array(18_000).fill(line),
    added: 18_000,
    removed: 0,
    secret: null
  }
  const r = report(
    [
      app('shop', { update: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'huge', paths: ['data'] }], diffs: [huge] }),
      app('small', { diffs: [diff('Deployment', 'apps', 'shop-web', deploy('nginx:1.1', 2), deploy('nginx:1.2', 4))] })
    ],
    []
  )
  const dir = tempDir()
  const ctx = { version: 1 as const, eventName: 'pull_request', pullRequest: 1, checkSha: 'x', fork: false, runUrl: null }
  writeArtifact(`${dir}/report.json`, `${dir}/context.json`, r, ctx)
  assert.ok(statSync(`${dir}/report.json`).size <= REPORT_MAX_BYTES)
  const back = readReport(`${dir}/report.json`)
  assert.ok(back.apps.every((a) => a.diffs === undefined))
  assert.equal(back.summary.update, 1, 'the lists and counts stay')
  writeArtifact(`${dir}/small.json`, `${dir}/context.json`, report([r.apps[1]!], []), ctx)
  assert.equal(readReport(`${dir}/small.json`).apps[0]!.diffs?.length, 1, 'a report within the cap keeps its diff')
})

test("merging shard reports keeps each app's rendered diff", async () => {
  const { mergeReports } = await import('../../src/report/merge.js')
  const r = diffReport()
  const other = report([app('web')], [])
  const merged = mergeReports([
    { ...other, shard: '2/2' },
    { ...r, shard: '1/2' }
  ])
  assert.deepEqual(merged.apps.find((a) => a.name === 'shop')!.diffs, r.apps[0]!.diffs)
  assert.match(renderMarkdownFitted(merged).body, /^\+ {6}- image: nginx:1\.2$/m)
})

test('a Secret whose stringData moved to data with the same value: marked unchanged, no empty diff block', () => {
  const base: Manifest = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's', namespace: 'shop' }, stringData: { k: 'same-value' } }
  const head: Manifest = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's', namespace: 'shop' }, data: { k: b64('same-value') } }
  const d = diff('Secret', '', 's', base, head)
  assert.deepEqual([d.lines, d.secret], [[], { changed: [], unchanged: ['k'] }])
  const r = report([app('shop', { update: [{ group: '', kind: 'Secret', namespace: 'shop', name: 's', paths: ['data', 'stringData'] }], diffs: [d] })], [])
  const md = renderMarkdownFitted(r).body
  assert.doesNotMatch(md, /```diff\n```/)
  assert.match(md, /No line differs once normalized the way Argo CD compares/)
  assert.match(renderText(r), /No line differs once normalized/)
  assert.ok(![md, renderText(r), renderJson(r)].some((o) => o.includes('same-value') || o.includes(b64('same-value'))))
})
