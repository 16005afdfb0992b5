// Offline prune prediction (R3.9): the base render stands in for the live objects the app manages.
import { isRecord } from '../lib/record.js'
import type { Application } from '../argocd/application.js'
import { isCrdKey, labelsOf, type Manifest, type ResourceKey } from '../k8s/resource.js'
import { deleteProtection, syncOption } from '../argocd/sync-options.js'
import type { TrackingMethod } from '../argocd/tracking-stamp.js'
import type { NormalizedRender, Target } from './normalize.js'

/**
 * What a sync of the head revision does with a resource that the base rendered and the head no longer does:
 * - `delete`: automated prune is on (R3.3.4), nothing stops it;
 * - `kept-prune-false`: `Prune=false` on the resource or the app (R3.3.5), the app stays OutOfSync;
 * - `needs-confirmation`: `Prune=confirm` (R3.3.5), the sync waits for `argocd.argoproj.io/deletion-approved`;
 * - `requires-manual-prune`: no automated prune; a manual sync with prune deletes it, otherwise OutOfSync;
 * - `auto-sync-stopped`: automated prune is on but the head render is empty and allowEmpty is false (R3.5.4): auto-sync
 *   refuses to run ("auto-sync will wipe out all resources"); a manual sync with prune still deletes it.
 */
export type PruneOutcome = 'delete' | 'kept-prune-false' | 'needs-confirmation' | 'requires-manual-prune' | 'auto-sync-stopped'

/** R3.5.4: the head renders no applied (non-hook, non-Skip) resource while the base rendered some. */
function emptyAtHead(base: NormalizedRender, head: NormalizedRender): boolean {
  const appliedCount = (r: NormalizedRender) => [...r.resources.values()].filter((t) => t.hook.kind === 'resource').length
  return appliedCount(head) === 0 && appliedCount(base) > 0
}

/** Where a live prune candidate's sync options were read from. */
export type LiveOptionsFrom = 'cluster' | 'base-render' | 'app-policy'

/** Marks a prune candidate computed from live facts (absent offline). */
export interface LivePruneInfo {
  /** The resource is rendered by the base revision too (otherwise: tracked in the cluster only). */
  inBase: boolean
  optionsFrom: LiveOptionsFrom
  /** Why the object's own annotations could not be read, when optionsFrom is `app-policy`. */
  unreadReason?: string
  requiresPruning: boolean
}

export interface PruneCandidate {
  key: ResourceKey
  outcome: PruneOutcome
  /** R3.3.6: a protection that does not stop a prune (Delete=false, resource-policy keep). */
  ineffectiveProtection?: string
  /** R3.4.2: PruneLast on the resource or the app. */
  pruneLast: boolean
  /** Where the resource was defined at base. */
  file?: string
  line?: number
  target: Target
  /** Live mode only: the candidate comes from the tracked live set (plan/live.ts). */
  live?: LivePruneInfo
  /**
   * The head could not be rendered, and this change deleted the file that defined the resource or its document in that
   * file (plan/known-prunes.ts): known without the head render.
   */
  known?: 'file-deleted' | 'document-removed'
}

export interface PruneSettings {
  trackingMethod: TrackingMethod
  instanceLabelKey: string
  instanceName: string
}

/** R3.3.7: CRDs are never stamped, so never pruned, except in label mode when the chart sets the instance label. */
export function crdTracked(t: Target, s: PruneSettings): boolean {
  return s.trackingMethod === 'label' && labelsOf(t.obj)[s.instanceLabelKey] === s.instanceName
}

/** Whether a sync could prune a base object at all, whatever the head renders. */
export function prunable(t: Target, settings: PruneSettings): boolean {
  // R4.1.3: a Skip-only object was never applied, so nothing is live to prune.
  if (t.hook.kind === 'skip') return false
  if (isCrdKey(t.key) && !crdTracked(t, settings)) return false
  return !ownedByAnother(t.obj)
}

/** R3.1.1: objects with ownerReferences are not in the managed set (never pruned). */
export function ownedByAnother(obj: Manifest): boolean {
  const meta = isRecord(obj.metadata) ? obj.metadata : {}
  return Array.isArray(meta.ownerReferences) && meta.ownerReferences.length > 0
}

export function predictPrunes(app: Application, base: NormalizedRender, head: NormalizedRender, settings: PruneSettings): PruneCandidate[] {
  const out: PruneCandidate[] = []
  // R3.5.4: with allowEmpty false, auto-sync refuses an empty render, so automated prune never runs for this change.
  const stopped = app.syncPolicy.prune && !app.syncPolicy.allowEmpty && emptyAtHead(base, head)
  for (const [ks, t] of base.resources) {
    if (head.resources.has(ks) || !prunable(t, settings)) continue
    const outcome = pruneOutcome(syncOption(t.obj, app.syncPolicy.syncOptions, 'Prune'), stopped, app.syncPolicy.prune)
    out.push({
      key: t.key,
      outcome,
      ineffectiveProtection: deleteProtection(t.obj),
      pruneLast: syncOption(t.obj, app.syncPolicy.syncOptions, 'PruneLast') === 'true',
      file: t.file,
      line: t.line,
      target: t
    })
  }
  return out
}

/**
 * What a sync does with one object it would prune, from its Prune sync option (R3.4: `false` keeps it, `confirm` waits
 * for a confirmation), whether automated sync stops on an empty render (R3.5.4), and the app's automated prune.
 * Shared by the render-based and the live (tracked-in-cluster) prune sets.
 */
export function pruneOutcome(prune: string | undefined, stopped: boolean, autoPrune: boolean): PruneOutcome {
  if (prune === 'false') return 'kept-prune-false'
  if (prune === 'confirm') return 'needs-confirmation'
  if (stopped) return 'auto-sync-stopped'
  return autoPrune ? 'delete' : 'requires-manual-prune'
}
