// The tree of one revision as fingerprints read it (render/inputs.ts): every tracked file's mode and object id, the
// loaded texts and parsed kustomizations, and how its links resolve.
import type { LinkTree } from '../git/links.js'
import { pathsUnder } from '../lib/sorted-paths.js'

export interface InputTree {
  /** path → `<mode> <oid>` for every tracked file. */
  tree: Map<string, string>
  /** Sorted paths, for prefix scans. */
  paths: string[]
  sha: string
  /** Text of a tracked file, or undefined. */
  readText(path: string): string | undefined
  /** Every kustomization file that parses, parsed once per revision (broken ones are absent). */
  kustomizations: Map<string, unknown>
  /** The tree as the link resolver sees it (git/links.ts): the snapshot's, or without link targets when none is given. */
  linkTree: LinkTree
  /** The paths of the tree's symlinks (most trees have none: paths are then taken as written). */
  links: Set<string>
}

export function inputTree(
  entries: Map<string, { mode: string; oid: string }>,
  paths: string[],
  sha: string,
  readText: (path: string) => string | undefined,
  kustomizations: Map<string, unknown>,
  linkTree: LinkTree = {
    mode: (p) => entries.get(p)?.mode,
    isDir: (p) => !pathsUnder(paths, `${p}/`).next().done,
    target: () => undefined
  }
): InputTree {
  const tree = new Map<string, string>()
  const links = new Set<string>()
  for (const [p, e] of entries) {
    tree.set(p, `${e.mode} ${e.oid}`)
    if (e.mode === '120000') links.add(p)
  }
  return { tree, paths, sha, readText, kustomizations, linkTree, links }
}
