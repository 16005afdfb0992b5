// What a kustomization may make `kustomize build` read or fetch, checked before the build (issue: PR content is
// hostile). Walks the app's kustomization and, transitively, every local base, component and generator/transformer
// kustomization it pulls in, and classifies every reference that names a file or a location:
// * local: resolved the way kustomize does (Go filepath.Join: lexical, from the kustomization's real directory), then
//   by the kernel (`realpathSync.native`, so `..` after a symlink means what the kernel says); anything that lands
//   outside the checkout is refused with a render error naming the kustomization file and the reference;
// * `file://` (and `git::file://`): a local git clone or file read: refused the same way;
// * remote (git URLs kustomize would clone, http(s) files it would download, helmCharts repositories helm would pull
//   from): returned, so the caller can apply the network policy before anything runs.
// Hand-written because no library reads kustomization references; the field list follows kustomize 5.7's types.
import { isRecord } from '../../lib/record.js'
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { asKustomization, asPluginConfig, configRefs, isGitReference, KUSTOMIZATION_FILES, kustomizationRefs, NotText } from '../../k8s/kustomization.js'
import type { KustomizationRef } from '../../k8s/kustomization.js'
import { RenderError } from '../types.js'
import { parseGoYamlDocuments } from '../../lib/yaml/yaml.js'
import { parsedOnce } from '../../lib/parsed-once.js'
import { goText } from '../../lib/text.js'
import { GuardError, type ErrorKind } from '../../lib/errors.js'

export interface RemoteRef {
  /** The reference as written. */
  url: string
  /** Repo-relative kustomization file that names it. */
  file: string
  /** The field, e.g. `resources`, `helmCharts[0].repo`. */
  field: string
  /** `git`: kustomize clones it; `http`: kustomize downloads the file; `helm`: helm pulls a chart from it. */
  via: 'git' | 'http' | 'helm'
  /** The scheme the fetch uses (`https`, `http`, `ssh`, `oci`). */
  scheme: string
}

export interface BoundsOptions {
  /** `--enable-helm` is among the build options: helmCharts inflate (and may pull charts). */
  enableHelm: boolean
  /** Filled with the directories of the helmCharts charts found in the checkout (kernel paths), when given. */
  charts?: string[]
}

export const MAX_KUSTOMIZATIONS = 500
/** The scheme git uses for a git reference (kustomize normalizes github.com without a scheme to https). */
export function gitScheme(entry: string): string {
  const s = entry
    .trim()
    .toLowerCase()
    .replace(/^git::/, '')
  const m = /^([a-z][a-z0-9+.-]*):\/\//.exec(s)
  if (m) return m[1]!
  if (/^[\w.-]+@[\w.-]+:/.test(s) || s.startsWith('git@')) return 'ssh'
  return 'https'
}

const isHttpUrl = (s: string) => /^https?:\/\//i.test(s.trim())
const isFileUrl = (s: string) => /^(git::)?file:/i.test(s.trim())

/** The kernel's answer for where `p` lands: the real path of its deepest existing ancestor plus the rest. */
export function kernelPath(p: string): string {
  let head = p
  const rest: string[] = []
  for (;;) {
    try {
      return join(realpathSync.native(head), ...rest)
    } catch {
      const parent = dirname(head)
      if (parent === head) return p
      rest.unshift(head.slice(parent.length).replace(/^[/\\]+/, ''))
      head = parent
    }
  }
}

const inside = (root: string, p: string) => p === root || p.startsWith(root.endsWith(sep) ? root : root + sep)

/** A reference as the walk follows it. */
interface Ref extends KustomizationRef {
  /** Other directories the reference may resolve from (configs built by a generator kustomization, see walk). */
  from?: string[]
}

