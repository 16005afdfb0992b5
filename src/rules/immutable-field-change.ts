// immutable-field-change: an update (plan.update: the same key at base and head, R2.4.1) that the Kubernetes API
// server rejects because it touches a field that cannot change after creation. Argo CD applies with kubectl apply:
// the apply fails with "field is immutable" (or "Forbidden: updates to statefulset spec ..."), the sync operation
// fails in that wave (R4.5.5), later waves are not applied, the app stays OutOfSync and auto-sync does not retry the
// same revision (R3.5.3).
// Sync options change the outcome (R7.1), read from the head object's annotation, then the app's syncOptions (R3.3.5):
// - Replace=true alone: kubectl replace is an update too, so it is rejected the same way;
// - Replace=true with Force=true: the object is deleted and recreated;
// - Force=true without Replace (client-side apply): kubectl apply --force deletes and recreates the object when the
//   patch is rejected as invalid. With ServerSideApply=true, Force means force-conflicts only (R7.2).
// Only changes visible in both renders are judged: a field set on one side and left to the server's default on the
// other is not reported unless the default is known (e.g. StatefulSet podManagementPolicy OrderedReady).
import { canonicalJson } from '../lib/canonical-json.js'
import { isRecord } from '../lib/record.js'
import { keyLabel, type Manifest } from '../k8s/resource.js'
import { compareQuantities } from '../k8s/quantity.js'
import { syncOption } from '../argocd/sync-options.js'
import type { AppPlan, ResourceUpdate } from '../plan/plan.js'
import { appRef, type RawFinding, type Rule, type Severity } from './types.js'

export interface ImmutableChange {
  path: string
  /** What Kubernetes does with it, e.g. "field is immutable". */
  why: string
  /**
   * Rejected only if the value differs from what the cluster assigned, which offline the guard cannot see (a clusterIP
   * set where the base left it to Kubernetes): a change to look at, not a certain failure.
   */
  ifAssignedDiffers?: true
}

function get(obj: unknown, path: string): unknown {
  let cur: unknown = obj
  for (const k of path.split('.')) {
    if (!isRecord(cur)) return undefined
    cur = cur[k]
  }
  return cur
}

const set = (v: unknown): boolean => v !== undefined && v !== null && v !== ''
const eq = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const IMMUTABLE = 'field is immutable'

/** A change of `path`, with `dflt` standing for an unset value (the API server's default). */
function changed(b: Manifest, h: Manifest, path: string, why = IMMUTABLE, dflt?: unknown): ImmutableChange[] {
  const x = get(b, path) ?? dflt
  const y = get(h, path) ?? dflt
  return eq(x, y) ? [] : [{ path, why }]
}

/** A change only when both sides set the field (an unset side may hold a server-assigned value). */
function changedBothSet(b: Manifest, h: Manifest, path: string, why = IMMUTABLE): ImmutableChange[] {
  const x = get(b, path)
  const y = get(h, path)
  return set(x) && set(y) && !eq(x, y) ? [{ path, why }] : []
}

const STS_FORBIDDEN =
  "Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', " +
  "'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden"
const STS_MUTABLE = new Set([
  'replicas',
  'ordinals',
  'template',
  'updateStrategy',
  'revisionHistoryLimit',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds'
])
const STS_DEFAULTS: Record<string, unknown> = { podManagementPolicy: 'OrderedReady', serviceName: '' }

/** volumeClaimTemplates as the API server compares them: apiVersion/kind/status and a default volumeMode do not count. */
function claimTemplates(v: unknown): unknown {
  if (!Array.isArray(v)) return v ?? []
  return v.map((t) => {
    if (!isRecord(t)) return t
    const rest: Record<string, unknown> = { ...t }
    for (const k of ['apiVersion', 'kind', 'status']) delete rest[k]
    const spec = isRecord(rest.spec) ? { ...rest.spec } : rest.spec
    if (isRecord(spec) && spec.volumeMode === 'Filesystem') delete spec.volumeMode
    return { ...rest, spec }
  })
}

function statefulSet(b: Manifest, h: Manifest): ImmutableChange[] {
  const bs = isRecord(b.spec) ? b.spec : {}
  const hs = isRecord(h.spec) ? h.spec : {}
  const out: ImmutableChange[] = []
  for (const k of [...new Set([...Object.keys(bs), ...Object.keys(hs)])]) {
    if (STS_MUTABLE.has(k)) continue
    const x = k === 'volumeClaimTemplates' ? claimTemplates(bs[k]) : (bs[k] ?? STS_DEFAULTS[k])
    const y = k === 'volumeClaimTemplates' ? claimTemplates(hs[k]) : (hs[k] ?? STS_DEFAULTS[k])
    if (!eq(x, y)) out.push({ path: `spec.${k}`, why: STS_FORBIDDEN })
  }
  return out
}

