// Red team round 4: an Application that an ApplicationSet generates and that a file (or a parent app) also defines.
// The ApplicationSet controller adopts any Application of that name no other ApplicationSet controls and overwrites its
// spec with the generated one (createOrUpdateInCluster: found.Spec = generatedApp.Spec, SetControllerReference), so
// the generated version is what syncs. The guard planned the file's version: a PR changing the generated source path
// and adding a file with the old spec passed with "0 to prune" while Argo CD pruned the claim. Real git and kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const appset = (path: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: fleet, namespace: argocd}
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - {name: data, path: ${path}}
  template:
    metadata: {name: '{{.name}}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: '{{.path}}', targetRevision: HEAD}
      destination: {server: 'https://kubernetes.default.svc', namespace: data}
      syncPolicy: {automated: {prune: true}}
`
const app = (name: string, path: string, ns: string): string => applicationYaml(name, path, { destination: ns })
const files = {
  'appsets/fleet.yaml': appset('data'),
  'data/all.yaml':
    'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n',
  'empty/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n'
}

for (const [where, extra] of [
  ['a file nothing applies', {}],
  ['a child of an app-of-apps', { 'root/root.yaml': app('root', 'apps', 'argocd') }]
] as const) {
  test(`the ApplicationSet's version of an app is planned, not ${where} defining the same app`, async () => {
    const dir = makeRepo({ ...files, ...extra })
    commit(dir, { 'appsets/fleet.yaml': appset('empty'), 'apps/data.yaml': app('data', 'data', 'data') }, 'move data, keep a copy')
    const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
    const data = report.apps.find((a) => a.name === 'data')!
    assert.equal(data.appSet, 'argocd/fleet', JSON.stringify(data))
    assert.deepEqual(
      data.prune.map((p) => `${p.kind}/${p.name}`),
      ['PersistentVolumeClaim/db']
    )
    assert.equal(report.verdict, 'fail')
  })
}

// Red team round 4: an ApplicationSet renamed in a PR. Its parent prunes the old one, whose Applications are deleted by
// garbage collection (their owner is gone), cascading through the resources finalizer; the new ApplicationSet creates
// them again from scratch. The guard matched the apps by id at both revisions and passed ("unchanged").
test('renaming an ApplicationSet deletes and recreates its apps: the cascade blocks', async () => {
  const named = (name: string) =>
    appset('data')
      .replace('name: fleet,', `name: ${name},`)
      .replace("metadata: {name: '{{.name}}'}", "metadata: {name: '{{.name}}', finalizers: [resources-finalizer.argocd.argoproj.io]}")
  const dir = makeRepo({ ...files, 'appsets/fleet.yaml': named('fleet'), 'root/root.yaml': app('root', 'appsets', 'argocd') })
  commit(dir, { 'appsets/fleet.yaml': named('fleet2') }, 'rename the ApplicationSet')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const cascade = report.findings.filter((f) => f.rule === 'app-removed-cascade' && f.blocking)
  assert.equal(cascade.length, 1, JSON.stringify(report.findings))
  assert.match(cascade[0]!.message, /PersistentVolumeClaim data\/db.*ApplicationSet argocd\/fleet2 defines it at head/)
  assert.equal(report.verdict, 'fail')
})

test('an app that stays with its ApplicationSet is not a cascade', async () => {
  const dir = makeRepo({ ...files, 'root/root.yaml': app('root', 'appsets', 'argocd') })
  commit(dir, { 'appsets/fleet.yaml': appset('data').replace('goTemplate: true', 'goTemplate: true\n  goTemplateOptions: [missingkey=error]') }, 'an option')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'app-removed-cascade'),
    []
  )
  assert.equal(report.verdict, 'pass')
})

test("a parent's child moved to an ApplicationSet: the parent prunes it (cascade), the ApplicationSet recreates it", async () => {
  const child = applicationYaml('data', 'data', { destination: 'data', finalizer: true })
  const dir = makeRepo({ ...files, 'appsets/fleet.yaml': '', 'root/root.yaml': app('root', 'children', 'argocd'), 'children/data.yaml': child })
  commit(dir, { 'children/fleet.yaml': appset('data') }, 'move data to an ApplicationSet', ['children/data.yaml'])
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const cascade = report.findings.filter((f) => f.rule === 'app-removed-cascade' && f.blocking)
  assert.equal(cascade.length, 1, JSON.stringify(report.findings))
  assert.match(cascade[0]!.message, /prunes it.*PersistentVolumeClaim data\/db.*ApplicationSet argocd\/fleet defines it at head/)
  assert.equal(report.verdict, 'fail')
})

