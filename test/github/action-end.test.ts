// The action always ends with a verdict line and a job summary (issue 8 item 13): a failure after the analysis
// (writing the artifact, rendering the summary) is reported and exits 2, but the verdict, the outputs and a summary
// are still there. Its config temp folder is removed on SIGTERM too (issue 9 item 7). In-process run() with a real
// git repository and real renderers; the signal test runs the action entry (src/action/main.ts) in a child process.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { finish } from '../../src/github/finish.js'
import type { ActionInputs } from '../../src/github/inputs.js'
import { run } from '../../src/github/main.js'
import { Runner } from '../../src/github/runner.js'
import { demoRepo } from '../helpers/demo.js'
import { git } from '../helpers/git.js'
import { devBinaries, node24, tempDir } from '../helpers/tools.js'
import { sleepyPluginRepo, sleepyPluginRunning } from '../helpers/sleepy.js'
import { until } from '../helpers/timing.js'
import { YOUNG_GENERATION_FLAG } from '../../src/pipeline/relaunch.js'
import { parseOutputs, pullRequestPayload } from './harness.js'
import { blockingReport } from './reports.js'

function actionEnv(repo: string, inputs: Record<string, string> = {}): { env: Record<string, string>; dir: string } {
  const dir = tempDir('pg-end-')
  const base = git(repo, 'rev-parse', 'HEAD~1')
  const head = git(repo, 'rev-parse', 'HEAD')
  writeFileSync(join(dir, 'event.json'), JSON.stringify(pullRequestPayload({ number: 7, base, head })))
  writeFileSync(join(dir, 'summary.md'), '')
  writeFileSync(join(dir, 'output'), '')
  mkdirSync(join(dir, 'temp'))
  const { helmPath, kustomizePath } = devBinaries()
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_REPOSITORY: 'acme/gitops',
    GITHUB_SHA: head,
    GITHUB_WORKSPACE: repo,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '4242',
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_OUTPUT: join(dir, 'output'),
    RUNNER_TEMP: join(dir, 'temp'),
    'INPUT_GITHUB-TOKEN': '',
    INPUT_MODE: 'auto',
    INPUT_HELM: helmPath,
    INPUT_KUSTOMIZE: kustomizePath,
    INPUT_TOOLS: 'path'
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  return { env, dir }
}

test('issue 8 item 13: the report artifact cannot be written: the run still ends with the verdict, outputs and a job summary, exit 2', async () => {
  const repo = demoRepo()
  const blocker = join(tempDir(), 'a-file')
  writeFileSync(blocker, 'not a folder')
  const { env, dir } = actionEnv(repo, { 'report-path': join(blocker, 'report.json') })
  let log = ''
  const code = await run(env, (s) => void (log += s))
  assert.equal(code, 2, log)
  assert.match(log, /^::error::Prune Guard could not write the report artifact .*a-file\/report\.json/m)
  assert.match(log, /^Prune Guard: FAIL \(1 blocking finding\) · /m)
  assert.match(readFileSync(join(dir, 'summary.md'), 'utf8'), /^## ❌ .*Prune Guard/m)
  assert.match(readFileSync(join(dir, 'summary.md'), 'utf8'), /ledger-data/)
  assert.equal(parseOutputs(readFileSync(join(dir, 'output'), 'utf8')).verdict, 'fail')
})

test('issue 8 item 13: the job summary cannot be rendered: a short summary with the verdict stands in; the verdict line is logged', async () => {
  const dir = tempDir('pg-end-')
  writeFileSync(join(dir, 'summary.md'), '')
  let log = ''
  const runner = new Runner({ GITHUB_STEP_SUMMARY: join(dir, 'summary.md') }, (s) => void (log += s))
  const overflow = (): never => {
    throw new RangeError('Maximum call stack size exceeded')
  }
  const report = blockingReport()
  await finish(runner, { instanceKey: '', reportPath: '/r.json' } as unknown as ActionInputs, report, {}, Date.now(), overflow)
  const summary = readFileSync(join(dir, 'summary.md'), 'utf8')
  assert.match(summary, /^## ❌ Argo CD Prune Guard: failed, \d+ blocking findings?/m)
  assert.match(summary, /could not be rendered here \(RangeError\); see the report artifact/)
  assert.match(log, /^Prune Guard: FAIL \(\d+ blocking findings?\) · /m)
})

test('issue 8 item 13: a run that fails before any verdict (an invalid input) still writes a job summary saying why', async () => {
  const repo = demoRepo()
  const { env, dir } = actionEnv(repo, { comment: 'sometimes' })
  let log = ''
  assert.equal(await run(env, (s) => void (log += s)), 2)
  assert.match(log, /^::error::Input 'comment'/m)
  const summary = readFileSync(join(dir, 'summary.md'), 'utf8')
  assert.match(summary, /^### ❌ Argo CD Prune Guard: the run failed$/m)
  assert.match(summary, /Input 'comment'.*sometimes/)
})

for (const [runtime, node] of [
  ['this Node', process.execPath],
  ["Node 24, the action's runtime, relaunched with a smaller young generation", node24()]
] as const) {
  test(`issue 9 item 7: SIGTERM during the analysis removes the action's config folder and the scratch folder (${runtime})`, async () => {
    // A declared plugin that sleeps keeps the analysis running while the config copy exists.
    const repo = sleepyPluginRepo()
    const { env } = actionEnv(repo, { 'config-file': '.prune-guard.yaml' })
    const tmp = tempDir('pg-end-tmp-')
    const child = spawn(node, ['--import', 'tsx', new URL('../../src/action/main.ts', import.meta.url).pathname], {
      env: { ...env, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const closed = new Promise<number | null>((ok) => child.on('close', (c, s) => ok(c ?? (s ? -1 : null))))
    const deadline = Date.now() + 30_000
    const seen = () => readdirSync(tmp)
    while (!(seen().some((n) => n.startsWith('prune-guard-config-')) && /Render and plan/.test(out) && seen().some((n) => /^prune-guard-(?!config)/.test(n)))) {
      assert.ok(Date.now() < deadline && child.exitCode === null, `the analysis did not start: ${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    await until('the plugin is running', () => sleepyPluginRunning(child.pid!))
    // pipeline/relaunch.ts: on Node 24 the running action is the same process, started again with the flag.
    const argv = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')
    assert.equal(argv.includes(YOUNG_GENERATION_FLAG), node !== process.execPath || Number.parseInt(process.versions.v8, 10) >= 13, argv.join(' '))
    child.kill('SIGTERM')
    assert.equal(await closed, 143, out)
    assert.deepEqual(
      seen().filter((n) => n.startsWith('prune-guard')),
      [],
      out
    )
  })
}