function primaryIP(o: Manifest): string {
  const ips = get(o, 'spec.clusterIPs')
  return str(get(o, 'spec.clusterIP')) || (Array.isArray(ips) ? str(ips[0]) : '')
}

function service(b: Manifest, h: Manifest): ImmutableChange[] {
  const bt = str(get(b, 'spec.type')) || 'ClusterIP'
  const ht = str(get(h, 'spec.type')) || 'ClusterIP'
  const bip = primaryIP(b)
  const hip = primaryIP(h)
  const out: ImmutableChange[] = []
  if (ht === 'ExternalName') {
    if (bt !== 'ExternalName' && hip !== '' && hip !== 'None') {
      out.push({ path: 'spec.type', why: `changes to ExternalName while spec.clusterIP is still set; an ExternalName Service must not have one` })
    }
  } else if (bt !== 'ExternalName') {
    if (bip !== '' && hip !== '' && bip !== hip) {
      out.push({ path: 'spec.clusterIP', why: `${JSON.stringify(bip)} → ${JSON.stringify(hip)}: ${IMMUTABLE} (spec.clusterIPs[0] may not change once set)` })
    } else if (bip === '' && hip !== '') {
      out.push({
        path: 'spec.clusterIP',
        why:
          hip === 'None'
            ? 'becomes "None": a Service with an allocated address cannot become headless in place (field is immutable)'
            : `is set to ${JSON.stringify(hip)} where the base left it to Kubernetes: rejected unless it is the address the live Service already has (offline the guard cannot see it)`,
        ...(hip === 'None' ? {} : { ifAssignedDiffers: true as const })
      })
    } else if (bip === 'None' && hip === '') {
      out.push({
        path: 'spec.clusterIP',
        why: 'is no longer "None": not rejected, but Kubernetes keeps the allocated value, so the Service silently stays headless'
      })
    }
  }
  const bf = get(b, 'spec.ipFamilies')
  const hf = get(h, 'spec.ipFamilies')
  if (Array.isArray(bf) && Array.isArray(hf) && set(bf[0]) && set(hf[0]) && bf[0] !== hf[0] && ht !== 'ExternalName' && bt !== 'ExternalName') {
    out.push({ path: 'spec.ipFamilies', why: `primary family ${String(bf[0])} → ${String(hf[0])}: ${IMMUTABLE}` })
  }
  return out
}

const PVC_SPEC = 'Forbidden: spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims'

function pvc(b: Manifest, h: Manifest): ImmutableChange[] {
  const sortedModes = (o: Manifest) => {
    const v = get(o, 'spec.accessModes')
    return Array.isArray(v) ? [...v].map(String).sort() : undefined
  }
  const bm = sortedModes(b)
  const hm = sortedModes(h)
  const out: ImmutableChange[] = [
    // storageClassName "" is an explicit "no class": compare whenever both sides write the field.
    ...(get(b, 'spec.storageClassName') !== undefined && get(h, 'spec.storageClassName') !== undefined ? changed(b, h, 'spec.storageClassName', PVC_SPEC) : []),
    ...(bm && hm && !eq(bm, hm) ? [{ path: 'spec.accessModes', why: PVC_SPEC }] : []),
    ...changed(b, h, 'spec.volumeMode', PVC_SPEC, 'Filesystem'),
    ...changedBothSet(b, h, 'spec.volumeName', PVC_SPEC),
    ...changed(b, h, 'spec.selector', PVC_SPEC),
    ...changed(b, h, 'spec.dataSource', PVC_SPEC),
    ...changedBothSet(b, h, 'spec.dataSourceRef', PVC_SPEC)
  ]
  const bsz = get(b, 'spec.resources.requests.storage')
  const hsz = get(h, 'spec.resources.requests.storage')
  if (compareQuantities(hsz, bsz) === -1) {
    out.push({
      path: 'spec.resources.requests.storage',
      why: `shrinks from ${String(bsz)} to ${String(hsz)}: Forbidden: field can not be less than previous value`
    })
  }
  return out
}

const PV_SOURCES = [
  'awsElasticBlockStore',
  'azureDisk',
  'azureFile',
  'cephfs',
  'cinder',
  'csi',
  'fc',
  'flexVolume',
  'flocker',
  'gcePersistentDisk',
  'glusterfs',
  'hostPath',
  'iscsi',
  'local',
  'nfs',
  'photonPersistentDisk',
  'portworxVolume',
  'quobyte',
  'rbd',
  'scaleIO',
  'storageos',
  'vsphereVolume'
]

