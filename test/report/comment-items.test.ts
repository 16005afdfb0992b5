// Issue 11 (a comment a reviewer acts on): one story for an empty render, blockers first with the way forward, risk
// order, grouped findings, stable error text, a did-you-mean for a missing app path, no raw enum values in text.
// The empty-render and path-typo cases run the real pipeline (git + kustomize) on one small repository.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown, renderMarkdownAt } from '../../src/report/markdown/markdown.js'
import { summarize, type Report } from '../../src/report/model.js'
import { renderSarif } from '../../src/report/sarif.js'
import { shownError, stableError, wrapLines } from '../../src/report/stable.js'
import { renderText } from '../../src/report/text/text.js'
import { editDistance, nearestDirectory } from '../../src/render/source.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { applicationYaml } from '../helpers/apps.js'
import { app, blockingReport, finding, report } from '../github/reports.js'

const appYaml = (name: string, path: string) => applicationYaml(name, path)
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  v: "1"\n`
const N = 30

/** Base: `metrics` renders 30 ConfigMaps and a PVC; `obs` renders one. Head: metrics' kustomization is emptied, obs' path has a typo. */
let cached: Promise<Report> | undefined
function emptyAndTypo(): Promise<Report> {
  cached ??= (async () => {
    const files: Record<string, string> = {
      'apps/metrics.yaml': appYaml('metrics', 'k/metrics'),
      'apps/obs.yaml': appYaml('obs', 'k/observability'),
      'k/observability/kustomization.yaml': 'resources:\n- cm.yaml\n',
      'k/observability/cm.yaml': cm('obs'),
      'k/metrics/pvc.yaml':
        'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources:\n    requests:\n      storage: 1Gi\n'
    }
    const names: string[] = []
    for (let i = 0; i < N; i++) {
      const n = `cm-${String(i).padStart(2, '0')}.yaml`
      files[`k/metrics/${n}`] = cm(`cm-${i}`)
      names.push(n)
    }
    files['k/metrics/kustomization.yaml'] = `resources:\n${['pvc.yaml', ...names].map((n) => `- ${n}`).join('\n')}\n`
    const dir = makeRepo(files)
    commit(dir, { 'k/metrics/kustomization.yaml': 'resources: []\n', 'apps/obs.yaml': appYaml('obs', 'k/observabilty') }, 'empty + typo')
    return (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })).report
  })()
  return cached
}

test('issue 11 item 2 / R3.5.4: an empty render tells one story: outcome auto-sync-stopped, headline and findings agree', async () => {
  const r = await emptyAndTypo()
  const metrics = r.apps.find((a) => a.name === 'metrics')!
  assert.equal(metrics.prune.length, N + 1)
  assert.ok(
    metrics.prune.every((p) => p.outcome === 'auto-sync-stopped'),
    'no prune row says the next automated sync deletes it'
  )
  assert.equal(r.summary.deletes, 0, 'no automated deletion is counted')
  const md = renderMarkdown(r)
  // Issue 48 item 3: the title says what breaks (the mistyped path), beside the empty render's wording.
  assert.match(
    md.split('\n')[0]!,
    /^## ❌ Argo CD Prune Guard: obs won't sync \(path not found\), automated sync stops \(1 app renders nothing\) \(4 blocking findings\)$/
  )
  assert.doesNotMatch(md, /deleted\*\* by the next automated sync|on the next automated sync/)
  assert.match(
    md,
    /\*\*metrics\*\* renders nothing at head: automated sync \*\*stops\*\*.*\*\*manual sync with prune deletes these 31\*\* \(ConfigMap, PersistentVolumeClaim\)/
  )
  const empty = r.findings.find((f) => f.rule === 'empty-render')!
  assert.match(empty.message, /Auto-sync refuses to run/)
  assert.match(empty.message, /would delete 31 of them: PersistentVolumeClaim metrics\/data, ConfigMap/, 'the PVC is named first')
  const text = renderText(r)
  assert.match(text, /PersistentVolumeClaim metrics\/data: automated sync stops \(empty render\); a manual sync with prune deletes it/)
})

test('issue 11 items 3-5: blockers and the way forward come first; prune rows by risk; one grouped finding per rule and cause', async () => {
  const r = await emptyAndTypo()
  const md = renderMarkdown(r, { approveLabel: 'prune-guard/approve' })
  const blocks = md.indexOf('### ❌ What blocks merge')
  assert.ok(blocks > 0 && blocks < md.indexOf('### 🗑️'), 'the blockers precede the deletions')
  const top = md.slice(blocks, md.indexOf('### 🗑️'))
  // Only the PVC deletion blocks (critical); the 30 ConfigMaps are medium.
  assert.match(top, /\*\*metrics\*\* · `prune` · PersistentVolumeClaim metrics\/data is no longer rendered\. The app's head render is empty/)
  assert.match(top, /\*\*metrics\*\* · `empty-render` · /)
  assert.match(top, /\*\*obs\*\* · `render-error` · .*app path does not exist \\\(did you mean "k\/observability"\?\\\)/)
  assert.match(top, /add the label `prune-guard\/approve` to this pull request\. It acknowledges these deletions only/)
  assert.match(top, /argocd\.argoproj\.io\/sync-options: Prune=false/)
  // The PVC row is the first prune row although its name sorts after every ConfigMap's file.
  const firstRow = md.split('\n').find((l) => /^\| ⛔ \|/.test(l))!
  assert.match(firstRow, /PersistentVolumeClaim metrics\/data/)
  // Grouped in the comment and the text report...
  assert.equal((md.match(/`prune`\]\([^)]*\) · app \*\*metrics\*\*/g) ?? []).length, 2, 'one block for the blocking PVC, one for the 30 ConfigMaps')
  assert.match(md, /`prune`\]\([^)]*\) · app \*\*metrics\*\* · \*\*30 resources\*\*: ConfigMap metrics\/cm-0, /)
  assert.equal((renderText(r).match(/\[prune\] metrics:/g) ?? []).length, 2)
  // ...one finding per resource in JSON and SARIF.
  assert.equal(r.findings.filter((f) => f.rule === 'prune' && f.app === 'metrics').length, N + 1)
  assert.equal(JSON.parse(renderSarif(r)).runs[0].results.filter((x: { ruleId: string }) => x.ruleId === 'prune').length, N + 1)
})

test('issue 11 item 3: apps by risk: a blocking app and a PVC deletion come before apps sorted earlier by name', () => {
  const pvc = { group: '', kind: 'PersistentVolumeClaim', namespace: 'z', name: 'data', outcome: 'delete' as const, file: null, line: null }
  const r = report(
    [
      app('a-web', { update: [{ group: 'apps', kind: 'Deployment', namespace: 'a', name: 'w', paths: ['spec.replicas'] }] }),
      app('b-cm', { prune: [{ ...pvc, kind: 'ConfigMap', name: 'c' }] }),
      app('z-db', { prune: [pvc] })
    ],
    [finding('prune', { app: 'z-db', blocking: true, severity: 'critical', resource: pvc })]
  )
  const rows = renderMarkdown(r)
    .split('\n')
    .filter((l) => /^\| (?:❌|⚠️|✅)+ \| [a-z]-/u.test(l))
  assert.deepEqual(
    rows.map((l) => /\| ([a-z]-[a-z]+)/.exec(l)![1]),
    ['z-db', 'b-cm', 'a-web']
  )
})

test('issue 11 item 6: log prefixes and pids are stripped, long lines wrapped; two runs give the same body', () => {
  const raw = '2026/11/30 12:00:00 Error: accumulating resources (pid 4242): ' + 'x '.repeat(80) + '\n12:00:01.123456 kustomize failed'
  assert.equal(stableError(raw).split('\n')[1], 'kustomize failed')
  assert.match(stableError(raw), /^Error: accumulating resources: x x/)
  const other = raw.replace('12:00:00', '17:59:59').replace('4242', '99')
  assert.equal(shownError(raw), shownError(other))
  assert.ok(
    wrapLines('a '.repeat(200), 100)
      .split('\n')
      .every((l) => l.length <= 100)
  )
  const withErr = (e: string) => renderMarkdown(report([app('x', { error: e })], []))
  assert.equal(withErr(raw), withErr(other))
  assert.doesNotMatch(withErr(raw), /2026\/11\/30|pid 4242/)
})

test('issue 11 item 6: a missing spec.source.path names the nearest existing directory (edit distance)', () => {
  assert.equal(editDistance('k/observabilty', 'k/observability'), 1)
  const root = tempDir('pg-near-')
  for (const d of ['k/observability', 'k/metrics', 'apps']) mkdirSync(join(root, d), { recursive: true })
  assert.equal(nearestDirectory(root, 'k/observabilty'), 'k/observability')
  assert.equal(nearestDirectory(root, 'k/Metrics/'), 'k/metrics')
  assert.equal(nearestDirectory(root, 'totally/elsewhere'), undefined, 'no far-fetched guess')
  // From the git tree (the checkout is written lazily): directories of the file paths.
  assert.equal(nearestDirectory(tempDir('pg-empty-'), 'k/observabilty', ['k/observability/cm.yaml', 'k/obs/x.yaml']), 'k/observability')
})

test('issue 11 item 7: no raw outcome enum or code marks in text, markdown and SARIF; JSON keeps its enums', async () => {
  const r = await emptyAndTypo()
  const b = blockingReport()
  b.findings[0]!.fix = 'Annotate it with `argocd.argoproj.io/sync-options: Prune=false` first.'
  for (const rep of [r, b]) {
    const text = renderText(rep)
    const md = renderMarkdown(rep)
    for (const out of [text, md]) assert.doesNotMatch(out, /auto-sync-stopped|requires-manual-prune|kept-prune-false|needs-confirmation|\[delete\]|, delete\)/)
    assert.doesNotMatch(text, /`/, 'no code marks in the terminal')
    assert.doesNotMatch(JSON.stringify(JSON.parse(renderSarif(rep)).runs[0].results.map((x: { message: unknown }) => x.message)), /`/)
  }
  assert.ok(r.apps.some((a) => a.prune.some((p) => p.outcome === 'auto-sync-stopped')))
})

/** 60 apps; the 8 blocking ones (a PVC deletion each) sort last by name. */
function sixtyApps(): Report {
  const apps = []
  const findings = []
  for (let i = 0; i < 60; i++) {
    const name = `app-${String(i).padStart(2, '0')}`
    if (i >= 52) {
      const pvc = { group: '', kind: 'PersistentVolumeClaim', namespace: name, name: 'data' }
      apps.push(app(name, { prune: [{ ...pvc, outcome: 'delete' as const, file: `k/${name}/pvc.yaml`, line: 1 }] }))
      findings.push(
        finding('prune', {
          app: name,
          blocking: true,
          severity: 'critical',
          resource: pvc,
          message: `The next automated sync deletes PersistentVolumeClaim ${name}/data: its data is gone.`
        })
      )
    } else apps.push(app(name, { update: [{ group: 'apps', kind: 'Deployment', namespace: name, name: 'web', paths: ['spec.replicas'] }] }))
  }
  return report(apps, findings)
}

test('issue 11 item 3 / issue 48: in a 60-app PR the first screen (first 40 lines) names the blocking cause once with its apps, and the table starts with them', () => {
  const md = renderMarkdown(sixtyApps(), { approveLabel: 'ok-to-delete' })
  const first = md.split('\n').slice(0, 40).join('\n')
  // One cause in 8 apps: one blocker line naming the first five and how many more; the deletions table lists all 8.
  assert.match(
    first,
    /- \*\*8 apps\*\*: app-52, app-53, app-54, app-55, app-56 … and 3 more · `prune` · The next automated sync deletes PersistentVolumeClaim data/
  )
  for (let i = 52; i < 60; i++) assert.match(first, new RegExp(`\\| PersistentVolumeClaim app-${i}/data \\| app-${i} \\|`))
  assert.match(first, /add the label `ok-to-delete`/)
  const table = md.slice(md.indexOf('### Applications'))
  assert.match(table.split('\n')[4]!, /\| ❌ \| app-52 and 7 other apps alike \(app-53, /)
})

test('issue 11 item 7: in the size-limited mode a note after one-line findings is its own paragraph', () => {
  const r = sixtyApps()
  r.findings.push(finding('render-error', { app: 'app-00', blocking: true, severity: 'high', message: 'Application app-00 fails to render.' }))
  const md = renderMarkdownAt(summarize(r), 4)
  const lines = md.split('\n')
  const note = lines.findIndex((l) => /prune findings? \(\d+ blocking\): see the deletions above/.test(l))
  assert.ok(note > 0)
  assert.equal(lines[note - 1], '', 'a blank line separates the note from the last list item')
})

test('issue 11 item 7: the comment and text goldens carry no R-number, raw outcome enum or escaped code mark', async () => {
  const { readdirSync, readFileSync } = await import('node:fs')
  const dir = new URL('./__golden__/', import.meta.url)
  // hostile.md escapes backticks that a hostile repository put in its own text: that escape is the point there.
  const files = readdirSync(dir).filter((f) => (f.endsWith('.md') || f.endsWith('.txt')) && f !== 'hostile.md')
  assert.ok(files.length >= 3)
  for (const f of files) {
    const body = readFileSync(new URL(f, dir), 'utf8')
    assert.doesNotMatch(body, /\bR\d+\.\d+/, `${f}: no internal rule number`)
    assert.doesNotMatch(
      body,
      /\b(auto-sync-stopped|requires-manual-prune|kept-prune-false|needs-confirmation)\b|\(\d+, delete\)|\[delete\]/,
      `${f}: no raw outcome`
    )
    assert.doesNotMatch(body, /\\`/, `${f}: no escaped code mark`)
  }
})
