// Live mode through an Argo CD API server (REST gateway shape) on loopback: http:// as a port-forward, https:// with
// a test CA given as a CA file.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import type { LiveFailure, LiveReader } from '../../src/argocd/live.js'
import { argoCdApiReader, type ArgoCdApiOptions } from '../../src/live/argocd-api.js'
import { isLiveFailure } from '../../src/live/index.js'
import { tempDir } from '../helpers/tools.js'
import { testPki } from './certs.js'
import { application, liveObject, REV_LIVE } from './fixtures.js'
import { FakeArgoCd } from './servers.js'

const TOKEN = 'argocd-project-token.do-not-print.1234'
let plain: FakeArgoCd
let secure: FakeArgoCd

before(async () => {
  const pki = testPki()
  plain = await new FakeArgoCd(TOKEN).start()
  secure = await new FakeArgoCd(TOKEN, { cert: pki.cert, key: pki.key }).start()
  for (const s of [plain, secure])
    s.apps = [application({ name: 'shop' }), application({ name: 'billing', namespace: 'team-a', project: 'team-a', syncStatus: 'Synced' })]
})
after(async () => {
  await plain.stop()
  await secure.stop()
})

function reader(o: Partial<ArgoCdApiOptions> = {}): LiveReader {
  const r = argoCdApiReader({ url: plain.url, token: TOKEN, ...o })
  assert.ok(!isLiveFailure(r), isLiveFailure(r) ? r.message : '')
  return r as LiveReader
}

async function failureOf(r: LiveReader): Promise<LiveFailure> {
  const res = await r.readApps()
  assert.equal(res.ok, false)
  return (res as { ok: false; failure: LiveFailure }).failure
}

test('argocd-api: lists /api/v1/applications over http:// (a port-forward) with the bearer token', async () => {
  plain.requests = []
  const res = await reader().readApps()
  assert.ok(res.ok, res.ok ? '' : res.failure.message)
  assert.equal(res.snapshot.via, 'argocd-api')
  assert.equal(res.snapshot.endpoint, `127.0.0.1:${plain.port}`)
  assert.deepEqual(
    res.snapshot.apps.map((a) => `${a.namespace}/${a.name}:${a.syncStatus}`),
    ['argocd/shop:OutOfSync', 'team-a/billing:Synced']
  )
  assert.equal(res.snapshot.apps[0]!.revision, REV_LIVE)
  assert.equal(res.snapshot.apps[0]!.resources.filter((r) => r.requiresPruning).length, 1)
  assert.equal(res.snapshot.apps[0]!.resources.filter((r) => r.hook).length, 1)
  assert.deepEqual(
    plain.requests.map((r) => [r.path, r.query.toString(), r.auth]),
    [['/api/v1/applications', '', `Bearer ${TOKEN}`]]
  )
})

test('argocd-api: one request per configured namespace with appNamespace (apps in any namespace)', async () => {
  plain.requests = []
  const res = await reader({ namespaces: ['argocd', 'team-a'] }).readApps()
  assert.ok(res.ok)
  assert.deepEqual(
    res.snapshot.apps.map((a) => a.name),
    ['shop', 'billing']
  )
  assert.deepEqual(
    plain.requests.map((r) => r.query.get('appNamespace')),
    ['argocd', 'team-a']
  )
})

test('argocd-api: https:// with --argocd-ca-file; without it (or with another CA) the failure is `tls`', async () => {
  const ok = await reader({ url: secure.url, caFile: testPki().caFile }).readApps()
  assert.ok(ok.ok, ok.ok ? '' : ok.failure.message)
  assert.equal(ok.snapshot.apps.length, 2)
  const f = await failureOf(reader({ url: secure.url, caFile: testPki().otherCaFile }))
  assert.equal(f.kind, 'tls')
  assert.match(f.message, /--argocd-ca-file/)
  assert.equal((await failureOf(reader({ url: secure.url }))).kind, 'tls')
})

