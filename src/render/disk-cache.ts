// The render cache across runs: successful app renders, content-addressed by a key over everything that reaches the
// renderers (pipeline/render-cache.ts builds it), stored as `<dir>/v2/<ab>/<key>.json`. A render is a pure function
// of that key, so a hit is the render. An entry is two lines: a header (format, key, versions, digest) and the render's
// JSON, whose bytes the digest is the sha256 of (checked before they are parsed; no canonical form to rebuild).
// Nothing read from the directory is trusted as is: an entry is read with a size cap, its key field compared with the
// key asked for, the digest of its render recomputed, and its shape checked against ENTRY_SCHEMA (ajv's standalone
// code, generated); anything else is a miss counted as `rejected`, never an error and never a wrong answer.
// Trust in a well-formed entry comes from who can write the directory (README "Render cache": cache scoping).
import { canonicalJson } from '../lib/canonical-json.js'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { writeBytes } from '../lib/fs-async.js'
import { dirname, join } from 'node:path'
import type { AppRender } from './app.js'
import { resolveTool, type BinaryOptions } from './binaries.js'
import { RENDERER_TOOLS } from './renderers.js'

import { CACHE_FORMAT, ENTRY_SCHEMA } from './disk-cache-schema.js'
import { validate as validateEntry } from './disk-cache-entry-validate.js'
import { errorMessage } from '../lib/errors.js'

export { CACHE_FORMAT, ENTRY_SCHEMA }
/** An entry larger than this is not read (a render over the output cap never gets here either). */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024
/** Eviction keeps the directory under this size, oldest use first. */
export const DEFAULT_MAX_CACHE_MB = 512

export type CachedRender = Pick<AppRender, 'docs' | 'sources' | 'warnings' | 'templates'>

export interface CacheCounters {
  hits: number
  misses: number
  /** Entries found but not used: unreadable, oversized, malformed, another key, a digest that does not match. */
  rejected: number
  written: number
  /** Renders never looked up: not cacheable (network, remote charts, plugins, inputs that cannot be fingerprinted). */
  uncacheable: number
}

interface Entry {
  format: number
  key: string
  determinism: boolean
  versions: Record<string, string>
  digest: string
  render: CachedRender
}

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex')

/** The cache key: sha256 over the format and the canonical JSON of every input (see pipeline/render-cache.ts). */
export function renderCacheKey(inputs: unknown): string {
  return sha256(canonicalJson({ format: CACHE_FORMAT, inputs }))
}

/**
 * Identity of the renderer binaries as resolved for this run: real path, size and modification time (not a content
 * hash: helm and kubectl are 50–100 MB each, and hashing them would cost about as much as the one-app PR itself; a
 * binary replaced by an upgrade or a copy gets a new size or mtime). Cheap: no process is started.
 */
export function rendererIdentity(opts: BinaryOptions): Record<string, string> {
  const one = (resolve: () => { command: string; prefixArgs: string[] }): string => {
    try {
      const t = resolve()
      const path = realpathSync(t.command)
      const st = statSync(path, { bigint: true })
      return `${path} ${st.size} ${st.mtimeNs} ${t.prefixArgs.join(' ')}`
    } catch (e) {
      return `unresolved: ${errorMessage(e)}`
    }
  }
  return Object.fromEntries(RENDERER_TOOLS.map((t) => [t, one(() => resolveTool(t, opts))]))
}

/** Writes `body` to `path` through a temp file and a rename (readers never see half a file); false when it cannot. */
function writeAtomically(path: string, body: string | Uint8Array): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(tmp, body)
    renameSync(tmp, path)
    return true
  } catch {
    rmSync(tmp, { force: true })
    return false
  }
}

/**
 * writeAtomically on the thread pool, so that many entries are written in parallel. The entry's folder is created only
 * when the write finds it missing (once per folder: a recursive mkdir per entry cost more main-thread time than the write).
 */
async function writeAtomicallyAsync(path: string, body: Uint8Array): Promise<boolean> {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await writeBytes(tmp, body).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e
      await mkdir(dirname(path), { recursive: true })
      await writeBytes(tmp, body)
    })
    await rename(tmp, path)
    return true
  } catch {
    await rm(tmp, { force: true }).catch(() => {})
    return false
  }
}

