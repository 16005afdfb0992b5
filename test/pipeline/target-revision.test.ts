// Red team round 4: Argo CD renders a git source at its targetRevision (a `ref` source's value files too, R1.9.2);
// the guard renders this repository at the pull request's base and head. A PR pinning an app to an old tag whose
// folder lacks the claim passed ("renders identically to the base: safe", low) while Argo CD rendered the tag and
// pruned the claim. Such a change was then high as "not measured"; an app whose sources of this repository all name one
// revision is now rendered at that revision's commit (pipeline/pinned.ts, more in pinned-render.test.ts), and a move
// the guard cannot render (a `ref` source pinned beside a chart on the branch) stays high. Real git and helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
const PVC = 'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n'
const app = (rev: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: data, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: data, targetRevision: '${rev}'}
  destination: {server: 'https://kubernetes.default.svc', namespace: data}
  syncPolicy: {automated: {prune: true}}
`
const blocking = (report: Awaited<ReturnType<typeof run>>['report']) =>
  report.findings.filter((f) => f.rule === 'source-path-change' && f.blocking).map((f) => f.message)

test('a PR pinning an in-repo app to an old tag is measured at the tag: the claim the tag lacks is pruned', async () => {
  const dir = makeRepo({ 'apps/data.yaml': app('HEAD'), 'data/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' })
  git(dir, 'tag', 'v0.1')
  commit(dir, { 'data/pvc.yaml': PVC }, 'a claim')
  commit(dir, { 'apps/data.yaml': app('v0.1') }, 'pin to the old tag')
  const { report } = await run(dir)
  const [message] = blocking(report)
  // Argo CD renders the tag, which has no claim: the next automated sync deletes it (before: "not measured").
  assert.match(message ?? '', /targetRevision "HEAD" → "v0\.1".*would be pruned.*PersistentVolumeClaim data\/db/)
  assert.doesNotMatch(message ?? '', /not measured/)
  assert.deepEqual(
    report.apps.flatMap((a) => a.prune.map((p) => `${p.kind}/${p.name}`)),
    ['PersistentVolumeClaim/db']
  )
  assert.equal(report.verdict, 'fail')
})

test('a ref source moved to another revision blocks: the value files come from that revision', async () => {
  const multi = (rev: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: data, namespace: argocd}
spec:
  project: default
  sources:
    - {repoURL: '${ORIGIN}', path: chart, targetRevision: HEAD, helm: {valueFiles: [$values/env/values.yaml]}}
    - {repoURL: '${ORIGIN}', targetRevision: '${rev}', ref: values}
  destination: {server: 'https://kubernetes.default.svc', namespace: data}
  syncPolicy: {automated: {prune: true}}
`
  const dir = makeRepo({
    'apps/data.yaml': multi('HEAD'),
    'chart/Chart.yaml': 'apiVersion: v2\nname: data\nversion: 0.1.0\n',
    'chart/templates/pvc.yaml': `{{- if .Values.pvc }}\n${PVC}{{- end }}\n`,
    'env/values.yaml': 'pvc: true\n'
  })
  commit(dir, { 'apps/data.yaml': multi('release-0') }, 'values from another branch')
  const { report } = await run(dir)
  assert.match(blocking(report)[0] ?? '', /targetRevision "HEAD" → "release-0"/)
})

test('HEAD and an empty targetRevision are the same tracked branch: low, as before', async () => {
  const dir = makeRepo({ 'apps/data.yaml': app('HEAD'), 'data/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' })
  commit(dir, { 'apps/data.yaml': app('') }, 'default revision')
  const { report } = await run(dir)
  assert.deepEqual(blocking(report), [])
  assert.equal(report.verdict, 'pass')
})

test('HEAD and the branch under review are the same revisions: measured, not a blocker; unknown, still said', async () => {
  // Replay of christianh814/gitops-examples 465fccb (targetRevision HEAD -> main in a repository whose default branch is
  // main): a HIGH "not measured" blocker, while the guard had rendered exactly what main holds after the merge.
  const dir = makeRepo({ 'apps/data.yaml': app('HEAD'), 'data/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' })
  commit(dir, { 'apps/data.yaml': app('main') }, 'name the branch')
  const into = (branch?: string) =>
    analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', ...(branch ? { branch } : {}), overrides: { network: false } })
  const main = await into('main')
  assert.deepEqual(blocking(main.report), [])
  assert.equal(main.report.verdict, 'pass')
  // A pull request into another branch: main is pinned there, rendered at its own commit (measured too).
  assert.doesNotMatch(JSON.stringify((await into('develop')).report.findings), /not measured/)
  // The branch under review unknown (commit ids): main may not be it; said, as before.
  assert.match(blocking((await into()).report)[0] ?? '', /not measured/)
})

