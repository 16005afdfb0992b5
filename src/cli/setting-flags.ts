// The CLI flags that set a setting, read from the settings table (config/settings.ts): their parseArgs options, their
// usage lines, and the overrides they make. A flag is declared once, on its setting's row.
import { SETTINGS } from '../config/settings.js'

const FLAGGED = SETTINGS.filter((r) => r.flag)

/** parseArgs options of every setting's flag. */
export function settingFlagOptions(): Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> {
  const out: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {}
  for (const { flag } of FLAGGED) out[flag!.name] = { type: flag!.arg ? 'string' : 'boolean', ...(flag!.multiple ? { multiple: true } : {}) }
  return out
}

/** One usage line per flag (its help on the lines after when longer), aligned as the other options are. */
export function settingFlagsUsage(width = 24): string {
  return FLAGGED.map(({ flag }) => {
    const name = `--${flag!.name}${flag!.arg ? ` ${flag!.arg}` : ''}`
    const [first, ...rest] = flag!.help.split('\n')
    return [`  ${name.padEnd(width)}${first}`, ...rest.map((l) => `${' '.repeat(width + 2)}${l}`)].join('\n')
  }).join('\n')
}

/**
 * The settings the flags given set (parseArgs values by flag name). A flag without a value sets its row's value; a
 * value of digits for a number setting is a number; the config's checks then judge every value as they judge a file's.
 */
export function settingOverrides(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const r of FLAGGED) {
    const v = values[r.flag!.name]
    if (v === undefined || v === false) continue
    if (!r.flag!.arg) out[r.key] = r.flag!.value
    else if (typeof v === 'string' && /^\d+$/.test(v) && typeof r.default?.(1) === 'number') out[r.key] = Number(v)
    else out[r.key] = v
  }
  return out
}
