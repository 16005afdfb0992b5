// The turn a render-cache hit waits for (pipeline/renders-first.ts): after the renders ready to start have started.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { rendersFirst } from '../../src/pipeline/renders-first.js'

/** Whether `p` has settled after the work queued so far (microtasks and immediates) has run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await new Promise((r) => setImmediate(r))
  await new Promise((r) => setImmediate(r))
  return done
}

test('a hit is read at once when no render waits to start', async () => {
  const gate = rendersFirst(2)
  assert.equal(await settled(gate.turn()), true)
})

test('a hit waits while a render prepares and a slot is free; it is read once every slot is taken', async () => {
  const gate = rendersFirst(2)
  const started = gate.renderBegins()
  const turn = gate.turn()
  assert.equal(await settled(turn), false)
  started() // its first process starts
  const first = gate.processStarts()
  assert.equal(await settled(turn), true, 'no render waits to start any more')
  // Two slots busy: open even while another render prepares.
  const gate2 = rendersFirst(2)
  gate2.renderBegins()
  const turn2 = gate2.turn()
  gate2.processStarts()
  assert.equal(await settled(turn2), false, 'one of two slots taken')
  gate2.processStarts()
  assert.equal(await settled(turn2), true, 'both slots taken')
  first()
})

test('a render that ends without a process (plain YAML, an error) stops holding hits back; ending twice counts once', async () => {
  const gate = rendersFirst(2)
  const a = gate.renderBegins()
  const b = gate.renderBegins()
  const turn = gate.turn()
  a()
  a()
  assert.equal(await settled(turn), false, 'the other render still prepares')
  b()
  assert.equal(await settled(turn), true)
})

test('a render begun in the same synchronous work as the turn was asked counts (the base hit and the head render of an app)', async () => {
  const gate = rendersFirst(2)
  const turn = gate.turn() // the base side: a hit
  const started = gate.renderBegins() // the head side: a miss, begun right after
  assert.equal(await settled(turn), false)
  started()
  assert.equal(await settled(turn), true)
})

test('turns are given one per event-loop turn, so a renderer that exits between two reads hands its slot on first', async () => {
  const gate = rendersFirst(1)
  const order: string[] = []
  const one = gate.turn().then(() => {
    order.push('read 1')
    setImmediate(() => order.push('other work'))
  })
  const two = gate.turn().then(() => order.push('read 2'))
  await Promise.all([one, two])
  assert.deepEqual(order.slice(0, 1), ['read 1'])
  assert.ok(order.includes('read 2'))
  // The second read did not run in the same microtask flush as the first.
  const g = rendersFirst(1)
  let second = false
  const t1 = g.turn()
  void g.turn().then(() => (second = true))
  await t1
  await Promise.resolve()
  assert.equal(second, false)
})
