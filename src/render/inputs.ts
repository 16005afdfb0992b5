// Fingerprints of render inputs: everything a source reads (app spec, chart dir with subcharts, value files anywhere
// in the repo, kustomize bases and components followed transitively, directory files), as git object ids. Equal
// fingerprints at base and head mean equal renders, so the app is not rendered at all. Content fetched at render time
// (remote bases, charts from chart repositories) is identified by the reference's text: base and head fetch the same
// content in one run. When a fingerprint cannot be computed safely (symlinks leaving the repository, submodules, paths
// outside the repo, variables in value file paths), it is undefined and the app renders.
import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import type { AppSource } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { isRemoteReference, KUSTOMIZATION_FILES, kustomizeRefs } from '../k8s/kustomization.js'
import { sameRepo } from '../argocd/url.js'
import { canonicalJson } from '../k8s/diff.js'
import { isRecord } from '../k8s/resource.js'
import { pathsUnder } from '../lib/sorted-paths.js'
import { parsedOnce } from '../lib/parsed-once.js'
import { parseHelmMetadata } from '../lib/yaml.js'
import { resolveInTree } from '../git/links.js'
import type { InputTree } from './input-tree.js'
import { dependencyEntries, type ChartDependency } from './helm/deps.js'

class Unsafe extends Error {}

/**
 * Collects the tree entries a source reads into `acc` (path → mode+oid). Symlinks inside the repository are followed
 * the kernel's way (git/links.ts resolveInTree), as the renderer reading the checkout does: a path through a linked
 * folder is the file it reaches, a linked file or folder adds what it points at, and every link followed is itself
 * in `acc` (changing where it points changes the fingerprint). Throws Unsafe when it cannot: a link leaving the
 * repository or looping, a submodule.
 */
class Collector {
  readonly acc = new Map<string, string>()
  /**
   * What a render would fetch (a chart dependency not vendored, a kustomize helmCharts repo, a remote base, component
   * or values file): not in the repository. The reference's text is hashed where it is written (the kustomization's
   * blob, the Application's spec), so the same text fetches the same content in one run (as R1.1.6 for charts).
   */
  external = false
  /** The value keys that reach the fetched dependencies (their alias or name, and `global`); 'all' for helmCharts. */
  externalKeys: Set<string> | 'all' = new Set()
  readonly #charts = new Set<string>()
  readonly #visited = new Set<string>()
  /** Folders already added whole (a link back to a parent folder must not add it forever). */
  readonly #dirs = new Set<string>()
  constructor(private readonly t: InputTree) {}

  /** A reference to content fetched at render time, with whatever values or patches the repository gives it. */
  fetches(): void {
    this.external = true
    this.externalKeys = 'all'
  }

  norm(p: string): string {
    const n = posix
      .normalize(p)
      .replace(/^\.\/?/, '')
      .replace(/\/$/, '')
    if (n === '..' || n.startsWith('../') || posix.isAbsolute(n)) throw new Unsafe(`path ${p} leaves the repository`)
    return n === '.' ? '' : n
  }

