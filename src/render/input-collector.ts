// What one source reads, as tree entries (render/inputs.ts builds fingerprints from it): files and folders as the
// kernel finds them through symlinks inside the repository, Helm charts with their `file://` dependencies, kustomize
// folders with every local reference followed transitively, and whether anything is fetched at render time. Throws
// Unsafe when it cannot answer (a link leaving the repository or looping, a submodule, a path outside the repository).
import { isRecord } from '../lib/record.js'
import { posix } from 'node:path'
import { asPluginConfig, isRemoteReference, KUSTOMIZATION_FILES, kustomizeRefs, pluginConfigPaths } from '../k8s/kustomization.js'
import { parseGoYamlDocuments } from '../lib/yaml/yaml.js'
import { pathsUnder } from '../lib/sorted-paths.js'
import { repoPath } from '../lib/repo-path.js'
import { parsedOnce } from '../lib/parsed-once.js'
import { resolveInTree } from '../git/links.js'
import type { InputTree } from './input-tree.js'
import { DEPENDENCY_FILES, dependencyEntries, type ChartDependency } from './helm/dependency-files.js'
import { parseChartMetadata } from './helm/metadata.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

/** A fingerprint cannot be computed safely: the app renders. */
export class Unsafe extends GuardError {
  override get kind(): ErrorKind {
    return 'internal'
  }
}

/** R1.2.1: a parameter override file's name, in a source folder. */
const OVERRIDE_FILE = /^\.argocd-source[^/]*\.yaml$/

/**
 * Collects the tree entries a source reads into `acc` (path → mode+oid). Symlinks inside the repository are followed
 * the kernel's way (git/links.ts resolveInTree), as the renderer reading the checkout does: a path through a linked
 * folder is the file it reaches, a linked file or folder adds what it points at, and every link followed is itself
 * in `acc` (changing where it points changes the fingerprint). Throws Unsafe when it cannot: a link leaving the
 * repository or looping, a submodule.
 */
export class Collector {
  readonly acc = new Map<string, string>()
  /**
   * What a render would fetch (a chart dependency not vendored, a kustomize helmCharts repo, a remote base, component
   * or values file): not in the repository. The reference's text is hashed where it is written (the kustomization's
   * blob, the Application's spec), so the same text fetches the same content in one run (as R1.1.6 for charts).
   */
  external = false
  /** The value keys that reach the fetched dependencies (their alias or name, and `global`); 'all' for helmCharts. */
  externalKeys: Set<string> | 'all' = new Set()
  /** A parameter override file of the source names ARGOCD_APP_REVISION (R1.4.4): the render changes with every commit. */
  readsRevision = false
  /**
   * Submodules read (their paths; R1.1.7). A gitlink names the submodule's commit, and .gitmodules where it is fetched from:
   * both are inputs, so an app whose submodule did not move is unchanged (issue 47 item 4); one that moved renders
   * as not analysed (pipeline/render-at.ts), since the guard does not check submodules out.
   */
  readonly submodules: string[] = []
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
    // Tested on the normalized path: `../x` is never cleaned into `x` (a path one level above the root was once read as
    // the root's file of that name).
    const n = repoPath(p)
    if (n === '..' || n.startsWith('../') || posix.isAbsolute(n)) throw new Unsafe(`path ${p} leaves the repository`)
    return n
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

  /** The files the generator/transformer configs in `text` name, read from each of `from` (a file may be missing). */
  #configFiles(text: string, from: string[]): void {
    let docs: unknown[]
    try {
      docs = parseGoYamlDocuments(text)
    } catch {
      return // kustomize refuses the config; the file itself is hashed
    }
    for (const doc of docs) {
      for (const p of pluginConfigPaths(asPluginConfig(doc))) {
        if (isRemoteReference(p)) this.fetches()
        for (const d of from) if (!isRemoteReference(p) || this.#holds(posix.join(d, p))) this.add(posix.join(d, p))
      }
    }
  }

