// Golden files under test/report/__golden__: compared byte for byte; UPDATE_GOLDEN=1 (or a missing file) writes them.
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const GOLDEN = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'report', '__golden__')

export function golden(name: string, actual: string): void {
  const file = join(GOLDEN, name)
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true })
    writeFileSync(file, actual)
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden file (UPDATE_GOLDEN=1 regenerates it)`)
}
