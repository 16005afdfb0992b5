// What a kustomization file refers to (pure): used to fingerprint render inputs and to tell patch fragments from
// manifests during discovery.
import { isRecord } from './resource.js'

/** The names kustomize looks for in a folder, in its order (R1.3.3: the names kustomize.IsKustomization accepts). */
export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']

/** Whether a repository path is a kustomization file (its base name is one of KUSTOMIZATION_FILES). */
export const isKustomizationFile = (path: string): boolean => KUSTOMIZATION_FILES.includes(path.slice(path.lastIndexOf('/') + 1))

/** True when kustomize would take a resources/bases/components entry for a git repository (repospec.go, v5). */
export function isGitReference(entry: string): boolean {
  const s = entry
    .trim()
    .toLowerCase()
    .replace(/^git::/, '')
  return (
    entry.includes('_git/') ||
    /^[a-z][a-z0-9+.-]*:\/\//.test(s) ||
    s.startsWith('git@') ||
    /^[\w.-]+@[\w.-]+:/.test(s) ||
    /^github\.com[/:]/.test(s) ||
    /[?&](ref|version|timeout|submodules)=/.test(s)
  )
}

/**
 * A reference kustomize may fetch: a git reference or a URL (an http(s) file). The one answer for the render's network
 * bounds (render/kustomize/bounds.ts) and the input fingerprint (render/inputs.ts). Kustomize reads an entry as a local
 * file first when one exists, so a fingerprint hashes such a path's local content as well.
 */
export const isRemoteReference = (entry: string): boolean => isGitReference(entry) || /^https?:\/\//i.test(entry.trim())

/** Patch files of a kustomization (`patches[].path`, `patchesJson6902[].path`, file entries of patchesStrategicMerge). */
export function kustomizePatchRefs(k: unknown): string[] {
  if (!isRecord(k)) return []
  const out: string[] = []
  for (const key of ['patches', 'patchesJson6902']) {
    for (const p of Array.isArray(k[key]) ? k[key] : []) if (isRecord(p) && typeof p.path === 'string') out.push(p.path)
  }
  // patchesStrategicMerge entries are file paths or inline patches (multi-line strings).
  for (const p of Array.isArray(k.patchesStrategicMerge) ? k.patchesStrategicMerge : []) if (typeof p === 'string' && !p.includes('\n')) out.push(p)
  return out.filter((p) => p !== '')
}

/** Local paths a kustomization refers to (resources, bases, components, patches, generators, ...). */
export function kustomizeRefs(k: unknown): string[] {
  if (!isRecord(k)) return []
  const out: string[] = []
  const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
  for (const key of ['resources', 'bases', 'components', 'crds', 'generators', 'transformers', 'validators', 'configurations']) {
    for (const s of strs(k[key])) out.push(s) // a loop, not push(...): a list may be huge
  }
  for (const s of kustomizePatchRefs(k)) out.push(s)
  for (const p of Array.isArray(k.replacements) ? k.replacements : []) if (isRecord(p) && typeof p.path === 'string') out.push(p.path)
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    for (const g of Array.isArray(k[key]) ? k[key] : []) {
      if (!isRecord(g)) continue
      for (const f of [...strs(g.files), ...strs(g.envs), ...(typeof g.env === 'string' ? [g.env] : [])])
        out.push(f.includes('=') ? f.slice(f.indexOf('=') + 1) : f)
    }
  }
  if (isRecord(k.openapi) && typeof k.openapi.path === 'string') out.push(k.openapi.path)
  if (isRecord(k.helmGlobals) && typeof k.helmGlobals.chartHome === 'string') out.push(k.helmGlobals.chartHome)
  else if (Array.isArray(k.helmCharts) && k.helmCharts.length > 0) out.push('charts')
  return out.filter((p) => p !== '')
}
