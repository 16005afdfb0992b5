// Building blocks of the markdown report: labels, links, the verdict and summary lines, per-finding and per-app
// facts. Pure; every repository-derived string is escaped here or by the caller through ./md.ts.
import { plural } from '../../lib/text.js'
import { keyLabel } from '../../k8s/resource.js'
import { findingRevision } from '../../rules/index.js'
import { severityRank, type Finding, type Severity } from '../../rules/types.js'
import { approvedByText } from '../approval.js'
import { deletesPhrase, headlineParts, wontSyncPhrase } from '../headline.js'
import { code, link, text } from './md.js'
import { isChanged, isChangedSet, type Report, type ReportApp, type ResourceRef } from '../model.js'
import { wellFormed } from '../sanitize.js'
import { byEntryKey } from '../../lib/order.js'

export interface LinkContext {
  /** e.g. https://github.com/acme/gitops: file:line references become links to the blob at base or head. */
  repoUrl?: string
  /** Where the full report is (the workflow run's summary page). */
  fullReportUrl?: string
  /** The Argo CD UI (config argocdUrl, validated https): each app name links to its page there. */
  argocdUrl?: string
}

/** The app's page in the Argo CD UI: `<argocdUrl>/applications/<namespace>/<name>`; null without argocdUrl. */
export function argocdAppUrl(a: Pick<ReportApp, 'name' | 'namespace'>, argocdUrl: string | undefined): string | null {
  if (!argocdUrl) return null
  const path = [a.namespace, a.name]
    .filter(Boolean)
    .map((s) => encodeURIComponent(wellFormed(s)))
    .join('/')
  return `${argocdUrl.replace(/\/+$/, '')}/applications/${path}`
}

/** The app's name, linked to the Argo CD UI when argocdUrl is configured. */
export function appName(a: Pick<ReportApp, 'name' | 'namespace'>, ctx: LinkContext): string {
  const url = argocdAppUrl(a, ctx.argocdUrl)
  return url ? link(text(a.name), url) : text(a.name)
}

/** "PreSync Job ns/db-migrate": a hook the next sync runs. */
export function hookLabel(h: ResourceRef & { phases: string[] }): string {
  return `${h.phases.join(', ') || 'hook'} ${resLabel(h)}`
}

/** `Kind.group ns/name`, the same label the text report and findings use. */
export const resLabel: (r: ResourceRef) => string = keyLabel

export function short(sha: string): string {
  return sha.slice(0, 7)
}

/** `file:line` as escaped text, or a link to that line at the given revision. */
export function location(file: string | null, line: number | null, sha: string, ctx: LinkContext): string {
  if (!file) return ''
  const label = text(line ? `${file}:${line}` : file)
  if (!ctx.repoUrl) return label
  const path = wellFormed(file).split('/').map(encodeURIComponent).join('/')
  return link(label, `${ctx.repoUrl}/blob/${sha}/${path}${line ? `#L${line}` : ''}`)
}

export function findingSha(f: Finding, r: Report): string {
  return findingRevision(f.rule) === 'base' ? r.base.sha : r.head.sha
}

export const SEVERITY_ICON: Record<Severity, string> = {
  critical: '🛑',
  high: '🔴',
  medium: '🟠',
  low: '🟡',
  info: 'ℹ️'
}

export function findingIcon(f: Finding): string {
  if (f.blocking) return '❌'
  if (f.suppressed) return '✅'
  return SEVERITY_ICON[f.severity]
}

/** Blocking first, then by severity; otherwise the report's (deterministic) order. */
export function orderedFindings(r: Report): Finding[] {
  return r.findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => Number(b.f.blocking) - Number(a.f.blocking) || severityRank(b.f.severity) - severityRank(a.f.severity) || a.i - b.i)
    .map((x) => x.f)
}

export function appKey(ns: string | null, name: string | null): string {
  return `${ns ?? ''}/${name ?? ''}`
}

/** An app's findings, from findingsByApp's map (none: an empty list). */
export const appFindings =
  (byApp: Map<string, Finding[]>) =>
  (a: ReportApp): Finding[] =>
    byApp.get(appKey(a.namespace || null, a.name)) ?? []

export function findingsByApp(r: Report): Map<string, Finding[]> {
  const m = new Map<string, Finding[]>()
  for (const f of r.findings) {
    const k = appKey(f.appNamespace, f.app)
    const list = m.get(k) // appended in place: copying the list per finding is quadratic (40k findings)
    if (list) list.push(f)
    else m.set(k, [f])
  }
  return m
}

/**
 * Apps worth showing: changed (isChanged, the one meaning of "changed"), or broken / not analysed. An unchanged app
 * that could not be rendered while it was searched for child Applications (a chart the network does not reach) is
 * analysed all the same (identical inputs): listed on every pull request, it would only be noise in the comment; the
 * text and JSON reports keep its note.
 */
export function shownApps(r: Report): ReportApp[] {
  return r.apps.filter((a) => isChanged(a) || a.outcome !== 'analysed' || !!a.error)
}

/** ❌ blocks, ⚠️ needs a look, ✅ fine. */
export function appIcon(a: ReportApp, findings: Finding[]): string {
  if (findings.some((f) => f.blocking)) return '❌'
  if (
    a.error ||
    a.notRendered ||
    a.outcome !== 'analysed' ||
    a.cascade.length > 0 ||
    a.prune.some((p) => p.outcome === 'delete' || p.outcome === 'auto-sync-stopped')
  )
    return '⚠️'
  // What this change introduces: a risk the app already had at base is in the collapsed "already present" line, and a
  // ⚠️ the app's details would not explain read as this change's (an image bump beside an old PVC without Prune=false).
  if (findings.some((f) => f.introduced && !f.suppressed && severityRank(f.severity) >= severityRank('medium'))) return '⚠️'
  return '✅'
}