// Replay of christianh814/gitops-examples 6cd7bf5: an ApplicationSet file applied by hand (no app renders it) moved to
// another namespace. Deleting a file nothing applies deletes nothing in the cluster, as for an Application; before,
// "its ApplicationSet is removed, which deletes the Applications it owns" blocked as CRITICAL. Who removes it decides.
for (const [where, extra, severity, blocking, says] of [
  ['a file no app renders', {}, 'info', false, /nothing in this repository manages the ApplicationSet/],
  [
    'rendered by a root with automated prune',
    { 'root/root.yaml': app('root', 'appsets', 'argocd') },
    'critical',
    true,
    /its parent app argocd\/root no longer renders it and prunes it on the next automated sync, which deletes the Applications it owns/
  ],
  [
    'rendered by a root without automated prune',
    { 'root/root.yaml': app('root', 'appsets', 'argocd').replace('prune: true', 'prune: false') },
    'high',
    true,
    /the next sync with prune deletes it, which deletes the Applications it owns/
  ],
  // An app failing elsewhere says nothing about this file; one whose path holds it may be what applied it.
  [
    'a file no app renders, beside an app elsewhere that fails to render at base',
    { 'root/root.yaml': app('root', 'missing', 'argocd') },
    'info',
    false,
    /nothing in this repository manages/
  ],
  [
    'in the path of an app that fails to render at base',
    { 'root/root.yaml': app('root', 'appsets', 'argocd'), 'appsets/kustomization.yaml': 'resources: [fleet.yaml, keep.yaml, missing.yaml]\n' },
    'critical',
    true,
    /is removed, which deletes the Applications it owns/
  ]
] as const) {
  test(`an ApplicationSet deleted from the repository, ${where}: its apps' cascade is ${severity}`, async () => {
    const owned = appset('data').replace("metadata: {name: '{{.name}}'}", "metadata: {name: '{{.name}}', finalizers: [resources-finalizer.argocd.argoproj.io]}")
    // The root keeps rendering something (a path left empty would not render, and nothing would sync).
    const dir = makeRepo({ ...files, 'appsets/fleet.yaml': owned, 'appsets/keep.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: keep}\n', ...extra })
    const fixed: Record<string, string> = 'appsets/kustomization.yaml' in extra ? { 'appsets/kustomization.yaml': 'resources: [keep.yaml]\n' } : {}
    commit(dir, fixed, 'drop the ApplicationSet', ['appsets/fleet.yaml'])
    const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
    const cascade = report.findings.filter((f) => f.rule === 'app-removed-cascade')
    assert.equal(cascade.length, 1, JSON.stringify(report.findings))
    assert.deepEqual([cascade[0]!.severity, cascade[0]!.blocking], [severity, blocking], cascade[0]!.message)
    assert.match(cascade[0]!.message, says)
    if (blocking) assert.match(cascade[0]!.message, /deletes 1 resource: PersistentVolumeClaim data\/db/)
    else assert.match(cascade[0]!.message, /Nothing is deleted\./)
  })
}

test('an ApplicationSet applied by hand moved to another namespace: the old apps stay and share their resources with the new (medium)', async () => {
  // christianh814/gitops-examples 6cd7bf5: before, the old apps' cascade (CRITICAL) and a move race (HIGH) blocked, for
  // a deletion nothing performs. What does happen: the old ApplicationSet and its apps stay, and the new apps render
  // the same objects, so two apps manage each of them.
  const owned = appset('data').replace("metadata: {name: '{{.name}}'}", "metadata: {name: '{{.name}}', finalizers: [resources-finalizer.argocd.argoproj.io]}")
  const dir = makeRepo({ ...files, 'appsets/fleet.yaml': owned })
  commit(dir, { 'appsets/fleet.yaml': owned.replace('namespace: argocd}', 'namespace: apps}') }, 'move the ApplicationSet')
  const { report } = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { network: false }
  })
  const byRule = (rule: string) => report.findings.filter((f) => f.rule === rule)
  assert.deepEqual(
    byRule('app-removed-cascade').map((f) => [f.severity, f.blocking]),
    [['info', false]]
  )
  assert.match(byRule('app-removed-cascade')[0]!.message, /It looks renamed to apps\/data: the old app stays in the cluster beside the new one\./)
  const shared = byRule('ownership-move')
  assert.deepEqual(
    shared.map((f) => [f.severity, f.blocking, f.resource?.name]),
    [['medium', false, 'db']]
  )
  assert.match(
    shared[0]!.message,
    /moves from argocd\/data to apps\/data, but argocd\/data stays in the cluster \(.*nothing in this repository manages the ApplicationSet.*\) and still tracks it/
  )
  assert.equal(report.verdict, 'pass')
})
