import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Manifest } from '../../src/k8s/resource.js'
import { runRules } from '../../src/rules/index.js'
import type { RuleOptions } from '../../src/rules/types.js'
import { waveOrder } from '../../src/rules/wave-order.js'
import { cm, makePlan } from '../helpers/plans.js'

const wave = (w: string, extra: Record<string, string> = {}) => ({ annotations: { 'argocd.argoproj.io/sync-wave': w, ...extra } })
const hook = (phase: string, w = '0') => wave(w, { 'argocd.argoproj.io/hook': phase })
const secret = (name: string, meta: Record<string, unknown> = {}): Manifest => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name, ...meta } })
const sa = (name: string, meta: Record<string, unknown> = {}): Manifest => ({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, ...meta } })
const pvc = (name: string, meta: Record<string, unknown> = {}, spec: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name, ...meta },
  spec: { accessModes: ['ReadWriteOnce'], ...spec }
})
const sc = (name: string, mode: string, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'storage.k8s.io/v1',
  kind: 'StorageClass',
  metadata: { name, ...meta },
  provisioner: 'x',
  volumeBindingMode: mode
})
const container = (extra: Record<string, unknown> = {}) => ({ name: 'app', image: 'app:1', ...extra })
const deploy = (name: string, spec: Record<string, unknown>, meta: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name, ...meta },
  spec: {
    replicas: 1,
    selector: { matchLabels: { app: name } },
    template: { metadata: { labels: { app: name } }, spec: { containers: [container()], ...spec } }
  }
})
const job = (name: string, spec: Record<string, unknown>, meta: Record<string, unknown> = {}, jobSpec: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name, ...meta },
  spec: { ...jobSpec, template: { spec: { restartPolicy: 'Never', containers: [container()], ...spec } } }
})
const mountCfg = (name: string, optional?: boolean) => ({ volumes: [{ name: 'c', configMap: { name, ...(optional ? { optional } : {}) } }] })
const check = (objs: Manifest[], options: RuleOptions = {}) => waveOrder.check({ plans: [makePlan(null, objs)], revision: 'head', options })

test('R4.5.4: a Deployment in wave 0 mounting a ConfigMap of wave 1 is high, fingerprinted by the dependency', () => {
  const objs = [{ ...deploy('web', mountCfg('cfg')), __file: 'apps/web/deploy.yaml', __line: 1 }, cm('cfg', wave('1'))]
  const findings = runRules([makePlan([], objs)], { failOn: 'high' }, [waveOrder])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'high')
  assert.equal(f.blocking, true)
  assert.deepEqual(f.resource, { group: 'apps', kind: 'Deployment', namespace: 'dest', name: 'web' })
  assert.equal(f.file, 'apps/web/deploy.yaml')
  assert.match(f.message, /needs ConfigMap dest\/cfg \(volume "c"\), which is applied later \(Sync phase, wave 1\)/)
  assert.match(f.message, /ContainerCreating/)
})

test('passing: the dependency in an earlier or the same wave', () => {
  assert.deepEqual(check([deploy('web', mountCfg('cfg'), wave('1')), cm('cfg', wave('-1'))]), [])
  assert.deepEqual(check([deploy('web', mountCfg('cfg')), cm('cfg')]), [])
})

test('R4.5.4: env, envFrom, serviceAccountName, imagePullSecrets and PVC references in later waves; optional refs are low', () => {
  const objs = [
    deploy('web', {
      serviceAccountName: 'runner',
      imagePullSecrets: [{ name: 'pull' }],
      containers: [
        container({
          envFrom: [{ secretRef: { name: 'env' } }],
          env: [{ name: 'X', valueFrom: { configMapKeyRef: { name: 'opt', key: 'x', optional: true } } }]
        })
      ],
      volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }]
    }),
    sa('runner', wave('2')),
    secret('pull', wave('2')),
    secret('env', wave('2')),
    cm('opt', wave('2')),
    pvc('data', wave('2'), { storageClassName: '' })
  ]
  const got = check(objs)
    .map((f) => `${f.fingerprint}:${f.severity}`)
    .sort()
  assert.deepEqual(got, ['ConfigMap/opt:low', 'PersistentVolumeClaim/data:high', 'Secret/env:high', 'Secret/pull:high', 'ServiceAccount/runner:high'])
})

