import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { runRules } from '../../src/rules/index.js'
import { nonStringValue } from '../../src/rules/non-string-value.js'
import { makePlan, type AppSpecInput } from '../helpers/plans.js'

const check = (objs: Manifest[], input?: AppSpecInput) => nonStringValue.check({ plans: [makePlan(null, objs, input)], revision: 'head', options: {} })
const configMap = (data: Record<string, unknown>, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'cfg', ...meta },
  data
})
const deployment = (env: unknown[], labels: Record<string, unknown> = { app: 'web' }): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web' },
  spec: { selector: { matchLabels: labels }, template: { metadata: { labels }, spec: { containers: [{ name: 'app', image: 'x', env }] } } }
})

test('R4.5.1: a number in ConfigMap data is high and blocking when introduced, without printing the value', () => {
  const findings = runRules([makePlan([configMap({ PORT: '8080' })], [configMap({ PORT: 8080, DEBUG: true })])], { failOn: 'high' }, [nonStringValue])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'high')
  assert.equal(f.introduced, true)
  assert.equal(f.blocking, true)
  assert.match(f.message, /^ConfigMap dest\/cfg: data\["PORT"\] is a number, not a string \(and 1 more: data\["DEBUG"\]\)/)
  assert.doesNotMatch(f.message, /8080/)
  assert.match(f.message, /dry-run .* fails, so the sync fails and nothing in the app is applied/)
  assert.match(f.fix, /Quote the value/)
})

test('a value already wrong at base is existing, not introduced', () => {
  const findings = runRules([makePlan([configMap({ PORT: 8080 })], [configMap({ PORT: 8080 })])], { failOn: 'high' }, [nonStringValue])
  assert.equal(findings.length, 1)
  assert.equal(findings[0]!.introduced, false)
  assert.equal(findings[0]!.blocking, false)
})

test('labels, selectors and pod-template labels show the value; env values and Secret data show only the type', () => {
  const [d] = check([deployment([{ name: 'PASSWORD', value: 123456 }], { app: 'web', version: 2 })])
  assert.match(d!.message, /^Deployment\.apps dest\/web: spec\.selector\.matchLabels\["version"\] is 2, not a string/)
  assert.match(d!.message, /spec\.template\.metadata\.labels\["version"\]/)
  assert.match(d!.message, /spec\.template\.spec\.containers\[app\]\.env\[PASSWORD\]\.value/)
  assert.doesNotMatch(d!.message, /123456/)
  const [s] = check([{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { pin: 1234 } }])
  assert.match(s!.message, /stringData\["pin"\] is a number/)
  assert.doesNotMatch(s!.message, /1234/)
  const [c] = check([
    {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'c' },
      spec: { jobTemplate: { spec: { template: { spec: { containers: [{ name: 'j', env: [{ name: 'ON', value: true }] }] } } } } }
    }
  ])
  assert.match(c!.message, /spec\.jobTemplate\.spec\.template\.spec\.containers\[j\]\.env\[ON\]\.value is a boolean/)
  const [svc] = check([{ apiVersion: 'v1', kind: 'Service', metadata: { name: 'web', labels: { app: 2048 } }, spec: { selector: { app: 2048 } } }])
  assert.match(svc!.message, /metadata\.labels\["app"\] is 2048, not a string \(and 1 more: spec\.selector\["app"\]\)/)
})

test('Validate=false on the app or the object: the apply fails instead of the dry-run', () => {
  const [a] = check([configMap({ PORT: 1 })], { spec: { syncPolicy: { automated: { prune: true }, syncOptions: ['Validate=false'] } } })
  assert.match(a!.message, /With Validate=false the dry-run passes and the API server rejects the object when the sync applies it/)
  const [o] = check([configMap({ PORT: 1 }, { annotations: { 'argocd.argoproj.io/sync-options': 'Validate=false' } })])
  assert.match(o!.message, /With Validate=false/)
})

test("passing: strings, null values, Skip objects, wave annotations (wave-order says those) and other kinds' data", () => {
  assert.deepEqual(check([configMap({ PORT: '8080', EMPTY: null })]), [])
  assert.deepEqual(
    check([
      deployment([
        { name: 'A', value: 'x' },
        { name: 'B', valueFrom: { fieldRef: { fieldPath: 'x' } } }
      ])
    ]),
    []
  )
  assert.deepEqual(check([configMap({ PORT: 1 }, { annotations: { 'argocd.argoproj.io/hook': 'Skip' } })]), [])
  assert.deepEqual(check([configMap({ k: 'v' }, { annotations: { 'argocd.argoproj.io/sync-wave': 1 } })]), [])
  assert.deepEqual(check([{ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, data: { n: 1 }, spec: { selector: { n: 1 } } }]), [])
})

test('a PreSync hook is applied too and is checked', () => {
  const [h] = check([configMap({ N: 1 }, { annotations: { 'argocd.argoproj.io/hook': 'PreSync' } })])
  assert.match(h!.message, /data\["N"\] is a number/)
})