  /** The text of a file a source reads (the tree's loaded text): Unsafe when it was not loaded. */
  #text(path: string): string {
    const r = this.#resolve(this.norm(path)).path
    const text = this.t.readText(r)
    if (text === undefined) throw new Unsafe(`${r} could not be read`)
    return text
  }

  #entry(path: string, entry: string): void {
    // A submodule points at content that the object id does not describe (links are resolved before this).
    if (entry.startsWith('160000')) {
      this.submodules.push(path)
      this.acc.set('.gitmodules', this.t.tree.get('.gitmodules') ?? 'missing')
    }
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

  /** The text of a file a source reads, as the kernel finds it through links: Unsafe when it was not loaded. */
  readInput(path: string): string {
    return this.#text(path)
  }

  /** The text of a file of the tree, when it was loaded. */
  text(path: string): string | undefined {
    return this.t.readText(path)
  }

  /**
   * R1.2.1: the parameter override files (`.argocd-source*.yaml`) of a source folder, as the kernel finds the folder.
   * A linked one is not followed here (the render checks where it resolves): Unsafe.
   */
  overrideFiles(dir: string): string[] {
    const real = this.#resolve(this.norm(dir)).path
    const prefix = real ? `${real}/` : ''
    const out: string[] = []
    // Only the run of paths that start with the override files' name: not a second scan of the whole folder.
    for (const p of this.#under(`${prefix}.argocd-source`)) {
      if (!OVERRIDE_FILE.test(p.slice(prefix.length))) continue
      if (this.t.tree.get(p)!.startsWith('120000')) throw new Unsafe(`${p} is a link`)
      out.push(p)
    }
    return out
  }

  #under(prefix: string): Generator<string> {
    return pathsUnder(this.t.paths, prefix)
  }

  /**
   * A Helm chart folder (when it holds a Chart.yaml): the folders of its `file://` dependencies, transitively (helm
   * dependency build packs them into the render, R1.5.10); a dependency from a repository is external unless vendored
   * under charts/ (its archive or folder is in the chart folder, hashed with it). Every file helm reads for the
   * dependency set counts: Chart.yaml, requirements.yaml and both locks, whose repositories helm downloads from
   * (helm/dependency-files.ts).
   */
  helmChart(dir: string): void {
    const real = this.#resolve(this.norm(dir)).path
    if (this.#charts.has(real)) return
    this.#charts.add(real)
    const at = (f: string) => (real ? `${real}/${f}` : f)
    const texts = DEPENDENCY_FILES.map((f) => this.t.readText(at(f)))
    if (texts[0] === undefined && texts[1] === undefined) return // no Chart.yaml or requirements.yaml: no chart
    const meta = texts.filter((x) => x !== undefined)
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

  /**
   * A kustomization directory: the whole dir, then every local reference, transitively. `users`: for a kustomization
   * listed as a generator/transformer/validator, the directories of the kustomizations that list it (its resources are
   * plugin configs, whose files kustomize reads from there).
   */
  kustomizeDir(dir: string, users: string[] = []): void {
    const n = this.norm(dir)
    const key = [n, ...users].join('\0')
    if (this.#visited.has(key)) return
    this.#visited.add(key)
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
    // Generator/transformer configs name files too (a PatchTransformer's `path`, read with LoadRestrictionsNone from
    // anywhere): a config file or an inline one of this kustomization reads from here, one a plugin kustomization
    // lists as a resource reads from the kustomizations that use it.
    const plugin = new Set(isRecord(k) ? ['generators', 'transformers', 'validators'].flatMap((f) => (Array.isArray(k[f]) ? k[f] : [])) : [])
    for (const entry of plugin) if (typeof entry === 'string' && entry.includes('\n')) this.#configFiles(entry, [real])
    const configs = users.length > 0 && isRecord(k) && Array.isArray(k.resources) ? new Set(k.resources) : new Set()
    for (const ref of kustomizeRefs(k)) {
      if (plugin.has(ref) || configs.has(ref)) {
        if (ref.includes('\n')) continue
        for (const target of joined(ref)) {
          const kind = this.add(target)
          if (kind === 'dir') this.kustomizeDir(target, plugin.has(ref) ? [...users, real] : users)
          else if (kind === 'file') this.#configFiles(this.#text(target), plugin.has(ref) ? [real] : users)
        }
        continue
      }
      if (isRemoteReference(ref)) {
        this.fetches()
        // Kustomize reads a local file of that name first (accumulateResources): hash what the repository holds there.
        for (const target of joined(ref)) if (this.#holds(target) && this.add(target) === 'dir') this.kustomizeDir(target)
        continue
      }
      for (const target of joined(ref)) if (this.add(target) === 'dir') this.kustomizeDir(target)
    }
    // helmCharts values files (outside the folder with LoadRestrictionsNone) are references above; a chart repository
    // is fetched by kustomize's helm, with whatever values the kustomization gives it.
    for (const chart of isRecord(k) && Array.isArray(k.helmCharts) ? k.helmCharts : []) {
      if (isRecord(chart) && typeof chart.repo === 'string' && chart.repo !== '') this.fetches()
    }
  }
}

/** The dependencies a Chart.yaml, requirements.yaml or lock lists (none when it does not parse). */
function dependencies(text: string): ChartDependency[] {
  // Most charts: no parse (hundreds of apps are fingerprinted per run). Helm matches the key case-insensitively
  // (metadata.ts), and a quoted key may spell it with escapes (`"d\x65pendencies"`).
  if (!/dependencie[sſ]|\\/i.test(text)) return []
  let doc: unknown
  try {
    doc = parsedOnce('chart-metadata', text, parseChartMetadata)
  } catch {
    return [] // the render reports the broken file; the file itself is hashed
  }
  return dependencyEntries(isRecord(doc) ? doc.dependencies : undefined)
}
