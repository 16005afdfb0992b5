// The comment's ApplicationSets section: a table of every ApplicationSet (those the change adds, edits or removes
// first, so a table shortened to fit still shows them), what each generates or why it could not be expanded, and the
// `appSetParams` to supply for generators that cannot run offline. Untouched sets that could not be expanded for one
// and the same reason are one row (five names, the first one's manifest), as in the terminal report: a repository of
// 250 sets with a plugin generator showed 20 rows saying the same thing and "231 other ApplicationSets not listed".
// An expanded set's icon is the worst of its generated apps' icons in the apps table, and those apps are named with
// theirs: a set whose one app does not render read ✅ beside that app's ❌.
import type { Level } from '../budget.js'
import { appFindings, appIcon, findingsByApp, location, shownApps, type LinkContext } from './parts.js'
import { code, text } from './md.js'
import { isChangedSet, type Report, type ReportAppSet } from '../model.js'
import { appsBySet, CHANGE_WORD, paramHints, untouchedGroups } from '../appsets.js'
import { byReason } from '../groups.js'
import { listSome, plural } from '../../lib/text.js'

/** Names of a group's sets shown (as the terminal report; `--format json` lists every one). */
const NAMES_SHOWN = 5

/** Of one set: the icon (❌, ⚠️) of each generated app that has one in the comment's apps table, by its id in `apps`. */
type AppIcons = Map<string, string>

const ICON_RANK: Record<string, number> = { '❌': 2, '⚠️': 1 }

/**
 * For every expanded set, the apps table's icon of each generated app that has one other than ✅ (a render error, a
 * blocking finding, a deletion): the set's row names them and takes the worst, so a set whose only app does not
 * render does not read as fine beside that app's ❌.
 */
function generatedAppIcons(r: Report): Map<ReportAppSet, AppIcons> {
  const findingsOf = appFindings(findingsByApp(r))
  const out = new Map<ReportAppSet, AppIcons>()
  for (const [s, apps] of appsBySet(shownApps(r), r.appSets)) {
    const icons: AppIcons = new Map()
    for (const [id, a] of apps) {
      const icon = appIcon(a, findingsOf(a))
      if (icon in ICON_RANK) icons.set(id, icon)
    }
    out.set(s, icons)
  }
  return out
}

/** The row's icon: ⚠️ when the set could not be expanded, else the worst of its apps' (✅ when none has one). */
function setIcon(s: ReportAppSet, icons: AppIcons): string {
  if (s.outcome !== 'analysed') return '⚠️'
  let worst = '✅'
  for (const icon of icons.values()) if (ICON_RANK[icon]! > (ICON_RANK[worst] ?? 0)) worst = icon
  return worst
}

/** What a set generates (each app with its icon from the apps table, when not ✅), or why it could not be expanded. */
function generated(s: ReportAppSet, level: Level, icons: AppIcons): string {
  if (s.error) return `none: ${text(s.error)}`
  if (s.unknown.length) return `**not analysed**: ${s.unknown.map((u) => text(`${u.generator}: ${u.reason}`)).join('; ')}`
  // Apps with an icon first: a list cut at 10 still names them.
  const ordered = [...s.apps.filter((a) => icons.has(a)), ...s.apps.filter((a) => !icons.has(a))]
  const shown = ordered.slice(0, level === 0 ? 50 : 10)
  const more = s.apps.length - shown.length
  const named = shown.map((a) => `${icons.has(a) ? `${icons.get(a)} ` : ''}${text(a)}`)
  return `${s.apps.length}${shown.length ? `: ${named.join(', ')}${more ? ` … and ${more} more` : ''}` : ''}`
}

/** Every ApplicationSet: what it generates, or which generators could not run offline and how to supply them. */
export function appSets(r: Report, level: Level, ctx: LinkContext): string[] {
  if (r.appSets.length === 0) return []
  const { groups, grouped } = untouchedGroups(r.appSets)
  const iconsBySet = generatedAppIcons(r)
  const icons = (s: ReportAppSet): AppIcons => iconsBySet.get(s) ?? new Map()
  // Those the change adds, edits or removes first: a shortened table still shows them; then one row per group.
  const sets = [...r.appSets.filter(isChangedSet), ...r.appSets.filter((s) => !isChangedSet(s) && !grouped.has(s))]
  type Row = { set: ReportAppSet; group?: ReportAppSet[] }
  const all: Row[] = [...sets.map((set) => ({ set })), ...groups.map((group) => ({ set: group[0]!, group }))]
  const rows = (level >= 3 ? all.filter((x) => setIcon(x.set, icons(x.set)) !== '✅') : all).slice(0, level >= 4 ? 20 : Infinity)
  const out = [`### ApplicationSets (${r.appSets.length})`, '']
  if (rows.length) out.push('| | ApplicationSet | Manifest | Generated apps |', '|:-:|:--|:--|:--|')
  for (const { set: s, group } of rows) {
    const icon = setIcon(s, icons(s))
    const name = group
      ? `${plural(group.length, 'ApplicationSet')} alike: ${text(
          listSome(
            group.map((g) => g.name),
            NAMES_SHOWN
          )
        )}`
      : `${text(s.name)}${s.change === 'present' ? '' : ` (${CHANGE_WORD[s.change]})`}`
    out.push(`| ${icon} | ${name} | ${location(s.file, s.line, s.change === 'removed' ? r.base.sha : r.head.sha, ctx)} | ${generated(s, level, icons(s))} |`)
  }
  out.push('')
  // Why versions at base are unknown: one line per reason (a parent app that does not render at base patches them all).
  for (const [reason, list] of byReason(
    rows.map((x) => x.set),
    (x) => x.baseUnknown
  ))
    out.push(
      `Version at base unknown for ${text(
        listSome(
          list.map((x) => x.name),
          NAMES_SHOWN
        )
      )}: ${text(reason)}.`,
      ''
    )
  // One hint per group (the others differ only by the set's name).
  const hints = paramHints(rows.map((x) => x.set))
  if (hints.length && level < 4)
    out.push('Supply the parameters of generators that cannot run offline in `.prune-guard.yaml`:', '', ...hints.map((h) => `- ${code(h)}`), '')
  const listed = rows.reduce((n, x) => n + (x.group?.length ?? 1), 0)
  if (listed < r.appSets.length) out.push(`${plural(r.appSets.length - listed, 'other ApplicationSet')} not listed here (job summary).`, '')
  return out
}
