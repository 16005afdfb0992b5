// Fingerprints of render inputs: everything a source reads (app spec, chart dir with subcharts, value files anywhere
// in the repo, what `.argocd-source*.yaml` overrides name, kustomize bases and components followed transitively,
// directory files), as git object ids. Equal fingerprints at base and head mean equal renders, so the app is not
// rendered at all. Content fetched at render time (remote bases, charts from chart repositories) is identified by the
// reference's text: base and head fetch the same content in one run. When a fingerprint cannot be computed safely
// (symlinks leaving the repository, submodules, paths outside the repo, variables in value file paths), it is
// undefined and the app renders. What one source reads is collected by render/input-collector.ts.
import { canonicalJson } from '../lib/canonical-json.js'
import { isRecord } from '../lib/record.js'
import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import type { AppSource } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { isRemoteReference } from '../k8s/kustomization.js'
import { sameRepo } from '../argocd/url.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { Collector, Unsafe } from './input-collector.js'
import { jsonnetImports } from './jsonnet-imports.js'
import type { InputTree } from './input-tree.js'
import { applyOverride, withSourceFields } from './source.js'

/**
 * R1.2.1: the source as each parameter override file of its folder changes it. Every file counts, whatever the
 * instance name it is meant for, and each is merged alone: a list the merged result holds comes whole from one of
 * them or from the Application, so what the variants read together covers what the render reads (never less).
 */
function overridden(c: Collector, s: AppSource): AppSource[] {
  const out: AppSource[] = []
  for (const file of c.overrideFiles(s.path)) {
    const text = c.text(file)
    if (text === undefined) throw new Unsafe(`${file} could not be read`)
    // R1.4.4: an override may pass the revision to the renderer (a helm parameter `$ARGOCD_APP_REVISION`) as well.
    if (/ARGOCD_APP_REVISION/.test(text)) c.readsRevision = true
    const { docs, errors } = parseYamlStream(text)
    const patch = docs[0]?.value
    // A file Argo CD cannot merge fails the render, which reports it; the file itself is hashed with the folder.
    if (errors.length > 0 || !isRecord(patch)) continue
    out.push(withSourceFields(s, applyOverride(s.raw, patch)))
  }
  return out
}

function sourceInputs(c: Collector, s: AppSource): void {
  sourceInputsAsWritten(c, s)
  for (const o of overridden(c, s)) sourceInputsAsWritten(c, o)
}

function sourceInputsAsWritten(c: Collector, s: AppSource): void {
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
  jsonnetInputs(c, s)
}

const JSONNET = /\.(jsonnet|libsonnet)$/

/**
 * R1.7.4: what the Jsonnet files among the source's inputs import, transitively. go-jsonnet looks for an import next
 * to the importing file, then in each library path (the app folder and each `directory.jsonnet.libs` entry, from the
 * repository root): every place up to the one that holds it is added, holding it or not, so a library that appears,
 * changes or goes in any of them changes the fingerprint. An import that cannot be read (not a plain literal, an
 * absolute path, a path leaving the repository) makes the inputs unknown: the app renders (and is reported as such).
 */
function jsonnetInputs(c: Collector, s: AppSource): void {
  const code = [...c.acc.keys()].filter((k) => JSONNET.test(k))
  if (code.length === 0) return
  const raw = s.raw.directory
  const jsonnet = isRecord(raw) && isRecord(raw.jsonnet) ? raw.jsonnet : {}
  const libs = Array.isArray(jsonnet.libs) ? jsonnet.libs.filter((l): l is string => typeof l === 'string') : []
  const jpaths = [s.path, ...libs]
  const seen = new Set(code)
  for (let k = 0; k < code.length; k++) {
    const file = code[k]!
    const imports = jsonnetImports(c.readInput(file))
    if (!imports) throw new Unsafe(`the imports of ${file} could not be read`)
    for (const imp of imports) {
      if (posix.isAbsolute(imp.path)) throw new Unsafe(`${file} imports ${imp.path}, an absolute path`)
      // go-jsonnet's FileImporter: next to the importing file, then the library paths from the last; the first found.
      for (const from of [posix.dirname(file), ...[...jpaths].reverse()]) {
        const p = c.norm(posix.join(from, imp.path))
        const found = c.add(p)
        if (found === 'missing') continue
        if (found === 'file' && imp.kind === 'import' && !seen.has(p)) {
          seen.add(p)
          code.push(p)
        }
        break
      }
    }
  }
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
    // Argo CD substitutes the build variables (R1.4) in a path, in a `$ref/` path after the ref segment too (the rest of
    // `$values/envs/$ARGOCD_APP_NAME/values.yaml` names envs/<app>/values.yaml): the file read is not the path as written.
    const rest = /^\$[A-Za-z0-9_-]+\//.test(raw) ? raw.slice(raw.indexOf('/') + 1) : raw
    if (rest.includes('$')) throw new Unsafe(`value file ${raw} uses variables`)
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
  /**
   * A git submodule a source reads (the first one found): the guard does not check submodules out, so the app is not
   * rendered; what it would render with the submodule's content cannot be known.
   */
  submodule?: string
  /**
   * The targetRevisions that pin every source of this repository (argocd/revision.ts): the pull request cannot change
   * what they render, so only the Application counts; the files they would read here are still listed (`files`).
   */
  pinned?: string[]
  /**
   * The targetRevisions of this repository's sources pinned while others follow: those sources are read at their own
   * commits (pipeline/render-at.ts), so this fingerprint, which lists this revision's files for them, is not cached.
   */
  partlyPinned?: string[]
}

