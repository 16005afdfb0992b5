// fetchRemoteChart against a real Helm chart repository served on 127.0.0.1, with the real helm binary.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSource } from '../../../src/argocd/application.js'
import { renderHelm } from '../../../src/render/helm/helm.js'
import { chartCacheDir, fetchRemoteChart, remoteChartRef, type RemoteChartDeps } from '../../../src/render/helm/remote-chart.js'
import { RenderError, type RunOptions, type ToolRunner } from '../../../src/render/types.js'
import { runner, tempDir } from '../../helpers/tools.js'
import { helm, packageCharts, source, startChartRepo, toolbox, type ChartRepo } from '../../helpers/chart-repo.js'

let repo: ChartRepo

before(async () => {
  repo = await startChartRepo([
    { name: 'demo', version: '1.0.0' },
    { name: 'demo', version: '1.2.0' },
    { name: 'demo', version: '2.0.0-rc.1' },
    { name: 'other', version: '0.1.0' }
  ])
})
after(() => repo.close())

/** A runner that records every helm call (argv and environment) and passes it to the real one. */
function recording(): { runner: ToolRunner; calls: Array<{ args: string[]; opts: RunOptions }> } {
  const calls: Array<{ args: string[]; opts: RunOptions }> = []
  return { calls, runner: { run: (tool, args, opts) => (calls.push({ args, opts }), runner.run(tool, args, opts)) } }
}

function deps(over: Partial<RemoteChartDeps> = {}): RemoteChartDeps & { calls: Array<{ args: string[]; opts: RunOptions }> } {
  const rec = recording()
  return {
    runner: rec.runner,
    helm: () => toolbox.helm(),
    cacheDir: tempDir('pg-chart-cache-'),
    network: true,
    allowedHosts: ['127.0.0.1'],
    calls: rec.calls,
    ...over
  }
}

const demo = (targetRevision: string, repoURL = repo.url, chart = 'demo') => source({ repoURL, chart, targetRevision })
const chartVersion = (dir: string) => /version:\s*(\S+)/.exec(readFileSync(join(dir, 'Chart.yaml'), 'utf8'))?.[1]

test('R1.5.13 an exact version is pulled with `helm pull --repo`, untarred into the cache, and renders', async () => {
  const d = deps()
  const got = await fetchRemoteChart(demo('1.0.0'), d)
  assert.equal(got.version, '1.0.0')
  assert.equal(got.fromCache, false)
  assert.equal(chartVersion(got.chartDir), '1.0.0')
  assert.ok(got.chartDir.startsWith(chartCacheDir(d.cacheDir, remoteChartRef(demo('1.0.0')))))
  assert.ok(existsSync(join(got.chartDir, '..', 'meta.json')))
  // Argo's Fetch argv, no credentials, no TLS skipping, no plain-http for a Helm repository.
  const pull = d.calls.find((c) => c.args[0] === 'pull')!
  assert.deepEqual(pull.args, ['pull', '--destination', pull.args[2]!, '--version', '1.0.0', '--repo', repo.url, 'demo', '--untar'])
  assert.deepEqual(
    pull.args.filter((a) => a.startsWith('--') && a !== '--destination'),
    ['--version', '--repo', '--untar']
  )
  for (const flag of ['--pass-credentials', '--insecure-skip-tls-verify', '--plain-http', '--username', '--password']) assert.ok(!pull.args.includes(flag))
  // Private helm homes inside the cache's temp dir, which is gone afterwards; nothing but homes in the extra env.
  assert.match(pull.opts.env!.HELM_CONFIG_HOME!, /\.tmp-/)
  assert.ok(!existsSync(pull.opts.env!.HOME!))
  // Besides the homes, only the egress proxy (network-policy checks on every connection helm opens).
  assert.deepEqual(
    Object.keys(pull.opts.env!)
      .filter((k) => !/^(HOME|HELM_|XDG_|DOCKER_CONFIG)/.test(k))
      .sort(),
    ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy']
  )
  assert.match(pull.opts.env!.HTTPS_PROXY!, /^http:\/\/127\.0\.0\.1:\d+$/)
  assert.deepEqual(
    readdirSync(d.cacheDir).filter((n) => n.startsWith('.tmp-')),
    []
  )

  // The fetched dir is a chart: render both versions (the "bump chart version" PR).
  const newer = await fetchRemoteChart(demo('1.2.0'), d)
  const render = async (dir: string) => {
    const out = await renderHelm(
      { repoRoot: dir, appPath: dir, source: demo('x'), instanceName: 'demo', destNamespace: 'ns', buildEnv: {}, refs: {}, scratchDir: tempDir('pg-scratch-') },
      { runner, helm: () => toolbox.helm() }
    )
    return out.docs.map((x) => (x.obj.data as Record<string, string>).version)
  }
  assert.deepEqual(await render(got.chartDir), ['1.0.0'])
  assert.deepEqual(await render(newer.chartDir), ['1.2.0'])
})

