// What a reviewer needs first (issue 11): what blocks and why, how to unblock, findings grouped by cause, rows ordered
// by risk, and plain words for the prune outcomes. Pure; returns data or unescaped text (callers escape).
import type { Finding } from '../rules/types.js'
import { APPROVABLE_RULES, isApprovable } from './approval.js'
import { isChanged, type Report, type ReportApp, type ResourceRef } from './model.js'
import { GROUP_MIN } from './markdown-groups.js'

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

/** Findings of one rule and one cause in one app: same rule, app, severity, state and fix. */
export interface FindingGroup {
  first: Finding
  all: Finding[]
  resources: ResourceRef[]
  /**
   * Set by alikeAcrossApps: the apps (or ApplicationSets) whose finding says the same as `first`'s, first's included, in
   * order, and the word for them.
   */
  alike?: { noun: 'app' | 'ApplicationSet'; names: string[] }
}

/** Whom a finding is about when it may be alike another's: an app, or an ApplicationSet (a finding of no app). */
function subject(f: Finding): { noun: 'app' | 'ApplicationSet'; name: string; names: string[] } | undefined {
  if (f.blocking) return undefined
  // An app's name, or `name (file)` for a same-named app, and its bare name.
  if (f.app && !f.resource) return { noun: 'app', name: f.app, names: [f.app, f.app.replace(/ \(.*\)$/, '')] }
  const r = f.resource
  if (f.app || r?.kind !== 'ApplicationSet') return undefined
  return { noun: 'ApplicationSet', name: r.name, names: [`${r.namespace}/${r.name}`, r.name] }
}

/** What a finding says with its subject's name left out. */
function alikeKey(f: Finding): string | undefined {
  const s = subject(f)
  if (!s) return undefined
  const blank = (t: string): string => s.names.reduce((x, n) => x.split(n).join('\u0000'), t)
  return JSON.stringify([s.noun, f.rule, f.severity, f.introduced, f.suppressed ?? null, blank(f.message), blank(f.fix)])
}

/**
 * Non-blocking findings that say the same thing but for their app's (or ApplicationSet's) name, GROUP_MIN or more (one
 * chart bump in 17 per-cloud copies of an app: 17 findings alike; 13 ApplicationSets an overlay patches), as one group
 * in the place of the first; the others kept.
 */
export function alikeAcrossApps(groups: FindingGroup[]): FindingGroup[] {
  const byKey = new Map<string, FindingGroup[]>()
  for (const g of groups) {
    const k = g.all.length === 1 ? alikeKey(g.first) : undefined
    if (k === undefined) continue
    const list = byKey.get(k)
    if (list) list.push(g)
    else byKey.set(k, [g])
  }
  const merged = new Map<FindingGroup, FindingGroup | null>()
  for (const list of byKey.values()) {
    if (list.length < GROUP_MIN) continue
    const first = list[0]!.first
    const alike = { noun: subject(first)!.noun, names: list.map((g) => subject(g.first)!.name) }
    const one: FindingGroup = { first, all: list.map((g) => g.first), resources: list.flatMap((g) => g.resources), alike }
    list.forEach((g, i) => merged.set(g, i === 0 ? one : null))
  }
  return groups.flatMap((g) => {
    const m = merged.get(g)
    return m === undefined ? [g] : m === null ? [] : [m]
  })
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

/** One line per blocking cause: app, rule, how many resources and the first sentence of the message. */
export interface Blocker {
  app: string | null
  rule: string
  count: number
  why: string
  /** The first sentence of the fix (the findings list has it in full). */
  fix: string
  /** The approve label acknowledges it (report/approval.ts isApprovable). */
  approvable: boolean
  /** A deletion (prune, app-removed-cascade): approvable; else an approvable blocker is something not measured. */
  deletion: boolean
}

/** The leading sentences of a message, at least 60 characters when there are more (a bare "X fails." says too little). */
function firstSentence(s: string): string {
  const flat = s.replace(/\s*\n\s*/g, ' ')
  const m = /^(.{60,300}?\.)(\s|$)/.exec(flat)
  if (m) return m[1]!
  return flat.length <= 300 ? flat : `${flat.slice(0, 300)}…`
}

export function blockers(r: Report): Blocker[] {
  const blocking = r.findings.filter((f) => f.blocking)
  return groupFindings(blocking).map((g) => ({
    app: g.first.app,
    rule: g.first.rule,
    count: g.all.length,
    why: g.all.length > 1 ? `${g.all.length} resources, for example: ${firstSentence(g.first.message)}` : firstSentence(g.first.message),
    fix: g.first.fix ? firstSentence(g.first.fix) : '',
    approvable: isApprovable(g.first),
    deletion: APPROVABLE_RULES.has(g.first.rule)
  }))
}

/** Removes Markdown code marks from a fix or message for plain-text surfaces (text, SARIF). */
export function plainText(s: string): string {
  return s.replace(/`([^`\n]*)`/g, '$1')
}
