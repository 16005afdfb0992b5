// The terminal report: per app what is pruned, created and changed, then the findings with why and how to fix.
import { sourceTypeText } from '../markdown/parts.js'
import { keyLabel } from '../../k8s/resource.js'
import type { Finding } from '../../rules/types.js'
import { approvedByText } from '../approval.js'
import { deletesPhrase, headlineParts, unreadSentence, wontSyncPhrase } from '../headline.js'
import { isChanged, type Report, type ReportApp } from '../model.js'
import { NOTES_SHOWN } from '../notes.js'
import { appSetLines } from './appsets.js'
import { defuseLines, terminalSafe } from '../sanitize.js'
import { listSome, plural } from '../../lib/text.js'
import { alikeAcrossApps, appsByRisk, blockers, groupFindings, OUTCOME_PLAIN, plainText, resourceRisk, type FindingGroup } from '../blockers.js'
import { stableError } from '../stable.js'
import { causeText } from '../causes.js'
import { argocdAppUrl, findingsByApp, hookLabel } from '../markdown/parts.js'
import { layout, type TerminalOptions } from './terminal.js'
import { liveAppTextLine, liveTextLines } from './live.js'
import { livePruneNote } from '../live-words.js'
import { diffBlock } from './diff.js'
import { unblockLines } from '../markdown/blockers.js'
import { headerName, OUTCOME_LABEL, sameReasonLines, splitStanding, standingLines, withSameReasonGroups } from './standing.js'

const label = keyLabel

/** Verdict and counts, from `report.summary` only (headline.ts). */
export function headline(report: Report): string {
  const s = report.summary
  const [apps, ...rest] = headlineParts(report).map((p) => p.text)
  const by = approvedByText(report)
  // Issue 11 item 8: an approved pass still says what merging deletes.
  const approved = by && s.deletes > 0 ? ` (merging deletes ${deletesPhrase(report)}, ${by})` : by ? ` (${by})` : ''
  const offline = report.live?.status === 'failed' ? ' (offline answer: live facts unavailable)' : ''
  const broken = report.verdict === 'fail' ? wontSyncPhrase(report, String, String) : ''
  const fail = `${plural(s.blocking, 'blocking finding')}${broken ? `: ${broken}` : ''}`
  const verdict = (report.verdict === 'fail' ? `FAIL: ${fail}` : `PASS${approved}`) + offline
  return `${verdict} · ${[apps!.replace(/ changed/, ` changed of ${s.apps}`), ...rest].join(' · ')}`
}

/** Why the app has no plan (not analysed, render error, error, not rendered), as its block says it; undefined if none. */
function problemText(a: ReportApp): string | undefined {
  if (a.outcome !== 'analysed') return `${OUTCOME_LABEL[a.outcome]}: ${stableError(a.outcomeReason ?? a.error ?? a.notRendered ?? '')}`
  if (a.error) return `ERROR: ${stableError(a.error)}`
  return a.notRendered ? `not rendered: ${a.notRendered}` : undefined
}

