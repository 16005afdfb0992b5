// git wildmatch without WM_PATHNAME (ApplicationSet git files generator pathspecs, R6.5), from lib/go.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { NEVER_MS } from '../../helpers/timing.js'
import { wildmatchMatcher } from '../../../src/lib/go/wildmatch.js'

test('R6.5: `*` and `?` cross `/`; classes negate with ! or ^; [:digit:] names; `\\` escapes', () => {
  assert.equal(wildmatchMatcher('apps/*.json').test('apps/a/b/c.json'), true)
  assert.equal(wildmatchMatcher('a?c').test('a/c'), true)
  assert.equal(wildmatchMatcher('v[!0-9]').test('v1'), false)
  assert.equal(wildmatchMatcher('v[^0-9]').test('vx'), true)
  assert.equal(wildmatchMatcher('v[[:digit:]]').test('v7'), true)
  assert.equal(wildmatchMatcher('a\\*b').test('a*b'), true)
  assert.equal(wildmatchMatcher('a\\*b').test('axb'), false)
  assert.equal(wildmatchMatcher('x\\d').test('x1'), false)
})

test('a pattern of many stars against a long path answers in linear time', () => {
  const t0 = performance.now()
  assert.equal(wildmatchMatcher('*a*a*a*a*a*a*a*a*a*a*b').test('a'.repeat(5000)), false)
  // Backtracking (10 stars over 5,000 characters) would not finish at all; linear time is milliseconds.
  assert.ok(performance.now() - t0 < NEVER_MS)
})
