// project-denies-resource: a resource the app's AppProject does not permit (argocd/app-projects.ts). Argo CD's sync
// validates every resource against the project before it applies anything (R4.5.1): one refused kind fails the whole
// sync ("resource rbac.authorization.k8s.io:ClusterRole is not permitted in project team-a") and the app stays on its
// old state. Checked where the project is defined in the repository at the same revision (a plain file, or an app's
// render); a project defined in several places with different lists, or not at all (Argo CD's `default` project,
// created with the installation, permits everything), is not checked.
import { keyLabel } from '../k8s/resource.js'
import { appProjectOf, refusedByProject, type AppProjectDef } from '../argocd/app-projects.js'
import type { AppPlan } from '../plan/plan.js'
import type { Target } from '../plan/normalize.js'
import { appRef, sideOf, type RawFinding, type Rule, type RuleContext } from './types.js'

/** The projects defined at the revision, by name; a name defined differently in several places is left out. */
function projectsAt(ctx: RuleContext): Map<string, AppProjectDef> {
  const all: AppProjectDef[] = [...(ctx.graph?.appProjects?.[ctx.revision] ?? [])]
  for (const p of ctx.plans) {
    const side = sideOf(p, ctx.revision)
    for (const t of side?.render?.resources.values() ?? []) {
      if (t.key.kind !== 'AppProject' || t.key.group !== 'argoproj.io') continue
      const def = appProjectOf(t.obj, t.file ?? null, t.line ?? null)
      if (def) all.push(def)
    }
  }
  const lists = (d: AppProjectDef): string => JSON.stringify([d.clusterWhitelist, d.clusterBlacklist, d.namespaceWhitelist ?? null, d.namespaceBlacklist])
  const out = new Map<string, AppProjectDef>()
  const ambiguous = new Set<string>()
  for (const d of all) {
    const seen = out.get(d.name)
    if (seen && lists(seen) !== lists(d)) ambiguous.add(d.name)
    else if (!seen) out.set(d.name, d)
  }
  for (const n of ambiguous) out.delete(n)
  return out
}

const where = (d: AppProjectDef): string => (d.file ? ` (${d.file}${d.line ? `:${d.line}` : ''})` : '')

function check(p: AppPlan, t: Target, project: AppProjectDef): RawFinding | undefined {
  if (t.hook.kind === 'skip') return undefined
  const namespaced = t.key.namespace !== ''
  const why = refusedByProject(project, t.key.group, t.key.kind, t.key.name, namespaced)
  if (!why) return undefined
  const list = namespaced
    ? why.includes('Blacklist')
      ? 'namespaceResourceBlacklist'
      : 'namespaceResourceWhitelist'
    : why.includes('Blacklist')
      ? 'clusterResourceBlacklist'
      : 'clusterResourceWhitelist'
  const entry = `{group: '${t.key.group}', kind: ${t.key.kind}}`
  return {
    ...appRef(p),
    severity: 'high',
    resource: t.key,
    file: t.file ?? null,
    line: t.line ?? null,
    fingerprint: `${project.name}:${why}`,
    message: `${keyLabel(t.key)} is not permitted in AppProject ${project.name}${where(project)}: ${why}. Argo CD validates every resource against the project before a sync applies anything, so the sync fails and the app stays on its old state.`,
    fix: list.endsWith('Blacklist')
      ? `Remove the matching entry from spec.${list} of AppProject ${project.name}, or deploy the resource from an app of another project.`
      : `Add ${entry} to spec.${list} of AppProject ${project.name}, or deploy the resource from an app of another project.`
  }
}

export const projectDeniesResource: Rule = {
  id: 'project-denies-resource',
  severity: 'high',
  title: 'A resource the app’s AppProject does not permit',
  when: "a resource kind the app's AppProject (defined in the repository) does not permit: the sync fails before anything is applied",
  kind: 'state',
  check(ctx) {
    const projects = projectsAt(ctx)
    if (projects.size === 0) return []
    const out: RawFinding[] = []
    for (const p of ctx.plans) {
      const side = sideOf(p, ctx.revision)
      const project = side && projects.get(side.discovered.app.project || 'default')
      if (!side?.render || !project) continue
      for (const t of side.render.resources.values()) {
        const f = check(p, t, project)
        if (f) out.push(f)
      }
      for (const t of side.render.hooks) {
        const f = check(p, t, project)
        if (f) out.push(f)
      }
    }
    return out
  }
}
