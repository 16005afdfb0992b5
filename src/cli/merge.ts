// `prune-guard merge`: combines the JSON reports of shards into one report.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { errorMessage, UsageError } from '../lib/errors.js'
import { mergeReports } from '../report/merge.js'
import type { Report } from '../report/model.js'
import { emit, FORMATS, type Format } from './output.js'
import { terminalOptions } from './tty.js'

export const MERGE_USAGE = `Usage: prune-guard merge <report.json>... [--format text|json|markdown|sarif] [--output <file>]

Combines the JSON reports of shards (--shard i/n, same base and head) into one report; exit status as for a run.`

export async function mergeCommand(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { format: { type: 'string' }, output: { type: 'string' }, help: { type: 'boolean' } }
    })
    if (values.help) {
      process.stdout.write(MERGE_USAGE + '\n')
      return 0
    }
    const format = (values.format ?? 'text') as Format
    if (!FORMATS.includes(format)) throw new UsageError(`--format '${values.format}' is not valid. Valid values: ${FORMATS.join(', ')}.`)
    if (positionals.length === 0) throw new UsageError(`merge needs the shards' JSON reports.\n\n${MERGE_USAGE}`)
    const reports = positionals.map((file) => readReportFile(file))
    return emit(mergeReports(reports), format, values.output, terminalOptions(process.stdout, process.env))
  } catch (e) {
    process.stderr.write(`prune-guard merge: ${errorMessage(e)}\n`)
    return 2
  }
}

/** Reads and validates a report file (shape checked against the JSON contract's required top-level fields). */
function readReportFile(file: string): Report {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (e) {
    throw new UsageError(`cannot read report '${file}': ${errorMessage(e)}`)
  }
  const r = data as Partial<Report>
  if (!r || r.version !== 1 || !Array.isArray(r.apps) || !Array.isArray(r.findings) || !r.base || !r.head) {
    throw new UsageError(`'${file}' is not a prune-guard JSON report (version 1); produce it with --format json.`)
  }
  return r as Report
}
