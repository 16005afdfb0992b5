// The renders step of a run (pipeline/analyze.ts): the app graph of both revisions rendered (pipeline/graph.ts), with
// ApplicationSets expanded, apps scoped and sharded, and a second base render where the head render is unstable.
import { expandApplicationSet } from '../argocd/appset/expand.js'
import type { Config } from '../config/config.js'
import { appInScope } from '../plan/app-scope.js'
import { classifyRender } from '../plan/outcome.js'
import type { ReportMeta } from '../report/model.js'
import { RUN_UNPACK_BUDGET_BYTES, UnpackBudget } from '../render/helm/tgz.js'
import { childNamespaceRule } from './child-namespaces.js'
import { buildGraph, type GraphResult } from './graph.js'
import { appRenderer, type RenderAt } from './render-at.js'
import { declaredRootIds } from './revision-side.js'
import type { RunApps } from './run-apps.js'
import type { RunTools } from './run-tools.js'
import { inShard, type Shard } from './shard.js'
import type { Timings } from '../lib/timings.js'

/** What shapes the renders besides the config (AnalyzeOptions' inputs and callbacks). */
export interface RenderInputs {
  /** Plan only this shard's apps (`--shard i/n`). */
  shard?: Shard
  /** Rendering progress: apps done of apps known so far (the CLI shows it on a terminal; see cli/tty.ts). */
  progress?: (done: number, total: number) => void
}

export interface RunRenders {
  graph: GraphResult
  /** Files the ApplicationSet generators read (inputs of the apps they generate). */
  appSetReads: Set<string>
}

export async function runRenders(
  opts: RenderInputs,
  s: { config: Config; repoURLs: string[]; apps: RunApps; tools: RunTools; problems: ReportMeta['problems']; log: (line: string) => void; timings?: Timings }
): Promise<RunRenders> {
  const { config, repoURLs, apps, tools, problems, log } = s
  const { base, head } = apps
  const fingerprint: typeof apps.fingerprint = s.timings ? (d, side) => s.timings!.time('fingerprints', () => apps.fingerprint(d, side)) : apps.fingerprint
  const limits = { timeoutSeconds: config.renderTimeoutSeconds, concurrency: config.concurrency }
  const renderAt = appRenderer({
    gate: tools.gate,
    toolbox: tools.toolbox,
    pinnedAt: apps.pinnedAt,
    listing: (d, at) => apps.fingerprintAt(d, at.tree),
    cached: tools.cachedRender,
    ...(tools.disk ? { derived: tools.disk.derived } : {})
  })
  const started = Date.now()
  const appSetReads = new Set<string>()
  const reconciled = childNamespaceRule([base, head], config, problems)
  const graph = await buildGraph(base, head, {
    controlPlaneNamespace: config.controlPlaneNamespace,
    repoURLs,
    sameNamed: apps.sameNamed,
    declaredRoots: declaredRootIds(config),
    note: (p) => void problems.push({ ...p, note: true }),
    inShard: shardFilter(opts.shard, config, apps),
    log,
    unpack: new UnpackBudget(RUN_UNPACK_BUDGET_BYTES, tools.deadline, tools.deadlineLabel),
    progress: opts.progress,
    ...(reconciled ? { reconciled } : {}),
    fingerprint,
    render: async (d, side) => {
      const t0 = Date.now()
      const sideOf = side === base ? base : head
      const fp = fingerprint(d, side)
      // Outcome (c), not (b): a renderer stopped by the guard's own limits is not Argo CD failing (plan/outcome.ts).
      const r = classifyRender(await tools.cachedRender(fp, sideOf.ctx, () => renderAt(d, sideOf, fp, sideOf.ctx)), limits)
      const how = r.error ? ' (error)' : r.notRendered ? ' (not rendered)' : tools.disk?.fromCache(r) ? ' (from cache)' : ''
      log(`rendered ${d.id} at ${side.name} in ${Date.now() - t0} ms${how}`)
      s.timings?.count(`apps ${renderClass(r)}${how === ' (from cache)' ? ' (from cache)' : ''}`)
      return r
    },
    expandAppSet: (set, side) => {
      // What a generator reads (a git files generator's files) is an input of the apps it generates.
      const repoView = { repoURLs, files: side.tree.paths, readFile: (p: string) => (appSetReads.add(p), side.readText(p)) }
      const r = expandApplicationSet(set.manifest, repoView, {
        externalParams: config.appSetParams,
        clusters: config.clusters,
        defaultNamespace: config.controlPlaneNamespace
      })
      if (r.error || r.unexpandable.length)
        log(`ApplicationSet ${set.id} at ${side.name}: ${r.error ?? `not expandable offline: ${r.unexpandable.join(', ')}`}`)
      return { apps: r.apps, error: r.error, unexpandable: r.unexpandable, warnings: r.warnings, deletesApps: r.deletesApps, updatesApps: r.updatesApps }
    }
  })
  await rerenderUnstableBase(apps, tools, renderAt, limits)
  await Promise.all([tools.toolbox.settled(), tools.headToolbox.settled()]) // the renderers' versions, for the report (a binary that could not start fails here)
  const skipped = graph.skipped.size
  log(
    `rendered ${base.renders.size + head.renders.size} app revisions, skipped ${skipped} unchanged ${skipped === 1 ? 'app' : 'apps'} in ${Date.now() - started} ms`
  )
  return { graph, appSetReads }
}

/**
 * The apps of this shard, within the apps scope (plan/app-scope.ts): an app out of scope is rendered only to find
 * child apps, or when removed (its base render lists what an in-scope parent's cascade deletes).
 */
function shardFilter(shard: Shard | undefined, config: Config, apps: RunApps): ((id: string) => boolean) | undefined {
  const mine = inShard(shard)
  const appScope = config.apps
  if (!appScope) return shard ? mine : undefined
  const scoped = (id: string): boolean => {
    const [b, h] = [apps.base.apps.get(id), apps.head.apps.get(id)]
    return (b !== undefined && h === undefined) || [b, h].some((d) => d !== undefined && appInScope(d, appScope))
  }
  return (id) => mine(id) && scoped(id)
}

/** Apps whose head render is unstable: render base twice as well, to tell introduced from existing randomness. */
async function rerenderUnstableBase(apps: RunApps, tools: RunTools, renderAt: RenderAt, limits: Parameters<typeof classifyRender>[1]): Promise<void> {
  const { base, head } = apps
  await Promise.all(
    [...head.renders].map(async ([id, r]) => {
      const b = base.apps.get(id)
      const br = base.renders.get(id)
      if (!b || !br || br === r || !r.docs.some((d) => d.unstable?.length)) return
      const ctx = { ...base.ctx, checkDeterminism: true }
      const fp = apps.fingerprint(b, base)
      base.renders.set(id, classifyRender(await tools.cachedRender(fp, ctx, () => renderAt(b, base, fp, ctx)), limits))
    })
  )
}

/**
 * The class of an app's render, counted in the timings (`apps helm ×12`; their time is in the tools' process times,
 * since an app's own span includes its wait for a renderer slot): its sources' types, or why none rendered.
 */
function renderClass(r: { sources?: Array<{ type: string }>; error?: unknown; notRendered?: string }): string {
  const types = [...new Set((r.sources ?? []).map((x) => x.type))].sort()
  return types.length > 0 ? types.join('+') : r.error ? 'error' : 'not rendered'
}
