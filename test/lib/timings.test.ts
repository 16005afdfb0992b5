import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Timings } from '../../src/lib/timings.js'

test('timings add up per name, count repeats, and survive a throw', async () => {
  const t = new Timings()
  t.add('git reads', 120.4)
  assert.equal(
    t.time('plan', () => 7),
    7
  )
  await t.timeAsync('render helm', async () => {})
  await t.timeAsync('render helm', async () => {})
  assert.throws(
    () =>
      t.time('rules', () => {
        throw new Error('x')
      }),
    /x/
  )
  const byName = Object.fromEntries(t.list().map((e) => [e.name, e]))
  assert.deepEqual(Object.keys(byName), ['git reads', 'plan', 'render helm', 'rules'])
  assert.equal(byName['git reads']!.ms, 120)
  assert.equal(byName['render helm']!.count, 2)
  assert.equal(byName.rules!.count, 1, 'a phase that throws is still timed')
  t.add('renders', 3250)
  t.count('apps helm')
  t.count('apps helm')
  assert.match(t.summary(), /^git reads 120 ms · plan \d+ ms · render helm ×2 \d+ ms · rules \d+ ms · renders 3\.3 s · apps helm ×2$/)
})
