// "Not analysed" never passes a deletion the guard can know (issue 44 item 3), and a deletion split over two pull
// requests is caught when prune is turned back on (item 4). Each case is one pull request on a real git repository,
// analysed offline with the real renderers: a one-line addition makes the app unknown at head while the same change
// deletes a PersistentVolumeClaim.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import type { Finding } from '../../src/rules/types.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const run = async (dir: string) => (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })).report
const blocking = (fs: Finding[]) =>
  fs.filter((f) => f.blocking).map((f) => `${f.rule} ${f.severity}${f.resource ? ` ${f.resource.kind}/${f.resource.name}` : ''}`)

/** One line each, as the issue lists them: every one makes the app unknown at head. */
const UNKNOWN_AT_HEAD: Record<string, Record<string, string>> = {
  'a .jsonnet file': { 'data/x.jsonnet': '{}' },
  'helmCharts without --enable-helm': {
    'data/kustomization.yaml': 'resources: [cm.yaml, more.yaml]\nhelmCharts:\n- name: x\n  repo: https://charts.example.com\n  version: 1.0.0\n'
  },
  'a remote base': { 'data/kustomization.yaml': 'resources: [cm.yaml, more.yaml, https://github.com/example/x//base?ref=v1]\n' },
  'a KSOPS generator': {
    'data/kustomization.yaml': 'resources: [cm.yaml, more.yaml]\ngenerators: [secret-generator.yaml]\n',
    'data/secret-generator.yaml':
      'apiVersion: viaduct.ai/v1\nkind: ksops\nmetadata:\n  name: s\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: ksops\nfiles: [s.enc.yaml]\n'
  },
  'an undeclared plugin in .argocd-source.yaml': { 'data/.argocd-source.yaml': 'plugin:\n  name: evil\n' }
}

const repo = (extra: Record<string, string> = {}, prune = true) =>
  makeRepo({
    'apps/data.yaml': applicationYaml('data', 'data', { prune }),
    'data/pvc.yaml': pvc('db'),
    'data/cm.yaml': cm('c'),
    'data/more.yaml': cm('d'),
    ...extra
  })

for (const [what, add] of Object.entries(UNKNOWN_AT_HEAD)) {
  test(`${what} beside a deleted PVC file: the PVC's deletion is known and blocks, the app is still not analysed`, async () => {
    const dir = repo()
    commit(dir, add, `add ${what}, delete the PVC`, ['data/pvc.yaml'])
    const report = await run(dir)
    assert.equal(report.apps.find((a) => a.name === 'data')?.outcome, 'unknown', 'the head is not analysed')
    assert.equal(report.verdict, 'fail')
    const prune = report.findings.find((f) => f.rule === 'prune')!
    assert.equal(prune.resource?.kind, 'PersistentVolumeClaim')
    assert.ok(prune.blocking && prune.severity === 'critical')
    assert.match(prune.message, /Known without the head render, which could not be made \(.*\): this change deletes data\/pvc\.yaml, which defined it\.$/)
    assert.equal(report.summary.deletes, 1)
  })
}

test('a document removed from a multi-document file is a known deletion; one moved to a file the change adds is not', async () => {
  const two = `${pvc('db')}---\n${cm('x')}`
  const dir = makeRepo({ 'apps/data.yaml': applicationYaml('data', 'data', { prune: false }), 'data/all.yaml': two })
  commit(dir, { 'data/all.yaml': cm('x'), 'data/x.jsonnet': '{}' }, 'drop the PVC document')
  const removed = await run(dir)
  const f = removed.findings.find((x) => x.rule === 'prune')!
  assert.equal(f.resource?.kind, 'PersistentVolumeClaim')
  assert.match(f.message, /this change removes it from data\/all\.yaml/)
  assert.equal(f.severity, 'info', 'automated prune is off: it waits for a manual prune')

  const moved = makeRepo({ 'apps/data.yaml': applicationYaml('data', 'data', { prune: false }), 'data/all.yaml': two })
  commit(moved, { 'data/all.yaml': cm('x'), 'data/pvc.yaml': pvc('db'), 'data/x.jsonnet': '{}' }, 'move the PVC to its own file')
  assert.deepEqual(
    (await run(moved)).findings.filter((x) => x.rule === 'prune'),
    [],
    'moved, not deleted'
  )
})

