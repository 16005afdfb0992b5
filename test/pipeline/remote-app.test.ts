import assert from 'node:assert/strict'
import { after, test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { startChartRepo } from '../helpers/chart-repo.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'

const app = (repo: string, version: string, valuesPath = '') => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: cache, namespace: argocd}
spec:
  project: default
  sources:
    - repoURL: ${repo}
      chart: redis-lite
      targetRevision: ${version}
${valuesPath ? `      helm:\n        valueFiles: [$values/${valuesPath}]\n    - repoURL: ${ORIGIN}\n      ref: values\n` : ''}  destination: {server: 'https://kubernetes.default.svc', namespace: cache}
  syncPolicy: {automated: {prune: true}}
`

test('capability 5 acceptance: bumping a chart version from a loopback Helm repository renders both versions and reports the real diff', async () => {
  const repo = await startChartRepo([
    {
      name: 'redis-lite',
      version: '1.0.0',
      data: { maxmemory: '100mb' },
      files: { 'templates/svc.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: redis-lite\nspec:\n  ports: [{port: 6379}]\n' }
    },
    { name: 'redis-lite', version: '2.0.0', data: { maxmemory: '200mb' } }
  ])
  after(() => repo.close())
  const dir = makeRepo({ 'apps/cache.yaml': app(repo.url, '1.0.0', 'values/cache.yaml'), 'values/cache.yaml': 'greeting: hi\n' })
  commit(dir, { 'apps/cache.yaml': app(repo.url, '2.0.0', 'values/cache.yaml') }, 'bump chart')
  const cacheDir = tempDir()
  const { report } = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { chartCacheDir: cacheDir, allowedHosts: ['127.0.0.1'] }
  })
  const a = report.apps[0]!
  assert.equal(a.notRendered, null, a.notRendered ?? '')
  assert.deepEqual(
    a.sources.map((s) => [s.type, s.rendered]),
    [
      ['helm', true],
      ['ref', true]
    ]
  )
  assert.deepEqual(
    a.update.map((u) => [u.kind, u.name, u.paths]),
    [['ConfigMap', 'redis-lite-cm', ['data.maxmemory']]]
  )
  assert.deepEqual(
    a.prune.map((p) => [p.kind, p.name, p.outcome]),
    [['Service', 'redis-lite', 'delete']]
  )
  assert.ok(report.findings.some((f) => f.rule === 'source-path-change' && /targetRevision/.test(f.message)))
  // Both versions were pulled once each; a second run with the network off uses the cache.
  assert.equal(repo.count('/redis-lite-1.0.0.tgz'), 1)
  assert.equal(repo.count('/redis-lite-2.0.0.tgz'), 1)
  await repo.close()
  const offline = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { chartCacheDir: cacheDir, network: false } })
  assert.deepEqual(
    offline.report.apps[0]!.update.map((u) => u.name),
    ['redis-lite-cm']
  )
})
