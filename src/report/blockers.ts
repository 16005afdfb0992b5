// What a reviewer needs first (issue 11): what blocks and why, how to unblock, findings grouped by cause, rows ordered
// by risk, and plain words for the prune outcomes. Pure; returns data or unescaped text (callers escape).
import type { Finding } from '../rules/types.js'
import { isDeletionRule, unblockOf } from '../rules/index.js'
import { isApprovable } from './approval.js'
import { ellipsize } from './budget.js'
import { isChanged, type Report, type ReportApp, type ResourceRef } from './model.js'
import { alikeAcrossApps, causeText, sharedInput, type FindingGroup } from './causes.js'

export { alikeAcrossApps, type FindingGroup } from './causes.js'

/** Plain words for each prune outcome (JSON keeps the enum values; no rendering shows them). */
export const OUTCOME_PLAIN: Record<string, string> = {
  delete: 'deleted by the next automated sync',
  'kept-prune-false': 'kept (Prune=false); the app stays OutOfSync',
  'needs-confirmation': 'waits for approval in Argo CD (Prune=confirm)',
  'requires-manual-prune': 'left until someone syncs with prune (automated prune is off)',
  'auto-sync-stopped': 'automated sync stops (empty render); a manual sync with prune deletes it',
  cascade: 'deleted with its removed Application'
}

/** Kinds whose deletion loses data or everything inside: listed first. */
const LOUD = new Set(['PersistentVolumeClaim', 'PersistentVolume', 'Namespace'])

/** Lower sorts first: loud kinds, then what a sync deletes, then the rest. */
export function resourceRisk(r: ResourceRef & { outcome?: string }): number {
  const loud = r.group === '' && LOUD.has(r.kind) ? 0 : 1
  const o = r.outcome
  const deletes = o === 'delete' || o === 'cascade' || o === 'auto-sync-stopped' ? 0 : o === 'requires-manual-prune' || o === 'needs-confirmation' ? 1 : 2
  return deletes * 2 + loud
}

const key = (ns: string | null | undefined, name: string | null | undefined): string => `${ns ?? ''}/${name ?? ''}`

/**
 * Apps by risk: blocking apps first; then apps that delete a PVC/PV/Namespace, apps not analysed or failing to
 * render, apps that delete anything, other prunes, the rest. Within a rank, the report's order.
 */
export function appsByRisk(r: Report, apps: ReportApp[]): ReportApp[] {
  const blocking = new Set(r.findings.filter((f) => f.blocking).map((f) => key(f.appNamespace, f.app)))
  const rank = (a: ReportApp): number => {
    const rows = [...a.prune, ...a.cascade.map((c) => ({ ...c, outcome: 'cascade' }))]
    const best = rows.reduce((m, p) => Math.min(m, resourceRisk(p)), 6)
    const own = best === 0 ? 1 : a.outcome !== 'analysed' || a.error || a.notRendered ? 2 : best === 1 ? 3 : best < 6 ? 4 : 5
    // Within a rank, what the change touches first: an app broken at both revisions alike comes after changed ones.
    return (blocking.has(key(a.namespace || null, a.name)) ? 0 : 10) + own + (isChanged(a) ? 0 : 0.5)
  }
  return apps
    .map((a, i) => ({ a, i, k: rank(a) }))
    .sort((x, y) => x.k - y.k || x.i - y.i)
    .map((x) => x.a)
}

/** Groups per-resource findings that share rule, app, severity, blocking/suppressed state and fix; order kept. */
export function groupFindings(findings: Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>()
  const out: FindingGroup[] = []
  findings.forEach((f, i) => {
    const k = f.resource ? JSON.stringify([f.rule, f.appNamespace, f.app, f.severity, f.blocking, f.suppressed ?? null, f.introduced, f.fix]) : `single:${i}`
    const g = groups.get(k)
    if (g) {
      g.all.push(f)
      if (f.resource) g.resources.push(f.resource)
      return
    }
    const n: FindingGroup = { first: f, all: [f], resources: f.resource ? [f.resource] : [] }
    groups.set(k, n)
    out.push(n)
  })
  // Within a group, the riskiest resources first.
  for (const g of out) g.resources.sort((a, b) => resourceRisk(a) - resourceRisk(b))
  return out
}