/** Terraform-style, from `summary` only (headline.ts): "3 apps changed · 5 to prune · 2 deleted (1 PVC) · …". */
export function summaryLine(r: Report, bold = false): string {
  return (
    headlineParts(r)
      // Numbers and fixed words only (headline.ts names known kinds, never a repository string): nothing to escape.
      .map((p) => (bold && p.loud ? `**${p.text}**` : p.text))
      .join(' · ')
  )
}

/** The approvals recorded in the report (findings suppressed by an approve label), with how many each covers. */
export function approvals(r: Report): Array<[string, number]> {
  const m = new Map<string, number>()
  for (const f of r.findings) if (f.suppressed?.startsWith('approved ')) m.set(f.suppressed, (m.get(f.suppressed) ?? 0) + 1)
  return [...m.entries()].sort(byEntryKey)
}

export function verdictLine(r: Report, title: string): string {
  const deletes = r.summary.deletes
  // R3.5.4: an empty render stops automated sync; the title says so instead of counting those prunes as deleted.
  const stopped = r.apps.filter((a) => a.prune.some((p) => p.outcome === 'auto-sync-stopped')).length
  const stop = stopped ? `, automated sync stops (${plural(stopped, 'app')} ${stopped === 1 ? 'renders' : 'render'} nothing)` : ''
  if (r.verdict === 'fail') {
    const del = deletes ? `, merging deletes ${deletesPhrase(r)}` : ''
    const live = r.live?.status === 'failed' ? ', live facts unavailable' : ''
    // Issue 48 item 3: what breaks, beside what is deleted ("30 apps won't sync (immutable `spec.selector`)").
    const broken = wontSyncPhrase(r, code, text)
    const count = plural(r.summary.blocking, 'blocking finding')
    return broken ? `## ❌ ${title}: ${broken}${del}${stop}${live} (${count})` : `## ❌ ${title}: ${count}${del}${stop}${live}`
  }
  const approved = approvals(r).reduce((n, [, c]) => n + c, 0)
  // Issue 11 item 8: the approved title still says what merging deletes, and who approved it.
  if (approved > 0) {
    const by = text(approvedByText(r))
    return deletes > 0
      ? `## ✅ ${title}: passed, merging deletes ${deletesPhrase(r)}${stop} (${by})`
      : `## ✅ ${title}: passed, ${plural(approved, 'finding')} ${by}${stop}`
  }
  const notes = [
    deletes > 0 ? `${plural(deletes, 'resource')} will be deleted` : '',
    stop.slice(2),
    r.summary.unknownApps > 0 ? `${plural(r.summary.unknownApps, 'app')} not analysed` : '',
    // The apps an ApplicationSet the guard could not expand generates are not analysed either: never a plain pass.
    r.summary.unknownAppSets > 0 ? `${plural(r.summary.unknownAppSets, 'ApplicationSet')} not analysed${changedUnknownSets(r)}` : '',
    // Live mode failed: the pass is the offline answer, and the title says so (never a pass that looks complete).
    r.live?.status === 'failed' ? 'live facts unavailable (offline answer)' : ''
  ]
  if (notes.some(Boolean)) return `## ⚠️ ${title}: passed, ${notes.filter(Boolean).join(', ')}`
  return `## ✅ ${title}: passed`
}

export const OUTCOME_TEXT: Record<string, string> = {
  delete: '**deleted** by the next automated sync',
  'kept-prune-false': 'kept (Prune=false); the app stays OutOfSync',
  'needs-confirmation': 'waits for confirmation (Prune=confirm)',
  'requires-manual-prune': 'left until someone syncs with prune (automated prune is off)',
  'auto-sync-stopped': 'automated sync **stops** (empty render); a manual sync with prune **deletes** it',
  cascade: '**deleted** with its removed Application (resources finalizer)'
}

export function outcomeIcon(outcome: string): string {
  return outcome === 'delete' || outcome === 'cascade' ? '🗑️' : outcome === 'auto-sync-stopped' ? '⛔' : outcome === 'needs-confirmation' ? '⏸️' : '📌'
}

export function sourcesText(a: ReportApp): string {
  if (a.sources.length === 0) return 'no sources'
  return a.sources.map((s) => `${text(sourceTypeText(a, s))} ${code(s.chart || s.path || '.')}${s.rendered ? '' : ' (not rendered)'}`).join(', ')
}

/**
 * A source's type in words: its renderer, or, when none was detected because the app's path does not exist at that
 * revision, "path not found" (issue 48 item 8: not "unknown", which reads as a type the guard does not know).
 */
export function sourceTypeText(a: Pick<ReportApp, 'error' | 'outcomeReason'>, s: { type: string }): string {
  if (s.type !== 'unknown') return s.type
  return /app path does not exist/.test(`${a.error ?? ''} ${a.outcomeReason ?? ''}`) ? 'path not found' : 'type not detected'
}

export function countText(n: number | null): string {
  return n === null ? '–' : String(n)
}

/** ` (2 changed)`: of the ApplicationSets not analysed, those this change adds, edits or removes ('' when none). */
function changedUnknownSets(r: Report): string {
  const n = r.appSets.filter((s) => s.outcome === 'unknown' && isChangedSet(s)).length
  return n > 0 ? ` (${n} changed)` : ''
}
