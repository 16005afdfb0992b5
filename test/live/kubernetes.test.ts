// Live mode through a kubeconfig against a loopback Kubernetes API server over HTTPS (test CA made with openssl).
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import type { LiveFailure, LiveReader } from '../../src/argocd/live.js'
import { isLiveFailure } from '../../src/live/index.js'
import { kubernetesReader, type KubernetesOptions } from '../../src/live/kubernetes.js'
import { tempDir } from '../helpers/tools.js'
import { testPki } from './certs.js'
import { application, liveObject, REV_LIVE, REV_OLD } from './fixtures.js'
import { FakeKube, kubeconfig } from './servers.js'

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.kube-sa-token-do-not-print.sig'
let kube: FakeKube

before(async () => {
  const pki = testPki()
  kube = await new FakeKube({ cert: pki.cert, key: pki.key }, TOKEN).start()
})
after(() => kube.stop())

function fresh(): FakeKube {
  kube.apps.clear()
  kube.objects.clear()
  kube.forbiddenNamespaces.clear()
  kube.forbiddenKinds.clear()
  kube.requests = []
  kube.delayMs = 0
  kube.htmlInstead = false
  return kube
}

function reader(o: Partial<KubernetesOptions> & { ca?: string; token?: string } = {}): LiveReader {
  const r = kubernetesReader({ content: kubeconfig({ server: kube.url, ca: o.ca ?? testPki().ca, token: o.token ?? TOKEN }), ...o })
  assert.ok(!isLiveFailure(r), isLiveFailure(r) ? r.message : '')
  return r as LiveReader
}

async function failureOf(r: LiveReader): Promise<LiveFailure> {
  const res = await r.readApps()
  assert.equal(res.ok, false)
  return (res as { ok: false; failure: LiveFailure }).failure
}

test('kubernetes: lists applications.argoproj.io page by page (limit + continue) in every namespace, all pages read', async () => {
  const k = fresh()
  k.apps.set(
    'argocd',
    Array.from({ length: 7 }, (_, i) => application({ name: `app-${i}` }))
  )
  k.apps.set('team-a', [application({ name: 'team-app', namespace: 'team-a', multiSource: true, project: 'team-a' })])
  const res = await reader({ namespaces: ['argocd', 'team-a'], pageSize: 3 }).readApps()
  assert.ok(res.ok)
  assert.equal(res.snapshot.via, 'kubernetes')
  assert.equal(res.snapshot.endpoint, `127.0.0.1:${k.port}`)
  assert.deepEqual(
    res.snapshot.apps.map((a) => `${a.namespace}/${a.name}`),
    [...Array.from({ length: 7 }, (_, i) => `argocd/app-${i}`), 'team-a/team-app']
  )
  const lists = k.requests.filter((r) => r.path.endsWith('/applications'))
  assert.deepEqual(
    lists.map((r) => [r.path.split('/')[5], r.query.get('limit'), r.query.has('continue')]),
    [
      ['argocd', '3', false],
      ['argocd', '3', true],
      ['argocd', '3', true],
      ['team-a', '3', false]
    ]
  )
  assert.ok(lists.every((r) => r.auth === `Bearer ${TOKEN}`))
  const app0 = res.snapshot.apps[0]!
  assert.equal(app0.syncStatus, 'OutOfSync')
  assert.equal(app0.revision, REV_LIVE)
  assert.equal(app0.lastSyncedRevision, REV_OLD)
  assert.equal(app0.operationPhase, 'Succeeded')
  const pvc = app0.resources.find((r) => r.kind === 'PersistentVolumeClaim')!
  assert.deepEqual(pvc, {
    group: '',
    version: 'v1',
    kind: 'PersistentVolumeClaim',
    namespace: 'guestbook',
    name: 'app-0-data',
    status: 'OutOfSync',
    requiresPruning: true
  })
  const multi = res.snapshot.apps[7]!
  assert.deepEqual(multi.revisions, [REV_LIVE, REV_OLD])
  assert.equal(multi.project, 'team-a')
})

test('kubernetes: 403 on the list is `forbidden`, names verb, resource and namespace, never the token', async () => {
  const k = fresh()
  k.apps.set('argocd', [application({ name: 'a' })])
  k.forbiddenNamespaces.add('team-b')
  const f = await failureOf(reader({ namespaces: ['argocd', 'team-b'] }))
  assert.equal(f.kind, 'forbidden')
  assert.match(f.message, /`get` and `list` on applications\.argoproj\.io in namespace team-b/)
  assert.match(f.message, /docs\/live-mode\.md/)
  assert.match(f.message, new RegExp(`127\\.0\\.0\\.1:${k.port}`))
  assert.ok(!f.message.includes(TOKEN) && !f.message.includes('kube-sa-token'))
})

test('kubernetes: a wrong token is `unauthorized`; HTML instead of JSON is `invalid-response`', async () => {
  fresh()
  const f = await failureOf(reader({ token: 'not-the-token' }))
  assert.equal(f.kind, 'unauthorized')
  assert.ok(!f.message.includes('not-the-token'))
  kube.htmlInstead = true
  assert.equal((await failureOf(reader())).kind, 'invalid-response')
})

test('kubernetes: a server slower than the timeout ends fast as `timeout`', async () => {
  const k = fresh()
  k.delayMs = 5000
  const t0 = Date.now()
  const f = await failureOf(reader({ timeoutMs: 300 }))
  const took = Date.now() - t0
  assert.equal(f.kind, 'timeout')
  assert.ok(took < 2000, `took ${took} ms`)
  assert.match(f.message, /did not answer within 0\.3 s/)
})

