// The renderer process boundary: memory, time, output and deadline bounds kill the whole process group (the
// renderer and anything it spawned), and the rejection says which bound so the app is reported as not rendered.
// test-tier: render (starts processes through the renderer boundary)
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createToolRunner, killAllRenderers, stoppedByLimit } from '../../../src/lib/process/exec.js'
import type { Tool } from '../../../src/render/types.js'
import { NEVER_MS, until } from '../../helpers/timing.js'

// A stand-in renderer: node running a script (the bounds do not depend on which binary runs).
const node: Tool = { name: 'helm', command: process.execPath, prefixArgs: ['-e'], origin: 'test' }
const alive = (pid: number): boolean => existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(safeRead(`/proc/${pid}/status`))
const safeRead = (p: string): string => {
  try {
    return readFileSync(p, 'utf8')
  } catch {
    return ''
  }
}
/** Spawns a grandchild that sleeps, prints its pid, then runs `body`. */
const withGrandchild = (body: string): string =>
  `const c = require('child_process').spawn('sleep', ['60'], { stdio: 'ignore' }); process.stderr.write('gc=' + c.pid + '\\n'); ${body}`

test('a renderer above the memory limit is killed with its process group, and the error names the limit', async () => {
  const runner = createToolRunner({ memoryLimitBytes: 96 * 1024 * 1024 })
  const t0 = Date.now()
  const script = withGrandchild(`const keep = []; setInterval(() => { const b = Buffer.alloc(16 * 1024 * 1024, 1); keep.push(b) }, 20)`)
  const err = await runner.run(node, [script], { cwd: process.cwd() }).then(
    () => assert.fail('should be killed'),
    (e: Error) => e
  )
  assert.match(err.message, /stopped by the guard: it used more than 96 MB of memory \(renderMemoryLimitMB\)/)
  assert.ok(stoppedByLimit(err.message))
  // The grandchild sleeps 60 s and the renderer would allocate for ever: killed long before either.
  assert.ok(Date.now() - t0 < NEVER_MS, `killed after ${Date.now() - t0} ms`)
})

test('the timeout kills the renderer and the children it spawned', async () => {
  const runner = createToolRunner({ timeoutMs: 700, memoryLimitBytes: 512 * 1024 * 1024 })
  let gc = 0
  const script = withGrandchild(`/* marker-timeout-test */ setInterval(() => {}, 1000)`)
  const t0 = Date.now()
  let settled = false
  const p = runner.run(node, [script], { cwd: process.cwd() }).finally(() => (settled = true))
  // Find the grandchild in /proc while the renderer runs: it is in the renderer's process group.
  const grandchild = (): number => {
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue
      const cmd = safeRead(`/proc/${d}/cmdline`)
      if (cmd === 'sleep\u000060\u0000') {
        const stat = safeRead(`/proc/${d}/stat`)
        const ppidCmd = safeRead(`/proc/${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]}/cmdline`)
        if (ppidCmd.includes('marker-timeout-test')) return Number(d)
      }
    }
    return 0
  }
  await until('the grandchild started', () => settled || (gc = grandchild()) > 0)
  assert.ok(gc > 0 && alive(gc), 'the grandchild runs')
  const err = await p.then(
    () => assert.fail('should time out'),
    (e: Error) => e
  )
  assert.match(err.message, /stopped by the guard: it timed out after 1 s \(renderTimeoutSeconds\)/)
  // Not waiting for the grandchild's 60 s sleep.
  assert.ok(Date.now() - t0 < NEVER_MS)
  await until('the grandchild died with the group', () => !alive(gc))
})

test('output above the cap is refused; a deadline already passed refuses to start; the deadline stops a running renderer', async () => {
  const capped = createToolRunner({ maxOutputBytes: 1024 * 1024 })
  const big = await capped.run(node, [`const s = 'x'.repeat(65536); const w = () => process.stdout.write(s, w); w()`], { cwd: process.cwd() }).then(
    () => assert.fail('should be capped'),
    (e: Error) => e
  )
  assert.match(big.message, /it produced more than 1 MB of output \(maxRenderOutputMB\)/)

  const late = createToolRunner({ deadline: Date.now() - 1, deadlineLabel: 'the run deadline (5 s, runDeadlineSeconds)' })
  const marker = join(mkdtempSync(join(tmpdir(), 'pg-exec-')), 'started')
  const refused = await late.run(node, [`require('fs').writeFileSync(${JSON.stringify(marker)}, '')`], { cwd: process.cwd() }).then(
    () => assert.fail('refused'),
    (e: Error) => e
  )
  assert.match(refused.message, /stopped by the guard: the run deadline \(5 s, runDeadlineSeconds\) passed before it could start/)
  assert.equal(existsSync(marker), false, 'the renderer never started')

  const soon = createToolRunner({ deadline: Date.now() + 500 })
  const stopped = await soon.run(node, ['setInterval(() => {}, 1000)'], { cwd: process.cwd() }).then(
    () => assert.fail('stopped'),
    (e: Error) => e
  )
  assert.match(stopped.message, /the run deadline passed while it was running/)
  // A normal run still works and returns its output.
  const ok = await createToolRunner({ memoryLimitBytes: 1024 * 1024 * 1024 }).run(node, ['process.stdout.write("hi " + process.env.GOMEMLIMIT)'], {
    cwd: process.cwd()
  })
  assert.deepEqual([ok.code, ok.stdout], [0, 'hi 768MiB'], 'GOMEMLIMIT is a soft hint below the hard limit')
})

