// Files a kustomize app's fingerprint holds that kustomize never reads. The fingerprint hashes the app's whole folder
// (render/inputs.ts: never less than what is read), but kustomize reads only its kustomization files and what they
// name; a folder also holds files for other tools: argocd-autopilot keeps a `config.json` naming this repository as
// `srcRepoURL` next to every overlay, for its ApplicationSet's git files generator. The search for child Applications
// (child-apps.ts) leaves these out, so that such a file does not make every app that fetches a chart look like a parent
// of this repository's apps (rendered on every run).
import { isRecord } from '../lib/record.js'
import { posix } from 'node:path'
import { isKustomizationFile, KUSTOMIZATION_FILES, kustomizeRefs } from '../k8s/kustomization.js'
import type { InputTree } from '../render/input-tree.js'
import { pathsUnder } from '../lib/sorted-paths.js'

/** Argo CD's parameter override files, read from the app's path (R1.2.1). */
export const ARGOCD_SOURCE = /(^|\/)\.argocd-source[^/]*\.ya?ml$/
/** A top-level key of another source type in an override file (a file that cannot be read counts as one). */
const OTHER_TYPE = /^["']?(helm|directory|plugin)["']?\s*:/m

const folder = (p: string): string => (posix.dirname(p) === '.' ? '' : posix.dirname(p))
/** Whether repository path `f` is inside folder `dir` ('' is the root). */
export const under = (f: string, dir: string): boolean => dir === '' || f.startsWith(`${dir}/`)
/**
 * Whether the app reads something through a symlink: the fingerprint lists every link on the way to what a source
 * reads (render/input-collector.ts), so a link elsewhere in the repository (a docs folder's) changes no path here.
 */
export const readsThroughLink = (files: readonly string[], tree: InputTree): boolean => tree.links.size > 0 && files.some((f) => tree.links.has(f))
/** A source path as a repository folder: no `./`, no trailing slash, '' for the root. */
export const folderOf = (path: string): string => posix.normalize(path).replace(/^\.$|\/$/, '')
/** The files directly in folder `root` of the tree (not in its subfolders). */
export const filesIn = (tree: InputTree, root: string): string[] =>
  (root === '' ? tree.paths : [...pathsUnder(tree.paths, `${root}/`)]).filter((p) => !p.slice(root ? root.length + 1 : 0).includes('/'))

/**
 * The files of `files` that no kustomization of the app names, in folders kustomize reads by kustomization; empty
 * unless every source is a kustomization (a directory, Helm or plugin source reads whole folders), every
 * kustomization parses, and the app reads nothing through a link (paths through them are not worked out here).
 */
export function unnamedByKustomize(files: readonly string[], sources: unknown[], tree: InputTree): Set<string> {
  const none = new Set<string>()
  if (readsThroughLink(files, tree)) return none
  for (const s of sources) {
    if (!isRecord(s) || typeof s.path !== 'string' || s.chart !== undefined) return none
    if (s.directory !== undefined || s.helm !== undefined || s.plugin !== undefined) return none
    const root = folderOf(s.path)
    if (!KUSTOMIZATION_FILES.some((k) => tree.tree.has(root ? `${root}/${k}` : k))) return none
    // R1.3.3: a `*Chart.yaml` next to it may make the source Helm (the later name wins); R1.2.1: an override file that
    // sets helm, directory or plugin settings makes it that type. Either way, not taken for a kustomization here.
    const own = filesIn(tree, root)
    if (own.some((p) => p.endsWith('Chart.yaml') || (ARGOCD_SOURCE.test(p) && OTHER_TYPE.test(tree.readText(p) ?? 'helm:')))) return none
  }
  const kustomizationDirs: string[] = []
  const named = new Set<string>()
  const namedDirs: string[] = []
  for (const f of files) {
    if (!isKustomizationFile(f)) continue
    const k = tree.kustomizations.get(f)
    if (k === undefined) return none
    const dir = folder(f)
    kustomizationDirs.push(dir)
    named.add(f)
    // Every entry, remote-looking ones too: kustomize reads a local file of that name first (a URL names no file here).
    for (const ref of kustomizeRefs(k)) {
      const p = posix.normalize(posix.join(dir, ref)).replace(/\/$/, '')
      named.add(p)
      namedDirs.push(p)
    }
  }
  const out = new Set<string>()
  for (const f of files) {
    if (named.has(f) || ARGOCD_SOURCE.test(f)) continue
    // The deepest kustomization folder holding f decides, unless a folder named below it is read whole (a chart home).
    const owner = kustomizationDirs.filter((d) => under(f, d)).sort((a, b) => b.length - a.length)[0]
    if (owner === undefined) continue // not in a kustomization's folder (a value file elsewhere): read
    if (namedDirs.some((d) => d.length > owner.length && under(f, d))) continue
    out.add(f)
  }
  return out
}
