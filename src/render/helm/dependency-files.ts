// The files helm reads for a chart's dependencies, read as helm reads them. helm v4's chart loader
// (pkg/chart/v2/loader/load.go `LoadFiles`, which both `helm template` and `helm dependency build` use):
//
// * Chart.yaml is decoded first; requirements.yaml is then decoded INTO the same metadata, so a `dependencies` key
//   there replaces Chart.yaml's list, for apiVersion v2 charts too (helm only logs "Dependencies are handled in
//   Chart.yaml since apiVersion v2");
// * Chart.lock and requirements.lock each set the lock; the directory loader walks names in lexical order, so
//   requirements.lock wins;
// * `helm dependency build` (pkg/downloader/manager.go `Build`) checks the lock's digest (a sha256 of both lists the
//   pull request can compute, or of the list alone for apiVersion v1) and then downloads what the LOCK lists, from the
//   lock's repositories (`downloadAll(lock.Dependencies)`): a `file://` or `oci://` repository a lock names is built
//   even when Chart.yaml names another.
//
// Checked with helm 4.1.4 on a throwaway chart: a v2 chart whose requirements.yaml names `b` builds and renders `b`
// only; a broken Chart.lock beside a valid requirements.lock builds; a Chart.lock naming file://../a2 while Chart.yaml
// names file://../a builds a2. So every repository any of the four files names is a repository helm may use
// (deps.ts checks them all), and the identity of a build is every byte of these files and of charts/ (`digest`).
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { join } from 'node:path'
import { parsedOnce } from '../../lib/parsed-once.js'
import { goText } from '../../lib/text.js'
import { parseChartMetadata } from './metadata.js'

/** The files helm's loader reads for the dependency set, in the order it applies them. */
export const DEPENDENCY_FILES = ['Chart.yaml', 'requirements.yaml', 'Chart.lock', 'requirements.lock'] as const

/** One entry of a `dependencies` list (Chart.yaml, requirements.yaml or a lock), as helm reads it. */
export interface ChartDependency {
  name: string
  version: string
  repository: string
  alias: string
}

/** The entries of a parsed `dependencies` list (anything else: none). Shared with the input fingerprints (render/inputs.ts). */
export function dependencyEntries(list: unknown): ChartDependency[] {
  if (!Array.isArray(list)) return []
  return list
    .filter((d): d is Record<string, unknown> => !!d && typeof d === 'object')
    .map((d) => ({
      name: String(d.name ?? ''),
      version: String(d.version ?? ''),
      repository: String(d.repository ?? '').trim(),
      alias: typeof d.alias === 'string' ? d.alias : ''
    }))
}

/** A dependency entry with the file that names it. */
export interface NamedDependency extends ChartDependency {
  file: (typeof DEPENDENCY_FILES)[number]
}

export interface DependencyFiles {
  /** The list helm's metadata holds: requirements.yaml's `dependencies` when it has that key, else Chart.yaml's. */
  dependencies: ChartDependency[]
  /** Every entry of every one of the four files (Chart.yaml's too when requirements.yaml replaces them). */
  named: NamedDependency[]
  /** sha256 of every byte of the four files, `.helmignore` and charts/ (by content, links by their target). */
  digest: string
  /** The entries of charts/ helm loads as subcharts (not those starting with `.` or `_`, which `LoadFiles` skips). */
  vendored: string[]
}

function parsed(data: Buffer | undefined): Record<string, unknown> | undefined {
  if (data === undefined) return undefined
  let doc: unknown
  try {
    doc = parsedOnce('chart-metadata', goText(data), parseChartMetadata) // helm decodes UTF-16 too
  } catch {
    return undefined // helm cannot load the chart either: `helm template` reported it before any build
  }
  return doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as Record<string, unknown>) : undefined
}

function read(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined
}

/** Feeds a folder's tree to `h` by content: names, file bytes, link targets (never followed). */
function hashTree(h: ReturnType<typeof createHash>, dir: string, shown: string): void {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    const st = lstatSync(p)
    if (st.isDirectory()) {
      h.update(`dir\0${shown}${name}\n`)
      hashTree(h, p, `${shown}${name}/`)
    } else if (st.isSymbolicLink()) h.update(`link\0${shown}${name}\0${readlinkSync(p)}\n`)
    else if (st.isFile()) h.update(`file\0${shown}${name}\0${st.size}\0`).update(readFileSync(p)).update('\n')
    else h.update(`other\0${shown}${name}\n`)
  }
}

/** Reads the dependency files of the chart at chartDir (see the header). */
export function readDependencyFiles(chartDir: string): DependencyFiles {
  const h = createHash('sha256').update('prune-guard dependency files v2\n')
  const docs = new Map<string, Record<string, unknown> | undefined>()
  for (const f of [...DEPENDENCY_FILES, '.helmignore']) {
    const data = read(join(chartDir, f))
    h.update(data === undefined ? `${f}\0absent\n` : `${f}\0${data.length}\0`)
    if (data !== undefined) h.update(data).update('\n')
    docs.set(f, parsed(data))
  }
  const charts = join(chartDir, 'charts')
  let vendored: string[] = []
  if (existsSync(charts) && lstatSync(charts).isDirectory()) {
    vendored = readdirSync(charts)
      .filter((n) => !/^[._]/.test(n))
      .sort()
    hashTree(h, charts, 'charts/')
  } else if (existsSync(charts)) {
    // A link (or a file) where charts/ should be: what helm finds through it is the checkout's, not hashed here.
    h.update(`charts\0not a folder\0${lstatSync(charts).isSymbolicLink() ? readlinkSync(charts) : ''}\n`)
    vendored = ['charts']
  }
  const named = namedIn(docs)
  return { dependencies: helmDependencies(docs.get('Chart.yaml'), docs.get('requirements.yaml')), named, digest: h.digest('hex').slice(0, 40), vendored }
}

/** Every entry of every dependency file, with the file that names it. */
function namedIn(docs: ReadonlyMap<string, Record<string, unknown> | undefined>): NamedDependency[] {
  return DEPENDENCY_FILES.flatMap((file) => dependencyEntries(docs.get(file)?.dependencies).map((d) => ({ ...d, file })))
}

/** The entries of the chart's dependency files alone (readDependencyFiles' `named`, without hashing charts/). */
export function namedDependencies(chartDir: string): NamedDependency[] {
  return namedIn(new Map(DEPENDENCY_FILES.map((f) => [f, parsed(read(join(chartDir, f)))])))
}

/** The dependency list helm's metadata ends with: requirements.yaml decoded into Chart.yaml's (see the header). */
export function helmDependencies(chart: Record<string, unknown> | undefined, requirements: Record<string, unknown> | undefined): ChartDependency[] {
  const list = requirements && Object.hasOwn(requirements, 'dependencies') ? requirements.dependencies : chart?.dependencies
  return dependencyEntries(list)
}
