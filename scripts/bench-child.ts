// One measured analysis in a fresh Node process of its own, as the CLI runs (a cold JIT, its own heap), so that runs
// do not warm each other up and the peak RSS is the analysis's own (scripts/bench.ts, scripts/bench-big.ts).
// The child runs from a bundle made with the options of dist/ (scripts/bench-bundle.ts), not through tsx: what users
// run, without tsx's loader thread and per-function name wrappers (measured: peak RSS 133 -> 100 MB on the 50-app PR,
// the big app about 4% faster).
// The child prints one JSON line: wall time, CPU, peak RSS, renderer processes and the run's counters.
import { spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sampleTreeRss } from './bench-floor.js'
import { benchBundle } from './bench-bundle.js'
import type { ToolRunner } from '../src/render/types.js'
import { relaunchFlagsHere } from '../src/pipeline/relaunch.js'

const self = fileURLToPath(import.meta.url)
// From the bundle (.bench-build/bench-child.js) as from scripts/: the repository is the parent folder.
const root = join(dirname(self), '..')
const tools = join(root, '.tools', 'bin')

export interface ChildResult {
  wallMs: number
  /** CPU time of the guard's process (user + system) during the analysis. */
  cpuMs: number
  maxRssMb: number
  processes: number
  skipped: number
  /** R5.1 determinism re-renders run and skipped (no template can vary: render/helm/determinism.ts). */
  secondRenders: number
  secondRendersSkipped: number
  cacheHits: number
  /** Sum of every renderer process's wall time, spawn to exit. */
  invocationsMs: number
  /** Created, updated and pruned resources planned. */
  resources: number
  phases: string[]
  /** Where the time went (Analysis.stats.timings): `name ms` per phase and per class of render, summed. */
  timings: Array<{ name: string; ms: number; count: number; counted?: true }>
  /** Peak RSS of the child and every process under it (renderers included). */
  treePeakMb: number
}

export interface ChildOptions {
  cacheDir?: string
  base?: string
  head?: string
}

/** `inner` with the wall time of every process it runs added up (spawn to exit). */
export function timedRunner(inner: ToolRunner): { runner: ToolRunner; ms(): number } {
  let ms = 0
  return {
    runner: {
      async run(tool, args, opts) {
        const t0 = performance.now()
        try {
          return await inner.run(tool, args, opts)
        } finally {
          ms += performance.now() - t0
        }
      }
    },
    ms: () => ms
  }
}

/** One analysis with a render cache that starts as a copy of `filled` (so every warm run finds the same entries). */
export async function warmRun(dir: string, concurrency: number, filled: string): Promise<ChildResult> {
  const copy = `${filled}-run`
  cpSync(filled, copy, { recursive: true })
  try {
    return await runChild(dir, concurrency, { cacheDir: copy })
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

async function child(dir: string, concurrency: number, o: ChildOptions): Promise<void> {
  const { analyze } = await import('../src/pipeline/analyze.js')
  const { createToolRunner } = await import('../src/lib/process/exec.js')
  const timed = timedRunner(createToolRunner())
  const phases: string[] = []
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  const { stats, plans } = await analyze({
    repoDir: dir,
    base: o.base ?? 'HEAD~1',
    head: o.head ?? 'HEAD',
    runner: timed.runner,
    helmPath: join(tools, 'helm'),
    kustomizePath: join(tools, 'kubectl'),
    overrides: { concurrency, network: false, ...(o.cacheDir ? { cacheDir: o.cacheDir } : {}) },
    log: (l) => {
      if (!l.startsWith('rendered ')) phases.push(`${((performance.now() - t0) / 1000).toFixed(2)} s ${l}`)
    }
  })
  const wallMs = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  const out: Omit<ChildResult, 'treePeakMb'> = {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    processes: stats.processes,
    skipped: stats.skipped,
    secondRenders: stats.secondRenders,
    secondRendersSkipped: stats.secondRendersSkipped,
    cacheHits: stats.cacheHits ?? 0,
    invocationsMs: timed.ms(),
    resources: plans.reduce((n, p) => n + p.update.length + p.create.length + p.prune.length, 0),
    phases,
    timings: stats.timings
  }
  process.stdout.write(`${JSON.stringify(out)}\n`)
}

/** Runs one analysis in a child Node process (from the bundle), sampling its process tree's RSS. */
export async function runChild(dir: string, concurrency: number, o: ChildOptions = {}): Promise<ChildResult> {
  // With the V8 flags the CLI and the action relaunch themselves with on this Node (pipeline/relaunch.ts; none before V8 13).
  const flags = relaunchFlagsHere([]) ?? []
  const p = spawn(process.execPath, [...flags, (await benchBundle()).child, dir, String(concurrency), JSON.stringify(o)], {
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const sampler = sampleTreeRss(p.pid!)
  let out = ''
  p.stdout.on('data', (b: Buffer) => (out += b.toString('utf8')))
  const code = await new Promise<number | null>((r) => p.on('close', r))
  const peak = sampler.stop()
  if (code !== 0) throw new Error(`bench child exited with ${code}: ${out}`)
  return { ...(JSON.parse(out.trim().split('\n').pop()!) as Omit<ChildResult, 'treePeakMb'>), treePeakMb: peak / 1048576 }
}

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** Our CPU time over `runs`: the median, in seconds with two decimals. */
export function cpuSeconds(runs: ChildResult[]): string {
  return (median(runs.map((x) => x.cpuMs)) / 1000).toFixed(2)
}

/**
 * Runs the measurements of repetition `k` one after the other, in the given order for an even `k` and in the reverse
 * order for an odd one: on a machine that drifts over a benchmark (or slows the second of two runs taken back to back),
 * the run taken later in a pair is not always the same one, so the ratios of pairs lean neither way.
 */
export async function inTurn(k: number, steps: Array<() => Promise<void>>): Promise<void> {
  for (const step of k % 2 === 0 ? steps : [...steps].reverse()) await step()
}

/**
 * `a / b` as the ratio of the medians, and, for several runs, the median and range of the ratios of runs taken back to
 * back (a[k] / b[k]): a machine that drifts during a benchmark moves both runs of a pair alike, not the medians.
 */
export function ratio(a: number[], b: number[], suffix = ''): string {
  const whole = `${(median(a) / median(b)).toFixed(2)}${suffix}`
  if (a.length < 2 || a.length !== b.length) return whole
  const pairs = a.map((x, k) => x / b[k]!)
  return `${whole} (pairs ${median(pairs).toFixed(2)}, ${Math.min(...pairs).toFixed(2)}-${Math.max(...pairs).toFixed(2)})`
}

/** "2.98 s" for one run, "2.98 s (2.90-3.10)" for several: the median and the range. */
export function seconds(xs: number[]): string {
  const f = (ms: number) => (ms / 1000).toFixed(2)
  return xs.length === 1 ? `${f(xs[0]!)} s` : `${f(median(xs))} s (${f(Math.min(...xs))}-${f(Math.max(...xs))})`
}

if (process.argv[1] === self) await child(process.argv[2]!, Number(process.argv[3]), JSON.parse(process.argv[4] ?? '{}') as ChildOptions)
