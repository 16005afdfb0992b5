// The one Report model (JSON contract version 1). Every sink (json, text, markdown, sarif, GitHub) renders this.
import type { ResourceKey } from '../argocd/resource.js'
import type { AppPlan, AppSide, SourceStatus } from '../plan/plan.js'
import type { PruneOutcome } from '../plan/prune.js'
import { SEVERITIES, type Finding, type Severity } from '../rules/types.js'

export const REPORT_VERSION = 1

export interface ResourceRef {
  group: string
  kind: string
  namespace: string
  name: string
}

export interface ReportSource {
  type: string
  repoURL: string
  path: string
  chart: string
  targetRevision: string
  ref: string
  rendered: boolean
  reason: string | null
}

export interface ReportApp {
  name: string
  namespace: string
  file: string
  line: number
  change: 'added' | 'removed' | 'modified' | 'unchanged'
  /** Not rendered because every input is identical at base and head. */
  skipped: boolean
  /** App-of-apps parent (`namespace/name`) or generating ApplicationSet (`namespace/name`), when known. */
  parent: string | null
  appSet: string | null
  sources: ReportSource[]
  autoPrune: boolean
  resources: { base: number | null; head: number | null }
  hooks: { base: number | null; head: number | null }
  error: string | null
  notRendered: string | null
  warnings: string[]
  create: ResourceRef[]
  update: Array<ResourceRef & { paths: string[] }>
  prune: Array<ResourceRef & { outcome: PruneOutcome; file: string | null; line: number | null }>
}

export interface Report {
  version: typeof REPORT_VERSION
  tool: { name: 'argocd-prune-guard'; version: string }
  base: { rev: string; sha: string }
  head: { rev: string; sha: string }
  verdict: 'pass' | 'fail'
  /** Findings at or above this severity block (when introduced and not suppressed). */
  failOn: Severity
  /** `i/n` when this report covers one shard of the apps. */
  shard: string | null
  renderers: Record<string, string>
  summary: {
    apps: number
    changedApps: number
    create: number
    update: number
    prune: number
    findings: Record<Severity, number>
    blocking: number
  }
  apps: ReportApp[]
  findings: Finding[]
  problems: Array<{ file: string; line: number; message: string }>
}

const ref = (k: ResourceKey): ResourceRef => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name })

function sources(side: AppSide | undefined): ReportSource[] {
  return (side?.sources ?? []).map((s: SourceStatus) => ({
    type: s.type,
    repoURL: s.repoURL,
    path: s.path,
    chart: s.chart,
    targetRevision: s.targetRevision,
    ref: s.ref,
    rendered: !s.notRendered && !side?.notRendered,
    reason: s.notRendered ?? null
  }))
}

function count(side: AppSide | undefined, what: 'resources' | 'hooks'): number | null {
  const r = side?.render
  if (!r || side?.error || side?.notRendered) return null
  return what === 'resources' ? [...r.resources.values()].filter((t) => t.hook.kind !== 'skip').length : r.hooks.length
}

export function appReport(p: AppPlan): ReportApp {
  const side = (p.head ?? p.base)!
  const d = side.discovered
  return {
    name: d.app.name,
    namespace: d.app.namespace,
    file: d.file,
    line: d.line,
    change: p.change,
    skipped: p.skipped ?? false,
    parent: d.parent ?? null,
    appSet: d.appSet?.id ?? null,
    sources: sources(side),
    autoPrune: d.app.syncPolicy.prune,
    resources: { base: count(p.base, 'resources'), head: count(p.head, 'resources') },
    hooks: { base: count(p.base, 'hooks'), head: count(p.head, 'hooks') },
    error: p.head?.error?.message ?? (p.head ? null : (p.base?.error?.message ?? null)),
    notRendered: side.notRendered ?? null,
    warnings: [...new Set([...(p.base?.warnings ?? []), ...(p.head?.warnings ?? [])])],
    create: p.create.map((t) => ref(t.key)),
    update: p.update.map((u) => ({ ...ref(u.key), paths: u.paths.map((c) => c.path) })),
    prune: p.prune.map((c) => ({ ...ref(c.key), outcome: c.outcome, file: c.file ?? null, line: c.line ?? null }))
  }
}

export interface ReportMeta {
  toolVersion: string
  failOn: Severity
  shard: string | null
  base: { rev: string; sha: string }
  head: { rev: string; sha: string }
  renderers: Record<string, string>
  problems: Array<{ file: string; line: number; message: string }>
}

export function buildReport(plans: AppPlan[], findings: Finding[], meta: ReportMeta): Report {
  return summarize({
    version: REPORT_VERSION,
    tool: { name: 'argocd-prune-guard', version: meta.toolVersion },
    base: meta.base,
    head: meta.head,
    verdict: 'pass',
    failOn: meta.failOn,
    shard: meta.shard,
    renderers: meta.renderers,
    summary: { apps: 0, changedApps: 0, create: 0, update: 0, prune: 0, findings: { critical: 0, high: 0, medium: 0, low: 0, info: 0 }, blocking: 0 },
    apps: plans.map(appReport),
    findings,
    problems: meta.problems
  })
}

/** Recomputes summary and verdict from apps and findings (after building, merging or approving). */
export function summarize(report: Report): Report {
  const { apps, findings } = report
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>
  for (const f of findings) bySeverity[f.severity]++
  const blocking = findings.filter((f) => f.blocking).length
  return {
    ...report,
    verdict: blocking > 0 ? 'fail' : 'pass',
    summary: {
      apps: apps.length,
      changedApps: apps.filter((a) => a.change !== 'unchanged').length,
      create: apps.reduce((n, a) => n + a.create.length, 0),
      update: apps.reduce((n, a) => n + a.update.length, 0),
      prune: apps.reduce((n, a) => n + a.prune.length, 0),
      findings: bySeverity,
      blocking
    }
  }
}
