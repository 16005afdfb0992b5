// Issue 49 item 2: a manifest using an API version Kubernetes no longer serves fails the sync. Real git repositories
// and renders; the cluster's version comes from the config (kubeVersion).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { devBinaries } from '../helpers/tools.js'
import { commit, makeRepo } from '../helpers/git.js'
import { applicationYaml, cm } from '../helpers/apps.js'
import { removedApi, removedFor } from '../../src/k8s/removed-apis.js'

const PDB = (v: string) =>
  `apiVersion: ${v}\nkind: PodDisruptionBudget\nmetadata:\n  name: web\nspec:\n  minAvailable: 1\n  selector:\n    matchLabels: {app: web}\n`

async function run(kubeVersion?: string, pdbAt: 'head' | 'both' = 'head') {
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'web'),
    'web/cm.yaml': cm('web'),
    ...(pdbAt === 'both' ? { 'web/pdb.yaml': PDB('policy/v1beta1') } : {})
  })
  commit(dir, { 'web/pdb.yaml': PDB('policy/v1beta1'), 'web/cm.yaml': cm('web', '2') }, 'add a PDB')
  const { report } = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { network: false, ...(kubeVersion ? { kubeVersion } : {}) }
  })
  return { report, found: report.findings.filter((f) => f.rule === 'api-version-removed') }
}

test('a removed API version blocks for a cluster configured at 1.29, names the replacement and the file', async () => {
  const { report, found } = await run('1.29.3')
  assert.equal(found.length, 1)
  assert.equal(found[0]!.severity, 'high')
  assert.ok(found[0]!.blocking)
  assert.equal(found[0]!.file, 'web/pdb.yaml')
  assert.match(found[0]!.message, /PodDisruptionBudget\.policy web\/web uses policy\/v1beta1, which Kubernetes 1\.29\.3 no longer serves \(removed in 1\.25\)/)
  assert.match(found[0]!.fix ?? '', /Use policy\/v1/)
  assert.equal(report.verdict, 'fail')
})

test('the same manifest passes for a cluster at 1.24, and is a needs-a-look when the version is not configured', async () => {
  assert.equal((await run('1.24.0')).found.length, 0)
  const { report, found } = await run()
  assert.equal(found.length, 1)
  assert.equal(found[0]!.severity, 'medium')
  assert.ok(!found[0]!.blocking)
  assert.match(found[0]!.message, /set kubeVersion in \.prune-guard\.yaml/)
  assert.equal(report.verdict, 'pass')
})

test('a removed version the base already held is not introduced by the change: it does not block', async () => {
  const { found } = await run('1.29.0', 'both')
  assert.ok(
    found.every((f) => !f.introduced && !f.blocking),
    JSON.stringify(found)
  )
})

test('the table: kinds and releases as the migration guide lists them', () => {
  assert.equal(removedApi('autoscaling/v2beta2', 'HorizontalPodAutoscaler')?.removedIn, '1.26')
  assert.equal(removedApi('networking.k8s.io/v1beta1', 'Ingress')?.removedIn, '1.22')
  assert.equal(removedApi('apps/v1', 'Deployment'), undefined)
  assert.equal(removedApi('policy/v1beta1', 'PodDisruptionBudget')?.replacement, 'policy/v1')
  const api = removedApi('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema')!
  assert.equal(removedFor(api, 'v1.31.9'), false)
  assert.equal(removedFor(api, '1.32.0-eks-abc'), true)
  assert.equal(removedFor(api, undefined), undefined)
})
