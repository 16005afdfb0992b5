import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { test } from 'node:test'
import { blobsContain, streamBlobs } from '../../src/git/blobs.js'
import { makeRepo } from '../helpers/git.js'

/** Whole blobs as bytes through the stream (undefined when missing or over `maxBytes`). */
async function readBlobs(cwd: string, oids: string[], maxBytes = Infinity): Promise<Array<Buffer | undefined>> {
  const out: Array<Buffer | undefined> = new Array(oids.length).fill(undefined)
  const parts: Buffer[] = []
  await streamBlobs(cwd, oids, {
    start: (_i, size) => size >= 0 && size <= maxBytes,
    data: (_i, chunk) => void parts.push(chunk),
    end: (i) => void (out[i] = Buffer.concat(parts.splice(0)))
  })
  return out
}

function store(dir: string, data: Buffer): string {
  return execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, input: data }).toString().trim()
}

test('blob stream: raw bytes of many objects (empty, binary, larger than a pipe chunk) in request order, missing ones undefined', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  const big = Buffer.alloc(300_000, 0)
  for (let i = 0; i < big.length; i++) big[i] = (i * 7 + (i >> 9)) & 0xff // every byte value, LF included
  const blobs = [Buffer.alloc(0), Buffer.from([0xff, 0xfe, 0x0a, 0x00]), big, Buffer.from('tail\n')]
  const oids = blobs.map((b) => store(dir, b))
  const missing = '0123456789012345678901234567890123456789'
  const out = await readBlobs(dir, [...oids, missing, oids[1]!])
  assert.equal(out.length, 6)
  blobs.forEach((b, i) => assert.ok(out[i]!.equals(b), `object ${i}`))
  assert.equal(out[4], undefined)
  assert.ok(out[5]!.equals(blobs[1]!))
  const capped = await readBlobs(dir, oids, 1000)
  assert.equal(capped[2], undefined, 'objects over the limit are skipped')
  assert.ok(capped[3]!.equals(blobs[3]!))
})

test('blob scan: finds a needle across chunk boundaries without holding the object', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  const mk = (at: number) => {
    const b = Buffer.alloc(200_000, 0x61)
    if (at >= 0) Buffer.from('argoproj.io').copy(b, at)
    return store(dir, b)
  }
  // 65536 is a common pipe chunk size: the needle straddles it.
  const found = await blobsContain(dir, [mk(65_530), mk(-1), mk(199_989), mk(0)], 'argoproj.io')
  assert.deepEqual(found, [true, false, true, true])
})

test('blob stream: a sink that pauses after each object still gets every object whole and in order, with other work run in between', async () => {
  const dir = makeRepo({ 'a.yaml': 'a: 1\n' })
  // Many small objects: one pipe chunk holds dozens of them, so only the pause lets other work in between.
  const blobs = Array.from({ length: 200 }, (_, i) => Buffer.from(`object ${i}\n`.repeat(1 + (i % 5))))
  const oids = blobs.map((b) => store(dir, b))
  const out: Buffer[] = []
  const parts: Buffer[] = []
  const between: number[] = [] // objects received when a callback queued after an object's end ran
  await streamBlobs(dir, oids, {
    start: (_i, size) => size >= 0,
    data: (_i, chunk) => void parts.push(Buffer.from(chunk)),
    end: (i) => {
      out[i] = Buffer.concat(parts.splice(0))
      void Promise.resolve().then(() => between.push(out.length))
      return i % 2 === 0 // pause after every other object
    }
  })
  assert.equal(out.length, blobs.length)
  blobs.forEach((b, i) => assert.ok(out[i]!.equals(b), `object ${i}`))
  // After a pausing object i (even), the queued callback runs before object i + 1 is handled.
  for (let i = 0; i < 200; i += 2) assert.ok(between.includes(i + 1), `work queued after object ${i} ran before object ${i + 1}`)
})
