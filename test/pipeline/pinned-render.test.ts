// Sources pinned to a tag, a commit or another branch are rendered at the commit their targetRevision resolves to
// (R1.1.5, pipeline/pinned.ts): a promotion that moves prod from tag v1 to v2 is planned from the tags' files, not from
// the branch's. Real git (annotated tags, remote-tracking branches) and the real renderers.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'

type Report = Awaited<ReturnType<typeof analyze>>['report']
const run = (dir: string, branch?: string, cacheDir?: string) =>
  analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    ...(branch ? { branch } : {}),
    overrides: { network: false, ...(cacheDir ? { cacheDir } : {}) }
  })
const app = (rev: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: prod, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: data, targetRevision: '${rev}'}
  destination: {server: 'https://kubernetes.default.svc', namespace: prod}
  syncPolicy: {automated: {prune: true}}
`
const CM = (name: string, x: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {x: "${x}"}\n`
const names = (xs: Array<{ name: string }>) => xs.map((x) => x.name).sort()
const prod = (r: Report) => r.apps.find((a) => a.name === 'prod')!

/** Tag v1 holds a and b; tag v2 (annotated) changes a and drops b; main then adds c. */
function releases(): string {
  const dir = makeRepo({ 'apps/prod.yaml': app('v1'), 'data/a.yaml': CM('a', '1'), 'data/b.yaml': CM('b', '1') })
  git(dir, 'tag', 'v1')
  commit(dir, { 'data/a.yaml': CM('a', '2') }, 'release 2', ['data/b.yaml'])
  git(dir, 'tag', '-a', 'v2', '-m', 'release 2')
  commit(dir, { 'data/c.yaml': CM('c', '1') }, 'c on main, not released')
  return dir
}

test('a promotion from tag v1 to the annotated tag v2 is planned from the tags: b pruned, a updated, c not created', async () => {
  const dir = releases()
  commit(dir, { 'apps/prod.yaml': app('v2') }, 'promote prod to v2')
  for (const branch of [undefined, 'main']) {
    const { report } = await run(dir, branch)
    const a = prod(report)
    assert.equal(a.outcome, 'analysed', a.outcomeReason ?? '')
    assert.deepEqual(names(a.prune), ['b'], `branch ${branch}`)
    assert.deepEqual(names(a.update), ['a'])
    assert.deepEqual(names(a.create), [], 'c is on main, not in v2')
    const f = report.findings.find((x) => x.rule === 'source-path-change')!
    assert.match(f.message, /"v1" → "v2".*ConfigMap prod\/b/)
    assert.doesNotMatch(f.message, /not measured/)
  }
  // The control: following the branch instead, the same PR creates c (the branch's files).
  const follow = releases()
  commit(follow, { 'apps/prod.yaml': app('HEAD') }, 'follow main')
  assert.deepEqual(names(prod((await run(follow)).report).create), ['c'])
})

test('render cache: a pinned app is looked up by its inputs at the commit of its tag; a tag moved to other files misses', async () => {
  const dir = releases()
  commit(dir, { 'apps/prod.yaml': app('v2') }, 'promote prod to v2')
  const cacheDir = tempDir('pg-pinned-cache-')
  const plain = await run(dir, 'main')
  const first = await run(dir, 'main', cacheDir)
  assert.deepEqual(first.report.renderCache, { hits: 0, misses: 2, rejected: 0, uncacheable: 0 }, 'v1 and v2 rendered and stored')
  const lines: string[] = []
  const again = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    branch: 'main',
    overrides: { network: false, cacheDir },
    log: (l) => lines.push(l)
  })
  assert.deepEqual(again.report.renderCache, { hits: 2, misses: 0, rejected: 0, uncacheable: 0 })
  assert.ok(
    lines.some((l) => /^rendered .*prod at base in \d+ ms \(from cache\)$/.test(l)),
    lines.join('\n')
  )
  assert.equal(again.stats.processes, 0, 'nothing rendered')
  const { renderCache: _, ...same } = again.report
  assert.deepEqual(same, plain.report, 'the same report as without a cache')
  // v1 force-moved to the commit before the promotion (a at 2, and c): its files differ, so its entry is not used.
  git(dir, 'tag', '-f', 'v1', 'HEAD~1')
  const moved = await run(dir, 'main', cacheDir)
  assert.deepEqual(moved.report.renderCache, { hits: 1, misses: 1, rejected: 0, uncacheable: 0 }, 'v2 from the cache, v1 rendered')
  assert.deepEqual(names(prod(moved.report).prune), ['c'], 'the moved v1 holds a (2) and c; v2 holds a (2)')
  assert.deepEqual(names(prod(moved.report).update), [])
})

test('a semver range renders the highest tag it matches; a short commit id and a full ref name resolve too', async () => {
  const dir = makeRepo({ 'apps/prod.yaml': app('v1.0.0'), 'data/a.yaml': CM('a', '1'), 'data/b.yaml': CM('b', '1') })
  git(dir, 'tag', 'v1.0.0')
  commit(dir, { 'data/a.yaml': CM('a', '2') }, '1.2', ['data/b.yaml'])
  git(dir, 'tag', 'v1.2.0')
  const short = git(dir, 'rev-parse', '--short=10', 'HEAD')
  commit(dir, { 'data/a.yaml': CM('a', '3') }, '2.0', ['data/a.yaml'])
  git(dir, 'tag', 'v2.0.0')
  for (const rev of ['v1.*', '>=1.1, <2', short, 'refs/tags/v1.2.0']) {
    const d = git(dir, 'rev-parse', 'HEAD')
    commit(dir, { 'apps/prod.yaml': app(rev) }, `to ${rev}`)
    const a = prod((await run(dir, 'main')).report)
    assert.equal(a.outcome, 'analysed', `${rev}: ${a.outcomeReason}`)
    assert.deepEqual(names(a.prune), ['b'], rev) // v1.2.0: b dropped, a kept (v2.0.0 drops a)
    assert.deepEqual(names(a.update), ['a'], rev)
    git(dir, 'reset', '-q', '--hard', d)
  }
})

