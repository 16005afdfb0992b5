// Base vs head for one app: what a sync of head creates, updates and prunes.
import { canonicalJson } from '../lib/canonical-json.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { clusterId } from '../argocd/application.js'
import { sortByKey, type ResourceKey } from '../k8s/resource.js'
import { changedPaths, semanticallyEqual, type FieldChange } from '../k8s/diff.js'
import type { NormalizedRender, Target } from './normalize.js'
import { predictPrunes, type PruneCandidate, type PruneSettings } from './prune.js'
import type { LiveAppFacts } from './live.js'

/** `unknown`: neither revision could be compared and whether the inputs changed is not known (see outcome.ts). */
/** The two revisions a plan compares. */
export type SideName = 'base' | 'head'

export type AppChange = 'added' | 'removed' | 'modified' | 'unchanged' | 'unknown'

import type { SourceStatus } from '../render/types.js'
export type { SourceStatus }

/** One side (base or head) of an app after rendering and normalization. */
export interface AppSide {
  discovered: DiscoveredApp
  sources: SourceStatus[]
  render?: NormalizedRender
  /** Render failure as Argo CD would report it (manifest generation error: no sync happens); `fix` when it is known. */
  error?: { message: string; file?: string; fix?: string }
  /** The guard could not render (external source, unsupported feature): no conclusion is drawn. */
  notRendered?: string
  warnings: string[]
  /** Template files of the Helm charts this side rendered (repo-relative path → text). */
  templates?: Record<string, string>
  /** Sources of this repository rendered at the commit their pinned targetRevision resolves to (render/app.ts). */
  pinnedAt?: Array<{ revision: string; commit: string }>
}

export interface ResourceUpdate {
  key: ResourceKey
  paths: FieldChange[]
  base: Target
  head: Target
}

export interface AppPlan {
  id: string
  base?: AppSide
  head?: AppSide
  change: AppChange
  create: Target[]
  update: ResourceUpdate[]
  prune: PruneCandidate[]
  /** Inputs identical at base and head: not rendered, nothing to plan. */
  skipped?: boolean
  /** Whether the app's input fingerprints differ between base and head (undefined: not computable or one side only). */
  inputsChanged?: boolean
  /**
   * Inputs unchanged, rendered to find the Applications it may generate, and not rendered: the files the change touches
   * that no known app reads (an app it generates may read them). Absent when there are none.
   */
  unreadChanges?: string[]
  /** What every source reads (its spec, the files, the chart it names) is the same at base and head: only the Application changed. */
  sourcesUnchanged?: true
  /** Live mode only: what the cluster says about this app (plan/live-plan.ts). */
  live?: LiveAppFacts
}

function specChanged(base?: AppSide, head?: AppSide): boolean {
  return canonicalJson(base?.discovered.manifest ?? null) !== canonicalJson(head?.discovered.manifest ?? null)
}

/** Semantic equality of the base and head object at a key, computed once per key (used twice per plan). */
type SameAt = (key: string, base: Target, head: Target) => boolean

function renderChanged(same: SameAt, base?: NormalizedRender, head?: NormalizedRender): boolean {
  if (!base || !head) return base !== head
  if (base.resources.size !== head.resources.size || base.hooks.length !== head.hooks.length) return true
  for (const [k, t] of head.resources) {
    const b = base.resources.get(k)
    if (!b || !same(k, b, t)) return true
  }
  const hooks = (r: NormalizedRender) => canonicalJson(r.hooks.map((h) => h.obj))
  return hooks(base) !== hooks(head)
}

const comparable = (s: AppSide | undefined): boolean => !!s && !s.error && !s.notRendered

/** Whether the app changed. Failures at both revisions never read as `unchanged` unless the inputs are identical. */
function changeOf(same: SameAt, base: AppSide | undefined, head: AppSide | undefined, inputsChanged: boolean | undefined): AppChange {
  if (!base) return 'added'
  if (!head) return 'removed'
  if (specChanged(base, head) || !!base.error !== !!head.error || !!base.notRendered !== !!head.notRendered) return 'modified'
  if (comparable(base) && comparable(head)) return renderChanged(same, base.render, head.render) ? 'modified' : 'unchanged'
  // Neither render can be compared: the inputs decide, and when they cannot be compared either, nobody knows.
  return inputsChanged === false ? 'unchanged' : inputsChanged ? 'modified' : 'unknown'
}

export function planApp(id: string, base: AppSide | undefined, head: AppSide | undefined, settings: PruneSettings, inputsChanged?: boolean): AppPlan {
  const memo = new Map<string, boolean>()
  const same: SameAt = (key, b, h) => {
    let v = memo.get(key)
    if (v === undefined) memo.set(key, (v = semanticallyEqual(b.obj, h.obj)))
    return v
  }
  const change = changeOf(same, base, head, inputsChanged)
  const plan: AppPlan = { id, base, head, change, create: [], update: [], prune: [], ...(inputsChanged === undefined ? {} : { inputsChanged }) }
  // Without a head render there is nothing Argo CD would sync: a failed head render blocks sync (R3.5.1),
  // and a removed app is handled by the cascade rules, not by prune.
  const h = head?.render
  if (!head || head.error || head.notRendered || !h) return plan
  // An app the base could not render has no known live set: what a sync creates, updates or prunes cannot be
  // predicted, so nothing is listed (the outcome says why; see outcome.ts). It never reads as "0 to prune".
  if (base && !comparable(base)) return plan
  // R3.1.1: a destination on another cluster is reconciled from that cluster's live set, where this app applied nothing:
  // everything is created there, and what it applied to the old cluster stays there, orphaned, never pruned (the
  // ownership-move rule says so). Compared as one cluster, a resource dropped in the same change read as deleted.
  const b = base && clusterId(base.discovered.app.destination) === clusterId(head.discovered.app.destination) ? base.render : undefined
  for (const [k, t] of h.resources) {
    if (t.hook.kind === 'skip') continue
    const prev = b?.resources.get(k)
    if (!prev || prev.hook.kind === 'skip') plan.create.push(t)
    // Each key is reached once here: a comparison renderChanged already made is reused, a new one is not memoized.
    else if (!(memo.get(k) ?? semanticallyEqual(prev.obj, t.obj))) plan.update.push({ key: t.key, paths: changedPaths(prev.obj, t.obj), base: prev, head: t })
  }
  if (b) plan.prune = predictPrunes(head.discovered.app, b, h, settings)
  for (const list of [plan.create, plan.update, plan.prune]) sortByKey<{ key: ResourceKey }>(list, (x) => x.key)
  return plan
}
