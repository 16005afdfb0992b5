// What a kustomization file refers to (pure): used to fingerprint render inputs and to tell patch fragments from
// manifests during discovery.
import { isRecord } from '../lib/record.js'
import { goFields, goStruct, type GoType } from '../lib/go/json-fields.js'
import { parseKustomization } from '../lib/yaml/yaml.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

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

/** A kustomization file's text as kustomize reads it: sigs.k8s.io/yaml (lib/yaml/yaml.ts), then its keys (asKustomization). */
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

/** One reference of a kustomization: the field, the value, and whether kustomize may load it as a kustomization. */
export interface KustomizationRef {
  /** The field, e.g. `resources`, `helmCharts[0].valuesFile`. */
  field: string
  value: string
  /** resources/bases/components entries: may be a git URL, or a directory holding a kustomization. */
  base?: boolean
  /** generators/transformers/validators entries: a file of plugin configs (or an inline one), or a kustomization directory. */
  plugin?: boolean
}

/** A path field of a kustomization holding something other than text: kustomize's strict decoding refuses the file. */
export class NotText extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}
const described = (x: unknown): string => (x === null ? 'null' : Array.isArray(x) ? 'a list' : typeof x === 'object' ? 'a map' : `${typeof x} ${String(x)}`)
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [])

/**
 * Every reference of a kustomization that names a file, directory or URL: the one list for the render's bounds
 * (render/kustomize/bounds.ts, `strict`: a path field that is not text throws NotText) and the input fingerprint
 * (kustomizeRefs). Two lists drifted apart once: helmChartInflationGenerator's `values` file was bounded but not
 * hashed, so a PR changing only that file read as "unchanged".
 */
export function kustomizationRefs(k: Record<string, unknown>, strict = true): KustomizationRef[] {
  const texts = (v: unknown, field: string): string[] => {
    if (!strict || v === undefined || v === null || typeof v === 'string') return strs(v)
    if (!Array.isArray(v)) throw new NotText(`${field} is ${described(v)}`)
    const bad = v.find((x) => typeof x !== 'string')
    if (bad !== undefined) throw new NotText(`${field} has an entry that is ${described(bad)}`)
    return v as string[]
  }
  const out: KustomizationRef[] = []
  for (const key of ['resources', 'bases', 'components']) for (const v of texts(k[key], key)) out.push({ field: key, value: v, base: true })
  for (const key of ['generators', 'transformers', 'validators']) for (const v of texts(k[key], key)) out.push({ field: key, value: v, plugin: true })
  for (const key of ['crds', 'configurations', 'patchesStrategicMerge']) {
    for (const v of texts(k[key], key)) if (!v.includes('\n')) out.push({ field: key, value: v }) // inline patches are not files
  }
  for (const key of ['patches', 'patchesJson6902', 'replacements']) {
    for (const p of Array.isArray(k[key]) ? k[key] : [])
      if (isRecord(p)) for (const v of texts(p.path, `${key}.path`)) out.push({ field: `${key}.path`, value: v })
  }
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    for (const g of Array.isArray(k[key]) ? k[key] : []) {
      if (!isRecord(g)) continue
      for (const f of texts(g.files, `${key}.files`)) out.push({ field: `${key}.files`, value: fileOf('files', f) })
      for (const f of [...texts(g.envs, `${key}.envs`), ...texts(g.env, `${key}.env`)]) out.push({ field: `${key}.envs`, value: f })
    }
  }
  if (isRecord(k.openapi)) for (const v of texts(k.openapi.path, 'openapi.path')) out.push({ field: 'openapi.path', value: v })
  if (isRecord(k.helmGlobals)) {
    for (const key of ['chartHome', 'configHome'])
      for (const v of texts(k.helmGlobals[key], `helmGlobals.${key}`)) out.push({ field: `helmGlobals.${key}`, value: v })
  }
  for (const [i, c] of (Array.isArray(k.helmCharts) ? k.helmCharts : []).entries()) {
    if (!isRecord(c)) continue
    // kustomize renders the chart at <chartHome>[/<name>-<version>]/<name>: a name may climb out of the chart home.
    if (typeof c.name === 'string' && c.name !== '') {
      const pinned = (typeof c.version === 'number' || (typeof c.version === 'string' && c.version !== '')) && typeof c.repo === 'string' && c.repo !== ''
      out.push({ field: `helmCharts[${i}].name`, value: [chartHome(k), ...(pinned ? [`${c.name}-${String(c.version)}`] : []), c.name].join('/') })
    }
    for (const key of ['valuesFile', 'additionalValuesFiles'])
      for (const v of texts(c[key], `helmCharts[${i}].${key}`)) out.push({ field: `helmCharts[${i}].${key}`, value: v })
  }
  // The deprecated helmChartInflationGenerator (converted to helmCharts by kustomize).
  for (const [i, c] of (Array.isArray(k.helmChartInflationGenerator) ? k.helmChartInflationGenerator : []).entries()) {
    if (!isRecord(c)) continue
    for (const key of ['chartHome', 'helmHome', 'values'])
      for (const v of texts(c[key], `helmChartInflationGenerator[${i}].${key}`)) out.push({ field: `helmChartInflationGenerator[${i}].${key}`, value: v })
  }
  return out.filter((r) => r.value.trim() !== '')
}

/** The folder kustomize inflates helmCharts from: helmGlobals.chartHome, `charts` by default. */
const chartHome = (k: Record<string, unknown>): string =>
  isRecord(k.helmGlobals) && typeof k.helmGlobals.chartHome === 'string' && k.helmGlobals.chartHome !== '' ? k.helmGlobals.chartHome : 'charts'

/** configMapGenerator/secretGenerator (and builtin config) `files` entries may be `key=path`. */
const fileOf = (key: string, v: string) => (key === 'files' && v.includes('=') ? v.slice(v.indexOf('=') + 1) : v)

/**
 * Local paths a kustomization refers to (kustomizationRefs, leniently: a field that is not text names nothing), for
 * the input fingerprint; with the chart home whole when charts inflate from it (every file of a chart is an input).
 */
export function kustomizeRefs(k: unknown): string[] {
  if (!isRecord(k)) return []
  const out = kustomizationRefs(k, false).map((r) => r.value)
  const inflates = (key: string) => Array.isArray(k[key]) && k[key].length > 0
  if (inflates('helmCharts') || inflates('helmChartInflationGenerator')) out.push(chartHome(k))
  return out
}

/** The references a generator/transformer config document names (asPluginConfig first), `repo` included. */
export function configRefs(doc: Record<string, unknown>, field: string): KustomizationRef[] {
  const out: KustomizationRef[] = []
  for (const key of PLUGIN_FILE_KEYS) for (const v of strs(doc[key])) out.push({ field: `${field}.${key}`, value: fileOf(key, v) })
  for (const r of Array.isArray(doc.replacements) ? doc.replacements : []) {
    if (isRecord(r) && typeof r.path === 'string') out.push({ field: `${field}.replacements.path`, value: r.path })
  }
  if (typeof doc.repo === 'string') out.push({ field: `${field}.repo`, value: doc.repo })
  return out
}

/**
 * The local files a generator/transformer config document names (asPluginConfig first), resolved by kustomize from the
 * kustomization that lists the config; `key=path` entries of `files` give their path.
 */
export function pluginConfigPaths(doc: unknown): string[] {
  if (!isRecord(doc)) return []
  return configRefs(doc, '')
    .filter((r) => !r.field.endsWith('.repo') && r.value !== '')
    .map((r) => r.value)
}