test('an exact version in the cache is used without network, even with the server gone', async () => {
  const own = await startChartRepo([{ name: 'demo', version: '3.1.0' }])
  const d = deps()
  const first = await fetchRemoteChart(demo('3.1.0', own.url), d)
  assert.equal(own.count('/demo-3.1.0.tgz'), 1)
  await own.close()
  const offline = deps({ cacheDir: d.cacheDir, network: false })
  const hit = await fetchRemoteChart(demo('v3.1.0', own.url + '/'), offline) // `v` prefix and trailing slash: same key
  assert.deepEqual(hit, { chartDir: first.chartDir, version: '3.1.0', fromCache: true })
  assert.equal(offline.calls.length, 0, 'no helm process at all')
  const online = deps({ cacheDir: d.cacheDir, network: true })
  assert.equal((await fetchRemoteChart(demo('3.1.0', own.url), online)).fromCache, true)
  assert.equal(online.calls.length, 0, 'an exact cached version never touches the network')
})

test('R1.1.6 with network a constraint is resolved by helm; the resolved version is read from Chart.yaml', async () => {
  const d = deps()
  const cases: Array<[string, string]> = [
    ['^1.0', '1.2.0'],
    ['1.x', '1.2.0'],
    ['*', '1.2.0'],
    ['', '1.2.0'],
    ['~1.0', '1.0.0'],
    ['>=1.0.0 <1.2.0', '1.0.0'],
    ['>=2.0.0-0', '2.0.0-rc.1']
  ]
  for (const [constraint, want] of cases) {
    const got = await fetchRemoteChart(demo(constraint), d)
    assert.equal(got.version, want, `constraint '${constraint}'`)
    assert.equal(chartVersion(got.chartDir), want)
    assert.equal(got.fromCache, false, 'a constraint is resolved at fetch time, not from the cache')
  }
  const empty = d.calls.filter((c) => c.args[0] === 'pull')[3]!
  assert.ok(!empty.args.includes('--version'), 'an empty targetRevision lets helm pick the latest')
  // Offline, the same constraints resolve to the highest matching cached version.
  const offline = deps({ cacheDir: d.cacheDir, network: false })
  for (const [constraint, want] of [
    ['^1.0', '1.2.0'],
    ['~1.0', '1.0.0'],
    ['1', '1.2.0'],
    ['*', '1.2.0'],
    ['<1.2', '1.0.0'],
    ['>=2.0.0-0', '2.0.0-rc.1']
  ]) {
    const got = await fetchRemoteChart(demo(constraint!), offline)
    assert.deepEqual([got.version, got.fromCache], [want, true], `offline '${constraint}'`)
  }
  await assert.rejects(fetchRemoteChart(demo('^3'), offline), (e: Error) => {
    assert.ok(e instanceof RenderError)
    assert.match(e.message, /chart "demo" from the Helm repository http:\/\/127\.0\.0\.1:\d+: no cached version matches '\^3' and the network is off/)
    return true
  })
  assert.equal(offline.calls.length, 0)
})

test('network off and not cached: a RenderError naming the chart, and helm pull is never started', async () => {
  const d = deps({ network: false })
  const before = repo.requests.length
  await assert.rejects(fetchRemoteChart(demo('1.0.0'), d), (e: Error) => {
    assert.ok(e instanceof RenderError)
    assert.match(
      e.message,
      /^chart "demo" version "1\.0\.0" from the Helm repository http:\/\/127\.0\.0\.1:\d+ is not in the chart cache \(.*\) and the network is off/
    )
    return true
  })
  await assert.rejects(fetchRemoteChart(demo(''), d), /chart "demo" .*no cached version matches '\*' and the network is off/)
  assert.equal(d.calls.length, 0)
  assert.equal(repo.requests.length, before)
})

test('a missing chart or version, a private repository and an invalid revision give clear errors', async () => {
  const d = deps()
  await assert.rejects(
    fetchRemoteChart(demo('1.0.0', repo.url, 'nope'), d),
    /^RenderError: chart "nope" version "1\.0\.0" from the Helm repository http:\/\/127\.0\.0\.1:\d+ was not found: chart "nope" version "1\.0\.0" not found in/
  )
  await assert.rejects(fetchRemoteChart(demo('9.9.9'), d), /chart "demo" version "9\.9\.9" .* was not found: chart "demo" version "9\.9\.9" not found/)
  await assert.rejects(fetchRemoteChart(demo('^7'), d), /chart "demo" version "\^7" .* was not found/)
  await assert.rejects(fetchRemoteChart(demo('1.0.0', `${repo.url}/private`), d), (e: Error) => {
    assert.match(e.message, /requires credentials \(.*401 Unauthorized\)/)
    assert.match(e.message, /helmCredentials in \.prune-guard\.yaml.*vendor the chart into this repository/)
    return true
  })
  await assert.rejects(fetchRemoteChart(demo('main'), d), /^RenderError: invalid revision 'main': improper constraint: main/)
  await assert.rejects(fetchRemoteChart(demo('1.0.0', 'git@github.com:org/charts.git'), d), /is not http\(s\)/)
  assert.deepEqual(
    readdirSync(d.cacheDir).filter((n) => n.startsWith('.tmp-')),
    [],
    'failed pulls leave no temp dirs'
  )
})

