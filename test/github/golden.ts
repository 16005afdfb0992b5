// Golden files: compared byte for byte. UPDATE_GOLDEN=1 rewrites them. A missing golden file fails in CI (CI set, as
// CI services set it): a test whose golden was never committed proves nothing there. Locally a missing file is
// written (the first run of a new golden test creates it: review it, then commit it) and the test compares with it.
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const GOLDEN = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'report', '__golden__')

/** Whether this run is CI's (the CI variable set to anything but false or 0). */
export const inCI = (env: NodeJS.ProcessEnv = process.env): boolean => !!env.CI && env.CI !== 'false' && env.CI !== '0'

/** Compares `actual` with the golden file `file` (written when UPDATE_GOLDEN is set, or when missing outside CI). */
export function matchGolden(file: string | URL, actual: string, env: NodeJS.ProcessEnv = process.env): void {
  const path = typeof file === 'string' ? file : fileURLToPath(file)
  const missing = !existsSync(path)
  if (missing && !env.UPDATE_GOLDEN && inCI(env)) {
    assert.fail(`the golden file ${path} is missing: run the test locally (it writes the file), review it and commit it`)
  }
  if (env.UPDATE_GOLDEN || missing) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, actual)
  }
  assert.equal(actual, readFileSync(path, 'utf8'), `${path} differs from the golden file (UPDATE_GOLDEN=1 regenerates it)`)
}

/** A golden file under test/report/__golden__. */
export function golden(name: string, actual: string): void {
  matchGolden(join(GOLDEN, name), actual)
}