test('R4.4.1: a PreSync hook needing a Sync-phase Secret fails the first sync', () => {
  const [f, ...rest] = check([job('migrate', { containers: [container({ envFrom: [{ secretRef: { name: 'db' } }] })] }, hook('PreSync')), secret('db')])
  assert.equal(rest.length, 0)
  assert.equal(f!.severity, 'high')
  assert.equal(f!.fingerprint, 'Secret/db')
  assert.match(f!.message, /only exists from the Sync phase on/)
  assert.match(f!.message, /first sync/)
})

test('R4.4.1 hooks: a helper in a later wave of the same phase is high; the SA/RBAC helper pattern in one wave is silent', () => {
  const late = check([job('patch', { serviceAccountName: 'admission' }, hook('PreSync', '0')), sa('admission', hook('PreSync', '5'))])
  assert.equal(late.length, 1)
  assert.equal(late[0]!.fingerprint, 'ServiceAccount/admission')
  assert.deepEqual(check([job('patch', { serviceAccountName: 'admission' }, hook('PreSync', '1')), sa('admission', hook('PreSync,PostSync', '-1'))]), [])
})

test('R4.1.4: a dependency that is only a pre-delete hook is never applied during a sync', () => {
  const objs = [deploy('web', mountCfg('cfg')), cm('cfg', { annotations: { 'helm.sh/hook': 'pre-delete' } })]
  const [f] = check(objs)
  assert.equal(f!.severity, 'high')
  assert.match(f!.message, /never applies it during a sync, so/)
})

test('R4.5.4: a CronJob referencing a later ConfigMap is not a stall (its pods run on schedule, after the sync)', () => {
  const cron: Manifest = {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'backup' },
    spec: { schedule: '@daily', jobTemplate: { spec: { template: { spec: { restartPolicy: 'Never', containers: [container()], ...mountCfg('cfg') } } } } }
  }
  assert.deepEqual(check([cron, cm('cfg', wave('3'))]), [])
})

test('R4.4.3: Namespaces and CRDs in later waves than their dependents are not findings (Argo moves them ahead)', () => {
  const objs: Manifest[] = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team', ...wave('5') } },
    { ...job('seed', {}), metadata: { name: 'seed', namespace: 'team' } },
    {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com', ...wave('7') },
      spec: { group: 'example.com', names: { kind: 'Widget' } }
    },
    { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'team' } }
  ]
  assert.deepEqual(check(objs), [])
})

test('R4.6.6: a PVC in an earlier wave than its consumer: high with a WaitForFirstConsumer class, medium when unknown, none when Immediate', () => {
  const consumer = deploy('db', { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: 'data' } }] }, wave('1'))
  const wffc = check([pvc('data', {}, { storageClassName: 'gp3' }), consumer, sc('gp3', 'WaitForFirstConsumer')])
  assert.deepEqual(
    wffc.map((f) => `${f.resource!.name}:${f.severity}`),
    ['data:high']
  )
  assert.match(wffc[0]!.message, /deadlocks/)
  const unknown = check([pvc('data'), consumer])
  assert.deepEqual(
    unknown.map((f) => `${f.resource!.name}:${f.severity}`),
    ['data:medium']
  )
  assert.deepEqual(check([pvc('data', {}, { storageClassName: 'fast' }), consumer, sc('fast', 'Immediate')]), [])
  assert.deepEqual(check([pvc('data', {}, { storageClassName: 'fast' }), consumer], { storageClasses: { fast: 'Immediate' } }), [])
  assert.deepEqual(check([pvc('data'), consumer], { defaultStorageClassBinding: 'Immediate' }), [])
  assert.deepEqual(check([pvc('data', {}, { volumeName: 'pv-1' }), consumer]), [], 'pre-bound claim')
  assert.deepEqual(check([pvc('data', wave('1')), consumer]), [], 'same wave')
  const dflt = check([pvc('data'), consumer, sc('std', 'WaitForFirstConsumer', { annotations: { 'storageclass.kubernetes.io/is-default-class': 'true' } })])
  assert.deepEqual(
    dflt.map((f) => f.severity),
    ['high']
  )
})

