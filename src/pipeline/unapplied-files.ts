// Application files no parent applies (issue 47 item 1, R3.6.4). An Application file inside a folder that a parent app
// renders, but not part of that parent's render (commented out of its kustomization, `# - nextdns.yaml`; old copies in
// a `playbooks-old/` sub-folder a directory parent does not recurse into), is applied by nothing Argo CD runs: the
// parent's render is what Argo CD applies, and the file stays in git only. Without a declared root (config rootApps)
// it is no live app: it is dropped from the graph with the apps it renders, and a note says so once. Before, each such
// file was a root of its own, re-reported on every commit as failing to render, and a pull request deleting what it
// pointed at blocked on prunes Argo CD never makes.
import { posix } from 'node:path'
import { isApplication } from '../argocd/application.js'
import { isApplicationSet, type DiscoveredApp, type DiscoveryProblem } from '../argocd/discover.js'
import { sameRepo } from '../argocd/url.js'
import { renderFailed } from '../render/app.js'
import type { GraphSide } from './graph-types.js'

export interface UnappliedDeps {
  repoURLs: string[]
  /** Ids the config declares as roots (rootApps): live whatever folder their file sits in. */
  declaredRoots: ReadonlySet<string>
  note?: (p: DiscoveryProblem) => void
}

/**
 * The repository folders an app renders from: each source of this repository with a path other than its root (a
 * parent at the root would make every file of the repository "inside" it; bootstrap roots applied by hand live there).
 */
export function foldersOf(d: DiscoveredApp, repoURLs: string[]): string[] {
  const out: string[] = []
  for (const s of d.app.sources) {
    if (s.chart || s.repoURL.startsWith('oci://') || !repoURLs.some((u) => sameRepo(u, s.repoURL))) continue
    const p = posix.normalize(s.path.trim()).replace(/^\.\/|\/+$/g, '')
    if (p !== '' && p !== '.' && !p.startsWith('../')) out.push(p)
  }
  return out
}

/** Whether `id` is `from` or one of its ancestors at this side. */
export function ancestorOf(side: GraphSide, id: string, from: DiscoveredApp): boolean {
  const seen = new Set<string>()
  for (let x: DiscoveredApp | undefined = from; x && !seen.has(x.id); x = x.parent === undefined ? undefined : side.apps.get(x.parent)) {
    if (x.id === id) return true
    seen.add(x.id)
  }
  return false
}

/** Parents that rendered at this side, with the folders they render from. */
function parentsOf(side: GraphSide, repoURLs: string[]): Array<{ p: DiscoveredApp; folders: string[] }> {
  const out: Array<{ p: DiscoveredApp; folders: string[] }> = []
  for (const p of side.apps.values()) {
    const r = side.renders.get(p.id)
    if (renderFailed(r) || !r!.docs.some(({ obj }) => isApplication(obj) || isApplicationSet(obj))) continue
    const folders = foldersOf(p, repoURLs)
    if (folders.length > 0) out.push({ p, folders })
  }
  return out
}

/** Whether `d` is an Application file that no parent, ApplicationSet or configuration declares. */
export const fileRoot = (d: DiscoveredApp, declared: ReadonlySet<string>): boolean =>
  d.parent === undefined && !d.appSet && d.declaration === undefined && d.unreadable === undefined && !d.versionUnknown && !declared.has(d.id)

/**
 * Drops, at each side, the Application files inside a parent's folder that the parent does not render, with what they
 * render; notes each such file at head once. At head an app of the base is kept: a child its parent rendered at base is
 * left to the graph, which reports it removed (pipeline/reconcile-children.ts), and a live root stays one. Returns the apps skipped as unchanged that are left at one
 * side only: the caller renders them there.
 */
export function dropUnappliedFiles(base: GraphSide, head: GraphSide, skipped: Set<string>, deps: UnappliedDeps): string[] {
  const all = new Set<string>()
  for (const side of [base, head]) {
    const parents = parentsOf(side, deps.repoURLs)
    if (parents.length === 0) continue
    const dropped = new Set<string>()
    for (const d of side.apps.values()) {
      if (!fileRoot(d, deps.declaredRoots)) continue
      // An app of the base (a child: the graph reports it removed; a live root: a pull request moving a parent's folder
      // over its file must not hide what the change does to it) stays at head.
      if (side === head && base.apps.has(d.id)) continue
      const inside = parents.find(({ p, folders }) => !ancestorOf(side, d.id, p) && folders.some((f) => d.file.startsWith(`${f}/`)))
      if (!inside) continue
      dropped.add(d.id)
      if (side !== head) continue
      const folder = inside.folders.find((f) => d.file.startsWith(`${f}/`))!
      deps.note?.({
        file: d.file,
        line: d.line,
        message:
          `Application ${d.id} is not part of what ${inside.p.id} renders from ${folder}/, although its file is in that folder: ` +
          'no parent applies it, so it is not analysed as a live app (declare it in rootApps if it is applied another way)'
      })
    }
    // What a dropped file renders is applied by nothing either (its children, their children).
    for (let grew = dropped.size > 0; grew;) {
      grew = false
      for (const d of side.apps.values())
        if (!dropped.has(d.id) && d.parent !== undefined && dropped.has(d.parent)) {
          dropped.add(d.id)
          grew = true
        }
    }
    for (const id of dropped) {
      side.apps.delete(id)
      side.renders.delete(id)
      all.add(id)
    }
  }
  // Not rendered as unchanged: gone at one side, it is added or removed at the other, which needs its render.
  const rerender: string[] = []
  for (const id of all) if (skipped.delete(id) && (base.apps.has(id) || head.apps.has(id))) rerender.push(id)
  return rerender
}
