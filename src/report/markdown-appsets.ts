// The comment's ApplicationSets section: a table of every ApplicationSet (those the change adds, edits or removes
// first, so a table shortened to fit still shows them), what each generates or why it could not be expanded, and the
// `appSetParams` to supply for generators that cannot run offline.
import type { Level } from './budget.js'
import { location, type LinkContext } from './markdown-parts.js'
import { code, plural, text } from './md.js'
import { isChangedSet, type Report } from './model.js'
import { paramHints } from './appsets.js'

/** Every ApplicationSet: what it generates, or which generators could not run offline and how to supply them. */
export function appSets(r: Report, level: Level, ctx: LinkContext): string[] {
  if (r.appSets.length === 0) return []
  // Those the change adds, edits or removes first: a shortened table still shows them.
  const sets = [...r.appSets.filter(isChangedSet), ...r.appSets.filter((s) => !isChangedSet(s))]
  const rows = (level >= 3 ? sets.filter((s) => s.outcome !== 'analysed') : sets).slice(0, level >= 4 ? 20 : Infinity)
  const out = [`### ApplicationSets (${r.appSets.length})`, '']
  if (rows.length) out.push('| | ApplicationSet | Manifest | Generated apps |', '|:-:|:--|:--|:--|')
  for (const s of rows) {
    const icon = s.outcome === 'analysed' ? '✅' : '⚠️'
    const shown = s.apps.slice(0, level === 0 ? 50 : 10)
    const more = s.apps.length - shown.length
    const apps = s.error
      ? `none: ${text(s.error)}`
      : s.unknown.length
        ? `**not analysed**: ${s.unknown.map((u) => text(`${u.generator}: ${u.reason}`)).join('; ')}`
        : `${s.apps.length}${shown.length ? `: ${shown.map((a) => text(a)).join(', ')}${more ? ` … and ${more} more` : ''}` : ''}`
    out.push(
      `| ${icon} | ${text(s.name)}${s.change === 'present' ? '' : ` (${s.change})`} | ${location(s.file, s.line, s.change === 'removed' ? r.base.sha : r.head.sha, ctx)} | ${apps} |`
    )
  }
  out.push('')
  const hints = paramHints(rows)
  if (hints.length && level < 4)
    out.push('Supply the parameters of generators that cannot run offline in `.prune-guard.yaml`:', '', ...hints.map((h) => `- ${code(h)}`), '')
  if (rows.length < r.appSets.length) out.push(`${plural(r.appSets.length - rows.length, 'other ApplicationSet')} not listed here (job summary).`, '')
  return out
}