test('R4.6.6: an unconsumed Pending PVC before the last step is reported lower', () => {
  const got = check([pvc('data', {}, { storageClassName: 'gp3' }), sc('gp3', 'WaitForFirstConsumer'), cm('late', wave('2'))])
  assert.deepEqual(
    got.map((f) => `${f.fingerprint}:${f.severity}`),
    ['unconsumed:medium']
  )
})

test('R4.6.4/R4.6.10: a non-hook Job in a non-final wave is medium, suspended high; in the last wave nothing', () => {
  assert.deepEqual(
    check([job('seed', {}), cm('later', wave('1'))]).map((f) => f.severity),
    ['medium']
  )
  assert.deepEqual(
    check([job('seed', {}, {}, { suspend: true }), cm('later', wave('1'))]).map((f) => f.severity),
    ['high']
  )
  assert.deepEqual(check([job('seed', {}, wave('1')), cm('early')]), [])
  assert.deepEqual(check([job('seed', {})]), [], 'single-step sync')
})

test('R4.6.7: an Ingress or LoadBalancer Service before the last step (PostSync hooks included) is medium; configurable', () => {
  const ing: Manifest = { apiVersion: 'networking.k8s.io/v1', kind: 'Ingress', metadata: { name: 'web' }, spec: {} }
  const lb: Manifest = { apiVersion: 'v1', kind: 'Service', metadata: { name: 'lb' }, spec: { type: 'LoadBalancer' } }
  const ip: Manifest = { apiVersion: 'v1', kind: 'Service', metadata: { name: 'ip' }, spec: { type: 'ClusterIP' } }
  const post = job('notify', {}, hook('PostSync'))
  assert.deepEqual(
    check([ing, lb, ip, post])
      .map((f) => `${f.resource!.name}:${f.severity}`)
      .sort(),
    ['lb:medium', 'web:medium']
  )
  assert.deepEqual(check([ing, lb, post], { loadBalancerStatus: 'published' }), [])
  assert.deepEqual(
    check([ing, post], { loadBalancerStatus: 'unpublished' }).map((f) => f.severity),
    ['high']
  )
  assert.deepEqual(check([ing, lb]), [], 'final step: success is declared without waiting for health')
})

test('R4.6.1: a paused Deployment before the last step is high', () => {
  const paused = deploy('web', {})
  ;(paused.spec as Record<string, unknown>).paused = true
  assert.deepEqual(
    check([paused, cm('later', wave('1'))]).map((f) => f.severity),
    ['high']
  )
})

test('R4.3.1: a non-integer sync-wave is medium and says the wave it really gets; a non-string value is high', () => {
  const [f] = check([cm('a', { annotations: { 'argocd.argoproj.io/sync-wave': '1.5', 'helm.sh/hook-weight': '-2' } })])
  assert.equal(f!.severity, 'medium')
  assert.equal(f!.fingerprint, 'wave:argocd.argoproj.io/sync-wave')
  assert.match(f!.message, /uses wave -2 from helm\.sh\/hook-weight/)
  const [g] = check([cm('b', { annotations: { 'argocd.argoproj.io/sync-wave': ' 3' } })])
  assert.match(g!.message, /the default wave 0/)
  const [h] = check([cm('c', { annotations: { 'argocd.argoproj.io/sync-wave': 3 } })])
  assert.equal(h!.severity, 'high')
  assert.match(h!.fix, /"3"/)
})

