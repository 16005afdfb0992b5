// wave-order: dependency inversions that stall or fail a sync (R4.3-R4.6). Tasks are ordered as gitops-engine does
// (phase, wave, kind, name, then the R4.4.3 Namespace/CRD passes, so those two are never findings), and a multi-step
// sync waits for each step's health before the next (R4.5.4). Flags: a workload or hook needing a ConfigMap, Secret,
// ServiceAccount or PVC applied later (or never); a Job/hook naming an object applied later; a PVC that stays Pending
// before its consumer (R4.6.6); stall-prone objects in a non-final step (R4.6.4, R4.6.7, R4.6.10); wave annotations
// Go's Atoi rejects (R4.3.1).
import { isRecord } from '../lib/record.js'
import { referencesOf } from '../k8s/references.js'
import { annotationsOf, keyLabel, keyString, type Manifest } from '../k8s/resource.js'
import { comparePosition, isNonFinal, positionLabel, syncTasks, waveOf, type SyncTask } from '../plan/waves.js'
import type { AppPlan } from '../plan/plan.js'
import { appRef, sideOf, type RawFinding, type Rule, type RuleContext } from './types.js'
import { finding, gk, where, type Out } from './wave-order-findings.js'
import { lateDependencies, namedLater } from './wave-order-references.js'

type Binding = 'WaitForFirstConsumer' | 'Immediate' | 'unknown'
type Status = 'published' | 'unpublished' | 'unknown'

export interface WaveOrderOptions {
  /** StorageClass name → volumeBindingMode, for classes not rendered by any app. */
  storageClasses: Record<string, Binding>
  /** Binding mode of the cluster's default StorageClass (most cloud defaults are WaitForFirstConsumer). */
  defaultStorageClassBinding: Binding
  /** Whether the ingress controller / load balancer publishes `status.loadBalancer.ingress` (R4.6.7). */
  loadBalancerStatus: Status
}

export function waveOrderOptions(raw: Record<string, unknown>): WaveOrderOptions {
  const binding = (v: unknown): Binding => (v === 'WaitForFirstConsumer' || v === 'Immediate' ? v : 'unknown')
  const classes: Record<string, Binding> = {}
  if (isRecord(raw.storageClasses)) for (const [k, v] of Object.entries(raw.storageClasses)) classes[k] = binding(v)
  const lb = raw.loadBalancerStatus
  return {
    storageClasses: classes,
    defaultStorageClassBinding: binding(raw.defaultStorageClassBinding),
    loadBalancerStatus: lb === 'published' || lb === 'unpublished' ? lb : 'unknown'
  }
}

interface ClassInfo {
  binding: Binding
  name: string
}

function storageClassOf(
  obj: Record<string, unknown>,
  classes: Map<string, Binding>,
  defaultClass: ClassInfo | undefined,
  opts: WaveOrderOptions
): ClassInfo | null {
  const spec = isRecord(obj.spec) ? obj.spec : {}
  if (typeof spec.volumeName === 'string' && spec.volumeName !== '') return null // pre-bound to a PV
  const beta = annotationsOf(obj)['volume.beta.kubernetes.io/storage-class']
  const name = typeof spec.storageClassName === 'string' ? spec.storageClassName : beta
  if (name === '') return null // static binding only
  if (name === undefined) return defaultClass ?? { name: '(cluster default)', binding: opts.defaultStorageClassBinding }
  return { name, binding: classes.get(name) ?? opts.storageClasses[name] ?? 'unknown' }
}

