// The pure tail of the pipeline: renders -> scopes -> plans -> findings -> report. No git, no processes, no I/O:
// analyze() (analyze.ts) wires the boundaries and hands the renders of both revisions here, and tests can build
// renders in memory (test/pipeline/evaluate.test.ts).
import { instanceName } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import type { AppSetState } from '../argocd/appset/state.js'
import type { ReviewedRefs } from '../argocd/revision.js'
import type { Config } from '../config/config.js'
import type { Manifest } from '../k8s/resource.js'
import { ScopeTable } from '../k8s/scope.js'
import { plansInScope } from '../plan/app-scope.js'
import { planApp, type AppPlan, type AppSide } from '../plan/plan.js'
import { knownPrunes } from '../plan/known-prunes.js'
import type { NormalizedRender } from '../plan/normalize.js'
import type { PruneCandidate, PruneSettings } from '../plan/prune.js'
import { toAppSide } from '../plan/side.js'
import { maskUnstable } from '../plan/unstable.js'
import type { AppRender } from '../render/app.js'
import { reportAppSets } from '../report/appsets.js'
import { buildReport, type Report, type ReportMeta } from '../report/model.js'
import { cascadeDeletions } from '../plan/removal.js'
import { capFindings } from '../rules/cap.js'
import { rulesAcrossShards, runRules } from '../rules/index.js'
import type { Timings } from '../lib/timings.js'
import { inShard, type Shard } from './shard.js'
import type { LiveInput } from '../plan/live.js'
import { liveAppsOfPlans, withLive, withLiveCascades } from '../plan/live-plan.js'
import { plainId } from '../argocd/same-name.js'
import type { AppProjectDef } from '../argocd/app-projects.js'
import { reportLive } from '../report/live.js'

/** One revision as evaluation sees it: the apps found, what they rendered, the ApplicationSets, repository facts. */
export interface EvaluationSide {
  apps: Map<string, DiscoveredApp>
  renders: Map<string, AppRender>
  appSets: Map<string, AppSetState>
  /** Files over the manifest cap that may hold Applications (manifest-too-large, fail closed). */
  oversized: Array<{ path: string; size: number }>
  /** StorageClass manifests committed in the repository (wave-order). */
  storageClasses: Manifest[]
  /** AppProjects committed in plain files (project-denies-resource); absent: none. */
  appProjects?: AppProjectDef[]
  /** The revision's files (plan/known-prunes.ts): what a change deleted is known without a head render. */
  tree?: { tree: ReadonlyMap<string, string> }
  readText?(path: string): string | undefined
}

export interface EvaluationInput {
  config: Config
  /** Where the time goes (rules, report), for --verbose and the benchmark. */
  timings?: Timings
  base: EvaluationSide
  head: EvaluationSide
  /** Apps not rendered because their inputs are identical at both revisions. */
  skipped: ReadonlySet<string>
  /** Whether an app's render inputs changed (from the fingerprints); undefined when unknown. */
  inputsChanged?: (id: string) => boolean | undefined
  /** Whether what the app's sources read differs between base and head (undefined: not computable). */
  sourcesChanged?: (id: string) => boolean | undefined
  /** Unchanged apps rendered because they may generate Applications that read this repository (graph.ts). */
  childSearch?: ReadonlySet<string>
  /** Files the change touches that no known app reads (child-apps.ts unreadChanges), asked only when an app needs it. */
  unreadChanges?: () => string[]
  /** The branch under review, when known, and the clone's ref names (source-path-change: what was measured). */
  reviewed?: ReviewedRefs
  /** Report only this shard's apps (`--shard i/n`). */
  shard?: Shard
  /** The manifest size cap the revisions were read with. */
  maxManifestBytes: number
  meta: Pick<ReportMeta, 'toolVersion' | 'base' | 'head' | 'renderers' | 'argocd' | 'problems'>
  /** Live mode (issue 13): the cluster's Application status and the annotations read, or why they are missing. */
  live?: LiveInput
}

export interface Evaluation {
  report: Report
  plans: AppPlan[]
}

/** The tracking settings a prune decision needs for one app (R3.3.7: CRDs; instance name per app). */
function pruneSettingsFor(config: Config, app: DiscoveredApp['app']) {
  return { trackingMethod: config.trackingMethod, instanceLabelKey: config.instanceLabelKey, instanceName: instanceName(app, config.controlPlaneNamespace) }
}

/**
 * Every app's plan from the renders alone (no live facts). Separate from evaluate() so that live mode can find the
 * resources whose live annotations it must read (I/O, in the pipeline) before the one evaluation that reports.
 */
