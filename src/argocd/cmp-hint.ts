// Where a repository that manages its own Argo CD declares a config management plugin (R1.8.1), for the message of an
// app whose plugin the guard does not run: adoption is off or ambiguous (config/adopt.ts), or the plugin is declared
// only at head. The declarations are read as own-settings.ts reads them (the argo-cd chart's `configs.cmp.plugins` at
// any depth, a ConfigManagementPlugin manifest named `<name>-<version>` when versioned, an argocd-cmp-cm ConfigMap);
// the message names the file and line, read at the base revision, and the generate command. Pure: files in, a place out.
import { isRecord } from '../lib/record.js'
import { pluginsIn } from './own-settings.js'
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

/** Files larger than this are not read for a hint (a rendered install manifest, not a place one declares a plugin). */
const MAX_TEXT = 1024 * 1024

const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [])
const generateOf = (spec: unknown): string[] =>
  isRecord(spec) && isRecord(spec.generate) ? [...strings(spec.generate.command), ...strings(spec.generate.args)] : []

/** The first declaration of the plugin apps call `name` (files in path order), or undefined (read by own-settings.ts). */
export function cmpDeclaration(files: Iterable<{ path: string; text: string }>, name: string): CmpDeclaration | undefined {
  // A versioned plugin's manifest writes its name and version apart (`envsubst`, `v1.0`): any ConfigManagementPlugin is read.
  const named = (t: string): boolean => t.includes(name) || t.includes('ConfigManagementPlugin')
  const candidates = [...files].filter((f) => f.text.length <= MAX_TEXT && named(f.text)).sort((a, b) => byCodeUnit(a.path, b.path))
  for (const f of candidates) {
    const p = pluginsIn(f.path, f.text).find((x) => x.name === name)
    if (p) return { file: p.file, line: p.line, form: p.form, generate: generateOf(p.manifest.spec) }
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