/** Plain JSON only: a render holding values JSON cannot carry (NaN, Infinity) is not cached. */
function plainJson(_k: string, v: unknown): unknown {
  if ((typeof v === 'number' && !Number.isFinite(v)) || typeof v === 'bigint') throw new Error('not plain JSON')
  return v
}

/**
 * The file body of an entry for `r`, or undefined when it cannot be stored (not plain JSON). The render's JSON is encoded
 * once and its bytes are hashed and written as they are: hashing and writing the string each encoded it again (a render
 * of 20,000 objects: 60-120 ms of main-thread time against 10-45 ms).
 */
function entryBody(key: string, r: AppRender, determinism: boolean, versions: Record<string, string>): Buffer | undefined {
  const render: CachedRender = { docs: r.docs, sources: r.sources, warnings: r.warnings, templates: r.templates }
  let bytes: Buffer
  try {
    bytes = Buffer.from(JSON.stringify(render, plainJson)) // one line: JSON.stringify escapes every newline inside strings
  } catch {
    return undefined
  }
  const known = Object.fromEntries(Object.entries(versions).filter(([, v]) => /^\d+\.\d+\.\d+/.test(v)))
  const digest = sha256(bytes)
  const header: Omit<Entry, 'render'> = { format: CACHE_FORMAT, key, determinism, versions: known, digest }
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), bytes])
}

export class RenderCache {
  readonly counters: CacheCounters = { hits: 0, misses: 0, rejected: 0, written: 0, uncacheable: 0 }
  readonly #root: string
  /** Entries stored with putLater whose write has not finished (key → file body), and those writes. */
  readonly #pending = new Map<string, Buffer>()
  readonly #writes = new Set<Promise<void>>()

  constructor(
    readonly dir: string,
    private readonly maxEntryBytes = MAX_ENTRY_BYTES
  ) {
    this.#root = join(dir, `v${CACHE_FORMAT}`)
  }

  #path(key: string): string {
    return join(this.#root, key.slice(0, 2), `${key}.json`)
  }

  /** Whether an entry is stored under `key` (it may still be rejected or lack what the caller needs: get decides). */
  has(key: string): boolean {
    return this.#pending.has(key) || existsSync(this.#path(key))
  }

  /**
   * The render stored under `key`, or undefined (a miss). `determinism`: the caller renders Helm twice (R5.1) and needs
   * the unstable fields; an entry written without them is a miss. An entry with them serves a caller that does not
   * need them with the fields dropped, exactly what such a render returns.
   */
  get(key: string, determinism: boolean): { render: CachedRender; versions: Record<string, string> } | undefined {
    const path = this.#path(key)
    const pending = this.#pending.get(key)
    if (pending !== undefined) {
      // Stored earlier in this run and not written yet: written now, then read back like any entry.
      this.#pending.delete(key)
      if (writeAtomically(path, pending)) this.counters.written++
    }
    let bytes: Buffer
    try {
      const st = statSync(path, { throwIfNoEntry: false }) // a miss is common: no error object for it
      if (st === undefined) {
        this.counters.misses++
        return undefined
      }
      const size = st.size
      if (size > this.maxEntryBytes) return this.#reject()
      bytes = readFileSync(path)
    } catch {
      this.counters.misses++
      return undefined
    }
    let entry: Entry
    try {
      const nl = bytes.indexOf(0x0a)
      if (nl < 0) return this.#reject()
      const header = JSON.parse(bytes.toString('utf8', 0, nl)) as Partial<Entry> | null
      const body = bytes.subarray(nl + 1)
      // The key and the digest first (cheap, before the render's text is parsed at all).
      if (header?.key !== key || sha256(body) !== header.digest) return this.#reject()
      entry = { ...header, render: JSON.parse(body.toString('utf8')) } as Entry
    } catch {
      return this.#reject()
    }
    // ajv's standalone code for ENTRY_SCHEMA (disk-cache-entry-validate.ts, generated): no schema compile at run time.
    if (!validateEntry(entry)) return this.#reject()
    if (determinism && !entry.determinism) {
      this.counters.misses++
      return undefined
    }
    if (!determinism) for (const d of entry.render.docs) delete d.unstable
    try {
      const now = new Date()
      utimesSync(path, now, now) // recently used: kept longest by eviction
    } catch {
      // read-only cache directory: fine
    }
    this.counters.hits++
    return { render: entry.render, versions: entry.versions }
  }

