// R3.6.1 at the base revision: a parent app that does not render at base has synced nothing since it broke, so the
// versions of its children in the cluster are what Argo CD last synced, which the guard cannot see. A child the parent
// renders at head is compared with its base file only when that file is what the parent renders at head; when the
// parent changes it (an overlay patches every Application or ApplicationSet it includes), the file is not what the
// cluster has and comparing with it would report the patch as the change, with prunes and diffs that are not real.
// Such a child's base is unknown instead, as a child's head is when its parent fails at head (graph.ts unknownChild),
// and its spec at base is taken as head's (the file's differences are the parent's patch, not this change's).
// The same holds for an ApplicationSet the parent renders (its `baseUnknown`) and for the Applications its base version
// generated, and down the tree: a child rendered at base by a child whose base is unknown.
import { canonicalJson } from '../lib/canonical-json.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { renderFailed, type AppRender } from '../render/app.js'
import { wordsUpTo } from '../lib/text.js'
import type { AppSetState } from '../argocd/appset/state.js'

const WHY_SHOWN = 160

/** A render of `d` that did not happen, for `reason` (outcome unknown). */
export function notRenderedAs(d: DiscoveredApp, reason: string): AppRender {
  return {
    docs: [],
    sources: d.app.sources.map((s, index) => ({
      index,
      type: 'unknown',
      repoURL: s.repoURL,
      path: s.path,
      chart: s.chart,
      targetRevision: s.targetRevision,
      ref: s.ref,
      notRendered: reason
    })),
    notRendered: reason,
    warnings: [],
    templates: {}
  }
}

/** The start of why the parent `parentId` did not render (its own entry shows it in full), or ''. */
export function parentWhy(parentId: string, pr: AppRender | undefined): string {
  const full = pr?.notRendered ?? pr?.error?.message
  if (!full) return ''
  return ` (${full.length > WHY_SHOWN ? `${wordsUpTo(full, WHY_SHOWN)}… (in full under ${parentId})` : full})`
}

/** What this reads and marks of a graph side (graph.ts GraphSide). */
interface Side {
  apps: Map<string, DiscoveredApp>
  renders: Map<string, AppRender>
  appSets: Map<string, AppSetState>
}

/**
 * Marks, at base, the children described above as unknown: their base render becomes "not rendered" (apps) or their
 * head state gets `baseUnknown` (ApplicationSets). `setParents`: per side, the ApplicationSets a parent renders, by
 * parent id; `skipped`: apps not rendered, their inputs identical at both revisions (left as they are).
 */
export function unknownAtBase(
  base: Side,
  head: Side,
  setParents: { base: Map<string, string>; head: Map<string, string> },
  skipped: ReadonlySet<string>
): void {
  /** Ids (apps, and ApplicationSets as `set:<id>`) whose base this marked unknown. */
  const unknown = new Set<string>()
  /** Whether what `parentId` renders at base is unknown: it does not render there, or its own base is unknown. */
  const parentUnknown = (parentId: string): boolean =>
    base.apps.has(parentId) && base.renders.has(parentId) && (unknown.has(parentId) || renderFailed(base.renders.get(parentId)))
  const reasonFor = (parentId: string, what: string): string => {
    // The parent's own entry says why it does not render; each of its children (dozens) names it only.
    const cause = unknown.has(parentId) ? `${parentId}'s own version at base is unknown` : `${parentId} does not render at base`
    return (
      `its parent app ${cause}, so the version of this ${what} Argo CD last synced is unknown; the file at base differs ` +
      `from what ${parentId} renders at head, so it is not compared`
    )
  }
  /**
   * `id`'s base unknown: not rendered for `reason`, and, when head has the app, its base spec taken as head's, so that
   * no rule reads the parent's patch as this change's (a changed source path, sync policy or destination). False, and
   * nothing marked, for an app not rendered: identical inputs render identically, whatever the cluster has.
   */
  const markApp = (id: string, d: DiscoveredApp, reason: string): boolean => {
    if (skipped.has(id)) return false
    const h = head.apps.get(id)
    const asBase: DiscoveredApp = h ? { ...h, file: d.file, line: d.line, versionUnknown: true } : d
    base.apps.set(id, asBase)
    base.renders.set(id, notRenderedAs(asBase, reason))
    unknown.add(id)
    return true
  }
  for (let changed = true; changed;) {
    changed = false
    for (const [id, h] of head.apps) {
      if (unknown.has(id) || !h.parent || h.appSet) continue
      const b = base.apps.get(id)
      // At base: a file, or an app the same parent rendered (when that parent's base is unknown in turn).
      if (!b || b.appSet || (b.parent !== undefined && b.parent !== h.parent) || !parentUnknown(h.parent)) continue
      if (canonicalJson(b.manifest) === canonicalJson(h.manifest)) continue // the file is what the parent renders
      if (markApp(id, b, reasonFor(h.parent, 'Application'))) changed = true
    }
    for (const [setId, hs] of head.appSets) {
      const parentId = setParents.head.get(setId)
      const bs = base.appSets.get(setId)
      if (unknown.has(`set:${setId}`) || !parentId || !bs) continue
      const baseParent = setParents.base.get(setId)
      if ((baseParent !== undefined && baseParent !== parentId) || !parentUnknown(parentId)) continue
      if (canonicalJson(bs.set.manifest) === canonicalJson(hs.set.manifest)) continue
      const reason = reasonFor(parentId, 'ApplicationSet')
      head.appSets.set(setId, { ...hs, baseUnknown: reason })
      unknown.add(`set:${setId}`)
      changed = true
      // What its base version generated is unknown with it, unless head generates the same Application.
      for (const [id, d] of base.apps) {
        if (d.appSet?.id !== setId || d.parent || unknown.has(id)) continue
        if (canonicalJson(d.manifest) === canonicalJson(head.apps.get(id)?.manifest ?? null)) continue
        markApp(id, d, `it is generated by ApplicationSet ${setId}, whose version at base is unknown: ${reason}`)
      }
    }
  }
}
