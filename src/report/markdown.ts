// The markdown report: the sticky PR comment, the check run summary and the job summary are all this rendering at
// different budgets. Layout: verdict line, summary line, loud deletions, a table of apps, collapsible details per
// app, findings with explanation and docs link, footer. Over budget it degrades detail level by level (budget.ts);
// the verdict and the prune list survive every level, and no fence or <details> is ever cut.
import { DOCS_BASE, type Finding } from '../rules/types.js'
import { COMMENT_BUDGET, fit, type Budget, type Level } from './budget.js'
import {
  appIcon,
  appKey,
  approvals,
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
} from './markdown-parts.js'
import { code, cutLines, details, fence, link, plural, text } from './md.js'
import type { Report, ReportApp } from './model.js'

export interface MarkdownOptions extends LinkContext {
  /** A first line (the sticky comment's hidden marker); counted in the budget. */
  marker?: string
  /** Shown in the title, e.g. "Argo CD Prune Guard (staging)". */
  title?: string
  budget?: Budget
}

export const DEFAULT_TITLE = 'Argo CD Prune Guard'

/** Per level: how many list entries a details block shows, and how many field paths per update. */
const LIST_CAP = [Infinity, 25, 0, 0, 0, 0]
const PATH_CAP = [8, 3, 0, 0, 0, 0]
/** From this level on, the prune list becomes one line per app and kind; at 5 it is abbreviated per group. */
const COMPACT_PRUNE = 4
const NAMES_PER_GROUP_AT_5 = 20

function deletions(r: Report, level: Level, ctx: LinkContext): string[] {
  const rows = r.apps.flatMap((a) => a.prune.map((p) => ({ a, p })))
  if (rows.length === 0) return []
  const deletes = rows.filter((x) => x.p.outcome === 'delete')
  const out = [`### 🗑️ ${plural(rows.length, 'resource')} to prune`, '']
  if (deletes.length > 0) {
    const kinds = [...new Set(deletes.map((x) => x.p.kind))].sort()
    const why = [
      kinds.includes('PersistentVolumeClaim') || kinds.includes('PersistentVolume') ? ' Deleted volumes take their data with them.' : '',
      kinds.includes('Namespace') ? ' A deleted Namespace takes everything inside it.' : ''
    ].join('')
    out.push('> [!CAUTION]', `> Merging this **deletes ${plural(deletes.length, 'resource')}** (${text(kinds.join(', '))}) on the next automated sync.${why}`, '')
  } else {
    out.push('> [!WARNING]', '> Resources are no longer rendered. Nothing is deleted automatically; see what happens to each below.', '')
  }
  const approved = new Map<string, string>()
  for (const f of r.findings) {
    if (f.rule === 'prune' && f.resource && f.suppressed?.startsWith('approved '))
      approved.set(`${appKey(f.appNamespace, f.app)}|${resLabel(f.resource)}`, f.suppressed)
  }
  if (level < COMPACT_PRUNE) {
    out.push('| | Resource | App | What happens | Defined at (base) |', '|:-:|:--|:--|:--|:--|')
    for (const { a, p } of rows) {
      const ack = approved.get(`${appKey(a.namespace || null, a.name)}|${resLabel(p)}`)
      out.push(
        `| ${outcomeIcon(p.outcome)} | ${text(resLabel(p))} | ${text(a.name)} | ${OUTCOME_TEXT[p.outcome]}${ack ? ` · ✅ ${text(ack)}` : ''} | ${location(p.file, p.line, r.base.sha, ctx)} |`
      )
    }
    return [...out, '']
  }
  // Compact: one line per app, outcome and kind, every name listed (or, at the last level, the first ones).
  const groups = new Map<string, string[]>()
  for (const { a, p } of rows) {
    const k = `${a.name}\u0000${p.outcome}\u0000${p.group ? `${p.kind}.${p.group}` : p.kind}`
    const names = groups.get(k) ?? groups.set(k, []).get(k)! // in place: copying per name is quadratic
    names.push(p.namespace ? `${p.namespace}/${p.name}` : p.name)
  }
  for (const [k, names] of groups) {
    const [app, outcome, kind] = k.split('\u0000') as [string, string, string]
    const shown = level >= 5 && names.length > NAMES_PER_GROUP_AT_5 ? names.slice(0, NAMES_PER_GROUP_AT_5) : names
    const more = names.length - shown.length
    out.push(
      `- ${outcomeIcon(outcome)} **${text(app)}** · ${text(kind)} (${names.length}, ${outcome}): ${text(shown.join(', '))}${more ? ` … and ${more} more (full list in the job summary)` : ''}`
    )
  }
  return [...out, '']
}

