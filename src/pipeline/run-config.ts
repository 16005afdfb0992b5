// The run's configuration, in layers: defaults, then the settings of the Argo CD the repository manages itself (read
// at base: config/adopt.ts), then the explicit config file or `.prune-guard.yaml` as committed at base, then flags.
// The head side differs only in kustomize build options the repository's Argo CD settings change at head (and which
// the config does not set): Argo CD renders with them once the change is synced.
import { availableParallelism } from 'node:os'
import type { DiscoveryProblem } from '../argocd/discover.js'
import type { RevisionTexts } from '../argocd/build-options-hint.js'
import { ownArgocdSettings } from '../argocd/own-settings.js'
import { adoptSettings, headChanges, type AdoptionNote } from '../config/adopt.js'
import { CONFIG_FILE, defaultConfig, loadConfigFile, loadConfigText, mergeConfig, type Config } from '../config/config.js'
import { pluginSocketName, type PluginConfig } from '../render/plugin/config.js'

export interface RunConfig {
  config: Config
  /** The config of the head side: `config`, or `config` with the head revision's adopted build options. */
  headConfig: Config
  /** What was adopted, left out or changed by the pull request: notes for the report. */
  notes: DiscoveryProblem[]
}

export interface ConfigSources {
  configFile?: string
  overrides?: Record<string, unknown>
}

/** The explicit config file or `.prune-guard.yaml` as committed at base, then flags, over `under`. */
function userLayers(under: Config, opts: ConfigSources, baseConfigText: string | undefined): Config {
  let config = under
  if (opts.configFile) config = loadConfigFile(config, opts.configFile)
  else if (baseConfigText !== undefined) config = loadConfigText(config, baseConfigText, `${CONFIG_FILE} (base revision)`)
  return mergeConfig(config, opts.overrides ?? {}, 'options')
}

/** The plugins the config declares, then the adopted ones it does not name. */
function withAdoptedPlugins(config: PluginConfig[], adopted: PluginConfig[]): PluginConfig[] {
  const named = new Set(config.map(pluginSocketName))
  return [...config, ...adopted.filter((p) => !named.has(pluginSocketName(p)))]
}

/**
 * Whether the config file or flags set `key` (a string setting: unlike a list, its value cannot tell by reference):
 * layered over two different valid values, what the user sets comes back the same both times.
 */
function userSets(opts: ConfigSources, base: { text(path: string): string | undefined }, key: 'argocdVersion', probes: [string, string]): boolean {
  const defaults = defaultConfig(availableParallelism())
  const [a, b] = probes.map((v) => userLayers(mergeConfig(defaults, { [key]: v }, 'probe'), opts, base.text(CONFIG_FILE))[key])
  return a !== probes[0] || b !== probes[1]
}

const WHERE = "the repository's own Argo CD settings"

/** The revision's files but the guard's own config (its `plugins:` are the config's, not the repository's Argo CD). */
const withoutConfig = (r: RevisionTexts): RevisionTexts => ({ textPaths: () => r.textPaths().filter((p) => p !== CONFIG_FILE), text: (p) => r.text(p) })

export function runConfig(opts: ConfigSources, base: RevisionTexts & { text(path: string): string | undefined }, head: RevisionTexts): RunConfig {
  const defaults = defaultConfig(availableParallelism())
  const plain = userLayers(defaults, opts, base.text(CONFIG_FILE))
  if (!plain.adoptArgocdSettings) return { config: plain, headConfig: plain, notes: [] }
  const adoption = adoptSettings(ownArgocdSettings(withoutConfig(base)))
  const layer = mergeConfig(defaults, adoption.raw, WHERE)
  const config = userLayers(layer, opts, base.text(CONFIG_FILE))
  // mergeConfig copies unset keys by reference: a key whose value is still the adopted layer's was not set by the user.
  const kept = (key: AdoptionNote['key']): boolean => adoption.raw[key] === undefined || config[key] === layer[key]
  if (adoption.raw.plugins !== undefined && config.plugins !== layer.plugins) config.plugins = withAdoptedPlugins(config.plugins, layer.plugins)
  // Adopted plugins say where they come from (render/plugin/plugin.ts: their failures are not the app's errors).
  const declared = new Map(adoption.places.map((p) => [p.name, `${p.file}:${p.line}`]))
  config.plugins = config.plugins.map((p) =>
    layer.plugins.includes(p) && declared.has(pluginSocketName(p)) ? { ...p, adoptedFrom: declared.get(pluginSocketName(p))! } : p
  )
  const notes: DiscoveryProblem[] = adoption.notes.filter((n) => n.key === 'plugins' || kept(n.key)).map(({ key: _, ...n }) => n)
  if (head === base) return { config, headConfig: config, notes }
  const headOwn = ownArgocdSettings(withoutConfig(head))
  const headAdoption = adoptSettings(headOwn)
  const changes = headChanges(adoption, headAdoption, headOwn)
  notes.push(...changes)
  const headConfig = { ...config }
  // Build options and the Argo CD version the pull request changes, unless the config sets them: the head side renders
  // with them, as Argo CD will once the change is synced.
  const headOptions = (headAdoption.raw.kustomizeBuildOptions as string[] | undefined) ?? []
  if (config.kustomizeBuildOptions === layer.kustomizeBuildOptions && JSON.stringify(headOptions) !== JSON.stringify(config.kustomizeBuildOptions))
    headConfig.kustomizeBuildOptions = headOptions
  const headVersion = headAdoption.raw.argocdVersion as string | undefined
  if (headVersion !== undefined && headVersion !== config.argocdVersion && !userSets(opts, base, 'argocdVersion', ['3.0', '3.1']))
    headConfig.argocdVersion = headVersion
  const same = headConfig.kustomizeBuildOptions === config.kustomizeBuildOptions && headConfig.argocdVersion === config.argocdVersion
  return { config, headConfig: same ? config : headConfig, notes }
}