test('a branch is read as the remote has it (origin/release), not as a stale local branch', async () => {
  const dir = makeRepo({ 'apps/prod.yaml': app('HEAD'), 'data/a.yaml': CM('a', '1'), 'data/b.yaml': CM('b', '1') })
  git(dir, 'branch', 'release') // the local branch: a and b
  const moved = commit(dir, {}, 'release moves on the remote', ['data/b.yaml'])
  git(dir, 'update-ref', 'refs/remotes/origin/release', moved) // the remote's release: a only
  git(dir, 'reset', '-q', '--hard', 'HEAD~1')
  commit(dir, { 'apps/prod.yaml': app('release') }, 'prod follows release')
  const a = prod((await run(dir, 'main')).report)
  assert.equal(a.outcome, 'analysed', a.outcomeReason ?? '')
  assert.deepEqual(names(a.prune), ['b'])
})

test('a pinned revision the clone lacks leaves the app not analysed, saying what to fetch; the other apps are planned', async () => {
  const dir = releases()
  commit(dir, { 'apps/prod.yaml': app('v9'), 'apps/dev.yaml': app('HEAD').replace('name: prod', 'name: dev') }, 'to v9')
  const { report } = await run(dir, 'main')
  const a = prod(report)
  assert.equal(a.outcome, 'unknown')
  assert.match(a.outcomeReason ?? '', /"v9" is not a branch, tag or commit of this clone.*fetch-depth: 0/)
  // Counted as not analysed (never "unchanged"); it blocks with failOnUnknown, like any app the guard cannot render.
  assert.equal(report.summary.unknownApps, 1)
  assert.ok(report.findings.some((f) => f.rule === 'not-analysed' && /v9/.test(f.message)))
  assert.deepEqual(names(report.apps.find((x) => x.name === 'dev')!.create), ['a', 'c'])
})

// A chart following the branch with its values from a `ref` source pinned to a tag (R1.9.2): each source is read at
// its own revision, so moving the values to another tag is measured.
const multi = (chartRev: string, valuesRev: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: prod, namespace: argocd}
spec:
  project: default
  sources:
    - {repoURL: '${ORIGIN}', path: chart, targetRevision: '${chartRev}', helm: {valueFiles: [$values/env/prod.yaml]}}
    - {repoURL: '${ORIGIN}', targetRevision: '${valuesRev}', ref: values}
  destination: {server: 'https://kubernetes.default.svc', namespace: prod}
  syncPolicy: {automated: {prune: true}}
`
const CHART = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: db\nversion: 0.1.0\n',
  'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {size: "{{ .Values.size }}"}\n',
  'chart/templates/pvc.yaml':
    '{{- if .Values.pvc }}\napiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n{{- end }}\n'
}

test('a values ref pinned to a tag beside a chart on the branch: each read at its own revision', async () => {
  const dir = makeRepo({ 'apps/prod.yaml': multi('HEAD', 'values-v1'), ...CHART, 'env/prod.yaml': 'pvc: true\nsize: "1"\n' })
  git(dir, 'tag', 'values-v1')
  commit(dir, { 'env/prod.yaml': 'pvc: false\nsize: "2"\n' }, 'values 2')
  git(dir, 'tag', 'values-v2')
  commit(dir, { 'env/prod.yaml': 'pvc: true\nsize: "3"\n' }, 'the branch moves on')
  // The branch's files alone change nothing the app renders: the values come from the tag.
  commit(dir, { 'env/prod.yaml': 'pvc: false\nsize: "4"\n' }, 'edit the values on main')
  const same = prod((await run(dir, 'main')).report)
  assert.equal(same.skipped || (same.prune.length === 0 && same.update.length === 0), true, JSON.stringify(same))
  // Moving the values to values-v2 drops the claim there: measured, not "not measured".
  commit(dir, { 'apps/prod.yaml': multi('HEAD', 'values-v2') }, 'values to v2')
  const { report } = await run(dir, 'main')
  const a = prod(report)
  assert.equal(a.outcome, 'analysed', a.outcomeReason ?? '')
  assert.deepEqual(names(a.prune), ['db'])
  assert.deepEqual(
    a.update.map((u) => [u.name, u.paths]),
    [['settings', ['data.size']]]
  )
  assert.deepEqual(
    report.apps.flatMap((x) => x.diffs ?? []).flatMap((x) => x.lines.filter((l) => /^[-+] /.test(l))),
    ['-  size: "1"', '+  size: "2"'],
    'values from the tags (1 and 2), not from the branch (3, 4)'
  )
  const f = report.findings.find((x) => x.rule === 'source-path-change')!
  assert.doesNotMatch(f.message, /not measured/)
  // The chart pinned to a tag too (two revisions): both read at their commits.
  git(dir, 'tag', 'chart-v1', 'HEAD~3')
  commit(dir, { 'apps/prod.yaml': multi('chart-v1', 'values-v1') }, 'chart and values pinned')
  commit(dir, { 'apps/prod.yaml': multi('chart-v1', 'values-v2') }, 'values to v2 again')
  assert.deepEqual(names(prod((await run(dir, 'main')).report).prune), ['db'])
})