function appsTable(r: Report, level: Level, ctx: LinkContext): string[] {
  const byApp = findingsByApp(r)
  const apps = shownApps(r)
  const unchanged = r.apps.length - apps.length
  if (apps.length === 0) return [`${plural(r.apps.length, 'application')}, none changed.`, '']
  // At high levels list only the apps that matter for the verdict.
  const important = (a: ReportApp): boolean =>
    a.prune.length > 0 || !!a.error || (byApp.get(appKey(a.namespace || null, a.name)) ?? []).some((f) => f.blocking)
  const rows = level >= 3 ? apps.filter(important) : apps
  const out = ['### Applications', '', '| | App | Manifest | Prune | Create | Update | Auto-prune |', '|:-:|:--|:--|--:|--:|--:|:-:|']
  for (const a of rows) {
    const f = byApp.get(appKey(a.namespace || null, a.name)) ?? []
    const change = a.change === 'added' || a.change === 'removed' ? ` (${a.change})` : ''
    out.push(
      `| ${appIcon(a, f)} | ${text(a.name)}${change} | ${location(a.file, a.line, a.change === 'removed' ? r.base.sha : r.head.sha, ctx)} | ${a.prune.length} | ${a.create.length} | ${a.update.length} | ${a.autoPrune ? 'on' : 'off'} |`
    )
  }
  out.push('')
  const notes: string[] = []
  if (rows.length < apps.length) notes.push(`${plural(apps.length - rows.length, 'other changed app')} not listed here`)
  if (unchanged > 0) notes.push(`${plural(unchanged, 'app')} unchanged`)
  if (notes.length) out.push(`${notes.join('; ')}.`, '')
  return out
}

function appDetails(r: Report, a: ReportApp, level: Level): string[] {
  const cap = LIST_CAP[level]!
  const pathCap = PATH_CAP[level]!
  const f = findingsByApp(r).get(appKey(a.namespace || null, a.name)) ?? []
  const head = `${appIcon(a, f)} ${text(a.name)}: ${a.prune.length} to prune · ${a.create.length} to create · ${a.update.length} to update`
  const body: string[] = [
    `Sources: ${sourcesText(a)} · resources ${countText(a.resources.base)} → ${countText(a.resources.head)} · automated prune ${a.autoPrune ? '**on**' : 'off'}`
  ]
  if (a.error) body.push('', '**Render error** (Argo CD would not sync this app):', '', fence(a.error, 'text', level === 0 ? 40 : 10))
  if (a.notRendered) body.push('', `**Not rendered:** ${text(a.notRendered)}`)
  for (const w of a.warnings.slice(0, cap)) body.push('', `⚠️ ${text(w)}`)
  const list = (label: string, items: string[]): void => {
    if (items.length === 0) return
    const shown = items.slice(0, cap)
    body.push('', `**${label}** (${items.length})`, '')
    for (const s of shown) body.push(`- ${s}`) // no push(...): 200k deletions
    if (shown.length < items.length) body.push(`- … ${items.length - shown.length} more (job summary)`)
  }
  list('Prune', a.prune.map((p) => `${outcomeIcon(p.outcome)} ${code(resLabel(p))}: ${OUTCOME_TEXT[p.outcome]}`))
  list('Create', a.create.map((c) => `➕ ${code(resLabel(c))}`))
  list(
    'Update',
    a.update.map((u) => {
      const paths = u.paths.slice(0, pathCap).map((p) => code(p))
      const more = u.paths.length > paths.length ? ` … (${plural(u.paths.length, 'field')})` : ''
      return `✏️ ${code(resLabel(u))}${paths.length ? `: ${paths.join(', ')}` : ''}${more}`
    })
  )
  return [...details(head, body), '']
}

function findingBlock(f: Finding, r: Report, level: Level, ctx: LinkContext): string[] {
  const parts = [`${findingIcon(f)} **${f.severity}**`, f.docs.startsWith(`${DOCS_BASE}/`) ? link(code(f.rule), f.docs) : code(f.rule)]
  if (f.app) parts.push(`app **${text(f.app)}**`)
  if (f.resource) parts.push(text(resLabel(f.resource)))
  const loc = location(f.file, f.line, findingSha(f, r), ctx)
  if (loc) parts.push(loc)
  if (!f.introduced) parts.push('_(already at base)_')
  const out = [`- ${parts.join(' · ')}`]
  if (level >= 4) return out
  out.push('', `  ${text(f.message)}`)
  if (f.suppressed) out.push('', `  ✅ Not blocking: ${text(f.suppressed)}`)
  if (level < 3 && f.fix) out.push('', `  **Fix:** ${text(f.fix)}`)
  return [...out, '']
}

