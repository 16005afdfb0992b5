// Containment: is a path inside a root? Every decision that involves the filesystem asks the kernel (realpath(3) via
// `realpathSync.native`): Node's JS `realpathSync` normalizes `..` before it follows links, so `a/link/..` looks like
// `a` to it while the kernel goes to the parent of link's target (issue 8 item 1).
import { realpathSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import { isAbsolute, relative, sep } from 'node:path'

/** True when `child` is `root` or below it (both absolute), compared as text. */
export function isInside(root: string, child: string): boolean {
  const rel = relative(root, child)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/** The kernel's resolution of `path` (every link followed, `..` applied after each link). Throws like realpath(3). */
export function realPath(path: string): string {
  return realpathSync.native(path)
}

/** realPath off the main thread: `fs/promises` realpath is the native realpath(3) too (not the JS resolver). */
export function realPathAsync(path: string): Promise<string> {
  return realpath(path)
}

/** True when `path`, resolved by the kernel, is inside `root` resolved by the kernel. Throws when a path is missing. */
export function realInside(root: string, path: string): boolean {
  return isInside(realPath(root), realPath(path))
}
