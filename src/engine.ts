// The engine: revisions → apps → renders → plan → findings → report. Boundaries (git, processes) are created here or
// passed in; everything after rendering is pure.
import { mkdtempSync, rmSync, existsSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { instanceName } from './argocd/application.js'
import { discoverApplications, mayHoldApplication, type DiscoveredApp, type DiscoveryProblem } from './argocd/discover.js'
import { keyLabel } from './argocd/resource.js'
import { ScopeTable } from './argocd/scope.js'
import { CONFIG_FILE, defaultConfig, loadConfigFile, mergeConfig, type Config } from './config.js'
import { GitRepo, type Revision } from './git/git.js'
import { readManifestFiles } from './git/tree.js'
import { normalize } from './plan/normalize.js'
import { planApp, type AppPlan, type AppSide } from './plan/plan.js'
import { maskUnstable } from './plan/unstable.js'
import { renderApp, type AppRender, type RevisionContext } from './render/app.js'
import { Toolbox } from './render/binaries.js'
import { createToolRunner } from './render/exec.js'
import { createLimiter } from './render/pool.js'
import type { RenderOutput, ToolRunner } from './render/types.js'
import { buildReport, type Report } from './report/model.js'
import { runRules } from './rules/index.js'
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
  /** A runner to use instead of spawning processes directly (tests count invocations through it). */
  runner?: ToolRunner
  log?: (line: string) => void
}

export interface Analysis {
  report: Report
  plans: AppPlan[]
  config: Config
}

interface Side {
  rev: Revision
  checkout: string
  apps: Map<string, DiscoveredApp>
  problems: DiscoveryProblem[]
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

    let config = defaultConfig(availableParallelism())
    const configPath = opts.configFile ?? (existsSync(join(baseDir, CONFIG_FILE)) ? join(baseDir, CONFIG_FILE) : undefined)
    if (configPath) config = loadConfigFile(config, configPath)
    config = mergeConfig(config, opts.overrides ?? {}, 'options')

    const origin = await repo.originUrl()
    const repoURLs = [...(origin ? [origin] : []), ...config.repoURLs]
    const discover = (rev: Revision, checkout: string): Side => {
      const files = readManifestFiles(checkout, mayHoldApplication)
      const { apps, problems } = discoverApplications(files, config.controlPlaneNamespace)
      return { rev, checkout, apps: new Map(apps.map((a) => [a.id, a])), problems }
    }
    const base = discover(baseRev, baseDir)
    const head = discover(headRev, headDir)
    log(`${base.apps.size} app(s) at base ${baseRev.sha.slice(0, 7)}, ${head.apps.size} at head ${headRev.sha.slice(0, 7)}`)

    const limit = createLimiter(config.concurrency)
    const inner = opts.runner ?? createToolRunner({ timeoutMs: config.renderTimeoutSeconds * 1000 })
    const runner: ToolRunner = { run: (tool, args, o) => limit(() => inner.run(tool, args, o)) }
    const toolbox = new Toolbox({ helm: opts.helmPath, kustomize: opts.kustomizePath }, runner)
    const cache = new Map<string, Promise<RenderOutput>>()
    const symlinkCheck = new Map()
    const ctxFor = (side: Side): RevisionContext => ({
      checkout: side.checkout,
      sha: side.rev.sha,
      repoURLs,
      controlPlaneNamespace: config.controlPlaneNamespace,
      kubeVersion: config.kubeVersion,
      apiVersions: config.apiVersions,
      kustomizeBuildOptions: config.kustomizeBuildOptions,
      scratchRoot: scratch,
      runner,
      toolbox,
      cache,
      symlinkCheck,
      checkDeterminism: config.checkDeterminism
    })

    const ids = [...new Set([...base.apps.keys(), ...head.apps.keys()])].sort()
    const started = Date.now()
    const renderSide = async (side: Side, id: string): Promise<[DiscoveredApp, AppRender] | undefined> => {
      const d = side.apps.get(id)
      if (!d) return undefined
      const t0 = Date.now()
      const r = await renderApp(d, ctxFor(side))
      log(`rendered ${id} at ${side === base ? 'base' : 'head'} in ${Date.now() - t0} ms${r.error ? ' (error)' : ''}`)
      return [d, r]
    }
    const rendered = await Promise.all(ids.map(async (id) => [id, await renderSide(base, id), await renderSide(head, id)] as const))
    log(`rendered ${ids.length} app(s) in ${Date.now() - started} ms`)

    // R2.3.1: CRDs rendered by any app, at either revision, tell the scope of their kinds.
    const scopes = new ScopeTable(config.scopes)
    for (const [, b, h] of rendered) for (const r of [b, h]) for (const doc of r?.[1].docs ?? []) scopes.learnFromCrd(doc.obj)

    const toSide = (x: [DiscoveredApp, AppRender] | undefined): AppSide | undefined => {
      if (!x) return undefined
      const [d, r] = x
      const side: AppSide = { discovered: d, sources: r.sources, error: r.error, notRendered: r.notRendered, warnings: r.warnings, templates: r.templates }
      if (r.error || r.notRendered) return side
      side.render = normalize(r.docs, d.app.destination.namespace, scopes)
      const missing = side.render.missingNamespace
      if (missing.length > 0) {
        // R2.3.3: InvalidSpecError blocks every sync of the app.
        side.error = {
          message: `Namespace for ${missing.map(keyLabel).join(', ')} is missing: the destination has no namespace and the object sets none`,
          file: d.file
        }
      }
      for (const k of side.render.duplicates) side.warnings.push(`${keyLabel(k)} is rendered more than once; the last one wins (R2.4.2)`)
      return side
    }
    const plans = rendered.map(([id, b, h]) => {
      const d = (h ?? b)![0]
      const [bs, hs] = [toSide(b), toSide(h)]
      maskUnstable(bs, hs)
      return planApp(id, bs, hs, {
        trackingMethod: config.trackingMethod,
        instanceLabelKey: config.instanceLabelKey,
        instanceName: instanceName(d.app, config.controlPlaneNamespace)
      })
    })
    const findings = runRules(plans, { failOn: config.failOn, rules: config.rules })
    const report = buildReport(plans, findings, {
      toolVersion: VERSION,
      base: { rev: baseRev.rev, sha: baseRev.sha },
      head: { rev: headRev.rev, sha: headRev.sha },
      renderers: { ...toolbox.versions },
      problems: head.problems
    })
    return { report, plans, config }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
