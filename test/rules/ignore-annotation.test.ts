// prune-guard.io/ignore is honoured as the resource is at the BASE revision, and never silences a deletion or a failed
// render: a pull request cannot mark its own critical deletion as ignored (issue 8, item 8). Real git repositories,
// real kustomize, the whole engine; the finding must be in every output format.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderJson } from '../../src/report/json.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderSarifObject } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import { assertVerdictEverywhere, renderAll } from '../helpers/formats.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const app = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ledger
  namespace: argocd
spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: manifests}
  destination: {server: https://kubernetes.default.svc, namespace: ledger}
  syncPolicy: {automated: {prune: true}}
`
const pvc = (annotations: Record<string, string> = {}) =>
  `apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: data
  annotations: ${JSON.stringify(annotations)}
spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 10Gi}}}
`
const deploy = (tier: string, annotations: Record<string, string> = {}) =>
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  annotations: ${JSON.stringify(annotations)}
spec:
  selector: {matchLabels: {app: web, tier: ${tier}}}
  template:
    metadata: {labels: {app: web, tier: ${tier}}}
    spec: {containers: [{name: web, image: 'web:1'}]}
`
const kustomization = 'resources: [pvc.yaml, deploy.yaml]\n'

async function run(dir: string) {
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  return report
}

/** The prune finding of the PVC is blocking in JSON, text, markdown and SARIF. */
async function assertPvcPruneBlocks(report: Awaited<ReturnType<typeof run>>): Promise<void> {
  assert.equal(report.verdict, 'fail')
  const json = JSON.parse(renderJson(report))
  const f = json.findings.find((x: any) => x.rule === 'prune' && x.resource?.kind === 'PersistentVolumeClaim')
  assert.ok(f, JSON.stringify(json.findings, null, 1))
  assert.equal(f.severity, 'critical')
  assert.equal(f.blocking, true)
  assert.equal(f.suppressed, null)
  assert.match(f.message, /prune-guard\.io\/ignore on PersistentVolumeClaim ledger\/data does not silence a prune finding/)
  assert.match(renderText(report), /CRITICAL BLOCKING \[prune\] ledger: /)
  const md = renderMarkdown(report)
  assert.match(md, /^## ❌ /m)
  assert.match(md, /❌ \*\*critical\*\* · \[`prune`\]/)
  const sarif = renderSarifObject(report) as any
  const result = sarif.runs[0].results.find((r: any) => r.ruleId === 'prune' && /PersistentVolumeClaim/.test(r.message.text))
  assert.ok(result)
  assert.equal(result.level, 'error')
  assert.equal(result.suppressions, undefined)
  const action = await renderAll(report)
  assert.match(action.summary, /^## ❌ /m)
  assert.match(action.summary, /❌ \*\*critical\*\* · \[`prune`\]/)
  assert.match(action.log, /^::error .*::.*PersistentVolumeClaim ledger\/data/m)
  assertVerdictEverywhere(action, 'fail')
}

test('issue 8 item 8: a PR turning its PVC into a hook with prune-guard.io/ignore: "*" still fails on the critical prune', async () => {
  const dir = makeRepo({
    'apps/ledger.yaml': app,
    'manifests/kustomization.yaml': kustomization,
    'manifests/pvc.yaml': pvc(),
    'manifests/deploy.yaml': deploy('a')
  })
  commit(
    dir,
    { 'manifests/pvc.yaml': pvc({ 'argocd.argoproj.io/hook': 'PreSync', 'prune-guard.io/ignore': '*', 'prune-guard.io/ignore-reason': 'trust me' }) },
    'hide it'
  )
  await assertPvcPruneBlocks(await run(dir))
})

test('issue 8 item 8: an ignore annotation merged at base does not silence a prune the PR introduces either', async () => {
  const dir = makeRepo({
    'apps/ledger.yaml': app,
    'manifests/kustomization.yaml': kustomization,
    'manifests/pvc.yaml': pvc({ 'prune-guard.io/ignore': 'prune' }),
    'manifests/deploy.yaml': deploy('a')
  })
  commit(dir, { 'manifests/kustomization.yaml': 'resources: [deploy.yaml]\n' }, 'drop the PVC', ['manifests/pvc.yaml'])
  await assertPvcPruneBlocks(await run(dir))
})

test('issue 8 item 8: ignore added by the PR is "requested, takes effect after merge"; the same annotation at base suppresses', async () => {
  // Head changes the Deployment selector (immutable-field-change, high) and adds the ignore annotation in the same PR.
  const dir = makeRepo({
    'apps/ledger.yaml': app,
    'manifests/kustomization.yaml': kustomization,
    'manifests/pvc.yaml': pvc(),
    'manifests/deploy.yaml': deploy('a')
  })
  commit(dir, { 'manifests/deploy.yaml': deploy('b', { 'prune-guard.io/ignore': 'immutable-field-change' }) }, 'selector change + self-ignore')
  const added = await run(dir)
  const f = added.findings.find((x) => x.rule === 'immutable-field-change')!
  assert.ok(f, JSON.stringify(added.findings))
  assert.equal(f.blocking, true)
  assert.equal(f.suppressed, null)
  assert.match(
    f.message,
    /prune-guard\.io\/ignore: immutable-field-change on Deployment\.apps ledger\/web is added by this change: requested, it takes effect after merge\./
  )
  assert.equal(added.verdict, 'fail')
  assert.match(renderMarkdown(added), /requested, it takes effect after merge/)
  // The annotation is already on the base object (merged earlier): the finding is listed, suppressed, not blocking.
  const merged = makeRepo({
    'apps/ledger.yaml': app,
    'manifests/kustomization.yaml': kustomization,
    'manifests/pvc.yaml': pvc(),
    'manifests/deploy.yaml': deploy('a', { 'prune-guard.io/ignore': 'immutable-field-change', 'prune-guard.io/ignore-reason': 'recreated by hand' })
  })
  commit(
    merged,
    { 'manifests/deploy.yaml': deploy('b', { 'prune-guard.io/ignore': 'immutable-field-change', 'prune-guard.io/ignore-reason': 'recreated by hand' }) },
    'selector change'
  )
  const ok = await run(merged)
  const g = ok.findings.find((x) => x.rule === 'immutable-field-change')!
  assert.equal(g.blocking, false)
  assert.equal(g.suppressed, 'prune-guard.io/ignore on Deployment.apps ledger/web: recreated by hand')
  assert.equal(ok.verdict, 'pass')
  const sarif = renderSarifObject(ok) as any
  assert.ok(sarif.runs[0].results.some((r: any) => r.ruleId === 'immutable-field-change' && r.suppressions?.[0]?.justification === g.suppressed))
})
