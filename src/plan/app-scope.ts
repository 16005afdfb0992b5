// Scoping the guard to some of a repository's Applications (`apps: {include, exclude}` in .prune-guard.yaml), so that
// a monorepo's workflows each judge their own apps. These globs are written by the user, not read by Argo CD, so
// minimatch reads them (the Go-faithful matchers stay for Argo CD's own patterns).
//
// An app is in scope when it matches an `include` entry (or there is none) and no `exclude` entry, at base or at head.
// A string entry matches the app's `namespace/name`, its bare name or the repository path of the manifest that
// defines it; a mapping `{name, project, path}` matches when every field it gives matches. Apps out of scope are left
// out of the report, with one exception: a removed app whose deletion comes from an in-scope parent (app-of-apps)
// stays, so that the parent's cascade is never hidden by the scope.
import { minimatch } from 'minimatch'
import type { DiscoveredApp } from '../argocd/discover.js'
import type { AppPlan } from './plan.js'

export type AppPattern = string | { name?: string; project?: string; path?: string }
export interface AppScope {
  include: AppPattern[]
  exclude: AppPattern[]
}

const OPTIONS = { dot: true, nocomment: true, nonegate: true } as const
const glob = (pattern: string, value: string): boolean => minimatch(value, pattern, OPTIONS)

function matches(d: DiscoveredApp, p: AppPattern): boolean {
  const name = (g: string): boolean => glob(g, d.id) || glob(g, d.app.name)
  if (typeof p === 'string') return name(p) || glob(p, d.file)
  return (p.name === undefined || name(p.name)) && (p.project === undefined || glob(p.project, d.app.project)) && (p.path === undefined || glob(p.path, d.file))
}

/** Whether one revision of an app is in scope. */
export function appInScope(d: DiscoveredApp, scope: AppScope): boolean {
  if (scope.include.length > 0 && !scope.include.some((p) => matches(d, p))) return false
  return !scope.exclude.some((p) => matches(d, p))
}

const sidesOf = (p: AppPlan): DiscoveredApp[] => [p.base?.discovered, p.head?.discovered].filter((d): d is DiscoveredApp => d !== undefined)

/**
 * The ids of the plans the report shows: in scope at either revision, plus removed apps deleted through an in-scope
 * ancestor (the parent chain at base). Undefined when no scope is configured (everything is shown).
 */
export function plansInScope(plans: AppPlan[], scope: AppScope | undefined): Set<string> | undefined {
  if (!scope || (scope.include.length === 0 && scope.exclude.length === 0)) return undefined
  const byId = new Map(plans.map((p) => [p.id, p]))
  const direct = (p: AppPlan): boolean => sidesOf(p).some((d) => appInScope(d, scope))
  const out = new Set<string>()
  for (const p of plans) {
    if (direct(p)) {
      out.add(p.id)
      continue
    }
    if (p.change !== 'removed') continue
    const seen = new Set<string>([p.id])
    for (let parent = p.base?.discovered.parent; parent !== undefined && !seen.has(parent); parent = byId.get(parent)?.base?.discovered.parent) {
      seen.add(parent)
      const q = byId.get(parent)
      if (q && direct(q)) {
        out.add(p.id)
        break
      }
    }
  }
  return out
}