/** What unblocks a blocker, by rule (issue 48 item 4): each kind of advice is true for its rules only. */
export type UnblockKind = 'deletion' | 'app-removal' | 'render' | 'immutable' | 'unmeasured' | 'other'

/** By the facts the finding's rule declares (`deletes`, `unblock`) and what the approve label acknowledges. */
function unblockKind(f: Finding): UnblockKind {
  const own = unblockOf(f.rule)
  if (own === 'app-removal' && !f.approvable) return 'app-removal'
  if (isDeletionRule(f.rule)) return 'deletion'
  if (isApprovable(f)) return 'unmeasured'
  return own === 'render' || own === 'immutable' ? own : 'other'
}

/** One line per blocking cause: app (or apps alike), rule, how many resources and the first sentence of the message. */
export interface Blocker {
  app: string | null
  /** The apps of a cause alike across apps (causes.ts), in order; empty for one app's cause. */
  apps: string[]
  rule: string
  count: number
  why: string
  /** The first sentence of the fix (the findings list has it in full). */
  fix: string
  /** The changed input the apps share, where the fix goes (causes.ts sharedInput); null when unknown or one app. */
  shared: string | null
  /** The approve label acknowledges it (report/approval.ts isApprovable). */
  approvable: boolean
  /** A deletion (prune, app-removed-cascade): approvable; else an approvable blocker is something not measured. */
  deletion: boolean
  unblock: UnblockKind
}

/** The leading sentences of a message, at least 60 characters when there are more (a bare "X fails." says too little). */
function firstSentence(s: string): string {
  const flat = s.replace(/\s*\n\s*/g, ' ')
  const m = /^(.{60,300}?\.)(\s|$)/.exec(flat)
  if (m) return m[1]!
  return flat.length <= 300 ? flat : `${flat.slice(0, 300)}…`
}

function why(g: FindingGroup): string {
  const f = g.first
  const apps = g.alike?.names.length ?? 1
  const own = causeText(g, firstSentence(f.message))
  const example = own ?? `for example in ${f.app ?? 'the first'}: ${firstSentence(f.message)}`
  if (g.resources.length > apps) return `${g.resources.length} resources, ${own ? 'for example: ' : ''}${example}`
  return example
}

export function blockers(r: Report): Blocker[] {
  const blocking = r.findings.filter((f) => f.blocking)
  return alikeAcrossApps(groupFindings(blocking)).map((g) => ({
    app: g.first.app,
    apps: g.alike?.noun === 'app' ? g.alike.names : [],
    rule: g.first.rule,
    count: g.all.length,
    why: why(g),
    fix: g.first.fix ? firstSentence(g.first.fix) : '',
    shared: sharedInput(g, r),
    approvable: isApprovable(g.first),
    deletion: isDeletionRule(g.first.rule),
    unblock: unblockKind(g.first)
  }))
}

/** Removes Markdown code marks from a fix or message for plain-text surfaces (text, SARIF). */
export function plainText(s: string): string {
  return s.replace(/`([^`\n]*)`/g, '$1')
}

/**
 * The one line a failed check ends with (the action's final error annotation): what blocks, cause by cause, rather
 * than how many findings (issue 48 item 8). At most three causes, each cut to a sentence; the comment has the rest.
 */
export function blockingLine(r: Report, most = 3): string {
  const all = blockers(r)
  const causes = all.slice(0, most).map((b) => {
    const who = b.apps.length > 1 ? `${b.apps.length} apps (${b.apps.slice(0, 3).join(', ')}${b.apps.length > 3 ? ', …' : ''})` : (b.app ?? 'the change')
    return ellipsize(plainText(`${who}: ${b.why}`), 200)
  })
  const more = all.length > most ? ` And ${all.length - most} more ${all.length - most === 1 ? 'cause' : 'causes'}: see the comment.` : ''
  return `merge blocked. ${causes.join(' · ')}${more}`
}