/** B: R4.6.6 — a PVC that stays Pending (WaitForFirstConsumer) in a step before its first consumer deadlocks the sync. */
function pendingClaims(tasks: SyncTask[], classes: Map<string, Binding>, defaultClass: ClassInfo | undefined, opts: WaveOrderOptions, out: Out[]): void {
  const seen = new Set<string>()
  // The tasks referencing each claim, in task order, computed once (not one scan of every task per claim).
  let consumersOf: Map<string, SyncTask[]> | undefined
  const consumersIndex = (): Map<string, SyncTask[]> => {
    const m = new Map<string, SyncTask[]>()
    for (const u of tasks) {
      for (const k of new Set(referencesOf(u.target.obj, u.target.key).map((r) => keyString(r.key)))) (m.get(k) ?? m.set(k, []).get(k)!).push(u)
    }
    return m
  }
  for (const p of tasks) {
    if (p.target.key.kind !== 'PersistentVolumeClaim' || p.target.key.group !== '' || seen.has(keyString(p.target.key))) continue
    seen.add(keyString(p.target.key))
    const sc = storageClassOf(p.target.obj, classes, defaultClass, opts)
    if (!sc || sc.binding === 'Immediate') continue
    const wffc = sc.binding === 'WaitForFirstConsumer'
    const mode = wffc
      ? `StorageClass ${sc.name} binds on first consumer (WaitForFirstConsumer)`
      : `the binding mode of StorageClass ${sc.name} is unknown; most cloud defaults are WaitForFirstConsumer`
    const consumers = (consumersOf ??= consumersIndex()).get(keyString(p.target.key)) ?? []
    const fix = `Put ${keyLabel(p.target.key)} in the same wave as its consumer (Argo CD applies a wave together), or use an Immediate StorageClass. Tell prune-guard the class's binding mode with the wave-order options storageClasses/defaultStorageClassBinding.`
    if (consumers.length > 0) {
      const first = consumers[0]!
      if (comparePosition(p, first) >= 0) continue
      out.push(
        finding(
          p,
          wffc ? 'high' : 'medium',
          `consumer:${keyLabel(first.target.key)}`,
          `${keyLabel(p.target.key)} (${where(p)}) is applied before its first consumer ${keyLabel(first.target.key)} (${where(first)}); ${mode}. It stays Pending, which Argo CD counts as Progressing, so the step never completes and the consumer is never created: the sync deadlocks.`,
          fix
        )
      )
    } else if (isNonFinal(p, tasks)) {
      out.push(
        finding(
          p,
          wffc ? 'medium' : 'low',
          'unconsumed',
          `${keyLabel(p.target.key)} (${where(p)}) is in a step before the last one and nothing in this app mounts it; ${mode}. A Pending claim is Progressing, so the sync waits on it until something outside the app consumes it.`,
          fix
        )
      )
    }
  }
}

/** C: R4.6.10 stall predictors for non-hook objects in a step before the last (the engine waits for their health). */
function stalls(tasks: SyncTask[], opts: WaveOrderOptions, out: Out[]): void {
  const last = tasks[tasks.length - 1]
  for (const t of tasks) {
    if (t.hook || !isNonFinal(t, tasks)) continue
    const spec = isRecord(t.target.obj.spec) ? t.target.obj.spec : {}
    const k = gk(t.target.key)
    const later = `later steps (up to the ${positionLabel(last!)}) wait for its health`
    const fix = 'Move it to the last wave (or make it a hook of the right phase) so nothing waits on it.'
    if (k === 'batch/Job') {
      const msg =
        spec.suspend === true
          ? `${keyLabel(t.target.key)} is a suspended non-hook Job in the ${positionLabel(t)}: it is Suspended and never completes, so ${later} forever.`
          : `${keyLabel(t.target.key)} is a non-hook Job in the ${positionLabel(t)}: ${later}, i.e. for the Job to complete; if it fails the sync fails. A Job that needs anything from a later wave never completes. Its pod template is also immutable, so any change to it fails to apply.`
      out.push(
        finding(
          t,
          spec.suspend === true ? 'high' : 'medium',
          'stall',
          msg,
          'Make it a hook (PreSync/Sync/PostSync with a delete policy) or move it to the last wave.'
        )
      )
    } else if (k === '/Pod' && (spec.restartPolicy === 'Never' || spec.restartPolicy === 'OnFailure')) {
      out.push(
        finding(
          t,
          'medium',
          'stall',
          `${keyLabel(t.target.key)} is a non-hook Pod with restartPolicy ${String(spec.restartPolicy)} in the ${positionLabel(t)}: it is Progressing while it runs and Degraded if it fails; ${later}.`,
          fix
        )
      )
    } else if (k === 'apps/Deployment' && spec.paused === true) {
      out.push(
        finding(
          t,
          'high',
          'stall',
          `${keyLabel(t.target.key)} is a paused Deployment in the ${positionLabel(t)}: it stays Suspended, so ${later} forever.`,
          'Unpause it or move it to the last wave.'
        )
      )
    } else if (
      (k === 'networking.k8s.io/Ingress' || k === 'extensions/Ingress' || (k === '/Service' && spec.type === 'LoadBalancer')) &&
      opts.loadBalancerStatus !== 'published'
    ) {
      const what = k === '/Service' ? 'a LoadBalancer Service' : 'an Ingress'
      out.push(
        finding(
          t,
          opts.loadBalancerStatus === 'unpublished' ? 'high' : 'medium',
          'stall',
          `${keyLabel(t.target.key)} is ${what} in the ${positionLabel(t)}: it is Progressing until status.loadBalancer.ingress is set, and ${later}. Where the controller does not publish that status (no cloud load balancer, ingress controller without status publishing) the sync never finishes.`,
          `${fix} If your controllers publish status, set the wave-order option loadBalancerStatus: published.`
        )
      )
    }
  }
}

