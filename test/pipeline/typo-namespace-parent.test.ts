// A phantom change (issue 47 item 8): an app-of-apps parent `infra` that one root applies as written, and that another
// root renders again under a typo'd namespace (`namespace: argcd` in its kustomization). Argo CD keys an Application
// by the namespace and name it is applied with: `argocd/infra` and `argcd/infra` are two Applications, and the first
// stays what its file says. The guard took the file for a copy of the typo'd one, so a pull request that fixed the
// typo or dropped the second root reported the unchanged `argocd/infra` as changed. Argo CD reconciles `argcd/infra`
// only when application.namespaces lists `argcd` (issue 47 item 7): by default the copy is no app at all (a note), and
// with the namespace listed it is an app of its own. Real git and kustomize, offline.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const run = async (dir: string, applicationNamespaces: string[] = []) =>
  (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false, applicationNamespaces } })).report

const repo = () =>
  makeRepo({
    'bootstrap/main.yaml': applicationYaml('main', 'roots/main', { destination: 'argocd' }),
    'bootstrap/extra.yaml': applicationYaml('extra', 'roots/extra', { destination: 'argocd' }),
    'roots/main/kustomization.yaml': 'resources:\n  - infra.yaml\n',
    'roots/main/infra.yaml': applicationYaml('infra', 'infra', { destination: 'argocd' }),
    'roots/extra/kustomization.yaml': 'namespace: argcd\nresources:\n  - ../main\n',
    'infra/x.yaml': applicationYaml('x', 'x', { finalizer: true }),
    'x/cm.yaml': cm('x')
  })

const changeOf = (report: Awaited<ReturnType<typeof run>>, id: string) => report.apps.find((a) => `${a.namespace}/${a.name}` === id)?.change

for (const [what, files, remove] of [
  ['fixing the typo', { 'roots/extra/kustomization.yaml': 'namespace: argocd\nresources:\n  - ../main\n' }, []],
  ['dropping the second root', {}, ['bootstrap/extra.yaml']]
] as const) {
  test(`the parent applied as written is unchanged after ${what}; only the typo'd copy goes`, async () => {
    const dir = repo()
    commit(dir, files, what, [...remove])
    const report = await run(dir, ['argcd'])
    assert.equal(changeOf(report, 'argocd/infra'), 'unchanged', JSON.stringify(report.apps.map((a) => [a.namespace, a.name, a.change])))
    assert.equal(changeOf(report, 'argcd/infra'), 'removed')
    assert.equal(changeOf(report, 'argocd/x'), 'unchanged')
    assert.equal(report.verdict, 'pass')
    // Not listed in application.namespaces, the typo'd copy was never an app: only the parent as written is.
    const plain = await run(dir)
    assert.equal(changeOf(plain, 'argocd/infra'), 'unchanged')
    assert.equal(changeOf(plain, 'argcd/infra'), undefined)
    assert.equal(plain.verdict, 'pass')
  })
}

test('both Applications exist while the typo stands: neither is a copy of the other', async () => {
  const dir = repo()
  commit(dir, { 'README.md': 'notes\n' }, 'an unrelated change')
  const report = await run(dir, ['argcd'])
  assert.equal(changeOf(report, 'argocd/infra'), 'unchanged')
  assert.equal(changeOf(report, 'argcd/infra'), 'unchanged')
  assert.equal(report.apps.find((a) => a.name === 'infra' && a.namespace === 'argocd')?.parent, 'argocd/main')
})
