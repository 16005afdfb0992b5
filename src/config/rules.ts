// The `rules:` section of the configuration: per-rule enabled/severity/options, rule ids checked against the rule
// registry. Validated here; config.ts merges it.
import { isRecord } from '../lib/record.js'
import { ConfigError } from '../lib/errors.js'
import { RULES, type RuleSetting } from '../rules/index.js'
import { SEVERITIES, type Severity } from '../rules/types.js'

type Fail = (key: string, got: unknown, expected: string) => never

/** Rule ids known to the config validator: data from the rule registry, complete whatever was imported first. */
const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.id))

export function parseRules(v: unknown, fail: Fail, where: string): Record<string, RuleSetting> {
  if (!isRecord(v)) fail('rules', v, 'a mapping of rule id to settings')
  const out: Record<string, RuleSetting> = {}
  for (const [id, raw] of Object.entries(v)) {
    if (!RULE_IDS.has(id)) {
      throw new ConfigError(`${where}: unknown rule '${id}' under 'rules'. Known rules: ${[...RULE_IDS].sort().join(', ')}.`)
    }
    // `rules: {mass-prune: false}` disables; `rules: {prune: low}` sets the severity.
    if (raw === false || raw === true) {
      out[id] = { enabled: raw }
      continue
    }
    if (typeof raw === 'string') {
      if (!(SEVERITIES as readonly string[]).includes(raw)) fail(`rules.${id}`, raw, `a severity (${SEVERITIES.join(', ')}), true/false, or a mapping`)
      out[id] = { severity: raw as Severity }
      continue
    }
    if (!isRecord(raw)) fail(`rules.${id}`, raw, 'a severity, true/false, or a mapping')
    const { enabled, severity, ...options } = raw
    if (enabled !== undefined && typeof enabled !== 'boolean') fail(`rules.${id}.enabled`, enabled, 'true or false')
    if (severity !== undefined && !(SEVERITIES as readonly unknown[]).includes(severity)) {
      fail(`rules.${id}.severity`, severity, `one of ${SEVERITIES.join(', ')}`)
    }
    out[id] = { enabled: enabled as boolean | undefined, severity: severity as Severity | undefined, options }
  }
  return out
}
