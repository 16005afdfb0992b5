// The markdown report: the sticky PR comment, the check run summary and the job summary are all this rendering at
// different budgets. Layout: verdict line, summary line, loud deletions, a table of apps, collapsible details per
// app, findings with explanation and docs link, footer. Over budget it degrades detail level by level (budget.ts);
// the verdict and the prune list survive every level, and no fence or <details> is ever cut.
import { plural } from '../../lib/text.js'
import { deletesResources } from '../../rules/index.js'
import { COMMENT_BUDGET, fit, type Budget, type Level } from '../budget.js'
import {
  appFindings,
  appIcon,
  appKey,
  appName,
  approvals,
  argocdAppUrl,
  countText,
  findingIcon,
  findingsByApp,
  findingSha,
  location,
  orderedFindings,
  OUTCOME_TEXT,
  outcomeIcon,
  resLabel,
  short,
  shownApps,
  sourcesText,
  summaryLine,
  verdictLine,
  type LinkContext
} from './parts.js'
import { code, cutLines, details, fence, link, text } from './md.js'
import type { Report, ReportApp } from '../model.js'
import { NOTES_SHOWN } from '../notes.js'
import { trustedDocs } from '../sanitize.js'
import { alikeAcrossApps, appsByRisk, groupFindings, resourceRisk, type FindingGroup } from '../blockers.js'
import { causeText, sharedInput } from '../causes.js'
import { blockersSection, type BlockerOptions } from './blockers.js'
import { shownError } from '../stable.js'
import { liveAppDetail, liveSection } from './live.js'
import { livePruneNote } from '../live-words.js'
import { deletionsSection } from './deletions.js'
import { insertDiffs } from './diff.js'
import { groupDetails, groupRow, groupsInPlace, sameReasonGroups, standingApps } from '../groups.js'
import { byEntryKey } from '../../lib/order.js'
import { unreadSentence } from '../headline.js'
import { appSets } from './appsets.js'
import { alikeApps, alikeSuffix } from './alike.js'

export interface MarkdownOptions extends LinkContext, BlockerOptions {
  /** A first line (the sticky comment's hidden marker); counted in the budget. */
  marker?: string
  /** Shown in the title, e.g. "Argo CD Prune Guard (staging)". */
  title?: string
  budget?: Budget
  /** List findings already present at base (the job summary); elsewhere they are one collapsed line. */
  listExisting?: boolean
  /** The rendered diff uncut per resource (the job summary); elsewhere each resource is cut (markdown-diff.ts). */
  fullDiff?: boolean
}

export const DEFAULT_TITLE = 'Argo CD Prune Guard'

/** Per level: how many list entries a details block shows, and how many field paths per update. */
const LIST_CAP = [Infinity, 25, 0, 0, 0, 0]
const PATH_CAP = [8, 3, 0, 0, 0, 0]
/** Per level: rows of the applications table, riskiest first (a template repository can hold hundreds of broken apps). */
const TABLE_ROWS = [Infinity, Infinity, 200, 60, 20, 0]
/** Per level: names of the other apps a folded row lists. */
const TABLE_NAMES = [200, 10, 5, 5, 3, 3]

const OUTCOME_WORDS: Record<ReportApp['outcome'], string> = { analysed: '', 'render-error': 'render error', unknown: 'not analysed' }

/** A count of an app's plan; `?` for an app the guard could not analyse that lists nothing (a 0 would read as "nothing"). */
const planCount = (a: ReportApp, n: number): string => (a.outcome === 'unknown' && n === 0 ? '?' : String(n))

/** What the Prune column counts: the prune list, and for a removed app what its removal deletes (issue 48 item 5). */
const pruneCount = (a: ReportApp): string => planCount(a, a.prune.length + a.cascade.length)

