// Live mode in the Report contract (issue 13): per-app facts from the cluster and the run's live status. Optional
// fields: an offline report has none of them, so offline reports are byte-for-byte what they were.
import type { ResourceKey } from '../k8s/resource.js'
import { appId } from '../argocd/discover.js'
import { liveRevisions, type LiveAppFacts, type LiveInput } from '../plan/live.js'
import type { LivePruneInfo } from '../plan/prune.js'

export interface LiveRef {
  group: string
  kind: string
  namespace: string
  name: string
}

export interface ReportAppLive {
  /** `status.sync.status` before the change: Synced, OutOfSync, Unknown; null when not reported. */
  syncStatus: string | null
  /** The revision(s) the app is synced to. */
  revisions: string[]
  /** Synced to the PR's base commit; null when no git commit is reported (a chart version, no sync yet). */
  revisionIsBase: boolean | null
  operationPhase: string | null
  /** Tracked (non-hook) resources in the cluster. */
  tracked: number
  /** Tracked in the cluster, not produced by the base render (left over from earlier revisions, or created by hand). */
  trackedNotInBase: Array<LiveRef & { requiresPruning: boolean; status: string | null }>
  /** Rendered at base and removed at head, but not tracked in the cluster: a sync does not prune them. */
  baseNotTracked: LiveRef[]
  /** Whether the tracked resources were compared with the base render (false: not rendered, inputs unchanged or failed). */
  comparedWithBase: boolean
}

export interface ReportUnmanagedApp {
  name: string
  namespace: string
  syncStatus: string | null
  revisions: string[]
  tracked: number
}

export interface ReportLive {
  /** `used`: facts from the cluster are in this report; `failed`: they could not be read, the report is the offline answer. */
  status: 'used' | 'failed'
  via: 'kubernetes' | 'argocd-api' | null
  /** Host (and port) only. */
  endpoint: string | null
  failure: { kind: string; message: string } | null
  /** Applications in the cluster that the repository defines at neither base nor head. */
  unmanagedApps: ReportUnmanagedApp[]
}

export type ReportPruneLive = LivePruneInfo

const ref = (k: ResourceKey): LiveRef => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name })

export function appLive(f: LiveAppFacts): ReportAppLive {
  return {
    syncStatus: f.syncStatus,
    revisions: f.revisions,
    revisionIsBase: f.revisionIsBase,
    operationPhase: f.operationPhase,
    tracked: f.tracked,
    trackedNotInBase: f.trackedNotInBase.map((t) => ({ ...ref(t), requiresPruning: t.requiresPruning, status: t.status })),
    baseNotTracked: f.baseNotTracked.map(ref),
    comparedWithBase: f.compared
  }
}

/** The run's live status; `defined`: the namespace/name of every app the repository defines at base or head. */
export function reportLive(live: LiveInput, defined: ReadonlySet<string>, controlPlaneNamespace: string): ReportLive {
  if (!live.ok) return { status: 'failed', via: null, endpoint: null, failure: { kind: live.failure.kind, message: live.failure.message }, unmanagedApps: [] }
  const unmanagedApps = live.snapshot.apps
    .filter((a) => !defined.has(appId(a, controlPlaneNamespace)))
    .map((a) => ({
      name: a.name,
      namespace: a.namespace,
      syncStatus: a.syncStatus ?? null,
      revisions: liveRevisions(a),
      tracked: a.resources.filter((r) => !r.hook).length
    }))
    .sort((x, y) => (`${x.namespace}/${x.name}` < `${y.namespace}/${y.name}` ? -1 : 1))
  return { status: 'used', via: live.snapshot.via, endpoint: live.snapshot.endpoint, failure: null, unmanagedApps }
}

/** Shards' live status combined: a failure in any shard is the merged status (never a complete-looking live check). */
export function mergeLive(lives: Array<ReportLive | undefined>): { live?: ReportLive } {
  const present = lives.filter((l): l is ReportLive => l !== undefined)
  if (present.length === 0) return {}
  const failed = present.find((l) => l.status === 'failed')
  if (failed) return { live: failed }
  const unmanaged = new Map(present.flatMap((l) => l.unmanagedApps).map((u) => [`${u.namespace}/${u.name}`, u]))
  return { live: { ...present[0]!, unmanagedApps: [...unmanaged.values()].sort((x, y) => (`${x.namespace}/${x.name}` < `${y.namespace}/${y.name}` ? -1 : 1)) } }
}
