// The cross-run cache of `helm dependency build` results (deps.ts):
//
//   <cacheDir>/deps/<digest of the chart's dependency files (dependency-files.ts)>/{meta.json, charts/}
//
// An entry has a content identity: meta.json records the sha256 of every file its charts/ holds (the fetched
// archives), and an entry is used only when charts/ holds exactly those files with those digests. A tampered, partial
// or unreadable entry is removed and never used: the caller builds again (under the network policy). Only builds made
// from fetched content alone are written here (deps.ts decides); an entry is published with one rename, so a reader
// never sees half of one.
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under dir (relative, `/`-separated) with its sha256; undefined when dir holds anything but folders and files. */
function digests(dir: string, shown = ''): Record<string, string> | undefined {
  const out: Record<string, string> = {}
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    const st = lstatSync(p)
    if (st.isDirectory()) {
      const sub = digests(p, `${shown}${name}/`)
      if (!sub) return undefined
      Object.assign(out, sub)
    } else if (st.isFile()) out[`${shown}${name}`] = createHash('sha256').update(readFileSync(p)).digest('hex')
    else return undefined // a link or a device: never written by a build
  }
  return out
}

function sameDigests(a: Record<string, string>, b: unknown): boolean {
  if (!b || typeof b !== 'object' || Array.isArray(b)) return false
  const rec = b as Record<string, unknown>
  const keys = Object.keys(a)
  return keys.length === Object.keys(rec).length && keys.every((k) => rec[k] === a[k])
}

/** Whether the entry at `final` holds exactly the archives its meta.json records. */
export function verifiedEntry(final: string): boolean {
  try {
    const meta = JSON.parse(readFileSync(join(final, 'meta.json'), 'utf8')) as { complete?: unknown; archives?: unknown }
    const charts = join(final, 'charts')
    if (meta.complete !== true || !lstatSync(charts).isDirectory()) return false
    const found = digests(charts)
    return found !== undefined && sameDigests(found, meta.archives)
  } catch {
    return false
  }
}

/** The charts/ folder of a verified cached build; a present entry that fails the check is removed. */
export function cachedBuild(final: string): string | undefined {
  if (!existsSync(final)) return undefined
  if (verifiedEntry(final)) return join(final, 'charts')
  rmSync(final, { recursive: true, force: true })
  return undefined
}

/**
 * Publishes the built charts/ folder `built` (moved) as the entry `final`, with the digests of what it holds. Returns
 * the entry's charts/ folder when it is published and verifies; else undefined, and the built folder is at `staging`
 * /charts (or still at `built`), for the caller to use uncached.
 */
export function publishBuild(built: string, staging: string, final: string, facts: Record<string, unknown>): string | undefined {
  const archives = digests(built)
  if (!archives) return undefined
  mkdirSync(staging)
  renameSync(built, join(staging, 'charts'))
  writeFileSync(join(staging, 'meta.json'), JSON.stringify({ ...facts, archives, builtAt: new Date().toISOString(), complete: true }, null, 2) + '\n')
  try {
    renameSync(staging, final)
  } catch {
    // Another build published this key first: used only when it verifies (ours stays in staging).
  }
  return verifiedEntry(final) ? join(final, 'charts') : undefined
}