/** Charts that helm would pull: a helmCharts entry with a repo and no chart under its chart home (kustomize's check). */
function helmPulls(k: Record<string, unknown>, dir: string): Array<{ field: string; url: string }> {
  const globals = isRecord(k.helmGlobals) ? k.helmGlobals : {}
  const home = typeof globals.chartHome === 'string' && globals.chartHome !== '' ? globals.chartHome : 'charts'
  const out: Array<{ field: string; url: string }> = []
  const entries: Array<[string, Record<string, unknown>]> = []
  for (const [i, c] of (Array.isArray(k.helmCharts) ? k.helmCharts : []).entries()) if (isRecord(c)) entries.push([`helmCharts[${i}].repo`, c])
  for (const [i, c] of (Array.isArray(k.helmChartInflationGenerator) ? k.helmChartInflationGenerator : []).entries()) {
    if (isRecord(c)) entries.push([`helmChartInflationGenerator[${i}].chartRepoUrl`, { name: c.chartName, version: c.chartVersion, repo: c.chartRepoUrl }])
  }
  for (const [field, c] of entries) {
    const repo = typeof c.repo === 'string' ? c.repo.trim() : ''
    if (repo === '' || typeof c.name !== 'string') continue
    const version = typeof c.version === 'string' || typeof c.version === 'number' ? String(c.version) : ''
    const chartHome = version ? join(resolve(dir, home), `${c.name}-${version}`) : resolve(dir, home)
    let vendored = false
    try {
      vendored = statSync(join(chartHome, c.name)).isDirectory()
    } catch {
      // not vendored: helm pulls it
    }
    if (!vendored) out.push({ field, url: repo })
  }
  return out
}

/** Files larger than this are not parsed for references (the build is refused instead). */
const MAX_CHECKED_BYTES = 4 * 1024 * 1024

/** A file whose references cannot be read: the build is refused rather than run unchecked (fail closed). */
class Unchecked extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}

function readChecked(path: string): string {
  if (statSync(path).size > MAX_CHECKED_BYTES) throw new Unchecked(`it is larger than ${MAX_CHECKED_BYTES / 1024 / 1024} MiB`)
  return goText(readFileSync(path)) // kustomize reads a UTF-16 kustomization too: so do the bounds
}

function yamlDocs(text: string): readonly unknown[] {
  try {
    return parsedOnce('go-documents-1000', text, (t) => parseGoYamlDocuments(t, 1000))
  } catch (e) {
    throw new Unchecked(`it could not be read as YAML (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`)
  }
}

export function readKustomizationAt(dir: string): { name: string; value: Record<string, unknown> } | undefined {
  for (const name of KUSTOMIZATION_FILES) {
    try {
      if (!statSync(join(dir, name)).isFile()) continue
    } catch {
      continue
    }
    const v = asKustomization(yamlDocs(readChecked(join(dir, name)))[0])
    return { name, value: isRecord(v) ? v : {} }
  }
  return undefined
}

const pluginConfigDocs = (text: string): Record<string, unknown>[] => yamlDocs(text).map(asPluginConfig).filter(isRecord)

/**
 * Walks the kustomizations reachable from `appDir` (inside `root`), refusing any reference that leaves `root`, and
 * returns the remote references. Run it on the tree that is built (after Argo's edits, which may add components).
 */
export function checkKustomizeBounds(root: string, appDir: string, opts: BoundsOptions): RemoteRef[] {
  const realRoot = realpathSync.native(root)
  const rel = (p: string) =>
    p === realRoot
      ? '.'
      : p
          .slice(realRoot.length + 1)
          .split(sep)
          .join('/')
  let current = appDir
  try {
    return walk(realRoot, appDir, opts, rel, (f) => (current = f))
  } catch (e) {
    if (!(e instanceof Unchecked)) throw e
    const file = rel(kernelPath(current))
    throw new RenderError(
      `\`kustomize build ./${rel(kernelPath(appDir)).replace(/^\.$/, '')}\` was not run: ${file} could not be checked for references that leave the repository: ${e.message}`,
      file
    )
  }
}

