// The engine: revisions → apps → renders → plan → findings → report. Boundaries (git, processes) are created here or
// passed in; everything after rendering is pure.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { instanceName } from './argocd/application.js'
import { discoverApplications, mayHoldApplication, type DiscoveredApp } from './argocd/discover.js'
import { expandApplicationSet } from './argocd/appset/expand.js'
import { ScopeTable } from './argocd/scope.js'
import { CONFIG_FILE, defaultConfig, loadConfigFile, mergeConfig, type Config } from './config.js'
import { GitRepo, listTree, type Revision } from './git/git.js'
import { readManifestFiles } from './git/tree.js'
import { buildGraph, type AppSetExpansion, type GraphSide } from './graph.js'
import { planApp, type AppPlan } from './plan/plan.js'
import { maskUnstable } from './plan/unstable.js'
import { toAppSide } from './plan/side.js'
import { renderApp, type RevisionContext } from './render/app.js'
import { Toolbox } from './render/binaries.js'
import { createToolRunner } from './render/exec.js'
import { appFingerprint, inputTree, type Fingerprint } from './render/inputs.js'
import { createLimiter } from './render/pool.js'
import type { RenderOutput, ToolRunner } from './render/types.js'
import { buildReport, type Report } from './report/model.js'
import { runRules } from './rules/index.js'
import { inShard, type Shard } from './shard.js'
import { VERSION } from './version.js'

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
  /** Plan only this shard's apps (`--shard i/n`). */
  shard?: Shard
  /** A runner to use instead of spawning processes directly (tests count invocations through it). */
  runner?: ToolRunner
  /** ApplicationSet expansion (R6); injected so the engine does not depend on one implementation. */
  expandAppSet?: (manifest: Record<string, unknown>, repo: { repoURLs: string[]; files: string[]; readFile(path: string): string | undefined }) => AppSetExpansion
  log?: (line: string) => void
}

export interface Analysis {
  report: Report
  plans: AppPlan[]
  config: Config
  /** Renderer processes started and apps skipped because their inputs did not change (for benchmarks). */
  stats: { processes: number; skipped: number; rendered: number }
}

function loadConfig(opts: AnalyzeOptions, baseDir: string): Config {
  let config = defaultConfig(availableParallelism())
  const configPath = opts.configFile ?? (existsSync(join(baseDir, CONFIG_FILE)) ? join(baseDir, CONFIG_FILE) : undefined)
  if (configPath) config = loadConfigFile(config, configPath)
  return mergeConfig(config, opts.overrides ?? {}, 'options')
}

