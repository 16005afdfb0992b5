// Provenance and pre-build facts for the Kustomize renderer: which kustomizations the app pulls in, and where each
// rendered object came from, read from kustomize's own `config.kubernetes.io/origin` annotation
// (buildMetadata: [originAnnotations]) and mapped back to a repo-relative file and line.
import { isRecord } from '../../lib/record.js'
import { stat } from 'node:fs/promises'
import { readGoText } from '../../lib/fs-async.js'
import { join, posix, relative, sep } from 'node:path'
import { kindOf, metadataOf, nameOf, type Manifest } from '../../k8s/resource.js'
import { kustomizationFilesIn } from './edit.js'
import { parseGoYaml, parseYamlStream, stringifyForGo } from '../../lib/yaml/yaml.js'
import { parsedOnce } from '../../lib/parsed-once.js'
import { kustomizationFromText } from '../../k8s/kustomization.js'

export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin'

export async function readKustomization(dir: string): Promise<{ name: string; value: Record<string, unknown> } | undefined> {
  const [name] = await kustomizationFilesIn(dir)
  if (!name) return undefined
  try {
    const value = parsedOnce('kustomization', await readGoText(join(dir, name)), kustomizationFromText)
    return { name, value: isRecord(value) ? value : {} }
  } catch {
    return { name, value: {} }
  }
}

export interface KustomizationScan {
  /** Which local kustomization already asks kustomize for origin annotations itself: none, the app's, or a nested one. */
  declaresOrigin: 'none' | 'app' | 'nested'
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

/** Walks the local kustomizations reachable from `appDir` through resources, bases and components. */
export async function scanKustomizations(appDir: string): Promise<KustomizationScan> {
  const scan: KustomizationScan = { declaresOrigin: 'none' }
  const seen = new Set<string>()
  const queue = [appDir]
  while (queue.length > 0 && seen.size < 500) {
    const dir = queue.shift()!
    if (seen.has(dir)) continue
    seen.add(dir)
    const k = await readKustomization(dir)
    if (!k) continue
    if (strings(k.value.buildMetadata).includes('originAnnotations')) {
      scan.declaresOrigin = dir === appDir && scan.declaresOrigin === 'none' ? 'app' : 'nested'
    }
    for (const entry of [...strings(k.value.resources), ...strings(k.value.bases), ...strings(k.value.components)]) {
      const local = join(dir, entry)
      let isDir = false
      try {
        isDir = (await stat(local)).isDirectory()
      } catch {
        // not local (remote references are found and checked by kustomize/bounds.ts)
      }
      if (isDir) queue.push(local)
    }
  }
  return scan
}

const wrapperTexts = new WeakMap<object, string>()

/** wrapperKustomization as YAML; once per kustomization value (a parsed kustomization is frozen and shared). */
export function wrapperKustomizationText(app: Readonly<Record<string, unknown>>): string {
  const known = wrapperTexts.get(app)
  if (known !== undefined) return known
  const text = stringifyForGo(wrapperKustomization(app))
  if (Object.isFrozen(app)) wrapperTexts.set(app, text)
  return text
}

/** The wrapper kustomization that asks kustomize for origins of everything the app (linked as `app`) renders. */
function wrapperKustomization(app: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const isComponent = app.kind === 'Component'
  const w: Record<string, unknown> = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    [isComponent ? 'components' : 'resources']: ['app'],
    buildMetadata: ['originAnnotations']
  }
  // Only the top-level kustomization's sortOptions count: carry the app's over so the output order is unchanged.
  if (app.sortOptions !== undefined) w.sortOptions = app.sortOptions
  return w
}

interface Origin {
  path?: string
  configuredIn?: string
  repo?: string
}

