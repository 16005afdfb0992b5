// The markdown report's deletions section: every resource the change prunes or deletes with a removed Application,
// riskiest first, as a table, or from COMPACT_PRUNE on one line per app, outcome and kind.
import { plural } from '../../lib/text.js'
import { deletesResources } from '../../rules/index.js'
import type { Level } from '../budget.js'
import { appKey, location, OUTCOME_TEXT, outcomeIcon, resLabel, type LinkContext } from './parts.js'
import { text } from './md.js'
import type { Report } from '../model.js'
import { ownPrunes } from '../deleted.js'
import { appsByRisk, OUTCOME_PLAIN, resourceRisk } from '../blockers.js'
import { stoppedNote } from './blockers.js'
import { livePruneNote } from '../live-words.js'

/** From this level on, the prune list becomes one line per app and kind; at 5 it is abbreviated per group. */
const COMPACT_PRUNE = 4
const NAMES_PER_GROUP_AT_5 = 20

export function deletionsSection(r: Report, level: Level, ctx: LinkContext): string[] {
  // Prune candidates, then resources deleted with a removed Application (cascade): the headline counts both.
  const rows = [
    ...r.apps.flatMap((a) => ownPrunes(a).map((p) => ({ a, p }))),
    ...r.apps.flatMap((a) => a.cascade.map((c) => ({ a, p: { ...c, outcome: 'cascade' } })))
  ]
  if (rows.length === 0) return []
  // By risk (issue 11): rows of blocking apps first, PVC/PV/Namespace first, what a sync deletes before what it keeps.
  const appRank = new Map(appsByRisk(r, r.apps).map((a, i) => [a, i]))
  rows.sort((x, y) => appRank.get(x.a)! - appRank.get(y.a)! || resourceRisk(x.p) - resourceRisk(y.p))
  const deletes = rows.filter((x) => x.p.outcome === 'delete' || x.p.outcome === 'cascade')
  const cascades = r.summary.cascadeDeletes
  const title = `${plural(r.summary.prune, 'resource')} to prune${cascades ? `, ${cascades} deleted with removed apps` : ''}`
  const out = [`### 🗑️ ${title}`, '']
  if (deletes.length > 0) {
    const kinds = [...new Set(deletes.map((x) => x.p.kind))].sort()
    const why = [
      kinds.includes('PersistentVolumeClaim') || kinds.includes('PersistentVolume') ? ' Deleted volumes take their data with them.' : '',
      kinds.includes('Namespace') ? ' A deleted Namespace takes everything inside it.' : ''
    ].join('')
    out.push(
      '> [!CAUTION]',
      `> Merging this **deletes ${plural(r.summary.deletes, 'resource')}** (${text(kinds.join(', '))}) on the next automated sync.${why}`,
      ''
    )
  }
  const stopped = stoppedNote(r)
  for (const l of stopped) out.push(l)
  if (deletes.length === 0 && stopped.length === 0) {
    out.push('> [!WARNING]', '> Resources are no longer rendered. Nothing is deleted automatically; see what happens to each below.', '')
  }
  const approved = new Map<string, string>()
  for (const f of r.findings) {
    if (deletesResources(f.rule) && f.resource && f.suppressed?.startsWith('approved '))
      approved.set(`${appKey(f.appNamespace, f.app)}|${resLabel(f.resource)}`, f.suppressed)
  }
  if (level < COMPACT_PRUNE) {
    out.push('| | Resource | App | What happens | Defined at (base) |', '|:-:|:--|:--|:--|:--|')
    for (const { a, p } of rows) {
      const ack = approved.get(`${appKey(a.namespace || null, a.name)}|${resLabel(p)}`)
      out.push(
        `| ${outcomeIcon(p.outcome)} | ${text(resLabel(p))} | ${text(a.name)} | ${OUTCOME_TEXT[p.outcome] ?? ''}${text(livePruneNote(p))}${ack ? ` · ✅ ${text(ack)}` : ''} | ${location(p.file, p.line, r.base.sha, ctx)} |`
      )
    }
    return [...out, '']
  }
  // Compact: one line per app, outcome and kind, every name listed (or, at the last level, the first ones).
  const groups = new Map<string, string[]>()
  for (const { a, p } of rows) {
    // JSON, not a separator character: names may contain any character.
    const k = JSON.stringify([a.name, p.outcome, p.group ? `${p.kind}.${p.group}` : p.kind])
    const names = groups.get(k) ?? groups.set(k, []).get(k)! // in place: copying per name is quadratic
    names.push(p.namespace ? `${p.namespace}/${p.name}` : p.name)
  }
  for (const [k, names] of groups) {
    const [app, outcome, kind] = JSON.parse(k) as [string, string, string]
    const shown = level >= 5 && names.length > NAMES_PER_GROUP_AT_5 ? names.slice(0, NAMES_PER_GROUP_AT_5) : names
    const more = names.length - shown.length
    out.push(
      `- ${outcomeIcon(outcome)} **${text(app)}** · ${text(kind)} (${names.length}, ${OUTCOME_PLAIN[outcome] ?? 'pruned'}): ${text(shown.join(', '))}${more ? ` … and ${more} more (full list in the job summary)` : ''}`
    )
  }
  return [...out, '']
}