export async function analyze(opts: AnalyzeOptions): Promise<Analysis> {
  const log = opts.log ?? (() => {})
  const repo = await GitRepo.open(opts.repoDir)
  const baseRev = await repo.resolve(opts.base)
  const headRev = await repo.resolve(opts.head)
  const scratch = mkdtempSync(join(tmpdir(), 'prune-guard-'))
  try {
    const baseDir = join(scratch, 'base')
    const headDir = baseRev.sha === headRev.sha ? baseDir : join(scratch, 'head')
    await repo.materialize(baseRev.sha, baseDir)
    if (headDir !== baseDir) await repo.materialize(headRev.sha, headDir)
    const config = loadConfig(opts, baseDir)
    const origin = await repo.originUrl()
    const repoURLs = [...(origin ? [origin] : []), ...config.repoURLs]

    let processes = 0
    const limit = createLimiter(config.concurrency)
    const inner = opts.runner ?? createToolRunner({ timeoutMs: config.renderTimeoutSeconds * 1000 })
    const runner: ToolRunner = { run: (tool, args, o) => limit(() => (processes++, inner.run(tool, args, o))) }
    const toolbox = new Toolbox({ helm: opts.helmPath, kustomize: opts.kustomizePath }, runner)
    const cache = new Map<string, Promise<RenderOutput>>()
    const symlinkCheck = new Map()

    const problems: Array<{ file: string; line: number; message: string }> = []
    const side = async (rev: Revision, checkout: string, name: 'base' | 'head'): Promise<GraphSide & { ctx: RevisionContext }> => {
      const files = readManifestFiles(checkout, mayHoldApplication)
      const found = discoverApplications(files, config.controlPlaneNamespace)
      if (name === 'head') problems.push(...found.problems)
      const tree = inputTree(checkout, await listTree(repo, rev.sha), rev.sha)
      const ctx: RevisionContext = {
        checkout, sha: rev.sha, repoURLs, controlPlaneNamespace: config.controlPlaneNamespace, kubeVersion: config.kubeVersion,
        apiVersions: config.apiVersions, kustomizeBuildOptions: config.kustomizeBuildOptions, scratchRoot: scratch, runner,
        toolbox, cache, symlinkCheck, checkDeterminism: config.checkDeterminism,
        remoteCharts: { cacheDir: config.chartCacheDir, network: config.network }
      }
      return { name, tree, apps: new Map(found.apps.map((a) => [a.id, a])), fileAppSets: found.appSets, appSets: new Map(), renders: new Map(), ctx }
    }
    const base = await side(baseRev, baseDir, 'base')
    const head = await side(headRev, headDir, 'head')

    const settings = { kubeVersion: config.kubeVersion, apiVersions: config.apiVersions, kustomize: config.kustomizeBuildOptions, cp: config.controlPlaneNamespace }
    const fingerprints = new Map<string, Fingerprint>()
    const fingerprint = (d: DiscoveredApp, s: GraphSide): Fingerprint => {
      const k = `${s.name}\0${d.id}\0${JSON.stringify(d.manifest)}`
      let fp = fingerprints.get(k)
      if (!fp) fingerprints.set(k, (fp = appFingerprint(d, s.tree, repoURLs, settings)))
      return fp
    }
    const started = Date.now()
    const mine = inShard(opts.shard)
    const graph = await buildGraph(base, head, {
      controlPlaneNamespace: config.controlPlaneNamespace,
      inShard: opts.shard ? mine : undefined,
      log,
      fingerprint,
      render: async (d, s) => {
        const t0 = Date.now()
        const r = await renderApp(d, s === base ? base.ctx : head.ctx, fingerprint(d, s).sources)
        log(`rendered ${d.id} at ${s.name} in ${Date.now() - t0} ms${r.error ? ' (error)' : r.notRendered ? ' (not rendered)' : ''}`)
        return r
      },
      expandAppSet: (set, s) => {
        const repoView = { repoURLs, files: s.tree.paths, readFile: (p: string) => readFileSafe(s.tree.checkout, p) }
        if (opts.expandAppSet) return opts.expandAppSet(set.manifest, repoView)
        const r = expandApplicationSet(set.manifest, repoView, { externalParams: config.appSetParams, defaultNamespace: config.controlPlaneNamespace })
        if (r.error || r.unexpandable.length) log(`ApplicationSet ${set.id} at ${s.name}: ${r.error ?? `not expandable offline: ${r.unexpandable.join(', ')}`}`)
        return { apps: r.apps, error: r.error, unexpandable: r.unexpandable, warnings: r.warnings, deletesApps: r.deletesApps }
      }
    })
    log(`rendered ${base.renders.size + head.renders.size} app revision(s), skipped ${graph.skipped.size} unchanged app(s) in ${Date.now() - started} ms`)

    // R2.3.1: CRDs rendered by any app, at either revision, tell the scope of their kinds.
    const scopes = new ScopeTable(config.scopes)
    for (const s of [base, head]) for (const r of s.renders.values()) for (const doc of r.docs) scopes.learnFromCrd(doc.obj)

    const ids = [...new Set([...base.apps.keys(), ...head.apps.keys()])].sort()
    const plans = ids.map((id) => {
      const b = base.apps.get(id)
      const h = head.apps.get(id)
      const d = (h ?? b)!
      const settingsFor = { trackingMethod: config.trackingMethod, instanceLabelKey: config.instanceLabelKey, instanceName: instanceName(d.app, config.controlPlaneNamespace) }
      const bs = b ? toAppSide(b, base.renders.get(id), scopes) : undefined
      const hs = h ? toAppSide(h, head.renders.get(id), scopes) : undefined
      if (graph.skipped.has(id)) return { ...planApp(id, bs, hs, settingsFor), change: 'unchanged' as const, skipped: true }
      maskUnstable(bs, hs)
      return planApp(id, bs, hs, settingsFor)
    })
    const findings = runRules(plans, { failOn: config.failOn, rules: config.rules }, undefined, { appSets: { base: base.appSets, head: head.appSets } })
    const cp = config.controlPlaneNamespace
    const ownPlans = plans.filter((p) => mine(p.id))
    const ownFindings = findings.filter((f) => f.app === null || mine(`${f.appNamespace ?? cp}/${f.app}`))
    const report = buildReport(ownPlans, ownFindings, {
      failOn: config.failOn,
      shard: opts.shard ? `${opts.shard.index}/${opts.shard.count}` : null,
      toolVersion: VERSION,
      base: { rev: baseRev.rev, sha: baseRev.sha },
      head: { rev: headRev.rev, sha: headRev.sha },
      renderers: { ...toolbox.versions },
      problems
    })
    return { report, plans, config, stats: { processes, skipped: graph.skipped.size, rendered: base.renders.size + head.renders.size } }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

function readFileSafe(root: string, p: string): string | undefined {
  if (p.includes('..')) return undefined
  try {
    return readFileSync(join(root, p), 'utf8')
  } catch {
    return undefined
  }
}
