// The tools step of a run (pipeline/analyze.ts): the renderer binaries of each side's Argo CD version, the bounded
// process runner every render goes through, the in-run render memo and the render cache across runs.
import type { Timings } from '../lib/timings.js'
import { availableParallelism } from 'node:os'
import type { Config } from '../config/config.js'
import { argocdRelease } from '../argocd/tool-versions.js'
import { createToolRunner } from '../lib/process/exec.js'
import { createLimiter } from '../lib/pool.js'
import type { AppRender } from '../render/app.js'
import { Toolbox, type BinaryOptions } from '../render/binaries.js'
import type { RevisionContext } from '../render/context.js'
import type { Fingerprint } from '../render/inputs.js'
import type { RenderOutput, ToolRunner } from '../render/types.js'
import { runCache, type RunCache } from './render-cache.js'
import { rendersFirst, type RendersFirst } from './renders-first.js'

/** How a run gets its renderer binaries and processes (AnalyzeOptions' tools). */
export interface ToolSources {
  helmPath?: string
  kustomizePath?: string
  /**
   * Provides the renderer binaries for the Argo CD version the config models (the action installs them,
   * github/install-tools.ts) once the config is read; helmPath / kustomizePath still win. Absent: resolved as usual.
   */
  tools?: (argocdVersion: string) => Promise<{ helm?: string; kustomize?: string }>
  /** A runner to use instead of spawning processes directly (tests count invocations through it). */
  runner?: ToolRunner
}

export interface RunTools {
  runner: ToolRunner
  toolbox: Toolbox
  /** The head side's toolbox: `toolbox` unless the change upgrades Argo CD to other renderers. */
  headToolbox: Toolbox
  /** The in-run render memo (render/cached.ts) of the base side, and of the head side when its tools are the same. */
  cache: Map<string, Promise<RenderOutput>>
  /** Other tools render the head side in a memo of their own (the in-run memo's keys do not name the tools). */
  headTools: { toolbox?: Toolbox; cache?: Map<string, Promise<RenderOutput>> }
  gate: RendersFirst
  /** The render cache across runs (config cacheDir, pipeline/render-cache.ts); absent: every render runs. */
  disk?: RunCache
  /** `render` unless the render cache answers. */
  cachedRender(fp: Fingerprint, ctx: RevisionContext, render: () => Promise<AppRender>): Promise<AppRender>
  /** Renderer processes started (probes included). */
  processes(): number
  /** R5.1 second renders run / skipped (helm/determinism.ts). */
  determinism: { secondRenders: number; secondRendersSkipped: number }
  deadline: number
  deadlineLabel: string
}

/** The renderers of an Argo CD version (installed by the action); the explicit paths win. */
async function binariesFor(opts: ToolSources, version: string): Promise<BinaryOptions> {
  const installed = opts.tools ? await opts.tools(version) : {}
  const helmMajor = Number(argocdRelease(version)?.helm.version.split('.')[0])
  return { helm: opts.helmPath ?? installed.helm, kustomize: opts.kustomizePath ?? installed.kustomize, helmMajor }
}

/** The head side's own binaries when the change upgrades Argo CD. `runStarted` starts the run deadline. */
export async function runTools(
  opts: ToolSources,
  config: Config,
  headConfig: Config,
  runStarted: number,
  log: (line: string) => void,
  timings?: Timings
): Promise<RunTools> {
  const binaries = await binariesFor(opts, config.argocdVersion)
  const headBinaries = headConfig.argocdVersion === config.argocdVersion ? binaries : await binariesFor(opts, headConfig.argocdVersion)
  let processes = 0
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
        // Its own time, from its slot to its exit (not the wait for a slot): where the renders' time goes, per tool.
        const started = performance.now()
        return inner.run(tool, args, o).finally(() => (ended(), timings?.add(`${tool.name} processes`, performance.now() - started)))
      })
  }
  // Version probes start with a tool's first use and run outside the renderer limit: a render does not wait for them.
  const probes: ToolRunner = { run: (tool, args, o) => (processes++, inner.run(tool, args, o)) }
  const toolbox = new Toolbox(binaries, probes)
  const headToolbox = headBinaries === binaries ? toolbox : new Toolbox(headBinaries, probes)
  const disk = config.cacheDir ? runCache(config.cacheDir, config, toolbox, binaries, () => gate.turn()) : undefined
  return {
    runner,
    toolbox,
    headToolbox,
    cache: new Map(),
    headTools: headToolbox === toolbox ? {} : { toolbox: headToolbox, cache: new Map() },
    gate,
    ...(disk ? { disk } : {}),
    cachedRender: (fp, ctx, render) => (disk ? disk.through(fp, ctx, render) : render()),
    processes: () => processes,
    determinism: { secondRenders: 0, secondRendersSkipped: 0 },
    deadline,
    deadlineLabel
  }
}
