// The CLI's output: the report in the chosen format, to stdout or a file, and the exit status it means
// (0 pass, 1 a blocking finding, 2 the report could not be produced).
import { plural } from '../lib/text.js'
import { writeFileSync } from 'node:fs'
import { renderJson } from '../report/json.js'
import { renderMarkdown } from '../report/markdown/markdown.js'
import type { Report } from '../report/model.js'
import { renderSarif } from '../report/sarif.js'
import { renderText, type TextOptions } from '../report/text/text.js'
import { errorMessage } from '../lib/errors.js'
import type { Stream } from './tty.js'

/** What a CLI run reads and writes outside its arguments: the process's own, or a test's. */
export interface CliIo {
  stdout: Stream
  stderr: Stream
  /** What the CLI itself reads (colour, the live-mode token); the renderers' lookups read the process's. */
  env: NodeJS.ProcessEnv
  /** The directory --repo defaults to. */
  cwd(): string
}

/** The process's own (read when used: importing this module opens no stream). */
export const PROCESS_IO: CliIo = {
  get stdout() {
    return process.stdout
  },
  get stderr() {
    return process.stderr
  },
  get env() {
    return process.env
  },
  cwd: () => process.cwd()
}

export const FORMATS = ['text', 'json', 'markdown', 'sarif'] as const
export type Format = (typeof FORMATS)[number]

/** `terminal`: width and colour for text on stdout (cli/tty.ts; a file written with --output gets neither), argocdUrl links. */
export function emit(report: Report, format: Format, output: string | undefined, terminal: TextOptions = {}, io: CliIo = PROCESS_IO): number {
  let body: string
  try {
    body =
      format === 'json'
        ? renderJson(report)
        : format === 'markdown'
          ? renderMarkdown(report, { argocdUrl: terminal.argocdUrl })
          : format === 'sarif'
            ? renderSarif(report)
            : renderText(report, output ? { argocdUrl: terminal.argocdUrl } : terminal)
  } catch (e) {
    // The run always ends with a verdict and a summary, even when the full report cannot be rendered.
    const s = report.summary
    io.stderr.write(
      `prune-guard: the ${format} report could not be rendered (${errorMessage(e)}).\n` +
        `${report.verdict === 'fail' ? 'FAIL' : 'PASS'}: ${plural(s.blocking, 'blocking finding')}; ${plural(s.apps, 'app')}, ${s.changedApps - (s.maybeChangedApps ?? 0)} changed, ${s.maybeChangedApps ?? 0} may have, ` +
        `${s.create} to create, ${s.update} to update, ${s.prune} to prune.\n`
    )
    return report.verdict === 'fail' ? 1 : 2
  }
  if (output) writeFileSync(output, body)
  else io.stdout.write(body)
  return report.verdict === 'fail' ? 1 : 0
}
