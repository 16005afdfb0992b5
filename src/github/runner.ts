// The runner, as the action sees it: inputs, outputs, the job summary, log lines, annotations, groups and masking.
// The protocol itself is @actions/core's (runner-core.ts); an in-process run from an env map and a writer (tests) uses
// the same formats (runner-env.ts). This class adds what the protocol does not: PR content in a log line or a command
// is made harmless first (control, bidi and zero-width characters shown escaped; a line never starts a command).
import { commandText, logLine } from '../report/sanitize.js'
import { actionsCore, type AnnotationProperties, type RunnerCore } from './runner-core.js'
import { envCore, type Env } from './runner-env.js'

export type { Env } from './runner-env.js'

export interface AnnotationProps {
  title?: string
  file?: string
  line?: number
}

/** Annotation properties for @actions/core, only those given (an empty set must stay empty: `::error::`). */
function props(p: AnnotationProps): AnnotationProperties {
  const out: AnnotationProperties = {}
  if (p.title !== undefined) out.title = commandText(p.title)
  if (p.file !== undefined) out.file = commandText(p.file)
  if (p.line !== undefined) out.startLine = p.line
  return out
}

export class Runner {
  readonly warnings: string[] = []
  private readonly core: RunnerCore

  /** `new Runner(process.env)`: the real runner through @actions/core. With a `write` (or another env map): the env
   * map's protocol, commands to `write`. */
  constructor(
    readonly env: Env,
    write?: (s: string) => void
  ) {
    this.core = write === undefined && env === process.env ? actionsCore : envCore(env, write ?? ((s) => void process.stdout.write(s)))
  }

  /** An input as the runner passes it: INPUT_<NAME> with spaces as underscores, upper case; trimmed. */
  input(name: string): string {
    return this.core.getInput(name)
  }

  /** One log line: CR/LF and terminal escapes in `message` (it may carry PR content) are shown escaped, and the line
   * never starts a workflow command (`::add-mask::`, `::stop-commands::`…). */
  info(message: string): void {
    this.core.info(logLine(message))
  }

  debug(message: string): void {
    this.core.debug(commandText(message))
  }

  warning(message: string, p: AnnotationProps = {}): void {
    this.warnings.push(message)
    this.core.warning(commandText(message), props(p))
  }

  error(message: string, p: AnnotationProps = {}): void {
    this.core.error(commandText(message), props(p))
  }

  notice(message: string, p: AnnotationProps = {}): void {
    this.core.notice(commandText(message), props(p))
  }

  /** Hides a secret in every later log line. */
  mask(secret: string): void {
    if (secret) this.core.setSecret(secret)
  }

  async group<T>(name: string, fn: () => Promise<T>): Promise<T> {
    this.core.startGroup(commandText(name))
    try {
      return await fn()
    } finally {
      this.core.endGroup()
    }
  }

  setOutput(name: string, value: string | number): void {
    if (!this.env.GITHUB_OUTPUT) return this.info(`output ${name}=${value}`)
    this.core.setOutput(name, String(value))
  }

  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(markdown: string): Promise<boolean> {
    return this.core.appendSummary(markdown)
  }
}
