// R3.6.1 after the graph is built (pipeline/graph.ts): every child checked against its parent at head.
import type { DiscoveredApp } from '../argocd/discover.js'
import { renderFailed as failed, type AppRender } from '../render/app.js'
import type { GraphDeps, GraphSide } from './graph-types.js'
import { notRenderedAs, parentWhy } from './unknown-at-base.js'
import { seenWithoutParent } from './unrendered-parents.js'

/** The head render of a child whose parent could not be rendered at head: outcome "not rendered". */
function unknownChild(d: DiscoveredApp, parentId: string, pr: AppRender | undefined): AppRender {
  // The parent's own entry shows its reason in full; each of its children (dozens, in an app-of-apps) shows the start.
  const reason =
    `its parent app ${parentId} could not be rendered at head${parentWhy(parentId, pr)}, so whether Argo CD keeps this ` +
    'Application, and in which version, is unknown until the parent renders'
  return notRenderedAs(d, reason)
}

/**
 * R3.6.1 app-of-apps truth: an Application that a parent renders exists because the parent renders it. After the
 * graph is built, every child (at base or head) is checked against its parent at head:
 * - the parent renders at head but no app renders the child any more: the child is removed at head, whatever file
 *   is left in the repository (the parent prunes it; the cascade rule follows the finalizer);
 * - the parent exists at head but could not be rendered: the child's head is "not rendered" (unknown);
 * - the parent is gone at head: a child it rendered at head goes with it; a file nothing renders stays a root.
 * Removals propagate to grandchildren (fixpoint). Removed children get a base render for the blast radius.
 */
export async function reconcileChildren(base: GraphSide, head: GraphSide, skipped: Set<string>, deps: GraphDeps): Promise<void> {
  const removed = new Set<string>()
  const unknown = new Set<string>()
  /** Whether a parent's inputs are the same at both revisions (then it applies what it applied). */
  const parentUnchanged = (pid: string): boolean => {
    const [b, h] = [base.apps.get(pid), head.apps.get(pid)]
    if (!b || !h) return false
    const fb = deps.fingerprint(b, base).app
    return fb !== undefined && fb === deps.fingerprint(h, head).app
  }
  /** Whether `id` is `from` or one of its ancestors (at base or head). */
  const managedBy = (id: string, from: string): boolean => {
    const seen = new Set<string>()
    const walk = (x: string | undefined): boolean => {
      if (x === undefined || seen.has(x)) return false
      if (x === id) return true
      seen.add(x)
      return walk(head.apps.get(x)?.parent) || walk(base.apps.get(x)?.parent)
    }
    return walk(from)
  }
  /** Takes `id` out of the head: it goes with its parent. */
  const remove = (id: string): void => {
    head.apps.delete(id)
    head.renders.delete(id)
    skipped.delete(id)
    removed.add(id)
  }
  for (let changed = true; changed;) {
    changed = false
    for (const id of [...new Set([...base.apps.keys(), ...head.apps.keys()])].sort()) {
      if (unknown.has(id)) continue
      const b = base.apps.get(id)
      const h = head.apps.get(id)
      if ((b?.appSet && !b.parent) || h?.appSet) continue // ApplicationSets decide for their apps (R3.6.2)
      // Still rendered at head by a parent that rendered: nothing to do.
      if (h?.parent && head.apps.has(h.parent) && !failed(head.renders.get(h.parent)) && !unknown.has(h.parent)) continue
      const parentId = h?.parent ?? b?.parent
      if (!parentId) continue // a root: its file is what exists
      // An app that manages itself, directly or through a cycle, is a root applied by hand: left as it is.
      if (managedBy(id, parentId)) continue
      const parent = head.apps.get(parentId)
      if (!parent) {
        // Rendered at head only by a parent that is itself gone at head: it goes with the parent.
        if (h?.parent) {
          remove(id)
          changed = true
        }
        continue
      }
      const pr = head.renders.get(parentId)
      if (failed(pr) || unknown.has(parentId)) {
        if (removed.has(id)) continue
        // Its parent not rendered: what its files tell of it (pipeline/unrendered-parents.ts).
        const seen = unknown.has(parentId) ? undefined : seenWithoutParent(base, head, id, { repoURLs: deps.repoURLs, parentUnchanged })
        if (seen === 'kept') continue
        if (seen === 'removed') {
          remove(id)
          changed = true
          continue
        }
        const d = h ?? b!
        head.apps.set(id, d)
        head.renders.set(id, unknownChild(d, parentId, pr))
        skipped.delete(id)
        unknown.add(id)
        changed = true
        continue
      }
      if (h) {
        // The parent renders at head and does not render this app: a leftover file is not what Argo CD syncs.
        deps.log?.(`${id}: its parent ${parentId} no longer renders it at head; the file ${h.file} is not applied by anything`)
        head.apps.delete(id)
        head.renders.delete(id)
        skipped.delete(id)
        removed.add(id)
        changed = true
      }
    }
  }
  // The cascade lists what the removed app deployed: its base render (skipped apps were never rendered).
  await Promise.all(
    [...removed].map(async (id) => {
      const b = base.apps.get(id)
      if (b && !base.renders.has(id)) base.renders.set(id, await deps.render(b, base))
    })
  )
}
