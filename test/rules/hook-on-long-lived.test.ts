import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { hookOnLongLived } from '../../src/rules/hook-on-long-lived.js'
import { runRules } from '../../src/rules/index.js'
import { cm, makePlan } from '../helpers/plans.js'

const hook = (value: string, extra: Record<string, string> = {}) => ({ annotations: { 'helm.sh/hook': value, ...extra } })
const argoHook = (value: string) => ({ annotations: { 'argocd.argoproj.io/hook': value } })
const sa = (name: string, meta: Record<string, unknown> = {}): Manifest => ({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, ...meta } })
const secret = (name: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name, ...meta },
  stringData: { k: 'v' }
})
const podSpec = (extra: Record<string, unknown> = {}) => ({ containers: [{ name: 'app', image: 'app:1' }], ...extra })
const deploy = (name: string, spec: Record<string, unknown>, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name, ...meta },
  spec: { selector: { matchLabels: { app: name } }, template: { metadata: { labels: { app: name } }, spec } }
})
const job = (name: string, spec: Record<string, unknown>, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name, ...meta },
  spec: { template: { spec: { restartPolicy: 'Never', ...spec } } }
})
const role = (kind: 'Role' | 'ClusterRole', name: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'rbac.authorization.k8s.io/v1',
  kind,
  metadata: { name, ...meta },
  rules: []
})
const binding = (kind: 'RoleBinding' | 'ClusterRoleBinding', name: string, roleKind: string, sub: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'rbac.authorization.k8s.io/v1',
  kind,
  metadata: { name, ...meta },
  roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: roleKind, name },
  subjects: [{ kind: 'ServiceAccount', name: sub, namespace: 'dest' }]
})
const check = (objs: Manifest[]) => hookOnLongLived.check({ plans: [makePlan(null, objs)], revision: 'head', options: {} })

test('R4.1.5/R4.2.4: a pre-install ConfigMap mounted by a non-hook Deployment is high, at the template file', () => {
  const objs = [
    { ...cm('cfg', hook('pre-install,pre-upgrade')), __file: 'charts/app/templates/configmap.yaml', __line: 3 },
    deploy('web', podSpec({ volumes: [{ name: 'c', configMap: { name: 'cfg' } }] }))
  ]
  const findings = runRules([makePlan([], objs)], { failOn: 'high' }, [hookOnLongLived])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'high')
  assert.equal(f.blocking, true)
  assert.equal(f.introduced, true)
  assert.deepEqual(f.resource, { group: '', kind: 'ConfigMap', namespace: 'dest', name: 'cfg' })
  assert.equal(f.file, 'charts/app/templates/configmap.yaml')
  assert.equal(f.line, 3)
  assert.match(f.message, /PreSync hook \(helm\.sh\/hook: pre-install,pre-upgrade\)/)
  assert.match(f.message, /deleted and created again/)
  assert.match(f.message, /Deployment\.apps dest\/web \(volume "c"\)/)
  assert.match(f.fix, /kustomize patch/)
})

test('passing: the same ConfigMap without hook annotations, and a hook Job, are not findings', () => {
  assert.deepEqual(
    check([cm('cfg'), deploy('web', podSpec({ volumes: [{ name: 'c', configMap: { name: 'cfg' } }] })), job('migrate', podSpec(), hook('pre-upgrade'))]),
    []
  )
})

test('R4.1.5: non-hook users: env valueFrom, envFrom, serviceAccountName and projected volumes are all seen', () => {
  const container = {
    name: 'app',
    image: 'app:1',
    env: [{ name: 'PW', valueFrom: { secretKeyRef: { name: 'pw', key: 'k' } } }],
    envFrom: [{ configMapRef: { name: 'env' } }]
  }
  const objs = [
    secret('pw', hook('pre-install')),
    cm('env', argoHook('PreSync')),
    sa('runner', hook('pre-install')),
    secret('proj', hook('post-install')),
    deploy('web', { containers: [container], serviceAccountName: 'runner', volumes: [{ name: 'p', projected: { sources: [{ secret: { name: 'proj' } }] } }] })
  ]
  const byName = new Map(check(objs).map((f) => [f.resource!.name, f]))
  assert.deepEqual([...byName.keys()].sort(), ['env', 'proj', 'pw', 'runner'])
  assert.match(byName.get('pw')!.message, /env PW of container "app"/)
  assert.match(byName.get('env')!.message, /envFrom of container "app"/)
  assert.match(byName.get('runner')!.message, /serviceAccountName/)
  assert.match(byName.get('proj')!.message, /projected volume "p"/)
})

test('R4.2.1 helper pattern (admission-webhook patch jobs): SA, Role, RoleBinding, ClusterRole(Binding) used only by hook Jobs are silent', () => {
  const h = hook('pre-install,pre-upgrade,post-install,post-upgrade', { 'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded' })
  const objs = [
    sa('admission', h),
    role('Role', 'admission', h),
    binding('RoleBinding', 'admission', 'Role', 'admission', h),
    role('ClusterRole', 'admission', h),
    binding('ClusterRoleBinding', 'admission', 'ClusterRole', 'admission', h),
    job('admission-create', podSpec({ serviceAccountName: 'admission' }), hook('pre-install,pre-upgrade')),
    job('admission-patch', podSpec({ serviceAccountName: 'admission' }), hook('post-install,post-upgrade')),
    { apiVersion: 'admissionregistration.k8s.io/v1', kind: 'ValidatingWebhookConfiguration', metadata: { name: 'admission' }, webhooks: [] }
  ]
  assert.deepEqual(check(objs), [])
})