export function renderPlans(input: EvaluationInput): AppPlan[] {
  const { config, base, head } = input
  // R2.3.1: CRDs rendered by any app, at either revision, tell the scope of their kinds.
  const scopes = new ScopeTable(config.scopes)
  for (const s of [base, head]) for (const r of s.renders.values()) for (const doc of r.docs) scopes.learnFromCrd(doc.obj)

  const ids = [...new Set([...base.apps.keys(), ...head.apps.keys()])].sort()
  return ids.map((id) => {
    const b = base.apps.get(id)
    const h = head.apps.get(id)
    const settingsFor = pruneSettingsFor(config, (h ?? b)!.app)
    const bs = b ? toAppSide(b, base.renders.get(id), scopes, config.trackingMethod) : undefined
    const hs = h ? toAppSide(h, head.renders.get(id), scopes, config.trackingMethod) : undefined
    if (input.skipped.has(id)) return { ...planApp(id, bs, hs, settingsFor), change: 'unchanged' as const, skipped: true }
    maskUnstable(bs, hs)
    const p = planApp(id, bs, hs, settingsFor, input.inputsChanged?.(id))
    // Not rendered at head: what this change deleted from the files the base rendered is still known (known-prunes.ts).
    if (hs?.notRendered && bs?.render && !bs.error && !bs.notRendered) p.prune = knownPrunesOf(input, hs, bs.render, settingsFor)
    // Not rendered at head, its inputs changed: whether only the Application did (plan/outcome.ts lessAutomationOnly).
    if (p.inputsChanged && hs?.notRendered && input.sourcesChanged?.(id) === false) p.sourcesUnchanged = true
    // Rendered only to find the Applications it may generate, and not rendered: what it hides may read these files.
    if (p.inputsChanged === false && hs?.notRendered && input.childSearch?.has(id)) {
      const unread = input.unreadChanges?.() ?? []
      if (unread.length > 0) p.unreadChanges = unread
    }
    return p
  })
}

function knownPrunesOf(input: EvaluationInput, head: AppSide, base: NormalizedRender, settings: PruneSettings): PruneCandidate[] {
  const files = (s: EvaluationSide) => (s.tree && s.readText ? { tree: s.tree.tree, readText: (p: string) => s.readText!(p) } : undefined)
  const [b, h] = [files(input.base), files(input.head)]
  return b && h ? knownPrunes(head.discovered.app, base, { base: b, head: h }, settings) : []
}

/** Live mode (issue 13): the tracked live set replaces the base render as what a sync prunes (plan/live-plan.ts). */
export function withLivePlans(plans: AppPlan[], input: EvaluationInput): AppPlan[] {
  const live = input.live
  if (!live?.ok) return plans
  const { config } = input
  const byPlan = liveAppsOfPlans(live.snapshot.apps, plans, config.controlPlaneNamespace)
  return plans.map((p) => {
    const d = (p.head ?? p.base)!.discovered
    return withLive(p, byPlan.get(p.id), input.meta.base.sha, live.annotations, pruneSettingsFor(config, d.app))
  })
}

/** Plans (renderPlans, unless given), live facts, rules and the report: pure. */
export function evaluate(input: EvaluationInput, planned: AppPlan[] = renderPlans(input)): Evaluation {
  const { config, base, head, live } = input
  const plans = withLivePlans(planned, input)
  const oversizedManifests = { limit: input.maxManifestBytes, base: base.oversized, head: head.oversized }
  // failOnUnknown: apps the guard could not analyse block at the configured threshold.
  const rules = config.failOnUnknown ? { ...config.rules, 'not-analysed': { ...config.rules['not-analysed'], severity: config.failOn } } : config.rules
  const graphCtx = {
    appSets: { base: base.appSets, head: head.appSets },
    oversizedManifests,
    storageClasses: { base: base.storageClasses, head: head.storageClasses },
    appProjects: { base: base.appProjects ?? [], head: head.appProjects ?? [] },
    ...(live && !live.ok ? { liveFailure: live.failure } : {}),
    ...(input.unreadChanges ? { unreadChanges: input.unreadChanges } : {}),
    ...(input.reviewed ? { reviewed: input.reviewed } : {}),
    ...(config.kubeVersion ? { kubeVersion: config.kubeVersion } : {})
  }
  const timed = <T>(name: string, fn: () => T): T => (input.timings ? input.timings.time(name, fn) : fn())
  const findings = timed('rules', () => runRules(plans, { failOn: config.failOn, rules }, undefined, graphCtx))
  const cp = config.controlPlaneNamespace
  const mine = inShard(input.shard)
  // apps.include/exclude: out-of-scope apps are not reported (a removed child of an in-scope parent stays, with its cascade).
  const shown = plansInScope(plans, config.apps)
  const reported = (id: string): boolean => mine(id) && (shown === undefined || shown.has(id))
  const ownPlans = plans.filter((p) => reported(p.id))
  // Capped per rule (with a count of the rest) so that every output format can render the report.
  const ownFindings = capFindings(findings.filter((f) => f.app === null || reported(`${f.appNamespace ?? cp}/${f.app}`)))
  const report = timed('report', () =>
    buildReport(ownPlans, ownFindings, {
      ...input.meta,
      failOn: config.failOn,
      shard: input.shard ? `${input.shard.index}/${input.shard.count}` : null,
      rules: rulesAcrossShards({ failOn: config.failOn, rules }),
      cascades: live?.ok ? withLiveCascades(cascadeDeletions(plans, graphCtx), plans) : cascadeDeletions(plans, graphCtx),
      appSets: reportAppSets(base.appSets, head.appSets),
      // An Application the repository defines, in one file or several (same-named, argocd/same-name.ts), is not unmanaged.
      ...(live ? { live: reportLive(live, definedIds(base, head), cp) } : {}),
      diff: { enabled: config.diff, created: config.diffCreated, maskValues: config.diffMaskValues }
    })
  )
  return { report, plans }
}

/** The namespace/name of every app at base and head, without the file a same-named app's id carries. */
function definedIds(base: EvaluationInput['base'], head: EvaluationInput['head']): Set<string> {
  return new Set([...base.apps.values(), ...head.apps.values()].map(plainId))
}