test('argocd-api: 401 is `unauthorized`, 403 `forbidden` naming the project role policy; the token is never in a message', async () => {
  const bad = await failureOf(reader({ token: 'wrong-token-value' }))
  assert.equal(bad.kind, 'unauthorized')
  assert.match(bad.message, /ARGOCD_AUTH_TOKEN/)
  assert.ok(!bad.message.includes('wrong-token-value'))
  plain.failWith = 403
  try {
    const f = await failureOf(reader())
    assert.equal(f.kind, 'forbidden')
    assert.match(f.message, /p, proj:<project>:prune-guard, applications, get, <project>\/\*, allow/)
    assert.ok(!f.message.includes(TOKEN))
    plain.failWith = 500
    assert.equal((await failureOf(reader())).kind, 'invalid-response')
  } finally {
    plain.failWith = undefined
  }
})

test('argocd-api: a slow server is `timeout` fast; a closed port `unreachable`', async () => {
  plain.delayMs = 5000
  try {
    const t0 = Date.now()
    const f = await failureOf(reader({ timeoutMs: 250 }))
    assert.equal(f.kind, 'timeout')
    assert.ok(Date.now() - t0 < plain.delayMs, 'the read did not wait for the answer')
    assert.match(f.message, /did not answer within 0\.3 s .*or raise --live-timeout \/ live-timeout\./, 'a shorter per-request bound names the setting')
  } finally {
    plain.delayMs = 0
  }
  assert.equal((await failureOf(reader({ url: 'http://127.0.0.1:1' }))).kind, 'unreachable')
})

test('argocd-api: settings that cannot work are `config` failures naming the setting, never echoing the token', () => {
  const cases: Array<[Partial<ArgoCdApiOptions>, RegExp]> = [
    [{ url: 'argocd.example.com' }, /is not a URL/],
    [{ url: 'ftp://argocd.example.com' }, /must start with https:\/\//],
    [{ url: `https://admin:${TOKEN}@argocd.example.com` }, /must not contain credentials/],
    [{ token: '' }, /no token.*ARGOCD_AUTH_TOKEN/],
    [{ token: 'two\nlines' }, /whitespace or control characters/],
    [{ caFile: join(tempDir(), 'missing.pem') }, /cannot read the CA file .*missing\.pem/]
  ]
  for (const [o, re] of cases) {
    const r = argoCdApiReader({ url: plain.url, token: TOKEN, ...o })
    assert.ok(isLiveFailure(r), JSON.stringify(o))
    assert.equal(r.kind, 'config')
    assert.match(r.message, re)
    assert.ok(!r.message.includes(TOKEN), r.message)
  }
})

test('argocd-api: annotationsOf reads the live manifest through /resource; 403 forbidden, 404 missing', async () => {
  plain.requests = []
  plain.manifests.set(
    'billing|ConfigMap|guestbook|billing-config',
    liveObject('v1', 'ConfigMap', 'guestbook', 'billing-config', { 'argocd.argoproj.io/sync-options': 'Prune=false' })
  )
  plain.forbiddenKinds.add('Deployment')
  const r = reader()
  const res = await r.readApps()
  assert.ok(res.ok)
  const billing = res.snapshot.apps[1]!
  const of = (kind: string) => billing.resources.find((x) => x.kind === kind)!
  assert.deepEqual(await r.annotationsOf!(billing, of('ConfigMap')), { ok: true, annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } })
  assert.deepEqual(await r.annotationsOf!(billing, of('Deployment')), { ok: false, reason: 'forbidden' })
  assert.deepEqual(await r.annotationsOf!(billing, of('PersistentVolumeClaim')), { ok: false, reason: 'missing' })
  const q = plain.requests.find((x) => x.path === '/api/v1/applications/billing/resource')!
  assert.deepEqual(Object.fromEntries(q.query), {
    appNamespace: 'team-a',
    namespace: 'guestbook',
    resourceName: 'billing-config',
    version: 'v1',
    kind: 'ConfigMap',
    group: '',
    project: 'team-a'
  })
  assert.equal(q.auth, `Bearer ${TOKEN}`)
})