/** Findings listed in full up to level 3; one line each (at most this many) from level 4 on. */
const ONE_LINERS = [Infinity, Infinity, Infinity, Infinity, 100, 20]

function findings(r: Report, level: Level, ctx: LinkContext): string[] {
  if (r.findings.length === 0) return []
  const all = orderedFindings(r)
  // Level 3: info findings are counted, not listed. Level 4+: prune findings are the deletions list above, and only
  // blocking, critical and high ones are listed, one line each.
  const listed =
    level < 3
      ? all
      : level < 4
        ? all.filter((f) => f.severity !== 'info')
        : all.filter((f) => f.rule !== 'prune' && (f.blocking || f.severity === 'critical' || f.severity === 'high'))
  const keep = listed.slice(0, ONE_LINERS[level])
  const out = [`### Findings (${all.length})`, '']
  for (const f of keep) out.push(...findingBlock(f, r, level, ctx))
  const prunes = level >= 4 ? all.filter((f) => f.rule === 'prune').length : 0
  if (prunes) out.push(`${plural(prunes, 'prune finding')} (${all.filter((f) => f.rule === 'prune' && f.blocking).length} blocking): see the deletions above.`, '')
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

function footer(r: Report, ctx: LinkContext): string[] {
  const tools = Object.entries(r.renderers)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${text(k)} ${text(v)}`)
    .join(', ')
  const full = ctx.fullReportUrl ? ` · ${link('full report', ctx.fullReportUrl)}` : ''
  return [
    '---',
    `<sub>❌ blocks merge · ⚠️ needs a look · ✅ fine. Rendered offline at base ${code(short(r.base.sha))} → head ${code(short(r.head.sha))}` +
      `${tools ? ` with ${tools}` : ''} · blocks at ${text(r.failOn)} and above · argocd-prune-guard ${text(r.tool.version)}${full}</sub>`
  ]
}

function header(r: Report, opts: MarkdownOptions, level: Level): string[] {
  const out = opts.marker ? [opts.marker] : []
  const title = `${opts.title ?? DEFAULT_TITLE}${r.shard ? ` (shard ${r.shard})` : ''}`
  out.push(verdictLine(r, text(title)), '', summaryLine(r, true), '')
  for (const [who, n] of approvals(r)) out.push(`✅ ${text(who)} (${plural(n, 'finding')}).`, '')
  if (level > 0) {
    const where = opts.fullReportUrl ? link('job summary', opts.fullReportUrl) : 'job summary'
    out.push('> [!NOTE]', `> Some detail is left out to stay within GitHub's size limit; the ${where} has the full report.`, '')
  }
  return out
}

/** The report at one detail level (0 = everything). */
export function renderMarkdownAt(r: Report, level: Level, opts: MarkdownOptions = {}): string {
  const out = [...header(r, opts, level), ...deletions(r, level, opts), ...appsTable(r, level, opts)]
  // Appended line by line: push(...lines) overflows the stack past ~100k lines (40k deletions).
  const add = (lines: string[]): void => {
    for (const l of lines) out.push(l)
  }
  if (level < 2) for (const a of shownApps(r)) add(appDetails(r, a, level))
  add(findings(r, level, opts))
  add(problems(r, level))
  add(footer(r, opts))
  return out.join('\n') + '\n'
}

/** The smallest body: verdict, summary and where to find the rest. */
function minimal(r: Report, opts: MarkdownOptions): string {
  const where = opts.fullReportUrl ? link('job summary', opts.fullReportUrl) : 'job summary'
  const lines = [...(opts.marker ? [opts.marker] : []), verdictLine(r, text(opts.title ?? DEFAULT_TITLE)), '', summaryLine(r, true), '']
  lines.push(`The report is too large for this surface; the ${where} has it in full.`)
  return lines.join('\n') + '\n'
}

/** The report within `opts.budget` (default: a PR comment). `level` tells how much was left out. */
export function renderMarkdownFitted(r: Report, opts: MarkdownOptions = {}): { body: string; level: Level } {
  const budget = opts.budget ?? { limit: COMMENT_BUDGET, measure: 'chars' }
  const fitted = fit((l) => renderMarkdownAt(r, l, opts), budget, () => minimal(r, opts))
  return { body: fitted.fits ? fitted.body : cutLines(fitted.body, budget.limit, budget.measure), level: fitted.level }
}

export function renderMarkdown(r: Report, opts: MarkdownOptions = {}): string {
  return renderMarkdownFitted(r, opts).body
}