function appsTable(r: Report, level: Level, ctx: LinkContext): string[] {
  const findingsOf = appFindings(findingsByApp(r))
  const apps = appsByRisk(r, shownApps(r))
  const unchanged = r.summary.apps - r.summary.changedApps
  if (apps.length === 0) return [...(r.apps.length ? [`${plural(r.apps.length, 'application')}, none changed.`, ''] : []), ...unreadNote(r)]
  // At high levels list only the apps that matter for the verdict.
  const important = (a: ReportApp): boolean =>
    a.prune.length > 0 || a.cascade.length > 0 || a.outcome !== 'analysed' || !!a.error || findingsOf(a).some((f) => f.blocking)
  const still = standingApps(apps, findingsOf, level)
  const { groups, grouped } = sameReasonGroups(
    apps.filter((a) => !still.has(a)),
    findingsOf
  )
  const listed = (level >= 3 ? apps.filter(important) : apps).filter((a) => !grouped.has(a) && !still.has(a))
  // Apps alike but for their name (one template, one base): one row for all of them (markdown-alike.ts).
  const alike = alikeApps(listed, findingsOf)
  const rows = listed.filter((a) => !alike.folded.has(a)).slice(0, TABLE_ROWS[level])
  const out = ['### Applications', '', '| | App | Project | Manifest | Prune | Create | Update | Auto-prune |', '|:-:|:--|:--|:--|--:|--:|--:|:-:|']
  const row = (a: ReportApp): string => {
    const f = findingsOf(a)
    const state = [a.change === 'added' || a.change === 'removed' ? a.change : '', OUTCOME_WORDS[a.outcome]].filter(Boolean).join(', ')
    const change = state ? ` (${state})` : ''
    return `| ${appIcon(a, f)} | ${appName(a, ctx)}${change}${alikeSuffix(alike.folds.get(a), TABLE_NAMES[level])} | ${a.project ? text(a.project) : '–'} | ${location(a.file, a.line, a.change === 'removed' ? r.base.sha : r.head.sha, ctx)} | ${pruneCount(a)} | ${planCount(a, a.create.length)} | ${planCount(a, a.update.length)} | ${a.autoPrune ? 'on' : 'off'} |`
  }
  // In risk order, a group where its first app ranks (apps the change touches before apps broken at both revisions).
  const shown = new Set(rows)
  for (const item of groupsInPlace(apps, groups)) {
    if ('group' in item) out.push(groupRow(item.group))
    else if (shown.has(item.app)) out.push(row(item.app))
  }
  out.push('')
  const notes: string[] = []
  if (listed.length + grouped.size + still.size < apps.length)
    notes.push(`${plural(apps.length - listed.length - grouped.size - still.size, 'other app')} not listed here (no prune, nothing blocking)`)
  if (rows.length < listed.length - alike.folded.size)
    notes.push(`${plural(listed.length - alike.folded.size - rows.length, 'more app')} left out to stay within the size limit`)
  if (unchanged > 0) {
    const failing = still.size ? `, ${still.size} of them failing or not rendered at both revisions alike (not listed here; job summary)` : ''
    notes.push(`${plural(unchanged, 'app')} unchanged${failing}`)
  }
  if (notes.length) out.push(`${notes.join('; ')}.`, '')
  return [...out, ...unreadNote(r)]
}

/** Changed files no Application the guard found reads: said, never counted as "nothing changed". */
function unreadNote(r: Report): string[] {
  const files = r.unreadChanges ?? []
  if (files.length === 0) return []
  return [`📄 ${unreadSentence(files, (f) => code(f))}`, '']
}

