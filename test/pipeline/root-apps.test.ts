// Root Applications applied outside the repository (config `rootApps`, config/root-apps.ts): a repository shaped like
// the public ones whose app-of-apps chart is installed by hand or by Terraform (its Applications are chart templates,
// no committed file holds the root). Real git repositories, real helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { defaultConfig, loadConfigText, ConfigError } from '../../src/config/config.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm, pvc } from '../helpers/apps.js'
import { renderAll } from '../helpers/formats.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

// The app-of-apps chart: one Application per entry of .Values.apps, with the resources finalizer.
const APPS_TEMPLATE = `{{- range .Values.apps }}
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: {{ .name }}
  namespace: argocd
  finalizers:
    - resources-finalizer.argocd.argoproj.io
spec:
  project: default
  source:
    repoURL: {{ $.Values.repoURL }}
    targetRevision: HEAD
    path: workloads/{{ .name }}
  destination:
    server: https://kubernetes.default.svc
    namespace: {{ .name }}
  syncPolicy:
    automated:
      prune: true
{{- end }}
`

const values = (apps: string[]) => `repoURL: ${ORIGIN}\napps:\n${apps.map((a) => `  - name: ${a}\n`).join('')}`

const ROOT_CONFIG = `rootApps:
  - apiVersion: argoproj.io/v1alpha1
    kind: Application
    metadata: {name: app-config, namespace: argocd}
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: charts/app-config, helm: {valueFiles: [values-production.yaml]}}
      destination: {server: https://kubernetes.default.svc, namespace: argocd}
      syncPolicy: {automated: {prune: true}}
`

function bootstrappedRepo(config: string | undefined, extra: Record<string, string> = {}): string {
  return makeRepo({
    ...extra,
    ...(config ? { '.prune-guard.yaml': config } : {}),
    'charts/app-config/Chart.yaml': 'apiVersion: v2\nname: app-config\nversion: 1.0.0\n',
    'charts/app-config/values.yaml': values([]),
    'charts/app-config/values-production.yaml': values(['web', 'db']),
    'charts/app-config/templates/apps.yaml': APPS_TEMPLATE,
    'workloads/web/cm.yaml': cm('web'),
    'workloads/db/cm.yaml': cm('db') + '---\n' + pvc('data')
  })
}

test('rootApps: without it, an app-of-apps applied by hand is not analysed, and the notice names the setting', async () => {
  const dir = bootstrappedRepo(undefined)
  commit(dir, { 'charts/app-config/values-production.yaml': values(['web']) }, 'drop db')
  const { report } = await run(dir)
  assert.equal(report.apps.length, 0)
  assert.match(report.notice ?? '', /root Application \(or ApplicationSet\) is applied outside the repository .* needs rootApps/)
})

test('rootApps: the declared root renders its chart at both revisions; an app dropped from its values is a blocking cascade', async () => {
  const dir = bootstrappedRepo(ROOT_CONFIG)
  commit(dir, { 'charts/app-config/values-production.yaml': values(['web']) }, 'drop db')
  const { report } = await run(dir)
  const byId = Object.fromEntries(report.apps.map((a) => [`${a.namespace}/${a.name}`, a]))
  assert.deepEqual(Object.keys(byId).sort(), ['argocd/app-config', 'argocd/db', 'argocd/web'])
  assert.equal(byId['argocd/app-config']!.file, '.prune-guard.yaml')
  assert.equal(byId['argocd/db']!.change, 'removed')
  assert.equal(byId['argocd/db']!.parent, 'argocd/app-config')
  assert.equal(byId['argocd/web']!.change, 'unchanged')
  assert.deepEqual(
    byId['argocd/app-config']!.prune.map((p) => [p.kind, p.name]),
    [['Application', 'db']]
  )
  // The deletions table says where each cascaded resource was defined at base (the removed child's own files).
  assert.deepEqual(byId['argocd/db']!.cascade.map((c) => [c.kind, c.name, c.file, c.line]).sort(), [
    ['ConfigMap', 'db', 'workloads/db/cm.yaml', 1],
    ['PersistentVolumeClaim', 'data', 'workloads/db/cm.yaml', 8]
  ])
  const { markdown: md } = await renderAll(report)
  assert.match(
    md,
    /\| 🗑️ \| PersistentVolumeClaim db\/data \| db \| \*\*deleted\*\* with its removed Application \(resources finalizer\) \| [^|]*workloads\/db\/cm\.yaml[^|]* \|/
  )
  const cascade = report.findings.find((f) => f.rule === 'app-removed-cascade')!
  assert.equal(cascade.blocking, true)
  assert.match(cascade.message, /deletes 2 resources: ConfigMap db\/db, PersistentVolumeClaim db\/data/)
  assert.equal(report.verdict, 'fail')
  assert.equal(report.notice, null)
})

