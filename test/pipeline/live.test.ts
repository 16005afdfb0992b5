// Live mode end to end (issue 13): analyze() on a real git repository with an in-memory LiveReader (the seam between
// the pipeline and the cluster readers). Directory apps: no renderer process is needed.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { LiveApp, LiveReader, LiveResource } from '../../src/argocd/live.js'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { assertValidReport } from '../helpers/schema.js'
import { devBinaries } from '../helpers/tools.js'

const app = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
  source:
    repoURL: ${ORIGIN}
    targetRevision: HEAD
    path: apps/${name}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}
  syncPolicy:
    automated:
      prune: true
`
const cm = (name: string, value = '1') => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  v: "${value}"\n`
const res = (name: string, extra: Partial<LiveResource> = {}): LiveResource => ({
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  namespace: 'web',
  name,
  status: 'Synced',
  ...extra
})

// c0 (what the cluster is synced to) → base (a changed) → head (a changed again, b removed).
const dir = makeRepo({
  'argocd/web.yaml': app('web'),
  'apps/web/a.yaml': cm('a'),
  'apps/web/b.yaml': cm('b'),
  'argocd/api.yaml': app('api'),
  'apps/api/a.yaml': cm('a')
})
const c0 = git(dir, 'rev-parse', 'HEAD')
const base = commit(dir, { 'apps/web/a.yaml': cm('a', '2') }, 'base')
commit(dir, { 'apps/web/a.yaml': cm('a', '3') }, 'head', ['apps/web/b.yaml'])

const liveApps = (revision = c0): LiveApp[] => [
  {
    name: 'web',
    namespace: 'argocd',
    syncStatus: 'OutOfSync',
    revision,
    resources: [
      res('a', { status: 'OutOfSync' }),
      res('b'),
      res('leftover', { requiresPruning: true, status: 'OutOfSync' }),
      res('migrate', { group: 'batch', kind: 'Job', hook: true })
    ]
  },
  { name: 'api', namespace: 'argocd', syncStatus: 'Synced', revision: base, resources: [res('a', { namespace: 'api' }), res('old', { namespace: 'api' })] },
  { name: 'ghost', namespace: 'argocd', syncStatus: 'Synced', revision: c0, resources: [res('x', { namespace: 'ghost' })] }
]
const reader = (apps = liveApps()): LiveReader => ({ readApps: async () => ({ ok: true, snapshot: { via: 'kubernetes', endpoint: '127.0.0.1:6443', apps } }) })
const run = (live?: LiveReader, warn?: (l: string) => void) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', live, warn })
/** The comment with markdown escapes removed, to compare with plain sentences. */
const plainMd = (r: Parameters<typeof renderMarkdown>[0]) => renderMarkdown(r).replace(/\\/g, '')
const web = (r: Awaited<ReturnType<typeof run>>['report']) => r.apps.find((a) => a.name === 'web')!

