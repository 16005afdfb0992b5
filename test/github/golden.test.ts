// The golden-file helper: a missing golden fails in CI instead of being written (and passing); locally it is written.
import assert from 'node:assert/strict'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { inCI, matchGolden } from './golden.js'
import { tempDir } from '../helpers/tools.js'

test('golden: a missing file fails in CI and is not written; outside CI it is written and the test passes', () => {
  const dir = tempDir()
  const file = join(dir, 'new.md')
  assert.throws(() => matchGolden(file, 'body\n', { CI: 'true' }), /the golden file .*new\.md is missing: run the test locally/)
  assert.equal(existsSync(file), false)
  matchGolden(file, 'body\n', {})
  assert.equal(readFileSync(file, 'utf8'), 'body\n')
  matchGolden(file, 'body\n', { CI: 'true' })
})

test('golden: a difference fails everywhere; UPDATE_GOLDEN rewrites the file, in CI too', () => {
  const file = join(tempDir(), 'old.md')
  writeFileSync(file, 'before\n')
  assert.throws(() => matchGolden(file, 'after\n', {}), /differs from the golden file/)
  assert.equal(readFileSync(file, 'utf8'), 'before\n')
  matchGolden(file, 'after\n', { CI: 'true', UPDATE_GOLDEN: '1' })
  assert.equal(readFileSync(file, 'utf8'), 'after\n')
})

test('golden: CI is on for any value but false and 0', () => {
  assert.deepEqual(
    ['true', '1', 'yes', 'false', '0', ''].map((v) => inCI({ CI: v })),
    [true, true, true, false, false, false]
  )
  assert.equal(inCI({}), false)
})
