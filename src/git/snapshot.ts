// One revision of the repository, read straight from git objects: the tree (paths, modes, object ids, sizes) and the
// text of manifest-like files, loaded in one `git cat-file --batch` stream. Files are written to disk only when a
// render needs them (`ensure`), so a pull request that touches one app of hundreds writes one app's files.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { posix } from 'node:path'
import { git, type GitRepo } from './git.js'

/** Text blobs read up front: manifests, kustomizations, chart templates. Larger files are read from disk if needed. */
const TEXT_FILE = /\.(ya?ml|json|tpl)$|(^|\/)Kustomization$/
export const MAX_TEXT_BYTES = 4 * 1024 * 1024

export interface TreeEntry {
  mode: string
  oid: string
  size: number
}

export class Snapshot {
  readonly tree = new Map<string, TreeEntry>()
  readonly paths: string[] = []
  readonly #texts = new Map<string, string>()
  #materialized = new Set<string>()
  #all = false
  #want: Set<string> | 'all' = new Set()
  #next: Promise<void> | undefined
  #queue: Promise<void> = Promise.resolve()

  private constructor(
    private readonly repo: GitRepo,
    readonly sha: string,
    /** Where files are written when needed; the render root. */
    readonly dir: string
  ) {}

  static async load(repo: GitRepo, sha: string, dir: string): Promise<Snapshot> {
    const s = new Snapshot(repo, sha, dir)
    const out = await git(repo.root, ['ls-tree', '-r', '-l', '-z', '--full-tree', sha])
    for (const entry of out.split('\0')) {
      if (!entry) continue
      const tab = entry.indexOf('\t')
      const [mode, , oid, size] = entry.slice(0, tab).split(/\s+/)
      s.tree.set(entry.slice(tab + 1), { mode: mode!, oid: oid!, size: size === '-' ? 0 : Number(size) })
    }
    s.paths.push(...[...s.tree.keys()].sort())
    const wanted = s.paths.filter((p) => {
      const e = s.tree.get(p)!
      return (e.mode === '100644' || e.mode === '100755') && e.size <= MAX_TEXT_BYTES && TEXT_FILE.test(p)
    })
    const texts = await catFiles(repo.root, wanted.map((p) => s.tree.get(p)!.oid))
    wanted.forEach((p, i) => s.#texts.set(p, texts[i]!))
    mkdirSync(dir, { recursive: true })
    return s
  }

  /** Text of a regular file when it was loaded up front (manifests, kustomizations, templates), else undefined. */
  text(path: string): string | undefined {
    return this.#texts.get(path)
  }

  /** Paths whose text is loaded. */
  textPaths(): string[] {
    return [...this.#texts.keys()]
  }

  /**
   * Writes `paths` (files; directories expand to their files) to `dir`, or everything with 'all'. Requests that arrive
   * while a write is running are coalesced into the next single write; already written files are skipped.
   */
  ensure(paths: string[] | 'all'): Promise<void> {
    if (this.#all) return Promise.resolve()
    if (paths === 'all') this.#want = 'all'
    else if (this.#want !== 'all') {
      const want = this.#want
      for (const p of paths) {
        if (this.tree.has(p)) want.add(p)
        else {
          const prefix = p === '' ? '' : `${p.replace(/\/$/, '')}/`
          for (const q of this.paths) if (q.startsWith(prefix)) want.add(q)
        }
      }
    }
    if (!this.#next) {
      this.#next = this.#queue.then(async () => {
        const want = this.#want
        this.#want = new Set()
        this.#next = undefined
        if (this.#all) return
        const list = (want === 'all' ? this.paths : [...want]).filter((p) => !this.#materialized.has(p) && this.tree.get(p)!.mode !== '160000')
        if (list.length > 0) await this.repo.materializePaths(this.sha, this.dir, list)
        if (want === 'all') this.#all = true
        for (const p of list) this.#materialized.add(p)
      })
      this.#queue = this.#next.catch(() => {})
    }
    return this.#next
  }

  /**
   * R1.1.4: the first symlink whose target leaves the repository. Like Argo, an absolute target is always out of
   * bounds, and a relative one is followed lexically: it escapes when any step goes above the root, which is exactly
   * when its normalized form still starts with `..`.
   */
  outOfBoundSymlink(): { file: string; target: string } | undefined {
    for (const [p, e] of this.tree) {
      if (e.mode !== '120000') continue
      const target = this.#linkTargets.get(p) ?? ''
      const resolved = posix.normalize(posix.join(posix.dirname(p), target))
      if (target.startsWith('/') || resolved === '..' || resolved.startsWith('../')) return { file: p, target }
    }
    return undefined
  }

  readonly #linkTargets = new Map<string, string>()
  /** Loads symlink targets (small blobs) for the R1.1.4 check. */
  async loadSymlinks(): Promise<void> {
    const links = this.paths.filter((p) => this.tree.get(p)!.mode === '120000')
    const targets = await catFiles(this.repo.root, links.map((p) => this.tree.get(p)!.oid))
    links.forEach((p, i) => this.#linkTargets.set(p, targets[i]!))
  }
}

/** Reads blobs by object id in one `git cat-file --batch` process. */
export function catFiles(cwd: string, oids: string[]): Promise<string[]> {
  if (oids.length === 0) return Promise.resolve([])
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    let err = ''
    child.stdout.on('data', (b: Buffer) => chunks.push(b))
    child.stderr.on('data', (b: Buffer) => (err += b.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file failed: ${err.trim()}`))
      const buf = Buffer.concat(chunks)
      const out: string[] = []
      let off = 0
      for (let i = 0; i < oids.length; i++) {
        const nl = buf.indexOf(10, off)
        const header = buf.subarray(off, nl).toString()
        const size = Number(header.split(' ')[2])
        out.push(Number.isFinite(size) ? buf.subarray(nl + 1, nl + 1 + size).toString('utf8') : '')
        off = nl + 1 + (Number.isFinite(size) ? size + 1 : 0)
      }
      resolve(out)
    })
    child.stdin.end(oids.join('\n') + '\n')
  })
}