test('concurrent fetches of one key share one helm pull (counted on the server)', async () => {
  const own = await startChartRepo([
    { name: 'demo', version: '1.0.0' },
    { name: 'demo', version: '1.1.0' }
  ])
  try {
    const d = deps()
    const results = await Promise.all(Array.from({ length: 6 }, () => fetchRemoteChart(demo('1.0.0', own.url), d)))
    assert.equal(new Set(results.map((r) => r.chartDir)).size, 1)
    assert.equal(own.count('/demo-1.0.0.tgz'), 1)
    assert.equal(own.count('/index.yaml'), 2, 'read once by the guard (loopback chart URLs), once by helm')
    assert.equal(d.calls.filter((c) => c.args[0] === 'pull').length, 1)
    // A constraint is one key too.
    const ranged = await Promise.all(Array.from({ length: 4 }, () => fetchRemoteChart(demo('^1', own.url), d)))
    assert.deepEqual([...new Set(ranged.map((r) => r.version))], ['1.1.0'])
    assert.equal(own.count('/demo-1.1.0.tgz'), 1)
    assert.equal(d.calls.filter((c) => c.args[0] === 'pull').length, 2)
  } finally {
    await own.close()
  }
})

test('a corrupted or partial cache entry is ignored, and replaced when the network is on', async () => {
  const d = deps()
  const got = await fetchRemoteChart(demo('1.0.0'), d)
  const entry = join(got.chartDir, '..')
  const offline = deps({ cacheDir: d.cacheDir, network: false })
  // A leftover temp dir of a crashed pull is never read.
  mkdirSync(join(d.cacheDir, '.tmp-crashed', 'dl', 'demo'), { recursive: true })
  assert.equal((await fetchRemoteChart(demo('1.0.0'), offline)).fromCache, true)

  appendFileSync(join(got.chartDir, 'templates', 'cm.yaml'), '# truncated or edited\n')
  await assert.rejects(fetchRemoteChart(demo('1.0.0'), offline), /is not in the chart cache/)
  await assert.rejects(fetchRemoteChart(demo('*'), offline), /no cached version matches/)
  const again = await fetchRemoteChart(demo('1.0.0'), d)
  assert.deepEqual([again.fromCache, again.version, again.chartDir], [false, '1.0.0', got.chartDir])
  assert.equal((await fetchRemoteChart(demo('1.0.0'), offline)).fromCache, true)

  rmSync(join(entry, 'meta.json'))
  await assert.rejects(fetchRemoteChart(demo('1.0.0'), offline), /is not in the chart cache/)
  writeFileSync(join(entry, 'meta.json'), '{"complete": tr')
  await assert.rejects(fetchRemoteChart(demo('1.0.0'), offline), /is not in the chart cache/)
  assert.equal((await fetchRemoteChart(demo('1.0.0'), d)).fromCache, false)
  assert.equal((await fetchRemoteChart(demo('1.0.0'), offline)).fromCache, true)
})

test('cache identity: scheme/host case, default port and trailing slash normalize; credentials in the URL are dropped', () => {
  const a = remoteChartRef(parseSource({ repoURL: 'HTTPS://Charts.Example.com:443/stable/', chart: 'demo', targetRevision: '1.0.0' }))
  const b = remoteChartRef(parseSource({ repoURL: 'https://user:secret@charts.example.com/stable', chart: 'demo', targetRevision: '1.0.0' }))
  assert.equal(a.key, b.key)
  assert.equal(b.repo, 'https://charts.example.com/stable')
  assert.notEqual(a.key, remoteChartRef(parseSource({ repoURL: 'https://charts.example.com/stable', chart: 'other', targetRevision: '1.0.0' })).key)
  assert.equal(chartCacheDir('/c', a), chartCacheDir('/c', b))
})

test('R1.1.6 within one run a constraint resolves once: base and head with the same spec get the same chart', async () => {
  const own = await startChartRepo([{ name: 'demo', version: '1.0.0' }])
  try {
    const d = deps()
    const base = await fetchRemoteChart(demo('^1', own.url), d)
    assert.deepEqual([base.version, base.fromCache], ['1.0.0', false])
    // 1.5.0 is published between the base and the head render.
    await packageCharts([{ name: 'demo', version: '1.5.0' }], own.dir)
    await helm(['repo', 'index', own.dir], own.dir)
    const head = await fetchRemoteChart(demo('^1', own.url), d)
    assert.deepEqual([head.version, head.fromCache, head.chartDir], ['1.0.0', true, base.chartDir])
    assert.equal(own.count('/index.yaml'), 2, 'one pull: the guard and helm each read the index once')
    // A new run (another cache dir here) resolves again and sees the new release.
    assert.equal((await fetchRemoteChart(demo('^1', own.url), deps())).version, '1.5.0')
  } finally {
    await own.close()
  }
})
