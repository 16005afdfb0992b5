// Found replaying real repositories: an app without a destination namespace that adds a cluster-scoped custom kind
// (Gateway API's GatewayClass, OpenShift's SecurityContextConstraints) blocked as a render error "Namespace for
// GatewayClass... is missing" blamed on Argo CD, which takes the scope from the cluster and syncs it (R2.3.1). End to
// end with a real git repository and the real directory renderer.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { applicationYaml } from '../helpers/apps.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const noNamespace = (name: string, path: string) => applicationYaml(name, path, { destination: '""' })
const obj = (apiVersion: string, kind: string, name: string) => `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: ${name}\n`
const run = (dir: string, overrides: Record<string, unknown> = {}) =>
  analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false, ...overrides } })

test('R2.3.1: GatewayClass and SecurityContextConstraints in an app without a destination namespace are created, not a render error', async () => {
  const dir = makeRepo({ 'apps/gw.yaml': noNamespace('gw', 'gw'), 'gw/ns.yaml': obj('v1', 'Namespace', 'gateway') })
  commit(
    dir,
    {
      'gw/gatewayclass.yaml': obj('gateway.networking.k8s.io/v1', 'GatewayClass', 'openshift-default'),
      'gw/scc.yaml': obj('security.openshift.io/v1', 'SecurityContextConstraints', 'restricted-gw')
    },
    'add cluster-scoped custom resources'
  )
  const { report } = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.outcome, 'analysed')
  assert.equal(a.error, null)
  assert.deepEqual(
    a.create.map((k) => `${k.kind}/${k.namespace}/${k.name}`),
    ['GatewayClass//openshift-default', 'SecurityContextConstraints//restricted-gw']
  )
  assert.equal(report.verdict, 'pass')
})

test('R2.3.3: a custom kind of unknown scope in an app without a destination namespace is not analysed, naming the kind and scopes:', async () => {
  const dir = makeRepo({ 'apps/w.yaml': noNamespace('w', 'w'), 'w/ns.yaml': obj('v1', 'Namespace', 'widgets') })
  commit(dir, { 'w/widget.yaml': obj('example.com/v1', 'Widget', 'w1') }, 'add a widget')
  const { report } = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.error, null)
  assert.equal(a.outcome, 'unknown')
  assert.match(a.outcomeReason ?? '', /^inputs changed, could not be analysed: the guard does not know whether the kind Widget \(example\.com\)/)
  assert.match(a.outcomeReason ?? '', /scopes: \{example\.com\/Widget: Cluster\}/)
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'), 'never blamed on Argo CD')
  // The change makes an auto-pruned app unknown whose base holds a Namespace: that blocks, approvably (not-analysed.md).
  const blockers = report.findings.filter((f) => f.blocking)
  assert.deepEqual(
    blockers.map((f) => [f.rule, f.severity, f.approvable]),
    [['not-analysed', 'critical', true]]
  )
  assert.match(blockers[0]!.message, /whether its head still renders Namespace widgets could not be evaluated/)
  assert.doesNotMatch(renderMarkdown(report), /fails to render like Argo CD would/)

  // Declared in the config: the guard knows the scope, and a namespaced kind without a namespace is Argo CD's error.
  const cluster = await run(dir, { scopes: { 'example.com/Widget': 'Cluster' } })
  assert.equal(cluster.report.apps[0]!.outcome, 'analysed')
  assert.deepEqual(cluster.report.apps[0]!.create, [{ group: 'example.com', kind: 'Widget', namespace: '', name: 'w1' }])
  const namespaced = await run(dir, { scopes: { 'example.com/Widget': 'Namespaced' } })
  assert.equal(namespaced.report.apps[0]!.outcome, 'render-error')
  assert.match(namespaced.report.apps[0]!.error ?? '', /^Namespace for Widget\.example\.com w1 is missing/)
})