/** Reads and (when `strip`) removes the origin annotation of a rendered object. */
export function takeOrigin(obj: Manifest, strip: boolean): Readonly<Origin> | undefined {
  const meta = metadataOf(obj)
  const ann = meta.annotations
  if (!isRecord(ann) || typeof ann[ORIGIN_ANNOTATION] !== 'string') return undefined
  const text = ann[ORIGIN_ANNOTATION] as string
  if (strip) {
    delete ann[ORIGIN_ANNOTATION]
    if (Object.keys(ann).length === 0) delete meta.annotations
  }
  // The same origin text recurs: at base and head of an app, and across apps built from the same layout.
  return parsedOnce('kustomize-origin', text, originOf) ?? undefined
}

function originOf(text: string): Readonly<Origin> | null {
  try {
    const v = parseGoYaml(text)
    if (!isRecord(v)) return null
    const s = (x: unknown) => (typeof x === 'string' && x !== '' ? x : undefined)
    return Object.freeze({ path: s(v.path), configuredIn: s(v.configuredIn), repo: s(v.repo) })
  } catch {
    return null
  }
}

/** The kind, name and first line of each object of a YAML stream. */
function documentLines(text: string): Array<{ kind: string; name: string; line: number }> {
  const docs = []
  for (const d of parseYamlStream(text).docs) if (isRecord(d.value)) docs.push({ kind: kindOf(d.value), name: nameOf(d.value), line: d.line })
  return docs
}

/** Maps rendered objects back to repo files and lines, with a per-render cache of parsed source files. */
export class Locator {
  readonly #cache = new Map<string, ReadonlyArray<{ kind: string; name: string; line: number }>>()
  constructor(
    /** Absolute root the repo-relative paths are read from (the pristine checkout). */
    private readonly repoRoot: string,
    /** Repo-relative app dir, posix. */
    private readonly appRel: string,
    /** What origin paths are relative to, as seen from the app: 'app' for the wrapper, '' for the app itself. */
    private readonly originPrefix: string,
    /** The loaded text of a repo-relative file (RenderRequest.readText); the file is read from disk where it has none. */
    private readonly readText?: (path: string) => string | undefined
  ) {}

  /** Repo-relative posix path of an origin path, or undefined when it leaves the repo. */
  repoPath(originPath: string): string | undefined {
    const fromApp = this.originPrefix ? posix.relative(this.originPrefix, originPath) : originPath
    const p = posix.normalize(posix.join(this.appRel || '.', fromApp))
    return p === '..' || p.startsWith('../') || posix.isAbsolute(p) ? undefined : p
  }

  async locate(obj: Manifest, origin: Readonly<Origin> | undefined): Promise<{ file?: string; line?: number }> {
    if (!origin || origin.repo) return {}
    if (origin.configuredIn) {
      const file = this.repoPath(origin.configuredIn)
      return file ? { file } : {}
    }
    if (!origin.path) return {}
    const file = this.repoPath(origin.path)
    if (!file) return {}
    return { file, line: await this.lineOf(file, kindOf(obj), nameOf(obj)) }
  }

  async #docs(file: string): Promise<ReadonlyArray<{ kind: string; name: string; line: number }>> {
    let docs = this.#cache.get(file)
    if (!docs) {
      try {
        const text = this.readText?.(file) ?? (await readGoText(join(this.repoRoot, ...file.split('/'))))
        docs = parsedOnce('kind-name-line', text, documentLines)
      } catch {
        docs = [] // unreadable: no line
      }
      this.#cache.set(file, docs)
    }
    return docs
  }

  /** The document of `kind` whose name the rendered name derives from (equal, else the longest contained name). */
  async lineOf(file: string, kind: string, renderedName: string): Promise<number | undefined> {
    const docs = (await this.#docs(file)).filter((d) => d.kind === kind)
    if (docs.length === 1) return docs[0]!.line
    const exact = docs.find((d) => d.name === renderedName)
    if (exact) return exact.line
    const contained = docs.filter((d) => d.name !== '' && renderedName.includes(d.name)).sort((a, b) => b.name.length - a.name.length)
    return contained[0]?.line
  }
}

/** posix form of a path relative to `root` (for repo-relative file names). */
export function repoRelative(root: string, abs: string): string {
  const r = relative(root, abs)
  return r.split(sep).join('/')
}
