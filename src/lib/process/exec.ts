// The process boundary for renderers: argv arrays only (never a shell), the scrubbed 'renderer' environment of
// spawn.ts (the one module that starts processes), and bounds a PR
// cannot talk its way out of (a chart can `range` forever, a 1 KB aliased file can make kustomize allocate GBs):
// * time: Argo CD's exec timeout (90 s, R1.4.5) per process, and the run's deadline when one is set;
// * memory: the resident memory of the process and its children is read from /proc every 100 ms (20 ms past half
//   the limit) and the process group is killed above it (RLIMIT_AS does not work for Go, which reserves huge address space up front);
//   GOMEMLIMIT is set as a soft hint so Go's collector works harder before that;
// * cores: GOMAXPROCS is each renderer's share of the cores (default 1): renderers run side by side, one per core, and
//   with Go's default (a thread per core for each of them) their collectors' threads compete with the other renderers.
//   Output is the same either way. Measured on 2 cores: the 50-app every-app PR 4-10% faster (7 of 7 interleaved
//   pairs); one 20,000-object helm template alone 1.30 -> 1.16 s;
// * output: stdout is capped (default 64 MiB, far below Argo's 256 MiB gRPC limit), stderr at 1 MiB;
// * kernel-held, for when the CLI itself is SIGKILLed (no exit handler runs): a parent-death signal (SIGKILL) and
//   RLIMIT_CPU of the timeout times GOMAXPROCS plus CPU_MARGIN_S (spawn.ts containment(); the wall-clock timeout is
//   this process's timer, which dies with it). RLIMIT_AS is not set: Go reserves address space far above what it uses.
// Each renderer runs in its own process group (detached) so that a kill reaches the children it spawned
// (kustomize → helm), and killAllRenderers() (called when the CLI exits or is interrupted) kills every live group.
// A process stopped at a bound is rejected with a message saying which bound, so the app is reported as not rendered
// with that reason (see stoppedByLimit) while the other apps are still analysed.
import { readdirSync, readFileSync } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { containment, spawnProcess } from './spawn.js'
import type { RunOptions, RunResult, Tool, ToolRunner } from './types.js'

/** Argo CD's ARGOCD_EXEC_TIMEOUT default (R1.4.5). */
export const DEFAULT_TIMEOUT_MS = 90_000
/** Renders larger than this are refused (Argo caps manifests at 256 MiB; far less is ever legitimate). */
export const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024
/** Resident memory of one renderer and its children. */
export const DEFAULT_MEMORY_LIMIT_BYTES = 2048 * 1024 * 1024
const POLL_MS = 100
const FAST_POLL_MS = 20
const MAX_STDERR_BYTES = 1024 * 1024
const MB = 1024 * 1024
/** CPU seconds a renderer may use past its timeout (RLIMIT_CPU): its own timer stops it first while the CLI lives. */
export const CPU_MARGIN_S = 10

export interface ExecRunnerOptions {
  timeoutMs?: number
  /** Resident memory (bytes) of a renderer and its children above which the process group is killed. */
  memoryLimitBytes?: number
  maxOutputBytes?: number
  /** Absolute time (Date.now() ms) of the run's deadline: later processes are refused, running ones stopped. */
  deadline?: number
  /** How the deadline is named in messages, e.g. "the run deadline (600 s, runDeadlineSeconds)". */
  deadlineLabel?: string
  /** Called after each process with its argv and wall time (progress and benchmarks). */
  onRun?: (argv: string[], ms: number) => void
  /** GOMAXPROCS of the renderers, the cores each Go renderer uses (default 1: one renderer per core). */
  goMaxProcs?: number
  /** The verbose log: says once which kernel-held bounds renderers start under, and which are missing. */
  log?: (line: string) => void
}