function appDetails(r: Report, a: ReportApp, level: Level, ctx: LinkContext, all?: ReportApp[]): string[] {
  const cap = LIST_CAP[level]!
  const pathCap = PATH_CAP[level]!
  const f = findingsByApp(r).get(appKey(a.namespace || null, a.name)) ?? []
  const removal = a.cascade.length ? `${a.cascade.length} deleted with the app${a.prune.length ? ` · ${a.prune.length} to prune` : ''}` : ''
  const head = `${appIcon(a, f)} ${text(a.name)}${alikeSuffix(all, TABLE_NAMES[level])}: ${removal || `${planCount(a, a.prune.length)} to prune`} · ${planCount(a, a.create.length)} to create · ${planCount(a, a.update.length)} to update`
  const url = argocdAppUrl(a, ctx.argocdUrl)
  const body: string[] = [
    `Sources: ${sourcesText(a)} · resources ${countText(a.resources.base)} → ${countText(a.resources.head)} · automated prune ${a.autoPrune ? '**on**' : 'off'}` +
      `${a.project ? ` · project ${code(a.project)}` : ''}${url ? ` · ${link('open in Argo CD', url)}` : ''}`
  ]
  for (const l of liveAppDetail(a, r.base.sha)) body.push(l)
  if (a.outcome === 'unknown') body.push('', `**Not analysed:** ${text(a.outcomeReason ?? a.notRendered ?? '')}`)
  else if (a.outcome === 'render-error' && !a.error) body.push('', `**Render error:** ${text(a.outcomeReason ?? '')}`)
  if (a.error) body.push('', '**Render error** (Argo CD would not sync this app):', '', fence(shownError(a.error), 'text', level === 0 ? 40 : 10))
  if (a.notRendered && a.outcome !== 'unknown') body.push('', `**Not rendered:** ${text(a.notRendered)}`)
  for (const w of a.warnings.slice(0, cap)) body.push('', `⚠️ ${text(w)}`)
  const list = (label: string, items: string[]): void => {
    if (items.length === 0) return
    const shown = items.slice(0, cap)
    body.push('', `**${label}** (${items.length})`, '')
    for (const s of shown) body.push(`- ${s}`) // no push(...): 200k deletions
    if (shown.length < items.length) body.push(`- … ${items.length - shown.length} more (job summary)`)
  }
  list(
    'Prune',
    [...a.prune]
      .sort((x, y) => resourceRisk(x) - resourceRisk(y))
      .map((p) => `${outcomeIcon(p.outcome)} ${code(resLabel(p))}: ${OUTCOME_TEXT[p.outcome]}${text(livePruneNote(p))}`)
  )
  list(
    'Deleted with the removed Application',
    a.cascade.map((c) => `🗑️ ${code(resLabel(c))}`)
  )
  list(
    'Create',
    a.create.map((c) => `➕ ${code(resLabel(c))}`)
  )
  list(
    'Update',
    a.update.map((u) => {
      const paths = u.paths.slice(0, pathCap).map((p) => code(p))
      const more = u.paths.length > paths.length ? ` … (${plural(u.paths.length, 'field')})` : ''
      return `✏️ ${code(resLabel(u))}${paths.length ? `: ${paths.join(', ')}` : ''}${more}`
    })
  )
  list(
    'Hooks the next sync runs',
    (a.syncHooks ?? []).map((h) => `🪝 ${text(h.phases.join(', ') || 'hook')} ${code(resLabel(h))}`)
  )
  return [...details(head, body), '']
}

/** Resource labels a grouped finding lists, per level. */
const GROUP_NAMES = [200, 30, 15, 10, 5, 5]

function findingBlock(g: FindingGroup, r: Report, level: Level, ctx: LinkContext): string[] {
  const f = g.first
  const parts = [`${findingIcon(f)} **${f.severity}**`, trustedDocs(f) ? link(code(f.rule), trustedDocs(f)!) : code(f.rule)]
  const alike = g.alike?.names ?? []
  if (alike.length) {
    const shown = alike.slice(0, GROUP_NAMES[level])
    parts.push(
      `**${plural(alike.length, g.alike!.noun)}** alike: ${shown.map((a) => `**${text(a)}**`).join(', ')}${alike.length > shown.length ? ` … and ${alike.length - shown.length} more` : ''}`
    )
  } else if (f.app) parts.push(`app **${text(f.app)}**`)
  const many = g.all.length > 1
  if (many && !alike.length) {
    // One rule, one cause, one app (issue 11): one block, the resources listed; JSON and SARIF keep one per resource.
    const shown = g.resources.slice(0, GROUP_NAMES[level])
    const more = g.resources.length - shown.length
    parts.push(`**${g.all.length} resources**: ${text(shown.map(resLabel).join(', '))}${more ? ` … and ${more} more` : ''}`)
  } else if (f.resource && !alike.length) parts.push(text(resLabel(f.resource)))
  const loc = many ? '' : location(f.file, f.line, findingSha(f, r), ctx)
  if (loc) parts.push(loc)
  if (!f.introduced) parts.push('_(already at base)_')
  const out = [`- ${parts.join(' · ')}`]
  if (level >= 4) return out
  // Alike across apps: said once for all of them when the message names no one app (causes.ts causeText).
  const own = alike.length && g.resources.length <= alike.length ? causeText(g, f.message) : null
  out.push('', `  ${own === null && many ? 'For example: ' : ''}${text(own ?? f.message)}`)
  const shared = sharedInput(g, r)
  if (shared) out.push('', `  **Where:** ${text(shared)}.`)
  if (f.suppressed) out.push('', `  ✅ Not blocking: ${text(f.suppressed)}`)
  if (level < 3 && f.fix) out.push('', `  **Fix:** ${text(f.fix)}`)
  return [...out, '']
}

/** Findings listed in full up to level 3; one line each (at most this many) from level 4 on. */
const ONE_LINERS = [Infinity, Infinity, Infinity, Infinity, 100, 20]