test('an auto-pruned app made unknown blocks when its base holds a PVC, approvably; without automated prune it informs', async () => {
  const dir = repo()
  commit(dir, { 'data/x.jsonnet': '{}' }, 'add a jsonnet file')
  const report = await run(dir)
  assert.deepEqual(blocking(report.findings), ['not-analysed critical'])
  const f = report.findings.find((x) => x.rule === 'not-analysed')!
  assert.equal(f.approvable, true)
  assert.match(
    f.message,
    /^Application data prunes automatically, and whether its head still renders PersistentVolumeClaim data\/db \(of the 3 resources of its base render\) could not be evaluated/
  )
  assert.match(f.message, /Why: .*jsonnet is not supported/)
  assert.match(f.fix, /approve label/)

  const manual = repo({}, false)
  commit(manual, { 'data/x.jsonnet': '{}' }, 'add a jsonnet file')
  const r2 = await run(manual)
  assert.equal(r2.verdict, 'pass')
  assert.equal(r2.findings.find((x) => x.rule === 'not-analysed')?.severity, 'info')
})

test('an app whose base holds only ConfigMaps under the mass threshold is not blocked for being unknown', async () => {
  const dir = makeRepo({ 'apps/data.yaml': applicationYaml('data', 'data'), 'data/cm.yaml': cm('c') })
  commit(dir, { 'data/x.jsonnet': '{}' }, 'add a jsonnet file')
  const report = await run(dir)
  assert.equal(report.verdict, 'pass')
  assert.equal(report.findings.find((x) => x.rule === 'not-analysed')?.severity, 'info')
})

const set = (generator: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: tenants
  namespace: argocd
spec:
  goTemplate: true
  generators:
${generator}  template:
    metadata:
      name: 't-{{.name}}'
      finalizers: [resources-finalizer.argocd.argoproj.io]
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: 'tenants/{{.name}}'}
      destination: {server: https://kubernetes.default.svc, namespace: '{{.name}}'}
      syncPolicy: {automated: {prune: true}}
`
test('a pullRequest generator in place of the list: the removal of a generated app with the finalizer cannot be ruled out and blocks', async () => {
  const dir = makeRepo({ 'sets/t.yaml': set('    - list:\n        elements: [{name: a}]\n'), 'tenants/a/pvc.yaml': pvc('db') })
  commit(dir, { 'sets/t.yaml': set('    - pullRequest:\n        github: {owner: o, repo: r}\n') }, 'swap the generator')
  const report = await run(dir)
  const f = report.findings.find((x) => x.rule === 'app-removed-cascade')!
  assert.ok(f.blocking && f.severity === 'high' && f.approvable === true)
  assert.match(f.message, /may be removed at head: .*cannot be evaluated offline.* If it is removed: With the .* finalizer the cascade deletes 1 resource/)
  assert.equal(report.summary.cascadeDeletes, 0, 'not counted as a certain deletion')
})

test('a deletion split over two pull requests: prune turned off with the PVC removed informs, prune turned back on blocks', async () => {
  const dir = repo()
  commit(dir, { 'apps/data.yaml': applicationYaml('data', 'data', { prune: false }) }, 'prune off, PVC removed', ['data/pvc.yaml'])
  const first = await run(dir)
  assert.equal(first.verdict, 'pass')
  assert.equal(first.findings.find((f) => f.rule === 'prune')?.severity, 'info')
  commit(dir, { 'apps/data.yaml': applicationYaml('data', 'data') }, 'prune back on')
  const second = await run(dir)
  assert.equal(second.verdict, 'fail')
  const f = second.findings.find((x) => x.rule === 'auto-prune-enabled')!
  assert.ok(f.blocking && f.approvable === true)
  assert.match(f.message, /turns automated prune on/)
  commit(dir, { 'data/cm.yaml': cm('c', '2') }, 'an unrelated change with prune on')
  assert.equal(
    (await run(dir)).findings.find((x) => x.rule === 'auto-prune-enabled'),
    undefined,
    'only the change that turns it on'
  )
})

test('an app-of-apps parent made unknown blocks when it holds a child Application with the resources finalizer', async () => {
  const child = applicationYaml('child', 'child', { finalizer: true })
  const dir = makeRepo({
    'root.yaml': applicationYaml('root', 'apps'),
    'apps/child.yaml': child,
    'apps/other.yaml': applicationYaml('other', 'other'),
    'child/cm.yaml': cm('c'),
    'other/cm.yaml': cm('o')
  })
  commit(dir, { 'apps/x.jsonnet': '{}' }, 'the parent now holds a jsonnet file')
  const report = await run(dir)
  const f = report.findings.find((x) => x.rule === 'not-analysed' && x.app === 'root')!
  assert.ok(f.blocking && f.severity === 'high' && f.approvable === true, JSON.stringify(f))
  assert.match(f.message, /whether its head still renders Application\.argoproj\.io argocd\/child \(of the 2 resources of its base render\)/)
})
