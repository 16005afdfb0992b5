import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { runRules } from '../../src/rules/index.js'
import { prune } from '../../src/rules/prune.js'
import { cm, makePlan } from '../helpers/plans.js'

const obj = (apiVersion: string, kind: string, name: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion,
  kind,
  metadata: { name, ...meta }
})
const keep = (ann: string) => ({ annotations: { 'argocd.argoproj.io/sync-options': ann } })

test('R3.3/R3.6.3: prune severity by what is lost: PVC, PV, Namespace critical; Secret, StatefulSet high; others medium', () => {
  const base = [
    obj('v1', 'PersistentVolumeClaim', 'data'),
    obj('v1', 'PersistentVolume', 'pv'),
    obj('v1', 'Namespace', 'team'),
    obj('v1', 'Secret', 'creds'),
    obj('apps/v1', 'StatefulSet', 'db'),
    obj('apps/v1', 'Deployment', 'web'),
    cm('cfg')
  ]
  const findings = runRules([makePlan(base, [])], { failOn: 'high' }, [prune])
  const by = Object.fromEntries(findings.map((f) => [f.resource!.kind, f]))
  assert.equal(by.PersistentVolumeClaim!.severity, 'critical')
  assert.equal(by.PersistentVolume!.severity, 'critical')
  assert.equal(by.Namespace!.severity, 'critical')
  assert.match(by.Namespace!.message, /every object inside that namespace/)
  assert.equal(by.Secret!.severity, 'high')
  assert.match(by.Secret!.message, /may not be re-creatable/)
  assert.equal(by.StatefulSet!.severity, 'high')
  assert.equal(by.StatefulSet!.blocking, true)
  assert.equal(by.Deployment!.severity, 'medium')
  assert.equal(by.ConfigMap!.severity, 'medium')
  assert.equal(by.ConfigMap!.blocking, false)
})

test('R3.3.4/R3.3.5: outcomes that delete nothing now are info (Prune=false, Prune=confirm, no automated prune)', () => {
  const kept = prune.check({
    plans: [makePlan([obj('v1', 'Secret', 'a', keep('Prune=false')), obj('v1', 'Secret', 'b', keep('Prune=confirm'))], [])],
    revision: 'head',
    options: {}
  })
  assert.deepEqual(
    kept.map((f) => f.severity),
    ['info', 'info']
  )
  const manual = prune.check({
    plans: [makePlan([obj('v1', 'PersistentVolumeClaim', 'data')], [], { spec: { syncPolicy: {} } })],
    revision: 'head',
    options: {}
  })
  assert.equal(manual[0]!.severity, 'info')
  assert.match(manual[0]!.message, /A sync with prune deletes it\. The volume behind it/)
})

test('R3.3.6: a removed resource relying on Delete=false or helm.sh/resource-policy: keep gets a warning', () => {
  const findings = prune.check({
    plans: [
      makePlan([cm('a', keep('Delete=false')), cm('b', { annotations: { 'helm.sh/resource-policy': 'keep' } }), cm('c', keep('Prune=false,Delete=false'))], [])
    ],
    revision: 'head',
    options: {}
  })
  const by = Object.fromEntries(findings.map((f) => [f.resource!.name, f]))
  assert.match(by.a!.message, /Warning: it carries Delete=false, which only applies when the Application is deleted and does not stop a prune\./)
  assert.match(by.a!.fix, /only Prune=false stops a prune/)
  assert.match(by.b!.message, /Warning: it carries helm\.sh\/resource-policy: keep/)
  assert.equal(by.c!.severity, 'info')
  assert.doesNotMatch(by.c!.message, /Warning/, 'Prune=false does stop the prune: no warning')
})

test('passing: nothing removed, nothing reported', () => {
  assert.deepEqual(prune.check({ plans: [makePlan([cm('a')], [cm('a', { labels: { x: 'y' } })])], revision: 'head', options: {} }), [])
})

test('R3.5.4: when the whole head render is empty, auto-sync refuses; the prune finding says a manual sync deletes it', () => {
  const [f] = prune.check({ plans: [makePlan([obj('v1', 'PersistentVolumeClaim', 'data')], [])], revision: 'head', options: {} })
  assert.equal(f!.severity, 'critical')
  assert.match(f!.message, /automated sync stops \("auto-sync will wipe out all resources"\).*a manual sync with prune deletes it/)
  const allow = { spec: { syncPolicy: { automated: { prune: true, allowEmpty: true } } } }
  const [g] = prune.check({ plans: [makePlan([obj('v1', 'PersistentVolumeClaim', 'data')], [], allow)], revision: 'head', options: {} })
  assert.match(g!.message, /^The next automated sync deletes/)
})
