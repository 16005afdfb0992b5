// An Application file inside a folder a parent app renders, but not part of that parent's render (issue 47 item 1): a
// retired app commented out of the parent's kustomization (`# - nextdns.yaml`), old copies in a `playbooks-old/` folder
// a directory parent does not recurse into. Argo CD applies neither, so without a declared root neither is a live app:
// a note says so once, and neither shows up as a render error nor blocks when the PR deletes what it pointed at. Each
// case is a real git repository shaped like the public ones, rendered offline with the real renderers.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const run = async (dir: string, overrides: Record<string, unknown> = {}) =>
  (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false, ...overrides } })).report

function repo(): string {
  return makeRepo({
    // The root is applied by hand; it renders argocd/apps, a kustomization that lists web and no longer nextdns.
    'bootstrap/root.yaml': applicationYaml('root', 'argocd/apps', { destination: 'argocd' }),
    'argocd/apps/kustomization.yaml': 'resources:\n  - web.yaml\n  # - nextdns.yaml\n',
    'argocd/apps/web.yaml': applicationYaml('web', 'web'),
    'argocd/apps/nextdns.yaml': applicationYaml('nextdns', 'nextdns', { finalizer: true }),
    'web/cm.yaml': cm('web'),
    'nextdns/pvc.yaml': pvc('cache'),
    'nextdns/cm.yaml': cm('nextdns'),
    // A directory parent does not read sub-folders (recurse is off): the old copies are applied by nothing.
    'bootstrap/infra.yaml': applicationYaml('infra', 'infra', { destination: 'argocd' }),
    'infra/monitoring.yaml': applicationYaml('monitoring', 'monitoring'),
    'infra/playbooks-old/monitoring.yaml': applicationYaml('monitoring-old', 'monitoring-old'),
    'infra/playbooks-old/gone.yaml': applicationYaml('gone', 'no/such/folder'),
    'monitoring/cm.yaml': cm('mon'),
    'monitoring-old/pvc.yaml': pvc('old-data')
  })
}

const NOT_APPLIED = ['argocd/apps/nextdns.yaml', 'infra/playbooks-old/gone.yaml', 'infra/playbooks-old/monitoring.yaml']

test('a PR deleting the manifests of an Application file its parent does not render neither blocks nor reports a render error', async () => {
  const dir = repo()
  commit(dir, { 'web/cm.yaml': cm('web', '2') }, 'delete what the retired apps pointed at', ['nextdns/pvc.yaml', 'nextdns/cm.yaml', 'monitoring-old/pvc.yaml'])
  const report = await run(dir)
  assert.equal(report.verdict, 'pass', JSON.stringify(report.findings.map((f) => [f.rule, f.app, f.message])))
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'prune' || f.rule === 'render-error' || f.rule === 'app-removed-cascade'),
    []
  )
  const names = report.apps.map((a) => a.name).sort()
  for (const gone of ['nextdns', 'monitoring-old', 'gone']) assert.ok(!names.includes(gone), `${gone} is no live app: ${names.join(', ')}`)
  assert.ok(names.includes('web') && names.includes('monitoring'), names.join(', '))
  // Said once a file, as a note, never as a problem.
  const notes = (report.notes ?? []).filter((n) => /not part of what .* renders/.test(n.message))
  assert.deepEqual(notes.map((n) => n.file).sort(), NOT_APPLIED)
  const nextdns = notes.find((n) => n.file === 'argocd/apps/nextdns.yaml')!
  assert.match(nextdns.message, /argocd\/root/)
  assert.match(nextdns.message, /rootApps/)
  assert.deepEqual(report.problems, [])
})

test('an unchanged repository with unapplied Application files has no render error and notes each file once', async () => {
  const dir = repo()
  commit(dir, { 'web/cm.yaml': cm('web', '2') }, 'change web')
  const report = await run(dir)
  assert.equal(report.verdict, 'pass')
  assert.equal(report.findings.filter((f) => f.rule === 'render-error').length, 0)
  assert.equal((report.notes ?? []).filter((n) => n.file === 'infra/playbooks-old/gone.yaml').length, 1)
})

test('the parent listing the file again at head makes it a new child; the commented-out file declared a root stays live', async () => {
  const dir = repo()
  commit(dir, { 'argocd/apps/kustomization.yaml': 'resources:\n  - web.yaml\n  - nextdns.yaml\n' }, 'bring nextdns back')
  const report = await run(dir)
  const nextdns = report.apps.find((a) => a.name === 'nextdns')
  assert.equal(nextdns?.parent, 'argocd/root')
  assert.equal(nextdns?.change, 'added')

  // A root the config declares is live whatever folder its file sits in.
  const declared = repo()
  const root = applicationYaml('nextdns', 'nextdns', { finalizer: true }).replace(/^/gm, '    ').replace(/^ {4}/, '  - ')
  commit(declared, { '.prune-guard.yaml': `rootApps:\n${root}` }, 'declare nextdns a root')
  commit(declared, {}, 'delete its manifests', ['nextdns/pvc.yaml'])
  const r2 = await run(declared)
  assert.ok(
    r2.findings.some((f) => f.rule === 'prune' && f.resource?.kind === 'PersistentVolumeClaim'),
    JSON.stringify(r2.findings.map((f) => f.rule))
  )
})

test('a file a parent still lists is its child: deleting what it deploys blocks as before', async () => {
  const dir = repo()
  commit(dir, {}, 'delete monitoring', ['monitoring/cm.yaml'])
  const report = await run(dir)
  assert.ok(report.apps.some((a) => a.name === 'monitoring' && a.parent === 'argocd/infra'))
})

test('a hostile PR moving a parent over a live root file does not hide what it deletes', async () => {
  const dir = makeRepo({
    'bootstrap/root.yaml': applicationYaml('root', 'argocd/apps', { destination: 'argocd' }),
    'argocd/apps/kustomization.yaml': 'resources:\n  - web.yaml\n',
    'argocd/apps/web.yaml': applicationYaml('web', 'web'),
    // Applied by hand: a live root outside the parent's folder at base.
    'argocd/infra.yaml': applicationYaml('infra', 'infra'),
    'web/cm.yaml': cm('web'),
    'infra/pvc.yaml': pvc('data'),
    'infra/cm.yaml': cm('infra')
  })
  commit(
    dir,
    {
      'bootstrap/root.yaml': applicationYaml('root', 'argocd', { destination: 'argocd' }),
      'argocd/kustomization.yaml': 'resources:\n  - apps/web.yaml\n'
    },
    'widen the parent, delete the claim',
    ['infra/pvc.yaml']
  )
  const report = await run(dir)
  assert.ok(
    report.findings.some((f) => f.rule === 'prune' && f.resource?.kind === 'PersistentVolumeClaim' && f.blocking),
    JSON.stringify(report.findings.map((f) => f.rule))
  )
})
