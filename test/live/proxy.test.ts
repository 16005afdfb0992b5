// Live mode behind a proxy: the Argo CD API reader follows HTTPS_PROXY / HTTP_PROXY / NO_PROXY of the env passed in
// (the runner's rules, as @actions/http-client applies them), through a real loopback CONNECT proxy in front of the
// loopback Argo CD API server; the token travels only inside the TLS tunnel. The Kubernetes reader follows the
// kubeconfig cluster's proxy-url (@kubernetes/client-node).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { after, before, test } from 'node:test'
import type { LiveFailure, LiveReader } from '../../src/argocd/live.js'
import { liveFromFlags } from '../../src/cli/live.js'
import { readInputs } from '../../src/github/inputs.js'
import { Runner } from '../../src/github/runner.js'
import { argoCdApiReader, type ArgoCdApiOptions } from '../../src/live/argocd-api.js'
import { isLiveFailure } from '../../src/live/index.js'
import { kubernetesReader } from '../../src/live/kubernetes.js'
import { proxyFor } from '../../src/live/proxy.js'
import { testPki } from './certs.js'
import { ConnectProxy } from './connect-proxy.js'
import { application, liveObject } from './fixtures.js'
import { FakeArgoCd, FakeKube, kubeconfig } from './servers.js'

const TOKEN = 'argocd-token-behind-proxy.never-in-clear.7777'
let secure: FakeArgoCd
let plain: FakeArgoCd
let proxy: ConnectProxy

before(async () => {
  const pki = testPki()
  secure = await new FakeArgoCd(TOKEN, { cert: pki.cert, key: pki.key }).start()
  plain = await new FakeArgoCd(TOKEN).start()
  for (const s of [secure, plain]) s.apps = [application({ name: 'shop' })]
  secure.manifests.set('shop|ConfigMap|guestbook|shop-config', liveObject('v1', 'ConfigMap', 'guestbook', 'shop-config', { a: 'b' }))
  proxy = await new ConnectProxy().start()
})
after(async () => {
  await secure.stop()
  await plain.stop()
  await proxy.stop()
})

/** The secure server under a name that is not loopback: only the proxy can reach it (it resolves every name to 127.0.0.1). */
const named = () => `https://argocd.example.test:${secure.port}`

function reader(env: NodeJS.ProcessEnv, o: Partial<ArgoCdApiOptions> = {}): LiveReader {
  const r = argoCdApiReader({ url: named(), token: TOKEN, caFile: testPki().caFile, env, ...o })
  assert.ok(!isLiveFailure(r), isLiveFailure(r) ? r.message : '')
  return r as LiveReader
}

test('argocd-api behind HTTPS_PROXY: a CONNECT tunnel to host:port, TLS with --argocd-ca-file inside it; the proxy never sees the token', async () => {
  proxy.reset()
  const r = reader({ HTTPS_PROXY: proxy.url })
  const res = await r.readApps()
  assert.ok(res.ok, res.ok ? '' : res.failure.message)
  assert.deepEqual(
    res.snapshot.apps.map((a) => a.name),
    ['shop']
  )
  const shop = res.snapshot.apps[0]!
  const cm = shop.resources.find((x) => x.kind === 'ConfigMap')!
  assert.deepEqual(await r.annotationsOf!(shop, cm), { ok: true, annotations: { a: 'b' } })
  assert.deepEqual(proxy.tunnels, [`argocd.example.test:${secure.port}`, `argocd.example.test:${secure.port}`], 'one tunnel per request')
  assert.deepEqual(proxy.plainRequests, [], 'never a request in clear text to the proxy')
  assert.ok(proxy.relayedText().length > 0)
  assert.ok(!proxy.relayedText().includes(TOKEN) && !proxy.relayedText().includes('Bearer'), 'the token crosses the proxy only encrypted')
  assert.deepEqual(proxy.proxyAuth, [undefined, undefined])
  // The lower-case variable wins, as on the runner: a dead upper-case one is not used.
  proxy.reset()
  assert.ok((await reader({ https_proxy: proxy.url, HTTPS_PROXY: 'http://127.0.0.1:1' }).readApps()).ok)
  assert.equal(proxy.tunnels.length, 1)
})

