// The entries relaunch themselves with a smaller young generation on V8 13+ (pipeline/relaunch.ts): the decision, and
// the CLI and the action entries run on the pinned Node 24 (the action's runtime) with real git repositories and
// renderers: the process replaced by itself keeps its id (a signal still reaches the run, which cleans up), carries
// the flag, and ends with the run's exit code; where execve is missing (Node 20) the entry runs as started.
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { test } from 'node:test'
import { POOL_FLAG, RELAUNCH_FLAGS, relaunchFlags, YOUNG_GENERATION_FLAG } from '../../src/pipeline/relaunch.js'
import { demoRepo } from '../helpers/demo.js'
import { sleepyPluginRepo, sleepyPluginRunning } from '../helpers/sleepy.js'
import { until } from '../helpers/timing.js'
import { devBinaries, node24, tempDir } from '../helpers/tools.js'

const cli = new URL('../../src/cli/main.ts', import.meta.url).pathname
const FLAG = YOUNG_GENERATION_FLAG

test('relaunch: by V8 major version, never over a size the user chose, PRUNE_GUARD_RELAUNCH always/never', () => {
  assert.deepEqual(RELAUNCH_FLAGS, [FLAG, POOL_FLAG])
  assert.equal(relaunchFlags('11.3.244.8-node.38', [], undefined, undefined), undefined) // Node 20
  assert.equal(relaunchFlags('12.4.254.21-node.57', [], undefined, undefined), undefined) // Node 22
  assert.equal(relaunchFlags('not a version', [], undefined, undefined), undefined)
  assert.deepEqual(relaunchFlags('13.6.233.17-node.63', [], undefined, undefined), RELAUNCH_FLAGS) // Node 24
  assert.deepEqual(relaunchFlags('14.0.1', ['--import', 'tsx'], '--enable-source-maps', undefined), RELAUNCH_FLAGS)
  // A helper-thread count the user chose is kept: only the young generation is sized.
  assert.deepEqual(relaunchFlags('13.6', ['--v8-pool-size=8'], undefined, undefined), [FLAG])
  assert.deepEqual(relaunchFlags('13.6', [], '--v8-pool-size=0', undefined), [FLAG])
  // Chosen by the user, or already relaunched: run as started.
  assert.equal(relaunchFlags('13.6', ['--max-semi-space-size=64'], undefined, undefined), undefined)
  assert.equal(relaunchFlags('13.6', [FLAG], undefined, 'always'), undefined)
  assert.equal(relaunchFlags('13.6', [], '--max-old-space-size=4096 --min-semi-space-size=4', undefined), undefined)
  assert.equal(relaunchFlags('13.6', ['--max-young-generation-size=48'], undefined, undefined), undefined)
  assert.equal(relaunchFlags('13.6', [], undefined, 'never'), undefined)
  assert.deepEqual(relaunchFlags('11.3', [], undefined, 'always'), RELAUNCH_FLAGS)
})

const cmdline = (pid: number): string[] => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)

/** Starts the CLI on `node`, waits until its plugin runs, and returns the command line of the running process. */
async function watchedRun(
  node: string,
  setting: string
): Promise<{ started: string[]; argv: string[]; code: number | null; out: string; leftovers: string[] }> {
  const repo = sleepyPluginRepo()
  const tmp = tempDir('pg-relaunch-tmp-')
  const { helmPath, kustomizePath } = devBinaries()
  const started = [cli, '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--helm', helmPath, '--kustomize', kustomizePath]
  const child = spawn(node, ['--import', 'tsx', ...started], {
    env: { ...process.env, TMPDIR: tmp, PRUNE_GUARD_RELAUNCH: setting },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const closed = new Promise<number | null>((ok) => child.on('close', (c) => ok(c)))
  const deadline = Date.now() + 60_000
  // The run's scratch folder exists: the relaunch (at the entry's first line) is behind, the analysis under way.
  while (!readdirSync(tmp).some((n) => n.startsWith('prune-guard-'))) {
    assert.ok(Date.now() < deadline && child.exitCode === null, `the run did not start: ${out}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  await until('the plugin is running', () => sleepyPluginRunning(child.pid!))
  const argv = cmdline(child.pid!)
  child.kill('SIGTERM')
  const code = await closed
  return { started, argv, code, out, leftovers: readdirSync(tmp).filter((n) => n.startsWith('prune-guard')) }
}

test('relaunch on Node 24: the same process runs with the flag; SIGTERM still reaches the run, which cleans up', async () => {
  const r = await watchedRun(node24(), 'auto')
  assert.ok(r.argv.includes(FLAG), `the running CLI carries ${FLAG}: ${r.argv.join(' ')}`)
  assert.equal(r.argv.filter((a) => a === FLAG).length, 1, 'relaunched once')
  // Exactly the command line it was started with, the flags after Node's own flags: nothing else added.
  assert.deepEqual(r.argv.slice(1), ['--import', 'tsx', ...RELAUNCH_FLAGS, ...r.started])
  assert.equal(r.code, 143, r.out)
  assert.match(r.out, /stopped by SIGTERM; renderers killed, scratch files removed/)
  assert.deepEqual(r.leftovers, [], r.out)
})

test('relaunch on Node 24 with PRUNE_GUARD_RELAUNCH=never: runs as started', async () => {
  const r = await watchedRun(node24(), 'never')
  assert.ok(!r.argv.includes(FLAG), r.argv.join(' '))
  assert.equal(r.code, 143, r.out)
})

test('relaunch on Node 24: a relaunched CLI ends with the run exit code and report; Node 20 (no execve) runs as started', () => {
  const dir = demoRepo()
  const { helmPath, kustomizePath } = devBinaries()
  for (const [node, setting] of [
    [node24(), 'auto'],
    [process.execPath, 'always']
  ] as const) {
    const r = spawnSync(node, ['--import', 'tsx', cli, '--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--helm', helmPath, '--kustomize', kustomizePath], {
      encoding: 'utf8',
      env: { ...process.env, PRUNE_GUARD_RELAUNCH: setting }
    })
    assert.equal(r.status, 1, `${node}: ${r.stderr}`)
    assert.match(r.stdout, /^FAIL: 1 blocking finding/m)
    assert.match(r.stdout, /- PersistentVolumeClaim payments\/ledger-data: deleted by the next automated sync\n/)
  }
})