test('Go renderers get their share of the cores: GOMAXPROCS 1 by default, the configured share, never 0, a caller value kept', async () => {
  const show = ['process.stdout.write(String(process.env.GOMAXPROCS))']
  const run = async (options: Parameters<typeof createToolRunner>[0], env?: Record<string, string>) =>
    (await createToolRunner(options).run(node, show, { cwd: process.cwd(), ...(env ? { env } : {}) })).stdout
  assert.equal(await run({}), '1')
  assert.equal(await run({ goMaxProcs: 4 }), '4')
  assert.equal(await run({ goMaxProcs: 0 }), '1', 'more renderers than cores: still one each')
  assert.equal(await run({ goMaxProcs: Infinity }), '1')
  assert.equal(await run({ goMaxProcs: 4 }, { GOMAXPROCS: '2' }), '2')
})

test('killAllRenderers kills every live renderer group (what the CLI does when it exits or is interrupted)', async () => {
  const runner = createToolRunner()
  const started = join(mkdtempSync(join(tmpdir(), 'pg-exec-')), 'started')
  const p = runner.run(node, [`require('fs').writeFileSync(${JSON.stringify(started)}, ''); setInterval(() => {}, 1000)`], { cwd: process.cwd() }).then(
    () => 'exited',
    (e: Error) => e.message
  )
  await until('the renderer started', () => existsSync(started))
  assert.ok(killAllRenderers() >= 1)
  const outcome = await p
  assert.equal(outcome, 'exited', 'the renderer was killed from outside the runner (resolves with its signal exit)')
})

test('config: the bounds are settings with defaults (90 s like Argo CD) and errors that name the key', async () => {
  const { defaultConfig, mergeConfig, ConfigError } = await import('../../../src/config/config.js')
  const d = defaultConfig(2)
  assert.equal(d.renderTimeoutSeconds, 90)
  assert.equal(d.maxRenderOutputMB, 64)
  assert.equal(d.runDeadlineSeconds, 1800)
  assert.ok(d.renderMemoryLimitMB >= 256 && d.renderMemoryLimitMB <= 2048)
  const c = mergeConfig(d, { renderMemoryLimitMB: 512, maxRenderOutputMB: 8, runDeadlineSeconds: 300 }, 'test')
  assert.deepEqual([c.renderMemoryLimitMB, c.maxRenderOutputMB, c.runDeadlineSeconds], [512, 8, 300])
  assert.throws(
    () => mergeConfig(d, { maxRenderOutputMB: 512 }, 'test'),
    (e: Error) => e instanceof ConfigError && /'maxRenderOutputMB' is 512; expected a whole number of megabytes from 1 to 256/.test(e.message)
  )
  assert.throws(() => mergeConfig(d, { runDeadlineSeconds: 'soon' }, 'options'), /'runDeadlineSeconds' is "soon"/)
  assert.throws(() => mergeConfig(d, { renderMemoryLimitMB: 10 }, 'test'), /renderMemoryLimitMB/)
})

test('a descendant that escapes the process group while holding the output pipe does not hang the run', async () => {
  const runner = createToolRunner({ timeoutMs: 300 })
  const pidFile = join(mkdtempSync(join(tmpdir(), 'pg-exec-')), 'pid')
  // `setsid` moves the sleeper into its own session; it inherits stdout, so the pipe stays open after the group dies.
  const script = `const c = require('child_process').spawn('setsid', ['sleep', '30'], { stdio: ['ignore', 'inherit', 'inherit'] }); require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setInterval(() => {}, 1000)`
  const t0 = Date.now()
  const err = await runner.run(node, [script], { cwd: process.cwd() }).then(
    () => assert.fail('should time out'),
    (e: Error) => e
  )
  assert.match(err.message, /timed out/)
  // Not waiting for the escaped sleeper's 30 s.
  assert.ok(Date.now() - t0 < 20_000, `settled after ${Date.now() - t0} ms`)
  // Clean up the escaped sleeper this test started (setsid execs sleep in place, so the pid is the sleeper's).
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL')
  } catch {
    // already gone
  }
})

test('output is decoded as it arrives, exactly as the whole bytes decode: a character split between reads, invalid bytes', async () => {
  const runner = createToolRunner()
  // 'é' (c3 a9) and '€' (e2 82 ac) written a byte at a time with pauses (separate reads), then bytes that are not
  // UTF-8 (ff, a lone continuation byte) and a character cut off at the end.
  const parts = [[0x61, 0xc3], [0xa9, 0xe2], [0x82], [0xac, 0x0a], [0xff, 0x80, 0x62], [0xe2, 0x82]]
  const script = `const parts = ${JSON.stringify(parts)}; let i = 0; const next = () => { if (i === parts.length) return; process.stdout.write(Buffer.from(parts[i++]), () => setTimeout(next, 30)) }; next()`
  const r = await runner.run(node, [script], { cwd: process.cwd() })
  assert.equal(r.code, 0)
  const whole = Buffer.from(parts.flat()).toString('utf8')
  assert.equal(r.stdout, whole)
  assert.ok(r.stdout.startsWith('aé€\n'), JSON.stringify(r.stdout))
})
