// Reads candidate manifest files from a materialized checkout (I/O side of Application discovery).
import { lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export interface RepoFile {
  /** Repo-relative, posix separators. */
  path: string
  text: string
}

const MANIFEST_EXT = /\.(ya?ml|json)$/
/** Files larger than this are not scanned for Applications (generated bundles, vendored CRDs). */
export const MAX_SCAN_BYTES = 4 * 1024 * 1024

/** Every .yaml/.yml/.json regular file (no symlinks, no .git) whose text passes `filter`. */
export function readManifestFiles(root: string, filter: (text: string) => boolean): RepoFile[] {
  const out: RepoFile[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.git') continue
      const p = join(dir, name)
      const st = lstatSync(p)
      if (st.isDirectory()) walk(p)
      else if (st.isFile() && MANIFEST_EXT.test(name) && st.size <= MAX_SCAN_BYTES) {
        const text = readFileSync(p, 'utf8')
        if (filter(text)) out.push({ path: relative(root, p).split(sep).join('/'), text })
      }
    }
  }
  walk(root)
  return out
}
