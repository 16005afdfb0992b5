// Whether an app whose inputs did not change may still render Applications (app-of-apps, R3.6.1): such an app is
// rendered once, to find its children (whose own inputs may have changed), instead of being skipped. Every Application
// and ApplicationSet manifest holds the text `argoproj.io` as its API group (its apiVersion), so an app may render one
// only when that text is somewhere the renderer reads it (as the group: not only inside a subdomain such as Argo CD's
// annotation keys, `argocd.argoproj.io/sync-wave`), or YAML may spell it otherwise (`argoproj\x2eio`, `!!binary`:
// argocd/discover.ts mayHideArgoGroup; a manifest is then parsed, a template or values text counts as `may`), or
// somewhere the guard cannot see:
// * an input file mentions it (texts loaded with the revision; other files are read from git here, chart archives
//   unpacked, archives inside archives too): a vendored chart archive whose templates are child Applications. A file
//   that reaches the output as written (a directory source's manifest, a kustomize resource: plain-inputs.ts) counts
//   only when a document in it is an Application or ApplicationSet (or, when a patch may change its kind, another
//   object of the group), not for a mention in a description, an RBAC rule or data; templates and values are texts;
// * the Application's own source settings mention it (inline values, parameters, plugin env: a generic chart's
//   `extraObjects` template renders whatever they hold);
// * an input cannot be read (too large, a damaged archive): never skipped;
// * a source reads what is not in the repository (render/inputs.ts `external`: a chart from a chart repository or OCI
//   registry, a dependency fetched at render time, another git repository) and the app's own inputs here (value
//   files, inline values) name this repository: an Application that reads this repository must name it, and a chart
//   from elsewhere cannot know it (argocd-apps with values listing this repository's apps, an umbrella chart of it).
//   Without that, what such an app may render reads other repositories and is unchanged with the app's inputs.
// An app with nothing in the repository to look at (only a chart from a chart repository, another git repository) is
// rendered all the same, so that the report says whether it could be (another repository may be this one under a URL
// the guard does not know), but it is not counted as hiding this repository's apps (graph.ts `childSearch`).
import { isRecord } from '../lib/record.js'
import { mayHideArgoGroup, namesArgoGroup, type DiscoveredApp } from '../argocd/discover.js'
import { parsedOnce } from '../lib/parsed-once.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { repoIdentity } from '../argocd/url.js'
import { valueFilePath, type Fingerprint } from '../render/inputs.js'
import { posix } from 'node:path'
import { UnpackBudget } from '../render/helm/tgz.js'
import { readAhead, scan, strongest, TEXT_FILE, textEvidence, type BytesSource, type Evidence } from './archive-evidence.js'
import { unnamedByKustomize } from './kustomize-reads.js'
import { manifestKinds, plainInputs } from './plain-inputs.js'
import { onlyThroughFiles } from './chart-files.js'

/** What this module reads of one revision (a graph side, pipeline/graph.ts). */
export interface ScannedSide extends BytesSource {
  apps: Map<string, DiscoveredApp>
  fileAppSets: Array<{ file: string }>
  appSets: Map<string, { set: { file: string } }>
}

/** Larger inputs are not read here: the app is rendered. */
export const MAX_SCAN_BYTES = 16 * 1024 * 1024

/**
 * textEvidence for a file whose documents reach the output as written (plain-inputs.ts): `parent` when one is an
 * Application or ApplicationSet, `may` for another object of the argoproj.io group when a patch may change its kind,
 * else `none`, whatever its strings, descriptions or RBAC rules mention. Text that does not parse is searched as text.
 */
async function manifestEvidence(text: string, blob: string | undefined, patched: boolean): Promise<Evidence> {
  if (!namesArgoGroup(text) && !mayHideArgoGroup(text)) return 'none'
  const kinds = await manifestKinds(text, blob)
  if (kinds === 'unparsed') return textEvidence(text)
  return kinds === 'app' ? 'parent' : kinds === 'argo' && patched ? 'may' : 'none'
}

/** How this repository's URLs show in a text: their paths (`owner/name`), whatever the scheme, host form or `.git`. */
export function repoNeedles(repoURLs: string[]): string[] {
  const paths = repoURLs.map(repoIdentity).map((id) => (id.includes('/') ? id.slice(id.indexOf('/') + 1) : ''))
  return [...new Set(paths.filter((p) => p !== ''))]
}

