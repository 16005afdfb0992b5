// ownership-move for an app's own destination or Helm release name (rules/ownership-move.ts): only what changes key
// moves. Real git repositories, rendered by the pipeline (directory apps, real helm).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
const moves = (r: Awaited<ReturnType<typeof run>>) => r.report.findings.filter((f) => f.rule === 'ownership-move')
const inNamespace = (yaml: string, ns: string) => yaml.replace(/^metadata:\n/m, `metadata:\n  namespace: ${ns}\n`)
const clusterRole = 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: reader\nrules: []\n'
const withServer = (yaml: string, server: string) => yaml.replace('server: https://kubernetes.default.svc', server)

test('R2.4.1/R3.7: a destination namespace change is no finding when every object sets its namespace or is cluster-scoped (nothing changes key)', async () => {
  const dir = makeRepo({
    'apps/a.yaml': applicationYaml('a', 'm', { destination: 'geordie' }),
    'm/cm.yaml': inNamespace(cm('cfg'), 'fixed') + '---\n' + clusterRole
  })
  commit(dir, { 'apps/a.yaml': applicationYaml('a', 'm', { destination: 'argocd' }) }, 'destination namespace geordie -> argocd')
  const r = await run(dir)
  // Before: HIGH, blocking, "creates 0 resource(s) anew and prunes 0 old one(s)".
  assert.deepEqual(moves(r), [])
  assert.equal(r.report.verdict, 'pass')
  const app = r.report.apps[0]!
  assert.deepEqual([app.create.length, app.prune.length], [0, 0])
})

test('R2.4.1/R3.7: a destination namespace change counts the objects it re-keys, not the pull request’s other creates and prunes', async () => {
  const dir = makeRepo({
    'apps/a.yaml': applicationYaml('a', 'm', { destination: 'old' }),
    'm/data.yaml': pvc('data'),
    'm/pinned.yaml': inNamespace(cm('pinned'), 'fixed'),
    'm/gone.yaml': inNamespace(cm('gone'), 'fixed')
  })
  commit(
    dir,
    { 'apps/a.yaml': applicationYaml('a', 'm', { destination: 'new' }), 'm/added.yaml': inNamespace(cm('added'), 'fixed') },
    'move namespace, add one, drop one',
    ['m/gone.yaml']
  )
  const r = await run(dir)
  const found = moves(r)
  assert.equal(found.length, 1)
  assert.equal(found[0]!.severity, 'high')
  assert.equal(found[0]!.blocking, true)
  assert.match(found[0]!.message, /destination namespace old → new/)
  assert.match(found[0]!.message, /creates 1 resource anew \(PersistentVolumeClaim new\/data\) and prunes 1 old one \(1 deleted right away\)/)
})

test('R3.1.1/R3.8.1: a destination cluster change applies everything to the new cluster and leaves the old copies orphaned, not deleted', async () => {
  const app = (server: string) => withServer(applicationYaml('a', 'm', { destination: 'team' }), server)
  const dir = makeRepo({ 'apps/a.yaml': app('server: https://kubernetes.default.svc'), 'm/data.yaml': pvc('data'), 'm/cm.yaml': cm('cfg') })
  commit(dir, { 'apps/a.yaml': app('server: https://east.example.com') }, 'move to the east cluster')
  const r = await run(dir)
  const found = moves(r)
  assert.equal(found.length, 1)
  assert.equal(found[0]!.severity, 'high', 'a cluster move keeps its severity')
  assert.match(
    found[0]!.message,
    /^destination cluster https:\/\/kubernetes\.default\.svc → https:\/\/east\.example\.com: the sync applies all 2 resources to https:\/\/east\.example\.com as new objects, and the 2 it applied to https:\/\/kubernetes\.default\.svc stay there, orphaned \(not deleted, no longer updated\)\. /
  )
  assert.match(found[0]!.message, /Applied to https:\/\/east\.example\.com: ConfigMap team\/cfg, PersistentVolumeClaim team\/data\./)
  assert.doesNotMatch(found[0]!.message, /creates 0|prunes 0/)
  const [moved] = r.report.apps
  assert.deepEqual([moved!.create.length, moved!.update.length, moved!.prune.length], [2, 0, 0], 'all new on the new cluster')

  // A claim dropped in the same change is not deleted by a sync: Argo CD no longer looks at the old cluster.
  const dropped = makeRepo({ 'apps/a.yaml': app('server: https://kubernetes.default.svc'), 'm/data.yaml': pvc('data'), 'm/cm.yaml': cm('cfg') })
  commit(dropped, { 'apps/a.yaml': app('server: https://east.example.com') }, 'move and drop the claim', ['m/data.yaml'])
  const d = await run(dropped)
  assert.deepEqual(d.report.apps[0]!.prune, [])
  assert.deepEqual(
    d.report.apps[0]!.create.map((c) => c.name),
    ['cfg']
  )
  assert.deepEqual(
    d.report.findings.filter((f) => f.rule === 'prune'),
    []
  )
  assert.match(moves(d)[0]!.message, /the 2 it applied to https:\/\/kubernetes\.default\.svc stay there, orphaned/)

  // The same cluster under Argo CD's other name for it: nothing moves.
  const same = makeRepo({ 'apps/a.yaml': app('server: https://kubernetes.default.svc/'), 'm/cm.yaml': cm('cfg') })
  commit(same, { 'apps/a.yaml': app('name: in-cluster') }, 'name the local cluster')
  assert.deepEqual(moves(await run(same)), [])
})

