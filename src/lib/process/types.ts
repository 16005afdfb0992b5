// Contracts of the process boundary (exec.ts): what runs, with which options, and what comes back.

/** A renderer binary as resolved at run time (see render/binaries.ts). `args` are prefixed to every call. */
export interface Tool {
  name: 'helm' | 'kustomize' | 'plugin'
  command: string
  /** e.g. ['kustomize'] when kustomize runs as `kubectl kustomize`. */
  prefixArgs: string[]
  /** How it was found, for error messages and the report. */
  origin: string
}

export interface RunOptions {
  cwd: string
  /** Extra environment on top of the scrubbed base environment. */
  env?: Record<string, string>
  timeoutMs?: number
}

export interface RunResult {
  code: number
  stdout: string
  stderr: string
}

/** The process boundary. Implemented by exec.ts; renderers receive it, they never spawn themselves. */
export interface ToolRunner {
  run(tool: Tool, args: string[], opts: RunOptions): Promise<RunResult>
}
