// The CLI for tests: its main (cli/run.ts) called in this process with captured streams, an environment and a
// directory of the test's own: the exit status and what a run prints, without starting node and tsx again (seconds
// per run on 2 cores). What only a real process shows (the entry's exit status, the relaunch, signals, a reader that
// closes the pipe) is tested by starting CLI_ENTRY (cli.test.ts, relaunch.test.ts, exhaustion.test.ts).
import { main } from '../../src/cli/run.js'
import { devBinaries } from './tools.js'

/** The CLI's entry, for the tests that start it as a process (`node --import tsx CLI_ENTRY ...`). */
export const CLI_ENTRY = new URL('../../src/cli/main.ts', import.meta.url).pathname

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

export interface CliRunOptions {
  /** Set on top of this process's environment; undefined removes a variable. */
  env?: Record<string, string | undefined>
  /** The directory --repo defaults to (default: this process's). */
  cwd?: string
  /** Both streams are a terminal of this many columns (default: pipes). */
  terminalColumns?: number
}

/** One CLI run, in this process. Runs of one test file are sequential (node:test runs a file's tests in order). */
export async function runCli(args: string[], o: CliRunOptions = {}): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [k, v] of Object.entries(o.env ?? {})) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  const out = { stdout: '', stderr: '' }
  const stream = (name: keyof typeof out) => ({
    isTTY: o.terminalColumns !== undefined ? true : undefined,
    columns: o.terminalColumns,
    write(s: string) {
      out[name] += s
      return true
    }
  })
  const code = await main(args, { stdout: stream('stdout'), stderr: stream('stderr'), env, cwd: () => o.cwd ?? process.cwd() })
  return { code, ...out }
}

/** The pinned helm and kustomize as flags (the in-process run cannot give the renderers another environment). */
export function devBinaryArgs(): string[] {
  const { helmPath, kustomizePath } = devBinaries()
  return ['--helm', helmPath, '--kustomize', kustomizePath]
}