test('R4.1.5 RBAC: a hook Role bound by a non-hook RoleBinding, and a hook RoleBinding whose ServiceAccount runs a Deployment, are high', () => {
  const objs = [
    role('Role', 'r', hook('pre-install')),
    binding('RoleBinding', 'r', 'Role', 'app'),
    sa('app'),
    role('Role', 'r2'),
    binding('RoleBinding', 'r2', 'Role', 'app', hook('pre-install')),
    deploy('web', podSpec({ serviceAccountName: 'app' }))
  ]
  const byName = new Map(check(objs).map((f) => [`${f.resource!.kind}/${f.resource!.name}`, f]))
  assert.deepEqual([...byName.keys()].sort(), ['Role/r', 'RoleBinding/r2'])
  assert.match(byName.get('Role/r')!.message, /RoleBinding\.rbac\.authorization\.k8s\.io dest\/r \(roleRef\)/)
  assert.match(byName.get('RoleBinding/r2')!.message, /runs as bound ServiceAccount app/)
})

test('R4.2.4: kinds nothing re-creates are high without any user: PVC, Namespace, CRD, Deployment, StatefulSet', () => {
  const objs: Manifest[] = [
    { apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: 'data', ...hook('pre-install') }, spec: {} },
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team', ...argoHook('PreSync') } },
    { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'ws.example.com', ...hook('pre-install') }, spec: {} },
    deploy('worker', podSpec(), hook('post-install,post-upgrade')),
    { apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: { name: 'db', ...hook('post-install') }, spec: {} }
  ]
  const findings = check(objs)
  assert.deepEqual(findings.map((f) => f.resource!.kind).sort(), [
    'CustomResourceDefinition',
    'Deployment',
    'Namespace',
    'PersistentVolumeClaim',
    'StatefulSet'
  ])
  assert.ok(findings.every((f) => f.severity === 'high'))
  assert.match(findings.find((f) => f.resource!.kind === 'Namespace')!.message, /every object inside it/)
  assert.match(findings.find((f) => f.resource!.kind === 'PersistentVolumeClaim')!.message, /data/)
})

test('R4.1.4: hooks without a sync phase (Helm test, pre-delete, pre-rollback; Argo PostDelete) are never findings', () => {
  const objs = [
    cm('t', hook('test')),
    secret('d', hook('pre-delete')),
    sa('r', hook('pre-rollback')),
    { apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: 'p', ...argoHook('PostDelete') }, spec: {} },
    deploy('web', podSpec({ serviceAccountName: 'r', volumes: [{ name: 'c', configMap: { name: 't' } }] }))
  ]
  assert.deepEqual(check(objs), [])
})

test('R4.1.5 medium: a hook ConfigMap/Secret nothing in the app uses (presumably used by something that lives on)', () => {
  const [f, ...rest] = check([secret('orphan', hook('pre-install'))])
  assert.equal(rest.length, 0)
  assert.equal(f!.severity, 'medium')
  assert.match(f!.message, /No hook Job or Pod in this app uses it/)
})

test('R4.2.3/R4.2.4 HookSucceeded: the message says the object is missing between syncs', () => {
  const [f] = check([
    cm('cfg', hook('pre-install', { 'helm.sh/hook-delete-policy': 'hook-succeeded' })),
    deploy('web', podSpec({ volumes: [{ name: 'c', configMap: { name: 'cfg' } }] }))
  ])
  assert.match(f!.message, /missing between syncs/)
  assert.doesNotMatch(f!.message, /created again at the start/)
})

test('R4.1.5: kinds acting by existence (webhook configurations, aggregated ClusterRoles) and Services fronting non-hook pods are high', () => {
  const objs: Manifest[] = [
    { apiVersion: 'admissionregistration.k8s.io/v1', kind: 'MutatingWebhookConfiguration', metadata: { name: 'mw', ...hook('post-install') }, webhooks: [] },
    role('ClusterRole', 'view-widgets', { ...hook('pre-install'), labels: { 'rbac.authorization.k8s.io/aggregate-to-view': 'true' } }),
    { apiVersion: 'v1', kind: 'Service', metadata: { name: 'web', ...hook('pre-install') }, spec: { selector: { app: 'web' } } },
    deploy('web', podSpec())
  ]
  const kinds = check(objs)
    .map((f) => `${f.resource!.kind}:${f.severity}`)
    .sort()
  assert.deepEqual(kinds, ['ClusterRole:high', 'MutatingWebhookConfiguration:high', 'Service:high'])
})

test('R4.1.5: a hook Service selecting only hook pods is the helper pattern', () => {
  const objs: Manifest[] = [
    { apiVersion: 'v1', kind: 'Service', metadata: { name: 'probe', ...hook('test') }, spec: { selector: { app: 'probe' } } },
    { apiVersion: 'v1', kind: 'Service', metadata: { name: 'init', ...hook('post-install') }, spec: { selector: { app: 'init' } } },
    { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'init', labels: { app: 'init' }, ...hook('post-install') }, spec: podSpec() }
  ]
  assert.deepEqual(check(objs), [])
})

test('state rule: a hook already present at base is existing and does not block', () => {
  const objs = [cm('cfg', hook('pre-install')), deploy('web', podSpec({ volumes: [{ name: 'c', configMap: { name: 'cfg' } }] }))]
  const [f] = runRules([makePlan(objs, objs)], { failOn: 'high' }, [hookOnLongLived])
  assert.equal(f!.introduced, false)
  assert.equal(f!.blocking, false)
})
