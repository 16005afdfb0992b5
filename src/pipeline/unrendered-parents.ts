// Children of a parent the guard cannot render (issue 47 item 3, R3.6.5). A root that lists one remote resource
// (offline), or that a plugin renders, still applies the Application files of its folder: they are its children, not
// roots of their own, and dropping one makes Argo CD prune it (with the resources finalizer: everything it manages).
// Without the parent's render, such a file is linked to the parent by its folder; at head:
// - its file deleted, or taken out of the kustomization the parent reads: it is removed, a cascade the guard can see;
// - the parent's inputs unchanged: the parent applies it as before, and the child is analysed from its file;
// - otherwise the parent's change may drop or rewrite it: unknown (pipeline/graph.ts unknownChild).
import { isRecord } from '../lib/record.js'
import { posix } from 'node:path'
import type { DiscoveredApp } from '../argocd/discover.js'
import { isRemoteReference, KUSTOMIZATION_FILES, kustomizationRefs } from '../k8s/kustomization.js'
import { renderFailed } from '../render/app.js'
import type { GraphSide } from './graph-types.js'
import { ancestorOf, fileRoot, foldersOf } from './unapplied-files.js'

/** Links, at each side, the Application files in the folder of an app that could not be rendered there to that app. */
export function linkUnrenderedParents(base: GraphSide, head: GraphSide, repoURLs: string[], declared: ReadonlySet<string>): void {
  for (const side of [base, head]) {
    const parents: Array<{ p: DiscoveredApp; folders: string[] }> = []
    for (const p of side.apps.values()) {
      if (!side.renders.has(p.id) || !renderFailed(side.renders.get(p.id))) continue
      const folders = foldersOf(p, repoURLs)
      if (folders.length > 0) parents.push({ p, folders })
    }
    if (parents.length === 0) continue
    for (const d of [...side.apps.values()]) {
      if (!fileRoot(d, declared)) continue
      // The innermost folder holding the file: a parent below another is the one that lists it.
      const holder = parents
        .filter(({ p, folders }) => p.id !== d.id && !ancestorOf(side, d.id, p) && folders.some((f) => d.file.startsWith(`${f}/`)))
        .sort((x, y) => longest(y.folders, d.file) - longest(x.folders, d.file))[0]
      if (holder) side.apps.set(d.id, { ...d, parent: holder.p.id, unrenderedParent: true })
    }
  }
}

const longest = (folders: string[], file: string): number => Math.max(...folders.filter((f) => file.startsWith(`${f}/`)).map((f) => f.length))

/**
 * Whether `parent` reads `file` at this side, as far as its files tell: the kustomization of its folder lists it (or a
 * folder above it; a kustomization that does not parse is taken to list it), or, without one, the file is there.
 */
function listed(side: GraphSide, parent: DiscoveredApp, file: string, repoURLs: string[]): boolean {
  for (const f of foldersOf(parent, repoURLs)) {
    if (!file.startsWith(`${f}/`)) continue
    const at = KUSTOMIZATION_FILES.map((n) => `${f}/${n}`).find((k) => side.tree.tree.has(k))
    if (at === undefined) return side.tree.tree.has(file)
    const k = side.tree.kustomizations.get(at)
    if (!isRecord(k)) return true
    for (const r of kustomizationRefs(k, false)) {
      if (!r.base || isRemoteReference(r.value)) continue
      const target = posix.normalize(posix.join(f, r.value.trim())).replace(/\/+$/, '')
      if (target === file || file.startsWith(`${target}/`)) return true
    }
    return false
  }
  return true
}

/**
 * What the files tell of a child linked to a parent that could not be rendered at head (see above): `removed` (with
 * why, set on the base app for the cascade rule), `kept` (the parent's inputs did not change), or undefined (unknown).
 */
export function seenWithoutParent(
  base: GraphSide,
  head: GraphSide,
  id: string,
  opts: { repoURLs: string[]; parentUnchanged: (parentId: string) => boolean }
): 'removed' | 'kept' | undefined {
  const b = base.apps.get(id)
  const h = head.apps.get(id)
  const d = h ?? b
  if (!d?.parent || !(h?.unrenderedParent ?? b?.unrenderedParent)) return undefined
  const parent = head.apps.get(d.parent)
  if (!parent) return undefined
  const why = (what: string): 'removed' => {
    if (b) base.apps.set(id, { ...b, removedUnseen: what })
    return 'removed'
  }
  if (!h) {
    if (!b?.unrenderedParent || head.tree.tree.has(b.file) || listed(head, parent, b.file, opts.repoURLs)) return undefined
    return why(`this change deletes ${b.file}, the file it applied it from`)
  }
  if (!h.unrenderedParent) return undefined
  if (!listed(head, parent, h.file, opts.repoURLs)) return why(`this change takes ${h.file} out of what it reads`)
  return opts.parentUnchanged(parent.id) ? 'kept' : undefined
}