function persistentVolume(b: Manifest, h: Manifest): ImmutableChange[] {
  const source = (o: Manifest) => Object.fromEntries(PV_SOURCES.map((k) => [k, get(o, `spec.${k}`)]).filter(([, v]) => v !== undefined))
  return [
    ...(eq(source(b), source(h)) ? [] : [{ path: 'spec (volume source)', why: 'Forbidden: spec.persistentvolumesource is immutable after creation' }]),
    ...changed(b, h, 'spec.volumeMode', IMMUTABLE, 'Filesystem'),
    ...changedBothSet(b, h, 'spec.nodeAffinity')
  ]
}

/** Secret/ConfigMap with `immutable: true` at base: the payload and the flag itself are frozen. */
function frozenData(b: Manifest, h: Manifest, fields: string[]): ImmutableChange[] {
  if (b.immutable !== true) return []
  const out: ImmutableChange[] = []
  for (const f of fields) {
    if (!eq(b[f], h[f])) out.push({ path: f, why: 'field is immutable when `immutable` is set' })
  }
  if (h.immutable !== true) out.push({ path: 'immutable', why: 'field is immutable when `immutable` is set' })
  return out
}

type Check = (b: Manifest, h: Manifest) => ImmutableChange[]

/** Checks by `group/Kind`. */
export const IMMUTABLE_CHECKS: Record<string, Check> = {
  'apps/Deployment': (b, h) => changed(b, h, 'spec.selector'),
  'apps/ReplicaSet': (b, h) => changed(b, h, 'spec.selector'),
  'apps/DaemonSet': (b, h) => changed(b, h, 'spec.selector'),
  'apps/StatefulSet': statefulSet,
  'batch/Job': (b, h) => [
    ...changed(b, h, 'spec.selector'),
    ...changed(b, h, 'spec.template'),
    ...changed(b, h, 'spec.completionMode', IMMUTABLE, 'NonIndexed')
  ],
  '/Service': service,
  '/PersistentVolumeClaim': pvc,
  '/PersistentVolume': persistentVolume,
  '/Secret': (b, h) => [...changed(b, h, 'type', IMMUTABLE, 'Opaque'), ...frozenData(b, h, ['data', 'stringData', 'binaryData'])],
  '/ConfigMap': (b, h) => frozenData(b, h, ['data', 'binaryData']),
  'rbac.authorization.k8s.io/RoleBinding': (b, h) => changed(b, h, 'roleRef', 'cannot change roleRef'),
  'rbac.authorization.k8s.io/ClusterRoleBinding': (b, h) => changed(b, h, 'roleRef', 'cannot change roleRef'),
  'storage.k8s.io/StorageClass': (b, h) => [
    ...changed(b, h, 'provisioner'),
    ...changed(b, h, 'parameters', 'Forbidden: updates to parameters are forbidden'),
    ...changed(b, h, 'reclaimPolicy', 'Forbidden: updates to reclaimPolicy are forbidden', 'Delete'),
    ...changed(b, h, 'volumeBindingMode', IMMUTABLE, 'Immediate')
  ]
}

export function immutableChanges(u: Pick<ResourceUpdate, 'key' | 'base' | 'head'>): ImmutableChange[] {
  const check = IMMUTABLE_CHECKS[`${u.key.group}/${u.key.kind}`]
  return check ? check(u.base.obj, u.head.obj) : []
}

/** What deleting and recreating the object costs, by kind. */
function recreateCost(kind: string): string {
  switch (kind) {
    case 'PersistentVolumeClaim':
      return 'The claim is deleted; with the usual Delete reclaim policy its volume and data go with it, and the new claim starts empty.'
    case 'PersistentVolume':
      return 'The volume object is deleted; depending on its reclaim policy the storage behind it may be deleted too.'
    case 'StatefulSet':
      return 'All its pods are deleted at once (downtime); the PVCs of volumeClaimTemplates stay unless persistentVolumeClaimRetentionPolicy.whenDeleted is Delete.'
    case 'Deployment':
    case 'DaemonSet':
    case 'ReplicaSet':
      return 'All its pods are deleted at once instead of rolling (downtime).'
    case 'Service':
      return 'The Service gets a new cluster IP and its endpoints drop until it is recreated.'
    case 'Job':
      return 'The Job runs again.'
    default:
      return 'The object is briefly missing while it is recreated.'
  }
}

