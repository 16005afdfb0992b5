// The repository's own Argo CD, adopted: the settings of the Argo CD a repository manages itself (argocd/own-settings.ts,
// read at the BASE revision, trusted as the base config is: it is what runs the sync once merged) become a layer of
// the config between the defaults and `.prune-guard.yaml`, so the config file and flags still override them, and
// `adoptArgocdSettings: false` turns the layer off. Pure: settings in, a raw config layer and notes out.
// - A setting is adopted only when every place that sets it agrees: a repository holding two Argo CDs with different
//   settings (prod and staging values) is ambiguous, and the note names both places and the setting to choose with.
// - Build options the guard refuses (they run pull-request code) are left out, and the note says so.
// - A plugin is adopted by the name apps call it; two different declarations of one name adopt neither; one the
//   guard cannot read (no generate command) is named and left out. Plugins run contained (docs/security.md).
// - The head revision's settings are never trusted, but what a pull request changes in them is told (headChanges):
//   kustomize build options are the one setting the head side renders with (pipeline/analyze.ts), as Argo CD will
//   once the change is synced; the guard still refuses the same options.
import type { OwnArgocdSettings, OwnPlugin, OwnSetting } from '../argocd/own-settings.js'
import type { DiscoveryProblem } from '../argocd/discover.js'
import { TRACKING_METHODS } from '../argocd/tracking-stamp.js'
import { acceptedBuildOptions, buildOptionTokens } from '../render/kustomize/build-options.js'
import { parsePlugins } from '../render/plugin/config.js'
import { argocdRelease, DEFAULT_ARGOCD_VERSION, knownArgocdVersions } from '../argocd/tool-versions.js'

export interface Adoption {
  /** A config layer for mergeConfig: only the settings adopted. */
  raw: Record<string, unknown>
  /**
   * One note per setting adopted, ambiguous or left out, with the config key it is about: `note: true` problems the
   * report lists with their place (a note on a key the config file sets is dropped: pipeline/run-config.ts).
   */
  notes: AdoptionNote[]
  /** Where each adopted plugin is declared, by the name apps call it. */
  places: Array<{ name: string; file: string; line: number }>
}

export interface AdoptionNote extends DiscoveryProblem {
  key: 'kustomizeBuildOptions' | 'applicationNamespaces' | 'trackingMethod' | 'plugins' | 'argocdVersion'
}

const CONFIG = '.prune-guard.yaml'
const at = (s: { file: string; line: number }): string => `${s.file}:${s.line}`

/** The one value every place agrees on; undefined (with a note) when they differ, or when none sets it. */
function agreed(key: string, configKey: AdoptionNote['key'], found: OwnSetting[], notes: AdoptionNote[]): OwnSetting | undefined {
  const set = found.filter((s) => s.value !== '')
  if (set.length === 0) return undefined
  const values = [...new Set(set.map((s) => s.value))]
  if (values.length === 1) return set[0]
  const places = set.map((s) => `${at(s)} (${JSON.stringify(s.value)})`).join(', ')
  notes.push({
    ...place(set[0]!),
    key: configKey,
    message: `This repository sets Argo CD's ${key} differently in several places: ${places}; the guard adopts none of them. Set ${configKey} in ${CONFIG} to the one your Argo CD runs with.`,
    note: true
  })
  return undefined
}

const place = (s: { file: string; line: number }): { file: string; line: number } => ({ file: s.file, line: s.line })

function adopted(s: { file: string; line: number }, key: string, shown: string, configKey: AdoptionNote['key']): AdoptionNote {
  return {
    ...place(s),
    key: configKey,
    message: `Adopted from the Argo CD this repository manages (base revision): ${key} ${shown}. To use another value, set ${configKey} in ${CONFIG}; adoptArgocdSettings: false turns adoption off.`,
    note: true
  }
}

function buildOptions(own: OwnArgocdSettings, raw: Record<string, unknown>, notes: AdoptionNote[]): void {
  const s = agreed('kustomize.buildOptions', 'kustomizeBuildOptions', own.buildOptions, notes)
  if (!s) return
  const kept = acceptedBuildOptions(s.value)
  const dropped = buildOptionTokens([s.value]).filter((t) => !buildOptionTokens([kept]).includes(t))
  if (kept !== '') raw.kustomizeBuildOptions = [kept]
  const left = dropped.length ? ` (without ${dropped.join(' ')}, which the guard refuses: it runs code the pull request names)` : ''
  notes.push(adopted(s, 'kustomize.buildOptions', `${JSON.stringify(kept)}${left}`, 'kustomizeBuildOptions'))
}

function applicationNamespaces(own: OwnArgocdSettings, raw: Record<string, unknown>, notes: AdoptionNote[]): void {
  const s = agreed('application.namespaces', 'applicationNamespaces', own.applicationNamespaces, notes)
  if (!s) return
  raw.applicationNamespaces = s.value
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '')
  notes.push(adopted(s, 'application.namespaces', JSON.stringify(s.value), 'applicationNamespaces'))
}

function trackingMethod(own: OwnArgocdSettings, raw: Record<string, unknown>, notes: AdoptionNote[]): void {
  const s = agreed('application.resourceTrackingMethod', 'trackingMethod', own.trackingMethod, notes)
  if (!s || !(TRACKING_METHODS as readonly string[]).includes(s.value)) return
  raw.trackingMethod = s.value
  notes.push(adopted(s, 'application.resourceTrackingMethod', s.value, 'trackingMethod'))
}

const specText = (p: OwnPlugin): string => JSON.stringify(p.manifest.spec)

