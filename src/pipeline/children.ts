// The Applications and ApplicationSets an app renders (app-of-apps, R3.6.1), as pipeline/graph.ts adds them: each
// child's identity (argocd/same-name.ts for same-named Applications in several files), its namespace (R2.3.1), and the
// last version of a child rendered twice.
import { isApplication, parseApplication } from '../argocd/application.js'
import { isApplicationSet, type DiscoveredApp, type DiscoveredAppSet } from '../argocd/discover.js'
import { childIdentity, ofInstance } from '../argocd/same-name.js'
import { isRecord, type Manifest } from '../k8s/resource.js'
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
  // A child rendered twice by one parent is applied once, in its last version (Argo CD's DeduplicateTargetObjects keeps
  // the last of the objects with one key): the first must not stand for it.
  const last = <T extends { id: string }>(xs: T[]): T[] => [...new Map(xs.map((x) => [x.id, x])).values()]
  return { apps: last(found), sets: last(sets), merged }
}
