// One cause, one entry (issue 48): findings of one rule that say the same thing with the same fix in several apps, but
// for the app's own name and namespace (one `commonLabels` in an ApplicationSet template changes the immutable selector
// of 30 tenants' Deployments), are one group naming how many apps and which, blocking ones included. Every rendering
// (comment, check run, terminal) shows a group once; JSON and SARIF keep one entry per finding and JSON adds the groups
// (`causes`). Pure: data in, data out; callers escape.
import type { Finding } from '../rules/types.js'
import { byReason, GROUP_MIN } from './groups.js'
import type { Report, ReportApp, ReportCause, ResourceRef } from './model.js'

/** Findings of one rule and one cause in one app (groupFindings), or alike across apps (alikeAcrossApps). */
export interface FindingGroup {
  first: Finding
  all: Finding[]
  resources: ResourceRef[]
  /**
   * Set by alikeAcrossApps: the apps (or ApplicationSets) whose findings say the same as `first`'s, first's included, in
   * order, and the word for them.
   */
  alike?: { noun: 'app' | 'ApplicationSet'; names: string[] }
}

interface Subject {
  noun: 'app' | 'ApplicationSet'
  name: string
  /** The strings that differ from one subject to the next: its name, bare name and the namespaces of its resources. */
  names: string[]
}

/** Whom a finding group is about when it may be alike another's: an app, or an ApplicationSet (a finding of no app). */
function subject(g: FindingGroup): Subject | undefined {
  const f = g.first
  const namespaces = g.resources.map((r) => r.namespace).filter(Boolean)
  // An app's name, or `name (file)` for a same-named app, and its bare name.
  if (f.app) return { noun: 'app', name: f.app, names: [f.app, f.app.replace(/ \(.*\)$/, ''), ...namespaces] }
  const r = f.resource
  if (r?.kind !== 'ApplicationSet') return undefined
  return { noun: 'ApplicationSet', name: r.name, names: [`${r.namespace}/${r.name}`, r.name] }
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` with each of `names` (whole names: not inside a longer name) replaced by NUL. */
export function blankNames(text: string, names: string[]): string {
  const unique = [...new Set(names.filter((n) => n.length > 0))].sort((a, b) => b.length - a.length)
  if (unique.length === 0) return text
  const re = new RegExp(`(?<![A-Za-z0-9_.-])(?:${unique.map(escape).join('|')})(?![A-Za-z0-9_-])`, 'g')
  return text.replace(re, '\u0000')
}

/** What a group says with its subject's name and namespaces left out; undefined when it has no subject. */
function causeKey(g: FindingGroup): string | undefined {
  const s = subject(g)
  if (!s) return undefined
  const f = g.first
  const blank = (t: string): string => blankNames(t, s.names)
  const resources = g.resources.map((r) => `${r.group}/${r.kind}/${blank(r.name)}`).sort()
  return JSON.stringify([s.noun, f.rule, f.severity, f.blocking, f.introduced, f.suppressed ?? null, resources, blank(f.message), blank(f.fix)])
}

/**
 * Groups that say the same thing but for their app's (or ApplicationSet's) name and namespace, GROUP_MIN or more, as
 * one group in the place of the first; the others kept. Blocking findings too: one cause in 30 apps is one blocker.
 */
export function alikeAcrossApps(groups: FindingGroup[]): FindingGroup[] {
  const byKey = byReason(groups, causeKey)
  const merged = new Map<FindingGroup, FindingGroup | null>()
  for (const list of byKey.values()) {
    const names = [...new Set(list.map((g) => subject(g)!.name))]
    if (names.length < GROUP_MIN) continue
    const first = list[0]!.first
    const one: FindingGroup = {
      first,
      all: list.flatMap((g) => g.all),
      resources: list.flatMap((g) => g.resources),
      alike: { noun: subject(list[0]!)!.noun, names }
    }
    list.forEach((g, i) => merged.set(g, i === 0 ? one : null))
  }
  return groups.flatMap((g) => {
    const m = merged.get(g)
    return m === undefined ? [g] : m === null ? [] : [m]
  })
}

/**
 * The message of a group alike across apps said once for all of them: the resource labels without their namespace
 * when each app's resources live in the app's own one ("Deployment.apps portal changes …"); null when the message still
 * names one app (the caller then shows the first app's message as an example).
 */
export function causeText(g: FindingGroup, message: string): string | null {
  const f = g.first
  if (!g.alike || !f.app) return g.alike ? null : message
  const out = blankNames(message, [f.app, f.app.replace(/ \(.*\)$/, ''), f.resource?.namespace ?? '']).replace(/\u0000\//g, '')
  return out.includes('\u0000') ? null : out
}

/** The changed input the apps of a group share, where the fix goes, when the report knows it; null otherwise. */
export function sharedInput(g: FindingGroup, r: Pick<Report, 'apps' | 'appSets'>): string | null {
  if (!g.alike || g.alike.noun !== 'app') return null
  const byName = new Map<string, ReportApp>()
  for (const a of r.apps) byName.set(`${a.namespace}/${a.name}`, a)
  const apps = g.all.map((f) => byName.get(`${f.appNamespace ?? ''}/${f.app ?? ''}`))
  const sets = new Set(apps.map((a) => a?.appSet ?? null))
  const [set] = [...sets]
  if (sets.size === 1 && set) {
    const s = r.appSets.find((x) => `${x.namespace}/${x.name}` === set)
    if (s && (s.change === 'modified' || s.change === 'added')) return `the ApplicationSet ${s.name} (${s.file}), which this change edits`
  }
  const files = new Set(g.all.map((f) => f.file))
  const [file] = [...files]
  return files.size === 1 && file ? `${file}, which every one of them renders` : null
}

/**
 * The groups of findings alike across apps, for the JSON report (the renderings group the same way through
 * alikeAcrossApps); `groupFindings` is passed in to keep this module below blockers.ts.
 */
export function reportCauses(r: Pick<Report, 'apps' | 'appSets' | 'findings'>, groupFindings: (fs: Finding[]) => FindingGroup[]): ReportCause[] {
  const index = new Map<Finding, number>()
  r.findings.forEach((f, i) => index.set(f, i))
  return alikeAcrossApps(groupFindings(r.findings))
    .filter((g) => g.alike)
    .map((g, i) => ({
      id: `cause-${i + 1}`,
      rule: g.first.rule,
      apps: g.alike!.names,
      findings: g.all.map((f) => index.get(f)!),
      shared: sharedInput(g, r)
    }))
}
