import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createLimiter, startInSlices } from '../../src/lib/pool.js'

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

const busy = (ms: number): void => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

test('startInSlices starts every item in order and gives the event loop a turn between slices of synchronous work', async () => {
  const order: string[] = []
  setImmediate(() => order.push('turn'))
  const started = await startInSlices([0, 1, 2, 3, 4, 5], async (i) => {
    order.push(`start ${i}`)
    busy(3)
    return i * 10
  })
  assert.deepEqual(await Promise.all(started), [0, 10, 20, 30, 40, 50])
  const turn = order.indexOf('turn')
  assert.ok(turn > 0 && turn < order.length - 1, `the loop turned between items, not only after all: ${order.join(', ')}`)
  assert.deepEqual(
    order.filter((x) => x !== 'turn'),
    [0, 1, 2, 3, 4, 5].map((i) => `start ${i}`)
  )
})

test('startInSlices: an item that fails early is not reported unhandled while later ones start, and fails whoever awaits it', async () => {
  const unhandled: unknown[] = []
  const onUnhandled = (e: unknown): void => void unhandled.push(e)
  process.on('unhandledRejection', onUnhandled)
  try {
    const started = await startInSlices(
      [0, 1, 2, 3],
      async (i) => {
        busy(3)
        if (i === 0) throw new Error('first failed')
        return i
      },
      1
    )
    await new Promise((r) => setImmediate(r))
    assert.deepEqual(unhandled, [])
    await assert.rejects(Promise.all(started), /first failed/)
    assert.equal(await started[3], 3)
  } finally {
    process.off('unhandledRejection', onUnhandled)
  }
})
