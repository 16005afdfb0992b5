// Issue 48: a change that touches many apps the same way. One `commonLabels` added to an ApplicationSet template
// changes the immutable selector of every tenant's Deployment (30 apps, one cause); one sidecar bump in a shared
// kustomize base changes 40 apps alike, a few more change on their own. Real git repositories, real kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { renderJson } from '../../src/report/json.js'
import { renderSarif } from '../../src/report/sarif.js'
import type { Report } from '../../src/report/model.js'
import { assertValidReport } from '../helpers/schema.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const tenants = Array.from({ length: 30 }, (_, i) => `tenant-${String(i + 1).padStart(2, '0')}`)

const appset = (labels: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: tenants
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
${tenants.map((t) => `          - tenant: ${t}\n`).join('')}  template:
    metadata:
      name: '{{ .tenant }}'
    spec:
      project: default
      source:
        repoURL: ${ORIGIN}
        targetRevision: HEAD
        path: tenant
${labels}      destination:
        server: https://kubernetes.default.svc
        namespace: '{{ .tenant }}'
      syncPolicy:
        automated: {prune: true}
`

const deployment = (image: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: portal
spec:
  selector:
    matchLabels: {app: portal}
  template:
    metadata:
      labels: {app: portal}
    spec:
      containers:
        - name: portal
          image: ${image}
`

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

export async function oneCauseReport() {
  const dir = makeRepo({
    'appsets/tenants.yaml': appset(''),
    'tenant/kustomization.yaml': 'resources: [deployment.yaml]\n',
    'tenant/deployment.yaml': deployment('portal:1.0')
  })
  commit(dir, { 'appsets/tenants.yaml': appset('        kustomize:\n          commonLabels: {team: platform}\n') }, 'label every tenant')
  return (await run(dir)).report
}

test('30 apps, one immutable selector change from an ApplicationSet template: one blocker, one finding entry, in every format', async () => {
  const report = await oneCauseReport()
  const immutable = report.findings.filter((f) => f.rule === 'immutable-field-change')
  assert.equal(immutable.length, 30, 'one finding per app in the report')
  assert.ok(immutable.every((f) => f.blocking))
  const md = renderMarkdown(report)
  // Issue 48 item 3: the title says what breaks.
  assert.equal(md.split('\n')[0], "## ❌ Argo CD Prune Guard: 30 apps won't sync (immutable `spec.selector`) (30 blocking findings)")
  const blockers = md.slice(md.indexOf('### ❌ What blocks merge'), md.indexOf('**To unblock:**'))
  const lines = blockers.split('\n').filter((l) => l.startsWith('- '))
  assert.equal(lines.length, 1, blockers)
  assert.match(
    lines[0]!,
    /^- \*\*30 apps\*\*: tenant-01, tenant-02, tenant-03, tenant-04, tenant-05 … and 25 more · `immutable-field-change` · Deployment\.apps portal changes fields Kubernetes cannot update in place: spec\.selector/
  )
  assert.match(lines[0]!, /\*\*Where:\*\* the ApplicationSet tenants \\\(appsets\/tenants\.yaml\\\), which this change edits\./)
  // The fix and the immutability are said once in the blockers and once in the findings, not 30 times.
  assert.equal(md.split('cannot update in place').length - 1, 2)
  assert.equal(md.split('Rename the resource').length - 1, 2, "the blocker's fix and the finding's")
  assert.doesNotMatch(md, /merge knowingly|label `?prune-guard/)
  // Acceptance: about 10k characters (it was 56.6k: 30 blocker bullets, 30 rows, 30 details, the same hunk 30 times).
  assert.ok(md.length < 10_000, `${md.length} characters`)
  assert.equal(md.split('```diff').length - 1, 1, 'the hunk is shown once')
  assert.match(md, /The same change in 29 other apps: tenant-02, tenant-03, .* and 19 more\./)
  assert.equal(md.split('\n').filter((l) => l.startsWith('| ❌ | tenant-')).length, 1, 'one row for the 30 apps alike')
  assert.match(md, /\| ❌ \| tenant-01 and 29 other apps alike \(tenant-02, tenant-03, /)
  const text = renderText(report, { width: 0 })
  assert.equal(text.split('cannot update in place').length - 1, 2, text)
  assert.match(text, /\n {2}- 30 apps \(tenant-01, tenant-02, tenant-03, tenant-04, tenant-05 and 25 more\): Deployment\.apps portal changes/)
  assert.match(text, /\n {4}where: the ApplicationSet tenants \(appsets\/tenants\.yaml\), which this change edits/)
  // JSON (and SARIF) keep one entry per finding; JSON adds the group.
  const json = JSON.parse(renderJson(report)) as Report
  assertValidReport(json)
  assert.equal(json.causes?.length, 1)
  const [cause] = json.causes!
  assert.equal(cause!.rule, 'immutable-field-change')
  assert.deepEqual(cause!.apps, tenants)
  assert.deepEqual(
    cause!.findings.map((i) => json.findings[i]!.app),
    tenants
  )
  assert.match(cause!.shared ?? '', /ApplicationSet tenants/)
  const sarif = JSON.parse(renderSarif(report)) as { runs: Array<{ results: Array<{ ruleId: string }> }> }
  assert.equal(sarif.runs[0]!.results.filter((x) => x.ruleId === 'immutable-field-change').length, 30)
})

const sidecar = (tag: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: web:1.0
        - name: proxy
          image: envoy:${tag}
`

test('40 apps over one kustomize base, one sidecar bump plus a few changes of their own: the shared hunk is shown once', async () => {
  const names = Array.from({ length: 40 }, (_, i) => `shop-${String(i + 1).padStart(2, '0')}`)
  const files: Record<string, string> = {
    'base/kustomization.yaml': 'resources: [deployment.yaml]\n',
    'base/deployment.yaml': sidecar('1.29')
  }
  for (const n of names) {
    files[`apps/${n}.yaml`] = applicationYaml(n, `overlays/${n}`)
    files[`overlays/${n}/kustomization.yaml`] = `namespace: ${n}\nresources: [../../base, settings.yaml]\n`
    files[`overlays/${n}/settings.yaml`] = cm('settings', 'a')
  }
  const dir = makeRepo(files)
  const own = names.slice(0, 3)
  commit(
    dir,
    { 'base/deployment.yaml': sidecar('1.30'), ...Object.fromEntries(own.map((n) => [`overlays/${n}/settings.yaml`, cm('settings', `b-${n}`)])) },
    'bump the proxy sidecar'
  )
  const { report } = await run(dir)
  assert.equal(report.summary.update, 43)
  const md = renderMarkdown(report)
  // One fence for the shared Deployment hunk, one per app's own ConfigMap change.
  assert.equal(md.split('```diff').length - 1, 4, md)
  assert.equal(md.split('\n').filter((l) => /^\+.*image: envoy:1\.30$/.test(l)).length, 1, md)
  assert.match(md, /The same change in 39 other apps: shop-02, shop-03, /)
  for (const n of own) assert.match(md, new RegExp(`\\+  v: b-${n}\\n`))
  assert.ok(md.length < 12_000, `${md.length} characters`)
})