test('R1.5.3: a Helm releaseName change is a finding only when it renames something', async () => {
  const chart = (template: string) => ({ 'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n', 'chart/templates/cm.yaml': template })
  const app = (release: string) => applicationYaml('web', 'chart', { extraSource: `    helm:\n      releaseName: ${release}\n` })
  const fixed = makeRepo({ 'apps/web.yaml': app('one'), ...chart(cm('web-settings')) })
  commit(fixed, { 'apps/web.yaml': app('two') }, 'rename the release')
  assert.deepEqual(moves(await run(fixed)), [], 'names do not use the release name')

  const named = makeRepo({ 'apps/web.yaml': app('one'), ...chart(cm('{{ .Release.Name }}-settings')) })
  commit(named, { 'apps/web.yaml': app('two') }, 'rename the release')
  const found = moves(await run(named))
  assert.equal(found.length, 1)
  assert.match(found[0]!.message, /Helm releaseName one → two: .*creates 1 resource anew \(ConfigMap web\/two-settings\) and prunes 1 old one/)
})

const failOnShared = (yaml: string) => `${yaml}    syncOptions:\n      - FailOnSharedResource=true\n`

test('R3.7.1/R3.5.5: a resource moving to an app with FailOnSharedResource=true is deleted and recreated for sure, and Prune=false first is not offered as the way out', async () => {
  const repo = (aPrunes: boolean) => {
    const dir = makeRepo({
      'apps/a.yaml': applicationYaml('a', 'a', { destination: 'shared', prune: aPrunes }),
      'apps/b.yaml': failOnShared(applicationYaml('b', 'b', { destination: 'shared' })),
      'a/data.yaml': pvc('data'),
      'a/cm.yaml': cm('a'),
      'b/cm.yaml': cm('b')
    })
    commit(dir, { 'b/data.yaml': pvc('data') }, 'move the claim from a to b', ['a/data.yaml'])
    return dir
  }
  const [auto] = moves(await run(repo(true)))
  assert.ok(auto, 'the move is found')
  assert.match(auto.message, /argocd\/b sets FailOnSharedResource=true, so its syncs fail, applying nothing, while argocd\/a still tracks it/)
  assert.match(auto.message, /argocd\/a prunes it first and argocd\/b recreates it/)
  assert.doesNotMatch(auto.message, /if argocd\/a syncs first/)
  assert.match(auto.fix, /drop FailOnSharedResource=true from the new app/)
  // The old app does not prune by itself: the new one keeps failing until someone prunes the claim.
  const [manual] = moves(await run(repo(false)))
  assert.match(manual!.message, /argocd\/a does not prune it by itself, so argocd\/b keeps failing until it is pruned by hand/)

  // Without the option, the race and the two-step fix as before.
  const dir = makeRepo({
    'apps/a.yaml': applicationYaml('a', 'a', { destination: 'shared' }),
    'apps/b.yaml': applicationYaml('b', 'b', { destination: 'shared' }),
    'a/data.yaml': pvc('data'),
    'a/cm.yaml': cm('a'),
    'b/cm.yaml': cm('b')
  })
  commit(dir, { 'b/data.yaml': pvc('data') }, 'move the claim from a to b', ['a/data.yaml'])
  const [race] = moves(await run(dir))
  assert.match(race!.message, /if argocd\/a syncs first it prunes it and argocd\/b recreates it/)
  assert.match(race!.fix, /^Do it in two changes/)
})
