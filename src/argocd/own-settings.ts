// The settings of the Argo CD a repository manages itself, as committed in it: argocd-cm / argocd-cmd-params-cm keys
// (in the ConfigMaps' `data:`, or in the argo-cd chart's values `configs.cm:` / `configs.params:`, both written
// `key: value` on one line) and config management plugins (argocd/cmp-hint.ts's three forms). Pure: a revision's files
// in, what they set out, each with its file and line. Which of these the guard adopts, and when, is config/adopt.ts.
import { isRecord } from '../lib/record.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { byCodeUnit } from '../lib/order.js'
import { revisionFiles, settingLines, type BuildOptionsSetting, type RevisionTexts } from './build-options-hint.js'
import { detectArgocdVersion, type DeployedArgocd } from './deployed-version.js'

/** One line that sets a key: where, and the value as written without its quotes. */
export type OwnSetting = BuildOptionsSetting

/** A ConfigManagementPlugin the repository declares, as a manifest (`metadata.name`, `spec`). */
export interface OwnPlugin {
  file: string
  line: number
  /** The socket name apps use: `<name>-<version>`, or the name alone. */
  name: string
  /** Where in the file, in the words of the format (`a ConfigManagementPlugin`, `the argo-cd chart values configs.cmp.plugins`). */
  form: string
  manifest: { kind: 'ConfigManagementPlugin'; metadata: { name: string }; spec: Record<string, unknown> }
}

export interface OwnArgocdSettings {
  /** argocd-cm `kustomize.buildOptions` (R1.6.4). */
  buildOptions: OwnSetting[]
  /** argocd-cmd-params-cm `application.namespaces` (R2.2.7). */
  applicationNamespaces: OwnSetting[]
  /** argocd-cm `application.resourceTrackingMethod` (R2.2.2). */
  trackingMethod: OwnSetting[]
  plugins: OwnPlugin[]
  /** The Argo CD version the repository deploys (argocd/deployed-version.ts), every place it is read. */
  deployed: DeployedArgocd[]
}

/** Files larger than this are not read for settings (a rendered install manifest, not where one sets them). */
const MAX_TEXT = 1024 * 1024
const MAX_DEPTH = 8

/** A value holding a template (`{{ .Values.x }}`, `${VAR}`) is not a setting the guard can read. */
const templated = (s: OwnSetting): boolean => /\{\{|\$\{/.test(s.value)

const socket = (name: string, spec: Record<string, unknown>): string => (typeof spec.version === 'string' && spec.version ? `${name}-${spec.version}` : name)

function lineOf(lines: string[], from: number, text: string): number {
  for (let i = Math.max(0, from - 1); i < lines.length; i++) if (lines[i]!.includes(text)) return i + 1
  return from
}

/** The argo-cd chart's `cmp.plugins` maps at any depth (an umbrella chart or a helmCharts values file nests them). */
function chartPlugins(value: unknown, depth = 0): Array<[string, Record<string, unknown>]> {
  if (!isRecord(value) || depth > MAX_DEPTH) return []
  const plugins = isRecord(value.cmp) ? value.cmp.plugins : undefined
  const own = isRecord(plugins) ? Object.entries(plugins).filter((e): e is [string, Record<string, unknown>] => isRecord(e[1])) : []
  return [...own, ...Object.values(value).flatMap((v) => chartPlugins(v, depth + 1))]
}

function asPlugin(v: unknown): { name: string; spec: Record<string, unknown> } | undefined {
  if (!isRecord(v) || v.kind !== 'ConfigManagementPlugin' || !isRecord(v.metadata) || !isRecord(v.spec)) return undefined
  return typeof v.metadata.name === 'string' && v.metadata.name ? { name: v.metadata.name, spec: v.spec } : undefined
}

/** The ConfigManagementPlugins one file declares, in its three forms (argocd-cmp-cm data, a manifest, the chart's values). */
export function pluginsIn(path: string, text: string): OwnPlugin[] {
  const lines = text.split('\n')
  const out: OwnPlugin[] = []
  const add = (name: string, spec: Record<string, unknown>, line: number, form: string): void => {
    out.push({ file: path, line, name: socket(name, spec), form, manifest: { kind: 'ConfigManagementPlugin', metadata: { name }, spec } })
  }
  for (const doc of parseYamlStream(text).docs) {
    const v = doc.value
    const direct = asPlugin(v)
    if (direct) add(direct.name, direct.spec, lineOf(lines, doc.line, 'ConfigManagementPlugin'), 'a ConfigManagementPlugin')
    // argocd-cmp-cm: a ConfigMap whose data values are plugin.yaml files.
    if (isRecord(v) && v.kind === 'ConfigMap' && isRecord(v.data)) {
      for (const [key, data] of Object.entries(v.data)) {
        if (typeof data !== 'string' || !data.includes('ConfigManagementPlugin')) continue
        for (const d of parseYamlStream(data).docs) {
          const p = asPlugin(d.value)
          if (p) add(p.name, p.spec, lineOf(lines, doc.line, `${key}:`), `a ConfigManagementPlugin in ConfigMap data ${key}`)
        }
      }
    }
    for (const [name, spec] of chartPlugins(v))
      add(name, spec, lineOf(lines, lineOf(lines, doc.line, 'plugins:'), `${name}:`), 'the argo-cd chart values configs.cmp.plugins')
  }
  return out
}

/** What the revision's files set; templated values are left out. */
export function ownArgocdSettings(revision: RevisionTexts): OwnArgocdSettings {
  const files = revisionFiles(revision, /\.(ya?ml|json)$/).filter((f) => f.text.length <= MAX_TEXT)
  const lines = (key: string): OwnSetting[] => settingLines(files, key).filter((s) => !templated(s))
  const yaml = files.filter((f) => /\.ya?ml$/.test(f.path) && (f.text.includes('ConfigManagementPlugin') || /\bcmp:/.test(f.text)))
  return {
    buildOptions: lines('kustomize.buildOptions'),
    applicationNamespaces: lines('application.namespaces'),
    trackingMethod: lines('application.resourceTrackingMethod'),
    plugins: yaml.sort((a, b) => byCodeUnit(a.path, b.path)).flatMap((f) => pluginsIn(f.path, f.text)),
    // Only files that name Argo CD's chart, manifests or image are read line by line (a repository of thousands of files).
    deployed: detectArgocdVersion(files.filter((f) => f.text.includes('argoproj/argo') || f.text.includes('argo-cd')))
  }
}
