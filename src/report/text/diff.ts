// The rendered diff in the terminal report (`--format text`): per app, after its resource lists, each resource's
// unified diff indented under its label, every line (the comment cuts, the terminal does not; `--no-diff` turns it
// off). Strings arrive terminal-safe (text.ts runs terminalSafe over the whole report first).
import { plural } from '../../lib/text.js'
import { keyLabel } from '../../k8s/resource.js'
import type { ResourceDiff } from '../diffs.js'
import { NO_LINES, secretNote } from '../markdown/diff.js'
import type { ReportApp } from '../model.js'

const ACTION_WORD: Record<ResourceDiff['action'], string> = { update: '', create: ' (created)', prune: ' (pruned)' }

export function diffBlock(a: ReportApp): string[] {
  const diffs = a.diffs ?? []
  if (diffs.length === 0) return []
  const out = [`  diff (${plural(diffs.length, 'resource')}):`]
  for (const d of diffs) {
    out.push(`    ${keyLabel(d)}${ACTION_WORD[d.action]}: +${d.added} -${d.removed}`)
    if (d.lines.length === 0) out.push(`      ${NO_LINES}`)
    for (const l of d.lines) out.push(`      ${l}`)
    const note = secretNote(d, (s) => s)
    if (note) out.push(`    ${note}`)
  }
  return out
}