/** The verbose log's line on containment() (spawn.ts). */
function containmentLine(): string {
  const c = containment()
  const held = [...(c.setpriv ? ['a parent-death signal (setpriv)'] : []), ...(c.prlimit ? ['a CPU limit (prlimit)'] : [])]
  const lacks = [
    ...(c.setpriv ? [] : ['setpriv not found: a renderer left behind by a killed CLI runs until its CPU limit']),
    ...(c.prlimit ? [] : ['prlimit not found: without a parent-death signal either, it runs until its own end'])
  ]
  return `renderers start with ${held.length ? held.join(' and ') : 'no kernel-held bound'}${lacks.length ? `; ${lacks.join('; ')}` : ''}`
}

/** Every message about a bound starts with this, so callers can tell "stopped by the guard" from a tool failure. */
const LIMIT_MARK = 'was stopped by the guard'

/** Whether an error message says a renderer was stopped at a bound (memory, time, output, deadline). */
export function stoppedByLimit(message: string): boolean {
  return message.includes(LIMIT_MARK)
}

const live = new Set<number>()

/** SIGKILLs the process group of every renderer still running (the CLI is exiting). Returns how many groups. */
export function killAllRenderers(): number {
  let n = 0
  for (const pgid of live) {
    if (killGroup(pgid)) n++
  }
  live.clear()
  return n
}

function killGroup(pgid: number): boolean {
  try {
    process.kill(-pgid, 'SIGKILL')
    return true
  } catch {
    return false
  }
}

/** VmRSS (bytes) of a process and all its descendants, from /proc; undefined where /proc is not available. */
export function treeRssBytes(pid: number): number | undefined {
  let total = 0
  const stack = [pid]
  const seen = new Set<number>()
  let any = false
  while (stack.length > 0) {
    const p = stack.pop()!
    if (seen.has(p)) continue
    seen.add(p)
    try {
      const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))
      if (m) total += Number(m[1]) * 1024
      any = true
      for (const t of readdirSync(`/proc/${p}/task`)) {
        try {
          for (const c of readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').split(' ')) if (c.trim()) stack.push(Number(c))
        } catch {
          // thread exited, or no children file on this kernel
        }
      }
    } catch {
      // process exited between reads
    }
  }
  return any ? total : undefined
}

export function createToolRunner(options: ExecRunnerOptions = {}): ToolRunner {
  const memoryLimit = options.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES
  const maxOutput = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES
  const deadlineLabel = options.deadlineLabel ?? 'the run deadline'
  const goMaxProcs = Number.isFinite(options.goMaxProcs) ? Math.max(1, Math.floor(options.goMaxProcs!)) : 1
  let logged = false
  return {
    run(tool: Tool, args: string[], opts: RunOptions): Promise<RunResult> {
      const what = `${tool.name} ${args[0] ?? ''}`.trim()
      let timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS
      let atDeadline = false
      if (options.deadline !== undefined) {
        const left = options.deadline - Date.now()
        if (left <= 0) return Promise.reject(new Error(`${what} ${LIMIT_MARK}: ${deadlineLabel} passed before it could start`))
        if (left < timeoutMs) {
          timeoutMs = left
          atDeadline = true
        }
      }
      const argv = [...tool.prefixArgs, ...args]
      if (!logged) options.log?.(containmentLine())
      logged = true
      const cpuSeconds = Math.ceil(timeoutMs / 1000) * goMaxProcs + CPU_MARGIN_S
      const env = { ...opts.env }
      // A soft hint for Go renderers: collect harder before the hard limit below is reached.
      env.GOMEMLIMIT ??= `${Math.max(16, Math.floor((memoryLimit * 0.75) / MB))}MiB`
      env.GOMAXPROCS ??= String(goMaxProcs)
      const timeoutWhy = atDeadline
        ? `${deadlineLabel} passed while it was running`
        : `it timed out after ${Math.round(timeoutMs / 1000)} s${opts.timeoutMs === undefined ? ' (renderTimeoutSeconds)' : ''}`
      return supervise({ tool, argv, what, cwd: opts.cwd, env, cpuSeconds, timeoutMs, timeoutWhy, memoryLimit, maxOutput, onRun: options.onRun })
    }
  }
}

