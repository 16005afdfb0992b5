// A repository-relative path as the guard keys and compares paths: one spelling per file or folder.
import { posix } from 'node:path'

/**
 * `p` as `posix.normalize` cleans it (`./a//b/./c` → `a/b/c`, `a/../b` → `b`), without a trailing `/`, and '' for the
 * repository root (``, `.`, `./`). Only a `./` segment means "here": a name that starts with a dot keeps it
 * (`.gitops/web`, `./.env` → `.env`). A path that leaves the root (`..`, `../x`) or is absolute (`/x`) stays as
 * normalized: callers that must refuse those test for them.
 */
export function repoPath(p: string): string {
  const n = posix.normalize(p)
  const trimmed = n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n
  return trimmed === '.' ? '' : trimmed
}
