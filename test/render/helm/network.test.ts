// The network policy on everything helm would fetch for PR content (issue 8 item 5): URL value files, URL
// fileParameters, chart repositories, redirects and index.yaml `urls:`. A loopback server stands for a cloud
// metadata endpoint: its answer must never reach a render, and offline it must not even be asked.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderHelm } from '../../../src/render/helm/helm.js'
import { fetchGuarded, EgressRefused, startEgressProxy } from '../../../src/render/network/egress.js'
import { fetchRemoteChart } from '../../../src/render/helm/remote-chart.js'
import { NotRenderedError } from '../../../src/render/types.js'
import { runner, tempDir } from '../../helpers/tools.js'
import { serveDir, serveSecret, source, startChartRepo, toolbox, type ChartRepo, type LoopbackServer } from '../../helpers/chart-repo.js'
import { dataOf, repoWithChart, request } from '../../fixtures/helm/charts.js'

const SECRET = 'AKIA-METADATA-CREDENTIAL-4242'
let secret: LoopbackServer
let values: LoopbackServer
let secretHost: string
let valuesHost: string

before(async () => {
  secret = await serveSecret(`leak: ${SECRET}\n`)
  const dir = tempDir('pg-values-')
  writeFileSync(join(dir, 'v.yaml'), 'fromUrl: remote-value\n')
  writeFileSync(join(dir, 'f.txt'), 'file-param-content')
  values = await serveDir(dir, { redirects: { '/hop.yaml': '/v.yaml' } })
  secretHost = new URL(secret.url).host
  valuesHost = new URL(values.url).host
})
after(async () => {
  await secret.close()
  await values.close()
})

const helmDeps = (network?: { network: boolean; allowedHosts: string[] }) => ({ runner, helm: () => toolbox.helm(), network })

async function notRendered(p: Promise<unknown>, reason: RegExp): Promise<void> {
  await assert.rejects(p, (e: unknown) => {
    assert.ok(e instanceof NotRenderedError, `expected NotRenderedError, got ${String(e)}`)
    assert.match(e.message, reason)
    assert.ok(!e.message.includes(SECRET))
    return true
  })
}

test('URL value file: offline nothing is fetched at all; the source is not rendered with the reason', async () => {
  const { root, app } = repoWithChart()
  const before = secret.requests.length
  await notRendered(
    renderHelm(request(root, app, { helm: { valueFiles: [`${secret.url}/latest/meta-data/`] } }), helmDeps({ network: false, allowedHosts: ['127.0.0.1'] })),
    /network is off/
  )
  // No policy given at all is offline too.
  await notRendered(renderHelm(request(root, app, { helm: { valueFiles: [`${secret.url}/x`] } }), helmDeps()), /network is off/)
  assert.equal(secret.requests.length, before, 'the metadata stand-in was never asked')
})

test('URL value file and fileParameters: a host not in allowedHosts (or not listed exactly with its port) is refused before any connection', async () => {
  const { root, app } = repoWithChart()
  const before = secret.requests.length
  for (const allowedHosts of [[valuesHost], ['127.0.0.1:1'], ['*.github.io']]) {
    await notRendered(
      renderHelm(request(root, app, { helm: { valueFiles: [`${secret.url}/v`] } }), helmDeps({ network: true, allowedHosts })),
      /not in allowedHosts/
    )
    await notRendered(
      renderHelm(request(root, app, { helm: { fileParameters: [{ name: 'x', path: `${secret.url}/f` }] } }), helmDeps({ network: true, allowedHosts })),
      /fileParameters entry x: .* not in allowedHosts/
    )
  }
  assert.equal(secret.requests.length, before)
})

