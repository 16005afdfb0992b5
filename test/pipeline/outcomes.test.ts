// The three app outcomes (analysed, render-error, unknown) end to end, with real git repositories and real renderers:
// a change the guard could not analyse never reads as "unchanged", a failing base never reads as "0 to prune", every
// ApplicationSet is in every format, and a repository without Applications says so.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import Ajv from 'ajv'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderSarifObject } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import type { Report } from '../../src/report/model.js'
import { applyApproval } from '../../src/report/approval.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { assertVerdictEverywhere, renderAll } from '../helpers/formats.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const app = (name: string, source: string, finalizer = false) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
${finalizer ? '  finalizers: [resources-finalizer.argocd.argoproj.io]\n' : ''}spec:
  project: default
  source:
${source}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}
  syncPolicy:
    automated:
      prune: true
`
const local = (path: string) => `    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: ${path}`
const remoteChart = (version: string) => `    repoURL: https://charts.example.com\n    chart: redis\n    targetRevision: ${version}`

const run = (dir: string, overrides: Record<string, unknown> = {}) =>
  analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { network: false, chartCacheDir: tempDir(), checkDeterminism: false, ...overrides }
  })

const validate = new Ajv.default({ allErrors: true, strict: false }).compile(
  JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'))
)
function assertValidReport(r: Report): void {
  assert.ok(validate(JSON.parse(JSON.stringify(r))), JSON.stringify(validate.errors, null, 2))
}

/** Every format, for assertions that a fact reaches all of them. */
function formats(r: Report): { text: string; md: string; sarif: string; json: string } {
  assertValidReport(r)
  return { text: renderText(r), md: renderMarkdown(r), sarif: JSON.stringify(renderSarifObject(r)), json: JSON.stringify(r) }
}

