// Issue 44 (1, 2, 7): the files helm reads for a chart's dependencies (Chart.yaml, requirements.yaml, Chart.lock,
// requirements.lock, charts/) decide what `helm dependency build` builds; the guard reads them all as helm does, keys
// its builds on their bytes, checks every repository they name, and trusts a cached build only by its archives'
// digests. Real helm, real loopback chart repositories and a loopback TCP listener standing for an internal registry.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { renderHelm, type HelmDeps } from '../../../src/render/helm/helm.js'
import { buildDependencies } from '../../../src/render/helm/deps.js'
import { NotRenderedError, RenderError } from '../../../src/render/types.js'
import { runner, tempDir, writeTree } from '../../helpers/tools.js'
import { packageCharts, startChartRepo, toolbox, type ChartRepo } from '../../helpers/chart-repo.js'
import { dataOf, freshDir, repoWithChart, request } from '../../fixtures/helm/charts.js'

let repo: ChartRepo
before(async () => {
  repo = await startChartRepo([
    { name: 'demo', version: '1.0.0' },
    { name: 'demo', version: '1.1.0' }
  ])
})
after(() => repo.close())

const host = () => new URL(repo.url).host
type Dep = { name: string; version: string; repository: string }
const list = (deps: Dep[]) => deps.map((d) => `  - name: ${d.name}\n    version: "${d.version}"\n    repository: "${d.repository}"\n`).join('')
const chartYaml = (deps: Dep[]) => `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n${list(deps)}`
/** A lock helm accepts for `req` while it lists `lock`: helm's digest is a sha256 of both lists (pkg/downloader resolver.HashReq). */
const lockFile = (req: Dep[], lock: Dep[]) =>
  `dependencies:\n${list(lock)}digest: sha256:${createHash('sha256')
    .update(JSON.stringify([req, lock]))
    .digest('hex')}\ngenerated: "2024-01-01T00:00:00Z"\n`
const demo = (version: string): Dep => ({ name: 'demo', version, repository: repo.url })

function helmDeps(policy: { network: boolean; allowedHosts: string[] }, cacheDir = tempDir('pg-deps-cache-')) {
  const calls: string[][] = []
  const run: HelmDeps['runner'] = { run: (tool, args, opts) => (calls.push(args), runner.run(tool, args, opts)) }
  const deps: HelmDeps = {
    runner: run,
    helm: () => toolbox.helm(),
    network: policy,
    buildDependencies: (c, r, s) => buildDependencies(c, r, s, { runner: run, helm: () => toolbox.helm(), cacheDir, policy })
  }
  return { deps, calls, cacheDir, builds: () => calls.filter((a) => a[0] === 'dependency').length }
}
const online = () => ({ network: true, allowedHosts: [host()] })
const entries = (cacheDir: string) => readdirSync(join(cacheDir, 'deps')).filter((n) => !n.startsWith('.'))

test('requirements.yaml replaces Chart.yaml dependencies in a v2 chart, as helm loads it: never the build of Chart.yaml list alone', async () => {
  const h = helmDeps(online())
  const plain = repoWithChart({ 'Chart.yaml': chartYaml([demo('1.0.0')]) })
  assert.equal(dataOf(await renderHelm(request(plain.root, plain.app), h.deps), 'demo-cm').version, '1.0.0')
  // Same Chart.yaml, same cache, a requirements.yaml naming 1.1.0: helm builds and renders 1.1.0 (Argo CD does too).
  // Before, the build was keyed on Chart.yaml's list: the 1.0.0 build was used.
  const swapped = repoWithChart({ 'Chart.yaml': chartYaml([demo('1.0.0')]), 'requirements.yaml': `dependencies:\n${list([demo('1.1.0')])}` })
  assert.equal(dataOf(await renderHelm(request(swapped.root, swapped.app), h.deps), 'demo-cm').version, '1.1.0')
  assert.equal(h.builds(), 2)
})

