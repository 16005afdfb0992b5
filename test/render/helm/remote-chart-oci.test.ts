// fetchRemoteChart against a real OCI registry (Debian's docker-registry, distribution v2) on 127.0.0.1.
// When the registry cannot be installed or started, every test here is skipped with the reason.
import { after, before, test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fetchRemoteChart, type RemoteChartDeps } from '../../../src/render/helm/remote-chart.js'
import { RenderError, type ToolRunner } from '../../../src/render/types.js'
import { runner, tempDir } from '../../helpers/tools.js'
import { packageCharts, source, startOciRegistry, toolbox, type OciRegistry } from '../../helpers/chart-repo.js'

let registry: OciRegistry | undefined
let skipReason = ''
const digests: Record<string, string> = {}

before(async () => {
  const started = await startOciRegistry()
  if ('skip' in started) {
    skipReason = started.skip
    return
  }
  registry = started
  const tgzs = await packageCharts(
    [
      { name: 'demo', version: '1.0.0' },
      { name: 'demo', version: '1.2.0' },
      { name: 'demo', version: '2.0.0-rc.1' }
    ],
    tempDir('pg-oci-pkg-')
  )
  for (const tgz of tgzs) digests[tgz.replace(/^.*demo-|\.tgz$/g, '')] = await registry.push(tgz)
})
after(async () => {
  await registry?.stop()
})

/** The registry, or undefined after skipping the test with a visible reason. */
function need(t: TestContext): OciRegistry | undefined {
  if (!registry) t.skip(skipReason || 'OCI registry not started')
  return registry
}

function deps(over: Partial<RemoteChartDeps> = {}): RemoteChartDeps & { pulls: string[][] } {
  const pulls: string[][] = []
  const rec: ToolRunner = { run: (tool, args, opts) => (pulls.push(args), runner.run(tool, args, opts)) }
  return { runner: rec, helm: () => toolbox.helm(), cacheDir: tempDir('pg-oci-cache-'), network: true, allowedHosts: ['127.0.0.1'], pulls, ...over }
}

const versionOf = (dir: string) => /version:\s*(\S+)/.exec(readFileSync(join(dir, 'Chart.yaml'), 'utf8'))?.[1]

test('R1.8.2 OCI: an exact version is pulled as oci://<repoURL>/<chart> with --plain-http on loopback', async (t) => {
  const reg = need(t)
  if (!reg) return
  const d = deps()
  const got = await fetchRemoteChart(source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: '1.0.0' }), d)
  assert.deepEqual([got.version, got.fromCache, versionOf(got.chartDir)], ['1.0.0', false, '1.0.0'])
  assert.deepEqual(
    d.pulls[0]!.filter((a) => !a.startsWith('/')),
    ['pull', `oci://${reg.host}/charts/demo`, '--version', '1.0.0', '--destination', '--untar', '--plain-http']
  )
  // The chart given as the last segment of repoURL is the same chart and the same cache entry.
  const same = await fetchRemoteChart(source({ repoURL: `oci://${reg.host}/charts/demo/`, targetRevision: '1.0.0' }), { ...d, network: false })
  assert.deepEqual([same.chartDir, same.fromCache], [got.chartDir, true])
})

test('OCI: a constraint is resolved by helm from the registry tags; offline from the cache', async (t) => {
  const reg = need(t)
  if (!reg) return
  const d = deps()
  const src = (v: string) => source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: v })
  assert.equal((await fetchRemoteChart(src('^1.0'), d)).version, '1.2.0')
  assert.equal((await fetchRemoteChart(src('~1.0'), d)).version, '1.0.0')
  assert.equal((await fetchRemoteChart(src(''), d)).version, '1.2.0')
  const offline = deps({ cacheDir: d.cacheDir, network: false })
  assert.deepEqual(await fetchRemoteChart(src('1.x'), offline).then((r) => [r.version, r.fromCache]), ['1.2.0', true])
  assert.equal(offline.pulls.length, 0)
})