test('argocd-api and NO_PROXY: a matching entry (domain, .domain, host:port, *) goes direct; loopback is always direct', async () => {
  for (const noProxy of ['example.test', '.example.test', `argocd.example.test:${secure.port}`, 'other.test, *', 'EXAMPLE.TEST']) {
    proxy.reset()
    const res = await reader({ HTTPS_PROXY: proxy.url, NO_PROXY: noProxy }).readApps()
    assert.deepEqual(proxy.tunnels, [], noProxy)
    // Direct, the name does not resolve (no DNS for example.test here): proof the proxy was bypassed.
    assert.equal(!res.ok && res.failure.kind, 'unreachable', noProxy)
  }
  for (const noProxy of ['other.test', `argocd.example.test:1`, 'xample.test']) {
    proxy.reset()
    const res = await reader({ HTTPS_PROXY: proxy.url, no_proxy: noProxy }).readApps()
    assert.ok(res.ok, noProxy)
    assert.equal(proxy.tunnels.length, 1, noProxy)
  }
  // 127.0.0.1 (a port-forward, the other loopback server) never goes through the proxy, NO_PROXY or not.
  proxy.reset()
  assert.ok((await reader({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url }, { url: plain.url, caFile: undefined }).readApps()).ok)
  assert.ok((await reader({ HTTPS_PROXY: proxy.url }, { url: secure.url }).readApps()).ok)
  assert.deepEqual(proxy.tunnels, [])
})

test('argocd-api behind a proxy: http:// to a proxied host is refused (the token would cross in clear); bad proxy values name the variable', () => {
  const clear = argoCdApiReader({ url: 'http://argocd.example.test:8080', token: TOKEN, env: { HTTP_PROXY: proxy.url } })
  assert.ok(isLiveFailure(clear))
  assert.equal(clear.kind, 'config')
  assert.match(
    clear.message,
    /through the proxy in HTTP_PROXY, which would see the token in clear text .*Use https:\/\/, or add argocd\.example\.test to NO_PROXY/
  )
  const direct = argoCdApiReader({ url: 'http://argocd.example.test:8080', token: TOKEN, env: { HTTP_PROXY: proxy.url, NO_PROXY: 'example.test' } })
  assert.ok(!isLiveFailure(direct))
  const bad = argoCdApiReader({ url: named(), token: TOKEN, env: { HTTPS_PROXY: 'http://user:pw-secret@' } })
  assert.ok(isLiveFailure(bad))
  assert.match(bad.message, /HTTPS_PROXY is not a URL: give the proxy as http:\/\/<host>:<port>/)
  assert.ok(!bad.message.includes('pw-secret'))
})

test('argocd-api behind a proxy that refuses CONNECT: `unreachable` naming the proxy host:port and NO_PROXY, never its password', async () => {
  proxy.reset()
  proxy.refuseWith = 403
  try {
    const res = await reader({ HTTPS_PROXY: `http://ci-user:pw-secret@127.0.0.1:${proxy.port}` }).readApps()
    assert.equal(res.ok, false)
    const f = (res as { failure: LiveFailure }).failure
    assert.equal(f.kind, 'unreachable')
    assert.match(f.message, new RegExp(`through the proxy at 127\\.0\\.0\\.1:${proxy.port} \\(HTTPS_PROXY\\).*NO_PROXY`))
    assert.ok(!f.message.includes('pw-secret') && !f.message.includes('ci-user'))
    assert.deepEqual(proxy.proxyAuth, [`Basic ${Buffer.from('ci-user:pw-secret').toString('base64')}`], 'the proxy credentials go in Proxy-Authorization')
  } finally {
    proxy.refuseWith = undefined
  }
})