const DATA_KINDS = new Set(['PersistentVolumeClaim', 'PersistentVolume'])

/** A field set at head that the cluster assigned while the base left it unset: rejected only if the values differ. */
function mayBeRejected(p: AppPlan, u: ResourceUpdate, changes: ImmutableChange[]): RawFinding {
  const list = changes.map((c) => `${c.path} ${c.why}`).join('; ')
  return {
    ...appRef(p),
    severity: 'medium',
    introduced: true,
    resource: u.key,
    file: u.head.file ?? null,
    line: u.head.line ?? null,
    message:
      `${keyLabel(u.key)}: ${list}. If it is that address the apply succeeds and nothing changes; if not, the API server ` +
      'rejects it and the sync fails on this object.',
    fix: `Check the live value (kubectl get service ${u.key.namespace ? `-n ${u.key.namespace} ` : ''}${u.key.name} -o jsonpath='{.spec.clusterIP}') before merging, or leave the field unset.`
  }
}

export const immutableFieldChange: Rule = {
  id: 'immutable-field-change',
  severity: 'high',
  title: 'A change Kubernetes rejects on apply (immutable field)',
  when: 'a change Kubernetes rejects on apply (selectors, StatefulSet fields, PVC class/size decrease, …)',
  kind: 'change',
  unblock: 'immutable',
  wontSync(f) {
    if (!f.blocking || !f.app || !/cannot update in place/.test(f.message) || /deletes and recreates it/.test(f.message)) return null
    return { reason: 'immutable', field: /in place: ([^\s(;]+)/.exec(f.message)?.[1] ?? null }
  },
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const app = p.head?.discovered.app
      if (!app) continue
      for (const u of p.update) {
        const changes = immutableChanges(u)
        if (changes.length === 0) continue
        // Only fields whose rejection depends on what the cluster assigned: a change to look at, not a failure.
        if (changes.every((c) => c.ifAssignedDiffers)) {
          out.push(mayBeRejected(p, u, changes))
          continue
        }
        const obj = u.head.obj
        const opt = (k: string) => syncOption(obj, app.syncPolicy.syncOptions, k) === 'true'
        const replace = opt('Replace')
        const force = opt('Force')
        const recreate = force && (replace || !opt('ServerSideApply'))
        const what = keyLabel(u.key)
        const list = changes.map((c) => `${c.path} (${c.why})`).join('; ')
        let severity: Severity = 'high'
        let message: string
        let fix: string
        if (recreate) {
          severity = DATA_KINDS.has(u.key.kind) && u.key.group === '' ? 'critical' : 'high'
          const how = replace ? 'Replace=true with Force=true' : 'Force=true (kubectl apply --force deletes and recreates when the patch is rejected)'
          message =
            `${what} changes fields Kubernetes cannot update in place: ${list}. It has ${how}, so the sync deletes and ` +
            `recreates it instead of failing. ${recreateCost(u.key.kind)}`
          fix = 'Merge only if the delete-and-recreate is acceptable; otherwise keep the old value of the field.'
        } else {
          const replaceNote = replace ? ' Replace=true alone does not help: kubectl replace is an update too and is rejected the same way.' : ''
          message =
            `${what} changes fields Kubernetes cannot update in place: ${list}. The API server rejects the apply, so the ` +
            `sync fails on this object: later waves are not applied, the app stays OutOfSync with a failed ` +
            `operation, and auto-sync does not retry the same revision.${replaceNote}`
          fix =
            u.key.kind === 'StatefulSet'
              ? 'Keep the old value, or recreate the StatefulSet without its pods: ' +
                `\`kubectl delete statefulset ${u.key.namespace ? `-n ${u.key.namespace} ` : ''}${u.key.name} --cascade=orphan\`` +
                ', then sync (pods and PVCs survive). Renaming it creates a new StatefulSet with new, empty PVCs.'
              : u.key.kind === 'PersistentVolumeClaim'
                ? 'Keep the old value. A new claim (new name) starts empty: migrate the data first, then switch the workload to it.'
                : 'Rename the resource (the new name is created and the old one pruned), or, knowingly, annotate it with ' +
                  'argocd.argoproj.io/sync-options: Force=true,Replace=true so Argo CD deletes and recreates it.' +
                  (u.key.kind === 'Job' ? ' A Job that should run on every change is usually a hook (PreSync/Sync with BeforeHookCreation).' : '')
        }
        out.push({
          ...appRef(p),
          severity,
          introduced: true,
          resource: u.key,
          file: u.head.file ?? null,
          line: u.head.line ?? null,
          message,
          fix
        })
      }
    }
    return out
  }
}
