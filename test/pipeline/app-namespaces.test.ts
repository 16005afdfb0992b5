// Issue 47 item 7: Argo CD reconciles Applications outside its own namespace only where application.namespaces allows
// it (off by default). Such an Application is no live app: its render is not analysed and its removal cascades nothing.
// Real git repositories and renders.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { devBinaries } from '../helpers/tools.js'
import { commit, makeRepo } from '../helpers/git.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

async function run(dir: string, overrides: Record<string, unknown> = {}) {
  return (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false, checkDeterminism: false, ...overrides } }))
    .report
}
const FILES = {
  'apps/web.yaml': applicationYaml('web', 'web'),
  'web/cm.yaml': cm('web'),
  'teams/old.yaml': applicationYaml('old', 'old', { namespace: 'team-a' }),
  'old/pvc.yaml': pvc('data'),
  'old/cm.yaml': cm('old')
}

test('an Application in a namespace Argo CD does not reconcile is no app: deleting what it renders does not block, and a note says why', async () => {
  const dir = makeRepo(FILES)
  commit(dir, {}, 'drop the claim', ['old/pvc.yaml'])
  const report = await run(dir)
  assert.deepEqual(
    report.apps.map((a) => a.name),
    ['web']
  )
  assert.equal(report.verdict, 'pass')
  assert.match(
    report.notes?.map((n) => `${n.file}:${n.line} ${n.message}`).join('\n') ?? '',
    /teams\/old\.yaml:1 Application team-a\/old is in namespace team-a, where Argo CD does not reconcile/
  )
})

test('applicationNamespaces (or the repository’s own argocd-cmd-params-cm) lists the namespace: the app is analysed and the deletion blocks', async () => {
  const params = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmd-params-cm\n  namespace: argocd\ndata:\n  application.namespaces: "team-*"\n'
  for (const [extra, overrides] of [
    [{}, { applicationNamespaces: ['team-*'] }],
    [{ 'argocd/params.yaml': params }, {}]
  ] as const) {
    const dir = makeRepo({ ...FILES, ...extra })
    commit(dir, {}, 'drop the claim', ['old/pvc.yaml'])
    const report = await run(dir, overrides)
    const old = report.apps.find((a) => a.name === 'old')
    assert.ok(old, JSON.stringify(report.apps.map((a) => a.name)))
    assert.deepEqual(
      old.prune.map((p) => p.name),
      ['data']
    )
    assert.equal(report.verdict, 'fail')
  }
})

test('no Application in the configured control plane namespace (Argo CD runs elsewhere): every app is still analysed', async () => {
  const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'web', { namespace: 'openshift-gitops' }), 'web/pvc.yaml': pvc('data') })
  commit(dir, {}, 'drop the claim', ['web/pvc.yaml'])
  const report = await run(dir)
  assert.deepEqual(
    report.apps.map((a) => a.name),
    ['web']
  )
  assert.equal(report.verdict, 'fail')
})

test('a child Application a parent renders into an unreconciled namespace is a plain resource of the parent, no app', async () => {
  const dir = makeRepo({
    'root.yaml': applicationYaml('root', 'children'),
    'children/kid.yaml': applicationYaml('kid', 'kid', { namespace: 'team-b', finalizer: true }),
    'children/ok.yaml': applicationYaml('ok', 'ok'),
    'kid/pvc.yaml': pvc('kid-data'),
    'ok/cm.yaml': cm('ok')
  })
  commit(dir, { 'ok/cm.yaml': cm('ok', '2') }, 'change ok')
  const report = await run(dir)
  assert.deepEqual(report.apps.map((a) => a.name).sort(), ['ok', 'root'])
  assert.match(report.notes?.map((n) => n.message).join('\n') ?? '', /Application team-b\/kid is in namespace team-b/)
})
