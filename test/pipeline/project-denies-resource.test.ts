// Issue 49 item 4: a resource the app's AppProject does not permit fails the whole sync (Argo CD's validation pass).
// Real git repositories and renders; the project is committed in the repository.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { devBinaries } from '../helpers/tools.js'
import { commit, makeRepo } from '../helpers/git.js'
import { applicationYaml, cm } from '../helpers/apps.js'
import { appProjectOf, refusedByProject } from '../../src/argocd/app-projects.js'

const PROJECT = `apiVersion: argoproj.io/v1alpha1
kind: AppProject
metadata:
  name: team-a
  namespace: argocd
spec:
  sourceRepos: ['*']
  destinations: [{server: '*', namespace: '*'}]
  clusterResourceWhitelist:
    - {group: '', kind: Namespace}
  namespaceResourceBlacklist:
    - {group: '', kind: ResourceQuota}
`
const CLUSTER_ROLE = 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: reader\nrules: []\n'
const QUOTA = 'apiVersion: v1\nkind: ResourceQuota\nmetadata:\n  name: q\nspec:\n  hard: {pods: "10"}\n'
const NS = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: web\n'

async function run(added: Record<string, string>, project = 'team-a') {
  const dir = makeRepo({ 'projects/team-a.yaml': PROJECT, 'apps/web.yaml': applicationYaml('web', 'web', { project }), 'web/cm.yaml': cm('web') })
  commit(dir, added, 'add resources')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  return { report, found: report.findings.filter((f) => f.rule === 'project-denies-resource') }
}

test('a cluster-scoped kind the project does not whitelist, and a namespaced kind it blacklists, block naming the list and the file', async () => {
  const { report, found } = await run({ 'web/role.yaml': CLUSTER_ROLE, 'web/quota.yaml': QUOTA, 'web/ns.yaml': NS })
  assert.deepEqual(found.map((f) => f.resource?.kind).sort(), ['ClusterRole', 'ResourceQuota'])
  const role = found.find((f) => f.resource?.kind === 'ClusterRole')!
  assert.ok(role.blocking)
  assert.equal(role.file, 'web/role.yaml')
  assert.match(
    role.message,
    /not permitted in AppProject team-a \(projects\/team-a\.yaml:1\): its clusterResourceWhitelist does not list rbac\.authorization\.k8s\.io\/ClusterRole/
  )
  assert.match(role.fix ?? '', /Add \{group: 'rbac\.authorization\.k8s\.io', kind: ClusterRole\} to spec\.clusterResourceWhitelist of AppProject team-a/)
  assert.match(found.find((f) => f.resource?.kind === 'ResourceQuota')!.message, /its namespaceResourceBlacklist lists ""\/ResourceQuota/)
  assert.equal(report.verdict, 'fail')
})

test('an app of a project the repository does not define (Argo CD’s default) is not checked', async () => {
  const { found } = await run({ 'web/role.yaml': CLUSTER_ROLE }, 'default')
  assert.deepEqual(found, [])
})

test('the permission rules as Argo CD v3.5 reads them: absent vs empty lists, globs, names', () => {
  const proj = (spec: Record<string, unknown>) =>
    appProjectOf({ apiVersion: 'argoproj.io/v1alpha1', kind: 'AppProject', metadata: { name: 'p' }, spec }, null, null)!
  assert.equal(refusedByProject(proj({}), 'apps', 'Deployment', 'web', true), undefined, 'absent namespace whitelist: every namespaced kind')
  assert.match(refusedByProject(proj({ namespaceResourceWhitelist: [] }), 'apps', 'Deployment', 'web', true) ?? '', /is empty/)
  assert.match(refusedByProject(proj({}), '', 'Namespace', 'web', false) ?? '', /clusterResourceWhitelist is empty or absent/)
  assert.equal(refusedByProject(proj({ clusterResourceWhitelist: [{ group: '*', kind: '*' }] }), '', 'Namespace', 'web', false), undefined)
  assert.equal(
    refusedByProject(proj({ clusterResourceWhitelist: [{ group: 'rbac.*', kind: 'Cluster*' }] }), 'rbac.authorization.k8s.io', 'ClusterRole', 'x', false),
    undefined
  )
  const named = proj({ clusterResourceWhitelist: [{ group: '', kind: 'Namespace', name: 'team-*' }] })
  assert.equal(refusedByProject(named, '', 'Namespace', 'team-a', false), undefined)
  assert.match(refusedByProject(named, '', 'Namespace', 'other', false) ?? '', /does not list ""\/Namespace named other/)
})
