// Introduced first, one meaning of "changed", counts from one place (summarize), outcomes in the app table: on report
// objects built by hand, like the other golden tests.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ARGOCD_EXEC_TIMEOUT_SECONDS, isOwnLimit } from '../../src/plan/outcome.js'
import { renderMarkdown, renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { golden } from '../github/golden.js'
import { app, finding, report } from '../github/reports.js'
import { text } from '../../src/report/markdown/md.js'

function noisyReport() {
  // One app changed by the PR, 25 unchanged apps carrying findings that already existed at base.
  const unchanged = Array.from({ length: 25 }, (_, i) => app(`old-${String(i).padStart(2, '0')}`, { change: 'unchanged' }))
  const existing = unchanged.map((a) => finding('pvc-missing-prune-false', { app: a.name, introduced: false, message: `pre-existing finding of ${a.name}` }))
  return report(
    [
      app('web', { update: [{ group: 'apps', kind: 'Deployment', namespace: 'web', name: 'web', paths: ['spec.replicas'] }] }),
      app('cache', {
        outcome: 'unknown',
        outcomeReason: 'inputs changed, could not be analysed: chart redis could not be fetched: the network is off',
        resources: { base: null, head: null }
      }),
      app('api', {
        outcome: 'render-error',
        outcomeReason: 'inputs changed; fails to render like Argo CD would: app path does not exist',
        error: 'app path does not exist',
        resources: { base: 2, head: null }
      }),
      ...unchanged
    ],
    [finding('render-error', { severity: 'high', blocking: true, app: 'api', message: 'Application api fails to render at head.' }), ...existing],
    [],
    [
      {
        name: 'fleet',
        namespace: 'argocd',
        file: 'sets/fleet.yaml',
        line: 1,
        change: 'present',
        outcome: 'unknown',
        apps: [],
        error: null,
        unknown: [
          {
            generator: 'generators[0]',
            reason: 'clusters generator cannot be evaluated offline',
            appSetParams: 'appSetParams: {"fleet": {"0": [{...parameters...}]}}'
          }
        ]
      }
    ]
  )
}

test('introduced first: pre-existing findings are one collapsed line in the comment and the text report, listed in the job summary', () => {
  const r = noisyReport()
  assert.deepEqual([r.summary.changedApps, r.summary.unknownApps, r.summary.renderErrors, r.summary.introduced, r.summary.existing], [3, 1, 1, 1, 25])
  const md = renderMarkdown(r, { marker: '<!-- m -->' })
  golden('outcomes.md', md)
  assert.ok(!md.includes('pre-existing finding of'), 'no pre-existing finding is listed in the comment')
  assert.match(md, /<sub>25 findings already present at base, not introduced by this change \(full list in the job summary and the JSON report\)\.<\/sub>/)
  assert.match(md, /### Findings introduced by this change \(1\)/)
  const summary = renderMarkdownFitted(r, { listExisting: true, budget: { limit: 1024 * 1024, measure: 'bytes' } }).body
  assert.equal((summary.match(/pre-existing finding of/g) ?? []).length, 25)
  const text = renderText(r)
  assert.match(text, /Findings introduced by this change \(1\):/)
  assert.match(text, /25 findings already present at base, not introduced by this change/)
  assert.ok(!text.includes('pre-existing finding of'))
})

test('"apps changed" means one thing everywhere: headline, table and notes agree; unchanged apps with old findings are not "changed"', () => {
  const r = noisyReport()
  const md = renderMarkdown(r)
  assert.match(md, /\*\*3 apps changed \(1 not analysed, 1 fails to render\)\*\*/)
  assert.ok(!/other changed app/.test(md))
  assert.equal((md.match(/^\| (✅|⚠️|❌) \| (web|cache|api)/gm) ?? []).length, 3, 'the three changed apps are in the table')
  assert.match(md, /\| ⚠️ \| cache \(not analysed\) \|/)
  assert.match(md, /\| ❌ \| api \(render error\) \|/)
  assert.match(md, /25 apps unchanged\./)
  const text = renderText(r)
  assert.match(text, /^FAIL: 1 blocking finding: api won't sync \(render error\) · 3 apps changed of 28 \(1 not analysed, 1 fails to render\)/m)
  assert.match(text, /25 apps unchanged\./)
  assert.match(text, /NOT ANALYSED: inputs changed, could not be analysed: chart redis/)
  assert.match(text, /supply them in \.prune-guard\.yaml: appSetParams: \{"fleet": \{"0": \[\{\.\.\.parameters\.\.\.\}\]\}\}/)
})

test('apps the guard could compare neither by renders nor by inputs are not said to have changed: "0 apps changed, 2 may have"', () => {
  // An undeclared config management plugin at both revisions (vehagn/homelab without its config: "18 apps changed of
  // 47" for a pull request that changed none of them), and an app that may generate Applications it could not find.
  const reason = 'inputs may have changed, could not be analysed: this app uses the config management plugin "p", which is not declared'
  const r = report(
    [
      app('plugged', { change: 'unknown', outcome: 'unknown', outcomeReason: reason, resources: { base: null, head: null } }),
      app('parent', {
        change: 'unchanged',
        outcome: 'unknown',
        outcomeReason: 'inputs unchanged, but it may generate Applications',
        resources: { base: null, head: null }
      }),
      app('steady', { change: 'unchanged' })
    ],
    []
  )
  assert.deepEqual([r.summary.changedApps, r.summary.maybeChangedApps, r.summary.unknownApps], [2, 2, 2])
  assert.match(renderText(r), /^PASS · 0 apps changed of 3, 2 may have \(2 not analysed\) · /m)
  assert.match(renderMarkdown(r), /\*\*0 apps changed, 2 may have \(2 not analysed\)\*\*/)
  // With an app that did change, each is counted where it belongs.
  const mixed = report(
    [app('web'), app('plugged', { change: 'unknown', outcome: 'unknown', outcomeReason: reason, resources: { base: null, head: null } })],
    []
  )
  assert.match(renderText(mixed), /· 1 app changed of 2, 1 may have \(1 not analysed\) · /)
})

test('the headline counts render errors of the apps changed: apps the change does not touch that fail alike at both revisions are not "changed"', () => {
  const failsAlike = (name: string) =>
    app(name, {
      change: 'unchanged',
      outcome: 'render-error',
      outcomeReason: 'inputs unchanged; fails to render like Argo CD would, as it already did at base: the Application has no source',
      error: 'the Application has no source (spec.source or spec.sources)'
    })
  const broken = app('api', {
    outcome: 'render-error',
    outcomeReason: 'inputs changed; fails to render like Argo CD would: app path does not exist',
    error: 'app path does not exist'
  })
  const r = report([app('web'), broken, failsAlike('old-1'), failsAlike('old-2')], [])
  // The JSON keeps every app that fails to render; the headline, about the change, counts the one it touches.
  assert.deepEqual([r.summary.changedApps, r.summary.renderErrors, r.summary.changedRenderErrors], [2, 3, 1])
  assert.match(renderMarkdown(r), /^2 apps changed \(1 fails to render\) · /m)
  assert.match(renderText(r), /· 2 apps changed of 4 \(1 fails to render\) · /)
  const quiet = report([app('web'), failsAlike('old-1')], [])
  assert.match(renderMarkdown(quiet), /^1 app changed · /m)
  // A report written before the count existed reads as before.
  const { changedRenderErrors: _, ...older } = r.summary
  assert.match(renderMarkdown({ ...r, summary: older }), /^2 apps changed \(3 fail to render\) · /m)
})

test("own limits: a timeout is ours (unknown) unless the render had the machine to itself and ran past Argo CD's 90 s", () => {
  const ms = ARGOCD_EXEC_TIMEOUT_SECONDS * 1000
  assert.equal(isOwnLimit(`helm template timed out after ${ms} ms`, { timeoutSeconds: 90, concurrency: 2 }), true)
  assert.equal(isOwnLimit(`helm template timed out after ${ms} ms`, { timeoutSeconds: 90, concurrency: 1 }), false)
  assert.equal(isOwnLimit('helm template timed out after 30000 ms', { timeoutSeconds: 30, concurrency: 1 }), true)
  assert.equal(isOwnLimit('kustomize build output exceeded 67108864 bytes', { timeoutSeconds: 90, concurrency: 1 }), true)
  assert.equal(isOwnLimit('helm template killed: memory limit of 1024 MiB exceeded', { timeoutSeconds: 90, concurrency: 4 }), true)
  assert.equal(isOwnLimit('template: cm.yaml:3: function "nope" not defined', { timeoutSeconds: 90, concurrency: 2 }), false)
})

test('merge: ApplicationSets deduplicated, counts recomputed in one place, no "no Application" notice for an empty shard', async () => {
  const { mergeReports } = await import('../../src/report/merge.js')
  const full = noisyReport()
  const a = { ...report(full.apps.slice(0, 2), [], [], full.appSets), shard: '1/2' }
  const b = { ...report([], [], [], full.appSets), shard: '2/2' }
  const empty = { ...report([], []), shard: '2/2' }
  assert.equal(report([], []).notice?.startsWith('No Argo CD Application was found'), true)
  assert.equal(report([], [], [], []).summary.apps, 0)
  const m = mergeReports([a, b])
  assert.equal(m.appSets.length, 1)
  assert.deepEqual([m.summary.changedApps, m.summary.unknownApps, m.summary.appSets], [2, 1, 1])
  assert.equal(m.notice, null)
  assert.equal(mergeReports([{ ...empty, notice: null }]).notice?.startsWith('No Argo CD Application'), true, 'the merged report of nothing says so')
})

test("merge: a changed file is unread only when no shard's apps read it (each shard finds children of its own)", async () => {
  const { mergeReports } = await import('../../src/report/merge.js')
  const full = noisyReport()
  const a = { ...report(full.apps.slice(0, 2), []), shard: '1/2', unreadChanges: ['a.sh', 'b/x.yaml'] }
  const b = { ...report(full.apps.slice(2), []), shard: '2/2', unreadChanges: ['b/x.yaml'] }
  assert.deepEqual(mergeReports([a, b]).unreadChanges, ['b/x.yaml'])
  assert.equal('unreadChanges' in mergeReports([a, { ...b, unreadChanges: undefined }]), false, 'one shard reads them all: none listed')
  assert.deepEqual(mergeReports([a]).unreadChanges, ['a.sh', 'b/x.yaml'])
})

test('changed files no app reads: hostile paths stay inert in the comment and the terminal', () => {
  // Paths come from the pull request: a newline, backticks, HTML, a mention and a terminal escape.
  const paths = ['a`b`.sh', 'x\n## Fake heading.yaml', '<img src=x onerror=alert(1)>.yaml', '@org/team.yaml', 'e\u001b[31mred.yaml']
  const r = { ...report([], []), unreadChanges: paths }
  const md = renderMarkdown(r)
  const line = md.split('\n').find((l) => l.startsWith('📄'))!
  assert.match(line, /^📄 5 changed files no Application the guard found reads, so nothing analysed them: /)
  assert.ok(!md.includes('\n## Fake'), 'no heading injected')
  assert.ok(!/<img/.test(md.replace(/`[^`]*`/g, '')), 'HTML only inside code spans')
  assert.ok(!md.includes('\u001b'))
  const t = renderText(r)
  assert.ok(!t.includes('\u001b'), 'no raw escape in the terminal')
  assert.match(t, /5 changed files no Application the guard found reads, so nothing analysed them: a`b`\.sh, /)
})

test('ApplicationSets only, none generating offline: the notice says so instead of a silent pass', () => {
  const r = noisyReport()
  const only = report([], [], [], r.appSets)
  assert.match(only.notice ?? '', /^No Application was analysed: the ApplicationSets found generate none offline/)
  assert.match(renderText(only), /^NOTE: No Application was analysed/m)
  assert.match(renderMarkdown(only), /> \[!WARNING\]\n> No Application was analysed/)
})

test('apps not analysed for the same reason are one row and one details block; one with a reason of its own keeps its row', () => {
  const plugin = 'inputs may have changed, could not be analysed: plugin avp-kustomize is not declared in the config (plugins)'
  const same = Array.from({ length: 30 }, (_, i) => app(`vault-${String(i).padStart(2, '0')}`, { outcome: 'unknown', outcomeReason: plugin }))
  const r = report(
    [
      app('web', { update: [{ group: 'apps', kind: 'Deployment', namespace: 'web', name: 'web', paths: ['spec.replicas'] }] }),
      app('cache', { outcome: 'unknown', outcomeReason: 'inputs changed, could not be analysed: chart redis could not be fetched' }),
      ...same
    ],
    []
  )
  const md = renderMarkdown(r)
  const rows = md.split('\n').filter((l) => l.startsWith('| '))
  // Before: 32 rows, 30 of them alike, and 30 details blocks with the same sentence.
  assert.equal(rows.length, 1 + 3, md)
  assert.ok(rows.some((l) => l.includes('30 apps (not analysed): vault-00, vault-01, vault-02, vault-03, vault-04 and 25 more | – | – | ? | ? | ? | – |')))
  assert.ok(
    rows.some((l) => /\| cache \(not analysed\) \| .* \| \? \| \? \| \? \| on \|$/.test(l)),
    'one app not analysed: ? as the group'
  )
  assert.ok(rows.some((l) => l.includes('cache')) && rows.some((l) => l.includes('web')))
  assert.equal(md.split(text(plugin)).length - 1, 1, 'the shared reason is written once')
  assert.match(md, /<summary>⚠️ 30 apps not analysed for the same reason<\/summary>/)
  assert.ok(md.includes('- `vault-29`'), 'every app of the group is named in its details')
})

test('terminal: apps the change does not touch that fail alike at both revisions are listed once per reason, a few names each', () => {
  const offline = 'source 1 comes from another repository (https://github.com/example/other.git); it is not rendered offline.'
  const notRendered = Array.from({ length: 40 }, (_, i) => app(`addon-${String(i).padStart(2, '0')}`, { change: 'unchanged', notRendered: offline }))
  const brokenAlike = (name: string) =>
    app(name, {
      change: 'unchanged',
      outcome: 'render-error',
      outcomeReason: 'inputs unchanged; fails to render like Argo CD would, as it already did at base: app path does not exist',
      error: 'app path does not exist'
    })
  const notes = Array.from({ length: 25 }, (_, i) => ({
    file: `clusters/c${i}/root.yaml`,
    line: 1,
    message: `Application argocd/root is also defined in c${i + 1}`
  }))
  const r = {
    ...report(
      [
        app('web', { update: [{ group: 'apps', kind: 'Deployment', namespace: 'web', name: 'web', paths: ['spec.replicas'] }] }),
        // Unchanged, not rendered, but with something else to say: keeps its block.
        app('kept', { change: 'unchanged', notRendered: offline, warnings: ['a warning of its own'] }),
        app('api', { outcome: 'render-error', outcomeReason: 'inputs changed; fails to render like Argo CD would: bad template', error: 'bad template' }),
        ...notRendered,
        brokenAlike('old-a'),
        brokenAlike('old-b')
      ],
      []
    ),
    notes
  }
  const out = renderText(r)
  // Before: 42 blocks of their own, each with the same sentence, on every pull request.
  assert.equal(out.match(/^App /gm)!.length, 3, out)
  for (const name of ['web', 'kept', 'api']) assert.match(out, new RegExp(`^App argocd/${name} `, 'm'))
  assert.match(out, /^Not rendered at either revision, untouched by this change \(42 apps; --format json lists every app\):$/m)
  assert.match(out, /^ {2}- 40 apps: argocd\/addon-00 \(apps\/addon-00\.yaml:1\), .*argocd\/addon-04 \(apps\/addon-04\.yaml:1\) and 35 more$/m)
  assert.equal(out.split(offline).length - 1, 2, 'the shared reason once, and once in the block that is kept')
  assert.match(out, /^ {2}- 2 apps: argocd\/old-a \(apps\/old-a\.yaml:1\), argocd\/old-b \(apps\/old-b\.yaml:1\)\n {4}RENDER ERROR: inputs unchanged; fails/m)
  assert.ok(out.indexOf('- 40 apps') < out.indexOf('- 2 apps'), 'the largest group first')
  assert.ok(out.indexOf('App argocd/api') < out.indexOf('Not rendered at either revision'), 'after the apps with blocks')
  // Notes: ten, then a count.
  assert.match(out, /c9\/root\.yaml:1/)
  assert.doesNotMatch(out, /c10\/root\.yaml:1/)
  assert.match(out, /^ {2}… and 15 more notes \(--format json lists them\)$/m)
})

test('terminal: apps the change touches that could not be analysed for one reason are one item, where the first stands', () => {
  // gitops-template: 17 provider folders bump one chart the network cannot reach offline; 17 blocks of 5 lines each.
  const reason = 'inputs changed, could not be analysed: chart kubefirst-pro could not be fetched: the network is off'
  const same = Array.from({ length: 7 }, (_, i) => app(`kf-${i}`, { outcome: 'unknown', outcomeReason: reason, file: `p${i}/console.yaml` }))
  const r = report(
    [
      ...same,
      app('cache', { outcome: 'unknown', outcomeReason: 'inputs changed, could not be analysed: chart redis could not be fetched' }),
      app('web', { update: [{ group: 'apps', kind: 'Deployment', namespace: 'web', name: 'web', paths: ['spec.replicas'] }] })
    ],
    []
  )
  const out = renderText(r)
  assert.equal(out.split(reason).length - 1, 1, 'the shared reason once')
  assert.match(out, /^7 apps, not analysed for the same reason: argocd\/kf-0 \(p0\/console\.yaml:1\), .* and 2 more\n {2}NOT ANALYSED: inputs changed/m)
  assert.doesNotMatch(out, /^App argocd\/kf-/m)
  for (const name of ['cache', 'web']) assert.match(out, new RegExp(`^App argocd/${name} `, 'm'), 'a reason of its own, or a plan: a block')
})

test('an app the guard could not analyse shows ? in the comment, never "0 to prune"; an app failing to render at head keeps its 0 (no sync runs)', () => {
  const md = renderMarkdown(noisyReport(), { marker: '<!-- m -->' })
  assert.match(md, /^\| ⚠️ \| cache \(not analysed\) \| default \| apps\/cache\.yaml:1 \| \? \| \? \| \? \| on \|$/m)
  assert.match(md, /<summary>⚠️ cache: \? to prune · \? to create · \? to update<\/summary>/)
  assert.match(md, /^\| ❌ \| api \(render error\) \| default \| apps\/api\.yaml:1 \| 0 \| 0 \| 0 \| on \|$/m)
})

test('text report: a long render error is wrapped once, at the terminal width (no orphaned word), and not at all with --width 0', () => {
  const reason = `inputs changed; fails to render like Argo CD would: metadata.name "{{.cluster.name}}-bgd" is not a valid Application name: it must be a DNS-1123 subdomain (lowercase letters, digits, '-' and '.', starting and ending with a letter or digit, at most 253 characters); rename the Application`
  const r = report([app('bgd', { outcome: 'render-error', outcomeReason: reason, error: reason.slice(52) })], [])
  const wrapped = renderText(r, { width: 110 })
  const block = wrapped.slice(wrapped.indexOf('  RENDER ERROR'), wrapped.indexOf('\n\n', wrapped.indexOf('  RENDER ERROR'))).split('\n')
  assert.ok(block.length >= 2, block.join('\n'))
  for (const l of block) assert.ok(l.length <= 110 && l.trim().split(' ').length > 3, `a short or long line: ${JSON.stringify(l)}`)
  const flat = renderText(r, { width: 0 })
  assert.ok(flat.includes(`  RENDER ERROR: ${reason}\n`), 'one logical line')
})
