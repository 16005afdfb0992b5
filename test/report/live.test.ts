// Live mode in the renderings (issue 13): facts marked "live:", escaping of cluster-supplied names, the failure warning
// at every detail level (also the smallest body), and many live apps within the comment budget.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { COMMENT_BUDGET, DETAIL_LEVELS, type Level } from '../../src/report/budget.js'
import { mergeLive, type ReportAppLive, type ReportLive } from '../../src/report/live.js'
import { renderMarkdownAt, renderMarkdownFitted } from '../../src/report/markdown/markdown.js'
import { summarize, type Report } from '../../src/report/model.js'
import { renderText } from '../../src/report/text/text.js'
import { app, report } from '../github/reports.js'

const BASE = 'a'.repeat(40)
const appLive = (extra: Partial<ReportAppLive> = {}): ReportAppLive => ({
  syncStatus: 'Synced',
  revisions: [BASE],
  revisionIsBase: true,
  operationPhase: 'Succeeded',
  tracked: 3,
  trackedNotInBase: [],
  baseNotTracked: [],
  comparedWithBase: true,
  ...extra
})
const withLive = (r: Report, live: ReportLive): Report => summarize({ ...r, base: { rev: 'main', sha: BASE }, live })
const used: ReportLive = { status: 'used', via: 'argocd-api', endpoint: 'argocd.example.com', failure: null, unmanagedApps: [] }

test('live failure: the warning is in every markdown level, the smallest body and the text report', () => {
  const many = Array.from({ length: 3000 }, (_, i) =>
    app(`app-${i}`, { change: 'modified', update: [{ group: '', kind: 'ConfigMap', namespace: 'ns', name: `c${i}`, paths: ['data.x'] }] })
  )
  const r = withLive(report(many, []), {
    status: 'failed',
    via: null,
    endpoint: null,
    failure: { kind: 'timeout', message: 'argocd.example.com did not answer within 30 s.' },
    unmanagedApps: []
  })
  for (let l = 0; l < DETAIL_LEVELS; l++) assert.match(renderMarkdownAt(r, l as Level), /> Live facts unavailable \\\(the request timed out\\\)/)
  const tiny = renderMarkdownFitted(r, { budget: { limit: 2000, measure: 'chars' } }).body
  assert.match(tiny, /Live facts unavailable \\\(the request timed out\\\)/)
  assert.match(renderText(r), /^WARNING: Live facts unavailable \(the request timed out\): argocd\.example\.com did not answer/m)
})

test('live used: cluster-supplied names are escaped; only noteworthy apps get a row; the comment stays in budget', () => {
  const evil = app('web', {
    live: appLive({
      syncStatus: 'OutOfSync',
      revisions: ['b'.repeat(40)],
      revisionIsBase: false,
      trackedNotInBase: [{ group: '', kind: 'ConfigMap', namespace: 'web', name: '@admin<b>x</b>', requiresPruning: true, status: null }]
    })
  })
  const quiet = Array.from({ length: 2000 }, (_, i) => app(`q-${i}`, { live: appLive() }))
  const noisy = Array.from({ length: 500 }, (_, i) => app(`n-${i}`, { live: appLive({ syncStatus: 'OutOfSync' }) }))
  const r = withLive(report([evil, ...quiet, ...noisy], []), {
    ...used,
    unmanagedApps: [{ name: 'ghost', namespace: 'argocd', syncStatus: 'Unknown', revisions: [], tracked: 0 }]
  })
  const md = renderMarkdownAt(r, 0)
  assert.ok(!md.includes('<b>'))
  assert.ok(!md.includes('@admin'))
  assert.match(md, /\| web \| live: synced at bbbbbbb, OutOfSync \\\(not the PR's base aaaaaaa\\\) \|/)
  assert.match(md, /2000 apps Synced at the PR's base with nothing tracked beyond the base render/)
  assert.match(md, /argocd\/ghost: live: Unknown, 0 tracked resource/)
  const fitted = renderMarkdownFitted(r)
  assert.ok(fitted.body.length <= COMMENT_BUDGET)
  assert.match(fitted.body, /### 🔭 Live state/)
  assert.match(renderText(r), /argocd\/web: live: synced at bbbbbbb, OutOfSync \(not the PR's base aaaaaaa\)/)
})

test('offline report: no live section, no live words (the report is exactly the offline one)', () => {
  const r = report([app('web')], [])
  assert.equal(r.live, undefined)
  assert.ok(!renderMarkdownAt(r, 0).includes('Live'))
  assert.ok(!renderText(r).includes('live'))
})

test('shards: a live failure in any shard is the merged status; unmanaged apps are combined once', () => {
  const ghost = { name: 'ghost', namespace: 'argocd', syncStatus: null, revisions: [], tracked: 0 }
  const other = { ...ghost, name: 'other' }
  const failed: ReportLive = { status: 'failed', via: null, endpoint: null, failure: { kind: 'unreachable', message: 'x' }, unmanagedApps: [] }
  assert.deepEqual(mergeLive([undefined, undefined]), {})
  assert.equal(mergeLive([{ ...used, unmanagedApps: [ghost] }, failed]).live!.status, 'failed')
  assert.deepEqual(
    mergeLive([
      { ...used, unmanagedApps: [other, ghost] },
      { ...used, unmanagedApps: [ghost] }
    ]).live!.unmanagedApps.map((u) => u.name),
    ['ghost', 'other']
  )
})

test('text: names from the cluster cannot inject terminal escapes or workflow commands', () => {
  const r = withLive(report([app('web', { live: appLive() })], []), {
    ...used,
    unmanagedApps: [{ name: '\u001b[2Jx\n::error::pwned', namespace: 'argocd', syncStatus: 'Synced', revisions: [], tracked: 1 }]
  })
  const out = renderText(r)
  assert.ok(!out.includes('\u001b'))
  assert.ok(!/^::error::/m.test(out))
})

test('unmanaged apps are hedged when an ApplicationSet could not be expanded offline (it may generate them)', () => {
  const set = {
    name: 'clusters',
    namespace: 'argocd',
    file: 'appsets/c.yaml',
    line: 1,
    change: 'present' as const,
    outcome: 'unknown' as const,
    apps: [],
    error: null,
    unknown: [{ generator: 'clusters', reason: 'needs the cluster list', appSetParams: null }]
  }
  const ghost = { name: 'ghost', namespace: 'argocd', syncStatus: 'Synced', revisions: [], tracked: 1 }
  const plain = withLive(report([app('web')], []), { ...used, unmanagedApps: [ghost] })
  assert.match(renderText(plain), /In the cluster, not defined in the repository \(1\)/)
  const hedged = withLive(report([app('web')], [], [], [set]), { ...used, unmanagedApps: [ghost] })
  assert.match(renderText(hedged), /not defined in the repository \(or generated by an ApplicationSet that could not be expanded offline\) \(1\)/)
})
