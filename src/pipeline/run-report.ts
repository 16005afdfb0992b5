// The plan → findings → report step of a run (pipeline/analyze.ts): the renders of both revisions evaluated
// (pipeline/evaluate.ts), with the live facts when live mode reads them, and the render cache's figures.
import type { LiveReader, LiveResult } from '../argocd/live.js'
import type { ReviewedRefs } from '../argocd/revision.js'
import { argocdLabel, argocdRelease, toolMismatches } from '../argocd/tool-versions.js'
import type { Config } from '../config/config.js'
import { byEntryKey } from '../lib/order.js'
import { VERSION } from '../lib/version.js'
import type { AppPlan } from '../plan/plan.js'
import type { Report, ReportMeta } from '../report/model.js'
import { changeProbes } from './change-probes.js'
import { unreadChanges } from './child-apps.js'
import { evaluate, renderPlans, withLivePlans, type EvaluationInput } from './evaluate.js'
import { readCandidateAnnotations } from './live.js'
import type { CacheFigures } from './render-cache.js'
import type { RunApps } from './run-apps.js'
import type { RunRenders } from './run-renders.js'
import type { RunRevisions } from './run-revisions.js'
import type { RunTools } from './run-tools.js'
import type { Shard } from './shard.js'
import type { Timings } from '../lib/timings.js'

export interface ReportInput {
  config: Config
  run: RunRevisions
  tools: RunTools
  apps: RunApps
  renders: RunRenders
  reviewed: ReviewedRefs
  shard?: Shard
  problems: ReportMeta['problems']
  /** The live read under way (live mode), and the reader for the candidates' annotations. */
  live?: { reader: LiveReader; read: Promise<LiveResult> }
  log: (line: string) => void
  timings?: Timings
}

export async function runReport(i: ReportInput): Promise<{ report: Report; plans: AppPlan[]; cache?: CacheFigures }> {
  const { config, run, tools, apps, log } = i
  const { base, head, fingerprint } = apps
  const { graph, appSetReads } = i.renders
  let unread: string[] | undefined
  const evalInput: EvaluationInput = {
    config,
    base,
    head,
    skipped: graph.skipped,
    childSearch: graph.childSearch,
    ...changeProbes(base, head, fingerprint, run.baseRev.sha === run.headRev.sha),
    unreadChanges: () => (unread ??= unreadChanges(base, head, (d, s) => fingerprint(d, s).files, appSetReads)),
    reviewed: i.reviewed,
    shard: i.shard,
    maxManifestBytes: run.maxManifestBytes,
    meta: {
      toolVersion: VERSION,
      base: { rev: run.baseRev.rev, sha: run.baseRev.sha },
      head: { rev: run.headRev.rev, sha: run.headRev.sha },
      // By tool name: versions arrive in whatever order probes finish and cache hits are read; reports do not vary.
      renderers: Object.fromEntries(Object.entries(tools.toolbox.versions).sort(byEntryKey)),
      argocd: argocdMeta(config.argocdVersion, tools.toolbox.versions),
      problems: i.problems
    }
  }
  const liveResult = i.live ? await i.live.read : undefined
  if (liveResult)
    evalInput.live = liveResult.ok ? { ok: true, snapshot: liveResult.snapshot, annotations: new Map() } : { ok: false, failure: liveResult.failure }
  const planned = i.timings ? i.timings.time('plan', () => renderPlans(evalInput)) : renderPlans(evalInput)
  // The live objects' annotations are I/O: read them for the live-only prune candidates first, so that rules, report
  // and rendered diff are computed once, with them.
  if (i.live?.reader.annotationsOf && evalInput.live?.ok) {
    const candidates = withLivePlans(planned, evalInput)
    const done = evalInput.live.annotations
    const read = await readCandidateAnnotations(i.live.reader, evalInput.live.snapshot.apps, config.controlPlaneNamespace, candidates, done, log)
    evalInput.live = { ...evalInput.live, annotations: read }
  }
  const { report, plans } = evaluate({ ...evalInput, ...(i.timings ? { timings: i.timings } : {}) }, planned)
  const unreadFiles = evalInput.unreadChanges?.() ?? []
  if (unreadFiles.length > 0) report.unreadChanges = unreadFiles
  const cache = tools.disk && (await tools.disk.finish(log))
  if (cache) report.renderCache = cache.report
  return { report, plans, ...(cache ? { cache } : {}) }
}

/** The Argo CD release modelled, the tools it bundles and the tools that rendered at other versions, for the report. */
function argocdMeta(version: string, used: Record<string, string>): ReportMeta['argocd'] {
  const row = argocdRelease(version)
  if (!row) return undefined // config validation admits only versions of the table
  return { version: argocdLabel(version), helm: row.helm.version, kustomize: row.kustomize.version, toolMismatches: toolMismatches(version, used) }
}
