// What the files of a revision tell about Applications (child-apps.ts): texts, and the files not loaded as text that
// are read from git here (chart archives unpacked, archives inside archives too). A pull request can make an archive
// of archives (charts/ inside charts/, many members a level) or a gzip bomb: a 100 KB one held the main thread for
// minutes when it was unpacked synchronously (issue 44). So an archive is unpacked by gunzipBounded (render/helm/
// tgz.ts: zlib's stream, a chunk at a time, off the main thread) within one UnpackBudget per run (bytes in all, the
// run deadline), MAX_ARCHIVE_DEPTH levels deep, and the search stops at the first `parent`: what it did not search
// counts as `may`, so the app is rendered (and helm answers, or the app is reported as not rendered), never skipped.
import { mayHideArgoGroup, namesArgoGroup, spellsApplication } from '../argocd/discover.js'
import { utf16Text } from '../lib/text.js'
import { gunzipBounded, readTar, type UnpackBudget } from '../render/helm/tgz.js'
import type { InputTree } from '../render/input-tree.js'

/**
 * What a text tells about Applications: `parent`, it mentions `argoproj.io` and an Application kind (a template or
 * values that define one); `may`, only `argoproj.io` (also Argo CD's annotations, other Argo kinds), or YAML that may
 * spell it otherwise (mayHideArgoGroup); `none`.
 */
export type Evidence = 'parent' | 'may' | 'none'
const RANK: Record<Evidence, number> = { none: 0, may: 1, parent: 2 }
export const strongest = (xs: Evidence[]): Evidence => xs.reduce<Evidence>((a, b) => (RANK[b] > RANK[a] ? b : a), 'none')

export function textEvidence(text: string): Evidence {
  if (!namesArgoGroup(text)) return mayHideArgoGroup(text) ? 'may' : 'none'
  // A likely parent by its plain text only: an alias or tag anywhere (which a manifest is parsed for) proves nothing.
  return spellsApplication(text) ? 'parent' : 'may'
}

/** Archives inside archives searched: a packaged chart's vendored subcharts, theirs, and one level more. */
const MAX_ARCHIVE_DEPTH = 4
const GZIP = (b: Buffer) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b
const asText = (b: Buffer): string => utf16Text(b) ?? b.toString('latin1')
/** A file in an archive larger than this is not searched (one search holds the main thread): `may`. */
const MAX_TEXT_BYTES = 8 * 1024 * 1024
const evidenceOf = (b: Buffer): Evidence => (b.length > MAX_TEXT_BYTES ? 'may' : textEvidence(asText(b)))

/**
 * textEvidence of a file's bytes, or of a gzip'd tar archive and the archives in it (its files first, then the
 * archives, stopping at the first `parent`); what cannot be read, or not within `budget` and MAX_ARCHIVE_DEPTH: `may`.
 */
export async function bytesEvidence(bytes: Buffer | undefined, budget: UnpackBudget, depth = 0): Promise<Evidence> {
  if (bytes === undefined) return 'may'
  if (!GZIP(bytes)) return textEvidence(asText(bytes))
  if (depth >= MAX_ARCHIVE_DEPTH) return 'may'
  let raw: Buffer
  try {
    raw = await gunzipBounded(bytes, budget)
  } catch {
    return 'may' // damaged (the renderer may read it all the same), or over a bound (budget.spent says which)
  }
  let entries
  try {
    entries = readTar(raw, false)
  } catch {
    return evidenceOf(raw) // another gzip'd file (or a damaged tar): searched as it is
  }
  if (entries.length === 0) return evidenceOf(raw)
  let found: Evidence = 'none'
  for (const e of entries) {
    if (GZIP(e.data)) continue
    found = strongest([found, evidenceOf(e.data)])
    if (found === 'parent') return found
  }
  for (const e of entries) {
    if (!GZIP(e.data)) continue
    found = strongest([found, await bytesEvidence(e.data, budget, depth + 1)])
    if (found === 'parent') return found
  }
  return found
}