// Pinned sources (argocd/revision.ts): a merge does not move a tag, a commit or another branch, so a pull request
// changing the files of an app pinned there changes nothing Argo CD renders for it.
const CM = (name: string, x: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {x: "${x}"}\n`
const pinnedRepo = (rev: string) => {
  const dir = makeRepo({ 'apps/data.yaml': app(rev), 'data/a.yaml': CM('a', '1'), 'data/b.yaml': CM('b', '1') })
  git(dir, 'tag', 'v1')
  git(dir, 'branch', 'release')
  commit(dir, { 'data/a.yaml': CM('a', '2') }, 'change a, drop b on main', ['data/b.yaml'])
  return dir
}
const prunes = (report: Awaited<ReturnType<typeof run>>['report']) => report.apps.flatMap((a) => a.prune.map((p) => p.name))

test('an app pinned to a tag is unchanged by a PR changing its folder on the branch (the branch under review unknown)', async () => {
  const { report, stats } = await run(pinnedRepo('v1'))
  assert.deepEqual(prunes(report), [])
  assert.equal(report.summary.changedApps, 0)
  assert.equal(stats.rendered, 0, 'not rendered: the pull request cannot change it')
  // The same PR with the app following the branch prunes b (the control).
  assert.deepEqual(prunes((await run(pinnedRepo('HEAD'))).report), ['b'])
})

test('a commit id and refs/tags/ are pinned; a branch name is followed unless the branch under review is known', async () => {
  for (const rev of ['refs/tags/v1', 'COMMIT']) {
    const dir = makeRepo({ 'apps/data.yaml': app('HEAD'), 'data/a.yaml': CM('a', '1'), 'data/b.yaml': CM('b', '1') })
    git(dir, 'tag', 'v1')
    commit(dir, { 'apps/data.yaml': app(rev === 'COMMIT' ? git(dir, 'rev-parse', 'HEAD') : rev) }, 'pin')
    commit(dir, { 'data/a.yaml': CM('a', '2') }, 'change a, drop b on main', ['data/b.yaml'])
    const { report } = await run(dir)
    assert.deepEqual(prunes(report), [], rev)
    assert.equal(report.summary.changedApps, 0, rev)
  }
  // `release` is a branch: with the branch under review unknown it may be that branch, so the PR's files count.
  const dir = pinnedRepo('release')
  assert.deepEqual(prunes((await run(dir)).report), ['b'])
  // The pull request goes into main (the action passes the base branch): `release` is another branch, not changed.
  const known = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', branch: 'main', overrides: { network: false } })
  assert.deepEqual(prunes(known.report), [])
  // An app following `main` while the PR goes into main: the PR's files count.
  const main = pinnedRepo('main')
  assert.deepEqual(
    prunes((await analyze({ ...devBinaries(), repoDir: main, base: 'HEAD~1', head: 'HEAD', branch: 'main', overrides: { network: false } })).report),
    ['b']
  )
  // The branch is read from --base when it names one (main, origin/main): `release` is then pinned.
  git(dir, 'branch', '-f', 'prbase', 'HEAD~1')
  const named = await analyze({ ...devBinaries(), repoDir: dir, base: 'main~1', head: 'main', overrides: { network: false } })
  assert.deepEqual(prunes(named.report), ['b'], 'main~1 names no branch: release may be it')
  const byName = await analyze({ ...devBinaries(), repoDir: dir, base: 'prbase', head: 'HEAD', overrides: { network: false } })
  assert.deepEqual(prunes(byName.report), [], 'prbase is the branch under review: release is another one')
})

test('a pinned app whose Application changes is rendered at its tag, not from the branch’s files', async () => {
  const dir = pinnedRepo('v1')
  const changed = app('v1').replace('path: data,', 'path: data, directory: {exclude: "b.yaml"},')
  commit(dir, { 'apps/data.yaml': changed }, 'exclude b')
  const { report } = await run(dir)
  const a = report.apps.find((x) => x.name === 'data')!
  assert.equal(a.change, 'modified')
  // The tag holds b (the branch dropped it): excluding it prunes it. From the branch's files nothing would change.
  assert.deepEqual(prunes(report), ['b'])
  assert.equal(a.outcome, 'analysed')
  assert.ok(!a.warnings.some((w) => /targetRevision/.test(w)), a.warnings.join('\n'))
})