test('R4.4.1: a PreSync Job connecting to a Sync-phase Service (URL or HOST variable) is high; a certificate SAN argument is not', () => {
  const svc: Manifest = { apiVersion: 'v1', kind: 'Service', metadata: { name: 'db' }, spec: {} }
  const url = job('migrate', { containers: [container({ args: ['--url=http://db:5432/app'] })] }, hook('PreSync'))
  const envHost = job('wait', { containers: [container({ env: [{ name: 'DB_HOST', value: 'db.dest.svc.cluster.local' }] })] }, hook('PreSync'))
  const san = job('certgen', { containers: [container({ args: ['create', '--host=db,db.dest.svc'] })] }, hook('PreSync'))
  const got = check([svc, url, envHost, san])
    .map((f) => `${f.resource!.name}:${f.severity}:${f.fingerprint}`)
    .sort()
  assert.deepEqual(got, ['migrate:high:Service/db', 'wait:high:Service/db'])
  assert.deepEqual(check([svc, job('migrate', { containers: [container({ args: ['--url=http://db:5432/app'] })] }, hook('PostSync'))]), [])
})

test('R4.4.1: a PreSync patch Job naming a Sync-phase webhook configuration is high (kube-webhook-certgen patch)', () => {
  const vwc: Manifest = { apiVersion: 'admissionregistration.k8s.io/v1', kind: 'ValidatingWebhookConfiguration', metadata: { name: 'adm' }, webhooks: [] }
  const patch = job('adm-patch', { containers: [container({ args: ['patch', '--webhook-name=adm', '--namespace=dest'] })] }, hook('PreSync'))
  const create = job('adm-create', { containers: [container({ args: ['create', '--secret-name=adm'] })] }, hook('PreSync'))
  assert.deepEqual(
    check([vwc, patch, create]).map((f) => `${f.resource!.name}:${f.fingerprint}`),
    ['adm-patch:ValidatingWebhookConfiguration/adm']
  )
})

test('state rule: the same inversion at base is existing; a new dependency at head is introduced', () => {
  const base = [deploy('web', mountCfg('cfg')), cm('cfg', wave('1'))]
  const same = runRules([makePlan(base, base)], { failOn: 'high' }, [waveOrder])
  assert.deepEqual(
    same.map((f) => f.introduced),
    [false]
  )
  const head = [
    deploy('web', { volumes: [...mountCfg('cfg').volumes, { name: 'o', configMap: { name: 'other' } }] }),
    cm('cfg', wave('1')),
    cm('other', wave('1'))
  ]
  const changed = runRules([makePlan(base, head)], { failOn: 'high' }, [waveOrder])
  assert.deepEqual(changed.map((f) => `${f.message.includes('other') ? 'other' : 'cfg'}:${f.introduced}`).sort(), ['cfg:false', 'other:true'])
})

test('R4.6.6 on a big render: each claim gets its own first consumer, and 3,000 claims take one pass (no claim x task scan)', () => {
  const n = 3000
  const objs: Manifest[] = []
  for (let i = 0; i < n; i++) {
    objs.push(pvc(`data-${i}`, {}, { storageClassName: 'gp3' }))
    // Two consumers of each claim, the later-wave one listed first: the first in sync order is the one named.
    objs.push(deploy(`late-${i}`, { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: `data-${i}` } }] }, wave('2')))
    objs.push(deploy(`db-${i}`, { volumes: [{ name: 'd', persistentVolumeClaim: { claimName: `data-${i}` } }] }, wave('1')))
  }
  objs.push(sc('gp3', 'WaitForFirstConsumer'))
  const t0 = performance.now()
  const got = check(objs)
  const ms = performance.now() - t0
  assert.equal(got.length, n)
  for (const f of got) assert.equal(f.fingerprint, `consumer:Deployment.apps dest/db-${f.resource!.name.slice('data-'.length)}`)
  assert.ok(ms < 10_000, `wave-order took ${Math.round(ms)} ms for ${objs.length} objects`)
})
