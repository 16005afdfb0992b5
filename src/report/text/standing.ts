// Apps the change does not touch that could not be rendered at either revision alike (a chart from a repository the
// network does not reach, a source in another repository, a template that fails the same way at base): in the terminal
// each was a block of its own, on every run. A real replay (gitops-template, one provider folder per cloud) printed
// 1,173 such blocks, 980 KB, around the 17 apps the change touched. They are listed once per reason, a few names each;
// `--format json` lists every app. An app with anything else to say (a plan, a warning, live facts, a blocking
// finding) keeps its block. Apps the change touches that could not be analysed for one and the same reason are one
// item too, in the place of the first of them (the comment groups them alike: markdown-groups.ts).
import type { Finding } from '../../rules/types.js'
import { listSome, plural } from '../../lib/text.js'
import type { ReportApp } from '../model.js'
import { appFindings } from '../markdown/parts.js'
import { byReason, groupsInPlace, sameReasonGroups, standing, type GroupedItem, type ReasonGroup } from '../groups.js'
import { stableError } from '../stable.js'

/** How the terminal names an outcome other than analysed (app blocks, groups, an ApplicationSet's apps). */
export const OUTCOME_LABEL = { 'render-error': 'RENDER ERROR', unknown: 'NOT ANALYSED' } as const

/** Names shown per reason; the rest are counted. */
const NAMES_SHOWN = 5

/** The app's header name: a same-named app's name carries its file, which the header gives already. */
export function headerName(a: ReportApp): string {
  return a.name.endsWith(` (${a.file})`) ? a.name.slice(0, -` (${a.file})`.length) : a.name
}

/** `namespace/name (file:line)`, as an app's header names it. */
const appLabel = (a: ReportApp): string => `${a.namespace ? `${a.namespace}/` : ''}${headerName(a)} (${a.file}:${a.line})`

export interface StandingGroup {
  /** The problem line an app block would show (`RENDER ERROR: …`, `not rendered: …`). */
  reason: string
  apps: ReportApp[]
}

/** The apps to list one per block, and the standing ones grouped by reason (largest group first). */
export function splitStanding(
  apps: ReportApp[],
  byApp: Map<string, Finding[]>,
  problem: (a: ReportApp) => string
): { blocks: ReportApp[]; groups: StandingGroup[] } {
  const findingsOf = appFindings(byApp)
  const still = new Set(apps.filter((a) => standing(a, findingsOf(a))))
  const blocks = apps.filter((a) => !still.has(a))
  const reasons = byReason(apps, (a) => (still.has(a) ? problem(a) : undefined))
  const groups = [...reasons].map(([reason, list]) => ({ reason, apps: list })).sort((x, y) => y.apps.length - x.apps.length)
  return { blocks, groups }
}

/** The section of the grouped apps: a heading, then per reason its apps (a few named) and the reason once. */
export function standingLines(groups: StandingGroup[]): string[] {
  if (groups.length === 0) return []
  const n = groups.reduce((s, g) => s + g.apps.length, 0)
  const out = ['', `Not rendered at either revision, untouched by this change (${plural(n, 'app')}; --format json lists every app):`]
  for (const g of groups) {
    const names = listSome(g.apps, NAMES_SHOWN, appLabel)
    out.push(`  - ${plural(g.apps.length, 'app')}: ${names}`)
    out.push(`    ${g.reason.replace(/\n/g, '\n    ')}`)
  }
  return out
}

/**
 * The apps that get blocks, in their order, with those not analysed for one and the same reason (three or more, with
 * nothing else to show: markdown-groups.ts, as the comment groups them) as one item where the first of them stands.
 */
export function withSameReasonGroups(apps: ReportApp[], byApp: Map<string, Finding[]>): GroupedItem[] {
  const { groups } = sameReasonGroups(apps, appFindings(byApp))
  return groupsInPlace(apps, groups)
}

/** A group's lines: how many, a few names, the reason once. */
export function sameReasonLines(g: ReasonGroup): string[] {
  const names = listSome(g.apps, NAMES_SHOWN, appLabel)
  return [
    `${plural(g.apps.length, 'app')}, not analysed for the same reason: ${names}`,
    `  ${OUTCOME_LABEL.unknown}: ${stableError(g.reason).replace(/\n/g, '\n    ')}`
  ]
}
