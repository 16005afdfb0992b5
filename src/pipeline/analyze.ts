// The engine: revisions → apps → renders → plan → findings → report. Boundaries (git, processes) are created here or
// passed in; everything after rendering is pure.
import type { LiveReader } from '../argocd/live.js'
import { mkdtempSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { APPLICATION_MARKER, type DiscoveredApp } from '../argocd/discover.js'
import { expandApplicationSet } from '../argocd/appset/expand.js'
import type { Config } from '../config/config.js'
import { runConfig } from './run-config.js'
import { childNamespaceRule } from './child-namespaces.js'
import { GitRepo, type Revision } from '../git/git.js'
import { MAX_MANIFEST_BYTES, Snapshot, WriteBudget } from '../git/snapshot.js'
import { BlobTexts } from '../git/blob-texts.js'
import { parseYamlStream } from '../lib/yaml.js'
import { kustomizationFromText } from '../k8s/kustomization.js'
import { appInScope } from '../plan/app-scope.js'
import { buildGraph, type GraphSide } from './graph.js'
import type { AppPlan } from '../plan/plan.js'
import type { Report, ReportMeta } from '../report/model.js'
import { evaluate, renderPlans, withLivePlans, type EvaluationInput } from './evaluate.js'
import { readCandidateAnnotations, readLive } from './live.js'
import { classifyRender } from '../plan/outcome.js'
import { scratchFolder } from './lifecycle.js'
import { scratchRoot } from '../lib/scratch-root.js'
import type { AppRender } from '../render/app.js'
import type { RevisionContext } from '../render/context.js'
import { Toolbox } from '../render/binaries.js'
import { createToolRunner } from '../lib/process/exec.js'
import { appFingerprint, type Fingerprint } from '../render/inputs.js'
import { rendersFirst } from './renders-first.js'
import { branchOf, followsReview, reviewedRefs } from '../argocd/revision.js'
import { createLimiter } from '../lib/pool.js'
import { mayUsePlugin } from '../render/plugin/plugin.js'
import type { RenderOutput, ToolRunner } from '../render/types.js'
import { inShard, type Shard } from './shard.js'
import { VERSION } from '../lib/version.js'
import { runCache } from './render-cache.js'
import { declaredRootIds, revisionSide, type RevisionSide } from './revision-side.js'
import { keepUnreadable } from './unreadable-at-head.js'
import { changeProbes } from './change-probes.js'
import { pinnedSides } from './pinned.js'
import { sameNamedIds, separateSameNamed } from '../argocd/same-name.js'
import { buildOptionsSettingsOnce } from '../argocd/build-options-hint.js'
import { cmpDeclarationOnce } from '../argocd/cmp-hint.js'
import { appRenderer } from './render-at.js'
import { byEntryKey } from '../lib/order.js'
import { unreadChanges } from './child-apps.js'
import { RUN_UNPACK_BUDGET_BYTES, UnpackBudget } from '../render/helm/tgz.js'
import { argocdLabel, argocdRelease, toolMismatches } from '../argocd/tool-versions.js'

export interface AnalyzeOptions {
  repoDir: string
  base: string
  head: string
  /** Explicit config file; otherwise `.prune-guard.yaml` from the base revision, if present. */
  configFile?: string
  /** Settings from flags or action inputs, applied last. */
  overrides?: Record<string, unknown>
  helmPath?: string
  kustomizePath?: string
  /**
   * Provides the renderer binaries for the Argo CD version the config models (the action installs them,
   * github/install-tools.ts) once the config is read; helmPath / kustomizePath still win. Absent: resolved as usual.
   */
  tools?: (argocdVersion: string) => Promise<{ helm?: string; kustomize?: string }>
  /**
   * The branch the revisions under review go into (a pull request's base branch, a pushed branch): a source of this
   * repository pinned to another revision renders the same after the merge (argocd/revision.ts). Otherwise the branch
   * `base` names, if it names one (`main`, `origin/main`).
   */
  branch?: string
  /** Plan only this shard's apps (`--shard i/n`). */
  shard?: Shard
  /** A runner to use instead of spawning processes directly (tests count invocations through it). */
  runner?: ToolRunner
  log?: (line: string) => void
  /** Rendering progress: apps done of apps known so far (the CLI shows it on a terminal; see cli/tty.ts). */
  progress?: (done: number, total: number) => void
  /** Manifest size cap (default MAX_MANIFEST_BYTES, 64 MiB); tests lower it instead of writing 64 MiB files. */
  maxManifestBytes?: number
  /** Live mode (opt-in, read-only): Application status from the cluster or the Argo CD API; absent = offline. */
  live?: LiveReader
  /** Warnings that must reach the log even when `log` is quiet (a failed live read); defaults to `log`. */
  warn?: (line: string) => void
}

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
  }
}