/** Whether what the sources read differs between two fingerprints (undefined when a source could not be fingerprinted). */
export function sourcesDiffer(a: Fingerprint, b: Fingerprint): boolean | undefined {
  if ([...a.sources, ...b.sources].some((x) => x === undefined)) return undefined
  return a.sources.length !== b.sources.length || a.sources.some((x, i) => x !== b.sources[i])
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
  mayUsePlugin?: (s: AppSource) => boolean,
  /** Whether a targetRevision follows the revisions under review (argocd/revision.ts); default: every one does. */
  follows: (targetRevision: string) => boolean = () => true
): Fingerprint {
  const files = new Set<string>()
  let external = false
  let keys = new Set<string>() as Set<string> | 'all'
  let submodule: string | undefined
  const inRepo = (s: AppSource): boolean => !s.repoURL.startsWith('oci://') && !s.chart && repoURLs.some((u) => sameRepo(u, s.repoURL))
  // `ref` sources of this repository: what they hold is read only through `$ref/` value file paths (R1.9.2).
  const refsHere = new Set(d.app.sources.filter((s) => s.ref && inRepo(s)).map((s) => s.ref!))
  // Every source of this repository pinned to a revision a merge does not move: what they read here is not what Argo
  // CD renders, and the pull request cannot change that; the Application alone decides (R1.1.5, argocd/revision.ts).
  const inThisRepo = d.app.sources.filter(inRepo)
  const pinnedSources = inThisRepo.filter((s) => !follows(s.targetRevision))
  const pinnedHere = [...new Set(pinnedSources.map((s) => s.targetRevision.trim()))]
  const allPinned = inThisRepo.length > 0 && pinnedSources.length === inThisRepo.length
  const pinned = allPinned ? pinnedHere : undefined
  // R1.4.4: sources reading the revision through the build environment change with every commit (a pinned one's does not).
  const revision = !pinned && /ARGOCD_APP_REVISION/.test(JSON.stringify(d.manifest)) ? t.sha : ''
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
      submodule ??= c.submodules[0]
      if (c.externalKeys === 'all') keys = 'all'
      else if (keys !== 'all') for (const k of c.externalKeys) keys.add(k)
      if (c.readsRevision && !revision && !pinned) h.update(`revision\0${t.sha}\n`)
      for (const [k, v] of [...c.acc].sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (!pinned) h.update(`${k}\0${v}\n`)
        if (!k.endsWith('/')) files.add(k)
      }
      return h.digest('hex')
    } catch (e) {
      if (e instanceof Unsafe) return undefined
      throw e
    }
  })
  const ext = {
    external,
    ...(external && keys !== 'all' ? { externalKeys: [...keys].sort() } : {}),
    ...(submodule ? { submodule } : {}),
    ...(pinned ? { pinned } : {}),
    ...(!allPinned && pinnedHere.length > 0 ? { partlyPinned: pinnedHere } : {})
  }
  if (sources.some((x) => x === undefined)) return { sources, files: [...files], ...ext }
  const h = createHash('sha256')
  h.update(canonicalJson({ app: d.manifest, sources }))
  return { app: h.digest('hex'), sources, files: [...files].sort(), ...ext }
}