function walk(realRoot: string, appDir: string, opts: BoundsOptions, rel: (p: string) => string, reading: (file: string) => void): RemoteRef[] {
  const remote: RemoteRef[] = []
  const seen = new Set<string>()
  // `users`: for a kustomization reached through generators/transformers/validators, the kustomizations that use its
  // output as plugin configs. kustomize resolves the files those configs name from the user's directory.
  const queue: Array<{ dir: string; users?: string[] }> = [{ dir: appDir }]
  while (queue.length > 0) {
    const { dir: rawDir, users } = queue.shift()!
    const dir = kernelPath(rawDir)
    const key = `${dir}\0${users?.join('\0') ?? ''}`
    if (seen.has(key)) continue
    if (seen.size >= MAX_KUSTOMIZATIONS) {
      reading(join(appDir, 'kustomization.yaml'))
      throw new Unchecked(`it pulls in more than ${MAX_KUSTOMIZATIONS} kustomizations`)
    }
    seen.add(key)
    if (!inside(realRoot, dir)) throw new RenderError(`a kustomization directory leaves the repository; the guard does not build it`)
    reading(join(dir, 'kustomization.yaml'))
    const k = readKustomizationAt(dir)
    if (!k) continue
    reading(join(dir, k.name))
    const file = rel(join(dir, k.name))
    const refuse = (r: Ref, why: string): never => {
      throw new RenderError(
        `${file}: ${r.field} entry '${r.value}' ${why}; kustomize would read outside the checkout, so the app is not built. ` +
          `Reference files inside this repository (or use a remote base the guard may fetch).`,
        file
      )
    }
    let refs: Ref[]
    try {
      refs = kustomizationRefs(k.value)
    } catch (e) {
      if (!(e instanceof NotText)) throw e
      throw new RenderError(`${file}: ${e.message}, not a path: kustomize cannot decode this kustomization, so the app is not built`, file)
    }
    // Inline generator/transformer configs (multi-line strings) name files too.
    for (const r of refs.filter((x) => x.plugin && x.value.includes('\n'))) for (const d of pluginConfigDocs(r.value)) refs.push(...configRefs(d, r.field))
    for (const r of refs) {
      const v = r.value.trim()
      if (r.plugin && r.value.includes('\n')) continue
      if (isFileUrl(v)) refuse(r, 'is a file:// location on the machine running the guard')
      if (r.field.endsWith('.repo')) {
        if (opts.enableHelm) remote.push({ url: v, file, field: r.field, via: 'helm', scheme: schemeOf(v) })
        continue
      }
      // A remote reference is also checked as a local path: kustomize first tries to load a resource as a local file.
      if (r.base && isGitReference(v) && !isHttpUrlFile(v)) remote.push({ url: v, file, field: r.field, via: 'git', scheme: gitScheme(v) })
      else if (isHttpUrl(v)) remote.push({ url: v, file, field: r.field, via: 'http', scheme: schemeOf(v) })
      for (const from of r.from ?? []) if (!inside(realRoot, kernelPath(resolve(from, v)))) refuse(r, 'points outside the repository')
      const target = kernelPath(resolve(dir, v))
      if (!inside(realRoot, target)) refuse(r, 'points outside the repository')
      let isDir = false
      try {
        isDir = statSync(target).isDirectory()
      } catch {
        continue // missing: kustomize reports it
      }
      if (isDir && opts.charts && /^helmCharts\[\d+\]\.name$/.test(r.field) && !opts.charts.includes(target)) opts.charts.push(target)
      if (r.base && isDir) queue.push({ dir: target, users })
      else if (r.plugin && isDir) queue.push({ dir: target, users: [...(users ?? []), dir] })
      else if ((r.plugin || (r.base && users)) && !isDir) {
        reading(target)
        let text = ''
        try {
          text = readChecked(target)
        } catch (e) {
          if (e instanceof Unchecked) throw e
          continue
        }
        // File references in plugin configs resolve from the kustomization that lists the config file.
        for (const d of pluginConfigDocs(text)) refs.push(...configRefs(d, `${r.field} (${v})`).map((c) => ({ ...c, from: users })))
      }
    }
    if (opts.enableHelm) for (const p of helmPulls(k.value, dir)) remote.push({ url: p.url, file, field: p.field, via: 'helm', scheme: schemeOf(p.url) })
  }
  return remote
}

/** A resources entry that is an http(s) URL of a file (no git markers): downloaded, not cloned. */
function isHttpUrlFile(v: string): boolean {
  return isHttpUrl(v) && !/(\.git($|[/?])|\/\/|_git\/|[?&](ref|version|submodules|timeout)=)/.test(v.replace(/^https?:\/\//i, ''))
}

function schemeOf(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim().replace(/^git::/i, ''))
  return m ? m[1]!.toLowerCase() : 'oci'
}

/**
 * The Application's own `kustomize.components` (Argo runs `kustomize edit add component`, which globs): each entry's
 * directory part, up to the first glob character, must stay inside the checkout, so no directory outside is listed.
 */
export function checkAppComponents(root: string, appDir: string, components: string[]): void {
  const realRoot = realpathSync.native(root)
  for (const c of components) {
    if (isGitReference(c)) continue
    const segments = c.split('/')
    const meta = segments.findIndex((s) => /[*?[\\]/.test(s))
    const fixed = (meta < 0 ? segments : segments.slice(0, meta)).join('/')
    if (isFileUrl(c) || !inside(realRoot, kernelPath(resolve(appDir, fixed === '' ? '.' : fixed)))) {
      throw new RenderError(
        `the Application's kustomize.components entry '${c}' points outside the repository; the guard does not build it. Name components inside this repository.`
      )
    }
  }
}
