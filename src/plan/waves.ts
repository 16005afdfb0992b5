// Sync waves and task ordering as gitops-engine computes them (R4.3, R4.4): one task per applied target and sync
// phase, sorted by phase, wave, kind rank and name, then the R4.4.3 dependency passes for Namespaces and CRDs.
import { isRecord } from '../lib/record.js'
import type { NormalizedRender, Target } from './normalize.js'
import type { SyncPhase } from '../argocd/hooks.js'
import { isCrdKey, metadataOf, type Manifest } from '../k8s/resource.js'

export const SYNC_WAVE_ANNOTATION = 'argocd.argoproj.io/sync-wave'
export const HELM_HOOK_WEIGHT_ANNOTATION = 'helm.sh/hook-weight'

/** R4.4.1 */
export const PHASE_ORDER: Record<SyncPhase, number> = { PreSync: -1, Sync: 0, PostSync: 1, SyncFail: 2 }

/** R4.4.2: the kind order copied by gitops-engine from Helm's kind sorter (kind only, not group). */
export const KIND_ORDER = [
  'Namespace',
  'NetworkPolicy',
  'ResourceQuota',
  'LimitRange',
  'PodSecurityPolicy',
  'PodDisruptionBudget',
  'ServiceAccount',
  'Secret',
  'SecretList',
  'ConfigMap',
  'StorageClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'CustomResourceDefinition',
  'ClusterRole',
  'ClusterRoleList',
  'ClusterRoleBinding',
  'ClusterRoleBindingList',
  'Role',
  'RoleList',
  'RoleBinding',
  'RoleBindingList',
  'Service',
  'DaemonSet',
  'Pod',
  'ReplicationController',
  'ReplicaSet',
  'Deployment',
  'HorizontalPodAutoscaler',
  'StatefulSet',
  'Job',
  'CronJob',
  'IngressClass',
  'Ingress',
  'APIService'
] as const

/** R4.4.2: index − 35 for listed kinds (all negative); 0 for every other kind, so custom resources sort last. */
const KIND_RANK = new Map<string, number>(KIND_ORDER.map((k, i) => [k, i - KIND_ORDER.length]))
export function kindRank(kind: string): number {
  return KIND_RANK.get(kind) ?? 0
}

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

/** Go `strconv.Atoi` on a 64-bit platform: an optional sign and decimal digits, no spaces, within int64. */
export function goAtoi(s: string): number | undefined {
  if (!/^[+-]?[0-9]+$/.test(s)) return undefined
  const n = BigInt(s)
  if (n < INT64_MIN || n > INT64_MAX) return undefined
  return Number(n)
}

export interface InvalidWaveAnnotation {
  annotation: string
  /** The raw value as rendered (a string Atoi rejects, or a non-string YAML value). */
  value: unknown
}

export interface WaveInfo {
  wave: number
  from: 'sync-wave' | 'hook-weight' | 'default'
  /** Wave annotations that were present but could not be used. */
  invalid: InvalidWaveAnnotation[]
}

/** Whether either wave annotation is there; without one, waveOf is the default wave 0 with nothing invalid. */
export function hasWaveAnnotation(obj: Manifest): boolean {
  const ann = metadataOf(obj).annotations
  return isRecord(ann) && (SYNC_WAVE_ANNOTATION in ann || HELM_HOOK_WEIGHT_ANNOTATION in ann)
}

/** R4.3.1 (and R4.2.2): sync-wave through Atoi, else helm.sh/hook-weight through Atoi, else 0. */
export function waveOf(obj: Manifest): WaveInfo {
  const invalid: InvalidWaveAnnotation[] = []
  // Most objects carry neither annotation: no lookups, no allocations beyond the answer.
  if (!hasWaveAnnotation(obj)) return { wave: 0, from: 'default', invalid }
  const ann = metadataOf(obj).annotations as Record<string, unknown>
  for (const [annotation, from] of WAVE_SOURCES) {
    if (!(annotation in ann)) continue
    const raw = ann[annotation]
    const n = typeof raw === 'string' ? goAtoi(raw) : undefined
    if (n !== undefined) return { wave: n, from, invalid }
    invalid.push({ annotation, value: raw })
  }
  return { wave: 0, from: 'default', invalid }
}

const WAVE_SOURCES = [
  [SYNC_WAVE_ANNOTATION, 'sync-wave'],
  [HELM_HOOK_WEIGHT_ANNOTATION, 'hook-weight']
] as const

export interface SyncTask {
  target: Target
  phase: SyncPhase
  wave: number
  hook: boolean
  /** Set when R4.4.3 moved a Namespace or CRD task ahead of its first dependent (phase and wave inherited). */
  movedBefore?: Target
}

