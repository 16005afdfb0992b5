// R1.1.4 on the git tree, before anything is written or rendered: does a symlink of a revision leave the repository?
// Argo CD (util/app/path/path.go CheckOutOfBoundsSymlinks) joins each link's target to its folder lexically. That is
// not what the kernel does: it resolves path components one by one and follows every link it meets, so `a/link/..`
// is the parent of link's *target*, not `a`. Two links that are each inside by text (a link into a deep link that
// climbs to the root, then `..` again) escape together. This resolves every link the kernel's way, through the tree:
// a link fails when either reading says it leaves the root. Pure: tree in, verdict out.

export interface LinkTree {
  /** Mode of each file path of the revision ('120000' for links). */
  mode(path: string): string | undefined
  /** Whether the path is a folder of the revision. */
  isDir(path: string): boolean
  /** The target text of a link. */
  target(path: string): string | undefined
}

/** Linux follows at most 40 links in one path walk, then fails with ELOOP (nothing is read). */
const MAX_HOPS = 40

/** Argo's lexical reading: an absolute target, or one whose normalized join with the link's folder starts with `..`. */
export function escapesLexically(link: string, target: string): boolean {
  if (target.startsWith('/')) return true
  const stack: string[] = link.split('/').slice(0, -1)
  for (const c of target.split('/')) {
    if (c === '' || c === '.') continue
    if (c === '..') {
      if (stack.length === 0) return true
      stack.pop()
    } else stack.push(c)
  }
  return false
}

/**
 * The kernel's reading: walks the target component by component from the link's folder, following links through the
 * tree. It escapes when a step goes above the root or meets an absolute target. A missing component or a file used as
 * a folder ends the walk (ENOENT/ENOTDIR: the kernel reads nothing), as does a loop (ELOOP).
 */
export function escapesThroughLinks(tree: LinkTree, link: string): boolean {
  const first = tree.target(link)
  if (first === undefined) return false
  if (first.startsWith('/')) return true
  return walk(tree, link.split('/').slice(0, -1), first.split('/'), false) === 'escapes'
}

type Walk = { path: string; links: string[] } | 'escapes' | 'loops' | 'unknown'

/**
 * The kernel's walk of the components `parts` from the folder `stack`, following every link it meets (its target read
 * from the link's folder). A missing component, or a file used as a folder, ends it: the rest is appended as written.
 * A link whose target is not known reads as its own folder, or (`strict`) ends the walk as 'unknown'.
 */
function walk(tree: LinkTree, stack: string[], parts: string[], strict: boolean): Walk {
  const todo = parts.reverse()
  const links: string[] = []
  let hops = 0
  while (todo.length > 0) {
    const c = todo.pop()!
    if (c === '' || c === '.') continue
    if (c === '..') {
      if (stack.length === 0) return 'escapes'
      stack.pop()
      continue
    }
    const at = [...stack, c].join('/')
    const mode = tree.mode(at)
    if (mode === '120000') {
      if (++hops > MAX_HOPS) return 'loops'
      const t = tree.target(at)
      if (t === undefined && strict) return 'unknown'
      if (t?.startsWith('/')) return 'escapes'
      links.push(at)
      for (const part of (t ?? '').split('/').reverse()) todo.push(part)
      continue
    }
    if (mode === undefined && tree.isDir(at)) {
      stack.push(c)
      continue
    }
    // A file, or nothing: the walk ends here (a file's further components are ENOTDIR, a missing one's ENOENT).
    const rest = todo.reverse().filter((x) => x !== '' && x !== '.')
    return { path: [...stack, c, ...rest].join('/'), links }
  }
  return { path: stack.join('/'), links }
}

/** The first link (in path order) that leaves the root by either reading, with its target; undefined when none. */
export function firstEscapingLink(tree: LinkTree, links: string[]): { file: string; target: string } | undefined {
  for (const link of links) {
    const target = tree.target(link) ?? ''
    if (escapesLexically(link, target) || escapesThroughLinks(tree, link)) return { file: link, target }
  }
  return undefined
}

/**
 * Where the kernel finds `path` (repository-relative) in this tree: each component in turn, following every link it
 * meets (the last one too), `..` after a link from the link's target. `links` are the links followed, in order. A
 * missing component, or a file used as a folder, ends the walk: the rest is appended as it is written (nothing is there
 * to read). Undefined when the walk leaves the root or loops (ELOOP): what it reads is not in this tree.
 */
export function resolveInTree(tree: LinkTree, path: string): { path: string; links: string[] } | undefined {
  const w = walk(tree, [], path.split('/'), true)
  return typeof w === 'string' ? undefined : w
}
