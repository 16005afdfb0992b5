// The benchmark's helpers (scripts/bench-child.ts): measurements of a repetition taken in turn forwards and backwards,
// and the ratios of pairs taken back to back.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { inTurn, ratio } from '../../scripts/bench-child.js'

test('inTurn runs the steps of an even repetition in order and of an odd one in reverse, one after the other', async () => {
  const seen: string[] = []
  const step = (name: string) => async () => {
    seen.push(`${name}>`)
    await new Promise((resolve) => setTimeout(resolve, 1))
    seen.push(`<${name}`)
  }
  for (let k = 0; k < 3; k++) await inTurn(k, [step('cold'), step('floor'), step('warm')])
  assert.deepEqual(
    seen.join(' '),
    ['cold> <cold floor> <floor warm> <warm', 'warm> <warm floor> <floor cold> <cold', 'cold> <cold floor> <floor warm> <warm'].join(' ')
  )
})

test('ratio: the ratio of the medians, then the median and range of the ratios of pairs', () => {
  assert.equal(ratio([3], [2]), '1.50')
  assert.equal(ratio([2, 4, 9], [1, 4, 3]), '1.33 (pairs 2.00, 1.00-3.00)')
})
