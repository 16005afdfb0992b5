// R2.3.1/R2.3.3: Argo CD takes a kind's scope from the cluster. The guard knows core Kubernetes, the CRDs in the
// renders, the config's `scopes:` and a table of well-known custom kinds; for any other kind an object without a
// namespace in an app without a destination namespace is not analysed (never Argo CD's "Namespace ... is missing").
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseApplication } from '../../src/argocd/application.js'
import type { DiscoveredApp } from '../../src/argocd/discover.js'
import { ScopeTable } from '../../src/k8s/scope.js'
import { normalize, type SourcedDoc } from '../../src/plan/normalize.js'
import { toAppSide } from '../../src/plan/side.js'

const doc = (apiVersion: string, kind: string, name: string): SourcedDoc => ({ obj: { apiVersion, kind, metadata: { name } }, source: 0 })

function app(destNamespace: string): DiscoveredApp {
  const spec = { destination: { server: 'https://kubernetes.default.svc', namespace: destNamespace }, source: { repoURL: 'x', path: 'p' } }
  const parsed = parseApplication({ apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata: { name: 'gw' }, spec })
  return { app: parsed, file: 'apps/gw.yaml', line: 1, id: 'argocd/gw', manifest: {} }
}
const rendered = (...docs: SourcedDoc[]) => ({ docs, sources: [], warnings: [] })

test('R2.3.1: well-known custom kinds have the scope of their upstream CRD (GatewayClass and SecurityContextConstraints cluster-scoped)', () => {
  const scopes = new ScopeTable()
  assert.equal(scopes.scopeOf('gateway.networking.k8s.io', 'GatewayClass'), 'Cluster')
  assert.equal(scopes.scopeOf('gateway.networking.k8s.io', 'HTTPRoute'), 'Namespaced')
  assert.equal(scopes.scopeOf('security.openshift.io', 'SecurityContextConstraints'), 'Cluster')
  assert.equal(scopes.scopeOf('config.openshift.io', 'Infrastructure'), 'Cluster')
  assert.equal(scopes.scopeOf('config.openshift.io', 'ImagePolicy'), 'Namespaced', 'the one namespaced kind of config.openshift.io')
  assert.equal(scopes.scopeOf('cert-manager.io', 'ClusterIssuer'), 'Cluster')
  assert.equal(scopes.scopeOf('argoproj.io', 'Application'), 'Namespaced')
  // Core Kubernetes groups are fixed: a kind not listed cluster-scoped is namespaced.
  assert.equal(scopes.scopeOf('', 'ConfigMap'), 'Namespaced')
  assert.equal(scopes.scopeOf('networking.k8s.io', 'IngressClass'), 'Cluster')
  assert.equal(scopes.scopeOf('example.com', 'Widget'), undefined)
  // Calico (both of its API groups) and Gatekeeper's constraints, whose kinds are named by each ConstraintTemplate.
  assert.equal(scopes.scopeOf('crd.projectcalico.org', 'GlobalNetworkPolicy'), 'Cluster')
  assert.equal(scopes.scopeOf('projectcalico.org', 'IPPool'), 'Cluster')
  assert.equal(scopes.scopeOf('projectcalico.org', 'NetworkPolicy'), 'Namespaced')
  assert.equal(scopes.scopeOf('constraints.gatekeeper.sh', 'K8sRequiredLabels'), 'Cluster')
  assert.equal(scopes.scopeOf('status.gatekeeper.sh', 'ConstraintPodStatus'), undefined)
})

test('R2.3.1: a CRD in the renders and the config scopes take precedence over the well-known table', () => {
  const scopes = new ScopeTable({ 'security.openshift.io/SecurityContextConstraints': 'Namespaced' })
  scopes.learnFromCrd({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'gatewayclasses.gateway.networking.k8s.io' },
    spec: { group: 'gateway.networking.k8s.io', names: { kind: 'GatewayClass' }, scope: 'Namespaced' }
  })
  assert.equal(scopes.scopeOf('gateway.networking.k8s.io', 'GatewayClass'), 'Namespaced')
  assert.equal(scopes.scopeOf('security.openshift.io', 'SecurityContextConstraints'), 'Namespaced')
})

test('R2.3.1: a GatewayClass in an app without a destination namespace is cluster-scoped, not a missing namespace', () => {
  const side = toAppSide(app(''), rendered(doc('gateway.networking.k8s.io/v1', 'GatewayClass', 'openshift-default')), new ScopeTable())
  assert.equal(side.error, undefined)
  assert.equal(side.notRendered, undefined)
  assert.deepEqual([...side.render!.resources.keys()], ['gateway.networking.k8s.io/GatewayClass//openshift-default'])
})

test('R2.3.3: an object of unknown scope without a namespace, destination without one: not analysed, naming the kind and scopes:', () => {
  const side = toAppSide(app(''), rendered(doc('example.com/v1', 'Widget', 'w'), doc('v1', 'Namespace', 'n')), new ScopeTable())
  assert.equal(side.error, undefined, 'not blamed on Argo CD: the cluster may serve the kind cluster-scoped')
  assert.match(side.notRendered ?? '', /does not know whether the kind Widget \(example\.com\) is cluster-scoped or namespaced/)
  assert.match(side.notRendered ?? '', /Widget\.example\.com w sets none/)
  assert.match(side.notRendered ?? '', /scopes: \{example\.com\/Widget: Cluster\} \(or Namespaced\)$/)
  assert.doesNotMatch(side.notRendered ?? '', /R2\.|unknownScope/, 'no rule numbers or field names in user-facing text')
})

test("R2.3.3: a known namespaced kind without a namespace stays Argo CD's error, also next to one of unknown scope", () => {
  const both = toAppSide(app(''), rendered(doc('example.com/v1', 'Widget', 'w'), doc('v1', 'ConfigMap', 'c')), new ScopeTable())
  assert.match(both.error?.message ?? '', /^Namespace for ConfigMap c is missing/)
  const declared = toAppSide(app(''), rendered(doc('example.com/v1', 'Widget', 'w')), new ScopeTable({ 'example.com/Widget': 'Namespaced' }))
  assert.match(declared.error?.message ?? '', /^Namespace for Widget\.example\.com w is missing/)
  const cluster = toAppSide(app(''), rendered(doc('example.com/v1', 'Widget', 'w')), new ScopeTable({ 'example.com/Widget': 'Cluster' }))
  assert.equal(cluster.error ?? cluster.notRendered, undefined)
})

test('R2.3.1: with a destination namespace, a kind of unknown scope still gets it (as Argo CD does for a kind it does not know)', () => {
  const r = normalize([doc('example.com/v1', 'Widget', 'w')], 'dest', new ScopeTable())
  assert.deepEqual([...r.resources.keys()], ['example.com/Widget/dest/w'])
  assert.deepEqual(r.unknownScope, [])
  assert.deepEqual(r.missingNamespace, [])
})

test('R2.3.3: several kinds of unknown scope are each named once, with one scopes: entry per kind', () => {
  const docs = [doc('example.com/v1', 'Widget', 'a'), doc('example.com/v1', 'Widget', 'b'), doc('acme.io/v1', 'Gadget', 'g')]
  const side = toAppSide(app(''), rendered(...docs), new ScopeTable())
  assert.match(side.notRendered ?? '', /the kinds Widget \(example\.com\), Gadget \(acme\.io\) are cluster-scoped or namespaced/)
  assert.match(side.notRendered ?? '', /scopes: \{example\.com\/Widget: Cluster, acme\.io\/Gadget: Cluster\}/)
})