  #reject(): undefined {
    this.counters.rejected++
    this.counters.misses++
    return undefined
  }

  /** Stores a successful render; written atomically (temp file + rename). Failing to write is not an error. */
  put(key: string, r: AppRender, determinism: boolean, versions: Record<string, string>): boolean {
    const body = entryBody(key, r, determinism, versions)
    if (body === undefined || !writeAtomically(this.#path(key), body)) return false
    this.counters.written++
    return true
  }

  /**
   * As put, but written in the background on the thread pool (not one synchronous write per render on the thread that
   * starts renderers); flush() waits for the writes. False when the render cannot be stored.
   */
  putLater(key: string, r: AppRender, determinism: boolean, versions: Record<string, string>): boolean {
    const body = entryBody(key, r, determinism, versions)
    if (body === undefined) return false
    this.#pending.set(key, body)
    const write: Promise<void> = writeAtomicallyAsync(this.#path(key), body).then((ok) => {
      this.#writes.delete(write)
      // Not counted when get() wrote it first (or a later putLater replaced it).
      if (this.#pending.get(key) !== body) return
      this.#pending.delete(key)
      if (ok) this.counters.written++
    })
    this.#writes.add(write)
    return true
  }

  /** Waits for every write started by putLater (they run on the thread pool while the run goes on). */
  async flush(): Promise<void> {
    while (this.#writes.size > 0) await Promise.all([...this.#writes])
  }

  #toolPath(tool: string, identity: string): string {
    return join(this.#root, 'tools', `${sha256(`${tool}\0${identity}`)}.json`)
  }

  /** Versions these very binaries (same identity) reported in an earlier run: no probe process needed. */
  knownVersions(identity: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {}
    for (const [tool, id] of Object.entries(identity)) {
      if (id.startsWith('unresolved')) continue
      try {
        const v = JSON.parse(readFileSync(this.#toolPath(tool, id), 'utf8')) as unknown
        const ok = typeof v === 'object' && v !== null && (v as { identity?: unknown }).identity === id
        const version = ok ? (v as { version?: unknown }).version : undefined
        if (typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version)) out[tool] = version
      } catch {
        // not known yet (or damaged: probed again)
      }
    }
    return out
  }

  rememberVersions(identity: Record<string, string>, versions: Record<string, string>, known: Record<string, string>): void {
    for (const [tool, version] of Object.entries(versions)) {
      const id = identity[tool]
      if (!id || id.startsWith('unresolved') || known[tool] === version || !/^\d+\.\d+\.\d+$/.test(version)) continue
      writeAtomically(this.#toolPath(tool, id), JSON.stringify({ tool, identity: id, version })) // read-only cache: probed next time
    }
  }

  /**
   * Keeps the directory under `maxBytes`: entries are removed oldest use first (a hit refreshes an entry's mtime), and
   * temp files left by a killed run after an hour. Returns how many files were removed.
   */
  evict(maxBytes = DEFAULT_MAX_CACHE_MB * 1024 * 1024, now = Date.now()): number {
    const files: Array<{ path: string; size: number; mtime: number }> = []
    let removed = 0
    let shards: string[]
    try {
      shards = readdirSync(this.#root)
    } catch {
      return 0
    }
    for (const shard of shards) {
      let names: string[]
      try {
        names = readdirSync(join(this.#root, shard))
      } catch {
        continue
      }
      for (const name of names) {
        const path = join(this.#root, shard, name)
        try {
          const st = statSync(path)
          if (name.endsWith('.tmp')) {
            if (now - st.mtimeMs > 3600_000) {
              rmSync(path, { force: true })
              removed++
            }
          } else files.push({ path, size: st.size, mtime: st.mtimeMs })
        } catch {
          // removed meanwhile
        }
      }
    }
    let total = files.reduce((n, f) => n + f.size, 0)
    for (const f of files.sort((a, b) => a.mtime - b.mtime)) {
      if (total <= maxBytes) break
      rmSync(f.path, { force: true })
      total -= f.size
      removed++
    }
    return removed
  }
}