/** One renderer process, watched: the limits it runs under, and why it was stopped. */
interface Supervised {
  tool: Tool
  argv: string[]
  /** The tool and its first argument, for messages. */
  what: string
  cwd: string
  env: Record<string, string>
  cpuSeconds: number
  timeoutMs: number
  /** Why the process is stopped when `timeoutMs` passes. */
  timeoutWhy: string
  memoryLimit: number
  maxOutput: number
  onRun?: ExecRunnerOptions['onRun']
}

/** Runs `p`, stopping its process group at a limit (time, memory, output): rejected with LIMIT_MARK and the reason. */
function supervise(p: Supervised): Promise<RunResult> {
  const { tool, argv, what, env, memoryLimit, maxOutput } = p
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawnProcess(tool.command, argv, {
      cwd: p.cwd,
      profile: 'renderer',
      env,
      stdin: 'ignore',
      detached: true,
      contain: { cpuSeconds: p.cpuSeconds }
    })
    const pid = child.pid
    if (pid !== undefined) live.add(pid)
    // Decoded as it arrives: a 5 MB render is not also held as chunks and as one joined buffer at the end (writing
    // a fresh 5 MB buffer took ~20 ms here, on the path from the last renderer's exit to the report).
    const decoder = new StringDecoder('utf8')
    let stdout = ''
    const err: Buffer[] = []
    let size = 0
    let errSize = 0
    let killedFor = ''
    let settled = false
    const stop = (why: string): void => {
      if (killedFor) return
      killedFor = why
      if (pid === undefined || !killGroup(pid)) child.kill('SIGKILL')
      // A descendant that left the group (setsid) can hold the pipes open: stop waiting for them.
      setTimeout(() => {
        if (settled) return
        child.stdout.destroy()
        child.stderr.destroy()
        finish(null)
      }, 2000).unref()
    }
    const timer = setTimeout(() => stop(p.timeoutWhy), p.timeoutMs)
    // Every 100 ms; every 20 ms once past half the limit (a Go renderer can allocate a GB between two reads).
    let poll: NodeJS.Timeout | undefined
    const sample = (): void => {
      const rss = treeRssBytes(pid!)
      if (rss === undefined || killedFor) return
      if (rss > memoryLimit) stop(`it used more than ${Math.round(memoryLimit / MB)} MB of memory (renderMemoryLimitMB)`)
      else poll = setTimeout(sample, rss > memoryLimit / 2 ? FAST_POLL_MS : POLL_MS)
    }
    if (pid !== undefined) poll = setTimeout(sample, FAST_POLL_MS)
    child.stdout.on('data', (b: Buffer) => {
      size += b.length
      if (size > maxOutput) stop(`it produced more than ${Math.round(maxOutput / MB)} MB of output (maxRenderOutputMB)`)
      else if (!killedFor) stdout += decoder.write(b)
    })
    child.stderr.on('data', (b: Buffer) => {
      if (errSize < MAX_STDERR_BYTES) err.push(b)
      errSize += b.length
    })
    const done = (): void => {
      clearTimeout(timer)
      if (poll) clearTimeout(poll)
      if (pid !== undefined) {
        // The leader exited; children it left behind in its group die with it.
        killGroup(pid)
        live.delete(pid)
      }
    }
    child.on('error', (e: NodeJS.ErrnoException) => {
      if (settled) return
      settled = true
      done()
      reject(
        new Error(
          e.code === 'ENOENT'
            ? `${tool.name} binary '${tool.command}' (${tool.origin}) could not be started: not found`
            : `${tool.name} could not be started: ${e.message}`
        )
      )
    })
    const finish = (code: number | null): void => {
      if (settled) return
      settled = true
      done()
      p.onRun?.([tool.command, ...argv], Date.now() - started)
      if (killedFor) {
        reject(new Error(`${what} ${LIMIT_MARK}: ${killedFor}`))
        return
      }
      resolve({ code: code ?? -1, stdout: stdout + decoder.end(), stderr: Buffer.concat(err).toString('utf8') })
    }
    child.on('close', finish)
  })
}
