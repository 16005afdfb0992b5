// Issue 44 (1, 2): helm reads a chart's dependency list from requirements.yaml in place of Chart.yaml's, for apiVersion
// v2 charts too (helm's chart loader unmarshals requirements.yaml into the same metadata). A pull request adding one
// that points at a decoy inside the chart passed as '0 apps changed' while Argo CD builds the decoy and prunes the
// real dependency's claim: base and head shared one dependency build keyed on Chart.yaml's list, and that build (made
// from the decoy) was cached for later runs. Real git repositories, a real loopback chart repository, real helm.
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { startChartRepo, type ChartRepo } from '../helpers/chart-repo.js'
import { commit, git, makeRepo } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const PVC =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db-data}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n'
let repo: ChartRepo
before(async () => {
  repo = await startChartRepo([{ name: 'db', version: '1.0.0', files: { 'templates/pvc.yaml': PVC } }])
})
after(() => repo.close())

const chartYaml = () => `apiVersion: v2\nname: web\nversion: 0.1.0\ndependencies:\n  - name: db\n    version: 1.0.0\n    repository: ${repo.url}\n`
const DECOY = {
  'app/decoy/Chart.yaml': 'apiVersion: v2\nname: db\nversion: 1.0.0\n',
  'app/decoy/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: decoy}\n'
}
const REQUIREMENTS = 'dependencies:\n  - name: db\n    version: 1.0.0\n    repository: file://./decoy\n'

function chartRepo(): string {
  return makeRepo({
    '.prune-guard.yaml': `checkDeterminism: false\nallowedHosts: ["${new URL(repo.url).host}"]\n`,
    'apps/web.yaml': applicationYaml('web', 'app'),
    'app/Chart.yaml': chartYaml(),
    'app/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n',
    ...DECOY
  })
}

const run = (dir: string, cacheDir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { chartCacheDir: cacheDir } })
const pruned = (app: { prune: Array<{ kind: string; name: string }> }) => app.prune.map((p) => `${p.kind}/${p.name}`)

test('a requirements.yaml added to a v2 chart swaps a dependency for an in-chart decoy: the claim the real one held is pruned', async () => {
  const dir = chartRepo()
  commit(dir, { 'app/requirements.yaml': REQUIREMENTS }, 'requirements.yaml')
  const { report } = await run(dir, tempDir('pg-deps-cache-'))
  const app = report.apps.find((a) => a.name === 'web')!
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(pruned(app), ['ConfigMap/db-cm', 'PersistentVolumeClaim/db-data'])
  assert.equal(report.verdict, 'fail')
})

test('the decoy build is not cached across runs: a later pull request removing the dependency prunes the claim, not a decoy ConfigMap', async () => {
  const cacheDir = tempDir('pg-deps-cache-')
  // Run 1: a hostile pull request adding the app with a requirements.yaml: only its head builds the dependencies.
  const hostile = chartRepo()
  git(hostile, 'rm', '-q', 'apps/web.yaml')
  git(hostile, 'commit', '-q', '-m', 'no app yet')
  commit(hostile, { 'apps/web.yaml': applicationYaml('web', 'app'), 'app/requirements.yaml': REQUIREMENTS }, 'add the app')
  const first = (await run(hostile, cacheDir)).report.apps.find((a) => a.name === 'web')!
  assert.ok(first.outcome === 'analysed' && first.prune.length === 0, JSON.stringify(first))
  // Run 2, same cache: an unrelated pull request removes the dependency; its base builds the real chart.
  const later = chartRepo()
  commit(later, { 'app/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n' }, 'drop db')
  const { report } = await run(later, cacheDir)
  const app = report.apps.find((a) => a.name === 'web')!
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(pruned(app), ['ConfigMap/db-cm', 'PersistentVolumeClaim/db-data'])
})

test('a dependency only Chart.lock names (file://../lib, while Chart.yaml names an in-chart stub) is an input: turning its claim off prunes it', async () => {
  // helm dependency build downloads what the lock lists. Before, the input fingerprint read Chart.yaml and
  // requirements.yaml only: ../lib was not an input and the pull request passed as unchanged.
  const req = { name: 'lib', version: '0.1.0', repository: 'file://./stub' }
  const lock = { ...req, repository: 'file://../lib' }
  const digest = createHash('sha256')
    .update(JSON.stringify([[req], [lock]]))
    .digest('hex')
  const dir = makeRepo({
    '.prune-guard.yaml': 'checkDeterminism: false\n',
    'apps/web.yaml': applicationYaml('web', 'app'),
    'app/Chart.yaml': `apiVersion: v2\nname: web\nversion: 0.1.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    repository: file://./stub\n`,
    'app/Chart.lock': `dependencies:\n  - name: lib\n    version: 0.1.0\n    repository: file://../lib\ndigest: sha256:${digest}\ngenerated: "2024-01-01T00:00:00Z"\n`,
    'app/stub/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    'app/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n',
    'lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    'lib/values.yaml': 'pvc: true\n',
    'lib/templates/pvc.yaml': `{{- if .Values.pvc }}\n${PVC}{{- end }}\n`
  })
  commit(dir, { 'lib/values.yaml': 'pvc: false\n' }, 'turn the claim off')
  const { report } = await run(dir, tempDir('pg-deps-cache-'))
  const app = report.apps.find((a) => a.name === 'web')!
  assert.equal(app.outcome, 'analysed', JSON.stringify(app))
  assert.deepEqual(pruned(app), ['PersistentVolumeClaim/db-data'], JSON.stringify(app))
})
