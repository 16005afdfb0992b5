// R2.2.3: the repo-server reads an object's annotations (annotation modes) or labels (label modes) as a map of strings
// before it stamps tracking; a value that is not a string fails the app's manifest generation (argocd/tracking-stamp.ts).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { stampFailure, stampFailureMessage } from '../../src/argocd/tracking-stamp.js'
import type { Manifest } from '../../src/k8s/resource.js'

const svc = (metadata: Record<string, unknown>): Manifest => ({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'web', ...metadata } })

test('R2.2.3: a non-string annotation value fails the stamp in annotation modes, a non-string label in label modes', () => {
  const ann = svc({ annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': 8080 } })
  assert.deepEqual(stampFailure(ann, 'annotation'), { field: 'annotations', key: 'prometheus.io/port', value: '8080' })
  assert.deepEqual(stampFailure(ann, 'annotation+label'), { field: 'annotations', key: 'prometheus.io/port', value: '8080' })
  assert.equal(stampFailure(ann, 'label'), undefined, 'label tracking does not read annotations')
  const label = svc({ labels: { app: 2048, tier: 'web' } })
  assert.equal(stampFailure(label, 'annotation'), undefined, 'annotation tracking does not read labels')
  assert.deepEqual(stampFailure(label, 'label'), { field: 'labels', key: 'app', value: '2048' })
  assert.deepEqual(stampFailure(label, 'annotation+label'), { field: 'labels', key: 'app', value: '2048' })
})

test('R2.2.3: booleans, nulls and collections fail; strings, a missing or null map and an empty map do not', () => {
  assert.deepEqual(stampFailure(svc({ annotations: { a: true } }), 'annotation'), { field: 'annotations', key: 'a', value: 'true' })
  assert.deepEqual(stampFailure(svc({ annotations: { a: null } }), 'annotation'), { field: 'annotations', key: 'a', value: 'null' })
  assert.deepEqual(stampFailure(svc({ annotations: { a: ['x'] } }), 'annotation'), { field: 'annotations', key: 'a', value: 'a list' })
  assert.deepEqual(stampFailure(svc({ annotations: ['a'] }), 'annotation'), { field: 'annotations', value: 'a list' })
  assert.deepEqual(stampFailure(svc({ annotations: 'a=b' }), 'annotation'), { field: 'annotations', value: 'a=b' })
  for (const ok of [{}, { annotations: null }, { annotations: {} }, { annotations: { a: '1', b: '' } }])
    assert.equal(stampFailure(svc(ok), 'annotation'), undefined)
  assert.equal(stampFailure({ apiVersion: 'v1', kind: 'Service' }, 'annotation'), undefined, 'no metadata: nothing read')
})

test('R2.2.4: CustomResourceDefinitions are never stamped, so their annotations are never read', () => {
  const crd: Manifest = { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'w.example.com', annotations: { n: 1 } } }
  assert.equal(stampFailure(crd, 'annotation'), undefined)
  const other: Manifest = { apiVersion: 'example.com/v1', kind: 'CustomResourceDefinition', metadata: { name: 'x', annotations: { n: 1 } } }
  assert.notEqual(stampFailure(other, 'annotation'), undefined, 'only the apiextensions.k8s.io kind is exempt')
})

test('the message quotes the key in Argo CD words and the fix quotes a scalar, or asks for a string value', () => {
  const { message, fix } = stampFailureMessage('Service web', { field: 'annotations', key: 'prometheus.io/port', value: '8080' })
  assert.match(message, /^Service web: its annotation prometheus\.io\/port is 8080, not a string\./)
  assert.match(
    message,
    /failed to set app instance tracking info on manifest: … \.metadata\.annotations accessor error: contains non-string value in the map under key "prometheus\.io\/port"/
  )
  assert.match(fix, /prometheus\.io\/port: "8080"/)
  assert.match(fix, /helm template and kustomize build accept it; Argo CD does not/)
  assert.match(stampFailureMessage('Service web', { field: 'labels', key: 'x', value: 'null' }).fix, /^Give x in Service web a string value, or remove it\.$/)
  assert.match(stampFailureMessage('Service web', { field: 'labels', value: 'a list' }).message, /its metadata\.labels is a list, not a map/)
})
