// The top of the comment (issue 11): what blocks merge and why, and how to unblock, right where the block is named.
import { plural } from '../../lib/text.js'
import { blockers, type Blocker } from '../blockers.js'
import { code, text } from './md.js'
import type { Report } from '../model.js'

/** Blocker lines shown at the top; the rest are counted (every finding is listed further down). */
const MAX_BLOCKERS = 12

export interface BlockerOptions {
  /** The action's approve-label input (e.g. prune-guard/approve); absent on the CLI or when approval is off. */
  approveLabel?: string
  /** Why the approval given does not count (who gave it, why, who may approve), shown first under "To unblock". */
  approvalRefused?: string
}

/** Apps named in a blocker line: the first few, then how many more (the findings below name more). */
const APPS_NAMED = 5

/** `**29 apps**: a, b, c, d, e … and 24 more` for a cause alike across apps; `**app**` for one app's. */
function whose(b: Blocker): string {
  if (b.apps.length === 0) return b.app ? `**${text(b.app)}** · ` : ''
  const more = b.apps.length - APPS_NAMED
  return `**${plural(b.apps.length, 'app')}**: ${text(b.apps.slice(0, APPS_NAMED).join(', '))}${more > 0 ? ` … and ${more} more` : ''} · `
}

export function blockersSection(r: Report, opts: BlockerOptions): string[] {
  const list = blockers(r)
  if (list.length === 0) return []
  const out = ['### ❌ What blocks merge', '']
  for (const b of list.slice(0, MAX_BLOCKERS)) {
    const fix = !b.deletion && b.fix ? ` **Fix:** ${text(b.fix)}` : ''
    const where = b.shared ? ` **Where:** ${text(b.shared)}.` : ''
    out.push(`- ${whose(b)}${code(b.rule)} · ${text(b.why)}${fix}${where}`)
  }
  if (list.length > MAX_BLOCKERS) out.push(`- … and ${plural(list.length - MAX_BLOCKERS, 'more blocking cause')} (listed under the findings below)`)
  out.push('', '**To unblock:**', '')
  if (opts.approvalRefused) out.push(`- ⚠️ ${text(opts.approvalRefused)}`)
  const label = opts.approveLabel ? `the label ${code(opts.approveLabel)}` : 'the approve label (the action input approve-label)'
  for (const l of unblockLines(list, label)) out.push(`- ${l}`)
  return [...out, '']
}

/** Per kind of blocker, advice true for it (issue 48 item 4); what the label cannot waive comes first. */
export function unblockLines(list: Blocker[], label: string): string[] {
  const n = (k: Blocker['unblock']): number => list.filter((b) => b.unblock === k).length
  const causes = (k: Blocker['unblock']): string => plural(n(k), 'blocking cause')
  const out: string[] = []
  if (n('render'))
    out.push(
      `Render errors and empty renders (${causes('render')}): fix the source as the fix says, or revert the change. The approve label does not waive these: Argo CD would not sync the app.`
    )
  if (n('immutable'))
    out.push(
      `Immutable fields (${causes('immutable')}): keep the old value, or rename the resource (the new one is created, the old one pruned); ` +
        `or, knowingly, annotate it with ${code('argocd.argoproj.io/sync-options: Force=true,Replace=true')} so Argo CD deletes and recreates it. The label does not waive these.`
    )
  if (n('other'))
    out.push(
      `${n('render') + n('immutable') ? 'Every other blocking finding' : 'Each blocking finding'}: apply its fix (above; in full under the finding below). The label does not acknowledge these.`
    )
  if (n('unmeasured'))
    out.push(
      `What the guard could not measure (${causes('unmeasured')} above): review it as its fix says, then add ${label} to ` +
        'this pull request, which acknowledges it. If a later push changes what blocks, remove the label and add it again.'
    )
  const others = list.length - n('deletion') - n('unmeasured')
  if (n('deletion'))
    out.push(
      `If the deletions are intended, add ${label} to this pull request. It acknowledges these deletions only: ` +
        `the comment keeps listing them, and ${others > 0 ? 'the other blocking findings still need their fix' : 'any other blocking finding would still need its fix'}. ` +
        `If a later push changes the deletions, remove the label and add it again.`,
      `To keep an object instead, restore it in Git, or first annotate it with ${code('argocd.argoproj.io/sync-options: Prune=false')} ` +
        'in a separate change that is synced, then remove it.'
    )
  if (n('app-removal'))
    out.push(
      `Removed apps (${causes('app-removal')}): if the apps should go with everything they deployed, add ${label}; if a later push changes what they delete, remove the label and add it again. ` +
        `To keep some of it, annotate what must stay with ${code('argocd.argoproj.io/sync-options: Delete=false')}, or drop the resources finalizer from the Application ` +
        `(or set preserveResourcesOnDeletion on its ApplicationSet) in a separate change that is synced first. ${code('Prune=false')} does not stop this deletion.`
    )
  return out
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