test('URL value file and fileParameters listed exactly as 127.0.0.1:PORT: fetched by the guard, helm gets local files only', async () => {
  const { root, app } = repoWithChart()
  const out = await renderHelm(
    request(root, app, { helm: { valueFiles: [`${values.url}/hop.yaml`], fileParameters: [{ name: 'fp', path: `${values.url}/f.txt` }] } }),
    helmDeps({ network: true, allowedHosts: [valuesHost] })
  )
  assert.equal(dataOf(out).v_fromUrl, 'string:remote-value')
  assert.equal(dataOf(out).v_fp, 'string:file-param-content')
  assert.ok(!JSON.stringify(out.commands).includes(values.url), 'no URL in the helm argv')
})

test('a redirect from an allowed host to a host not allowed is refused at that hop', async () => {
  const dir = tempDir('pg-redir-')
  const redirector = await serveDir(dir, { redirects: { '/v.yaml': `${secret.url}/latest/meta-data/iam` } })
  try {
    const before = secret.requests.length
    const { root, app } = repoWithChart()
    await notRendered(
      renderHelm(
        request(root, app, { helm: { valueFiles: [`${redirector.url}/v.yaml`] } }),
        helmDeps({ network: true, allowedHosts: [new URL(redirector.url).host] })
      ),
      /redirects to http:\/\/127\.0\.0\.1:\d+\/latest\/meta-data\/iam: host 127\.0\.0\.1:\d+ is not in allowedHosts/
    )
    assert.equal(secret.requests.length, before)
    await assert.rejects(fetchGuarded(`${redirector.url}/v.yaml`, { network: true, allowedHosts: [new URL(redirector.url).host] }), EgressRefused)
  } finally {
    await redirector.close()
  }
})

test('a name that resolves to an internal address is refused at connect time (DNS answer checked by the lookup)', async () => {
  let calls = 0
  // First answer public (passes the pre-check), then loopback: a rebinding attempt.
  const resolve = async () => (calls++ === 0 ? ['93.184.216.34'] : ['127.0.0.1'])
  const port = new URL(secret.url).port
  const before = secret.requests.length
  await assert.rejects(fetchGuarded(`http://values.example.test:${port}/v`, { network: true, allowedHosts: ['*.example.test'], resolve }), /internal address/)
  assert.equal(secret.requests.length, before)
})

// ---- helm pull through the egress proxy: names resolve to 127.0.0.1 through the injected resolver, so helm sends
// them to the proxy (Go bypasses proxies only for localhost and loopback literals).

let repo: ChartRepo
before(async () => {
  repo = await startChartRepo([{ name: 'demo', version: '1.0.0' }])
})
after(() => repo.close())

const toLoopback = async () => ['127.0.0.1']

function pointIndexAt(r: ChartRepo, chartUrl: string): void {
  const index = join(r.dir, 'index.yaml')
  writeFileSync(index, readFileSync(index, 'utf8').replace(/- demo-1\.0\.0\.tgz/, `- ${chartUrl}`))
}

test('helm pull: index.yaml urls pointing at a host not allowed are refused by the egress proxy; the answer never arrives', async () => {
  const own = await startChartRepo([{ name: 'demo', version: '1.0.0' }])
  try {
    pointIndexAt(own, `http://metadata.internal.test:${new URL(secret.url).port}/demo-1.0.0.tgz`)
    const repoURL = `http://charts.example.test:${new URL(own.url).port}`
    const before = secret.requests.length
    const deps = {
      runner,
      helm: () => toolbox.helm(),
      cacheDir: tempDir('pg-cache-'),
      network: true,
      allowedHosts: [`charts.example.test:${new URL(own.url).port}`],
      resolve: toLoopback
    }
    await notRendered(
      fetchRemoteChart(source({ repoURL, chart: 'demo', targetRevision: '1.0.0' }), deps),
      /network policy refuses .*metadata\.internal\.test.* not in allowedHosts/
    )
    assert.equal(secret.requests.length, before)
    assert.ok(own.count('/index.yaml') >= 1, 'the allowed repository was reached through the proxy')
  } finally {
    await own.close()
  }
})

