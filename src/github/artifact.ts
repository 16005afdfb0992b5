// The report as an artifact, for the fork-safe pair of workflows: `mode: analyze` (unprivileged pull_request run)
// writes report.json and context.json; `mode: publish` (privileged workflow_run) reads them back. What it reads came
// from an untrusted run: its size is capped, the report is validated against schema/report.schema.json, and the
// pull request it claims is checked against the API before anything is posted.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import Ajv from 'ajv'
import schema from '../../schema/report.schema.json' with { type: 'json' }
import { renderJson } from '../report/json.js'
import { withoutDiffs } from '../report/diffs.js'
import type { Report } from '../report/model.js'
import { REPORT_MAX_BYTES } from './constants.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

/** What the publishing run needs to know about the analyzing run besides the report. */
export interface RunContext {
  version: 1
  eventName: string
  pullRequest: number | null
  checkSha: string
  fork: boolean
  runUrl: string | null
}

export class ArtifactError extends GuardError {
  override get kind(): ErrorKind {
    return 'environment'
  }
  constructor(message: string) {
    super(message)
    this.name = 'ArtifactError'
  }
}

export function writeArtifact(reportPath: string, contextPath: string, report: Report, context: RunContext): void {
  mkdirSync(dirname(reportPath), { recursive: true })
  mkdirSync(dirname(contextPath), { recursive: true })
  let body = renderJson(report)
  // The rendered diff is what can make a report large: over the cap the publish run accepts, it is left out (the
  // verdict, lists and findings stay; the analyze run's job summary still has the diff).
  if (Buffer.byteLength(body) > REPORT_MAX_BYTES) body = renderJson(withoutDiffs(report))
  writeFileSync(reportPath, body)
  writeFileSync(contextPath, JSON.stringify(context, null, 2) + '\n')
}

let validator: ReturnType<InstanceType<typeof Ajv.default>['compile']> | undefined

function readCapped(path: string, what: string, max: number): unknown {
  let size: number
  try {
    size = statSync(path).size
  } catch {
    throw new ArtifactError(`The ${what} ${path} does not exist: download the analyze run's artifact to this path first.`)
  }
  if (size > max) throw new ArtifactError(`The ${what} ${path} is ${size} bytes; at most ${max} are accepted.`)
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (e) {
    throw new ArtifactError(`The ${what} ${path} is not valid JSON: ${(e as Error).message}`)
  }
}

export function validateReport(data: unknown): Report {
  validator ??= new Ajv.default({ allErrors: true, strict: false }).compile(schema)
  if (!validator(data)) {
    const errs = (validator.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    throw new ArtifactError(`The report does not match schema/report.schema.json: ${errs.join('; ')}`)
  }
  return data as Report
}

export function readReport(path: string): Report {
  return validateReport(readCapped(path, 'report file', REPORT_MAX_BYTES))
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/

export function readContextFile(path: string): RunContext | null {
  let raw: unknown
  try {
    raw = readCapped(path, 'context file', 64 * 1024)
  } catch (e) {
    if (e instanceof ArtifactError && /does not exist/.test(e.message)) return null
    throw e
  }
  const c = raw as Partial<RunContext>
  const ok =
    c &&
    c.version === 1 &&
    typeof c.eventName === 'string' &&
    (c.pullRequest === null || (Number.isInteger(c.pullRequest) && (c.pullRequest as number) > 0)) &&
    typeof c.checkSha === 'string' &&
    SHA.test(c.checkSha) &&
    typeof c.fork === 'boolean'
  if (!ok) throw new ArtifactError(`The context file ${path} is not valid.`)
  return { version: 1, eventName: c.eventName!, pullRequest: c.pullRequest ?? null, checkSha: c.checkSha!, fork: c.fork!, runUrl: null }
}
