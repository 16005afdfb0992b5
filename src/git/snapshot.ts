// One revision of the repository, read straight from git objects: the tree (paths, modes, object ids) and the
// text of manifest-like files, read once for base and head (blob-texts.ts). Files are written to disk only when a
// render needs them (`ensure`), so a pull request that touches one app of hundreds writes one app's files. They are
// written from the blobs' bytes (never `git checkout`; a loaded text that gives the bytes back exactly stands for
// them): a pull request's `.gitattributes` cannot convert bytes or run filter programs (issue 8 item 4), and a symlink
// is written only when it stays inside the checkout (R1.1.4).
import { mkdirSync, symlinkSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { errorMessage, UsageError } from '../lib/errors.js'
import type { GitRepo } from './git.js'
import { readTree, type Tree, type TreeEntry } from './tree.js'
import { blobsContain, feedBlob, streamBlobs } from './blobs.js'
import { FileSink } from './file-sink.js'
import { BlobTexts, bytesOf, type GitBlob } from './blob-texts.js'
import { firstEscapingLink, escapesLexically, escapesThroughLinks, type LinkTree } from './links.js'
import { isInside, realPath } from './contain.js'
import { CheckoutFolders } from './checkout-folders.js'
import { WrittenPaths } from './written-paths.js'
import { onTmpfs } from '../lib/scratch-root.js'
import { pathsUnder } from '../lib/sorted-paths.js'
import { listSome } from '../lib/text.js'

/**
 * Text blobs read up front: manifests, kustomizations, chart templates, the lock files whose repositories helm builds
 * from (render/helm/dependency-files.ts). Larger files are read from disk if needed.
 */
const TEXT_FILE = /\.(ya?ml|json|tpl|jsonnet|libsonnet)$|(^|\/)(Kustomization|Chart\.lock|requirements\.lock)$/
/** Files that may hold Applications (discovery reads YAML and JSON). */
const MANIFEST_FILE = /\.(ya?ml|json)$/
/** How to get a clone that holds every object (the message of a missing object, in a file or in a whole revision). */
export const FULL_CLONE_HINT = 'a shallow or partial clone? check out the full history: actions/checkout with fetch-depth: 0 and no filter'

/** Files of a revision whose objects the clone does not have (a partial clone, a damaged repository): the user's to fix. */
export class MissingObjectsError extends UsageError {
  constructor(
    readonly sha: string,
    readonly paths: string[]
  ) {
    super(
      `revision ${sha.slice(0, 7)} cannot be read: this clone is missing the objects of ${paths.length} ${paths.length === 1 ? 'file' : 'files'} (${listSome(paths, 5)}); ${FULL_CLONE_HINT}`
    )
  }
}

/** Text blobs up to this size are always kept in memory. */
export const MAX_TEXT_BYTES = 4 * 1024 * 1024

/** Bytes the renderers' files may take in all in one run (a 520 KB repository can hold one blob at 500 paths). */
export const MAX_WRITE_BYTES = 512 * 1024 * 1024

/**
 * What the snapshots of a run have written for the renderers, and the total they may write (git stores a blob once,
 * a checkout writes it at every path). A file past the total is not written: the apps that read it are not analysed.
 */
export class WriteBudget {
  written = 0
  constructor(readonly maxBytes = MAX_WRITE_BYTES) {}
  /** Counts a file of `size` bytes, or says why it is not written. */
  take(size: number): string | undefined {
    if (this.written + size > this.maxBytes)
      return `the files written for this run would pass ${Math.round(this.maxBytes / 1024 / 1024)} MB (the same file at many paths is written at each)`
    this.written += size
    return undefined
  }
}
/**
 * Manifests up to this size are read whole, so an Application in a large file is still discovered (issue 8 item 7).
 * A YAML/JSON file above it that mentions `argoproj.io` is reported as unreadable (`oversized`), never skipped.
 */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024

/**
 * What marks a file that may hold an Application: git/ knows nothing of Argo CD, so the caller passes it in
 * (pipeline/analyze.ts, from argocd/). Without one, every text is kept and no oversized file is listed.
 */
export interface AppMarker {
  /** A string such a file holds in plain letters (the API group); blobs too large to read are searched for it. */
  needle: string
  /** Whether `text` may hold it without `needle` spelled out (an escape, a tag...). */
  mayHide(text: string): boolean
}

export class Snapshot {
  readonly tree: Map<string, TreeEntry>
  /** Every path of the tree, sorted. */
  readonly paths: string[]
  /** YAML/JSON files over MAX_MANIFEST_BYTES that mention argoproj.io: they may hold Applications nobody read. */
  readonly oversized: Array<{ path: string; size: number }> = []
  /** Loaded texts with their blob's size (bytesOf: a file is written from its text only when it gives these bytes back). */
  readonly #texts = new Map<string, { text: string; size: number; utf16?: true }>()
  readonly #linkTargets = new Map<string, string>()
  readonly #dirs: Set<string>
  #materialized = new Set<string>()
  #writtenLinks: string[] = []
  /** Paths that could not be written safely, with the reason. */
  readonly #failed = new Map<string, string>()
  #all = false
  #want: Set<string> | 'all' = new Set()
  #next: Promise<void> | undefined
  #queue: Promise<void> = Promise.resolve()
  /** Paths written or failed (a failure's reason is in #failed) and the requests waiting for them. */
  readonly #written = new WrittenPaths()
  /** The paths of the write under way. */
  #queued = new Set<string>()
  /** Set by close(): no new write starts, and the write under way stops at its next file. */
  #closed = false
  readonly #folders: CheckoutFolders

  private constructor(
    private readonly repo: GitRepo,
    readonly sha: string,
    /** Where files are written when needed; the render root. */
    readonly dir: string,
    listed: Tree,
    /** Every file written synchronously as its blob arrives (see #write); default: when `dir` is on a tmpfs. */
    private readonly syncWrites?: boolean,
    /** What the snapshots of a run may write in all (shared by them). */
    private readonly budget: WriteBudget = new WriteBudget()
  ) {
    this.tree = listed.entries
    this.paths = listed.paths
    this.#dirs = listed.dirs
    this.#folders = new CheckoutFolders(dir)
  }

  /**
   * `texts` is shared by the snapshots of a run, so that a blob both revisions hold is read once (blob-texts.ts); its
   * `maxBytes` is the manifest cap. Without it, the cap is `maxManifestBytes`: MAX_MANIFEST_BYTES unless a test lowers it.
   */
  static async load(
    repo: GitRepo,
    sha: string,
    dir: string,
    opts: { maxManifestBytes?: number; syncWrites?: boolean; texts?: BlobTexts; written?: WriteBudget; marker?: AppMarker } = {}
  ): Promise<Snapshot> {
    const texts = opts.texts ?? new BlobTexts(repo.root, undefined, opts.maxManifestBytes ?? MAX_MANIFEST_BYTES)
    if (opts.maxManifestBytes !== undefined && texts.maxBytes !== opts.maxManifestBytes)
      throw new Error(`a shared blob reader must skip blobs over ${opts.maxManifestBytes} bytes, as this snapshot does`)
    const s = new Snapshot(repo, sha, dir, await readTree(repo, sha), opts.syncWrites, opts.written)
    const regular = (e: TreeEntry) => e.mode === '100644' || e.mode === '100755'
    const link = (p: string) => s.tree.get(p)!.mode === '120000'
    const wanted = s.paths.filter((p) => (regular(s.tree.get(p)!) && TEXT_FILE.test(p)) || link(p))
    const oidOf = (i: number) => s.tree.get(wanted[i]!)!.oid
    // Kept as they arrive (a text not kept is dropped at once), stored in path order once all are there. A blob over
    // the cap is not read (the reader skips its bytes): only its size comes back.
    const kept: Array<GitBlob | undefined> = new Array(wanted.length)
    const over = new Map<number, number>()
    const read = new Array<boolean>(wanted.length).fill(false)
    const keep = (i: number, b: GitBlob): void => {
      read[i] = true
      if (b.text === undefined) return void over.set(i, b.size)
      // Above MAX_TEXT_BYTES only what may hold an Application (or spell the group otherwise) stays in memory.
      const m = opts.marker
      if (link(wanted[i]!) || b.text.length <= MAX_TEXT_BYTES || !m || b.text.includes(m.needle) || m.mayHide(b.text)) kept[i] = b
    }
    await texts.read(
      wanted.map((_, i) => oidOf(i)),
      keep
    )
    // A file whose object this clone lacks could hold an Application or be a link leaving the repository: what the
    // revision holds cannot be known, so the run stops here rather than analyse it as if the file were not there.
    const missing = wanted.filter((_, i) => !read[i])
    if (missing.length > 0) throw new MissingObjectsError(sha, missing)
    // A link's target is far below any cap (PATH_MAX); should one be over it, it is read whole all the same.
    const links = [...over.keys()].filter((i) => link(wanted[i]!))
    if (links.length > 0) await new BlobTexts(repo.root).read(links.map(oidOf), (j, b) => (kept[links[j]!] = b))
    for (const [i, p] of wanted.entries()) {
      const { text, size } = kept[i] ?? {}
      if (text === undefined || size === undefined) continue
      if (link(p)) s.#linkTargets.set(p, text)
      else s.#texts.set(p, { text, size, ...(kept[i]!.utf16 ? { utf16: true as const } : {}) })
    }
    const big = opts.marker ? [...over.keys()].filter((i) => !link(wanted[i]!) && MANIFEST_FILE.test(wanted[i]!)).sort((a, b) => a - b) : []
    const mentions = big.length > 0 ? await blobsContain(repo.root, big.map(oidOf), opts.marker!.needle) : []
    big.forEach((i, k) => mentions[k] && s.oversized.push({ path: wanted[i]!, size: over.get(i)! }))
    mkdirSync(dir, { recursive: true })
    return s
  }

  /** Text of a regular file when it was loaded up front (manifests, kustomizations, templates), else undefined. */
  text(path: string): string | undefined {
    return this.#texts.get(path)?.text
  }

  /**
   * The bytes of regular files, read from git (one reader for the list); undefined for a path that is not a regular
   * file of the tree, whose blob is larger than `maxBytes`, or that would take the bytes kept over `maxTotal` (only
   * their sizes are read: a pull request adding large files cannot make this hold them all).
   */
  async bytes(paths: string[], maxBytes: number, maxTotal = 4 * maxBytes): Promise<Array<Buffer | undefined>> {
    const out: Array<Buffer | undefined> = new Array(paths.length).fill(undefined)
    const asked = paths.flatMap((p, i) => {
      const e = this.tree.get(p)
      return e && (e.mode === '100644' || e.mode === '100755') ? [{ i, oid: e.oid }] : []
    })
    const chunks: Buffer[][] = asked.map(() => [])
    let total = 0
    await streamBlobs(
      this.repo.root,
      asked.map((a) => a.oid),
      {
        start: (_k, size) => size >= 0 && size <= maxBytes && total + size <= maxTotal && ((total += size), true),
        data: (k, chunk) => void chunks[k]!.push(chunk), // concat copies them into one buffer
        end: (k) => void (out[asked[k]!.i] = Buffer.concat(chunks[k]!))
      }
    )
    return out
  }

  /** Paths whose text is loaded. */
  textPaths(): string[] {
    return [...this.#texts.keys()]
  }

  /**
   * Writes `paths` (files; directories expand to their files) to `dir`, or everything with 'all'. Requests that arrive
   * while a write is running are coalesced into the next single write; already written files are skipped. A request
   * for paths returns as soon as its own files are written (files are streamed in request order), so the first app can
   * render while the files of later apps are still being written. A file that cannot be written safely fails only the
   * requests that asked for it (with its reason); the others still succeed.
   */
  async ensure(paths: string[] | 'all'): Promise<void> {
    if (this.#closed) throw new Error('the run has ended: no more files are written')
    const mine = new Set<string>()
    if (paths === 'all') this.paths.forEach((p) => mine.add(p))
    else {
      for (const p of paths) {
        if (this.tree.has(p)) mine.add(p)
        else {
          for (const q of pathsUnder(this.paths, p === '' ? '' : `${p.replace(/\/$/, '')}/`)) mine.add(q)
        }
      }
    }
    if (!this.#all) {
      // Submodules (gitlinks) are never written; paths written already or on their way need no new write.
      const open = [...mine].filter((p) => !this.#written.done.has(p) && this.tree.get(p)!.mode !== '160000')
      if (paths === 'all') this.#want = 'all'
      else if (this.#want !== 'all') for (const p of open) if (!this.#queued.has(p)) this.#want.add(p)
      if (!this.#next && (this.#want === 'all' || this.#want.size > 0)) {
        this.#next = this.#queue.then(async () => {
          const want = this.#want
          this.#want = new Set()
          this.#next = undefined
          if (this.#all) return
          const list = (want === 'all' ? this.paths : [...want]).filter((p) => !this.#materialized.has(p) && this.tree.get(p)!.mode !== '160000')
          this.#queued = new Set(list)
          try {
            if (list.length > 0) await this.#write(list)
          } catch (e) {
            for (const p of list) this.#written.settle(p, e instanceof Error ? e : new Error(String(e)))
            throw e
          } finally {
            this.#queued = new Set()
          }
          for (const p of list) this.#written.settle(p) // any path the stream did not report (none expected)
          if (want === 'all') this.#all = true
        })
        this.#queue = this.#next.catch(() => {})
      }
      if (paths === 'all') await this.#next
      else {
        await this.#written.when(open)
        // With symlinks in the tree, a render may read through a link another request brought into the same write:
        // it also waits for the rest of that write (links are written last), as before pipelining.
        if (this.#linkTargets.size > 0) await this.#queue
      }
    }
    if (this.#failed.size === 0) return
    for (const p of mine) {
      const why = this.#failed.get(p)
      if (why !== undefined) throw new Error(why)
    }
  }

  /**
   * The run is over (finished or failed): no write starts after this, the one under way stops at its next file, and
   * the returned promise resolves (never rejects) when nothing writes into the checkout any more, so that removing the
   * scratch folder cannot race a write (a removal racing one fails with ENOTEMPTY or leaves folders behind).
   */
  close(): Promise<void> {
    this.#closed = true
    return this.#queue
  }

  /** The tree as the link resolver sees it (git/links.ts): modes, folders and link targets of this revision. */
  get linkTree(): LinkTree {
    return {
      mode: (p) => this.tree.get(p)?.mode,
      isDir: (p) => this.#dirs.has(p),
      target: (p) => this.#linkTargets.get(p)
    }
  }

  /**
   * R1.1.4: the first symlink whose target leaves the repository. Like Argo, an absolute target is always out of
   * bounds and a relative one whose lexical join climbs above the root too; unlike Argo's lexical check alone, links
   * are also followed the kernel's way through the tree, so a chain of links that escapes together is caught.
   */
  outOfBoundSymlink(): { file: string; target: string } | undefined {
    return firstEscapingLink(
      this.linkTree,
      this.paths.filter((p) => this.tree.get(p)!.mode === '120000')
    )
  }

  /** Writes files from their blobs' bytes (executable bit kept), then the links that stay inside. */
  async #write(list: string[]): Promise<void> {
    const files = list.filter((p) => this.tree.get(p)!.mode !== '120000')
    const links = list.filter((p) => this.tree.get(p)!.mode === '120000')
    const fail = (p: string, e: unknown): void => void this.#failed.set(p, `${p}: ${errorMessage(e)}`)
    const writer = new FileSink({
      folders: this.#folders,
      syncOnly: this.syncWrites ?? onTmpfs(this.dir),
      executable: (p) => this.tree.get(p)!.mode === '100755',
      started: (p) => this.#materialized.add(p),
      refuse: (_, size) =>
        this.#closed ? 'the run has ended' : size < 0 ? `its object is missing from this clone (${FULL_CLONE_HINT})` : this.budget.take(size),
      written: (p) => this.#written.settle(p),
      // A file that fails is settled at once: requests that include it throw its reason.
      failed: (p, e) => {
        fail(p, e)
        this.#written.settle(p)
      }
    })
    try {
      // A file whose text was read up front is written from it when the text gives its bytes back (blob-texts.ts):
      // no second read from git. The others come from git.
      const fromGit = files.filter((p) => !this.#texts.has(p))
      const fromText = files.filter((p) => this.#texts.has(p))
      const mem = writer.for(fromText)
      for (const [i, p] of fromText.entries()) {
        const { text, size, utf16 } = this.#texts.get(p)!
        const bytes = utf16 ? undefined : bytesOf(text, size)
        if (bytes) await feedBlob(mem, i, bytes)
        else fromGit.push(p)
      }
      await streamBlobs(
        this.repo.root,
        fromGit.map((p) => this.tree.get(p)!.oid),
        writer.for(fromGit)
      )
    } finally {
      // Links are written after every file (a link written earlier could redirect a file's folder), and close() waits
      // for this: nothing writes into the checkout once #write has returned.
      await writer.drain()
    }
    const tree = this.linkTree
    for (const p of links) {
      this.#materialized.add(p)
      const target = this.#linkTargets.get(p) ?? ''
      // An escaping link fails the whole revision (outOfBoundSymlink); it is never written.
      if (escapesLexically(p, target) || escapesThroughLinks(tree, p)) continue
      try {
        this.#folders.parentOf(p)
        symlinkSync(target, join(this.dir, p))
        this.#writtenLinks.push(p)
      } catch (e) {
        fail(p, e)
      }
    }
    if (this.#writtenLinks.length > 0) this.#checkLinks()
    for (const p of links) this.#written.settle(p) // only once #checkLinks has removed the links that resolve outside
  }

  /** The kernel's answer for every link written so far: one that resolves outside the checkout is removed. */
  #checkLinks(): void {
    const root = this.#folders.root()
    for (const p of this.#writtenLinks) {
      if (this.#failed.has(p)) continue
      let real: string
      try {
        real = realPath(join(this.dir, p))
      } catch {
        continue // dangling or a loop: nothing can be read through it
      }
      if (!isInside(root, real)) {
        unlinkSync(join(this.dir, p))
        this.#failed.set(p, `${p}: symlink resolves outside the checkout; it was removed`)
      }
    }
  }
}
