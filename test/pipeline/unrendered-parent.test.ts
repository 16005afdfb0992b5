// Children of a parent the guard cannot render (issue 47 item 3): a root that lists one remote resource (offline, the
// guard cannot fetch it) renders its Application files with kustomize. Those files are the parent's children, not
// roots of their own: what the guard sees without rendering the parent (a child's file removed from the list the
// parent reads, or deleted) is a cascade, and Argo CD prunes the child and everything it manages. Real git, real
// kustomize, offline.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const run = async (dir: string) => (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })).report

const REMOTE = 'https://github.com/example/x//base?ref=v1'
const list = (...files: string[]) => `resources:\n${[...files, REMOTE].map((f) => `  - ${f}\n`).join('')}`

function repo(): string {
  return makeRepo({
    'bootstrap/root.yaml': applicationYaml('root', 'apps', { destination: 'argocd' }),
    'apps/kustomization.yaml': list('a.yaml', 'b.yaml'),
    'apps/a.yaml': applicationYaml('a', 'a'),
    'apps/b.yaml': applicationYaml('b', 'b', { finalizer: true }),
    'a/cm.yaml': cm('a'),
    'b/pvc.yaml': pvc('data'),
    'b/cm.yaml': cm('b')
  })
}

const cascadeOf = (report: Awaited<ReturnType<typeof run>>, name: string) =>
  report.apps
    .find((a) => a.name === name)
    ?.cascade.map((c) => `${c.kind}/${c.name}`)
    .sort()

for (const [what, change, remove] of [
  ['removed from the kustomization the parent reads', { 'apps/kustomization.yaml': list('a.yaml') }, []],
  ['deleted with its entry', { 'apps/kustomization.yaml': list('a.yaml') }, ['apps/b.yaml']]
] as const) {
  test(`a finalizer child of a parent the guard cannot render, ${what}`, async () => {
    const dir = repo()
    commit(dir, change, `drop b: ${what}`, [...remove])
    const report = await run(dir)
    const b = report.apps.find((a) => a.name === 'b')
    assert.equal(b?.change, 'removed', JSON.stringify(report.apps.map((a) => [a.name, a.change, a.parent])))
    assert.equal(b?.parent, 'argocd/root')
    assert.deepEqual(cascadeOf(report, 'b'), ['ConfigMap/b', 'PersistentVolumeClaim/data'])
    const f = report.findings.find((x) => x.rule === 'app-removed-cascade')!
    assert.ok(f.blocking, f.message)
    assert.match(f.message, /argocd\/root/)
    assert.equal(report.verdict, 'fail')
  })
}

test('a child file deleted while the parent still lists it: kustomize fails on the entry, so no cascade is claimed, the child stays unknown', async () => {
  const dir = repo()
  commit(dir, {}, 'delete b, keep its entry', ['apps/b.yaml'])
  const report = await run(dir)
  const b = report.apps.find((a) => a.name === 'b')!
  assert.match(b.notRendered ?? '', /its parent app argocd\/root could not be rendered at head/)
  assert.deepEqual(b.cascade, [])
  assert.equal(report.findings.filter((f) => f.rule === 'app-removed-cascade').length, 0)
})

test('a parent the guard cannot render, unchanged: its children stay analysed, as the parent applies them', async () => {
  const dir = repo()
  commit(dir, {}, 'delete a claim', ['b/pvc.yaml'])
  const report = await run(dir)
  const b = report.apps.find((a) => a.name === 'b')!
  assert.equal(b.parent, 'argocd/root')
  assert.equal(b.outcome, 'analysed')
  assert.deepEqual(
    b.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.apps.find((a) => a.name === 'a')?.change, 'unchanged')
})

test('a parent the guard cannot render, changed: its children are its own, never unchanged roots, and a finalizer child is at stake', async () => {
  const dir = repo()
  commit(dir, { 'apps/kustomization.yaml': `${list('a.yaml', 'b.yaml')}namePrefix: x-\n` }, 'rename every child')
  const report = await run(dir)
  for (const name of ['a', 'b']) {
    const app = report.apps.find((x) => x.name === name)!
    assert.equal(app.parent, 'argocd/root', name)
    assert.match(app.notRendered ?? '', /its parent app argocd\/root could not be rendered at head/, name)
  }
  // b has the resources finalizer: what the parent's change does to it is at stake, and blocks (approvably).
  const f = report.findings.find((x) => x.rule === 'not-analysed' && x.app === 'root')!
  assert.ok(f.blocking, f.message)
  assert.match(f.message, /whether it still applies the Application b \(resources finalizer/)
  assert.equal(report.verdict, 'fail')
})