/** A value as JSON with one key or item a line (the repoURL search reads a key and its value on one line). */
const lines = (x: unknown): string => JSON.stringify(x, null, 1) ?? ''

/** Helm parameters as `name: value` lines. */
const parameterLines = (params: unknown[]): string => params.map((p) => (isRecord(p) ? `${String(p.name ?? '')}: ${String(p.value ?? '')}` : '')).join('\n')

/** A repoURL-like key (`repoURL:`, `"repoURL": `, `repository:`), lower-cased. */
const REPO_KEY = /repo(?:url|sitory|_url)?\W/

/**
 * Whether a line of `text` (lower-cased) gives `needle` as a repoURL: a repoURL-like key before the needle's last
 * occurrence on the line. Each line is searched once, without backtracking (the text comes from the pull request).
 */
export function namesAsRepoURL(text: string, needle: string): boolean {
  if (!text.includes(needle)) return false
  for (let start = 0; start < text.length;) {
    const nl = text.indexOf('\n', start)
    const end = nl < 0 ? text.length : nl
    const line = text.slice(start, end)
    const last = line.lastIndexOf(needle)
    if (last >= 0 && REPO_KEY.test(line.slice(0, last))) return true
    start = end + 1
  }
  return false
}

/**
 * What an app whose inputs did not change may render (see the header). `parent`: it likely generates Applications that
 * read this repository (an input defines an Application kind, or it renders what the repository does not hold and
 * its inputs give this repository as a `repoURL`): rendered, and when it cannot be, what it hides is not analysed
 * (evaluate.ts). `may`: it may (`argoproj.io` in an input, this repository's URL elsewhere in its inputs, an input
 * that cannot be read): rendered. `opaque`: nothing of it is in the repository to look at (a chart from a chart
 * repository, another git repository): rendered, so that the report says whether it could be (another repository may
 * be this one under a URL the guard does not know). `none`: skipped. `needles`: repoNeedles.
 */
export async function childSearch(
  fp: Fingerprint,
  side: ScannedSide,
  d: DiscoveredApp,
  needles: string[],
  budget = new UnpackBudget()
): Promise<'parent' | 'may' | 'opaque' | 'none'> {
  const spec = isRecord(d.manifest.spec) ? d.manifest.spec : {}
  // The source settings (inline values, parameters, plugin env), without the sources' own repoURLs; one value a line.
  const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])]
  const settings = [
    lines(sources.map((x) => (isRecord(x) ? { ...x, repoURL: undefined } : x))),
    ...sources.flatMap((x) => (isRecord(x) && isRecord(x.helm) && typeof x.helm.values === 'string' ? [x.helm.values] : [])),
    parameterLines(sources.flatMap((x) => (isRecord(x) && isRecord(x.helm) && Array.isArray(x.helm.parameters) ? x.helm.parameters : [])))
  ]
  const found: Evidence[] = settings.map(textEvidence)
  const texts = [...settings]
  const valueTexts: string[] = []
  const valueFiles = valueFilePaths(sources)
  const unread: string[] = []
  const notRead = unnamedByKustomize(fp.files, sources, side.tree) // in the app's folder, but kustomize never reads them
  const besideTemplates = onlyThroughFiles(fp.files, sources, side.chartDirs, (f) => side.readText(f), valueFiles, settings) // chart-files.ts
  // Files that reach the output as written (not templates, not values): only the Applications they hold count.
  const plain = fp.app !== undefined && !fp.external ? plainInputs(fp.files, sources, side.tree) : undefined
  const manifests: Array<Promise<Evidence>> = []
  for (const f of fp.files) {
    if (side.tree.links.has(f) || notRead.has(f) || besideTemplates.has(f) || plain?.data.has(f)) continue // a link: what it points at is in the list too
    const text = side.readText(f)
    if (text !== undefined) {
      if (plain?.manifests.has(f)) manifests.push(manifestEvidence(text, side.tree.tree.get(f), plain.patched))
      else found.push(textEvidence(text))
      texts.push(text)
      if (valueFiles.has(f)) valueTexts.push(text)
    } else if (TEXT_FILE.test(f)) {
      if (side.tree.tree.has(f)) found.push('may') // a manifest or template too large to load
    } else unread.push(f)
  }
  readAhead(side, unread) // read in one batch; searched one by one below
  found.push(...(await Promise.all(manifests)))
  // Files not loaded as text (archives): searched until the first `parent` (archive-evidence.ts, within `budget`).
  for (const f of unread) {
    if (strongest(found) === 'parent') break
    found.push(await scan(side, f, budget))
  }
  let evidence = strongest(found)
  if (evidence !== 'parent' && (fp.external || fp.files.length === 0)) {
    // What the repository does not hold may render Applications. One that reads this repository names it as its
    // repoURL, and a chart from elsewhere cannot know this repository: the URL comes from the values it is given here.
    // Without it, what such an app renders reads other repositories, unchanged with the app's inputs.
    const given = fp.externalKeys ? valuesUnder(fp.externalKeys, spec, valueTexts) : texts
    const lower = given.map((t) => t.toLowerCase())
    if (needles.some((n) => lower.some((t) => namesAsRepoURL(t, n)))) evidence = 'parent'
    else if (needles.some((n) => lower.some((t) => t.includes(n)))) evidence = strongest([evidence, 'may'])
  }
  if (evidence !== 'none') return evidence
  return fp.files.length === 0 ? 'opaque' : 'none'
}

