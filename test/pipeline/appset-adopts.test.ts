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
