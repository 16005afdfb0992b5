// createLiveReader: the one place live settings are checked (CLI and action both call it).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createLiveReader, isLiveFailure, parseLiveTimeout } from '../../src/live/index.js'
import { readLive } from '../../src/pipeline/live.js'
import { parseLiveApplication, parseApplicationList } from '../../src/live/application.js'
import { application, REV_LIVE, REV_OLD } from './fixtures.js'

test('live settings: off without a source; both sources at once, a bad namespace or a stray context are config failures', async () => {
  assert.equal(await createLiveReader({}), undefined)
  assert.equal(await createLiveReader({ namespaces: ['argocd'] }), undefined)
  const both = await createLiveReader({ kubeconfig: { content: 'x' }, argocdServer: { url: 'https://argocd.example.com', token: 't' } })
  assert.ok(isLiveFailure(both))
  assert.match(both.message, /either a kubeconfig .* or an Argo CD API server .*not both/)
  const ns = await createLiveReader({ argocdServer: { url: 'https://argocd.example.com', token: 't' }, namespaces: ['Team_A'] })
  assert.ok(isLiveFailure(ns))
  assert.match(ns.message, /'Team_A' \(--live-namespace \/ live-namespaces\) is not a namespace name/)
  const ctx = await createLiveReader({ kubeconfig: { context: 'prod' } })
  assert.ok(isLiveFailure(ctx))
  assert.match(ctx.message, /--kube-context needs --kubeconfig/)
  const api = await createLiveReader({ argocdServer: { url: 'https://argocd.example.com', token: 't' } })
  assert.ok(api && !isLiveFailure(api) && typeof api.readApps === 'function')
})

test('Application parsing: sync, operation and resources; multi-source revisions; source paths; Go null items; bad shapes rejected', () => {
  const single = parseLiveApplication(application({ name: 'shop', phase: 'Running' })).app
  assert.equal(single.revision, REV_LIVE)
  assert.equal(single.lastSyncedRevision, REV_OLD)
  assert.equal(single.operationPhase, 'Running')
  assert.equal(single.project, 'default')
  assert.deepEqual(
    single.resources.map((r) => `${r.group}/${r.kind}/${r.namespace}/${r.name}${r.requiresPruning ? ' prune' : ''}${r.hook ? ' hook' : ''}`),
    [
      '/ConfigMap/guestbook/shop-config',
      'apps/Deployment/guestbook/shop-web',
      '/PersistentVolumeClaim/guestbook/shop-data prune',
      'batch/Job/guestbook/shop-migrate hook',
      'rbac.authorization.k8s.io/ClusterRole//shop-reader'
    ]
  )
  const multi = parseLiveApplication(application({ name: 'm', multiSource: true })).app
  assert.equal(multi.revision, REV_LIVE)
  assert.deepEqual(multi.revisions, [REV_LIVE, REV_OLD])
  assert.equal(multi.lastSyncedRevision, REV_OLD)
  // Source paths tell same-named Applications of several files apart (plan/live.ts liveAppsByPlan); '' for a ref source.
  assert.deepEqual(single.paths, ['apps/shop'])
  assert.deepEqual(multi.paths, ['apps/m', ''])
  // Never synced: no status at all.
  assert.deepEqual(parseLiveApplication({ metadata: { name: 'new' } }, 'argocd').app, { name: 'new', namespace: 'argocd', resources: [] })
  assert.deepEqual(parseApplicationList({ metadata: {}, items: null }).apps, [])
  assert.throws(() => parseApplicationList({ items: {} }), /items is not a list/)
  assert.throws(() => parseApplicationList('<html>'), /not a JSON object/)
  assert.throws(
    () => parseLiveApplication({ metadata: { name: 'x' }, status: { resources: [{ name: 'y' }] } }, 'argocd'),
    /status\.resources\[0\] has no kind or name/
  )
})

test('--live-timeout / live-timeout: 1-600 seconds; bad values name the value and the range; the reader carries the bound', async () => {
  assert.equal(parseLiveTimeout('30', '--live-timeout'), 30_000)
  assert.equal(parseLiveTimeout('1.5', '--live-timeout'), 1_500)
  assert.equal(parseLiveTimeout('600', 'live-timeout'), 600_000)
  for (const bad of ['abc', '0', '0.5', '601', '-5', '1e3', '', ' ', '30s']) {
    const f = parseLiveTimeout(bad, 'live-timeout')
    assert.ok(typeof f === 'object', bad)
    assert.equal(f.kind, 'config')
    assert.ok(f.message.startsWith(`live-timeout: '${bad}' is not a number of seconds (1-600).`), f.message)
  }
  const r = await createLiveReader({ argocdServer: { url: 'https://argocd.example.com', token: 't' }, readTimeoutMs: 30_000 })
  assert.ok(r && !isLiveFailure(r))
  assert.equal(r.readTimeoutMs, 30_000)
  // The bound is added around the reader, not written into it: both reads are still the reader's.
  assert.equal(typeof r.readApps, 'function')
  assert.equal(typeof r.annotationsOf, 'function')
  const plain = await createLiveReader({ argocdServer: { url: 'https://argocd.example.com', token: 't' } })
  assert.ok(plain && !isLiveFailure(plain))
  assert.equal(plain.readTimeoutMs, undefined, 'default: the pipeline bound (120 s)')
})

test("the pipeline bounds the whole live read by the reader's readTimeoutMs (--live-timeout), with the fallback warning", async () => {
  const warned: string[] = []
  const t0 = Date.now()
  const r = await readLive(
    { readApps: () => new Promise(() => {}), readTimeoutMs: 300 },
    () => {},
    (l) => warned.push(l)
  )
  assert.ok(Date.now() - t0 < 5_000)
  assert.equal(!r.ok && r.failure.kind, 'timeout')
  assert.match(
    warned.join('\n'),
    /live mode failed \(the request timed out\): the live read did not finish within 0\.3 s \(--live-timeout \/ live-timeout\)\. Falling back to the offline answer\./
  )
})
