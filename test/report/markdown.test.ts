// Golden files for the markdown report and the annotations (review them by eye; regenerate with UPDATE_GOLDEN=1),
// plus the budget: the size limit holds, structure is never cut, the prune list survives every level.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { annotations, checkAnnotations, workflowAnnotations } from '../../src/report/annotations.js'
import { applyApproval } from '../../src/report/approval.js'
import { COMMENT_BUDGET, DETAIL_LEVELS, type Level } from '../../src/report/budget.js'
import { renderMarkdownAt, renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import { golden } from '../github/golden.js'
import { renderText } from '../../src/report/text/text.js'
import { checkTitle } from '../../src/github/check.js'
import { app, blockingReport, finding, hostileReport, report } from '../github/reports.js'

const LINKS = { repoUrl: 'https://github.com/acme/gitops', fullReportUrl: 'https://github.com/acme/gitops/actions/runs/1' }

/** Every <details> closed, every fence closed: the body is structurally whole. */
function assertWhole(md: string): void {
  let open: string | null = null
  let details = 0
  for (const line of md.split('\n')) {
    const m = /^(`{3,})/.exec(line)
    if (m && open === null) open = m[1]!
    else if (m && line.trim() === open) open = null
    else if (open === null) details += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length
    assert.ok(details >= 0, 'no </details> before its <details>')
  }
  assert.equal(open, null, 'fences closed')
  assert.equal(details, 0, 'details balanced')
}

test('golden: blocking report as the PR comment (verdict first, summary line, deletions, app table, details, findings)', () => {
  const md = renderMarkdownFitted(blockingReport(), { ...LINKS, marker: '<!-- marker -->' }).body
  assertWhole(md)
  golden('blocking.md', md)
  const lines = md.split('\n')
  assert.equal(lines[0], '<!-- marker -->')
  assert.match(lines[1]!, /^## ❌ /)
  assert.equal(lines[3], '2 apps changed · 2 to prune · **1 deleted (1 PVC)** · 1 to create · 1 to update')
})

test('golden: the approve label turns the blocking prune into an acknowledged one; other findings unchanged', () => {
  const approved = applyApproval(blockingReport(), { label: 'prune-guard/approve', by: 'alice' })
  assert.equal(approved.verdict, 'pass')
  assert.equal(approved.summary.blocking, 0)
  assert.equal(approved.findings[0]!.suppressed, 'approved by @alice via label prune-guard/approve')
  assert.equal(approved.findings[1]!.suppressed, null)
  const renderErr = report([app('a')], [finding('render-error', { severity: 'high', blocking: true, app: 'a' })])
  assert.equal(applyApproval(renderErr, { label: 'x', by: null }).verdict, 'fail', 'other rules still follow fail-on')
  golden('approved.md', renderMarkdownFitted(approved, LINKS).body)
})

test('issue 11 item 8: after approval the title and the text verdict still say what merging deletes, and who approved', () => {
  const approved = applyApproval(blockingReport(), { label: 'prune-guard/approve', by: 'alice' })
  const md = renderMarkdownFitted(approved, LINKS).body
  assert.equal(md.split('\n')[0], '## ✅ Argo CD Prune Guard: passed, merging deletes 1 PVC (approved by @\u2060alice)')
  const txt = renderText(approved)
  golden('approved.txt', txt)
  assert.equal(txt.split('\n')[1]!.split(' · ')[0], 'PASS (merging deletes 1 PVC, approved by @alice)')
  // Without a login the label is named instead; without the approval the title is the blocking one.
  const anon = applyApproval(blockingReport(), { label: 'prune-guard/approve', by: null })
  assert.match(
    renderMarkdownFitted(anon, LINKS).body,
    /^## ✅ Argo CD Prune Guard: passed, merging deletes 1 PVC \(approved via label prune-guard\/approve\)$/m
  )
  assert.match(renderMarkdownFitted(blockingReport(), LINKS).body, /^## ❌ /)
  // The check run title too: who approved, and the summary line with what is deleted.
  assert.equal(checkTitle(approved), 'passed (deletions approved by @alice) · 2 apps changed · 2 to prune · 1 deleted (1 PVC) · 1 to create · 1 to update')
  assert.match(checkTitle(blockingReport()), /^1 blocking finding · /)
})

test('golden: hostile names cannot inject HTML, mentions, links or break fences and details', () => {
  const md = renderMarkdownFitted(hostileReport(), LINKS).body
  assertWhole(md)
  golden('hostile.md', md)
  // Outside code (which GitHub shows literally) no raw HTML survives.
  const prose = md.replace(/^(`{3,})(?!`)[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/(`+)[^`]*?\1/g, '')
  assert.doesNotMatch(prose, /<img|<script|<tag>/)
  assert.doesNotMatch(prose, /@(everyone|octocat|team|here)/)
  assert.doesNotMatch(md, /evil\.example/, 'docs links only to the project docs')
  assert.doesNotMatch(md, /\]\(javascript:/)
  assert.match(md, /a\\\|b/, 'pipes escaped in tables')
})

test('golden: annotations sorted by level, file, line; check-run fields within limits; workflow commands capped', () => {
  const r = blockingReport()
  golden('annotations.json', JSON.stringify(checkAnnotations(r), null, 2) + '\n')
  const many = report(
    [app('a')],
    Array.from({ length: 30 }, (_, i) =>
      finding('prune', { severity: 'critical', blocking: true, app: 'a', file: `f${String(i).padStart(2, '0')}.yaml`, line: 1, message: 'x'.repeat(70000) })
    )
  )
  const ca = checkAnnotations(many).annotations
  assert.ok(ca.every((a) => a.message.length <= 65535 && a.title.length <= 255))
  assert.deepEqual(
    ca.map((a) => a.path),
    [...ca.map((a) => a.path)].sort()
  )
  assert.equal(workflowAnnotations(many).length, 10)
  // A finding without a file points at its app's manifest.
  const noFile = report([app('a')], [finding('render-error', { app: 'a' })])
  assert.deepEqual(
    annotations(noFile).map((a) => [a.file, a.line]),
    [['apps/a.yaml', 1]]
  )
})

function bigReport(prunes: number, updates: number): ReturnType<typeof report> {
  const apps = Array.from({ length: 10 }, (_, a) =>
    app(`app-${a}`, {
      prune: Array.from({ length: prunes / 10 }, (_, i) => ({
        group: '',
        kind: i % 2 ? 'ConfigMap' : 'Secret',
        namespace: `ns-${a}`,
        name: `object-${i}`,
        outcome: 'delete' as const,
        file: `apps/${a}/obj-${i}.yaml`,
        line: 1
      })),
      update: Array.from({ length: updates / 10 }, (_, i) => ({
        group: 'apps',
        kind: 'Deployment',
        namespace: `ns-${a}`,
        name: `d-${i}`,
        paths: ['spec.replicas', 'metadata.labels.x']
      }))
    })
  )
  const findings = apps.flatMap((a) =>
    a.prune.map((p) => finding('prune', { severity: 'medium', blocking: true, app: a.name, resource: p, file: p.file, line: 1 }))
  )
  return report(apps, findings)
}

test('budget: a huge report fits the comment limit by dropping detail; every prune candidate is still listed', () => {
  const r = bigReport(1000, 2000)
  const { body, level } = renderMarkdownFitted(r, { ...LINKS, marker: '<!-- m -->' })
  assert.ok(body.length <= COMMENT_BUDGET, `${body.length}`)
  assert.ok(level > 0)
  assertWhole(body)
  assert.match(body, /^<!-- m -->\n## ❌ /)
  assert.match(body, /Some detail is left out to stay within GitHub's size limit; the \[job summary\]/)
  for (const a of r.apps) for (const p of a.prune) assert.ok(body.includes(`${p.namespace}/${p.name}`), `${p.namespace}/${p.name} listed`)
  // Every level renders whole markdown.
  for (let l = 0; l < DETAIL_LEVELS; l++) assertWhole(renderMarkdownAt(r, l as Level, LINKS))
})

test('budget: beyond what any level can list, the prune list is abbreviated per app and kind, never dropped', () => {
  const r = bigReport(6000, 0)
  const { body, level } = renderMarkdownFitted(r, LINKS)
  assert.equal(level, 5)
  assert.ok(body.length <= COMMENT_BUDGET)
  for (let a = 0; a < 10; a++) assert.match(body, new RegExp(`\\*\\*app-${a}\\*\\* · Secret \\(300, deleted by the next automated sync\\): ns-${a}/object-0, `))
  assert.match(body, /… and 280 more \(full list in the job summary\)/)
  // The job summary budget (1 MiB) holds it all.
  const summary = renderMarkdownFitted(r, { ...LINKS, budget: { limit: 1024 * 1024, measure: 'bytes' } })
  assert.ok(summary.level < 5)
})

test('no-change report: passes with a short body', () => {
  const md = renderMarkdownFitted(report([app('a', { change: 'unchanged' })], []), {}).body
  assert.match(md, /^## ✅ Argo CD Prune Guard: passed\n\n0 apps changed · 0 to prune · 0 to create · 0 to update\n\n1 application, none changed\./)
})

test('a repository of hundreds of broken apps (a template repository): the comment keeps the changed apps first and fits', () => {
  // 400 apps failing to render at both revisions alike (placeholder names), then 4 the pull request changes.
  const broken = Array.from({ length: 400 }, (_, i) =>
    app(`placeholder-${String(i).padStart(3, '0')}-${'x'.repeat(60)}`, {
      change: 'unchanged',
      outcome: 'render-error',
      error: 'metadata.name is not a valid Application name'
    })
  )
  const unknown = (name: string) => app(name, { outcome: 'unknown', outcomeReason: 'a chart dependency is not fetched offline' })
  const changed = [unknown('zz-web'), unknown('zz-web-2'), unknown('zz-web-3'), app('zz-api')]
  const fitted = renderMarkdownFitted(report([...broken, ...changed], []), LINKS)
  assertWhole(fitted.body)
  assert.ok(fitted.body.length <= COMMENT_BUDGET)
  assert.doesNotMatch(fitted.body, /too large for this surface/, `level ${fitted.level}: the report itself, shortened`)
  const rows = fitted.body.split('\n').filter((l) => l.startsWith('| ⚠️') || l.startsWith('| ✅'))
  assert.match(rows[0]!, /3 apps \(not analysed\): zz-web/, 'the changed apps not analysed (one row) before the apps broken at both revisions')
  // Untouched and failing alike at both revisions: counted under the table, not 60 rows and "393 more apps left out"
  // (gitops-template); the job summary (the full report) still lists every one.
  assert.deepEqual(
    rows.map((l) => l.split(' | ')[1]!.split(' ')[0]),
    ['3', 'zz-api']
  )
  assert.match(fitted.body, /\n400 apps unchanged, 400 of them failing or not rendered at both revisions alike \(not listed here; job summary\)\.\n/)
  assert.doesNotMatch(fitted.body, /placeholder-|left out to stay within the size limit/)
  assert.equal(renderMarkdownAt(report([...broken, ...changed], []), 0, LINKS).split('| placeholder-').length - 1, 400)
})

test('the app icon follows what the change introduces: a medium risk already present at base does not mark an image bump ⚠️', () => {
  const bump = app('games', {
    update: [{ group: 'apps', kind: 'Deployment', namespace: 'games', name: 'web', paths: ['spec.template.spec.containers[0].image'] }]
  })
  const old = finding('pvc-missing-prune-false', { app: 'games', introduced: false, severity: 'medium' })
  const row = (md: string) => md.split('\n').find((l) => l.includes('| games |'))!
  assert.match(row(renderMarkdownAt(report([bump], [old]), 1, LINKS)), /^\| ✅ \| games \|/)
  assert.match(row(renderMarkdownAt(report([bump], [{ ...old, introduced: true }]), 1, LINKS)), /^\| ⚠️ \| games \|/)
})