function appBlock(a: ReportApp, argocdUrl: string | undefined, baseSha = ''): string[] {
  const lines: string[] = []
  const ns = a.namespace ? `${a.namespace}/` : ''
  const prune = a.autoPrune ? 'automated prune ON' : 'automated prune off'
  // A same-named app's name carries its file (argocd/same-name.ts): not said twice.
  const name = headerName(a)
  lines.push(`App ${ns}${name} (${a.file}:${a.line}): ${a.change}, ${prune}${a.project ? `, project ${a.project}` : ''}`)
  const url = argocdAppUrl(a, argocdUrl)
  if (url) lines.push(`  Argo CD: ${url}`)
  const counts = `resources ${a.resources.base ?? '-'} → ${a.resources.head ?? '-'}`
  lines.push(`  sources: ${a.sources.map((s) => `${sourceTypeText(a, s)} ${s.chart || s.path || '.'}`).join(', ') || 'none'} · ${counts}`)
  const problem = problemText(a)
  if (problem) lines.push(`  ${problem.replace(/\n/g, '\n    ')}`)
  for (const l of liveAppTextLine(a, baseSha)) lines.push(l)
  for (const w of a.warnings) lines.push(`  warning: ${w}`)
  if (a.prune.length) {
    lines.push(`  prune (${a.prune.length}):`)
    for (const p of [...a.prune].sort((x, y) => resourceRisk(x) - resourceRisk(y)))
      lines.push(`    - ${label(p)}: ${OUTCOME_PLAIN[p.outcome] ?? 'pruned'}${livePruneNote(p)}`)
  }
  if (a.cascade.length) {
    lines.push(`  deleted with the removed Application (${a.cascade.length}):`)
    for (const c of a.cascade) lines.push(`    - ${label(c)}: ${OUTCOME_PLAIN.cascade}`)
  }
  if (a.create.length) {
    lines.push(`  create (${a.create.length}):`)
    for (const c of a.create) lines.push(`    + ${label(c)}`)
  }
  const hooks = a.syncHooks ?? []
  const more = hooks.length > 10 ? `; … and ${hooks.length - 10} more (--format json lists them)` : ''
  if (hooks.length) lines.push(`  hooks the next sync runs (${hooks.length}): ${hooks.slice(0, 10).map(hookLabel).join('; ')}${more}`)
  if (a.update.length) {
    lines.push(`  update (${a.update.length}):`)
    for (const u of a.update) {
      const paths = u.paths.slice(0, 5).join(', ') + (u.paths.length > 5 ? `, … (${u.paths.length} fields)` : '')
      lines.push(`    ~ ${label(u)}: ${paths}`)
    }
  }
  for (const l of diffBlock(a)) lines.push(l) // the rendered diff, after the resource lists (text-diff.ts)
  return lines
}

function findingBlock(g: FindingGroup): string[] {
  const f: Finding = g.first
  const many = g.all.length > 1
  const where = f.file && !many ? ` (${f.file}${f.line ? `:${f.line}` : ''})` : ''
  const app = f.app && !g.alike ? `${f.app}: ` : ''
  const flag = f.blocking ? ' BLOCKING' : f.suppressed ? ` (suppressed: ${f.suppressed})` : f.introduced ? '' : ' (existing)'
  // One rule, one cause, one app: one block listing the resources (JSON and SARIF keep one finding per resource); or
  // alike in several apps (blockers.ts alikeAcrossApps): the apps named once, the first one's message as the example.
  const own = g.alike && g.resources.length <= g.alike.names.length ? causeText(g, f.message) : null
  const group = g.alike
    ? `${plural(g.alike.names.length, g.alike.noun)} alike: ${listSome(g.alike.names, 10)}. ${own === null ? 'For example: ' : ''}`
    : many
      ? `${g.all.length} resources: ${g.resources.map(label).join(', ')}. For example: `
      : ''
  return [`  ${f.severity.toUpperCase()}${flag} [${f.rule}] ${app}${group}${plainText(own ?? f.message)}${where}`, `    fix: ${plainText(f.fix)}`]
}

/**
 * An entry whose message spans lines (a renderer error, a name with a line break) with every continuation line that
 * would start at the left margin indented under the entry: only the report's own lines start there, so a `FAIL: …`
 * or `PASS` inside a message never reads as the verdict.
 */
function continued(entry: string): string {
  if (!entry.includes('\n')) return entry
  const pad = `${/^\s*/.exec(entry)![0]}    `
  return entry.replace(/\n(?=\S)/g, `\n${pad}`)
}

/** The text report; `opts` (width, colour) is decided by the caller from the terminal (cli/tty.ts). */
export interface TextOptions extends TerminalOptions {
  /** The Argo CD UI (config argocdUrl): each app gets a link to its page. */
  argocdUrl?: string
}

