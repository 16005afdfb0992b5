// Where a repository that manages its own Argo CD declares a config management plugin (R1.8.1): in the argo-cd chart's
// values (`configs.cmp.plugins.<name>`, found at any depth: an umbrella chart or a kustomize `helmCharts` values file
// nests it), as a ConfigManagementPlugin manifest (`metadata.name`; with `spec.version` apps name it
// `<name>-<version>`), or inside an argocd-cmp-cm style ConfigMap whose data holds such a manifest. Used only for the
// message of an app whose plugin the guard was not told: the guard never runs a plugin a repository declares (a pull
// request could write one, and the file may configure another Argo CD); it names the file and line, read at the base
// revision, and the generate command, so that the user can declare it in the config. Pure: files in, a place out.
import { isRecord } from '../k8s/resource.js'
import { parseYamlStream } from '../lib/yaml.js'
import { byCodeUnit } from '../lib/order.js'
import { revisionFiles, type RevisionTexts } from './build-options-hint.js'

export interface CmpDeclaration {
  file: string
  /** 1-based. */
  line: number
  /** Where in the file, in the words of the format: `configs.cmp.plugins` or `a ConfigManagementPlugin`. */
  form: string
  /** spec.generate (or the chart's generate): command then args, as declared; empty when it has none. */
  generate: string[]
}

const MAX_DEPTH = 8
/** Files larger than this are not read for a hint (a rendered install manifest, not a place one declares a plugin). */
const MAX_TEXT = 1024 * 1024

const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [])
const generateOf = (spec: unknown): string[] =>
  isRecord(spec) && isRecord(spec.generate) ? [...strings(spec.generate.command), ...strings(spec.generate.args)] : []

/** The chart values' plugin `name` under a `cmp.plugins` map at any depth, or undefined. */
function chartPlugin(value: unknown, name: string, depth = 0): Record<string, unknown> | undefined {
  if (!isRecord(value) || depth > MAX_DEPTH) return undefined
  const plugins = isRecord(value.cmp) ? value.cmp.plugins : undefined
  if (isRecord(plugins) && isRecord(plugins[name])) return plugins[name]
  for (const v of Object.values(value)) {
    const found = chartPlugin(v, name, depth + 1)
    if (found) return found
  }
  return undefined
}

/** Whether `value` is a ConfigManagementPlugin that apps call `name`. */
function isPlugin(value: unknown, name: string): value is Record<string, unknown> {
  if (!isRecord(value) || value.kind !== 'ConfigManagementPlugin' || !isRecord(value.metadata)) return false
  const base = value.metadata.name
  const version = isRecord(value.spec) ? value.spec.version : undefined
  return typeof base === 'string' && (typeof version === 'string' && version ? `${base}-${version}` : base) === name
}

/** The first line at or after `from` (1-based) that holds `text`, else `from`. */
function lineOf(lines: string[], from: number, text: string): number {
  for (let i = Math.max(0, from - 1); i < lines.length; i++) if (lines[i]!.includes(text)) return i + 1
  return from
}

function inFile(path: string, text: string, name: string): CmpDeclaration | undefined {
  const lines = text.split('\n')
  for (const doc of parseYamlStream(text).docs) {
    const v = doc.value
    if (isPlugin(v, name))
      return { file: path, line: lineOf(lines, doc.line, 'ConfigManagementPlugin'), form: 'a ConfigManagementPlugin', generate: generateOf(v.spec) }
    // argocd-cmp-cm: a ConfigMap whose data values are plugin.yaml files.
    if (isRecord(v) && v.kind === 'ConfigMap' && isRecord(v.data)) {
      for (const [key, data] of Object.entries(v.data)) {
        if (typeof data !== 'string' || !data.includes('ConfigManagementPlugin')) continue
        const plugin = parseYamlStream(data).docs.find((d) => isPlugin(d.value, name))
        if (plugin)
          return {
            file: path,
            line: lineOf(lines, doc.line, `${key}:`),
            form: `a ConfigManagementPlugin in ConfigMap data ${key}`,
            generate: generateOf((plugin.value as Record<string, unknown>).spec)
          }
      }
    }
    const chart = chartPlugin(v, name)
    if (chart)
      return {
        file: path,
        line: lineOf(lines, lineOf(lines, doc.line, 'plugins:'), `${name}:`),
        form: 'the argo-cd chart values configs.cmp.plugins',
        generate: generateOf(chart)
      }
  }
  return undefined
}

/** The first declaration of the plugin apps call `name` (files in path order), or undefined. */
export function cmpDeclaration(files: Iterable<{ path: string; text: string }>, name: string): CmpDeclaration | undefined {
  // A versioned plugin's manifest writes its name and version apart (`envsubst`, `v1.0`): any ConfigManagementPlugin is read.
  const named = (t: string): boolean => t.includes(name) || t.includes('ConfigManagementPlugin')
  const candidates = [...files].filter((f) => f.text.length <= MAX_TEXT && named(f.text)).sort((a, b) => byCodeUnit(a.path, b.path))
  for (const f of candidates) {
    const found = inFile(f.path, f.text, name)
    if (found) return found
  }
  return undefined
}

/** cmpDeclaration over a revision's YAML files (listed once, on the first call), remembered per name. */
export function cmpDeclarationOnce(revision: RevisionTexts): (name: string) => CmpDeclaration | undefined {
  const found = new Map<string, CmpDeclaration | undefined>()
  let files: Array<{ path: string; text: string }> | undefined
  return (name) => {
    if (!found.has(name)) found.set(name, cmpDeclaration((files ??= revisionFiles(revision, /\.ya?ml$/)), name))
    return found.get(name)
  }
}

/** The sentence a message adds: where the repository declares the plugin and what it runs. */
export function cmpHint(d: CmpDeclaration): string {
  const json = JSON.stringify(d.generate)
  // A command is a line or two; a longer one (an inline script) is cut: the file and line say where the rest is.
  const generate = d.generate.length ? `, generate ${json.length > 200 ? `${json.slice(0, 200)}…` : json}` : ''
  return `this repository declares it in ${d.file}:${d.line} (${d.form}${generate}): copy that declaration if it is the one your Argo CD runs`
}