test('outcome unknown: an app whose inputs changed but could not be rendered is never "unchanged", never blocking by default', async () => {
  const dir = makeRepo({ 'apps/cache.yaml': app('cache', remoteChart('1.0.0')), 'apps/web.yaml': app('web', local('m/web')), 'm/web/cm.yaml': cm('web') })
  commit(dir, { 'apps/cache.yaml': app('cache', remoteChart('2.0.0')) }, 'bump the chart')
  const { report } = await run(dir)
  const cache = report.apps.find((a) => a.name === 'cache')!
  assert.equal(cache.change, 'modified')
  assert.equal(cache.outcome, 'unknown')
  assert.match(cache.outcomeReason!, /^inputs changed, could not be analysed: .*redis/)
  assert.equal(report.summary.changedApps, 1)
  assert.equal(report.summary.unknownApps, 1)
  assert.equal(report.verdict, 'pass')
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'), 'the guard does not blame Argo CD for its own limits')
  const na = report.findings.find((f) => f.rule === 'not-analysed')!
  assert.equal(na.app, 'cache')
  assert.equal(na.blocking, false)
  const out = formats(report)
  assert.match(out.text, /PASS · 1 app changed of 2 \(1 not analysed\)/)
  assert.match(out.text, /NOT ANALYSED: inputs changed, could not be analysed/)
  assert.match(out.md, /^## ⚠️ Argo CD Prune Guard: passed, 1 app not analysed$/m)
  assert.match(out.md, /\*\*1 app changed \(1 not analysed\)\*\*/)
  assert.match(out.md, /\| ⚠️ \| cache \(not analysed\) \|/)
  assert.match(out.sarif, /"ruleId":"not-analysed"/)

  // failOnUnknown (config) or --fail-on-unknown: the same change blocks.
  const strict = await run(dir, { failOnUnknown: true })
  assert.equal(strict.report.verdict, 'fail')
  assert.deepEqual(
    strict.report.findings.filter((f) => f.blocking).map((f) => f.rule),
    ['not-analysed']
  )
})

test('both revisions fail to render and the inputs changed: modified with the render error, not "0 apps changed"', async () => {
  const broken = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {v: "${v}"}\n  bad: [indent\n`
  const dir = makeRepo({ 'apps/a.yaml': app('a', local('m/a')), 'm/a/cm.yaml': broken('1') })
  commit(dir, { 'm/a/cm.yaml': broken('2') }, 'still broken')
  const { report } = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.change, 'modified')
  assert.equal(a.outcome, 'render-error')
  assert.match(a.outcomeReason!, /^inputs changed; fails to render like Argo CD would, as it already did at base/)
  assert.equal(report.summary.changedApps, 1)
  assert.equal(report.summary.renderErrors, 1)
  const re = report.findings.find((f) => f.rule === 'render-error')!
  assert.equal(re.introduced, false, 'already failing at base')
  assert.match(formats(report).text, /1 app changed of 1 \(1 fails to render\)/)
})

test('issue 8 item 6: a base that fails to render never turns a PR deleting two PVCs into "0 to prune": it blocks', async () => {
  // The base holds a file the YAML decoder rejects; the PR removes it together with both PVCs.
  const dir = makeRepo({
    'apps/db.yaml': app('db', local('m/db')),
    'm/db/pvc.yaml': pvc('data-0') + '---\n' + pvc('data-1'),
    'm/db/cm.yaml': cm('db'),
    'm/db/zz.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: zz}\ndata: [unclosed\n'
  })
  commit(dir, { 'm/db/cm.yaml': cm('db', '2') }, 'drop the volumes', ['m/db/pvc.yaml', 'm/db/zz.yaml'])
  const { report } = await run(dir)
  const db = report.apps[0]!
  assert.equal(db.outcome, 'render-error')
  assert.match(db.outcomeReason!, /base revision does not render .*cannot be predicted/)
  assert.deepEqual([db.create, db.prune], [[], []], 'nothing is predicted from a base that does not render')
  const re = report.findings.find((f) => f.rule === 'render-error')!
  assert.equal(re.blocking, true)
  assert.match(re.message, /does not render at base/)
  assert.equal(report.verdict, 'fail')
  const out = formats(report)
  assert.match(out.text, /^FAIL: 1 blocking finding/m)
  assert.match(out.md, /## ❌ /)
  assert.match(out.sarif, /does not render at base/)
  const action = await renderAll(report)
  assertVerdictEverywhere(action, 'fail')
  assert.match(action.log, /^::error .*::.*does not render at base/m)
  assert.match(action.log, /^Prune Guard: FAIL \(1 blocking finding\)/m)
  assert.doesNotMatch(action.log + action.summary, /0 to prune.*PASS|PASS.*0 to prune/)
})

test('a base that fails to render blocks until a reviewer approves: the label acknowledges it, never a head that fails', async () => {
  // The pull request that repairs a broken app always has a base that does not render: without the label it could
  // never merge. A head that fails to render is not approvable (Argo CD would not sync it at all).
  const dir = makeRepo({
    'apps/db.yaml': app('db', local('m/db')),
    'apps/web.yaml': app('web', local('m/web')),
    'm/db/cm.yaml': cm('db'),
    'm/db/zz.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: zz}\ndata: [unclosed\n',
    'm/web/cm.yaml': cm('web')
  })
  commit(dir, { 'm/db/zz.yaml': cm('zz'), 'm/web/zz.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: zz}\ndata: [unclosed\n' }, 'repair db, break web')
  const { report } = await run(dir)
  const byApp = (name: string) => report.findings.find((f) => f.rule === 'render-error' && f.app === name)!
  assert.equal(byApp('db').approvable, true)
  assert.equal(byApp('web').approvable, undefined)
  const approved = applyApproval(report, { label: 'prune-guard/approve', by: 'alice' })
  assert.equal(approved.findings.find((f) => f.app === 'db')!.suppressed, 'approved by @alice via label prune-guard/approve')
  assert.equal(approved.findings.find((f) => f.app === 'web' && f.rule === 'render-error')!.blocking, true)
  assert.equal(approved.verdict, 'fail')
  const md = renderMarkdown(report)
  assert.match(md, /What the guard could not measure \(1 blocking cause above\): review it as its fix says, then add the approve label/)
  // The head that fails to render is fixed at its source: the label does not waive it (issue 48 item 4).
  assert.match(
    md,
    /Render errors and empty renders \(1 blocking cause\): fix the source as the fix says, or revert the change\. The approve label does not waive these/
  )
  assert.match(renderText(report), /Render errors and empty renders \(1 blocking cause\): fix the source[^\n]*\n(.*\n)* {2}- What the guard could not measure/)
})

test("a renderer stopped by the guard's own timeout is outcome unknown (ours), not a render-error blamed on Argo CD", async () => {
  const slow = '{{- range $i := until 20000 }}{{- range $j := until 4000 }}{{- end }}{{- end }}\n' + cm('slow')
  const dir = makeRepo({
    'apps/s.yaml': app('s', local('charts/s')),
    'charts/s/Chart.yaml': 'apiVersion: v2\nname: s\nversion: 0.1.0\n',
    'charts/s/templates/cm.yaml': cm('slow')
  })
  commit(dir, { 'charts/s/templates/cm.yaml': slow }, 'slow template')
  const { report } = await run(dir, { renderTimeoutSeconds: 1, concurrency: 2 })
  const s = report.apps[0]!
  assert.equal(s.outcome, 'unknown')
  assert.match(s.outcomeReason!, /stopped by the guard: it timed out after 1 s \(renderTimeoutSeconds\)/)
  assert.equal(s.error, null)
  // Not blamed on Argo CD (no render-error), but a changed app stopped at the guard's bounds is never a silent pass.
  assert.deepEqual(
    report.findings.filter((f) => f.blocking).map((f) => f.rule),
    ['render-stopped']
  )
  assert.equal(
    report.findings.some((f) => f.rule === 'render-error' || f.rule === 'not-analysed'),
    false
  )
})

test('every ApplicationSet in every format: generated apps, or the generator that cannot run offline and its appSetParams key', async () => {
  const clusters = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: fleet, namespace: argocd}
spec:
  generators:
    - clusters: {}
  template:
    metadata: {name: 'fleet-{{name}}'}
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: m/fleet}
      destination: {server: '{{server}}', namespace: fleet}
`
  const listed = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: envs, namespace: argocd}
spec:
  generators:
    - list: {elements: [{env: dev}, {env: prod}]}
  template:
    metadata: {name: 'web-{{env}}'}
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: m/web}
      destination: {server: https://kubernetes.default.svc, namespace: '{{env}}'}
`
  const dir = makeRepo({ 'sets/fleet.yaml': clusters, 'sets/envs.yaml': listed, 'm/web/cm.yaml': cm('web'), 'm/fleet/cm.yaml': cm('f') })
  commit(dir, { 'm/web/cm.yaml': cm('web', '2') }, 'change')
  const { report } = await run(dir)
  assert.deepEqual(
    report.appSets.map((s) => [s.name, s.outcome, s.apps]),
    [
      ['envs', 'analysed', ['argocd/web-dev', 'argocd/web-prod']],
      ['fleet', 'unknown', []]
    ]
  )
  const fleet = report.appSets.find((s) => s.name === 'fleet')!
  assert.equal(fleet.unknown[0]!.generator, 'generators[0]')
  assert.match(fleet.unknown[0]!.reason, /clusters generator cannot be evaluated offline/)
  assert.equal(fleet.unknown[0]!.appSetParams, 'appSetParams: {"fleet": {"0": [{...parameters...}]}}')
  assert.equal(report.summary.appSets, 2)
  const out = formats(report)
  for (const [name, body] of Object.entries(out)) {
    assert.match(body, /fleet/, `${name} names the ApplicationSet`)
    assert.ok(body.includes('appSetParams'), `${name} names appSetParams`)
    assert.ok(!body.includes('externalParams'), `${name} never names the internal key`)
  }
  assert.match(out.text, /ApplicationSet argocd\/envs \(sets\/envs\.yaml:1\): 2 generated apps: argocd\/web-dev, argocd\/web-prod/)
  assert.equal(report.verdict, 'pass')
})

test('no Application at base or head: said prominently in every format, and the run passes', async () => {
  const dir = makeRepo({ 'README.md': '# not a gitops repo\n', 'deploy/cm.yaml': cm('x') })
  commit(dir, { 'deploy/cm.yaml': cm('x', '2') }, 'change')
  const { report } = await run(dir)
  assert.equal(report.verdict, 'pass')
  assert.match(report.notice ?? '', /No Argo CD Application was found at base or head/)
  const out = formats(report)
  assert.match(out.text, /^NOTE: No Argo CD Application was found/m)
  assert.match(out.md, /> \[!WARNING\]\n> No Argo CD Application was found/)
  assert.match(out.sarif, /"toolExecutionNotifications":\[\{"level":"warning","message":\{"text":"No Argo CD Application/)
})

test('R3.6.2: resources deleted through a removed Application count in the headline deletions, in every format', async () => {
  const set = (envs: string[]) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: envs, namespace: argocd}
spec:
  generators:
    - list: {elements: [${envs.map((e) => `{env: ${e}}`).join(', ')}]}
  template:
    metadata:
      name: 'web-{{env}}'
      finalizers: [resources-finalizer.argocd.argoproj.io]
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: 'm/{{env}}'}
      destination: {server: https://kubernetes.default.svc, namespace: '{{env}}'}
      syncPolicy: {automated: {prune: true}}
`
  const ns = (n: string) => `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${n}\n`
  const dir = makeRepo({
    'sets/envs.yaml': set(['dev', 'qa']),
    'm/dev/cm.yaml': cm('dev'),
    'm/qa/all.yaml': ns('qa') + '---\n' + cm('qa') + '---\n' + pvc('qa-data')
  })
  commit(dir, { 'sets/envs.yaml': set(['dev']) }, 'drop qa')
  const { report } = await run(dir)
  const qa = report.apps.find((a) => a.name === 'web-qa')!
  assert.equal(qa.change, 'removed')
  assert.deepEqual(qa.cascade.map((r) => r.kind).sort(), ['ConfigMap', 'Namespace', 'PersistentVolumeClaim'])
  assert.equal(report.summary.deletes, 3)
  assert.equal(report.summary.cascadeDeletes, 3)
  assert.deepEqual(report.summary.deletedKinds, { ConfigMap: 1, Namespace: 1, PersistentVolumeClaim: 1 })
  const out = formats(report)
  assert.match(out.text, /3 deleted \(3 with removed apps; 1 PVC, 1 Namespace\)/)
  assert.match(out.md, /merging deletes 1 PVC, 1 Namespace and 1 other resource/)
  assert.match(out.md, /\*\*3 deleted \(3 with removed apps; 1 PVC, 1 Namespace\)\*\*/)
  assert.match(out.md, /\| 🗑️ \| PersistentVolumeClaim qa\/qa-data \| web-qa \| \*\*deleted\*\* with its removed Application/)
})

test("R3.6.2: an app moved to another ApplicationSet: what its removal deletes is one deletion, not also the new version's prune", async () => {
  const set = (name: string, path: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: ${name}, namespace: argocd}
spec:
  generators:
    - list: {elements: [{app: web}]}
  template:
    metadata:
      name: '{{app}}'
      finalizers: [resources-finalizer.argocd.argoproj.io]
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: ${path}}
      destination: {server: https://kubernetes.default.svc, namespace: ${name}}
      syncPolicy: {automated: {prune: true}}
`
  // The sets are a parent's: removing one from the folder prunes it, and the ApplicationSet controller deletes its apps.
  const root = applicationYaml('root', 'sets', { destination: 'argocd' })
  const dir = makeRepo({ 'root.yaml': root, 'sets/old.yaml': set('old', 'm/old'), 'm/old/cm.yaml': cm('web'), 'm/new/cm.yaml': cm('web') })
  commit(dir, { 'sets/new.yaml': set('new', 'm/new') }, 'move web to the new set', ['sets/old.yaml'])
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.deepEqual(
    web.cascade.map((r) => `${r.namespace}/${r.name}`),
    ['old/web']
  )
  assert.deepEqual(
    web.prune.map((r) => `${r.namespace}/${r.name}`),
    ['old/web'],
    'the new version prunes it too'
  )
  // The root prunes ApplicationSet old; web's removal deletes its ConfigMap, once.
  assert.equal(report.summary.deletes, 2)
  assert.equal(report.summary.cascadeDeletes, 1)
  const out = formats(report)
  assert.match(out.text, /2 deleted \(1 with removed apps\)/)
  assert.equal(out.md.match(/\| 🗑️ \| ConfigMap old\/web \|/g)?.length, 1)
})

test('a config management plugin app the guard cannot run is outcome unknown, not a render-error blamed on Argo CD', async () => {
  const plugin = (v: string) => `    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: m/p\n    plugin:\n      name: sops-${v}`
  const dir = makeRepo({ 'apps/p.yaml': app('p', plugin('a')), 'm/p/cm.yaml': cm('p') })
  commit(dir, { 'apps/p.yaml': app('p', plugin('b')) }, 'switch plugin')
  const { report } = await run(dir)
  const p = report.apps[0]!
  assert.equal(p.outcome, 'unknown')
  assert.equal(p.change, 'modified')
  assert.match(p.outcomeReason!, /^inputs (may have )?changed, could not be analysed: .*plugin/)
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'))
  assert.equal(report.verdict, 'pass')
})

test('R1.6.6: an app with a remote base is unchanged when the PR touches nothing it reads; not analysed offline when it does', async () => {
  const kust = (tag: string) => `resources:\n  - https://github.com/example/upstream//deploy?ref=${tag}\n  - cm.yaml\n`
  const dir = makeRepo({
    'apps/upstream.yaml': app('upstream', local('k/upstream')),
    'k/upstream/kustomization.yaml': kust('v1'),
    'k/upstream/cm.yaml': cm('upstream'),
    'apps/web.yaml': app('web', local('m/web')),
    'm/web/cm.yaml': cm('web')
  })
  commit(dir, { 'm/web/cm.yaml': cm('web-2') }, 'change web only')
  const { report, stats } = await run(dir)
  const upstream = report.apps.find((a) => a.name === 'upstream')!
  // Before: no fingerprint for a remote reference, so "inputs may have changed, could not be analysed" on every PR.
  assert.equal(upstream.change, 'unchanged')
  assert.equal(upstream.outcome, 'analysed')
  assert.equal(upstream.skipped, true, 'same reference, same local files: not rendered at all')
  assert.equal(report.apps.find((a) => a.name === 'web')!.outcome, 'analysed')
  assert.equal(report.summary.unknownApps, 0)
  assert.equal(stats.skipped, 1)

  const changes: Array<Record<string, string>> = [{ 'k/upstream/kustomization.yaml': kust('v2') }, { 'k/upstream/cm.yaml': cm('upstream-2') }]
  for (const change of changes) {
    commit(dir, change, 'change upstream')
    const again = (await run(dir)).report.apps.find((a) => a.name === 'upstream')!
    assert.equal(again.outcome, 'unknown', JSON.stringify(change))
    assert.match(again.outcomeReason!, /^inputs changed, could not be analysed: .*github\.com\/example\/upstream/)
  }
})

test('R1.9.2/R1.9.3: a `ref: values` source makes only the `$values/` files it lends inputs, not the whole repository', async () => {
  const multi = (name: string, chart: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  sources:
${chart}
      helm:
        valueFiles: [$values/env/${name}.yaml]
    - repoURL: ${ORIGIN}
      targetRevision: HEAD
      ref: values
  destination: {server: 'https://kubernetes.default.svc', namespace: ${name}}
`
  const dir = makeRepo({
    // A chart from a chart repository (not fetched offline) and a chart of this repository, both with $values files.
    'apps/loki.yaml': multi('loki', '    - repoURL: https://charts.example.com\n      chart: loki\n      targetRevision: 6.24.0'),
    'apps/web.yaml': multi('web', `    - repoURL: ${ORIGIN}\n      path: charts/web`),
    'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  size: {{ .Values.size | quote }}\n',
    'env/loki.yaml': 'retention: 1d\n',
    'env/web.yaml': 'size: small\n',
    'docs/other.yaml': 'x: 1\n'
  })
  commit(dir, { 'docs/other.yaml': 'x: 2\n' }, 'unrelated')
  const quiet = (await run(dir)).report
  // Before: the ref source made every file an input: both apps "inputs changed", loki "not analysed" offline.
  for (const a of quiet.apps) assert.deepEqual([a.name, a.change, a.skipped], [a.name, 'unchanged', true])
  assert.equal(quiet.summary.unknownApps, 0)

  commit(dir, { 'env/loki.yaml': 'retention: 7d\n', 'env/web.yaml': 'size: large\n' }, 'values')
  const { report } = await run(dir)
  const loki = report.apps.find((a) => a.name === 'loki')!
  assert.equal(loki.outcome, 'unknown', 'its $values file changed: never unchanged')
  assert.match(loki.outcomeReason ?? '', /^inputs changed, could not be analysed/)
  assert.deepEqual(
    report.apps.find((a) => a.name === 'web')!.update.map((u) => [u.name, u.paths]),
    [['web', ['data.size']]]
  )
})

test('an unchanged app rendered only to look for child Applications, and not renderable offline, is no row of the comment', async () => {
  // As christianh814/gitops-examples: apps whose chart comes from a chart repository, untouched by the PR.
  const dir = makeRepo({ 'apps/cache.yaml': app('cache', remoteChart('1.0.0')), 'apps/web.yaml': app('web', local('m/web')), 'm/web/cm.yaml': cm('web') })
  commit(dir, { 'm/web/cm.yaml': cm('web', '2') }, 'change web')
  const { report } = await run(dir)
  const cache = report.apps.find((a) => a.name === 'cache')!
  assert.equal(cache.change, 'unchanged')
  assert.equal(cache.outcome, 'analysed')
  assert.ok(cache.notRendered, 'it was rendered to look for children, and offline it could not be')
  const out = formats(report)
  // Before: a ⚠️ row and a section on every pull request, for an app the change does not touch.
  assert.doesNotMatch(out.md, /\| cache/)
  assert.doesNotMatch(out.md, /<summary>⚠️ cache/)
  assert.match(out.md, /\| web \|/)
  // The terminal keeps its note, with the apps untouched by the change that could not be rendered (text-standing.ts).
  assert.match(
    out.text,
    /untouched by this change \(1 app;[^\n]*\n {2}- 1 app: argocd\/cache \(apps\/cache\.yaml:1\)\n {4}not rendered: chart redis/,
    'the text report keeps its note'
  )
})