/** Position of a task in the sync: phase, then wave. Tasks at the same position are applied together (R4.5.2). */
export function comparePosition(a: { phase: SyncPhase; wave: number }, b: { phase: SyncPhase; wave: number }): number {
  return PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || a.wave - b.wave
}

export function positionLabel(t: { phase: SyncPhase; wave: number; hook?: boolean }): string {
  return `${t.phase} phase, wave ${t.wave}`
}

function nameOfTarget(t: Target): string {
  return t.key.name
}

/**
 * R4.4.2: sorted by gitops-engine's Less (phase, wave, kind rank, name bytewise), with each task's phase order and kind
 * rank looked up once (not twice per comparison). Stable: equal tasks keep their order, as with Array.sort before.
 */
function sortTasks(tasks: SyncTask[]): void {
  const keyed = tasks.map((t) => ({ t, phase: PHASE_ORDER[t.phase], rank: kindRank(t.target.key.kind), name: nameOfTarget(t.target) }))
  keyed.sort((a, b) => {
    const d = a.phase - b.phase || a.t.wave - b.t.wave
    if (d !== 0) return d
    const k = a.rank - b.rank
    if (k !== 0) return k
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  })
  for (let i = 0; i < tasks.length; i++) tasks[i] = keyed[i]!.t
}

/**
 * R4.4.3 `adjustDeps`: a dependency task found after the first task that references it is moved just before that
 * task and takes its phase and wave.
 */
function adjustDeps(tasks: SyncTask[], isDep: (t: Target) => string | undefined, refOf: (t: Target) => string | undefined): void {
  // Without any dependency task nothing moves (most renders have no Namespace or CRD): skip the pass.
  if (!tasks.some((t) => isDep(t.target) !== undefined)) return
  const first = new Map<string, number>()
  for (let i = 0; i < tasks.length; i++) {
    const t = tasks[i]!
    const dep = isDep(t.target)
    if (dep !== undefined) {
      const index = first.get(dep)
      if (index === undefined) continue
      const at = tasks[index]!
      t.wave = at.wave
      t.phase = at.phase
      t.movedBefore = at.target
      tasks.splice(i, 1)
      tasks.splice(index, 0, t)
      for (const [k, v] of first) if (v >= index) first.set(k, v + 1)
      continue
    }
    const ref = refOf(t.target)
    if (ref !== undefined && !first.has(ref)) first.set(ref, i)
  }
}

function crdKey(t: Target): string | undefined {
  if (!isCrdKey(t.key)) return undefined
  const spec = isRecord(t.obj.spec) ? t.obj.spec : {}
  const names = isRecord(spec.names) ? spec.names : {}
  return typeof spec.group === 'string' && typeof names.kind === 'string' ? `${spec.group}/${names.kind}` : undefined
}

export interface TaskList {
  /** PreSync, Sync and PostSync tasks in execution order. */
  tasks: SyncTask[]
  /** SyncFail tasks: only run when the sync fails, kept apart as gitops-engine does. */
  syncFail: SyncTask[]
}

/** The apply tasks of one render: non-hook targets (Skip-only excluded, R4.1.3) in Sync, hooks once per phase (R4.4.1). */
export function syncTasks(render: NormalizedRender): TaskList {
  const all: SyncTask[] = []
  for (const t of render.resources.values()) {
    if (t.hook.kind !== 'resource') continue
    all.push({ target: t, phase: 'Sync', wave: waveOf(t.obj).wave, hook: false })
  }
  for (const t of render.hooks) {
    if (t.hook.kind !== 'hook') continue
    const wave = waveOf(t.obj).wave
    for (const phase of t.hook.phases) all.push({ target: t, phase, wave, hook: true })
  }
  sortTasks(all)
  adjustDeps(
    all,
    (t) => (t.key.kind === 'Namespace' && t.key.group === '' ? t.key.name : undefined),
    (t) => (t.key.namespace !== '' ? t.key.namespace : undefined)
  )
  adjustDeps(all, crdKey, (t) => `${t.key.group}/${t.key.kind}`)
  return { tasks: all.filter((t) => t.phase !== 'SyncFail'), syncFail: all.filter((t) => t.phase === 'SyncFail') }
}

/** R4.5.4: more than one distinct phase or wave among the tasks (the engine then waits for health between steps). */
export function isMultiStep(tasks: SyncTask[]): boolean {
  if (tasks.length === 0) return false
  return comparePosition(tasks[0]!, tasks[tasks.length - 1]!) !== 0
}

/** A task before the last step: the engine waits for its health before moving on (R4.5.4). */
export function isNonFinal(task: SyncTask, tasks: SyncTask[]): boolean {
  return tasks.length > 0 && comparePosition(task, tasks[tasks.length - 1]!) < 0
}