function plugins(own: OwnArgocdSettings, raw: Record<string, unknown>, notes: AdoptionNote[], places: Adoption['places']): void {
  const byName = new Map<string, OwnPlugin[]>()
  for (const p of own.plugins) byName.set(p.name, [...(byName.get(p.name) ?? []), p])
  const kept: OwnPlugin[] = []
  for (const [name, list] of byName) {
    if (new Set(list.map(specText)).size > 1) {
      const places = list.map(at).join(', ')
      notes.push({
        ...place(list[0]!),
        key: 'plugins',
        message: `This repository declares plugin ${name} differently in ${places}; the guard adopts neither. Declare the one your Argo CD runs under plugins: in ${CONFIG}.`,
        note: true
      })
      continue
    }
    try {
      parsePlugins([list[0]!.manifest], (key, got, expected) => {
        throw new Error(`${key.replace(/^plugins\[0\]\./, '')} is ${JSON.stringify(got)}; expected ${expected}`)
      })
      kept.push(list[0]!)
    } catch (e) {
      notes.push({ ...place(list[0]!), key: 'plugins', message: `Plugin ${name} declared here is not adopted: ${(e as Error).message}.`, note: true })
    }
  }
  if (kept.length === 0) return
  raw.plugins = kept.map((p) => p.manifest)
  for (const p of kept) places.push({ name: p.name, file: p.file, line: p.line })
  for (const p of kept) notes.push(adopted(p, 'config management plugin', `${p.name} (run contained, as plugins declared in ${CONFIG} are)`, 'plugins'))
}

/** The Argo CD version the repository deploys, when every place agrees and the guard models it (its tools then render). */
function argocdVersion(own: OwnArgocdSettings, raw: Record<string, unknown>, notes: AdoptionNote[]): void {
  if (own.deployed.length === 0) return
  const found = own.deployed.map((d) => ({ file: d.file, line: d.line, value: d.version }))
  const s = agreed('the Argo CD version', 'argocdVersion', found, notes)
  if (!s) return
  const release = argocdRelease(s.value)
  const from = own.deployed.find((d) => d.file === s.file && d.line === s.line)!.from
  if (!release) {
    notes.push({
      ...place(s),
      key: 'argocdVersion',
      message: `This repository deploys Argo CD ${s.value} (${from}), which the guard does not model (${knownArgocdVersions()}): it renders as Argo CD v${DEFAULT_ARGOCD_VERSION} would. Set argocdVersion in ${CONFIG} to choose.`,
      note: true
    })
    return
  }
  raw.argocdVersion = s.value
  notes.push(
    adopted(s, 'version', `${s.value} (${from}): rendered with its Helm ${release.helm.version} and Kustomize ${release.kustomize.version}`, 'argocdVersion')
  )
}

/** The config layer the repository's own Argo CD settings make, with a note per setting. */
export function adoptSettings(own: OwnArgocdSettings): Adoption {
  const raw: Record<string, unknown> = {}
  const notes: AdoptionNote[] = []
  const places: Adoption['places'] = []
  buildOptions(own, raw, notes)
  applicationNamespaces(own, raw, notes)
  trackingMethod(own, raw, notes)
  plugins(own, raw, notes, places)
  argocdVersion(own, raw, notes)
  return { raw, notes, places }
}

/** What a pull request changes in the settings adopted at base: a note per setting, at its head place. */
export function headChanges(base: Adoption, head: Adoption, headOwn: OwnArgocdSettings): DiscoveryProblem[] {
  const out: DiscoveryProblem[] = []
  const first = (list: Array<{ file: string; line: number }>): { file: string; line: number } => (list[0] ? place(list[0]) : { file: CONFIG, line: 1 })
  const same = (k: string): boolean => JSON.stringify(base.raw[k]) === JSON.stringify(head.raw[k])
  const shown = (v: unknown): string => (v === undefined ? 'unset' : JSON.stringify(v))
  if (!same('kustomizeBuildOptions'))
    out.push({
      ...first(headOwn.buildOptions),
      message: `This pull request changes Argo CD's kustomize.buildOptions from ${shown(base.raw.kustomizeBuildOptions)} to ${shown(head.raw.kustomizeBuildOptions)}: the head revision is rendered with the new options, as Argo CD will once the change is synced.`,
      note: true
    })
  if (!same('argocdVersion') && head.raw.argocdVersion !== undefined) {
    const [from, to] = [argocdRelease(String(base.raw.argocdVersion ?? DEFAULT_ARGOCD_VERSION)), argocdRelease(String(head.raw.argocdVersion))]
    const tools = from && to && from.helm.version !== to.helm.version ? ` (Helm ${from.helm.version} → ${to.helm.version})` : ''
    out.push({
      ...first(headOwn.deployed),
      message: `This pull request changes the Argo CD this repository deploys from ${String(base.raw.argocdVersion ?? `v${DEFAULT_ARGOCD_VERSION}`)} to ${String(head.raw.argocdVersion)}${tools}: the head revision is rendered with the new version's tools, so apps may render differently because of the upgrade alone.`,
      note: true
    })
  }
  for (const [k, key, list] of [
    ['applicationNamespaces', 'application.namespaces', headOwn.applicationNamespaces],
    ['trackingMethod', 'application.resourceTrackingMethod', headOwn.trackingMethod],
    ['plugins', 'config management plugins', headOwn.plugins]
  ] as const)
    if (!same(k))
      out.push({
        ...first(list),
        message: `This pull request changes Argo CD's ${key}; the guard analyses both revisions with the base revision's setting (a pull request's settings take effect only once merged and synced).`,
        note: true
      })
  return out
}
