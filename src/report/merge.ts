// Merges the JSON reports of shards (`--shard i/n`) into one report. Rules that see across shards (acrossShards: moves
// between apps planned by different shards, R3.7) run here on the merged apps, under the policy the shards recorded.
import { keyString } from '../k8s/resource.js'
import { runAcrossShards } from '../rules/index.js'
import { findingIdentity, severityRank, type Finding } from '../rules/types.js'
import { summarize, type Report, type ReportApp } from './model.js'
import { mergeLive } from './live.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export class MergeError extends GuardError {
  override get kind(): ErrorKind {
    return 'usage'
  }
  constructor(message: string) {
    super(message)
    this.name = 'MergeError'
  }
}

const appKey = (a: Pick<ReportApp, 'namespace' | 'name'>) => `${a.namespace}/${a.name}`

function findingKey(f: Finding): string {
  return [f.rule, f.appNamespace ?? '', f.app ?? '', f.resource ? keyString(f.resource) : '', f.message].join('\u0000')
}

export function mergeReports(reports: Report[]): Report {
  if (reports.length === 0) throw new MergeError('merge needs at least one report.')
  const [first] = reports as [Report, ...Report[]]
  for (const r of reports) {
    if (r.version !== first.version) throw new MergeError(`cannot merge report version ${r.version} with version ${first.version}.`)
    if (r.base.sha !== first.base.sha || r.head.sha !== first.head.sha) {
      throw new MergeError(
        `cannot merge reports of different revisions: ${r.base.sha.slice(0, 7)}..${r.head.sha.slice(0, 7)} vs ${first.base.sha.slice(0, 7)}..${first.head.sha.slice(0, 7)}.`
      )
    }
  }
  const apps = new Map<string, ReportApp>()
  for (const r of reports) for (const a of r.apps) if (!apps.has(appKey(a))) apps.set(appKey(a), a)
  const findings = new Map<string, Finding>()
  for (const r of reports) for (const f of r.findings) if (!findings.has(findingKey(f))) findings.set(findingKey(f), f)

  // Findings only the merge can see (a resource one shard's app prunes and another's creates), under the policy the
  // shards ran with; one a shard already found (both apps in it) is not repeated.
  const found = new Set([...findings.values()].map(findingIdentity))
  for (const f of runAcrossShards([...apps.values()], first.failOn, first.rules)) if (!found.has(findingIdentity(f))) findings.set(findingKey(f), f)
  const sortedApps = [...apps.values()].sort((x, y) => (appKey(x) < appKey(y) ? -1 : appKey(x) > appKey(y) ? 1 : 0))
  const sortedFindings = [...findings.values()].sort((x, y) => severityRank(y.severity) - severityRank(x.severity) || (findingKey(x) < findingKey(y) ? -1 : 1))
  // Same-named ApplicationSets of several files are each their own (argocd/same-name.ts): by file too.
  const setKey = (s: Report['appSets'][number]) => `${s.namespace}/${s.name}\0${s.file}`
  const appSets = [...new Map(reports.flatMap((r) => r.appSets ?? []).map((s) => [setKey(s), s])).values()]
  const once = (xs: Report['problems']) => [...new Map(xs.map((p) => [`${p.file}:${p.line}:${p.message}`, p])).values()]
  const problems = once(reports.flatMap((r) => r.problems))
  const notes = once(reports.flatMap((r) => r.notes ?? []))
  const { unreadChanges: _shards, rules: _rules, ...shared } = first
  return summarize({
    ...shared,
    shard: null,
    renderers: Object.assign({}, ...reports.map((r) => r.renderers)),
    ...mergeArgocd(reports),
    ...(reports.some((r) => r.renderCache) ? { renderCache: sumRenderCache(reports) } : {}),
    ...unreadByAll(reports),
    apps: sortedApps,
    appSets: appSets.sort((x, y) => (setKey(x) < setKey(y) ? -1 : 1)),
    findings: sortedFindings,
    problems,
    ...(notes.length > 0 ? { notes } : {}),
    ...mergeLive(reports.map((r) => r.live))
  })
}

/** Changed files no shard's apps read: every shard found Applications of its own (children), so the files all list. */
function unreadByAll(reports: Report[]): Pick<Report, 'unreadChanges'> {
  const [first, ...rest] = reports.map((r) => r.unreadChanges ?? [])
  const all = (first ?? []).filter((f) => rest.every((l) => l.includes(f)))
  return all.length > 0 ? { unreadChanges: all } : {}
}

/** The shards' render cache figures, added up. */
function sumRenderCache(reports: Report[]): NonNullable<Report['renderCache']> {
  const sum = { hits: 0, misses: 0, rejected: 0, uncacheable: 0 }
  for (const r of reports) for (const k of Object.keys(sum) as Array<keyof typeof sum>) sum[k] += r.renderCache?.[k] ?? 0
  return sum
}

/** The Argo CD release every shard modelled (the same config), with the tool mismatches any shard saw, once each. */
function mergeArgocd(reports: Report[]): Pick<Report, 'argocd'> {
  const first = reports.find((r) => r.argocd)?.argocd
  if (!first) return {}
  return { argocd: { ...first, toolMismatches: [...new Set(reports.flatMap((r) => r.argocd?.toolMismatches ?? []))].sort() } }
}
