import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { runRules } from '../../src/rules/index.js'
import { pvcMissingPruneFalse } from '../../src/rules/pvc-missing-prune-false.js'
import { makePlan, type AppSpecInput } from '../helpers/plans.js'

const opts = (v: string) => ({ annotations: { 'argocd.argoproj.io/sync-options': v } })
const pvc = (name: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name, ...meta },
  spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } }
})
const app = (syncPolicy: Record<string, unknown>, extra: Record<string, unknown> = {}): AppSpecInput => ({ spec: { syncPolicy }, ...extra })
const check = (objs: Manifest[], input?: AppSpecInput) => pvcMissingPruneFalse.check({ plans: [makePlan(null, objs, input)], revision: 'head', options: {} })

test('R3.3.4/R3.3.5: a PVC in an app with automated prune and no Prune=false is medium, at the manifest line', () => {
  const findings = runRules([makePlan([], [{ ...pvc('data'), __file: 'apps/db/pvc.yaml', __line: 4 }])], { failOn: 'medium' }, [pvcMissingPruneFalse])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'medium')
  assert.equal(f.introduced, true)
  assert.equal(f.file, 'apps/db/pvc.yaml')
  assert.equal(f.line, 4)
  assert.match(f.message, /prunes automatically/)
  assert.match(f.fix, /argocd\.argoproj\.io\/sync-options: Prune=false/)
  assert.match(f.fix, /Delete=false/)
})

test('passing: Prune=false or Prune=confirm on the claim, or app-level Prune=false, or no automated prune', () => {
  assert.deepEqual(check([pvc('a', opts('Prune=false'))]), [])
  assert.deepEqual(check([pvc('a', opts('Prune=confirm,Delete=false'))]), [])
  assert.deepEqual(check([pvc('a')], app({ automated: { prune: true }, syncOptions: ['Prune=false'] })), [])
  assert.deepEqual(check([pvc('a')], app({ automated: { prune: true }, syncOptions: ['Prune=confirm'] })), [])
  assert.deepEqual(check([pvc('a')], app({ automated: { prune: false } })), [])
  assert.deepEqual(check([pvc('a')], app({})), [])
})

test('R3.3.5: the resource annotation wins over the app (Prune=true on the claim re-enables pruning)', () => {
  assert.equal(check([pvc('a', opts('Prune=true'))], app({ automated: { prune: true }, syncOptions: ['Prune=false'] })).length, 1)
})

test('R3.3.6: Delete=false or helm.sh/resource-policy: keep alone do not stop a prune, and the message says so', () => {
  const [f] = check([pvc('a', opts('Delete=false'))])
  assert.match(f!.message, /carries Delete=false, which only applies when the Application is deleted/)
  const [g] = check([pvc('b', { annotations: { 'helm.sh/resource-policy': 'keep' } })])
  assert.match(g!.message, /helm\.sh\/resource-policy: keep/)
})

test('R3.3.3/R4.1.3/R3.1.1 not prune candidates: hook PVCs, Skip-only PVCs, PVCs with ownerReferences', () => {
  const objs = [
    pvc('h', { annotations: { 'helm.sh/hook': 'pre-install' } }),
    pvc('s', { annotations: { 'argocd.argoproj.io/hook': 'Skip' } }),
    pvc('o', { ownerReferences: [{ apiVersion: 'v1', kind: 'Pod', name: 'p', uid: 'u' }] })
  ]
  assert.deepEqual(check(objs), [])
})

test('R3.6.1: Prune=false without Delete=false in an app with the resources finalizer is low (cascade deletion)', () => {
  const input = app({ automated: { prune: true } })
  const withFinalizer = (objs: Manifest[]) => {
    const plan = makePlan(null, objs, input)
    plan.head!.discovered.app.finalizers = ['resources-finalizer.argocd.argoproj.io']
    return pvcMissingPruneFalse.check({ plans: [plan], revision: 'head', options: {} })
  }
  const [f, ...rest] = withFinalizer([pvc('a', opts('Prune=false'))])
  assert.equal(rest.length, 0)
  assert.equal(f!.severity, 'low')
  assert.equal(f!.fingerprint, 'delete')
  assert.match(f!.message, /cascade-deletes/)
  assert.deepEqual(withFinalizer([pvc('a', opts('Prune=false,Delete=false'))]), [])
  assert.deepEqual(check([pvc('a', opts('Prune=false'))], input), [], 'no finalizer: no cascade')
})

test('state rule: a PVC already unprotected at base is existing', () => {
  const [f] = runRules([makePlan([pvc('data')], [pvc('data')])], { failOn: 'medium' }, [pvcMissingPruneFalse])
  assert.equal(f!.introduced, false)
  assert.equal(f!.blocking, false)
})
