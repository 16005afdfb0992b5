// Which apps are known to be applied by different Argo CDs. A repository with one root per cluster defines the root's
// name in each cluster's file (clusters/prod/root.yaml, clusters/stage/root.yaml); each file's tree is an app tree of
// its own (argocd/same-name.ts), applied by that cluster's own Argo CD. Two apps under different files' definitions of
// one root name never meet: they do not share resources, and what one prunes the other does not take over. Apps under
// roots of different names, or under no same-named root, may be in one Argo CD and are compared as before.
import type { DiscoveredApp } from '../argocd/discover.js'
import { plainId } from '../argocd/same-name.js'
import type { AppPlan, SideName } from '../plan/plan.js'

/** The same-named root an app's tree starts at: its name and the file of its definition. */
export interface ArgoCdOf {
  root: string
  file: string
}

/** Per plan, the same-named root its tree starts at at `revision` (undefined: none; any Argo CD). */
export function argoCds(plans: AppPlan[], revision: SideName): (p: AppPlan) => ArgoCdOf | undefined {
  const at = (p: AppPlan): DiscoveredApp | undefined => (revision === 'head' ? p.head : p.base)?.discovered
  const byId = new Map<string, DiscoveredApp>()
  for (const p of plans) {
    const d = at(p)
    if (d) byId.set(p.id, d)
  }
  const memo = new Map<AppPlan, ArgoCdOf | undefined>()
  return (p) => {
    if (memo.has(p)) return memo.get(p)
    let d = at(p)
    const seen = new Set<string>()
    while (d?.parent !== undefined && byId.has(d.parent) && !seen.has(d.id)) {
      seen.add(d.id)
      d = byId.get(d.parent)
    }
    const out = d?.instance === undefined ? undefined : { root: plainId(d), file: d.instance }
    memo.set(p, out)
    return out
  }
}

/** Whether two apps are known to be applied by different Argo CDs (one root name, defined in two files). */
export const apart = (a: ArgoCdOf | undefined, b: ArgoCdOf | undefined): boolean => !!a && !!b && a.root === b.root && a.file !== b.file
