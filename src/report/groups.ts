// Apps the guard could not analyse for one and the same reason (an undeclared config management plugin used by 30
// apps, a chart repository the network does not reach): listed one by one, they filled the comment of every pull
// request with identical rows and hid the row that mattered (a real replay: 30 of 35 rows). Such apps, when they have
// nothing else to show (no plan, no blocking finding, not added or removed), are shown once per reason.
import type { Finding } from '../rules/types.js'
import { isChanged, type ReportApp } from './model.js'
import { code, details, text } from './markdown/md.js'
import { listSome, plural } from '../lib/text.js'

/** Apps, ApplicationSets or findings alike, at least this many, are shown together (one entry, a few names). */
export const GROUP_MIN = 3

export interface ReasonGroup {
  reason: string
  apps: ReportApp[]
}

/** Whether the app has more to show than why it has no plan: a planned change or a blocking finding. */
export function planOrBlocker(a: ReportApp, findings: Finding[]): boolean {
  return a.prune.length + a.create.length + a.update.length + a.cascade.length > 0 || findings.some((f) => f.blocking)
}

/**
 * Whether the app is unchanged and would say only that it was not rendered, or fails as at base: the terminal lists such
 * apps once per reason (text/standing.ts), the comment counts them below the full report (markdown/markdown.ts).
 */
export function standing(a: ReportApp, findings: Finding[]): boolean {
  if (isChanged(a) || !(a.outcome === 'render-error' || a.error || a.notRendered)) return false
  if (a.warnings.length > 0 || (a.syncHooks ?? []).length > 0 || (a.diffs ?? []).length > 0 || a.live) return false
  return !planOrBlocker(a, findings)
}

/**
 * The standing apps of the comment's `level`: counted, not listed, below the full report (level 0, the job summary). A
 * template repository of one folder per cloud filled it with 60 rows of them and "393 more apps left out" around the
 * 17 apps the change touched.
 */
export function standingApps(apps: ReportApp[], findingsOf: (a: ReportApp) => Finding[], level: number): Set<ReportApp> {
  return level === 0 ? new Set() : new Set(apps.filter((a) => standing(a, findingsOf(a))))
}

/** Apps by reason, in the order each reason first appears; apps without a reason (undefined) are left out. */
export function byReason<T>(apps: T[], reasonOf: (a: T) => string | undefined): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const a of apps) {
    const reason = reasonOf(a)
    if (reason === undefined) continue
    const list = out.get(reason)
    if (list) list.push(a)
    else out.set(reason, [a])
  }
  return out
}

/** The groups of apps not analysed for the same reason, and the apps in them (left out of the one-by-one lists). */
export function sameReasonGroups(apps: ReportApp[], findingsOf: (a: ReportApp) => Finding[]): { groups: ReasonGroup[]; grouped: Set<ReportApp> } {
  const reasons = byReason(apps, (a) => {
    const reason = a.outcome === 'unknown' ? (a.outcomeReason ?? a.notRendered) : null
    if (!reason || a.error || a.change === 'added' || a.change === 'removed' || planOrBlocker(a, findingsOf(a))) return undefined
    return reason
  })
  const groups = [...reasons].filter(([, list]) => list.length >= GROUP_MIN).map(([reason, list]) => ({ reason, apps: list }))
  return { groups, grouped: new Set(groups.flatMap((g) => g.apps)) }
}

/** An app of a list, or a group in the place of its first app. */
export type GroupedItem = { app: ReportApp } | { group: ReasonGroup }

/** `apps` in their order, each group once where its first app stands; the apps in groups are not items themselves. */
export function groupsInPlace(apps: ReportApp[], groups: ReasonGroup[]): GroupedItem[] {
  const groupOf = new Map(groups.flatMap((g) => g.apps.map((a) => [a, g] as const)))
  const out: GroupedItem[] = []
  const emitted = new Set<ReasonGroup>()
  for (const a of apps) {
    const g = groupOf.get(a)
    if (!g) out.push({ app: a })
    else if (!emitted.has(g)) {
      emitted.add(g)
      out.push({ group: g })
    }
  }
  return out
}

/** One row of the Applications table for a group: its apps have no plan, so `?`, as for one such app (markdown.ts planCount). */
export function groupRow(g: ReasonGroup): string {
  return `| ⚠️ | ${plural(g.apps.length, 'app')} (not analysed): ${listSome(g.apps, 5, (a) => text(a.name))} | – | – | ? | ? | ? | – |`
}

/** The details of a group: the reason once, then every app. */
export function groupDetails(g: ReasonGroup): string[] {
  const body = [`**Not analysed:** ${text(g.reason)}`, '']
  for (const a of g.apps) body.push(`- ${code(a.name)}`)
  return [...details(`⚠️ ${plural(g.apps.length, 'app')} not analysed for the same reason`, body), '']
}