test('a cached build is checked against the digests of its archives: a tampered entry is rebuilt online and refused offline, never used', async () => {
  const h = helmDeps(online())
  const { root, app } = repoWithChart({ 'Chart.yaml': chartYaml([demo('1.0.0')]) })
  await renderHelm(request(root, app), h.deps)
  const [entry] = entries(h.cacheDir)
  const archive = join(h.cacheDir, 'deps', entry!, 'charts', 'demo-1.0.0.tgz')
  const real = createHash('sha256').update(readFileSync(archive)).digest('hex')
  // Someone with write access to the cache swaps the archive for a decoy of the same name.
  const [decoy] = await packageCharts([{ name: 'demo', version: '1.0.0', data: { decoy: 'yes' } }], freshDir('decoy-'))
  writeFileSync(archive, readFileSync(decoy!))
  const offline = helmDeps({ network: false, allowedHosts: [] }, h.cacheDir)
  await assert.rejects(renderHelm(request(root, app), offline.deps), (e: unknown) => e instanceof NotRenderedError && /network is off/.test(e.message))
  const again = helmDeps(online(), h.cacheDir)
  const out = await renderHelm(request(root, app), again.deps)
  assert.equal(dataOf(out, 'demo-cm').decoy, undefined, 'the decoy is never rendered')
  assert.equal(again.builds(), 1, 'built again')
  const meta = JSON.parse(readFileSync(join(h.cacheDir, 'deps', entry!, 'meta.json'), 'utf8')) as { archives: Record<string, string> }
  assert.deepEqual(meta.archives, { 'demo-1.0.0.tgz': real }, 'the entry records what it holds')
  // The rebuilt entry verifies: used without a build.
  const third = helmDeps(online(), h.cacheDir)
  await renderHelm(request(root, app), third.deps)
  assert.equal(third.builds(), 0)
})

