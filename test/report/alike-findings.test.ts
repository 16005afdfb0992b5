// One chart bump in the per-cloud copies of an app (gitops-template: 17 same-named apps, one per provider folder) gave
// 17 findings alike per rule, listed one by one, and 1,116 notes on same-named files that took the comment from 11 KB
// to 395 KB, so that it fell to a level where the info findings were only counted. Alike findings of three or more apps
// are one entry in the comment and the terminal (JSON and SARIF keep one per app), and the comment lists the first ten
// notes.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { alikeAcrossApps, groupFindings } from '../../src/report/blockers.js'
import { renderMarkdownAt, renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { app, finding, report } from '../github/reports.js'

const bump = (name: string, extra = {}) =>
  finding('source-path-change', {
    severity: 'low',
    app: name,
    file: `apps/${name}.yaml`,
    line: 1,
    message: `Application ${name} changes its source: spec.source.targetRevision "1.0" → "1.1".`,
    fix: 'No action needed when the consequence above is intended.',
    ...extra
  })

test('findings that say the same but for the app name, in three apps or more, are one group, blocking ones too (issue 48); others stay', () => {
  const fs = [bump('web-aws'), bump('web-gcp'), bump('other', { message: 'Application other changes its source: spec.source.path "a" → "b".' })]
  fs.push(bump('web-azure'), bump('db', { blocking: true }), bump('db-2', { blocking: true }), bump('db-3', { blocking: true }))
  const groups = alikeAcrossApps(groupFindings(fs))
  assert.deepEqual(
    groups.map((g) => g.alike?.names ?? g.first.app),
    [['web-aws', 'web-gcp', 'web-azure'], 'other', ['db', 'db-2', 'db-3']]
  )
  assert.equal(groups[0]!.all.length, 3, 'every finding of the group is kept')
  // Two alike apps are not a group; a same-named app's label (`name (file)`) is left out of the comparison too.
  assert.equal(alikeAcrossApps(groupFindings([bump('a'), bump('b')])).filter((g) => g.alike).length, 0)
  const named = ['x (one/app.yaml)', 'x (two/app.yaml)', 'x (three/app.yaml)'].map((n) =>
    bump(n, { message: 'Application x changes its source: spec.source.targetRevision "1.0" → "1.1".' })
  )
  assert.deepEqual(alikeAcrossApps(groupFindings(named))[0]!.alike?.names, ['x (one/app.yaml)', 'x (two/app.yaml)', 'x (three/app.yaml)'])
})

test('the comment shows alike findings once with the apps named, and the first ten notes; the job summary lists every note', () => {
  const names = Array.from({ length: 17 }, (_, i) => `web-${String(i).padStart(2, '0')}`)
  const r = report(
    names.map((n) => app(n)),
    names.map((n) => bump(n))
  )
  r.notes = Array.from({ length: 1116 }, (_, i) => ({
    file: `cloud-${i}/app.yaml`,
    line: 1,
    message: `Application argocd/x-${i} is also defined elsewhere`,
    note: true
  }))
  const { body, level } = renderMarkdownFitted(r)
  assert.equal(level, 1)
  const items = body.split('\n').filter((l) => l.startsWith('- 🟡'))
  assert.equal(items.length, 1, body)
  assert.match(items[0]!, /\*\*17 apps\*\* alike: \*\*web-00\*\*, \*\*web-01\*\*/)
  assert.match(body, /For example: Application web-00 changes its source/)
  assert.match(body, /- cloud-9\/app\.yaml:1: .*\n- … and 1106 more \(job summary\)/)
  assert.doesNotMatch(body, /cloud-10\//)
  assert.equal(renderMarkdownAt(r, 0).split('is also defined elsewhere').length - 1, 1116)
})

test('the terminal names alike findings once too, with the first app’s message as the example', () => {
  const names = ['web-aws', 'web-gcp', 'web-azure']
  const out = renderText(
    report(
      names.map((n) => app(n)),
      names.map((n) => bump(n))
    ),
    { width: 0 }
  )
  assert.match(out, /\n {2}LOW \[source-path-change\] 3 apps alike: web-aws, web-gcp, web-azure\. For example: Application web-aws changes its source/)
  assert.equal(out.split('[source-path-change]').length - 1, 1)
})

test('ApplicationSets whose findings say the same but for their name are one entry (13 an overlay patches in konflux-ci)', () => {
  const sets = ['build-service', 'integration', 'release']
  const fs = sets.map((n) =>
    finding('not-analysed', {
      severity: 'info',
      resource: { group: 'argoproj.io', kind: 'ApplicationSet', namespace: 'argocd', name: n },
      file: `sets/${n}.yaml`,
      line: 1,
      message: `ApplicationSet argocd/${n}: generators[0]: clusters generator cannot be evaluated offline. The Applications these generators produce are unknown.`,
      fix: `Supply the generators' parameters in .prune-guard.yaml: appSetParams: {"${n}": {"<generator index>": [{...parameters...}]}}.`
    })
  )
  const [g, ...rest] = alikeAcrossApps(groupFindings(fs))
  assert.equal(rest.length, 0)
  assert.deepEqual(g!.alike, { noun: 'ApplicationSet', names: sets })
  const md = renderMarkdownAt(report([], fs), 1)
  assert.match(md, /\*\*3 ApplicationSets\*\* alike: \*\*build-service\*\*, \*\*integration\*\*, \*\*release\*\*/)
  // A blocking one, or one tied to an app, stays on its own.
  assert.equal(alikeAcrossApps(groupFindings(fs.map((f, i) => (i === 0 ? { ...f, blocking: true } : f)))).length, 3)
})
