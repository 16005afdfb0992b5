// The one Report model (JSON contract version 1). Every sink (json, text, markdown, sarif, GitHub) renders this.
import { keyString, type Manifest, type ResourceKey } from '../k8s/resource.js'
import { appOutcome, type AppOutcome } from '../plan/outcome.js'
import type { AppPlan, AppSide, SourceStatus } from '../plan/plan.js'
import type { PruneOutcome } from '../plan/prune.js'
import { ignoreMarkOf } from '../rules/index.js'
import { SEVERITIES, type Finding, type IgnoreMark, type Severity } from '../rules/types.js'
import { appLive, type ReportAppLive, type ReportLive, type ReportPruneLive } from './live.js'
import { problemsAndNotes, type FileProblem } from './notes.js'
import { appDiffs, type DiffOptions, type ResourceDiff } from './diffs.js'
import { deletedResources } from './deleted.js'

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
  /** `unknown`: the guard could compare neither the renders nor the inputs. */
  change: 'added' | 'removed' | 'modified' | 'unchanged' | 'unknown'
  /** analysed, render-error (fails like Argo CD would) or unknown (the guard could not render it); see plan/outcome.ts. */
  outcome: AppOutcome
  /** Why the outcome is not `analysed`, and what to configure; null when analysed. */
  outcomeReason: string | null
  /**
   * Resources deleted through this Application's removal (resources finalizer cascade), with the file and line that
   * defined them in the base render (null for what only the cluster tracks); empty otherwise.
   */
  cascade: Array<ResourceRef & { file: string | null; line: number | null }>
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
  prune: Array<
    ResourceRef & {
      outcome: PruneOutcome
      file: string | null
      line: number | null
      /** The object's prune-guard.io/ignore annotation at base, when it has one (a merge of shards honours it). */
      ignore?: IgnoreMark
      live?: ReportPruneLive
    }
  >
  /** The Argo CD project (spec.project) at head, or at base when removed. Optional: reports of earlier versions lack it. */
  project?: string
  /** Hooks the next sync runs (from the head render) and their phases, e.g. PreSync; empty when none or not rendered. */
  syncHooks?: Array<ResourceRef & { phases: string[] }>
  /** Live mode only: what the cluster says about this app (report/live.ts). */
  live?: ReportAppLive
  /** The rendered diff per updated resource (diffs.ts); absent in reports made without it (`--no-diff`, older reports). */
  diffs?: ResourceDiff[]
}

/** One ApplicationSet at head (or at base when removed) and what it generates offline. */
export interface ReportAppSet {
  name: string
  namespace: string
  file: string
  line: number
  /**
   * present: at both revisions, unchanged; modified: at both, its manifest changed (argocd/appset/state.ts
   * appSetModified); unknown: its version at base is unknown (`baseUnknown` says why), so not compared.
   */
  change: 'added' | 'removed' | 'modified' | 'present' | 'unknown'
  /** With change `unknown`: why its version at base is unknown (its parent app does not render at base). */
  baseUnknown?: string
  /** analysed (expanded), render-error (the controller fails to generate), unknown (generators that cannot run offline). */
  outcome: AppOutcome
  /** Generated Applications (`namespace/name`), when expanded. */
  apps: string[]
  error: string | null
  /** Generators that could not run offline, with the `appSetParams` entry that supplies their parameters. */
  unknown: Array<{ generator: string; reason: string; appSetParams: string | null }>
}