test('a build using content of the checkout (a file:// repository a lock names, a vendored charts/ entry) is never written to the cache', async () => {
  const h = helmDeps(online())
  // Chart.yaml names the repository; the lock (which helm downloads from) names a folder of the checkout.
  const req = [demo('1.0.0')]
  const local = { name: 'demo', version: '1.0.0', repository: 'file://./local-demo' }
  const { root, app } = repoWithChart({
    'Chart.yaml': chartYaml(req),
    'Chart.lock': lockFile(req, [local]),
    'local-demo/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 1.0.0\n',
    'local-demo/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: local-demo}\n'
  })
  const out = await renderHelm(request(root, app), h.deps)
  assert.ok(out.docs.some((d) => (d.obj.metadata as { name: string }).name === 'local-demo'))
  assert.deepEqual(entries(h.cacheDir), [], 'not cached')
  // Vendored content beside a missing dependency: built, not cached (before, keyed on the entries' sizes alone).
  const vendored = repoWithChart({
    'Chart.yaml': chartYaml(req),
    'charts/extra/Chart.yaml': 'apiVersion: v2\nname: extra\nversion: 0.1.0\n',
    'charts/extra/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: extra-a}\n'
  })
  const names = (o: Awaited<ReturnType<typeof renderHelm>>) => o.docs.map((d) => (d.obj.metadata as { name: string }).name).sort()
  assert.ok(names(await renderHelm(request(vendored.root, vendored.app), h.deps)).includes('extra-a'))
  writeFileSync(join(vendored.app, 'charts/extra/templates/cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: extra-b}\n')
  assert.ok(names(await renderHelm(request(vendored.root, vendored.app), h.deps)).includes('extra-b'))
  assert.deepEqual(entries(h.cacheDir), [])
})

test('every repository a dependency file names is contained: file:// outside the checkout in a lock or requirements.yaml is a render error', async () => {
  const outside = freshDir('outside-')
  writeTree(join(outside, 'secret'), {
    'Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 1.0.0\n',
    'templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: outside-chart}\n'
  })
  const far = { name: 'demo', version: '1.0.0', repository: `file://${join(outside, 'secret')}` }
  const inside = { name: 'demo', version: '1.0.0', repository: 'file://./stub' }
  const stub = { 'stub/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 1.0.0\n' }
  const cases: Array<[string, Record<string, string>]> = [
    ['Chart.lock', { 'Chart.yaml': chartYaml([inside]), 'Chart.lock': lockFile([inside], [far]), ...stub }],
    ['requirements.lock', { 'Chart.yaml': chartYaml([inside]), 'requirements.lock': lockFile([inside], [far]), ...stub }],
    ['requirements.yaml', { 'Chart.yaml': chartYaml([inside]), 'requirements.yaml': `dependencies:\n${list([far])}`, ...stub }]
  ]
  for (const [file, files] of cases) {
    const h = helmDeps({ network: false, allowedHosts: [] })
    const { root, app } = repoWithChart(files)
    await assert.rejects(renderHelm(request(root, app), h.deps), (e: unknown) => {
      assert.ok(e instanceof RenderError, `${file}: ${String(e)}`)
      assert.match(e.message, new RegExp(`\\(${file.replace('.', '\\.')}\\): ".*" points outside the repository`))
      return true
    })
    assert.equal(h.builds(), 0, file)
  }
})

test('an OCI repository on loopback that only a lock names is checked by the network policy and never contacted', async () => {
  let connections = 0
  const server: Server = createServer((s) => {
    connections++
    s.destroy()
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  try {
    const port = (server.address() as { port: number }).port
    const req = [demo('1.0.0')]
    const oci = { name: 'demo', version: '1.0.0', repository: `oci://127.0.0.1:${port}/charts` }
    const { root, app } = repoWithChart({ 'Chart.yaml': chartYaml(req), 'Chart.lock': lockFile(req, [oci]) })
    const h = helmDeps(online())
    await assert.rejects(renderHelm(request(root, app), h.deps), (e: unknown) => {
      assert.ok(e instanceof NotRenderedError, String(e))
      assert.match(e.message, new RegExp(`oci://127\\.0\\.0\\.1:${port}/charts is not fetched .*\\(named in Chart\\.lock\\).*not in allowedHosts`))
      return true
    })
    assert.equal(connections, 0)
    assert.equal(h.builds(), 0)
  } finally {
    server.close()
  }
})

test('what helm reads is what was checked: a lock changed in the checkout while the policy is asked is refused, never built', async () => {
  // The network policy resolves a wildcard-allowed host (the DNS answer is injected); meanwhile the lock in the
  // checkout is rewritten to name a folder outside it. The copy helm would run in is read again and refused. (An OCI
  // repository: helm would contact no host even without the defence, as it builds what the lock lists.)
  const outside = freshDir('outside-')
  writeTree(join(outside, 'demo'), {
    'Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 1.0.0\n',
    'templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: outside-chart}\n'
  })
  const req = [{ name: 'demo', version: '1.0.0', repository: 'oci://charts.example.test/charts' }]
  const { root, app } = repoWithChart({ 'Chart.yaml': chartYaml(req) })
  const swap = { name: 'demo', version: '1.0.0', repository: `file://${join(outside, 'demo')}` }
  const policy = {
    network: true,
    allowedHosts: ['*.example.test'],
    resolve: async () => (writeFileSync(join(app, 'Chart.lock'), lockFile(req, [swap])), ['93.184.216.34'])
  }
  const calls: string[][] = []
  const run: HelmDeps['runner'] = { run: (tool, args, opts) => (calls.push(args), runner.run(tool, args, opts)) }
  const deps: HelmDeps = {
    runner: run,
    helm: () => toolbox.helm(),
    network: policy,
    buildDependencies: (c, r, s) => buildDependencies(c, r, s, { runner: run, helm: () => toolbox.helm(), cacheDir: tempDir('pg-deps-cache-'), policy })
  }
  await assert.rejects(renderHelm(request(root, app), deps), (e: unknown) => {
    assert.ok(e instanceof NotRenderedError, String(e))
    assert.match(e.message, /dependency demo \(Chart\.lock\) names file:\/\/.*, which the network policy did not check; not built/)
    return true
  })
  assert.equal(calls.filter((a) => a[0] === 'dependency').length, 0)
})

test('a build is identified by every byte helm reads for it: the four files, .helmignore and charts/ by content (not by size)', async () => {
  const { readDependencyFiles } = await import('../../../src/render/helm/dependency-files.js')
  const { symlinkSync } = await import('node:fs')
  const dir = freshDir('digest-')
  writeTree(dir, { 'Chart.yaml': chartYaml([demo('1.0.0')]), 'charts/.gitkeep': '', 'charts/a/Chart.yaml': 'name: aaaa\n' })
  const first = readDependencyFiles(dir)
  assert.deepEqual(first.vendored, ['a'], 'helm skips charts/ entries starting with . or _')
  const seen = new Set([first.digest])
  const changes: Array<[string, string]> = [
    ['charts/a/Chart.yaml', 'name: bbbb\n'], // same size, other content
    ['Chart.yaml', chartYaml([demo('1.0.0')]).replace('umbrella', 'umbrellb')],
    ['requirements.yaml', 'name: x\n'],
    ['Chart.lock', 'digest: x\n'],
    ['requirements.lock', 'digest: x\n'],
    ['.helmignore', 'x\n'],
    ['charts/.gitkeep', 'x']
  ]
  for (const [file, text] of changes) {
    writeFileSync(join(dir, file), text)
    const d = readDependencyFiles(dir).digest
    assert.ok(!seen.has(d), `${file} changes the identity`)
    seen.add(d)
  }
  // charts/ as a link: what helm finds through it is the checkout's, so the build counts as reading the checkout.
  const linked = freshDir('digest-link-')
  writeTree(linked, { 'Chart.yaml': chartYaml([demo('1.0.0')]), 'vendor/a/Chart.yaml': 'name: a\n' })
  symlinkSync('vendor', join(linked, 'charts'))
  assert.deepEqual(readDependencyFiles(linked).vendored, ['charts'])
})