test('rootApps: a pull request cannot remove the root from the config to hide what it deletes (read from base)', async () => {
  const dir = bootstrappedRepo(ROOT_CONFIG)
  commit(dir, { '.prune-guard.yaml': 'failOn: critical\n', 'charts/app-config/values-production.yaml': values(['web']) }, 'drop db, and the root')
  const { report } = await run(dir)
  assert.equal(report.apps.find((a) => a.name === 'db')?.change, 'removed')
  assert.equal(report.verdict, 'fail')
})

test('rootApps: a committed Application with the same name is the one used, and the duplicate is reported', async () => {
  const dir = bootstrappedRepo(ROOT_CONFIG)
  const committed = ROOT_CONFIG.replace(/^rootApps:\n {2}- /, '')
    .replace(/^ {4}/gm, '')
    .replace('values-production.yaml', 'values.yaml')
  commit(dir, { 'bootstrap/app-config.yaml': committed, 'workloads/web/cm.yaml': cm('web', '2') }, 'commit the root')
  const { report } = await run(dir)
  const root = report.apps.find((a) => a.name === 'app-config')!
  assert.equal(root.file, 'bootstrap/app-config.yaml')
  assert.match(JSON.stringify(report.notes), /rootApps declares Application argocd\/app-config, which bootstrap\/app-config\.yaml:1 also defines/)
  assert.doesNotMatch(JSON.stringify(report.problems), /rootApps declares/, 'a note, not a file that could not be read')
})

test('rootApps: a committed template of the root (its repoURL a ${placeholder} a bootstrap script fills in) gives way to the declared root', async () => {
  const template = ROOT_CONFIG.replace(/^rootApps:\n {2}- /, '')
    .replace(/^ {4}/gm, '')
    .replace(`repoURL: ${ORIGIN}`, 'repoURL: "${gitops_repo}"')
  const dir = bootstrappedRepo(ROOT_CONFIG, { '.bootstrap/root-application.yaml': template })
  commit(dir, { 'charts/app-config/values-production.yaml': values(['web']) }, 'drop db')
  const { report } = await run(dir)
  const root = report.apps.find((a) => a.name === 'app-config')!
  assert.equal(root.file, '.prune-guard.yaml')
  assert.equal(report.apps.find((a) => a.name === 'db')?.change, 'removed', 'the declared root rendered its children')
  assert.doesNotMatch(JSON.stringify([report.problems, report.notes]), /rootApps declares/)
  assert.equal(report.verdict, 'fail')
})

test('a committed template of the root without rootApps: the reason names its placeholder and the setting', async () => {
  const template = ROOT_CONFIG.replace(/^rootApps:\n {2}- /, '')
    .replace(/^ {4}/gm, '')
    .replace(`repoURL: ${ORIGIN}`, 'repoURL: "${gitops_repo}"')
  const dir = bootstrappedRepo(undefined, { '.bootstrap/root-application.yaml': template })
  commit(dir, { '.bootstrap/root-application.yaml': template.replace('HEAD', 'main') }, 'touch the template')
  const { report } = await run(dir)
  const root = report.apps.find((a) => a.name === 'app-config')!
  assert.equal(root.outcome, 'unknown')
  assert.match(root.outcomeReason ?? '', /this file holds the placeholder \$\{gitops_repo\}: a template .*declare the Application as applied in rootApps/)
})