/** What the search reads of one revision (a graph side). */
export interface BytesSource {
  tree: InputTree
  /** The folders that hold a Chart.yaml ('' for the repository root). */
  chartDirs: Set<string>
  readText(path: string): string | undefined
  readBytes(paths: string[]): Promise<Array<Buffer | undefined>>
}

/** Files the revision loads as text up front (git/snapshot.ts): an unloaded one was too large to keep. */
export const TEXT_FILE = /\.(ya?ml|json|tpl)$/
/** Bytes read ahead and not asked for yet are kept up to this much; past it they are read again when asked. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024

/**
 * Per revision: files read from git for this check, each once, and searched only when an app asks. One reader at a
 * time: what is asked while it reads is read by the next one, so the apps of a run share a few readers.
 */
interface Scans {
  bytes: Map<string, Promise<Buffer | undefined>>
  evidence: Map<string, Promise<Evidence>>
  queue: Map<string, (b: Buffer | undefined) => void>
  reading: boolean
  kept: number
}
const scans = new WeakMap<BytesSource, Scans>()

function scansOf(side: BytesSource): Scans {
  let s = scans.get(side)
  if (!s) {
    scans.set(side, (s = { bytes: new Map(), evidence: new Map(), queue: new Map(), reading: false, kept: 0 }))
    // The first file asked for: the other files of every chart folder not loaded as text come along in the same read
    // (the inputs of the apps asked next are mostly there: charts' locks, notes, archives), one reader for most runs.
    // They are searched only when an app reads them.
    for (const f of unloadedChartFiles(side)) void bytesOf(side, f, true)
  }
  return s
}

/** A file's bytes (undefined: unreadable or too large), read in the next batch unless read ahead already. */
function bytesOf(side: BytesSource, path: string, ahead = false): Promise<Buffer | undefined> {
  const s = scansOf(side)
  const known = s.bytes.get(path)
  if (known) return known
  const p = new Promise<Buffer | undefined>((resolve) => {
    if (s.queue.size === 0 && !s.reading) setImmediate(() => void flush(side, s))
    s.queue.set(path, resolve)
  })
  s.bytes.set(path, p)
  if (ahead)
    void p.then((b) => {
      s.kept += b?.length ?? 0
      if (s.kept > MAX_KEPT_BYTES && !s.evidence.has(path)) s.bytes.delete(path) // read again if an app asks
    })
  return p
}

/** Starts reading the files of `paths` not searched yet, in one batch (scan then searches them one by one). */
export function readAhead(side: BytesSource, paths: string[]): void {
  const s = scansOf(side)
  for (const p of paths) if (!s.evidence.has(p)) void bytesOf(side, p)
}

/** The evidence of a file not loaded as text (bytesEvidence), searched once per revision. */
export function scan(side: BytesSource, path: string, budget: UnpackBudget): Promise<Evidence> {
  const s = scansOf(side)
  const known = s.evidence.get(path)
  if (known) return known
  const p = bytesOf(side, path).then((b) => {
    s.bytes.delete(path) // searched: its bytes are not needed again
    return bytesEvidence(b, budget)
  })
  s.evidence.set(path, p)
  return p
}

/** Regular files under a folder that holds a Chart.yaml, not loaded as text, not links. */
function unloadedChartFiles(side: BytesSource): string[] {
  if (side.chartDirs.size === 0) return []
  const inChart = (p: string): boolean => {
    for (let i = p.lastIndexOf('/'); i >= 0; i = p.lastIndexOf('/', i - 1)) if (side.chartDirs.has(p.slice(0, i))) return true
    return side.chartDirs.has('')
  }
  return side.tree.paths.filter((p) => !TEXT_FILE.test(p) && !side.tree.links.has(p) && side.readText(p) === undefined && inChart(p))
}

async function flush(side: BytesSource, s: Scans): Promise<void> {
  const batch = [...s.queue]
  s.queue.clear()
  s.reading = true
  let bytes: Array<Buffer | undefined>
  try {
    bytes = await side.readBytes(batch.map(([p]) => p))
  } catch {
    bytes = [] // git could not read them: every file counts as unreadable
  }
  s.reading = false
  batch.forEach(([, resolve], i) => resolve(bytes[i]))
  if (s.queue.size > 0) void flush(side, s)
}
