import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { mergeReports } from '../../src/report/merge.js'
import { parseShard, shardOf } from '../../src/pipeline/shard.js'
import { assertValidReport } from '../helpers/schema.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm } from '../helpers/apps.js'

const app = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  source: {repoURL: '${ORIGIN}', path: 'w/${name}'}
  destination: {server: 'https://kubernetes.default.svc', namespace: shared}
  syncPolicy: {automated: {prune: true}}
`

test('--shard i/n: parsing and a deterministic partition', () => {
  assert.deepEqual(parseShard('2/4'), { index: 2, count: 4 })
  for (const bad of ['0/2', '3/2', '1/0', 'a/b', '1']) assert.throws(() => parseShard(bad), /--shard '.*' is not valid/)
  const ids = Array.from({ length: 40 }, (_, i) => `argocd/app-${i}`)
  const counts = [1, 2, 3].map((s) => ids.filter((id) => shardOf(id, 3) === s).length)
  assert.equal(
    counts.reduce((a, b) => a + b),
    40
  )
  assert.ok(
    counts.every((c) => c > 5),
    `roughly balanced: ${counts}`
  )
  assert.equal(shardOf('argocd/app-7', 3), shardOf('argocd/app-7', 3))
})

test('shards plan disjoint app sets; merging them gives the full report, and finds moves across shards', async () => {
  // Pick two app names that land in different shards of 2, so the move crosses shards.
  const names = Array.from({ length: 12 }, (_, i) => `app${i}`)
  const from = names.find((n) => shardOf(`argocd/${n}`, 2) === 1)!
  const to = names.find((n) => shardOf(`argocd/${n}`, 2) === 2)!
  const others = names.filter((n) => n !== from && n !== to).slice(0, 4)
  const files: Record<string, string> = {}
  for (const n of [from, to, ...others]) {
    files[`apps/${n}.yaml`] = app(n)
    files[`w/${n}/cm.yaml`] = cm(`${n}-own`)
  }
  files[`w/${from}/moving.yaml`] = cm('moving')
  const dir = makeRepo(files)
  const head: Record<string, string> = { [`w/${to}/moving.yaml`]: cm('moving') }
  for (const n of others) head[`w/${n}/cm.yaml`] = cm(`${n}-own`, '2')
  commit(dir, head, 'move and touch', [`w/${from}/moving.yaml`])

  const opts = { ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' }
  const full = (await analyze(opts)).report
  const s1 = (await analyze({ ...opts, shard: { index: 1, count: 2 } })).report
  const s2 = (await analyze({ ...opts, shard: { index: 2, count: 2 } })).report
  assertValidReport(s1)
  assert.equal(s1.shard, '1/2')
  const names1 = s1.apps.map((a) => a.name)
  const names2 = s2.apps.map((a) => a.name)
  assert.deepEqual(
    names1.filter((n) => names2.includes(n)),
    [],
    'disjoint'
  )
  assert.deepEqual([...names1, ...names2].sort(), full.apps.map((a) => a.name).sort())
  // Neither shard alone sees both sides of the move; the merge does.
  assert.equal([...s1.findings, ...s2.findings].filter((f) => f.rule === 'ownership-move').length, 0)
  const merged = mergeReports([s1, s2])
  assertValidReport(merged)
  assert.deepEqual(
    merged.apps.map((a) => [a.name, a.change, a.prune.length, a.create.length, a.update.length]),
    full.apps.map((a) => [a.name, a.change, a.prune.length, a.create.length, a.update.length])
  )
  assert.deepEqual(merged.summary, full.summary)
  const move = merged.findings.find((f) => f.rule === 'ownership-move')!
  assert.equal(move.app, from)
  assert.equal(move.resource!.name, 'moving')
  assert.equal(merged.verdict, 'fail')
  assert.throws(() => mergeReports([s1, { ...s2, head: { ...s2.head, sha: 'f'.repeat(40) } }]), /different revisions/)
})

// Issue 45: the merge found the cross-shard move again with a fixed severity, so a rule the configuration turns off,
// lowers, or an ignore annotation silences (at base) still blocked after a sharded run.
test('a move found when merging shards follows the policy: rule off, severity, ignore annotation at base', async () => {
  const names = Array.from({ length: 12 }, (_, i) => `app${i}`)
  const from = names.find((n) => shardOf(`argocd/${n}`, 2) === 1)!
  const to = names.find((n) => shardOf(`argocd/${n}`, 2) === 2)!
  const moving = (annotations: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: moving\n  namespace: shared${annotations}\ndata: {a: '1'}\n`
  const merged = async (config: string, annotations = '') => {
    const files: Record<string, string> = { '.prune-guard.yaml': config }
    for (const n of [from, to]) {
      files[`apps/${n}.yaml`] = app(n)
      files[`w/${n}/cm.yaml`] = cm(`${n}-own`)
    }
    files[`w/${from}/moving.yaml`] = moving(annotations)
    const dir = makeRepo(files)
    commit(dir, { [`w/${to}/moving.yaml`]: moving('') }, 'move', [`w/${from}/moving.yaml`])
    const opts = { ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' }
    const full = (await analyze(opts)).report
    const shards = [(await analyze({ ...opts, shard: { index: 1, count: 2 } })).report, (await analyze({ ...opts, shard: { index: 2, count: 2 } })).report]
    shards.forEach((s) => assertValidReport(s))
    const m = mergeReports(shards)
    assertValidReport(m)
    const pick = (r: typeof m) => r.findings.filter((f) => f.rule === 'ownership-move').map((f) => [f.app, f.severity, f.blocking, f.suppressed !== null])
    return { full: pick(full), merged: pick(m), verdict: [full.verdict, m.verdict] }
  }
  const on = await merged('checkDeterminism: false\n')
  assert.deepEqual(on.merged, [[from, 'high', true, false]])
  const off = await merged('checkDeterminism: false\nrules:\n  ownership-move: {enabled: false}\n')
  assert.deepEqual(off.full, [])
  assert.deepEqual(off.merged, [], 'a rule turned off finds nothing after the merge either')
  const low = await merged('checkDeterminism: false\nrules:\n  ownership-move: {severity: low}\n')
  assert.deepEqual(low.merged, low.full)
  assert.deepEqual(low.merged, [[from, 'low', false, false]])
  const ignored = await merged('checkDeterminism: false\n', '\n  annotations: {prune-guard.io/ignore: ownership-move}')
  assert.deepEqual(ignored.merged, ignored.full)
  assert.deepEqual(ignored.merged, [[from, 'high', false, true]])
})
