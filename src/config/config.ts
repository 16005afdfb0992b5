// Configuration: one typed object, validated by the settings table (settings.ts), with errors that name the bad value
// and the fix.
// Sources: `.prune-guard.yaml` (read from the BASE revision, so a pull request cannot weaken its own gate) or an
// explicit --config file, then CLI flags / action inputs on top.
import { isRecord } from '../lib/record.js'
import { existsSync, readFileSync } from 'node:fs'
import { ConfigError, errorMessage } from '../lib/errors.js'
import { parseConfig } from '../lib/yaml/yaml.js'
import { SETTINGS, settingRow } from './settings.js'
import { at } from './values.js'
export { DEFAULT_LABELS, type OutcomeLabels } from './outcome.js'

export const CONFIG_FILE = '.prune-guard.yaml'

import type { Config } from './config-type.js'
export type { Config }

/** Every setting's default (settings.ts), for a machine with `cores` cores. */
export function defaultConfig(cores: number): Config {
  const c: Partial<Record<keyof Config, unknown>> = {}
  for (const r of SETTINGS) if (r.default) c[r.key] = r.default(cores)
  return c as Config
}

export { ConfigError }

/** Validates a parsed config object and merges it over `base`. Unknown keys are errors (typos must not pass silently). */
export function mergeConfig(base: Config, raw: unknown, where: string): Config {
  if (raw === null || raw === undefined) return base
  if (!isRecord(raw)) throw new ConfigError(`${where}: expected a mapping of settings, got ${JSON.stringify(raw)}.`)
  const c: Config = { ...base }
  const a = at(where)
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue
    const r = settingRow(k)
    if (!r) throw new ConfigError(`${where}: unknown setting '${k}'. Known settings: ${SETTINGS.map((x) => x.key).join(', ')}.`)
    ;(c as unknown as Record<string, unknown>)[k] = r.read(v, a, c)
  }
  return c
}

/** Reads and validates a YAML config file. */
export function loadConfigFile(base: Config, path: string): Config {
  if (!existsSync(path)) throw new ConfigError(`Config file '${path}' does not exist.`)
  return loadConfigText(base, readFileSync(path, 'utf8'), path)
}

/** Validates config YAML text; `where` names it in errors. */
export function loadConfigText(base: Config, text: string, where: string): Config {
  let raw: unknown
  try {
    raw = parseConfig(text)
  } catch (e) {
    throw new ConfigError(`Config file '${where}' is not valid YAML: ${errorMessage(e)}`)
  }
  return mergeConfig(base, raw, where)
}
