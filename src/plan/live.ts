// Live mode in the plan (issue 13): what Argo CD tracks in the cluster replaces the base render as "what is live".
// Pure: the live snapshot (argocd/live.ts) and the annotations the pipeline could read come in as data.
//
// R3.3.1 with live facts: the prune set is the app's tracked live resources (status.resources, hooks left out, R3.3.3)
// minus the head render's keys. The outcome of each uses the Prune sync option (R3.3.5) and the app's prune setting
// (R3.3.4), read from, in order: the live object's annotations when the credentials could read them, the base render's
// object when the base renders the resource, else the app's sync policy only (the row says so).
// Argo CD reports the actual namespace of each tracked resource (empty for cluster-scoped ones): it is kept as is.
import type { Application } from '../argocd/application.js'
import { appId, type DiscoveredApp } from '../argocd/discover.js'
import { plainId } from '../argocd/same-name.js'
import type { LiveApp, LiveFailure, LiveObjectAnnotations, LiveResource, LiveSnapshot } from '../argocd/live.js'
import { deleteProtection, syncOption } from '../argocd/sync-options.js'
import { isCrdKey, compareKeys, keyString, type Manifest, type ResourceKey } from '../k8s/resource.js'
import type { NormalizedRender, Target } from './normalize.js'
import { repoPath } from '../lib/repo-path.js'
import { crdTracked, pruneOutcome, type LiveOptionsFrom, type PruneCandidate, type PruneSettings } from './prune.js'

export interface LiveTracked extends ResourceKey {
  requiresPruning: boolean
  status: string | null
}

/** Per-app facts from the cluster, attached to the plan (and reported) in live mode. */
export interface LiveAppFacts {
  syncStatus: string | null
  /** The revision(s) the app is synced to, as Argo CD reports them. */
  revisions: string[]
  /** Whether the app is synced to the PR's base commit; null when no git commit is reported (e.g. a chart version). */
  revisionIsBase: boolean | null
  operationPhase: string | null
  /** Tracked in the cluster (not hooks), not produced by the base render. */
  trackedNotInBase: LiveTracked[]
  /** Resources the base render has and a head sync would prune offline, that the cluster does not track. */
  baseNotTracked: ResourceKey[]
  /** Number of tracked (non-hook) resources. */
  tracked: number
  /** Whether the tracked resources were compared with a base render (false: the app was not rendered, or failed). */
  compared: boolean
}

/** Annotation lookups done by the pipeline, keyed by liveAnnotationKey(). */
export type LiveAnnotations = ReadonlyMap<string, LiveObjectAnnotations>

/** What evaluation gets in live mode: the snapshot and the annotations read, or why there are no live facts. */
export type LiveInput = { ok: true; snapshot: LiveSnapshot; annotations: LiveAnnotations } | { ok: false; failure: LiveFailure }

export function liveKey(r: LiveResource): ResourceKey {
  return { group: r.group, kind: r.kind, namespace: r.namespace, name: r.name }
}

export function liveAnnotationKey(appId: string, k: ResourceKey): string {
  return `${appId}\u0000${keyString(k)}`
}

/** A source path as the guard compares them: no leading `./`, no trailing `/`, `.` for the repository root. */
const samePath = (p: string): string => repoPath(p) || '.'

/**
 * The cluster's Application of each planned app, by plan id. An app is matched by namespace/name; an app the
 * repository defines in several files (argocd/same-name.ts: one per cluster, its id carrying the file) by the one of
 * those definitions whose source paths the cluster's Application has. None matches, or several do (the same paths):
 * no live facts for them, the offline answer stands.
 */
