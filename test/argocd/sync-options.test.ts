import assert from 'node:assert/strict'
import { test } from 'node:test'
import { deleteProtection, parseOptions, syncOption } from '../../src/argocd/sync-options.js'
import { runRules } from '../../src/rules/index.js'
import { prune } from '../../src/rules/prune.js'
import { makePlan } from '../helpers/plans.js'

const withAnn = (v: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', annotations: { 'argocd.argoproj.io/sync-options': v } } })

test('R3.3.5: a repeated key in argocd.argoproj.io/sync-options: the first one wins (gitops-engine GetAnnotationOptionValue)', () => {
  assert.equal(syncOption(withAnn('Prune=true,Prune=false'), [], 'Prune'), 'true')
  assert.equal(syncOption(withAnn('Prune=false, Prune=true'), [], 'Prune'), 'false')
  assert.equal(syncOption(withAnn('Prune=confirm,Prune=false'), ['Prune=false'], 'Prune'), 'confirm')
  // The app's syncOptions list: first item with the key wins; items are not split on commas.
  assert.equal(syncOption(undefined, ['Prune=confirm', 'Prune=false'], 'Prune'), 'confirm')
  assert.deepEqual([...parseOptions(['Prune=false,Delete=false'])], [['Prune', 'false,Delete=false']])
  // CutPrefix("Prune="): spaces around '=' make it another key; items are trimmed.
  assert.equal(syncOption(withAnn('Prune = false'), [], 'Prune'), undefined)
  assert.equal(syncOption(withAnn('  Prune=false  '), [], 'Prune'), 'false')
  // R3.3.6 (appcontroller shouldBeDeleted): also the first Delete= value.
  assert.equal(deleteProtection(withAnn('Delete=true,Delete=false')), undefined)
  assert.equal(deleteProtection(withAnn('Delete=false,Delete=true')), 'Delete=false')
})

test('R3.3.5: a PVC annotated Prune=true,Prune=false is pruned (the first value wins): critical, blocking', () => {
  const pvc = {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'data', annotations: { 'argocd.argoproj.io/sync-options': 'Prune=true,Prune=false' } },
    spec: {}
  }
  // A ConfigMap stays at head: an empty head render would stop auto-sync instead (R3.5.4, outcome auto-sync-stopped).
  const keep = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'keep' } }
  const [plan] = [makePlan([pvc, keep], [keep], { spec: { syncPolicy: { automated: { prune: true } } } })]
  assert.deepEqual(
    plan!.prune.map((p) => p.outcome),
    ['delete']
  )
  const findings = runRules([plan!], { failOn: 'high' }, [prune])
  assert.deepEqual(
    findings.map((f) => [f.severity, f.blocking]),
    [['critical', true]]
  )
})