/** One cause alike across apps (report/causes.ts): its findings by index into `findings`, the apps, the shared input. */
export interface ReportCause {
  id: string
  rule: string
  apps: string[]
  findings: number[]
  shared: string | null
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
  /** Shard reports only: the switch and severity of the rules the merge runs (acrossShards), as this run's policy set them. */
  rules?: Record<string, { enabled: boolean; severity: Severity }>
  renderers: Record<string, string>
  /** The Argo CD release modelled and the tools it bundles; absent in reports of earlier versions of the guard. */
  argocd?: ReportArgocd
  /** Only with a render cache (cacheDir): app renders answered from it, rendered after a lookup, entries rejected as untrusted, renders not cacheable. */
  renderCache?: { hits: number; misses: number; rejected: number; uncacheable: number }
  /**
   * Files the change touches that no Application the guard found reads (notes and `.github/` aside), sorted; absent
   * when there are none. Nothing analysed them: an Application the guard could not see may read them.
   */
  unreadChanges?: string[]
  summary: {
    apps: number
    /** Apps whose change is not `unchanged`, and apps the guard could not analyse (maybeChangedApps of them). */
    changedApps: number
    /**
     * Of changedApps, those not known to have changed: neither renders nor inputs could be compared, or the inputs are
     * unchanged but the app could not be rendered to find the Applications it may generate. Absent from older reports.
     */
    maybeChangedApps?: number
    /** Apps the guard could not analyse (outcome unknown) and apps that fail to render (outcome render-error). */
    unknownApps: number
    renderErrors: number
    /**
     * Of renderErrors, the apps the change touches (isChanged); the others fail alike at both revisions and the
     * headline leaves them out. Absent from older reports.
     */
    changedRenderErrors?: number
    create: number
    update: number
    prune: number
    /** Resources a sync deletes: prune candidates with outcome `delete` plus cascades of removed Applications. */
    deletes: number
    /** Of `deletes`, those deleted through a removed Application's cascade. */
    cascadeDeletes: number
    /** `deletes` by kind (`Kind` or `Kind.group`). */
    deletedKinds: Record<string, number>
    findings: Record<Severity, number>
    /** Findings introduced by this change, and findings that already existed at base. */
    introduced: number
    existing: number
    blocking: number
    appSets: number
    /** ApplicationSets whose generators the guard could not run (outcome unknown): the apps they generate are unknown. */
    unknownAppSets: number
    /** ApplicationSets the change adds, edits or removes. */
    changedAppSets?: number
  }
  apps: ReportApp[]
  appSets: ReportAppSet[]
  findings: Finding[]
  problems: FileProblem[]
  /** Observations about files that are not errors (the same name defined in several files); absent when none. */
  notes?: FileProblem[]
  /** A prominent notice every format shows (e.g. no Application found at base or head); null when none. */
  notice: string | null
  /** Live mode only (absent offline): whether facts from the cluster were used, or why not. */
  live?: ReportLive
  /**
   * Written by the JSON sink (json.ts): findings alike across apps, one cause each (causes.ts), by index into
   * `findings`; absent when there are none. The renderings recompute it, never read it.
   */
  causes?: ReportCause[]
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
  if (what === 'hooks') return r.hooks.length
  let n = 0
  for (const t of r.resources.values()) if (t.hook.kind !== 'skip') n++
  return n
}

/** The hooks a sync of the head revision runs (R4.1.5: every sync runs them), in render order. */
function syncHooks(head: AppSide | undefined): Array<ResourceRef & { phases: string[] }> {
  const r = head?.render
  if (!r || head?.error || head?.notRendered) return []
  return r.hooks.map((t) => ({ ...ref(t.key), phases: t.hook.kind === 'hook' ? [...t.hook.phases] : [] }))
}

/** `diffs` only when there is one: reports without a diff keep their shape. */
const withDiffs = (diffs: ResourceDiff[]): { diffs?: ResourceDiff[] } => (diffs.length ? { diffs } : {})

export function appReport(p: AppPlan, cascade: ResourceKey[] = [], diff?: DiffOptions): ReportApp {
  const side = (p.head ?? p.base)!
  const d = side.discovered
  const o = appOutcome(p)
  return {
    name: d.label ?? d.app.name,
    namespace: d.app.namespace,
    file: d.file,
    line: d.line,
    change: p.change,
    outcome: o.outcome,
    outcomeReason: o.reason,
    cascade: cascade.map((k) => {
      const t = p.base?.render?.resources.get(keyString(k))
      return { ...ref(k), file: t?.file ?? null, line: t?.line ?? null }
    }),
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
    // Literals, not `{ ...ref(key), more }`: a spread followed by fields is V8's slow path (20,000 entries per app).
    update: p.update.map(({ key: k, paths }) => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name, paths: paths.map((c) => c.path) })),
    prune: p.prune.map((c) => ({
      ...ref(c.key),
      outcome: c.outcome,
      file: c.file ?? null,
      line: c.line ?? null,
      ...ignoreOf(c.target.obj),
      ...(c.live ? { live: c.live } : {})
    })),
    project: d.app.project,
    syncHooks: syncHooks(p.head),
    ...(p.live ? { live: appLive(p.live) } : {}),
    ...withDiffs(appDiffs(p, diff))
  }
}

/**
 * The Argo CD release a report modelled (`v3.5`), the Helm and Kustomize versions that release bundles, and one
 * sentence per tool that rendered with another version (`rendered with Helm 4.1.4; Argo CD v3.5 runs 4.2.1`).
 */
export interface ReportArgocd {
  version: string
  helm: string
  kustomize: string
  toolMismatches: string[]
}

export interface ReportMeta {
  toolVersion: string
  failOn: Severity
  shard: string | null
  /** Recorded in shard reports (see Report.rules). */
  rules?: Report['rules']
  base: { rev: string; sha: string }
  head: { rev: string; sha: string }
  renderers: Record<string, string>
  argocd?: ReportArgocd
  /** Files that could not be read, and notes (`note: true`) that are no error: the report lists them apart. */
  problems: Array<FileProblem & { note?: boolean }>
  /** Per removed app id: the resources its cascade deletes (see plan/removal.ts). */
  cascades?: Map<string, ResourceKey[]>
  appSets?: ReportAppSet[]
  live?: ReportLive
  /** The rendered diff: on by default, created/pruned manifests only when asked (diffs.ts). */
  diff?: DiffOptions
}

