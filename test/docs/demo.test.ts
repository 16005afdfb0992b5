// Issue 11 item 10: `npm run demo` says where the comment version is, and the command it prints still works after
// the demo has ended (the repository stays in the demo folder instead of a deleted temp dir).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { tempDir } from '../helpers/tools.js'

const root = new URL('../..', import.meta.url).pathname

test('npm run demo: prints the comment file it wrote and a command that works after the demo ends', () => {
  const dir = join(tempDir('pg-demo-'), 'demo out')
  const env: Record<string, string | undefined> = { ...process.env }
  delete env.FORCE_COLOR
  const demo = spawnSync(process.execPath, ['scripts/demo.mjs', '--dir', dir], { cwd: root, encoding: 'utf8', env })
  assert.equal(demo.status, 0, demo.stderr)
  const where = /^The pull-request comment version of this report: (.+)$/m.exec(demo.stdout)
  assert.ok(where, demo.stdout)
  const comment = join(dir, 'comment.md')
  assert.equal(where[1], `'${comment}'`, 'an absolute path, quoted because it holds a space')
  assert.match(readFileSync(comment, 'utf8'), /^## ❌ Argo CD Prune Guard: 1 blocking finding/m)
  const again = /^Run it again.*:\n {2}(.+)$/m.exec(demo.stdout)
  assert.ok(again, demo.stdout)
  assert.ok(existsSync(join(dir, 'repo', '.git')), 'the demo repository is still there')
  // The printed command, exactly as a user would paste it, after the demo process has exited.
  const run = spawnSync('sh', ['-c', again[1]!], { cwd: root, encoding: 'utf8', env })
  assert.equal(run.status, 1, run.stderr)
  assert.match(run.stdout, /^FAIL: 1 blocking finding/m)
  assert.match(run.stdout, /PersistentVolumeClaim payments\/ledger-data: deleted by the next automated sync/)
})