/** Findings already present at base: one collapsed line, or (job summary) a closed list of one-liners. */
function existingFindings(r: Report, level: Level, opts: MarkdownOptions): string[] {
  const existing = orderedFindings(r).filter((f) => !f.introduced)
  if (existing.length === 0) return []
  const head = `${plural(existing.length, 'finding')} already present at base, not introduced by this change`
  if (!opts.listExisting || level >= 3) return [`<sub>${head} (full list in the job summary and the JSON report).</sub>`, '']
  const items = existing.map(
    (f) =>
      `- ${findingIcon(f)} **${f.severity}** · ${code(f.rule)}${f.app ? ` · app **${text(f.app)}**` : ''}${f.resource ? ` · ${text(resLabel(f.resource))}` : ''}: ${text(f.message)}`
  )
  return [...details(head, items), '']
}

function findings(r: Report, level: Level, ctx: LinkContext): string[] {
  // Introduced first: only what this change introduces is listed in full (existingFindings covers the rest).
  const all = orderedFindings(r).filter((f) => f.introduced)
  if (all.length === 0) return []
  // Level 3: info findings are counted, not listed. Level 4+: prune findings are the deletions list above, and only
  // blocking, critical and high ones are listed, one line each.
  const listed =
    level < 3
      ? all
      : level < 4
        ? all.filter((f) => f.severity !== 'info')
        : all.filter((f) => !deletesResources(f.rule) && (f.blocking || f.severity === 'critical' || f.severity === 'high'))
  const grouped = alikeAcrossApps(groupFindings(listed))
  const groups = grouped.slice(0, ONE_LINERS[level])
  const keep = groups.flatMap((g) => g.all)
  // The heading's count matches what is listed: findings in fewer entries say so (issue 48 item 5).
  const entries =
    listed.length === all.length && grouped.length < all.length ? `${all.length} in ${plural(grouped.length, 'entry', 'entries')}` : `${all.length}`
  const out = [`### Findings introduced by this change (${entries})`, '']
  for (const g of groups) out.push(...findingBlock(g, r, level, ctx))
  // One-line items (level 4+) end without a blank line: a note right after them would join the last item.
  if (out[out.length - 1] !== '') out.push('')
  const prunes = level >= 4 ? all.filter((f) => deletesResources(f.rule)).length : 0
  if (prunes)
    out.push(`${plural(prunes, 'prune finding')} (${all.filter((f) => deletesResources(f.rule) && f.blocking).length} blocking): see the deletions above.`, '')
  const rest = all.length - keep.length - prunes
  if (rest > 0) out.push(`${plural(rest, 'more finding')} in the job summary.`, '')
  return out
}

function problems(r: Report, level: Level): string[] {
  if (r.problems.length === 0) return []
  if (level >= 3) return [`⚠️ ${plural(r.problems.length, 'file')} could not be read as manifests (job summary).`, '']
  const items = r.problems.map((p) => `- ${text(`${p.file}:${p.line}`)}: ${text(p.message)}`)
  return [...details(`⚠️ ${plural(r.problems.length, 'file')} could not be read as manifests`, items), '']
}

/** Notes are no error: left to the job summary as soon as the comment must be shortened. */
function notes(r: Report, level: Level): string[] {
  if (!r.notes?.length || level >= 3) return []
  // The first few below the full report, as in the terminal (a repository of 1,116 same-named apps: 388 KB of notes).
  const shown = level === 0 ? r.notes : r.notes.slice(0, NOTES_SHOWN)
  const items = shown.map((p) => `- ${text(`${p.file}:${p.line}`)}: ${text(p.message)}`)
  if (shown.length < r.notes.length) items.push(`- … and ${r.notes.length - shown.length} more (job summary)`)
  return [...details(`ℹ️ ${plural(r.notes.length, 'note')} on the repository's files`, items), '']
}

/** Tools that rendered at other versions than the modelled Argo CD bundles: its renders may differ from these. */
function toolWarnings(r: Report): string[] {
  const m = r.argocd?.toolMismatches ?? []
  if (m.length === 0) return []
  return [`⚠️ ${text(m.join('; '))}. Argo CD may render these apps differently.`, '']
}