/** The notice for a repository where nothing was found to analyse (wrong path? ApplicationSets only?). */
export const NO_APPS_NOTICE =
  'No Argo CD Application was found at base or head, so nothing was analysed. Check that the repository (or --repo) is ' +
  'the GitOps repository and that its Applications are committed as YAML/JSON with apiVersion argoproj.io/v1alpha1 and ' +
  'kind Application; ApplicationSets whose generators cannot run offline need appSetParams in .prune-guard.yaml, and an ' +
  'app-of-apps whose root Application (or ApplicationSet) is applied outside the repository (by hand, Terraform) ' +
  'needs rootApps there.'

/** ApplicationSets were found but none generated an Application offline. */
export const NO_GENERATED_APPS_NOTICE =
  'No Application was analysed: the ApplicationSets found generate none offline (see ApplicationSets below). Supply the ' +
  'parameters of generators that cannot run offline with appSetParams in .prune-guard.yaml.'

function noticeOf(report: Report, appSets: ReportAppSet[]): string | null {
  const own = report.notice === NO_APPS_NOTICE || report.notice === NO_GENERATED_APPS_NOTICE ? null : (report.notice ?? null)
  // A shard may hold no app of its own; the merged report (shard null) decides.
  if (report.apps.length > 0 || report.shard) return own
  return appSets.length === 0 ? NO_APPS_NOTICE : NO_GENERATED_APPS_NOTICE
}

/** The prune entry's `ignore` field, when the object carries the annotation. */
function ignoreOf(obj: Manifest): { ignore?: IgnoreMark } {
  const ignore = ignoreMarkOf(obj)
  return ignore ? { ignore } : {}
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
    ...(meta.shard && meta.rules ? { rules: meta.rules } : {}),
    renderers: meta.renderers,
    ...(meta.argocd ? { argocd: meta.argocd } : {}),
    summary: emptySummary(),
    apps: plans.map((p) => appReport(p, meta.cascades?.get(p.id), meta.diff)),
    appSets: meta.appSets ?? [],
    findings,
    ...problemsAndNotes(meta.problems),
    notice: null,
    ...(meta.live ? { live: meta.live } : {})
  })
}

function emptySummary(): Report['summary'] {
  const findings = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  return {
    apps: 0,
    changedApps: 0,
    unknownApps: 0,
    renderErrors: 0,
    create: 0,
    update: 0,
    prune: 0,
    deletes: 0,
    cascadeDeletes: 0,
    deletedKinds: {},
    findings,
    introduced: 0,
    existing: 0,
    blocking: 0,
    appSets: 0,
    unknownAppSets: 0
  }
}

/**
 * Recomputes summary, verdict and notice from apps and findings (after building, merging or approving). This is the
 * ONE place report counts come from: every rendering reads `summary`, never recounts.
 */
export function summarize(report: Report): Report {
  const { apps, findings } = report
  const appSets = report.appSets ?? []
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>
  for (const f of findings) bySeverity[f.severity]++
  const blocking = findings.filter((f) => f.blocking).length
  const introduced = findings.filter((f) => f.introduced).length
  const deleted = deletedResources(report)
  const cascadeDeletes = deleted.filter((d) => d.via === 'cascade').length
  const deletedKinds: Record<string, number> = {}
  for (const { resource: r } of deleted) {
    const k = r.group ? `${r.kind}.${r.group}` : r.kind
    deletedKinds[k] = (deletedKinds[k] ?? 0) + 1
  }
  return {
    ...report,
    appSets,
    verdict: blocking > 0 ? 'fail' : 'pass',
    notice: noticeOf(report, appSets),
    summary: {
      apps: apps.length,
      changedApps: apps.filter(isChanged).length,
      maybeChangedApps: apps.filter((a) => isChanged(a) && (a.change === 'unknown' || a.change === 'unchanged')).length,
      unknownApps: apps.filter((a) => a.outcome === 'unknown').length,
      renderErrors: apps.filter((a) => a.outcome === 'render-error').length,
      changedRenderErrors: apps.filter((a) => a.outcome === 'render-error' && isChanged(a)).length,
      create: apps.reduce((n, a) => n + a.create.length, 0),
      update: apps.reduce((n, a) => n + a.update.length, 0),
      prune: apps.reduce((n, a) => n + a.prune.length, 0),
      deletes: deleted.length,
      cascadeDeletes,
      deletedKinds,
      findings: bySeverity,
      introduced,
      existing: findings.length - introduced,
      blocking,
      appSets: appSets.length,
      unknownAppSets: appSets.filter((x) => x.outcome === 'unknown').length,
      changedAppSets: appSets.filter(isChangedSet).length
    }
  }
}

/** "Changed" means one thing everywhere: anything but `unchanged`, or an app the guard could not analyse. */
export function isChanged(a: ReportApp): boolean {
  return a.change !== 'unchanged' || a.outcome === 'unknown'
}

/** Whether the change adds, edits or removes the ApplicationSet (`present`: at both revisions, unchanged). */
export function isChangedSet(s: ReportAppSet): boolean {
  return s.change !== 'present'
}