/** D: R4.3.1 — wave annotations Go's Atoi rejects, and non-string values Kubernetes rejects. */
function badWaves(tasks: SyncTask[], out: Out[]): void {
  // Only a task with an unusable wave annotation can be reported: without one, no pass over the keys.
  if (!tasks.some((t) => waveOf(t.target.obj).invalid.length > 0)) return
  const seen = new Set<string>()
  for (const t of tasks) {
    if (seen.has(keyString(t.target.key))) continue
    seen.add(keyString(t.target.key))
    const w = waveOf(t.target.obj)
    for (const bad of w.invalid) {
      const got =
        w.from === 'default' ? 'the default wave 0' : `wave ${w.wave} from ${w.from === 'sync-wave' ? 'argocd.argoproj.io/sync-wave' : 'helm.sh/hook-weight'}`
      if (typeof bad.value !== 'string') {
        out.push(
          finding(
            t,
            'high',
            `wave:${bad.annotation}`,
            `${keyLabel(t.target.key)} has ${bad.annotation}: ${JSON.stringify(bad.value)}, which is not a string. Annotation values must be strings: the API server rejects the object, so the dry-run of the sync fails and nothing in the app is applied.`,
            `Quote the value: ${bad.annotation}: "${String(bad.value)}".`
          )
        )
      } else {
        out.push(
          finding(
            t,
            'medium',
            `wave:${bad.annotation}`,
            `${keyLabel(t.target.key)} has ${bad.annotation}: "${bad.value}", which is not an integer for Go's strconv.Atoi (sign and digits only, no spaces or decimals). Argo CD ignores it and uses ${got}, so it is ordered differently than written.`,
            `Use an integer such as "${/-?\d+/.exec(bad.value)?.[0] ?? '0'}".`
          )
        )
      }
    }
  }
}

function checkPlan(p: AppPlan, ctx: RuleContext, classes: Map<string, Binding>, defaultClass: ClassInfo | undefined, opts: WaveOrderOptions): Out[] {
  const side = sideOf(p, ctx.revision)
  if (!side) return []
  const r = side.render!
  const { tasks } = syncTasks(r)
  // The tasks of each key, indexed on first use (only a workload or hook with references needs it).
  let index: Map<string, SyncTask[]> | undefined
  const byKey = (): Map<string, SyncTask[]> => {
    if (index) return index
    index = new Map()
    for (const t of tasks) {
      const ks = keyString(t.target.key)
      const list = index.get(ks)
      if (list) list.push(t)
      else index.set(ks, [t])
    }
    return index
  }
  const ignored = new Set(r.ignored.map((t) => keyString(t.key)))
  const out: Out[] = []
  lateDependencies(tasks, byKey, ignored, out)
  namedLater(tasks, out)
  pendingClaims(tasks, classes, defaultClass, opts, out)
  stalls(tasks, opts, out)
  badWaves(tasks, out)
  return out
}

export const waveOrder: Rule = {
  id: 'wave-order',
  severity: 'high',
  title: 'Sync order stalls or fails the sync',
  when: 'a dependency applied in a later phase or wave; stalls from health waits',
  kind: 'state',
  check(ctx) {
    const opts = waveOrderOptions(ctx.options)
    // StorageClasses are cluster-scoped: any app's render at this revision tells their binding mode.
    const classes = new Map<string, Binding>()
    let defaultClass: ClassInfo | undefined
    const learn = (name: string, obj: Manifest): void => {
      // Kubernetes defaults volumeBindingMode to Immediate.
      const binding: Binding = obj.volumeBindingMode === 'WaitForFirstConsumer' ? 'WaitForFirstConsumer' : 'Immediate'
      classes.set(name, binding)
      if (annotationsOf(obj)['storageclass.kubernetes.io/is-default-class'] === 'true') defaultClass = { name, binding }
    }
    // Plain StorageClass files first (an unchanged app is not rendered), then renders, which win.
    for (const obj of ctx.graph?.storageClasses?.[ctx.revision] ?? []) {
      const name = isRecord(obj.metadata) ? obj.metadata.name : undefined
      if (typeof name === 'string' && name !== '') learn(name, obj)
    }
    for (const p of ctx.plans) {
      for (const t of sideOf(p, ctx.revision)?.render?.resources.values() ?? []) {
        if (t.key.kind === 'StorageClass' && t.key.group === 'storage.k8s.io') learn(t.key.name, t.obj)
      }
    }
    const out: RawFinding[] = []
    for (const p of ctx.plans) for (const f of checkPlan(p, ctx, classes, defaultClass, opts)) out.push({ ...appRef(p), ...f })
    return out
  }
}