/** The value files of the app's in-repo Helm sources: each chart's values.yaml and the valueFiles it names. */
function valueFilePaths(sources: unknown[]): Set<string> {
  const out = new Set<string>()
  for (const src of sources) {
    if (!isRecord(src) || typeof src.path !== 'string') continue
    out.add(posix.normalize(posix.join(src.path, 'values.yaml')))
    const helm = isRecord(src.helm) ? src.helm : {}
    for (const f of Array.isArray(helm.valueFiles) ? helm.valueFiles : []) if (typeof f === 'string') out.add(posix.normalize(valueFilePath(src.path, f)))
  }
  return out
}

/**
 * The values a chart's fetched dependencies are given, as texts: Helm passes a dependency only the values under its
 * alias or name, and `global`. Read from the app's value files (valueFilePaths) and from the Application's inline
 * values and parameters.
 */
const MAX_VALUES_TEXT = 1024 * 1024

function valuesUnder(keys: string[], spec: Record<string, unknown>, texts: string[]): string[] {
  const out: string[] = []
  const pick = (doc: unknown) => {
    if (isRecord(doc)) for (const k of keys) if (doc[k] !== undefined) out.push(lines(doc[k]))
  }
  const parsed = (text: string): unknown => {
    try {
      return parsedOnce('values', text, (t) => parseYamlStream(t).docs[0]?.value)
    } catch {
      return undefined
    }
  }
  // A file too large to parse here is searched whole (never less than what reaches the dependencies).
  for (const t of texts)
    if (t.length > MAX_VALUES_TEXT) out.push(t)
    else pick(parsed(t))
  for (const src of [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])]) {
    const helm = isRecord(src) && isRecord(src.helm) ? src.helm : {}
    pick(helm.valuesObject)
    if (typeof helm.values === 'string') pick(parsed(helm.values))
    const given = (Array.isArray(helm.parameters) ? helm.parameters : []).filter((p) => {
      const name = isRecord(p) && typeof p.name === 'string' ? p.name : ''
      return keys.some((k) => name === k || name.startsWith(`${k}.`) || name.startsWith(`${k}[`))
    })
    out.push(parameterLines(given))
  }
  return out
}

/** Changes no renderer reads: notes and the repository's GitHub settings (workflows, templates). */
const NOT_AN_INPUT = /(^|\/)[^/]*\.md$|^\.github\//i

/**
 * The files that differ between the revisions and that no known app reads (the files its fingerprint lists, the file
 * that holds its manifest) and no ApplicationSet generator read (`alsoRead`), sorted: where an Application the guard
 * could not find may read its inputs.
 */
export function unreadChanges<S extends ScannedSide>(
  base: S,
  head: S,
  filesOf: (d: DiscoveredApp, side: S) => string[],
  alsoRead: Iterable<string> = []
): string[] {
  const read = new Set<string>(alsoRead)
  for (const side of [base, head]) {
    for (const d of side.apps.values()) {
      read.add(d.file)
      for (const f of filesOf(d, side)) read.add(f)
    }
    for (const s of side.appSets.values()) read.add(s.set.file)
    for (const s of side.fileAppSets) read.add(s.file)
  }
  const changed = new Set<string>()
  for (const [p, e] of head.tree.tree) if (base.tree.tree.get(p) !== e) changed.add(p)
  for (const p of base.tree.tree.keys()) if (!head.tree.tree.has(p)) changed.add(p)
  return [...changed].filter((p) => !read.has(p) && !NOT_AN_INPUT.test(p)).sort()
}
