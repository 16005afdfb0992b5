// A run's scratch folder (pipeline/lifecycle.ts scratchFolder): its removal never costs the analysis.
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { scratchFolder, shutdown } from '../../src/pipeline/lifecycle.js'
import { tempDir } from '../helpers/tools.js'

const folder = (): string => {
  const dir = join(tempDir(), 'prune-guard-x')
  mkdirSync(join(dir, 'base'), { recursive: true })
  writeFileSync(join(dir, 'base', 'f.yaml'), 'x')
  return dir
}

test('scratch folder: removed after the writers stopped, once however often remove() is called; no exit cleanup left', async () => {
  const dir = folder()
  const order: string[] = []
  const s = scratchFolder(
    dir,
    (l) => order.push(`log ${l}`),
    async (d) => {
      order.push('remove')
      const { rm } = await import('node:fs/promises')
      await rm(d, { recursive: true })
    }
  )
  let release!: () => void
  const writers = new Promise<void>((r) => (release = r))
  const first = s.remove(() => writers.then(() => void order.push('writers stopped')))
  const second = s.remove()
  await new Promise((r) => setTimeout(r, 20))
  assert.ok(existsSync(dir), 'not removed while a writer is still going')
  release()
  await Promise.all([first, second])
  assert.deepEqual(order, ['writers stopped', 'remove'])
  assert.ok(!existsSync(dir))
})

test('scratch folder: a removal that fails (a straggler still writing: ENOTEMPTY) is logged, never thrown; the exit cleanup removes it', async () => {
  const dir = folder()
  const lines: string[] = []
  const s = scratchFolder(
    dir,
    (l) => lines.push(l),
    async () => {
      throw Object.assign(new Error(`ENOTEMPTY: directory not empty, rmdir '${dir}'`), { code: 'ENOTEMPTY' })
    }
  )
  await s.remove(async () => {}) // resolves: the analysis that awaits it is not lost
  assert.equal(lines.length, 1)
  assert.match(lines[0]!, /^scratch folder not removed yet \(ENOTEMPTY: directory not empty, rmdir '.+'\); it is removed when the process exits$/)
  assert.ok(existsSync(dir))
  shutdown() // what process exit and signals run
  assert.ok(!existsSync(dir), 'the exit cleanup stayed registered and removed it')
})
