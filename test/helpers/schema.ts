// Validates a report against schema/report.schema.json (the Report contract v1).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'))
const validate = new Ajv.default({ allErrors: true, strict: false }).compile(schema)

export function assertValidReport(report: unknown): void {
  const ok = validate(JSON.parse(JSON.stringify(report)))
  assert.ok(ok, JSON.stringify(validate.errors, null, 2))
}