test('rootApps: invalid entries are config errors naming the entry and the fix', () => {
  const bad = (yaml: string): string => {
    try {
      loadConfigText(defaultConfig(2), yaml, '.prune-guard.yaml (base revision)')
    } catch (e) {
      assert.ok(e instanceof ConfigError)
      return e.message
    }
    throw new Error('accepted')
  }
  assert.match(bad('rootApps: {name: x}\n'), /'rootApps' is .*expected a list/)
  assert.match(bad('rootApps: [{apiVersion: v1, kind: ConfigMap, metadata: {name: x}}]\n'), /'rootApps\[0\]\.kind' is "ConfigMap"; expected Application/)
  assert.match(bad('rootApps: [{apiVersion: argoproj.io/v1alpha1, kind: Application, spec: {source: {path: a}}}]\n'), /rootApps\[0\]\.metadata\.name/)
  assert.match(bad('rootApps: [{apiVersion: argoproj.io/v1alpha1, kind: Application, metadata: {name: Bad_Name}, spec: {source: {path: a}}}]\n'), /DNS-1123/)
  assert.match(bad('rootApps: [{apiVersion: argoproj.io/v1alpha1, kind: Application, metadata: {name: x}, spec: {}}]\n'), /rootApps\[0\]\.spec.*source/)
  const one = '{apiVersion: argoproj.io/v1alpha1, kind: Application, metadata: {name: x}, spec: {source: {path: a}}}'
  assert.match(bad(`rootApps: [${one}, ${one}]\n`), /rootApps\[1\].*declares the same \(declare each root once\)/)
  // One name with another source: the same root in another cluster (one per Argo CD), accepted.
  const other = '{apiVersion: argoproj.io/v1alpha1, kind: Application, metadata: {name: x}, spec: {source: {path: b}}}'
  const two = loadConfigText(defaultConfig(2), `rootApps: [${one}, ${other}]\n`, '.prune-guard.yaml (base revision)')
  assert.deepEqual(
    two.rootApps.map((r) => r.declaration),
    ['rootApps[0]', 'rootApps[1]']
  )
  const ok = loadConfigText(defaultConfig(2), `rootApps: [${one}]\n`, '.prune-guard.yaml (base revision)')
  assert.deepEqual(
    ok.rootApps.map((r) => r.file),
    ['.prune-guard.yaml']
  )
})

// The same root declared for two environments, each applied by its own cluster's Argo CD (as Terraform applies the
// root of aws-samples/eks-blueprints-workloads to each cluster): same names, other values.
const TWO_ENVIRONMENTS = ROOT_CONFIG + ROOT_CONFIG.replace(/^rootApps:\n/, '').replace('values-production.yaml', 'values-staging.yaml')

test('rootApps: one root name declared twice is one root per Argo CD: their same-named children are never compared, each tree is planned', async () => {
  const dir = bootstrappedRepo(TWO_ENVIRONMENTS, { 'charts/app-config/values-staging.yaml': values(['web', 'db']) })
  commit(dir, { 'charts/app-config/values-staging.yaml': values(['web']) }, 'drop db from staging')
  const { report } = await run(dir)
  const names = report.apps.map((a) => a.name).sort()
  assert.deepEqual(names, [
    'app-config (rootApps[0])',
    'app-config (rootApps[1])',
    'db (rootApps[0])',
    'db (rootApps[1])',
    'web (rootApps[0])',
    'web (rootApps[1])'
  ])
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.equal(byName['db (rootApps[1])']!.change, 'removed', 'staging drops its db')
  assert.equal(byName['db (rootApps[0])']!.change, 'unchanged', 'production keeps its own')
  assert.equal(byName['app-config (rootApps[1])']!.file, '.prune-guard.yaml')
  // The same Applications rendered by both roots: in one Argo CD a conflict, here two clusters.
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'shared-resource'),
    []
  )
  const cascade = report.findings.filter((f) => f.rule === 'app-removed-cascade')
  assert.deepEqual(
    cascade.map((f) => f.app),
    ['db (rootApps[1])']
  )
  assert.equal(report.verdict, 'fail')
})

