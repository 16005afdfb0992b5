// One revision's tree as `git ls-tree -r` lists it: each path's mode and object id, and the folders between. Not `-l`:
// listing sizes makes git open every blob (for loose objects, as `git commit` leaves them, each a file to inflate), and
// base and head list the same blobs. A blob's size comes with its bytes when it is read (blob-texts.ts, blobs.ts).
import { git, type GitRepo } from './git.js'

export interface TreeEntry {
  mode: string
  oid: string
}

export interface Tree {
  entries: Map<string, TreeEntry>
  /** Every path, sorted. */
  paths: string[]
  /** Every folder holding a path ('' for the root). */
  dirs: Set<string>
}

/** A path git itself would refuse to check out (`..`, `.`, empty or `.git` components). */
function unsafePath(p: string): boolean {
  return p.split('/').some((c) => c === '' || c === '.' || c === '..' || c.toLowerCase() === '.git')
}

export async function readTree(repo: GitRepo, sha: string): Promise<Tree> {
  const entries = new Map<string, TreeEntry>()
  const dirs = new Set<string>([''])
  const out = await git(repo.root, ['ls-tree', '-r', '-z', '--full-tree', sha])
  for (const entry of out.split('\0')) {
    if (!entry) continue
    const tab = entry.indexOf('\t')
    const [mode, , oid] = entry.slice(0, tab).split(' ')
    const path = entry.slice(tab + 1)
    if (unsafePath(path)) continue // git refuses such trees (fsck) and never checks them out
    entries.set(path, { mode: mode!, oid: oid! })
    const parts = path.split('/')
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'))
  }
  const paths: string[] = []
  for (const p of [...entries.keys()].sort()) paths.push(p) // no push(...all): a spread of ~120k+ arguments overflows the stack
  return { entries, paths, dirs }
}