export function liveAppsByPlan(apps: LiveApp[], plans: Array<{ id: string; app: DiscoveredApp }>, controlPlaneNamespace: string): Map<string, LiveApp> {
  const byId = new Map(apps.map((a) => [appId(a, controlPlaneNamespace), a]))
  const out = new Map<string, LiveApp>()
  for (const { id } of plans) if (byId.has(id)) out.set(id, byId.get(id)!)
  // A cluster's Application that an app of its plain name stands for (one tree renders it) is that app's alone.
  const taken = new Set(out.values())
  const candidates = new Map<LiveApp, string[]>()
  for (const { id, app: d } of plans) {
    const live = d.instance === undefined || out.has(id) ? undefined : byId.get(plainId(d))
    if (live?.paths && !taken.has(live) && d.app.sources.map((s) => samePath(s.path)).join('\0') === live.paths.map(samePath).join('\0'))
      candidates.set(live, (candidates.get(live) ?? []).concat(id))
  }
  for (const [live, ids] of candidates) if (ids.length === 1) out.set(ids[0]!, live)
  return out
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/

export function liveRevisions(a: LiveApp): string[] {
  return [...new Set([...(a.revision ? [a.revision] : []), ...(a.revisions ?? [])])]
}

/**
 * The revisions of the sources in this repository: `status.sync.revisions[i]` belongs to `spec.sources[i]`, and a
 * single-source app has `revision`. `ownSources` undefined: not known, every reported revision counts.
 */
function ownRevisions(a: LiveApp, ownSources: number[] | undefined): string[] {
  if (!ownSources) return liveRevisions(a)
  if (a.revisions && a.revisions.length > 0) return ownSources.map((i) => a.revisions![i]).filter((r): r is string => !!r)
  return ownSources.includes(0) && a.revision ? [a.revision] : []
}

/** Facts that do not depend on renders beyond the base keys. */
export function liveFacts(
  a: LiveApp,
  baseSha: string,
  base: NormalizedRender | undefined,
  offlinePrunes: PruneCandidate[],
  ownSources?: number[]
): LiveAppFacts {
  const tracked = a.resources.filter((r) => !r.hook)
  const revisions = liveRevisions(a)
  // A chart version or another repository's commit says nothing about this PR's base.
  const shas = ownRevisions(a, ownSources).filter((r) => SHA.test(r))
  const trackedKeys = new Set(tracked.map((r) => keyString(liveKey(r))))
  return {
    syncStatus: a.syncStatus ?? null,
    revisions,
    revisionIsBase: shas.length === 0 ? null : shas.includes(baseSha),
    operationPhase: a.operationPhase ?? null,
    trackedNotInBase: tracked
      .filter((r) => !base?.resources.has(keyString(liveKey(r))))
      .map((r) => ({ ...liveKey(r), requiresPruning: r.requiresPruning === true, status: r.status ?? null }))
      .sort(compareKeys),
    baseNotTracked: offlinePrunes.filter((c) => !trackedKeys.has(keyString(c.key))).map((c) => c.key),
    tracked: tracked.length,
    compared: true
  }
}

/** A stand-in target for a resource no render produces: its key and, when read, its annotations. */
function liveTarget(r: LiveResource, annotations: Record<string, string> | undefined): Target {
  const metadata: Record<string, unknown> = { name: r.name, ...(r.namespace ? { namespace: r.namespace } : {}), ...(annotations ? { annotations } : {}) }
  const obj: Manifest = { apiVersion: r.group ? `${r.group}/${r.version}` : r.version, kind: r.kind, metadata }
  return { obj, source: 0, key: liveKey(r), hook: { kind: 'resource' } }
}

const UNREAD: Record<string, string> = {
  forbidden: 'the credentials may not read this kind',
  missing: 'the object was not found when read',
  error: 'reading the object failed',
  none: 'the live reader cannot read objects'
}

export interface LivePruneInput {
  app: Application
  appId: string
  live: LiveApp
  base: NormalizedRender | undefined
  head: NormalizedRender
  annotations: LiveAnnotations
  /** Tracking settings, for CRDs (R3.3.7); without them a CRD is never a candidate. */
  settings?: PruneSettings
}

/**
 * R3.3.1 with the live set: tracked live resources missing from the head render. Hooks are never pruned (R3.3.3).
 * R3.5.4: automated prune with allowEmpty off stops when the head renders nothing applied while something is live.
 */
export function livePrunes(input: LivePruneInput): PruneCandidate[] {
  const { app, live, base, head } = input
  const tracked = live.resources.filter((r) => !r.hook)
  const applied = [...head.resources.values()].filter((t) => t.hook.kind === 'resource').length
  const stopped = app.syncPolicy.prune && !app.syncPolicy.allowEmpty && applied === 0 && tracked.length > 0
  const out: PruneCandidate[] = []
  for (const r of tracked) {
    const key = liveKey(r)
    const ks = keyString(key)
    if (head.resources.has(ks)) continue
    const inBase = base?.resources.get(ks)
    // R3.3.7: a CRD carries no tracking, so once the head drops it nothing prunes it (label mode aside).
    if (isCrdKey(key) && !(inBase && input.settings && crdTracked(inBase, input.settings))) continue
    const read = input.annotations.get(liveAnnotationKey(input.appId, key))
    let target: Target
    let optionsFrom: LiveOptionsFrom
    let unreadReason: string | undefined
    if (read?.ok) {
      target = inBase ?? liveTarget(r, read.annotations)
      if (inBase) target = { ...inBase, obj: { ...inBase.obj, metadata: { ...(inBase.obj.metadata as object), annotations: read.annotations } } }
      optionsFrom = 'cluster'
    } else if (inBase) {
      target = inBase
      optionsFrom = 'base-render'
    } else {
      target = liveTarget(r, undefined)
      optionsFrom = 'app-policy'
      unreadReason = UNREAD[read ? read.reason : 'none']
    }
    const obj = optionsFrom === 'app-policy' ? undefined : target.obj
    const outcome = pruneOutcome(syncOption(obj, app.syncPolicy.syncOptions, 'Prune'), stopped, app.syncPolicy.prune)
    out.push({
      key,
      outcome,
      ineffectiveProtection: obj ? deleteProtection(obj) : undefined,
      pruneLast: syncOption(obj, app.syncPolicy.syncOptions, 'PruneLast') === 'true',
      file: optionsFrom === 'base-render' || (inBase && optionsFrom === 'cluster') ? inBase?.file : undefined,
      line: optionsFrom === 'base-render' || (inBase && optionsFrom === 'cluster') ? inBase?.line : undefined,
      target,
      live: { inBase: !!inBase, optionsFrom, ...(unreadReason ? { unreadReason } : {}), requiresPruning: r.requiresPruning === true }
    })
  }
  return out.sort((x, y) => compareKeys(x.key, y.key))
}

/** Live-only candidates whose options came from the app policy because nobody read them yet: what to read. */
export function annotationsToRead(appId: string, candidates: PruneCandidate[], done: LiveAnnotations): ResourceKey[] {
  return candidates.filter((c) => c.live && !c.live.inBase && !done.has(liveAnnotationKey(appId, c.key))).map((c) => c.key)
}
