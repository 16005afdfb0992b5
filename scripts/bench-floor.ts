// The benchmark's floor (issue 12, item 4): the same helm/kustomize invocations the guard ran, run directly with the
// guard's concurrency (a pool of N), not a sum divided by the cores; wall / floor then isolates the guard's overhead.
// A recording run keeps what each invocation reads: before each process starts, the run's scratch directory is
// hard-linked into a keep directory (`cp -al -n`; the guard writes each file once, and deleting a work directory
// afterwards unlinks only the scratch copy). The replay rewrites scratch paths to the kept copy and runs in a small
// process of its own (scripts/bench-replay.ts, bundled like the measured child: scripts/bench-bundle.ts). BENCH_KEEP=1 keeps the recording (invocations.json and the files) for
// replaying by hand: `node --import tsx scripts/bench-replay.ts <dir>/invocations.json 2`.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { treeRssBytes } from '../src/lib/process/exec.js'
import { scratchRoot } from '../src/lib/scratch-root.js'
import { benchBundle } from './bench-bundle.js'
import type { RunOptions, Tool, ToolRunner } from '../src/render/types.js'

interface Invocation {
  tool: Tool
  args: string[]
  opts: RunOptions
}

export interface Recorder {
  /** Wraps the runner of a recording run. */
  wrap(inner: ToolRunner): ToolRunner
  /** Set TMPDIR to this during the recording run, so the guard's scratch directory is found by prefix. */
  tmp: string
  /** The recorded invocations run directly with `concurrency` at once: wall ms, and how many did not exit 0. */
  replay(concurrency: number): Promise<{ ms: number; failed: number; runs: number }>
  dispose(): void
}

export function createRecorder(): Recorder {
  // On the same kind of folder as the guard's scratch (lib/scratch-root.ts), so both read and write alike.
  const root = mkdtempSync(join(scratchRoot(), 'pg-bench-floor-'))
  const tmp = join(root, 'tmp')
  const keep = join(root, 'keep')
  mkdirSync(tmp)
  mkdirSync(keep)
  const calls: Invocation[] = []
  const scratchOf = new RegExp(`${tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(prune-guard-[^/]+)`, 'g')
  const rewrite = (s: string): string => s.replace(scratchOf, (_m, dir: string) => join(keep, dir))
  const snapshot = (): void => {
    execFileSync('cp', ['-al', '-n', `${tmp}/.`, `${keep}/`], { stdio: 'ignore' })
  }
  return {
    tmp,
    wrap(inner) {
      return {
        async run(tool, args, opts) {
          snapshot()
          calls.push({
            tool,
            args: args.map(rewrite),
            opts: { ...opts, cwd: rewrite(opts.cwd), env: opts.env && Object.fromEntries(Object.entries(opts.env).map(([k, v]) => [k, rewrite(v)])) }
          })
          return inner.run(tool, args, opts)
        }
      }
    },
    async replay(concurrency) {
      relink(keep, rewrite)
      // In a small process of its own (scripts/bench-replay.ts).
      const list = join(root, 'invocations.json')
      writeFileSync(list, JSON.stringify(calls))
      const out = execFileSync(process.execPath, [(await benchBundle()).replay, list, String(concurrency)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit']
      })
      return JSON.parse(out) as { ms: number; failed: number; runs: number }
    },
    dispose() {
      if (process.env.BENCH_KEEP) return console.log(`  (kept ${root})`)
      rmSync(root, { recursive: true, force: true })
    }
  }
}

/** Symlinks that point into the (deleted) scratch directory point into the kept copy instead. */
function relink(dir: string, rewrite: (s: string) => string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) relink(p, rewrite)
    else if (e.isSymbolicLink()) {
      const target = readlinkSync(p)
      if (rewrite(target) === target) continue
      unlinkSync(p)
      symlinkSync(rewrite(target), p)
    }
  }
}

/** Peak VmRSS (bytes) of a process tree (the process and every descendant), sampled every `everyMs` until stop(). */
export function sampleTreeRss(pid: number, everyMs = 25): { stop(): number } {
  let peak = 0
  const tick = (): void => {
    const r = treeRssBytes(pid)
    if (r !== undefined && r > peak) peak = r
  }
  tick()
  const t = setInterval(tick, everyMs)
  return {
    stop() {
      clearInterval(t)
      tick()
      return peak
    }
  }
}