test('OCI: a digest is pulled as chart@digest and cached by digest', async (t) => {
  const reg = need(t)
  if (!reg) return
  const d = deps()
  const src = source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: digests['1.2.0']! })
  const got = await fetchRemoteChart(src, d)
  assert.equal(got.version, '1.2.0')
  assert.equal(d.pulls[0]![1], `oci://${reg.host}/charts/demo@${digests['1.2.0']}`)
  assert.ok(existsSync(join(got.chartDir, '..', 'meta.json')))
  assert.equal((await fetchRemoteChart(src, { ...d, network: false })).fromCache, true)
})

test('OCI: missing chart or version errors name the chart; concurrent fetches share one pull', async (t) => {
  const reg = need(t)
  if (!reg) return
  const d = deps()
  await assert.rejects(
    fetchRemoteChart(source({ repoURL: `oci://${reg.host}/charts`, chart: 'nope', targetRevision: '1.0.0' }), d),
    (e: Error) => e instanceof RenderError && /^OCI chart oci:\/\/127\.0\.0\.1:\d+\/charts\/nope version "1\.0\.0" was not found: .*not found/.test(e.message)
  )
  await assert.rejects(
    fetchRemoteChart(source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: '9.9.9' }), d),
    /OCI chart .*\/charts\/demo version "9\.9\.9" was not found/
  )
  await assert.rejects(
    fetchRemoteChart(source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: '^5' }), d),
    /OCI chart .*\/charts\/demo version "\^5" was not found: could not locate a version matching provided version string \^5/
  )
  const fresh = deps()
  const all = await Promise.all(
    Array.from({ length: 5 }, () => fetchRemoteChart(source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: '1.2.0' }), fresh))
  )
  assert.equal(new Set(all.map((r) => r.chartDir)).size, 1)
  assert.equal(fresh.pulls.filter((a) => a[0] === 'pull').length, 1)
})

test('R1.1.2 OCI without a scheme (localhost:PORT/charts + chart): pulled from the registry when the host is listed; refused otherwise', async (t) => {
  const reg = need(t)
  if (!reg) return
  const port = reg.host.split(':')[1]!
  const src = source({ repoURL: `localhost:${port}/charts`, chart: 'demo', targetRevision: '1.2.0' })
  await assert.rejects(fetchRemoteChart(src, deps({ allowedHosts: ['ghcr.io'] })), /not in allowedHosts/)
  const d = deps({ allowedHosts: [`localhost:${port}`] })
  const got = await fetchRemoteChart(src, d)
  assert.deepEqual([got.version, versionOf(got.chartDir)], ['1.2.0', '1.2.0'])
  assert.equal(d.pulls[0]![1], `oci://localhost:${port}/charts/demo`)
})

test('OCI: with the registry stopped, a cached chart still resolves and an uncached one fails', async (t) => {
  const reg = need(t)
  if (!reg) return
  const d = deps()
  const src = (v: string) => source({ repoURL: `oci://${reg.host}/charts`, chart: 'demo', targetRevision: v })
  await fetchRemoteChart(src('1.2.0'), d)
  await reg.stop()
  registry = undefined
  skipReason = 'the registry was stopped by an earlier test'
  assert.equal((await fetchRemoteChart(src('1.2.0'), d)).fromCache, true)
  assert.equal((await fetchRemoteChart(src('^1'), { ...d, network: false })).version, '1.2.0')
  await assert.rejects(
    fetchRemoteChart(src('1.0.0'), { ...d, network: false }),
    /OCI chart .* version "1\.0\.0" is not in the chart cache .* the network is off/
  )
  await assert.rejects(fetchRemoteChart(src('1.0.0'), d), /OCI chart .* version "1\.0\.0" could not be fetched \(helm pull exit 1\): .*connection refused/)
})
