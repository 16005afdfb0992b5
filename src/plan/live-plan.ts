// Live mode applied to one app's plan (issue 13): the prune set becomes tracked-live minus head (plan/live.ts) and the
// app carries its live facts. Pure; without a live app for the plan, the plan is returned unchanged.
import { isCrdKey, type ResourceKey } from '../k8s/resource.js'
import type { LiveApp } from '../argocd/live.js'
import type { AppPlan, AppSide } from './plan.js'
import { liveAppsByPlan, liveFacts, livePrunes, type LiveAnnotations } from './live.js'
import type { PruneSettings } from './prune.js'

const comparable = (s: AppSide | undefined): boolean => !!s && !s.error && !s.notRendered && !!s.render

export function withLive(plan: AppPlan, live: LiveApp | undefined, baseSha: string, annotations: LiveAnnotations, settings?: PruneSettings): AppPlan {
  if (!live) return plan
  const baseRender = comparable(plan.base) ? plan.base!.render : undefined
  // Without a base render (not rendered because nothing changed, or failed) nothing can be said about what the base
  // lacks; the sync status and revision still stand.
  // Sources in this repository are the ones rendered from a path (other repositories are not rendered, charts have a
  // version for revision); unknown when the app was not rendered (inputs unchanged).
  const statuses = (plan.head ?? plan.base)?.sources ?? []
  const own = statuses.length ? statuses.filter((s) => !s.notRendered && !s.chart).map((s) => s.index) : undefined
  const facts = liveFacts(live, baseSha, baseRender, plan.prune, own)
  const compared = baseRender !== undefined || !plan.base
  const out: AppPlan = { ...plan, live: compared ? facts : { ...facts, trackedNotInBase: [], baseNotTracked: [], compared: false } }
  // Same gate as planApp: a sync happens only with a head render, and a base that failed leaves nothing predictable.
  if (!comparable(plan.head) || (plan.base && !baseRender)) return out
  out.prune = livePrunes({ app: plan.head!.discovered.app, appId: plan.id, live, base: baseRender, head: plan.head!.render!, annotations, settings })
  return out
}

/** Live: resources a removed app's cascade deletes beyond its base render (tracked in the cluster only; CRDs stay, R3.6.1). */
export function liveOnlyCascade(plan: AppPlan): ResourceKey[] {
  if (!plan.live?.compared) return []
  return plan.live.trackedNotInBase.filter((t) => !isCrdKey(t)).map((t) => ({ group: t.group, kind: t.kind, namespace: t.namespace, name: t.name }))
}

/** Per removed app id (as cascadeDeletions returns them): the cascade extended with what only the cluster tracks. */
export function withLiveCascades(cascades: Map<string, ResourceKey[]>, plans: AppPlan[]): Map<string, ResourceKey[]> {
  const out = new Map(cascades)
  for (const p of plans) {
    const keys = out.get(p.id)
    const extra = keys ? liveOnlyCascade(p) : []
    if (extra.length) out.set(p.id, [...keys!, ...extra])
  }
  return out
}

/** The cluster's Application of each plan, by plan id (liveAppsByPlan: same-named apps of several files included). */
export function liveAppsOfPlans(apps: LiveApp[], plans: AppPlan[], controlPlaneNamespace: string): Map<string, LiveApp> {
  return liveAppsByPlan(
    apps,
    plans.map((p) => ({ id: p.id, app: (p.head ?? p.base)!.discovered })),
    controlPlaneNamespace
  )
}