test('helm pull: index.yaml urls on a loopback literal (which Go sends without the proxy) are refused before helm starts', async () => {
  const own = await startChartRepo([{ name: 'demo', version: '1.0.0' }])
  try {
    pointIndexAt(own, `${secret.url}/demo-1.0.0.tgz`)
    const calls: string[][] = []
    const rec = { run: (t: Parameters<typeof runner.run>[0], a: string[], o: Parameters<typeof runner.run>[2]) => (calls.push(a), runner.run(t, a, o)) }
    const before = secret.requests.length
    const deps = { runner: rec, helm: () => toolbox.helm(), cacheDir: tempDir('pg-cache-'), network: true, allowedHosts: [new URL(own.url).host] }
    await notRendered(
      fetchRemoteChart(source({ repoURL: own.url, chart: 'demo', targetRevision: '1.0.0' }), deps),
      /lists a chart at http:\/\/127\.0\.0\.1:\d+\/demo-1\.0\.0\.tgz, which is not fetched: host 127\.0\.0\.1:\d+ is not in allowedHosts/
    )
    assert.deepEqual(calls, [], 'helm never started')
    assert.equal(secret.requests.length, before)
  } finally {
    await own.close()
  }
})

test('helm pull: the chart repository itself must be allowed; offline nothing starts; allowed exactly it is pulled', async () => {
  const deps = { runner, helm: () => toolbox.helm(), cacheDir: tempDir('pg-cache-'), network: true, allowedHosts: ['*.github.io'] }
  const src = source({ repoURL: repo.url, chart: 'demo', targetRevision: '1.0.0' })
  const before = repo.requests.length
  await notRendered(fetchRemoteChart(src, deps), /not in allowedHosts/)
  await assert.rejects(fetchRemoteChart(src, { ...deps, network: false }), /network is off/)
  assert.equal(repo.requests.length, before)
  const got = await fetchRemoteChart(src, { ...deps, allowedHosts: [new URL(repo.url).host] })
  assert.equal(got.version, '1.0.0')
})

test('egress proxy: CONNECT to a host not allowed gets 403 and is recorded; an allowed one is tunnelled', async () => {
  const proxy = await startEgressProxy({ network: true, allowedHosts: [valuesHost] })
  try {
    const { connect } = await import('node:net')
    const ask = (target: string) =>
      new Promise<string>((ok, fail) => {
        const s = connect(Number(new URL(proxy.env.HTTP_PROXY!).port), '127.0.0.1', () => s.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`))
        s.once('data', (b) => (ok(b.toString().split('\r\n')[0]!), s.destroy()))
        s.once('error', fail)
      })
    assert.match(await ask(secretHost), /403/)
    assert.match(proxy.refused[0]!, /not in allowedHosts/)
    assert.match(await ask(valuesHost), /200 Connection Established/)
  } finally {
    await proxy.close()
  }
})

test('a failing `helm version` probe (e.g. a timeout under load) is "not rendered", never blamed on Argo CD; a missing binary stays an environment error', async () => {
  const { MissingBinaryError } = await import('../../../src/render/binaries.js')
  const { root, app } = repoWithChart()
  const probeFails = { runner, helm: () => Promise.reject(new Error('helm version timed out after 30000 ms')) }
  await notRendered(
    renderHelm(request(root, app), probeFails),
    /helm could not be started by the guard \(helm version timed out.*not an error Argo CD would report/
  )
  const src = source({ repoURL: repo.url, chart: 'demo', targetRevision: '9.9.9' })
  await notRendered(
    fetchRemoteChart(src, { ...probeFails, cacheDir: tempDir('pg-cache-'), network: true, allowedHosts: [new URL(repo.url).host] }),
    /helm could not be started/
  )
  const missing = { runner, helm: () => Promise.reject(new MissingBinaryError('helm', ['PATH'])) }
  await assert.rejects(renderHelm(request(root, app), missing), MissingBinaryError)
})