test('issue 13 acceptance: a ConfigMap tracked live, rendered by neither base nor head, is pruned in live mode; offline does not know', async () => {
  const offline = (await run()).report
  assert.deepEqual(
    web(offline).prune.map((p) => p.name),
    ['b']
  )
  assert.equal(offline.live, undefined)
  assert.ok(!JSON.stringify(offline).includes('leftover'))
  const offMd = renderMarkdown(offline)
  assert.match(offMd, /Rendered offline at base/)
  assert.ok(!offMd.includes('live:'))

  const { report } = await run(reader())
  assertValidReport(report)
  assert.match(renderMarkdown(report), /Rendered at base .* · live facts from 127\.0\.0\.1:6443 · /, 'the footer does not call a live run offline')
  assert.deepEqual(
    web(report).prune.map((p) => [p.name, p.outcome, p.live?.inBase, p.live?.optionsFrom]),
    [
      ['b', 'delete', true, 'base-render'],
      ['leftover', 'delete', false, 'app-policy']
    ]
  )
  const f = report.findings.find((x) => x.rule === 'prune' && x.resource?.name === 'leftover')!
  assert.match(f.message, /rendered neither at base nor at head/)
  assert.match(f.message, /sync policy only; the object's own annotations could not be read/)
  assert.deepEqual(
    web(report).live!.trackedNotInBase.map((t) => [t.name, t.requiresPruning]),
    [['leftover', true]]
  )
  const md = renderMarkdown(report)
  assert.match(md, /ConfigMap web\/leftover.*tracked in the cluster only/)
  assert.match(md, /Live state/)
  const txt = renderText(report)
  assert.match(txt, /- ConfigMap web\/leftover: deleted by the next automated sync \(live: tracked in the cluster only/)
})

test('issue 13: Prune=false read from the live object keeps the live-only ConfigMap; only live-only candidates are read', async () => {
  const asked: string[] = []
  const r: LiveReader = {
    ...reader(),
    annotationsOf: async (_a, res) => {
      asked.push(res.name)
      return { ok: true, annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false' } }
    }
  }
  const { report } = await run(r)
  assert.deepEqual(asked, ['leftover'])
  const leftover = web(report).prune.find((p) => p.name === 'leftover')!
  assert.equal(leftover.outcome, 'kept-prune-false')
  assert.equal(leftover.live?.optionsFrom, 'cluster')
  assert.equal(web(report).prune.find((p) => p.name === 'b')!.outcome, 'delete')
  assert.match(renderText(report), /leftover: kept \(Prune=false\).*outcome from the live object's annotations/)
})

test('issue 13: an app synced to an older revision than base and already OutOfSync says so, with the short SHA', async () => {
  const { report } = await run(reader())
  const l = web(report).live!
  assert.equal(l.revisionIsBase, false)
  assert.deepEqual(l.revisions, [c0])
  assert.equal(l.syncStatus, 'OutOfSync')
  const fact = `live: synced at ${c0.slice(0, 7)}, OutOfSync (not the PR's base ${base.slice(0, 7)})`
  assert.ok(plainMd(report).includes(fact))
  assert.ok(renderText(report).includes(fact))
  assert.match(renderText(report), /live: already OutOfSync before this change/)
  // An app whose inputs did not change is not rendered: its tracked resources are not compared, and it says so.
  const api = report.apps.find((a) => a.name === 'api')!
  assert.equal(api.skipped, true)
  assert.deepEqual([api.live!.comparedWithBase, api.live!.trackedNotInBase, api.prune], [false, [], []])
  assert.match(renderText(report), /1 app Synced at the PR's base; tracked resources not compared/)
  // Synced at base: no such remark.
  const atBase = (await run(reader(liveApps(base)))).report
  assert.equal(web(atBase).live!.revisionIsBase, true)
  assert.ok(!renderText(atBase).includes("not the PR's base"))
})

test('issue 13: an Application in the cluster that the repository does not define is reported', async () => {
  const { report } = await run(reader())
  assert.deepEqual(
    report.live!.unmanagedApps.map((a) => [a.namespace, a.name, a.tracked]),
    [['argocd', 'ghost', 1]]
  )
  assert.match(renderMarkdown(report), /In the cluster, not defined in the repository\*\* \(1\)/)
  assert.match(renderText(report), /argocd\/ghost: live: Synced, 1 tracked resource/)
})

test('issue 13: a failed live read degrades to the offline answer with a visible warning; the error text never shows', async () => {
  const offline = (await run()).report
  const logs: string[] = []
  const forbidden: LiveReader = {
    readApps: async () => ({ ok: false, failure: { kind: 'forbidden', message: 'https://127.0.0.1:6443 answered 403 to list applications.argoproj.io.' } })
  }
  const { report } = await run(forbidden, (l) => logs.push(l))
  assertValidReport(report)
  assert.deepEqual(report.apps, offline.apps)
  assert.equal(report.live!.status, 'failed')
  const warn = report.findings.find((f) => f.rule === 'live-unavailable')!
  assert.match(warn.message, /offline answer/)
  assert.match(plainMd(report), /\[!WARNING\]\n> Live facts unavailable \(the credentials may not list Applications \(403\)\)/)
  assert.match(renderText(report), /WARNING: Live facts unavailable \(the credentials may not list Applications \(403\)\)/)
  assert.match(
    plainMd(report).split('\n')[0]!,
    /^## ⚠️ .*: passed, .*live facts unavailable \(offline answer\)$/,
    'the title says the pass is the offline answer'
  )
  assert.match(renderText(report), /^PASS \(offline answer: live facts unavailable\)/m)
  assert.ok(logs.some((l) => /^live mode failed \(the credentials may not list Applications \(403\)\): https:\/\/127\.0\.0\.1:6443 answered 403/.test(l)))

  const throwing: LiveReader = {
    readApps: async () => {
      throw new Error('Bearer s3cr3t-token rejected')
    }
  }
  const t = (await run(throwing, (l) => logs.push(l))).report
  assert.equal(t.live!.status, 'failed')
  for (const out of [JSON.stringify(t), renderMarkdown(t), renderText(t), logs.join('\n')]) assert.ok(!out.includes('s3cr3t'))
})

test('issue 13: a live read that never answers is bounded: a timeout failure, the offline answer', async () => {
  const { readLive } = await import('../../src/pipeline/live.js')
  const warned: string[] = []
  const r = await readLive(
    { readApps: () => new Promise(() => {}) },
    () => {},
    (l) => warned.push(l),
    50
  )
  assert.equal(r.ok, false)
  assert.equal(!r.ok && r.failure.kind, 'timeout')
  assert.match(warned.join('\n'), /live mode failed \(the request timed out\)/)
})

test('issue 13: a removed Application cascades over what the cluster tracks, also what its base render lacks (R3.6.1)', async () => {
  const child = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: old
  namespace: argocd
  finalizers: [resources-finalizer.argocd.argoproj.io]
spec:
  source: { repoURL: ${ORIGIN}, path: apps/old }
  destination: { namespace: old }
  syncPolicy: { automated: { prune: true } }
`
  const root = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: { name: root, namespace: argocd }
spec:
  source: { repoURL: ${ORIGIN}, path: children }
  destination: { namespace: argocd }
  syncPolicy: { automated: { prune: true } }
`
  const repo = makeRepo({
    'bootstrap/root.yaml': root,
    'children/old.yaml': child,
    'children/keep.yaml': child.replace(/old/g, 'keep'),
    'apps/old/a.yaml': cm('a'),
    'apps/keep/a.yaml': cm('a')
  })
  commit(repo, {}, 'head', ['children/old.yaml'])
  const tracked = (ns: string, ...names: string[]) => names.map((n) => res(n, { namespace: ns }))
  const live: LiveReader = {
    readApps: async () => ({
      ok: true,
      snapshot: {
        via: 'argocd-api',
        endpoint: 'argocd.example.com',
        apps: [
          { name: 'old', namespace: 'argocd', syncStatus: 'Synced', resources: tracked('old', 'a', 'stray') },
          {
            name: 'root',
            namespace: 'argocd',
            syncStatus: 'Synced',
            resources: ['old', 'keep'].map((n) => res(n, { group: 'argoproj.io', version: 'v1alpha1', kind: 'Application', namespace: 'argocd' }))
          }
        ]
      }
    })
  }
  const offline = (await analyze({ ...devBinaries(), repoDir: repo, base: 'HEAD~1', head: 'HEAD' })).report
  assert.deepEqual(
    offline.apps.find((a) => a.name === 'old')!.cascade.map((c) => c.name),
    ['a']
  )
  const { report } = await analyze({ ...devBinaries(), repoDir: repo, base: 'HEAD~1', head: 'HEAD', live })
  assertValidReport(report)
  assert.deepEqual(
    report.apps.find((a) => a.name === 'old')!.cascade.map((c) => c.name),
    ['a', 'stray']
  )
  assert.equal(report.summary.cascadeDeletes, 2)
  const f = report.findings.find((x) => x.rule === 'app-removed-cascade')!
  assert.match(f.message, /Live: it also deletes 1 resource tracked in the cluster but not in the base render: ConfigMap old\/stray/)
})

test('live: same-named apps of two clusters are matched by their source paths; neither is listed as unmanaged', async () => {
  const webApp = (c: string) => app('web').replace('path: apps/web', `path: workloads/${c}`)
  const two = makeRepo({
    'clusters/prod/web.yaml': webApp('prod'),
    'clusters/stage/web.yaml': webApp('stage'),
    'workloads/prod/a.yaml': cm('a'),
    'workloads/stage/a.yaml': cm('a')
  })
  const synced = git(two, 'rev-parse', 'HEAD')
  commit(two, { 'workloads/prod/a.yaml': cm('a', '2'), 'workloads/stage/a.yaml': cm('a', '2') }, 'both clusters')
  // prod's Argo CD: its web tracks a ConfigMap neither revision renders.
  const prodWeb = (paths?: string[]): LiveApp => ({
    name: 'web',
    namespace: 'argocd',
    syncStatus: 'Synced',
    revision: synced,
    resources: [res('a'), res('leftover', { requiresPruning: true })],
    ...(paths ? { paths } : {})
  })
  const at = (live: LiveApp) => analyze({ ...devBinaries(), repoDir: two, base: 'HEAD~1', head: 'HEAD', live: reader([live]) })
  const pruned = (r: Awaited<ReturnType<typeof at>>['report']) => r.apps.map((a) => `${a.name}: ${a.prune.map((p) => p.name).join(',')}`).sort()
  const { report } = await at(prodWeb(['./workloads/prod/']))
  assertValidReport(report)
  assert.deepEqual(pruned(report), ['web (clusters/prod/web.yaml): leftover', 'web (clusters/stage/web.yaml): '])
  assert.deepEqual(report.live!.unmanagedApps, [], 'the repository defines web (in two files)')
  assert.equal(report.apps.find((a) => a.name.includes('stage'))!.live, undefined, "stage's web gets no facts of prod's cluster")
  // Without the paths (or with paths no definition has), no definition is that Application: the offline answer stands.
  for (const live of [prodWeb(), prodWeb(['workloads/dev'])]) {
    const r = (await at(live)).report
    assert.deepEqual(pruned(r), ['web (clusters/prod/web.yaml): ', 'web (clusters/stage/web.yaml): '])
    assert.deepEqual(r.live!.unmanagedApps, [])
  }
})
