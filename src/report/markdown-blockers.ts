// The top of the comment (issue 11): what blocks merge and why, and how to unblock, right where the block is named.
import { blockers } from './blockers.js'
import { code, plural, text } from './md.js'
import type { Report } from './model.js'

/** Blocker lines shown at the top; the rest are counted (every finding is listed further down). */
const MAX_BLOCKERS = 12

export interface BlockerOptions {
  /** The action's approve-label input (e.g. prune-guard/approve); absent on the CLI or when approval is off. */
  approveLabel?: string
  /** Why the approval given does not count (who gave it, why, who may approve), shown first under "To unblock". */
  approvalRefused?: string
}

export function blockersSection(r: Report, opts: BlockerOptions): string[] {
  const list = blockers(r)
  if (list.length === 0) return []
  const out = ['### ❌ What blocks merge', '']
  for (const b of list.slice(0, MAX_BLOCKERS)) {
    const fix = !b.deletion && b.fix ? ` **Fix:** ${text(b.fix)}` : ''
    out.push(`- ${b.app ? `**${text(b.app)}** · ` : ''}${code(b.rule)} · ${text(b.why)}${fix}`)
  }
  if (list.length > MAX_BLOCKERS) out.push(`- … and ${plural(list.length - MAX_BLOCKERS, 'more blocking cause')} (see the findings below)`)
  out.push('', '**To unblock:**', '')
  if (opts.approvalRefused) out.push(`- ⚠️ ${text(opts.approvalRefused)}`)
  const deletions = list.filter((b) => b.deletion)
  const unmeasured = list.filter((b) => b.approvable && !b.deletion)
  const other = list.length - deletions.length - unmeasured.length
  const label = opts.approveLabel ? `the label ${code(opts.approveLabel)}` : 'the approve label (the action input approve-label)'
  if (unmeasured.length > 0) {
    out.push(
      `- What the guard could not measure (${plural(unmeasured.length, 'blocking cause')} above): review it as its fix says, then add ${label} to ` +
        'this pull request, which acknowledges it. If a later push changes what blocks, remove the label and add it again.'
    )
  }
  if (deletions.length > 0) {
    out.push(
      `- If the deletions are intended, add ${label} to this pull request. It acknowledges these deletions only: ` +
        `the comment keeps listing them, and ${other > 0 ? 'the other blocking findings still need their fix' : 'any other blocking finding would still need its fix'}. ` +
        `If a later push changes the deletions, remove the label and add it again.`,
      `- To keep an object instead, restore it in Git, or first annotate it with ${code('argocd.argoproj.io/sync-options: Prune=false')} ` +
        'in a separate change that is synced, then remove it.'
    )
  }
  if (other > 0)
    out.push(
      `- ${deletions.length + unmeasured.length ? 'Every other blocking finding' : 'Each blocking finding'}: apply its fix (above; in full under the finding below). The label does not acknowledge these.`
    )
  return [...out, '']
}

/** Apps whose empty render stops automated sync: the deletions that a manual sync with prune would still make. */
export function stoppedNote(r: Report): string[] {
  const out: string[] = []
  for (const a of r.apps) {
    const n = a.prune.filter((p) => p.outcome === 'auto-sync-stopped')
    if (n.length === 0) continue
    const kinds = [...new Set(n.map((p) => p.kind))].sort()
    out.push(
      '> [!CAUTION]',
      `> **${text(a.name)}** renders nothing at head: automated sync **stops** (Argo CD refuses to wipe an app unless ` +
        `allowEmpty is set). A **manual sync with prune deletes these ${n.length}** (${text(kinds.join(', '))}).`,
      ''
    )
  }
  return out
}
