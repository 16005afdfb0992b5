// Red team round 4: Argo CD renders a git source at its targetRevision (a `ref` source's value files too, R1.9.2);
// the guard renders this repository at the pull request's base and head. A PR pinning an app to an old tag whose
// folder lacks the claim passed ("renders identically to the base: safe", low) while Argo CD rendered the tag and
// pruned the claim. Such a change is now high: what the app syncs after it is not measured. Real git and helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applyApproval } from '../../src/report/approval.js'

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

test('a PR pinning an in-repo app to another revision blocks: Argo CD renders that revision, not the PR', async () => {
  const dir = makeRepo({ 'apps/data.yaml': app('HEAD'), 'data/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' })
  git(dir, 'tag', 'v0.1')
  commit(dir, { 'data/pvc.yaml': PVC }, 'a claim')
  commit(dir, { 'apps/data.yaml': app('v0.1') }, 'pin to the old tag')
  const { report } = await run(dir)
  const [message] = blocking(report)
  assert.match(message ?? '', /targetRevision "HEAD" → "v0\.1".*not measured/)
  assert.equal(report.verdict, 'fail')
  // Only a reviewer who looked at the tag's content can accept it: the approve label acknowledges it.
  const approved = applyApproval(report, { label: 'prune-guard/approve', by: 'alice' })
  assert.equal(approved.verdict, 'pass')
  assert.match(approved.findings.find((f) => f.rule === 'source-path-change')!.suppressed ?? '', /approved by @alice/)
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