test('rootApps: two roots of different names may share one Argo CD: the Applications both render are a shared resource', async () => {
  const both = ROOT_CONFIG + ROOT_CONFIG.replace(/^rootApps:\n/, '').replace('name: app-config', 'name: app-config-2')
  const dir = bootstrappedRepo(both)
  commit(dir, { 'workloads/web/cm.yaml': cm('web', '2') }, 'change web')
  const { report } = await run(dir)
  assert.ok(report.findings.some((f) => f.rule === 'shared-resource' && /Application\.argoproj\.io argocd\/web/.test(f.message)))
})

// An ApplicationSet applied by Terraform, kept in a `.tpl` file the guard does not read (as hansjmelby/whpah applies
// `applications` over `manifests/applications/**`): declared in rootApps, it is expanded like a committed one.
const SET_CONFIG = `rootApps:
  - apiVersion: argoproj.io/v1alpha1
    kind: ApplicationSet
    metadata: {name: applications, namespace: argocd}
    spec:
      goTemplate: true
      generators:
        - git: {repoURL: ${ORIGIN}, revision: HEAD, directories: [{path: manifests/*}]}
      template:
        metadata: {name: '{{.path.basename}}', finalizers: [resources-finalizer.argocd.argoproj.io]}
        spec:
          project: default
          source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: '{{.path.path}}'}
          destination: {server: https://kubernetes.default.svc, namespace: '{{.path.basename}}'}
          syncPolicy: {automated: {prune: true}}
`

test('rootApps: a declared ApplicationSet generates the apps; a folder removed deletes its app with its resources', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': SET_CONFIG,
    'terraform/applications.yaml.tpl': SET_CONFIG,
    'manifests/web/cm.yaml': cm('web'),
    'manifests/db/all.yaml': cm('db') + '---\n' + pvc('data')
  })
  commit(dir, { 'manifests/web/cm.yaml': cm('web', '2') }, 'drop db, change web', ['manifests/db'])
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.deepEqual(Object.keys(byName).sort(), ['db', 'web'])
  assert.equal(byName.web!.appSet, 'argocd/applications')
  assert.equal(byName.web!.change, 'modified')
  assert.equal(byName.db!.change, 'removed')
  const cascade = report.findings.find((f) => f.rule === 'app-removed-cascade')!
  assert.equal(cascade.blocking, true)
  assert.match(cascade.message, /PersistentVolumeClaim db\/data/)
  assert.deepEqual(
    report.appSets.map((s) => [`${s.namespace}/${s.name}`, s.file]),
    [['argocd/applications', '.prune-guard.yaml']]
  )
  assert.equal(report.verdict, 'fail')
})

test('rootApps: an ApplicationSet without generators or template is a config error naming the field', () => {
  const bad = (spec: string): string => {
    try {
      loadConfigText(defaultConfig(2), `rootApps: [{apiVersion: argoproj.io/v1alpha1, kind: ApplicationSet, metadata: {name: s}, spec: ${spec}}]\n`, 'c')
    } catch (e) {
      return (e as Error).message
    }
    throw new Error('accepted')
  }
  assert.match(bad('{template: {}}'), /rootApps\[0\]\.spec\.generators.*a list of generators/)
  assert.match(bad('{generators: [{list: {elements: []}}]}'), /rootApps\[0\]\.spec\.template/)
})

test('rootApps: one ApplicationSet name declared for two clusters: each expands on its own, their same-named apps never compared', async () => {
  const second = SET_CONFIG.replace(/^rootApps:\n/, '').replace('path: manifests/*', 'path: staging/*')
  const dir = makeRepo({ '.prune-guard.yaml': SET_CONFIG + second, 'manifests/web/cm.yaml': cm('web'), 'staging/web/cm.yaml': cm('web') })
  commit(dir, { 'staging/web/cm.yaml': cm('web', '2') }, 'change staging web')
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.deepEqual(Object.keys(byName).sort(), ['web (rootApps[0])', 'web (rootApps[1])'])
  assert.equal(byName['web (rootApps[1])']!.change, 'modified')
  assert.equal(byName['web (rootApps[0])']!.change, 'unchanged')
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'shared-resource'),
    []
  )
})
