// Applications of one `namespace/name` defined in several files. Argo CD keys an Application by namespace and name, so
// within one Argo CD the definition applied last wins; a repository holding one root per cluster (clusters/prod/root.yaml,
// clusters/stage/root.yaml, each `argocd/root`, each applied to that cluster's own Argo CD) means them as apps of their
// own, and so do the same-named children each root renders. Planning only one of them hid every change to the others'
// trees ("0 apps changed" for a pull request deleting prod's volume claim). Each file's definition is therefore an app
// of its own, its id and report name carrying the file (`argocd/root (clusters/prod/root.yaml)`), and what its render
// holds inherits that file (pipeline/graph.ts). Ids defined once at both revisions are left as they are. Same-named
// ApplicationSets alike (each cluster's `addons`): each file's is expanded as an ApplicationSet of its own, and the
// Applications it generates carry its file (setOfInstance, setIdentity). Roots the config declares (`rootApps`) are
// told apart the same way by their declaration: one name declared twice is one root per environment's Argo CD
// (`argocd/workloads (rootApps[1])`).
import type { DiscoveredApp, DiscoveredAppSet } from './discover.js'

/** Where a definition stands: its file, or for a root the config declares, its declaration (`rootApps[1]`). */
const definedIn = (d: { file: string; declaration?: string }): string => d.declaration ?? d.file

/** The ids defined in more than one file (or config declaration) at any of the revisions (each list: one revision's). */
export function sameNamedIds(...revisions: Array<Array<{ id: string; file: string; declaration?: string }>>): Set<string> {
  const out = new Set<string>()
  for (const definitions of revisions) {
    const fileOf = new Map<string, string>()
    for (const d of definitions) {
      const f = fileOf.get(d.id)
      if (f === undefined) fileOf.set(d.id, definedIn(d))
      else if (f !== definedIn(d)) out.add(d.id)
    }
  }
  return out
}

/** `namespace/name (file)`: the id of a same-named Application from that file's definition. */
export const instanceId = (id: string, instance: string): string => `${id} (${instance})`

/** `d` as the app of one file's definition (or of what that definition renders). */
export function ofInstance(d: DiscoveredApp, baseId: string, instance: string): DiscoveredApp {
  return { ...d, id: instanceId(baseId, instance), instance, label: `${d.app.name} (${instance})` }
}

/** `apps` with each definition of the ids in `ids` as an app of its own, by file (in place; ids stay sorted). */
export function separateSameNamed(apps: Map<string, DiscoveredApp>, definitions: DiscoveredApp[], ids: ReadonlySet<string>): void {
  if (ids.size === 0) return
  const entries = [...apps].filter(([id]) => !ids.has(id))
  for (const d of definitions) if (ids.has(d.id)) entries.push([instanceId(d.id, definedIn(d)), ofInstance(d, d.id, definedIn(d))])
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  apps.clear()
  for (const [id, d] of entries) apps.set(id, d)
}

/** The `namespace/name` of an app, without the file its id carries. */
export function plainId(d: DiscoveredApp): string {
  const suffix = d.instance === undefined ? '' : ` (${d.instance})`
  return suffix && d.id.endsWith(suffix) ? d.id.slice(0, -suffix.length) : d.id
}

/**
 * Who the Application `id` that `parent` renders from `file` is, and which file definitions it stands for (`merged`:
 * planned as this child, not on their own):
 * 1. an ancestor of that name (a root that manages itself through its children): that app;
 * 2. a same-named id rendered by a parent outside any same-named tree (one Argo CD): the plain id, as before;
 * 3. the file's own definition;
 * 4. else, under a same-named root, that root's (`parent.instance`).
 */
export function childIdentity(
  id: string,
  file: string,
  parent: DiscoveredApp,
  apps: ReadonlyMap<string, DiscoveredApp>,
  sameNamed: ReadonlySet<string>
): { id: string; instance?: string; merged: string[] } {
  const own = [id, instanceId(id, file)].find((x) => apps.get(x)?.file === file)
  const seen = new Set<string>()
  for (let a: DiscoveredApp | undefined = parent; a && !seen.has(a.id); a = a.parent === undefined ? undefined : apps.get(a.parent)) {
    seen.add(a.id)
    if (a.instance !== undefined && plainId(a) === id) return { id: a.id, instance: a.instance, merged: own && own !== a.id ? [own] : [] }
  }
  if (sameNamed.has(id) && parent.instance === undefined) return { id, merged: own && own !== id ? [own] : [] }
  if (own) return { id: own, ...(apps.get(own)!.instance !== undefined ? { instance: apps.get(own)!.instance } : {}), merged: [] }
  return parent.instance !== undefined ? { id: instanceId(id, parent.instance), instance: parent.instance, merged: [] } : { id, merged: [] }
}

/** Names in the report: a same-named app left alone with its name (the others merged into it) shows it plainly. */
export function unlabelSingles(sides: Array<Map<string, DiscoveredApp>>): void {
  const ids = new Map<string, Set<string>>()
  // Plain ids count too: a same-named app one tree renders (one Argo CD) keeps the plain name beside the others.
  for (const apps of sides) for (const d of apps.values()) ids.set(plainId(d), (ids.get(plainId(d)) ?? new Set()).add(d.id))
  for (const apps of sides) for (const d of apps.values()) if (d.label !== undefined && ids.get(plainId(d))!.size === 1) delete d.label
}

/** `s` as the ApplicationSet of one file's definition, `instance` that file unless given (a tree rendering it). */
export function setOfInstance(s: DiscoveredAppSet, instance = definedIn(s)): DiscoveredAppSet {
  return { ...s, id: instanceId(s.id, instance), instance }
}

/**
 * Who the ApplicationSet `s` that `parent` renders is, as childIdentity for Applications: the file's own definition
 * under a same-named tree (`parent.instance`) or when the parent is that definition's tree; else that tree's; a
 * same-named set rendered outside any same-named tree is one Argo CD's: the plain id, standing for the file definition
 * it renders (`merged`).
 */
export function setIdentity(
  s: DiscoveredAppSet,
  parent: DiscoveredApp,
  sets: ReadonlyMap<string, { set: DiscoveredAppSet }>,
  sameNamed: ReadonlySet<string>
): { set: DiscoveredAppSet; merged: string[] } {
  if (!sameNamed.has(s.id)) return { set: s, merged: [] }
  const own = sets.get(instanceId(s.id, s.file))?.set.file === s.file ? instanceId(s.id, s.file) : undefined
  if (parent.instance === undefined) return { set: s, merged: own ? [own] : [] }
  return { set: setOfInstance(s, own ? s.file : parent.instance), merged: [] }
}