test('kubernetes: a certificate from another CA is `tls`; a closed port is `unreachable`', async () => {
  fresh()
  const f = await failureOf(reader({ ca: testPki().otherCa }))
  assert.equal(f.kind, 'tls')
  assert.match(f.message, /certificate-authority/)
  const closed = kubernetesReader({ content: kubeconfig({ server: 'https://127.0.0.1:1', ca: testPki().ca, token: TOKEN }) }) as LiveReader
  assert.equal((await failureOf(closed)).kind, 'unreachable')
})

test('kubernetes: a kubeconfig without a usable context is a `config` failure naming the fix; never a default config', () => {
  const noCurrent = kubernetesReader({ content: kubeconfig({ server: kube.url, ca: testPki().ca, token: TOKEN, currentContext: null }) })
  assert.ok(isLiveFailure(noCurrent))
  assert.equal(noCurrent.kind, 'config')
  assert.match(noCurrent.message, /no current-context.*--kube-context/)
  const unknownCtx = kubernetesReader({ content: kubeconfig({ server: kube.url, ca: testPki().ca, token: TOKEN }), context: 'prod' })
  assert.ok(isLiveFailure(unknownCtx))
  assert.match(unknownCtx.message, /no context named 'prod'.*Its contexts: ci/)
  const empty = kubernetesReader({ content: '' })
  assert.ok(isLiveFailure(empty) && empty.kind === 'config')
  const missing = kubernetesReader({ path: join(tempDir(), 'nope.yaml') })
  assert.ok(isLiveFailure(missing))
  assert.match(missing.message, /nope\.yaml.*cannot read the file/)
  // YAML the parser rejects: its message would quote the content, so only a generic message, never the token.
  const broken = kubernetesReader({ content: `users:\n- name: x\n  user: {token: ${TOKEN}\n` })
  assert.ok(isLiveFailure(broken))
  assert.ok(!broken.message.includes(TOKEN))
  const http = kubernetesReader({ content: kubeconfig({ server: 'http://127.0.0.1:8080', ca: testPki().ca, token: TOKEN }) })
  assert.ok(isLiveFailure(http))
  assert.match(http.message, /must use an https:\/\/ server/)
})

test('kubernetes: a kubeconfig file with a relative CA file and an explicit context', async () => {
  const k = fresh()
  k.apps.set('argocd', [application({ name: 'from-file' })])
  const dir = tempDir()
  writeFileSync(join(dir, 'ca.crt'), testPki().ca)
  const text = kubeconfig({ server: k.url, ca: testPki().ca, token: TOKEN, currentContext: null }).replace(
    /certificate-authority-data: .*/,
    'certificate-authority: ca.crt'
  )
  writeFileSync(join(dir, 'config'), text)
  const r = kubernetesReader({ path: join(dir, 'config'), context: 'ci' })
  assert.ok(!isLiveFailure(r))
  const res = await r.readApps()
  assert.ok(res.ok, res.ok ? '' : res.failure.message)
  assert.deepEqual(
    res.snapshot.apps.map((a) => a.name),
    ['from-file']
  )
})

test('kubernetes: annotationsOf reads the tracked object (discovery finds the plural); 403 forbidden, 404 missing; only in-cluster apps', async () => {
  const k = fresh()
  k.apps.set('argocd', [
    application({ name: 'shop' }),
    application({ name: 'remote', destination: { server: 'https://prod.example.com', namespace: 'guestbook' } })
  ])
  k.objects.set(
    'v1|ConfigMap|guestbook|shop-config',
    liveObject('v1', 'ConfigMap', 'guestbook', 'shop-config', { 'argocd.argoproj.io/sync-options': 'Prune=false' })
  )
  k.objects.set(
    'apps/v1|Deployment|guestbook|shop-web',
    liveObject('apps/v1', 'Deployment', 'guestbook', 'shop-web', { 'argocd.argoproj.io/sync-options': 'Delete=confirm' })
  )
  k.forbiddenKinds.add('PersistentVolumeClaim')
  const r = reader()
  const res = await r.readApps()
  assert.ok(res.ok)
  const [shop, remote] = res.snapshot.apps as [(typeof res.snapshot.apps)[0], (typeof res.snapshot.apps)[0]]
  const byKind = (app: typeof shop, kind: string) => app.resources.find((x) => x.kind === kind)!
  assert.deepEqual(await r.annotationsOf!(shop, byKind(shop, 'ConfigMap')), { ok: true, annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } })
  assert.deepEqual(await r.annotationsOf!(shop, byKind(shop, 'Deployment')), { ok: true, annotations: { 'argocd.argoproj.io/sync-options': 'Delete=confirm' } })
  assert.deepEqual(await r.annotationsOf!(shop, byKind(shop, 'PersistentVolumeClaim')), { ok: false, reason: 'forbidden' })
  assert.deepEqual(await r.annotationsOf!(shop, { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'guestbook', name: 'gone' }), {
    ok: false,
    reason: 'missing'
  })
  assert.ok(k.requests.some((q) => q.path === '/api/v1') && k.requests.some((q) => q.path === '/apis/apps/v1'), 'discovery was used')
  assert.ok(k.requests.some((q) => q.path === '/apis/apps/v1/namespaces/guestbook/deployments/shop-web'))
  const before = k.requests.length
  // Another cluster's object of the same name is not this one: no read, outcome from the render.
  assert.deepEqual(await r.annotationsOf!(remote, byKind(remote, 'ConfigMap')), { ok: false, reason: 'error' })
  assert.equal(k.requests.length, before)
})
