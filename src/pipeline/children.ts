// The Applications and ApplicationSets an app renders (app-of-apps, R3.6.1), as pipeline/graph.ts adds them: each
// child's identity (argocd/same-name.ts for same-named Applications in several files), its namespace (R2.3.1), and the
// last version of a child rendered twice. A committed Application file the parent renders under another name or
// namespace (a kustomization with `nameSuffix: -infra` over `argocd.yaml`, as operate-first/apps builds its trees) is
// what the parent applies: the file on its own is applied by nothing, so it is no app of its own (`merged`). Before,
// each such file was planned twice, as itself and as the parent's child, and every change to it was counted twice.
import { isRecord } from '../lib/record.js'
import { isApplication, parseApplication } from '../argocd/application.js'
import { isApplicationSet, type DiscoveredApp, type DiscoveredAppSet } from '../argocd/discover.js'
import { childIdentity, ofInstance } from '../argocd/same-name.js'
import { type Manifest } from '../k8s/resource.js'
import type { AppRender } from '../render/app.js'

/** Applications and ApplicationSets in an app's render (app-of-apps). */
export function childrenOf(
  parent: DiscoveredApp,
  r: AppRender,
  apps: ReadonlyMap<string, DiscoveredApp>,
  sameNamed: ReadonlySet<string>,
  controlPlaneNamespace: string
): { apps: DiscoveredApp[]; sets: DiscoveredAppSet[]; merged: string[] } {
  const found: DiscoveredApp[] = []
  const merged: string[] = []
  const sets: DiscoveredAppSet[] = []
  const ns = (m: Manifest) => {
    const meta = isRecord(m.metadata) ? m.metadata : {}
    // R2.3.1: a namespaced object without a namespace lands in the parent's destination namespace.
    return (typeof meta.namespace === 'string' && meta.namespace) || parent.app.destination.namespace || controlPlaneNamespace
  }
  // Render output is flat already (R2.1.1 is applied by every renderer).
  for (const { obj: m, file, line } of r.docs) {
    if (isApplicationSet(m)) {
      const meta = isRecord(m.metadata) ? m.metadata : {}
      sets.push({ id: `${ns(m)}/${String(meta.name ?? '')}`, file: file ?? parent.file, line: line ?? 1, manifest: m })
    } else if (isApplication(m)) {
      try {
        const app = parseApplication(m)
        const id = `${ns(m)}/${app.name}`
        const child: DiscoveredApp = { app: { ...app, namespace: ns(m) }, file: file ?? parent.file, line: line ?? 1, id, manifest: m, parent: parent.id }
        // Same-named Applications in several files (argocd/same-name.ts): which one this is.
        const who = childIdentity(id, child.file, parent, apps, sameNamed)
        for (const x of who.merged) merged.push(x)
        found.push(who.instance === undefined ? { ...child, id: who.id } : ofInstance(child, id, who.instance))
      } catch {
        // no name: Argo CD would fail to apply it; the parent's render shows it
      }
    }
  }
  for (const x of renamedFiles(parent, found, apps)) merged.push(x)
  // A child rendered twice by one parent is applied once, in its last version (Argo CD's DeduplicateTargetObjects keeps
  // the last of the objects with one key): the first must not stand for it.
  const last = <T extends { id: string }>(xs: T[]): T[] => [...new Map(xs.map((x) => [x.id, x])).values()]
  return { apps: last(found), sets: last(sets), merged }
}

/**
 * Apps found in files (no parent, no ApplicationSet, not declared in the config) whose document the parent renders,
 * located by the renderer at that file and line, under another id: the parent's version is the one applied. The
 * parent itself and its ancestors stay (a root that renders itself is applied by hand).
 */
function renamedFiles(parent: DiscoveredApp, children: DiscoveredApp[], apps: ReadonlyMap<string, DiscoveredApp>): string[] {
  if (children.length === 0) return []
  const places = new Map<string, string>()
  for (const c of children) places.set(`${c.file}\0${c.line}`, c.id)
  const keep = new Set<string>()
  for (let a: DiscoveredApp | undefined = parent; a && !keep.has(a.id); a = a.parent === undefined ? undefined : apps.get(a.parent)) keep.add(a.id)
  const out: string[] = []
  for (const d of apps.values()) {
    if (d.parent !== undefined || d.appSet || d.declaration !== undefined || keep.has(d.id)) continue
    const child = places.get(`${d.file}\0${d.line}`)
    if (child !== undefined && child !== d.id) out.push(d.id)
  }
  return out
}
