// The process boundary for renderers: argv arrays only (never a shell), a scrubbed environment, a timeout and an
// output cap. PR content is untrusted, so helm and kustomize never see tokens or the caller's credentials.
import { spawn } from 'node:child_process'
import type { RunOptions, RunResult, Tool, ToolRunner } from './types.js'

export const DEFAULT_TIMEOUT_MS = 120_000
/** Renders larger than this are refused (Argo caps combined manifest size too). */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024

/** Variables passed through to renderers; everything else (GITHUB_TOKEN, ACTIONS_*, cloud credentials) is dropped. */
const PASSTHROUGH = ['PATH', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR']

export function scrubbedEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {}
  for (const k of PASSTHROUGH) {
    const v = process.env[k]
    if (v !== undefined) env[k] = v
  }
  return { ...env, ...extra }
}

export interface ExecRunnerOptions {
  timeoutMs?: number
  /** Called after each process with its argv and wall time (progress and benchmarks). */
  onRun?: (argv: string[], ms: number) => void
}

export function createToolRunner(options: ExecRunnerOptions = {}): ToolRunner {
  return {
    run(tool: Tool, args: string[], opts: RunOptions): Promise<RunResult> {
      const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS
      const argv = [...tool.prefixArgs, ...args]
      const started = Date.now()
      return new Promise((resolve, reject) => {
        const child = spawn(tool.command, argv, {
          cwd: opts.cwd,
          env: scrubbedEnv(opts.env),
          stdio: ['ignore', 'pipe', 'pipe']
        })
        const out: Buffer[] = []
        const err: Buffer[] = []
        let size = 0
        let killedFor = ''
        const timer = setTimeout(() => {
          killedFor = `timed out after ${timeoutMs} ms`
          child.kill('SIGKILL')
        }, timeoutMs)
        child.stdout.on('data', (b: Buffer) => {
          size += b.length
          if (size > MAX_OUTPUT_BYTES) {
            killedFor = `output exceeded ${MAX_OUTPUT_BYTES} bytes`
            child.kill('SIGKILL')
          } else out.push(b)
        })
        child.stderr.on('data', (b: Buffer) => {
          if (err.reduce((n, x) => n + x.length, 0) < 1024 * 1024) err.push(b)
        })
        child.on('error', (e: NodeJS.ErrnoException) => {
          clearTimeout(timer)
          reject(
            new Error(
              e.code === 'ENOENT'
                ? `${tool.name} binary '${tool.command}' (${tool.origin}) could not be started: not found`
                : `${tool.name} could not be started: ${e.message}`
            )
          )
        })
        child.on('close', (code) => {
          clearTimeout(timer)
          options.onRun?.([tool.command, ...argv], Date.now() - started)
          if (killedFor) {
            reject(new Error(`${tool.name} ${args[0] ?? ''} ${killedFor}`))
            return
          }
          resolve({ code: code ?? -1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') })
        })
      })
    }
  }
}