  /** Where the kernel finds `n` (a normalized path): as written unless a link is on the way (git/links.ts). */
  #resolve(n: string): { path: string; links: string[] } {
    const links = this.t.links
    let through = false
    for (let i = n.indexOf('/'); !through && links.size > 0; i = n.indexOf('/', i + 1)) {
      through = links.has(i < 0 ? n : n.slice(0, i))
      if (i < 0) break
    }
    if (!through) return { path: n, links: [] }
    const r = resolveInTree(this.t.linkTree, n)
    if (!r) throw new Unsafe(`${n} resolves outside the repository or loops`)
    return r
  }

  /** Adds a file or a whole directory subtree, as the kernel finds it through symlinks. */
  add(p: string): 'file' | 'dir' | 'missing' {
    const r = this.#resolve(this.norm(p))
    for (const l of r.links) {
      this.acc.set(l, this.t.tree.get(l)!)
    }
    const n = r.path
    const entry = this.t.tree.get(n)
    if (entry !== undefined) {
      this.#entry(n, entry)
      return 'file'
    }
    const prefix = n ? `${n}/` : ''
    if (this.#dirs.has(n)) return 'dir'
    let found = false
    for (const path of this.#under(prefix)) {
      if (!found) this.#dirs.add(n)
      found = true
      const e = this.t.tree.get(path)!
      // A link inside the folder: what it points at is read through it (a file, or a folder added whole).
      if (e.startsWith('120000')) this.add(path)
      else this.#entry(path, e)
    }
    this.acc.set(`${n}/`, found ? 'dir' : 'missing')
    return found ? 'dir' : 'missing'
  }

  #entry(path: string, entry: string): void {
    // A submodule points at content that the object id does not describe (links are resolved before this).
    if (entry.startsWith('160000')) throw new Unsafe(`${path} is a submodule`)
    this.acc.set(path, entry)
  }

  /** Whether the repository holds a file or folder at `p` as written (a path that leaves it holds nothing). */
  #holds(p: string): boolean {
    let n: string
    try {
      n = this.norm(p)
    } catch {
      return false
    }
    return this.t.tree.has(n) || !this.#under(n ? `${n}/` : '').next().done
  }

  #under(prefix: string): Generator<string> {
    return pathsUnder(this.t.paths, prefix)
  }

  /**
   * A Helm chart folder (when it holds a Chart.yaml): the folders of its `file://` dependencies, transitively (helm
   * dependency build packs them into the render, R1.5.10); a dependency from a repository is external unless vendored
   * under charts/ (its archive or folder is in the chart folder, hashed with it).
   */
  helmChart(dir: string): void {
    const real = this.#resolve(this.norm(dir)).path
    if (this.#charts.has(real)) return
    this.#charts.add(real)
    const at = (f: string) => (real ? `${real}/${f}` : f)
    const meta = ['Chart.yaml', 'requirements.yaml'].map((f) => this.t.readText(at(f))).filter((x) => x !== undefined)
    if (meta.length === 0) return
    for (const text of meta) {
      for (const dep of dependencies(text)) {
        if (/^file:\/\//i.test(dep.repository)) {
          const target = posix.join(real, dep.repository.slice('file://'.length))
          if (this.add(target) === 'dir') this.helmChart(target)
        } else if (dep.repository !== '' && !this.#vendored(real, dep.name)) {
          this.external = true
          if (this.externalKeys !== 'all') this.externalKeys.add(dep.alias || dep.name).add('global')
        }
      }
    }
  }

  #vendored(chart: string, name: string): boolean {
    const charts = chart ? `${chart}/charts/` : 'charts/'
    if (this.t.tree.has(`${charts}${name}/Chart.yaml`)) return true
    for (const p of this.#under(`${charts}${name}-`)) if (/^\d[^/]*\.tgz$/.test(p.slice(charts.length + name.length + 1))) return true
    return false
  }

  /** A kustomization directory: the whole dir, then every local reference, transitively. */
  kustomizeDir(dir: string): void {
    const n = this.norm(dir)
    if (this.#visited.has(n)) return
    this.#visited.add(n)
    this.add(n)
    // A folder reached through a link: its references are read from its real path (kustomize resolves the folder it
    // loads) and, should a version join them to the path as written, from there too (both are hashed: never less).
    const real = this.#resolve(n).path
    const joined = (ref: string): string[] => [...new Set([posix.join(real, ref), posix.join(n, ref)])]
    const file = KUSTOMIZATION_FILES.map((f) => (real ? `${real}/${f}` : f)).find((f) => this.t.tree.has(f))
    if (!file) return
    const k = this.t.kustomizations.get(file)
    if (k === undefined) {
      if (this.t.readText(file) === undefined) throw new Unsafe(`${file} could not be read`)
      return // a broken kustomization: its dir is hashed; the render reports the error
    }
    for (const ref of kustomizeRefs(k)) {
      if (isRemoteReference(ref)) {
        this.fetches()
        // Kustomize reads a local file of that name first (accumulateResources): hash what the repository holds there.
        for (const target of joined(ref)) if (this.#holds(target) && this.add(target) === 'dir') this.kustomizeDir(target)
        continue
      }
      for (const target of joined(ref)) if (this.add(target) === 'dir') this.kustomizeDir(target)
    }
    // helmCharts values files may sit outside the kustomization dir (with LoadRestrictionsNone); a URL is not ours to hash.
    for (const chart of isRecord(k) && Array.isArray(k.helmCharts) ? k.helmCharts : []) {
      if (!isRecord(chart)) continue
      if (typeof chart.repo === 'string' && chart.repo !== '') {
        this.fetches() // fetched by kustomize's helm, with whatever values the kustomization gives it
      }
      const files = [chart.valuesFile, ...(Array.isArray(chart.additionalValuesFiles) ? chart.additionalValuesFiles : [])]
      for (const f of files) {
        if (typeof f !== 'string' || f === '') continue
        if (isRemoteReference(f)) {
          this.fetches()
          for (const target of joined(f)) if (this.#holds(target)) this.add(target)
          continue
        }
        for (const target of joined(f)) this.add(target)
      }
    }
  }
}

function sourceInputs(c: Collector, s: AppSource): void {
  const base = s.path
  c.add(base)
  c.helmChart(base)
  // A kustomize app, or any app whose root is a kustomization: follow its references.
  c.kustomizeDir(base)
  for (const comp of s.kustomize?.components ?? []) {
    if (isRemoteReference(comp)) {
      c.fetches()
      continue
    }
    if (c.add(posix.join(base, comp)) === 'dir') c.kustomizeDir(posix.join(base, comp))
  }
  valueFileInputs(c, s)
}

/**
 * The Helm value files and file parameters of source `s` in the repository (`refs`: only `$ref/` paths naming one of
 * these `ref` sources, for a chart that is not in the repository).
 */
function valueFileInputs(c: Collector, s: AppSource, refs?: Set<string>): void {
  const base = s.path
  const helmPaths = [...(s.helm?.valueFiles ?? []), ...(s.helm?.fileParameters ?? []).map((f) => f.path)]
  for (const raw of helmPaths) {
    if (/^https?:\/\//.test(raw)) continue // a URL: same string, same content assumed (as for chart versions, R1.1.6)
    if (raw.includes('$') && !/^\$[A-Za-z0-9_-]+\//.test(raw)) throw new Unsafe(`value file ${raw} uses variables`)
    // A chart from elsewhere: its own paths are in the chart; only `$ref/` paths of this repository's ref sources count.
    if (refs && !(raw.startsWith('$') && refs.has(raw.slice(1, raw.indexOf('/'))))) continue
    const rel = valueFilePath(base, raw)
    const glob = rel.search(/[*?[{]/)
    // A glob: hash everything under its static prefix (over-approximation, never under).
    c.add(glob < 0 ? rel : posix.dirname(rel.slice(0, glob) + 'x'))
  }
}

/**
 * Where a Helm value file (or file parameter) of a source at `sourcePath` is in the repository: `$ref/x` is x from the
 * repository root (a `ref` source of this repository), `/x` is x, anything else is relative to the source path.
 */
export function valueFilePath(sourcePath: string, raw: string): string {
  return raw.startsWith('$') ? raw.slice(raw.indexOf('/') + 1) : raw.startsWith('/') ? raw.slice(1) : posix.join(sourcePath, raw)
}

/** The dependencies a Chart.yaml or requirements.yaml declares (none when it does not parse). */
function dependencies(text: string): ChartDependency[] {
  if (!text.includes('dependencies')) return [] // most charts: no parse (hundreds of apps are fingerprinted per run)
  let doc: unknown
  try {
    doc = parsedOnce('helm-metadata', text, parseHelmMetadata)
  } catch {
    return [] // the render reports the broken file; the file itself is hashed
  }
  return dependencyEntries(isRecord(doc) ? doc.dependencies : undefined)
}

export interface Fingerprint {
  /** The whole app (manifest + all sources), or undefined when any in-repo source cannot be fingerprinted safely. */
  app?: string
  /** Per source (same order as app.sources): what that source reads, for render dedupe. */
  sources: Array<string | undefined>
  /** Repo files the in-repo sources read (when known). */
  files: string[]
  /**
   * Something a source renders is read from outside this repository: a chart repository, an OCI registry, another git
   * repository, a chart dependency or kustomize helmCharts chart fetched at render time.
   */
  external: boolean
  /**
   * When `external` only through chart dependencies fetched at render time: the value keys that reach them (each one's
   * alias or name, and `global`; Helm gives a dependency only those). Undefined: every value may reach what is fetched.
   */
  externalKeys?: string[]
}

/**
 * The fingerprint of one app at one revision. `settings` holds everything else that changes renders (cluster facts,
 * build options), identical on both sides.
 */
export function appFingerprint(
  d: DiscoveredApp,
  t: InputTree,
  repoURLs: string[],
  settings: unknown,
  /** R1.8.1: a config management plugin may read any file and the revision: such sources always render. */
  mayUsePlugin?: (s: AppSource) => boolean
): Fingerprint {
  // R1.4.4: sources reading the revision through the build environment change with every commit.
  const revision = /ARGOCD_APP_REVISION/.test(JSON.stringify(d.manifest)) ? t.sha : ''
  const files = new Set<string>()
  let external = false
  let keys = new Set<string>() as Set<string> | 'all'
  const inRepo = (s: AppSource): boolean => !s.repoURL.startsWith('oci://') && !s.chart && repoURLs.some((u) => sameRepo(u, s.repoURL))
  // `ref` sources of this repository: what they hold is read only through `$ref/` value file paths (R1.9.2).
  const refsHere = new Set(d.app.sources.filter((s) => s.ref && inRepo(s)).map((s) => s.ref!))
  const sources = d.app.sources.map((s) => {
    const h = createHash('sha256')
    h.update(canonicalJson({ source: s.raw, settings, revision }))
    const here = inRepo(s)
    // External sources are identified by their spec (R1.1.6: same chart, repo and version = same bytes).
    if (!here) {
      external = true
      keys = 'all'
    } else if (mayUsePlugin?.(s)) return undefined
    // R1.9.3: a `ref` source alone renders nothing; the other sources' `$ref/` paths list the files read from it.
    if (s.ref && !s.path && !s.chart) return h.digest('hex')
    try {
      const c = new Collector(t)
      // A chart from elsewhere reads from the repository only the value files given through a `ref` source of it.
      if (here) sourceInputs(c, s)
      else valueFileInputs(c, s, refsHere)
      external ||= c.external
      if (c.externalKeys === 'all') keys = 'all'
      else if (keys !== 'all') for (const k of c.externalKeys) keys.add(k)
      for (const [k, v] of [...c.acc].sort(([a], [b]) => (a < b ? -1 : 1))) {
        h.update(`${k}\0${v}\n`)
        if (!k.endsWith('/')) files.add(k)
      }
      return h.digest('hex')
    } catch (e) {
      if (e instanceof Unsafe) return undefined
      throw e
    }
  })
  const ext = { external, ...(external && keys !== 'all' ? { externalKeys: [...keys].sort() } : {}) }
  if (sources.some((x) => x === undefined)) return { sources, files: [...files], ...ext }
  const h = createHash('sha256')
  h.update(canonicalJson({ app: d.manifest, sources }))
  return { app: h.digest('hex'), sources, files: [...files].sort(), ...ext }
}