function footer(r: Report, ctx: LinkContext): string[] {
  const tools = Object.entries(r.renderers)
    .sort(byEntryKey)
    .map(([k, v]) => `${text(k)} ${text(v)}`)
    .join(', ')
  const full = ctx.fullReportUrl ? ` · ${link('full report', ctx.fullReportUrl)}` : ''
  const a = r.argocd
  const argocd = a ? ` · modelled Argo CD ${text(a.version)} (Helm ${text(a.helm)}, Kustomize ${text(a.kustomize)})` : ''
  return [
    '---',
    `<sub>❌ blocks merge · ⚠️ needs a look · ✅ fine. Rendered ${r.live?.status === 'used' ? '' : 'offline '}at base ${code(short(r.base.sha))} → head ${code(short(r.head.sha))}` +
      `${tools ? ` with ${tools}` : ''}${argocd}${r.live?.status === 'used' ? ` · live facts from ${text(r.live.endpoint ?? 'the cluster')}` : ''} · blocks at ${text(r.failOn)} and above · argocd-prune-guard ${text(r.tool.version)}${full}</sub>`
  ]
}

function header(r: Report, opts: MarkdownOptions, level: Level): string[] {
  const out = opts.marker ? [opts.marker] : []
  const title = `${opts.title ?? DEFAULT_TITLE}${r.shard ? ` (shard ${r.shard})` : ''}`
  out.push(verdictLine(r, text(title)), '', summaryLine(r, true), '')
  if (r.notice) out.push('> [!WARNING]', `> ${text(r.notice)}`, '')
  for (const [who, n] of approvals(r)) out.push(`✅ ${text(who)} (${plural(n, 'finding')}).`, '')
  if (level > 0) {
    const where = opts.fullReportUrl ? link('job summary', opts.fullReportUrl) : 'job summary'
    out.push('> [!NOTE]', `> Some detail is left out to stay within GitHub's size limit; the ${where} has the full report.`, '')
  }
  return out
}

/** The report at one detail level (0 = everything). */
export function renderMarkdownAt(r: Report, level: Level, opts: MarkdownOptions = {}): string {
  const out = [
    ...header(r, opts, level),
    ...liveSection(r, level),
    ...blockersSection(r, opts),
    ...deletionsSection(r, level, opts),
    ...appsTable(r, level, opts)
  ]
  // Appended line by line: push(...lines) overflows the stack past ~100k lines (40k deletions).
  const add = (lines: string[]): void => {
    for (const l of lines) out.push(l)
  }
  if (level < 2) {
    const findingsOf = appFindings(findingsByApp(r))
    const all = appsByRisk(r, shownApps(r))
    const still = standingApps(all, findingsOf, level)
    const shown = all.filter((a) => !still.has(a))
    const { groups, grouped } = sameReasonGroups(shown, findingsOf)
    const alike = alikeApps(
      shown.filter((a) => !grouped.has(a)),
      findingsOf
    )
    for (const a of shown) if (!grouped.has(a) && !alike.folded.has(a)) add(appDetails(r, a, level, opts, alike.folds.get(a)))
    for (const g of groups) add(groupDetails(g))
  }
  const diffAt = out.length
  add(appSets(r, level, opts))
  add(findings(r, level, opts))
  add(existingFindings(r, level, opts))
  add(problems(r, level))
  add(notes(r, level))
  add(toolWarnings(r))
  add(footer(r, opts))
  // The rendered diff takes the room the rest leaves within the budget (never a coarser level for it).
  insertDiffs(out, diffAt, r, opts)
  return out.join('\n') + '\n'
}

/** The smallest body: verdict, summary and where to find the rest. */
function minimal(r: Report, opts: MarkdownOptions): string {
  const where = opts.fullReportUrl ? link('job summary', opts.fullReportUrl) : 'job summary'
  const lines = [...(opts.marker ? [opts.marker] : []), verdictLine(r, text(opts.title ?? DEFAULT_TITLE)), '', summaryLine(r, true), '']
  if (r.notice) lines.push(`> ${text(r.notice)}`, '')
  if (r.live?.status === 'failed') for (const l of liveSection(r, 5)) lines.push(l)
  lines.push(`The report is too large for this surface; the ${where} has it in full.`)
  return lines.join('\n') + '\n'
}

/** The report within `opts.budget` (default: a PR comment). `level` tells how much was left out. */
export function renderMarkdownFitted(r: Report, opts: MarkdownOptions = {}): { body: string; level: Level } {
  const budget = opts.budget ?? { limit: COMMENT_BUDGET, measure: 'chars' }
  const fitted = fit(
    (l) => renderMarkdownAt(r, l, opts),
    budget,
    () => minimal(r, opts)
  )
  return { body: fitted.fits ? fitted.body : cutLines(fitted.body, budget.limit, budget.measure), level: fitted.level }
}

export function renderMarkdown(r: Report, opts: MarkdownOptions = {}): string {
  return renderMarkdownFitted(r, opts).body
}
