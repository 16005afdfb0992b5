import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createLimiter } from '../../src/lib/pool.js'

const tick = () => new Promise((r) => setTimeout(r, 1))

test('the limiter runs at most N tasks at once and runs them all', async () => {
  const limit = createLimiter(2)
  let active = 0
  let most = 0
  const results = await Promise.all(
    Array.from({ length: 9 }, (_, i) =>
      limit(async () => {
        most = Math.max(most, ++active)
        await tick()
        active--
        return i
      })
    )
  )
  assert.equal(most, 2)
  assert.deepEqual(results, [0, 1, 2, 3, 4, 5, 6, 7, 8])
})

test("a finished task's slot starts the next queued task before the finished task's caller resumes", async () => {
  const limit = createLimiter(1)
  const events: string[] = []
  const first = limit(async () => {
    await tick()
    return 'a'
  }).then((v) => events.push(`caller of ${v} resumes`))
  const second = limit(async () => {
    events.push('b starts')
    return 'b'
  })
  await Promise.all([first, second])
  assert.deepEqual(events, ['b starts', 'caller of a resumes'])
})

test('a task that throws, synchronously or not, frees its slot and rejects only its own caller', async () => {
  const limit = createLimiter(1)
  const sync = limit(() => {
    throw new Error('sync')
  })
  const async_ = limit(async () => {
    throw new Error('async')
  })
  const ok = limit(async () => 'ok')
  await assert.rejects(sync, /sync/)
  await assert.rejects(async_, /async/)
  assert.equal(await ok, 'ok')
})