test('proxy choice agrees with @actions/http-client getProxyUrl (the runner rules) on a table of cases', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://proxy:3128' }],
    ['https://argocd.example.com', { https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2' }],
    ['https://argocd.example.com', { HTTP_PROXY: 'http://proxy:3128' }],
    ['http://argocd.example.com', { HTTP_PROXY: 'proxy.corp' }],
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: 'example.com' }],
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: '.example.com' }],
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: 'argocd.example.com:443' }],
    ['https://argocd.example.com:8443', { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: 'argocd.example.com:443' }],
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://proxy:3128', no_proxy: 'xample.com', NO_PROXY: 'example.com' }],
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: ' other.org , * ' }],
    ['https://localhost:8080', { HTTPS_PROXY: 'http://proxy:3128' }],
    ['https://127.0.0.1:8080', { HTTPS_PROXY: 'http://proxy:3128' }],
    ['https://[::1]:8080', { HTTPS_PROXY: 'http://proxy:3128' }],
    ['https://argocd.example.com', { HTTPS_PROXY: 'http://u:p%40ss@proxy:3128' }]
  ]
  const script = `import { getProxyUrl } from '@actions/http-client/lib/proxy'
const out = []
for (const [url, env] of JSON.parse(process.argv[1])) {
  for (const k of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) delete process.env[k]
  Object.assign(process.env, env)
  out.push(getProxyUrl(new URL(url))?.href ?? null)
}
console.log(JSON.stringify(out))`
  // The library reads process.env: it runs in a child process, so this test's own environment stays as it is.
  const lib = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { encoding: 'utf8' }))
  const ours = cases.map(([url, env]) => proxyFor(new URL(url), env)?.url.href ?? null)
  assert.deepEqual(ours, lib)
  assert.ok(ours.filter((x) => x !== null).length >= 5, 'the table exercises both answers')
  // One deliberate difference: the library reads `proxy.corp:3128` as a URL of scheme `proxy.corp:` (unusable);
  // here it is the http:// proxy it means, as curl reads it.
  assert.equal(proxyFor(new URL('https://a.example.com'), { HTTPS_PROXY: 'proxy.corp:3128' })?.url.href, 'http://proxy.corp:3128/')
})

test('action inputs: the runner env passed to the inputs carries HTTPS_PROXY to the Argo CD API reader', async () => {
  proxy.reset()
  const runner = new Runner(
    {
      GITHUB_WORKSPACE: testPki().dir,
      RUNNER_TEMP: '/tmp/rt',
      'INPUT_ARGOCD-SERVER': named(),
      'INPUT_ARGOCD-AUTH-TOKEN': TOKEN,
      'INPUT_ARGOCD-CA-FILE': 'test-ca.crt',
      HTTPS_PROXY: proxy.url
    },
    () => {}
  )
  const res = await (await readInputs(runner)).live!.readApps()
  assert.ok(res.ok, res.ok ? '' : res.failure.message)
  assert.deepEqual(proxy.tunnels, [`argocd.example.test:${secure.port}`])
})

test('CLI flags: the process env handed to liveFromFlags carries HTTPS_PROXY to the Argo CD API reader', async () => {
  proxy.reset()
  const r = await liveFromFlags({ 'argocd-server': named(), 'argocd-ca-file': testPki().caFile }, { ARGOCD_AUTH_TOKEN: TOKEN, HTTPS_PROXY: proxy.url })
  assert.ok(r && !isLiveFailure(r), isLiveFailure(r) ? r.message : '')
  const res = await r.readApps()
  assert.ok(res.ok, res.ok ? '' : res.failure.message)
  assert.deepEqual(proxy.tunnels, [`argocd.example.test:${secure.port}`])
})

test("kubernetes reader: the kubeconfig cluster's proxy-url tunnels the requests (@kubernetes/client-node)", async () => {
  const pki = testPki()
  const KUBE_TOKEN = 'kube-token-behind-proxy.4242'
  const kube = await new FakeKube({ cert: pki.cert, key: pki.key }, KUBE_TOKEN).start()
  try {
    kube.apps.set('argocd', [application({ name: 'shop' })])
    proxy.reset()
    const kc = kubeconfig({ server: `https://kube.example.test:${kube.port}`, ca: pki.ca, token: KUBE_TOKEN }).replace(
      '    certificate-authority-data:',
      `    proxy-url: ${proxy.url}\n    certificate-authority-data:`
    )
    const r = kubernetesReader({ content: kc })
    assert.ok(!isLiveFailure(r), isLiveFailure(r) ? r.message : '')
    const res = await r.readApps()
    assert.ok(res.ok, res.ok ? '' : res.failure.message)
    assert.equal(res.snapshot.apps[0]!.name, 'shop')
    assert.ok(proxy.tunnels.length >= 1 && proxy.tunnels.every((t) => t === `kube.example.test:${kube.port}`), JSON.stringify(proxy.tunnels))
    assert.ok(!proxy.relayedText().includes(KUBE_TOKEN))
  } finally {
    await kube.stop()
  }
})
