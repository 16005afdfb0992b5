// Where a repository that manages its own Argo CD sets argocd-cm `kustomize.buildOptions` (R1.6.4): in an argocd-cm
// ConfigMap (`data:`), or in the argo-cd chart's values (`configs.cm:`), both written `kustomize.buildOptions: …`.
// Used only for hints when a kustomization needs options the guard was not told (it inflates Helm charts, or loads a
// file outside its directory): the guard never applies settings it finds in the repository (they may configure
// another Argo CD, and a pull request could write them); it names the line, read at the base revision, so that the
// user can copy it into the config. Pure: files in, settings out. A line scan, not a YAML reading: the setting is a
// single line in every form the chart and argocd-cm take, and a file that is not YAML (a values template) can still
// name it.

import { byCodeUnit } from '../lib/order.js'

export interface BuildOptionsSetting {
  file: string
  /** 1-based. */
  line: number
  /** The value as written, without its quotes. */
  value: string
}

const KEY = 'kustomize.buildOptions'

function unquoted(raw: string): string {
  const v = raw.replace(/,$/, '').trim()
  const q = v[0]
  if ((q === '"' || q === "'") && v.endsWith(q) && v.length >= 2) return v.slice(1, -1)
  const comment = v.search(/\s#/)
  return (comment >= 0 ? v.slice(0, comment) : v).trim()
}

const escaped = (key: string): string => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every line that sets `key` (an argocd-cm / argocd-cmd-params-cm data key such as `kustomize.buildOptions`) as
 * `key: value`, quoted key or value, JSON's `"key": "…",` too; not `kustomize.buildOptions.v5.7.1` (the options of one
 * kustomize version, which Argo CD uses only for that version). Files in path order, then line order; values longer
 * than 300 characters are left out.
 */
export function settingLines(files: Iterable<{ path: string; text: string }>, key: string): BuildOptionsSetting[] {
  const line = new RegExp(`^\\s*(["']?)${escaped(key)}\\1\\s*:\\s*(.*?)\\s*$`)
  const out: BuildOptionsSetting[] = []
  const sorted = [...files].filter((f) => f.text.includes(key)).sort((a, b) => byCodeUnit(a.path, b.path))
  for (const f of sorted) {
    const lines = f.text.split('\n')
    for (let i = 0; i < lines.length; i++) {
      const m = line.exec(lines[i]!)
      if (!m) continue
      const value = unquoted(m[2]!)
      if (value.length <= 300) out.push({ file: f.path, line: i + 1, value })
    }
  }
  return out
}

/** Every `kustomize.buildOptions` setting (settingLines). */
export const buildOptionsSettings = (files: Iterable<{ path: string; text: string }>): BuildOptionsSetting[] => settingLines(files, KEY)

/** Whether a setting's options include `--enable-helm` (as one option, not a longer flag). */
export const enablesHelm = (s: BuildOptionsSetting): boolean => s.value.split(/\s+/).includes('--enable-helm')

/** The first setting whose options include `--enable-helm`, or undefined. */
export function enableHelmSetting(files: Iterable<{ path: string; text: string }>): BuildOptionsSetting | undefined {
  return buildOptionsSettings(files).find(enablesHelm)
}

/** A revision's text files, as the hint readers take them (the base snapshot). */
export interface RevisionTexts {
  textPaths(): string[]
  text(path: string): string | undefined
}

/** The revision's files whose path matches `pattern`, with their text. */
export const revisionFiles = (revision: RevisionTexts, pattern: RegExp): Array<{ path: string; text: string }> =>
  revision.textPaths().flatMap((path) => (pattern.test(path) ? [{ path, text: revision.text(path) ?? '' }] : []))

/** buildOptionsSettings over a revision's YAML and JSON files, read once on the first call (then remembered). */
export function buildOptionsSettingsOnce(revision: RevisionTexts): () => BuildOptionsSetting[] {
  let found: BuildOptionsSetting[] | undefined
  return () => (found ??= buildOptionsSettings(revisionFiles(revision, /\.(ya?ml|json)$/)))
}
