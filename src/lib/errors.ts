// The guard's errors: one base (GuardError) with a kind, the exit code a run ends with when one reaches an entry, and
// how the entries (cli/, github/main.ts) present it (presentError). Every error class of the project extends it.
//   * usage, config, environment: the user's to fix (a flag, an input, the settings file, a missing tool, a clone
//     without objects, a file that cannot be written); the entries print the message as is and exit 2.
//   * content: a file of the repository the guard cannot read (YAML, a template, an ApplicationSet); limit: a bound or
//     policy of the guard's own (the network policy, a size, a function not evaluated offline); service: a service the
//     guard talks to failed (the GitHub API, Argo CD, Kubernetes); internal: control flow the code catches itself. The
//     callers turn these into a finding, an app not analysed or a warning; one that reaches an entry is presented as an
//     internal error: with its stack, exit 2.
// Classes keep their own `name` (set by those that set one): messages and stacks read as before.

import { sourceMappedStack } from './stack.js'

export type ErrorKind = 'usage' | 'config' | 'environment' | 'content' | 'limit' | 'service' | 'internal'

/** The exit code of a run that could not be done (usage, environment, or an internal error). */
export const EXIT_ERROR = 2

export abstract class GuardError extends Error {
  // Getters on the prototype rather than fields: an error's own properties (what util.inspect shows) stay as they were.
  abstract get kind(): ErrorKind
  /** The exit code a run ends with when this error reaches an entry point. */
  get exitCode(): number {
    return EXIT_ERROR
  }
}

/** A setting of the settings file (or an input carrying one): names the bad setting and the fix. */
export class ConfigError extends GuardError {
  get kind(): ErrorKind {
    return 'config'
  }
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

/** The command line or the repository asked for (a revision that does not exist, not a git repository...). */
export class UsageError extends GuardError {
  get kind(): ErrorKind {
    return 'usage'
  }
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/** The message of anything thrown: an Error's message, else its string form. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

/** The stack of anything thrown (an Error's stack, else its message), for internal errors: frames of the bundles name src/ files. */
export function errorStack(e: unknown): string {
  return e instanceof Error ? (e.stack === undefined ? e.message : sourceMappedStack(e.stack)) : String(e)
}

/** What an entry shows for an error and the exit code it ends with. */
export interface PresentedError {
  exitCode: number
  /** The user's to fix: `text` is the message as is. Otherwise an internal error: `text` is the stack. */
  expected: boolean
  text: string
}

const EXPECTED: ReadonlySet<ErrorKind> = new Set(['usage', 'config', 'environment'])

/** How the CLI and the action present an error that ends a run (each adds its own prefix). */
export function presentError(e: unknown): PresentedError {
  if (e instanceof GuardError && EXPECTED.has(e.kind)) return { exitCode: e.exitCode, expected: true, text: e.message }
  return { exitCode: e instanceof GuardError ? e.exitCode : EXIT_ERROR, expected: false, text: errorStack(e) }
}
