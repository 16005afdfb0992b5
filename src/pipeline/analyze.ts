// The engine: revisions → apps → renders → plan → findings → report. Boundaries (git, processes) are created here or
// passed in; everything after rendering is pure. Each step is a module of its own: run-revisions.ts, run-tools.ts,
// run-apps.ts, run-renders.ts, run-report.ts.
import type { LiveReader } from '../argocd/live.js'
import { followsReview } from '../argocd/revision.js'
import type { Config } from '../config/config.js'
import type { AppPlan } from '../plan/plan.js'
import type { Report, ReportMeta } from '../report/model.js'
import { readLive } from './live.js'
import { runApps } from './run-apps.js'
import { runConfig, type ConfigSources } from './run-config.js'
import { runRenders, type RenderInputs } from './run-renders.js'
import { runReport } from './run-report.js'
import { loadRevisions, openRevisions, reviewedRefsOf, type RevisionInputs } from './run-revisions.js'
import { runTools, type ToolSources } from './run-tools.js'
import { Timings, type Timing } from '../lib/timings.js'

/** What a run analyses: the clone and its two revisions, the settings, the scope, the cluster (live mode). */
export interface AnalyzeInputs extends RevisionInputs, ConfigSources, Pick<RenderInputs, 'shard'> {
  /** Explicit config file; otherwise `.prune-guard.yaml` from the base revision, if present. */
  configFile?: string
  /** Settings from flags or action inputs, applied last. */
  overrides?: Record<string, unknown>
  /** Live mode (opt-in, read-only): Application status from the cluster or the Argo CD API; absent = offline. */
  live?: LiveReader
}

/** Where the renderers come from: binaries (helmPath, kustomizePath, tools) and the process runner. */
export type AnalyzeTools = ToolSources

/** What the run tells as it goes. */
export interface AnalyzeCallbacks extends Pick<RenderInputs, 'progress'> {
  log?: (line: string) => void
  /** Warnings that must reach the log even when `log` is quiet (a failed live read); defaults to `log`. */
  warn?: (line: string) => void
}

/** One flat object of the three kinds: callers name only what they set. */
export type AnalyzeOptions = AnalyzeInputs & AnalyzeTools & AnalyzeCallbacks

export interface Analysis {
  report: Report
  plans: AppPlan[]
  config: Config
  /** Renderer processes started and apps skipped because their inputs did not change (for benchmarks). */
  stats: {
    processes: number
    skipped: number
    rendered: number
    secondRenders: number
    secondRendersSkipped: number
    cacheHits?: number
    cacheMisses?: number
    cacheRejected?: number
    cacheWritten?: number
    /** Where the time went, per phase and per class of repeated work (lib/timings.ts). */
    timings: Timing[]
  }
}

export async function analyze(opts: AnalyzeOptions): Promise<Analysis> {
  const log = opts.log ?? (() => {})
  const t0 = performance.now()
  const phase = (what: string) => log(`${what} at ${((performance.now() - t0) / 1000).toFixed(2)} s`)
  const timings = new Timings()
  const run = await timings.timeAsync('open revisions', () => openRevisions(opts, log))
  const runStarted = Date.now()
  // Live mode (issue 13): one read of the cluster's Application status per run, alongside rendering (never throws).
  const live = opts.live ? { reader: opts.live, read: readLive(opts.live, log, opts.warn) } : undefined
  try {
    const snaps = await timings.timeAsync('git reads', () => loadRevisions(run))
    phase('read base and head from git')
    const { config, headConfig, notes } = timings.time('settings', () => runConfig(opts, snaps.baseSnap, snaps.headSnap))
    const tools = await timings.timeAsync('tools', () => runTools(opts, config, headConfig, runStarted, log, timings))
    const origin = await run.originUrl
    const reviewed = await reviewedRefsOf(opts, run)
    const follows = (targetRevision: string): boolean => followsReview(targetRevision, reviewed)
    const repoURLs = [...(origin ? [origin] : []), ...config.repoURLs]
    const problems: ReportMeta['problems'] = [...notes]
    const apps = timings.time('discovery', () => runApps({ run, snaps, config, headConfig, repoURLs, tools, problems, follows, phase }))
    const renders = await timings.timeAsync('renders', () => runRenders(opts, { config, repoURLs, apps, tools, problems, log, timings }))
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
    log(`wrote ${mb(run.written.written)} MB of files for the renderers (at most ${mb(run.written.maxBytes)} MB a run)`)
    // Every render is done and nothing after this reads the scratch folder: it is removed while the plans are evaluated.
    void run.removeScratch() // never rejects; awaited before analyze returns
    const { report, plans, cache } = await runReport({ config, run, tools, apps, renders, reviewed, shard: opts.shard, problems, live, log, timings })
    log(`time: ${timings.summary()}`)
    const { base, head } = apps
    const rendered = base.renders.size + head.renders.size
    const stats = {
      processes: tools.processes(),
      skipped: renders.graph.skipped.size,
      rendered,
      ...tools.determinism,
      ...cache?.stats,
      timings: timings.list()
    }
    return { report, plans, config, stats }
  } finally {
    await run.removeScratch() // never rejects (lifecycle.ts scratchFolder)
  }
}
