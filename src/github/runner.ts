// The runner protocol, without @actions/core: inputs from INPUT_* variables, outputs and the job summary through the
// files the runner names (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), and workflow commands on stdout for log groups,
// annotations and masking. Everything goes through one object built from the environment, so tests run it as is.
import { appendFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { commandText, logLine } from '../report/sanitize.js'

export type Env = Record<string, string | undefined>

export interface AnnotationProps {
  title?: string
  file?: string
  line?: number
}

/** Workflow command data: %, CR and LF are escaped; other control, bidi and zero-width characters made visible. */
function escapeData(s: string): string {
  return commandText(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** Workflow command property values additionally escape `:` and `,`. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

export class Runner {
  readonly warnings: string[] = []

  constructor(
    readonly env: Env,
    private readonly write: (s: string) => void = (s) => void process.stdout.write(s)
  ) {}

  /** An input as the runner passes it: INPUT_<NAME> with spaces as underscores, upper case; trimmed. */
  input(name: string): string {
    return (this.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
  }

  private command(cmd: string, props: Record<string, string | number | undefined>, message: string): void {
    const p = Object.entries(props)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
      .join(',')
    this.write(`::${cmd}${p ? ` ${p}` : ''}::${escapeData(message)}\n`)
  }

  /** One log line: CR/LF and terminal escapes in `message` (it may carry PR content) are shown escaped, and the line
   * never starts a workflow command (`::add-mask::`, `::stop-commands::`…). */
  info(message: string): void {
    this.write(logLine(message) + '\n')
  }

  debug(message: string): void {
    this.command('debug', {}, message)
  }

  warning(message: string, props: AnnotationProps = {}): void {
    this.warnings.push(message)
    this.command('warning', { title: props.title, file: props.file, line: props.line }, message)
  }

  error(message: string, props: AnnotationProps = {}): void {
    this.command('error', { title: props.title, file: props.file, line: props.line }, message)
  }

  notice(message: string, props: AnnotationProps = {}): void {
    this.command('notice', { title: props.title, file: props.file, line: props.line }, message)
  }

  /** Hides a secret in every later log line. */
  mask(secret: string): void {
    if (secret) this.write(`::add-mask::${escapeData(secret)}\n`)
  }

  async group<T>(name: string, fn: () => Promise<T>): Promise<T> {
    this.write(`::group::${escapeData(name)}\n`)
    try {
      return await fn()
    } finally {
      this.write('::endgroup::\n')
    }
  }

  setOutput(name: string, value: string | number): void {
    const file = this.env.GITHUB_OUTPUT
    const v = String(value)
    if (!file) {
      this.info(`output ${name}=${v}`)
      return
    }
    const delimiter = `ghadelimiter_${randomUUID()}`
    appendFileSync(file, `${name}<<${delimiter}\n${v}\n${delimiter}\n`)
  }

  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(markdown: string): boolean {
    const file = this.env.GITHUB_STEP_SUMMARY
    if (!file) return false
    appendFileSync(file, markdown)
    return true
  }
}

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}
