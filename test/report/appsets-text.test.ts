// The ApplicationSets section: those the change adds, edits or removes first (terminal and comment), and in the terminal
// the untouched ones that could not be expanded for one reason listed once (a repository of 38 add-on sets with a
// clusters generator printed 38 three-line blocks around the one the change edited: aws-samples/eks-blueprints-add-ons).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { renderText } from '../../src/report/text/text.js'
import { renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import type { ReportAppSet } from '../../src/report/model.js'
import { report } from '../github/reports.js'

const OFFLINE = 'clusters generator cannot be evaluated offline'
function set(name: string, extra: Partial<ReportAppSet> = {}): ReportAppSet {
  return {
    name,
    namespace: 'argocd',
    file: `sets/${name}.yaml`,
    line: 2,
    change: 'present',
    outcome: 'unknown',
    apps: [],
    error: null,
    unknown: [{ generator: 'generators[0]', reason: OFFLINE, appSetParams: `appSetParams: {"${name}": {"0": [{...parameters...}]}}` }],
    ...extra
  }
}

function sets(): ReportAppSet[] {
  const alike = Array.from({ length: 38 }, (_, i) => set(`addons-${String(i).padStart(2, '0')}`))
  const other = (name: string) =>
    set(name, { unknown: [{ generator: 'generators[1]', reason: 'scmProvider generator cannot be evaluated offline', appSetParams: null }] })
  return [
    ...alike.slice(0, 30),
    set('zz-edited', { change: 'modified' }),
    ...alike.slice(30),
    other('scm-a'),
    other('scm-b'),
    set('envs', { outcome: 'analysed', unknown: [], apps: ['argocd/web-dev', 'argocd/web-prod'] })
  ]
}

test('terminal: the edited ApplicationSet first and whole; 38 untouched ones failing alike once, with their reason and a hint', () => {
  const out = renderText(report([], [], [], sets()))
  const section = out.slice(out.indexOf('ApplicationSets (42, 1 changed by this change):'))
  assert.ok(section.length < out.length, out)
  const lines = section.split('\n')
  assert.match(lines[1]!, /^ {2}ApplicationSet argocd\/zz-edited \(sets\/zz-edited\.yaml:2\), modified: 0 generated apps$/)
  assert.match(lines[2]!, /NOT ANALYSED: generators\[0\]: clusters generator cannot be evaluated offline/)
  // Fewer than three alike keep their blocks, as does what an expanded set generates.
  assert.match(section, /ApplicationSet argocd\/scm-a .*\n.*scmProvider generator/)
  assert.match(section, /ApplicationSet argocd\/scm-b /)
  assert.match(section, /ApplicationSet argocd\/envs \(sets\/envs\.yaml:2\): 2 generated apps: argocd\/web-dev, argocd\/web-prod/)
  assert.match(section, /Untouched by this change and not expanded, per reason \(38 ApplicationSets; --format json lists every one\):/)
  assert.match(section, /- 38 ApplicationSets: argocd\/addons-00, argocd\/addons-01, argocd\/addons-02, argocd\/addons-03, argocd\/addons-04 and 33 more\n/)
  assert.equal(section.split(OFFLINE).length - 1, 2, 'the reason: once for the edited set, once for the 38')
  assert.match(section, /supply them in \.prune-guard\.yaml, e\.g\. appSetParams: \{"addons-00"/)
  assert.doesNotMatch(section, /addons-05/)
})

test('comment: the edited ApplicationSet is the first row; 38 untouched ones failing alike are one row (five names, one hint)', () => {
  const r = report([], [], [], sets())
  for (const limit of [65_000, 6_000]) {
    const { body, level } = renderMarkdownFitted(r, { budget: { limit, measure: 'chars' } })
    const rows = body.split('\n').filter((l) => /^\| ⚠️ \|/.test(l))
    assert.match(rows[0]!, /\| zz-edited \(modified\) \|/, `level ${level}`)
    // Before: 20 rows saying the same thing, then "22 other ApplicationSets not listed here".
    assert.equal(rows.length, 4, `level ${level}: ${rows.join('\n')}`)
    const group = rows.find((l) => /38 ApplicationSets alike/.test(l))!
    assert.match(group, /38 ApplicationSets alike: addons-00, addons-01, addons-02, addons-03, addons-04 and 33 more \| sets\/addons-00\.yaml:2 \|/)
    assert.match(group, /\*\*not analysed\*\*: generators\\\[0\\\]: clusters generator cannot be evaluated offline/)
    assert.ok(rows.some((l) => /\| scm-a \|/.test(l)) && rows.some((l) => /\| scm-b \|/.test(l)), 'fewer than three alike keep their rows')
    assert.doesNotMatch(body, /other ApplicationSets? not listed/)
    assert.doesNotMatch(body, /addons-05/)
  }
})

test('R3.6.1: sets whose version at base is unknown for one reason: the terminal gives it in full once, the comment once under the table', () => {
  const why = 'its parent app argocd/root does not render at base, so the version of this ApplicationSet Argo CD last synced is unknown'
  const unknownBase = ['one', 'two', 'three'].map((n) => set(n, { change: 'unknown', baseUnknown: why }))
  const r = report([], [], [], [...unknownBase, set('other')])
  const text = renderText(r, { width: 0 })
  assert.equal(text.split(why).length - 1, 1, text)
  assert.match(
    text,
    /ApplicationSet argocd\/two \(sets\/two\.yaml:2\), version at base unknown: 0 generated apps\n {4}VERSION AT BASE UNKNOWN: as for argocd\/one\n/
  )
  const md = renderMarkdownFitted(r).body
  assert.equal(md.split(why).length - 1, 1)
  assert.match(md, /\| one \(version at base unknown\) \|/)
  assert.match(md, /Version at base unknown for one, two, three: its parent app argocd\/root/)
})
