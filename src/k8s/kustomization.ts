// What a kustomization file refers to (pure): used to fingerprint render inputs and to tell patch fragments from
// manifests during discovery.
import { goFields, goStruct, type GoType } from '../lib/go/json-fields.js'
import { isRecord } from './resource.js'
import { parseKustomization } from '../lib/yaml.js'

/** The names kustomize looks for in a folder, in its order (R1.3.3: the names kustomize.IsKustomization accepts). */
export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']

/** Whether a repository path is a kustomization file (its base name is one of KUSTOMIZATION_FILES). */
export const isKustomizationFile = (path: string): boolean => KUSTOMIZATION_FILES.includes(path.slice(path.lastIndexOf('/') + 1))

const struct = goStruct
const patch: GoType = {
  fields: {
    ...struct('path', 'patch', 'options'),
    target: { fields: struct('group', 'version', 'kind', 'name', 'namespace', 'labelSelector', 'annotationSelector') }
  }
}
const generator: GoType = { fields: struct('namespace', 'name', 'behavior', 'literals', 'files', 'envs', 'env', 'options', 'type') }
/** Fields of builtin generator/transformer configs that name files (top level, and replacements[].path). */
export const PLUGIN_FILE_KEYS = ['path', 'paths', 'files', 'envs', 'env', 'valuesFile', 'additionalValuesFiles', 'chartHome', 'configHome']
/** A builtin generator or transformer config (its fields that name files or locations; kustomize's plugin Config). */
const PLUGIN_CONFIG: GoType = { fields: { ...struct(...PLUGIN_FILE_KEYS, 'repo'), replacements: { list: { fields: struct('path') } } } }

/**
 * kustomize 5.7's Kustomization, as its Unmarshal decodes a kustomization file (encoding/json after sigs.k8s.io/yaml:
 * a key names a field case-insensitively, lib/go/json-fields.ts): `RESOURCES: [../base]` is a resources entry.
 */
const KUSTOMIZATION: GoType = {
  fields: {
    ...struct('apiVersion', 'kind', 'metadata', 'openapi', 'namePrefix', 'nameSuffix', 'namespace', 'commonLabels', 'labels', 'commonAnnotations'),
    ...struct('patchesStrategicMerge', 'images', 'imageTags', 'replicas', 'vars', 'sortOptions', 'resources', 'components', 'crds', 'bases'),
    ...struct('generatorOptions', 'configurations', 'generators', 'transformers', 'validators', 'inventory', 'buildMetadata'),
    patches: { list: patch },
    patchesJson6902: { list: patch },
    replacements: { list: { fields: struct('path', 'source', 'targets') } },
    configMapGenerator: { list: generator },
    secretGenerator: { list: generator },
    helmGlobals: { fields: struct('chartHome', 'configHome') },
    helmCharts: {
      list: {
        fields: struct(
          ...['name', 'version', 'repo', 'releaseName', 'namespace', 'additionalValuesFiles', 'valuesFile', 'valuesInline', 'valuesMerge'],
          ...['includeCRDs', 'skipHooks', 'apiVersions', 'kubeVersion', 'nameTemplate', 'skipTests', 'debug']
        )
      }
    },
    helmChartInflationGenerator: {
      list: {
        fields: struct(
          ...['chartName', 'chartVersion', 'chartRepoUrl', 'chartHome', 'chartRepoName', 'helmBin', 'helmHome', 'values', 'valuesLocal'],
          ...['valuesMerge', 'releaseName', 'releaseNamespace', 'extraArgs']
        )
      }
    }
  }
}

/** A parsed kustomization file with its keys as kustomize decodes them (every reader of kustomization fields uses this). */
export const asKustomization = (parsed: unknown): unknown => goFields(parsed, KUSTOMIZATION)

/** A kustomization file's text as kustomize reads it: sigs.k8s.io/yaml (lib/yaml.ts), then its keys (asKustomization). */
export const kustomizationFromText = (text: string): unknown => asKustomization(parseKustomization(text))

/** A parsed generator/transformer config document, its file fields as kustomize's builtin plugins decode them. */
export const asPluginConfig = (parsed: unknown): unknown => goFields(parsed, PLUGIN_CONFIG)

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

/**
 * The local files a generator/transformer config document names (asPluginConfig first), resolved by kustomize from the
 * kustomization that lists the config; `key=path` entries of `files` give their path.
 */
export function pluginConfigPaths(doc: unknown): string[] {
  if (!isRecord(doc)) return []
  const out: string[] = []
  for (const key of PLUGIN_FILE_KEYS) {
    const v = doc[key]
    for (const s of typeof v === 'string' ? [v] : Array.isArray(v) ? v : []) {
      if (typeof s === 'string' && s !== '') out.push(key === 'files' && s.includes('=') ? s.slice(s.indexOf('=') + 1) : s)
    }
  }
  for (const r of Array.isArray(doc.replacements) ? doc.replacements : []) if (isRecord(r) && typeof r.path === 'string' && r.path !== '') out.push(r.path)
  return out
}