export function renderText(unsafe: Report, opts: TextOptions = {}): string {
  // Terminal escapes, CR and bidi characters from the repository become visible; no line is a workflow command.
  const report = terminalSafe(unsafe)
  const out: string[] = []
  const r = Object.entries(report.renderers)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  out.push(
    `argocd-prune-guard ${report.tool.version} · base ${report.base.rev} (${report.base.sha.slice(0, 7)}) → head ${report.head.rev} (${report.head.sha.slice(0, 7)})${r ? ` · ${r}` : ''}`
  )
  const a = report.argocd
  if (a) out.push(`modelled Argo CD ${a.version} (Helm ${a.helm}, Kustomize ${a.kustomize})`)
  for (const m of a?.toolMismatches ?? []) out.push(`WARNING: ${m}. Argo CD may render these apps differently.`)
  out.push(headline(report))
  const rc = report.renderCache
  if (rc)
    out.push(
      `renders: ${rc.hits + rc.misses + rc.uncacheable} (${rc.hits} from cache${rc.rejected ? `, ${rc.rejected} cache entries rejected as damaged or not matching` : ''})`
    )
  if (report.notice) out.push('', `NOTE: ${report.notice}`)
  for (const l of liveTextLines(report)) out.push(l)
  const shown = appsByRisk(
    report,
    report.apps.filter((a) => isChanged(a) || a.outcome !== 'analysed' || a.error || a.notRendered)
  )
  // Apps untouched by the change that fail alike at both revisions: once per reason (text-standing.ts).
  const byApp = findingsByApp(report)
  const { blocks: appBlocks, groups } = splitStanding(shown, byApp, (a) => problemText(a) ?? '')
  // Changed apps not analysed for one reason (a chart repository offline for 17 provider folders): one item each.
  for (const item of withSameReasonGroups(appBlocks, byApp)) {
    out.push('')
    const lines = 'app' in item ? appBlock(item.app, opts.argocdUrl, report.base.sha) : sameReasonLines(item.group)
    for (const l of lines) out.push(l) // no push(...): one app can prune 200k resources
  }
  for (const l of standingLines(groups)) out.push(l)
  const unchanged = report.summary.apps - report.summary.changedApps
  if (unchanged > 0) out.push('', `${plural(unchanged, 'app')} unchanged.`)
  const unread = report.unreadChanges ?? []
  if (unread.length > 0) out.push('', unreadSentence(unread, String))
  for (const l of appSetLines(report.appSets, report.apps)) out.push(l) // changed ones first, the rest grouped by reason (text-appsets.ts)
  // Introduced first: findings already present at base are one collapsed line (the JSON report lists them).
  const introduced = report.findings.filter((f) => f.introduced)
  if (introduced.length) {
    out.push('', `Findings introduced by this change (${report.summary.introduced}):`)
    for (const g of alikeAcrossApps(groupFindings(introduced))) out.push(...findingBlock(g))
  }
  const existing = report.summary.existing
  if (existing > 0) out.push('', `${plural(existing, 'finding')} already present at base, not introduced by this change (listed in --format json).`)
  if (report.problems.length) {
    out.push('', 'Files that could not be read:')
    for (const p of report.problems) out.push(`  ${p.file}:${p.line}: ${p.message}`)
  }
  if (report.notes?.length) {
    out.push('', 'Notes:')
    for (const p of report.notes.slice(0, NOTES_SHOWN)) out.push(`  ${p.file}:${p.line}: ${p.message}`)
    const more = report.notes.length - NOTES_SHOWN
    if (more > 0) out.push(`  … and ${plural(more, 'more note')} (--format json lists them)`)
  }
  // Last, where the terminal leaves the reader: what blocks and why.
  const blocks = blockers(report)
  if (blocks.length) {
    out.push('', `What blocks merge (${blocks.length}):`)
    for (const b of blocks) {
      const whose = b.apps.length ? `${plural(b.apps.length, 'app')} (${listSome(b.apps, 5)}): ` : b.app ? `${b.app}: ` : ''
      out.push(`  - ${whose}${plainText(b.why)}`)
      if (!b.deletion && b.fix) out.push(`    fix: ${plainText(b.fix)}`)
      if (b.shared) out.push(`    where: ${b.shared}`)
    }
    // Issue 11 item 9 / issue 48 item 4: the last lines say how to unblock, per kind of blocker, as the comment does.
    out.push('To unblock:')
    for (const l of unblockLines(blocks, 'the approve label (the action input approve-label, default prune-guard/approve)')) out.push(`  - ${plainText(l)}`)
  }
  const text = defuseLines(out.map(continued).join('\n'))
  // Without width or colour the layout is the text as it is (a pipe, a file): not split into its lines again.
  return (opts.width || opts.color ? layout(text.split('\n'), opts).join('\n') : text) + '\n'
}