export async function analyze(opts: AnalyzeOptions): Promise<Analysis> {
  const log = opts.log ?? (() => {})
  const t0 = performance.now()
  const phase = (what: string) => log(`${what} at ${((performance.now() - t0) / 1000).toFixed(2)} s`)
  // Both revisions at once (one git process when all is well), then the origin URL alongside the reads; base's error first.
  const {
    repo,
    revisions: [baseRev, headRev]
  } = await GitRepo.openAt(opts.repoDir, [opts.base, opts.head])
  const originUrl = repo.originUrl() // never rejects
  // The clone's refs (never rejects): at once when the branch must be read from them, else when a pinned app needs them.
  let cloneRefs = opts.branch ? undefined : repo.refs()
  const refsNow = () => (cloneRefs ??= repo.refs())
  const scratch = mkdtempSync(join(scratchRoot(), 'prune-guard-'))
  // Removed on SIGINT/SIGTERM and crashes too (lifecycle.ts), not only when analyze returns.
  const scratchDir = scratchFolder(scratch, log)
  const snapshots: Snapshot[] = []
  // Writes into the checkouts stop before the folder goes (a failed run may still have a write under way).
  const removeScratch = (): Promise<void> => scratchDir.remove(() => Promise.all(snapshots.map((s) => s.close())))
  const runStarted = Date.now()
  // Live mode (issue 13): one read of the cluster's Application status per run, alongside rendering (never throws).
  const liveRead = opts.live ? readLive(opts.live, log, opts.warn) : undefined
  try {
    // Both revisions are read from git objects; files are written to disk only for the apps that render.
    // A blob both revisions hold is read once (git/blob-texts.ts).
    const maxManifestBytes = opts.maxManifestBytes ?? MAX_MANIFEST_BYTES
    const written = new WriteBudget()
    const load = { texts: new BlobTexts(repo.root, undefined, maxManifestBytes), written, marker: APPLICATION_MARKER }
    const [baseSnap, headLoaded] = await Promise.all([
      Snapshot.load(repo, baseRev.sha, join(scratch, 'base'), load),
      baseRev.sha === headRev.sha ? undefined : Snapshot.load(repo, headRev.sha, join(scratch, 'head'), load)
    ])
    const headSnap = headLoaded ?? baseSnap
    snapshots.push(baseSnap, ...(headLoaded ? [headLoaded] : []))
    phase('read base and head from git')
    const { config, headConfig, notes: adoptionNotes } = runConfig(opts, baseSnap, headSnap)
    // The renderers of an Argo CD version (installed by the action); the head side's own when the change upgrades it.
    const toolsOf = async (version: string) => {
      const installed = opts.tools ? await opts.tools(version) : {}
      const helmMajor = Number(argocdRelease(version)?.helm.version.split('.')[0])
      return { helm: opts.helmPath ?? installed.helm, kustomize: opts.kustomizePath ?? installed.kustomize, helmMajor }
    }
    const binaries = await toolsOf(config.argocdVersion)
    const headBinaries = headConfig.argocdVersion === config.argocdVersion ? binaries : await toolsOf(headConfig.argocdVersion)
    const origin = await originUrl
    const names = opts.branch ? [] : (await refsNow()).map((r) => r.name)
    const refs = reviewedRefs(names, opts.branch ?? branchOf(opts.base, names))
    const follows = (targetRevision: string): boolean => followsReview(targetRevision, refs)
    const repoURLs = [...(origin ? [origin] : []), ...config.repoURLs]

    let processes = 0
    const determinism = { secondRenders: 0, secondRendersSkipped: 0 } // R5.1 second renders run / skipped (helm/determinism.ts)
    const limit = createLimiter(config.concurrency)
    // Bounds per renderer and for the whole run (item: exhaustion); see lib/process/exec.ts.
    const deadline = runStarted + config.runDeadlineSeconds * 1000
    const deadlineLabel = `the run deadline (${config.runDeadlineSeconds} s, runDeadlineSeconds)`
    const inner =
      opts.runner ??
      createToolRunner({
        timeoutMs: config.renderTimeoutSeconds * 1000,
        memoryLimitBytes: config.renderMemoryLimitMB * 1024 * 1024,
        maxOutputBytes: config.maxRenderOutputMB * 1024 * 1024,
        deadline,
        deadlineLabel,
        // Each renderer's share of the cores: one with the default concurrency (a renderer per core).
        goMaxProcs: Math.floor(availableParallelism() / config.concurrency),
        log
      })
    // Render-cache hits are read once the renders ready to start have started (renders-first.ts).
    const gate = rendersFirst(config.concurrency)
    const runner: ToolRunner = {
      run: (tool, args, o) =>
        limit(() => {
          processes++
          const ended = gate.processStarts()
          return inner.run(tool, args, o).finally(ended)
        })
    }
    // Version probes start with a tool's first use and run outside the renderer limit: a render does not wait for them.
    const probes: ToolRunner = { run: (tool, args, o) => (processes++, inner.run(tool, args, o)) }
    const toolbox = new Toolbox(binaries, probes)
    const headToolbox = headBinaries === binaries ? toolbox : new Toolbox(headBinaries, probes)
    const cache = new Map<string, Promise<RenderOutput>>()
    // The render cache across runs (config cacheDir, pipeline/render-cache.ts); absent: every render runs.
    const disk = config.cacheDir ? runCache(config.cacheDir, config, toolbox, binaries, () => gate.turn()) : undefined
    const cachedRender = (fp: Fingerprint, ctx: RevisionContext, render: () => Promise<AppRender>): Promise<AppRender> =>
      disk ? disk.through(fp, ctx, render) : render()
    const problems: ReportMeta['problems'] = [...adoptionNotes]
    // A file unchanged between base and head is parsed once (discovery at the serial start of a run): memo by text.
    const once = <T>(parse: (text: string) => T): ((text: string) => T) => {
      const memo = new Map<string, T>()
      return (text) => {
        if (!memo.has(text)) memo.set(text, parse(text))
        return memo.get(text)!
      }
    }
    const [parseStream, parseKust] = [once(parseYamlStream), once(kustomizationFromText)]
    // The repository's own Argo CD settings, read at base when a message needs them (argocd/build-options-hint.ts, cmp-hint.ts).
    const own = { buildOptionsSettings: buildOptionsSettingsOnce(baseSnap), cmpDeclaration: cmpDeclarationOnce(baseSnap) }
    const rendersStarted = (): Promise<void> => gate.turn()
    // Other tools render the head side in a memo of their own (the in-run memo's keys do not name the tools).
    const headTools = headToolbox === toolbox ? {} : { toolbox: headToolbox, cache: new Map<string, Promise<RenderOutput>>() }
    const sideDeps = { config, repoURLs, scratch, runner, toolbox, cache, determinism, problems, parseStream, parseKust, rendersStarted, ...own }
    const side = (rev: Revision, snap: Snapshot, name: 'base' | 'head'): RevisionSide =>
      revisionSide(rev, snap, name, name === 'head' ? { ...sideDeps, config: headConfig, ...headTools } : sideDeps)
    const base = side(baseRev, baseSnap, 'base')
    const head = side(headRev, headSnap, 'head')
    keepUnreadable(base, head, problems) // files that defined apps at base and do not parse at head
    // Same-named Applications in several files (one root per cluster): each definition is an app of its own.
    const sameNamed = sameNamedIds(base.definitions, head.definitions)
    for (const s of [base, head]) separateSameNamed(s.apps, s.definitions, sameNamed)
    phase(`discovered ${base.apps.size} ${base.apps.size === 1 ? 'app' : 'apps'} at base, ${head.apps.size} at head`)
    const pinnedAt = pinnedSides({
      refs: refsNow,
      expandCommit: (short) => repo.expandCommit(short),
      sides: [base, head],
      load: async (sha) => {
        const snap = await Snapshot.load(repo, sha, join(scratch, `pinned-${sha.slice(0, 12)}`), load)
        snapshots.push(snap)
        return revisionSide({ rev: sha, sha }, snap, 'base', { ...sideDeps, problems: [] })
      }
    })

    const settingsOf = (c: Config) => ({
      kubeVersion: c.kubeVersion,
      apiVersions: c.apiVersions,
      kustomize: c.kustomizeBuildOptions,
      cp: c.controlPlaneNamespace,
      // The Argo CD version picks the renderers (a pull request upgrading Argo CD renders its head with other tools).
      argocd: c.argocdVersion
    })
    const [baseSettings, headSettings] = [settingsOf(config), settingsOf(headConfig)]
    /** An app's inputs at a tree; `follows` tells pinned sources (default: every source follows the tree). */
    const fingerprintAt = (d: DiscoveredApp, tree: GraphSide['tree'], follows?: (targetRevision: string) => boolean): Fingerprint =>
      appFingerprint(d, tree, repoURLs, tree === head.tree ? headSettings : baseSettings, (src) => mayUsePlugin(src, tree.paths, config.plugins), follows)
    const fingerprints = new Map<string, Fingerprint>()
    const fingerprint = (d: DiscoveredApp, s: GraphSide): Fingerprint => {
      const k = `${s.name}\0${d.id}\0${JSON.stringify(d.manifest)}`
      let fp = fingerprints.get(k)
      if (!fp) fingerprints.set(k, (fp = fingerprintAt(d, s.tree, follows)))
      return fp
    }
    const limits = { timeoutSeconds: config.renderTimeoutSeconds, concurrency: config.concurrency }
    const renderAt = appRenderer({
      gate,
      toolbox,
      pinnedAt,
      listing: (d, at) => fingerprintAt(d, at.tree),
      cached: cachedRender,
      ...(disk ? { derived: disk.derived } : {})
    })
    const started = Date.now()
    const mine = inShard(opts.shard)
    // apps scope (plan/app-scope.ts): an app out of scope is rendered only to find child apps, or when removed (its
    // base render lists what an in-scope parent's cascade deletes).
    const appScope = config.apps
    const scoped = (id: string): boolean => {
      const [b, h] = [base.apps.get(id), head.apps.get(id)]
      return (b !== undefined && h === undefined) || [b, h].some((d) => d !== undefined && appInScope(d, appScope!))
    }
    const appSetReads = new Set<string>()
    const reconciled = childNamespaceRule([base, head], config, problems)
    const graph = await buildGraph(base, head, {
      controlPlaneNamespace: config.controlPlaneNamespace,
      repoURLs,
      sameNamed,
      declaredRoots: declaredRootIds(config),
      note: (p) => void problems.push({ ...p, note: true }),
      inShard: appScope ? (id) => mine(id) && scoped(id) : opts.shard ? mine : undefined,
      log,
      unpack: new UnpackBudget(RUN_UNPACK_BUDGET_BYTES, deadline, deadlineLabel),
      progress: opts.progress,
      ...(reconciled ? { reconciled } : {}),
      fingerprint,
      render: async (d, s) => {
        const t0 = Date.now()
        const sideOf = s === base ? base : head
        const fp = fingerprint(d, s)
        // Outcome (c), not (b): a renderer stopped by the guard's own limits is not Argo CD failing (plan/outcome.ts).
        const r = classifyRender(await cachedRender(fp, sideOf.ctx, () => renderAt(d, sideOf, fp, sideOf.ctx)), limits)
        log(
          `rendered ${d.id} at ${s.name} in ${Date.now() - t0} ms${r.error ? ' (error)' : r.notRendered ? ' (not rendered)' : disk?.fromCache(r) ? ' (from cache)' : ''}`
        )
        return r
      },
      expandAppSet: (set, s) => {
        // What a generator reads (a git files generator's files) is an input of the apps it generates.
        const repoView = { repoURLs, files: s.tree.paths, readFile: (p: string) => (appSetReads.add(p), s.readText(p)) }
        const r = expandApplicationSet(set.manifest, repoView, {
          externalParams: config.appSetParams,
          clusters: config.clusters,
          defaultNamespace: config.controlPlaneNamespace
        })
        if (r.error || r.unexpandable.length) log(`ApplicationSet ${set.id} at ${s.name}: ${r.error ?? `not expandable offline: ${r.unexpandable.join(', ')}`}`)
        return { apps: r.apps, error: r.error, unexpandable: r.unexpandable, warnings: r.warnings, deletesApps: r.deletesApps, updatesApps: r.updatesApps }
      }
    })
    // Apps whose head render is unstable: render base twice as well, to tell introduced from existing randomness.
    await Promise.all(
      [...head.renders].map(async ([id, r]) => {
        const b = base.apps.get(id)
        const br = base.renders.get(id)
        if (!b || !br || br === r || !r.docs.some((d) => d.unstable?.length)) return
        const ctx = { ...base.ctx, checkDeterminism: true }
        const fp = fingerprint(b, base)
        base.renders.set(id, classifyRender(await cachedRender(fp, ctx, () => renderAt(b, base, fp, ctx)), limits))
      })
    )
    await Promise.all([toolbox.settled(), headToolbox.settled()]) // the renderers' versions, for the report (a binary that could not start fails here)
    log(
      `rendered ${base.renders.size + head.renders.size} app revisions, skipped ${graph.skipped.size} unchanged ${graph.skipped.size === 1 ? 'app' : 'apps'} in ${Date.now() - started} ms`
    )
    log(`wrote ${Math.round(written.written / 1024 / 1024)} MB of files for the renderers (at most ${Math.round(written.maxBytes / 1024 / 1024)} MB a run)`)
    // Every render is done and nothing after this reads the scratch folder: it is removed while the plans are evaluated.
    void removeScratch() // never rejects; awaited before analyze returns

    let unread: string[] | undefined
    const evalInput: EvaluationInput = {
      config,
      base,
      head,
      skipped: graph.skipped,
      childSearch: graph.childSearch,
      ...changeProbes(base, head, fingerprint, baseRev.sha === headRev.sha),
      unreadChanges: () => (unread ??= unreadChanges(base, head, (d, s) => fingerprint(d, s).files, appSetReads)),
      reviewed: refs,
      shard: opts.shard,
      maxManifestBytes,
      meta: {
        toolVersion: VERSION,
        base: { rev: baseRev.rev, sha: baseRev.sha },
        head: { rev: headRev.rev, sha: headRev.sha },
        // By tool name: versions arrive in whatever order probes finish and cache hits are read; reports do not vary.
        renderers: Object.fromEntries(Object.entries(toolbox.versions).sort(byEntryKey)),
        argocd: argocdMeta(config.argocdVersion, toolbox.versions),
        problems
      }
    }
    const liveResult = liveRead ? await liveRead : undefined
    if (liveResult)
      evalInput.live = liveResult.ok ? { ok: true, snapshot: liveResult.snapshot, annotations: new Map() } : { ok: false, failure: liveResult.failure }
    const planned = renderPlans(evalInput)
    // The live objects' annotations are I/O: read them for the live-only prune candidates first, so that rules, report
    // and rendered diff are computed once, with them.
    if (opts.live?.annotationsOf && evalInput.live?.ok) {
      const candidates = withLivePlans(planned, evalInput)
      const done = evalInput.live.annotations
      const read = await readCandidateAnnotations(opts.live, evalInput.live.snapshot.apps, config.controlPlaneNamespace, candidates, done, log)
      evalInput.live = { ...evalInput.live, annotations: read }
    }
    const { report, plans } = evaluate(evalInput, planned)
    const unreadFiles = evalInput.unreadChanges?.() ?? []
    if (unreadFiles.length > 0) report.unreadChanges = unreadFiles
    const cached = disk && (await disk.finish(log))
    if (cached) report.renderCache = cached.report
    return {
      report,
      plans,
      config,
      stats: { processes, skipped: graph.skipped.size, rendered: base.renders.size + head.renders.size, ...determinism, ...cached?.stats }
    }
  } finally {
    await removeScratch() // never rejects (lifecycle.ts scratchFolder)
  }
}

/** The Argo CD release modelled, the tools it bundles and the tools that rendered at other versions, for the report. */
function argocdMeta(version: string, used: Record<string, string>): ReportMeta['argocd'] {
  const row = argocdRelease(version)
  if (!row) return undefined // config validation admits only versions of the table
  return { version: argocdLabel(version), helm: row.helm.version, kustomize: row.kustomize.version, toolMismatches: toolMismatches(version, used) }
}
