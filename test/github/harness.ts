// Runs the bundled action as the runner does: `node index.js` in a subprocess, on the action's runtime (the pinned
// Node 24, action.yml `runs.using: node24`, which relaunches itself: pipeline/relaunch.ts), with GITHUB_* and INPUT_* variables,
// an event payload file, output and summary files, and GITHUB_API_URL pointing at the local fake. The bundle is built
// from the current sources once per run of scripts/test.mjs (PRUNE_GUARD_TEST_BUNDLE), or once per test process when a
// file runs alone, under .tools/ so the dev helm/kustomize are found.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { node24, tempDir } from '../helpers/tools.js'
import { git } from '../helpers/git.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')
let bundle: string | undefined

/** The action entry: the run's shared bundle, else dist built into a private folder (scripts/build.mjs <outdir>). */
export function buildBundle(): string {
  if (bundle) return bundle
  const shared = process.env.PRUNE_GUARD_TEST_BUNDLE
  if (shared && existsSync(shared)) return (bundle = shared)
  const out = join(ROOT, '.tools', `e2e-dist-${process.pid}`)
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), out], { cwd: ROOT, stdio: 'inherit' })
  process.on('exit', () => rmSync(out, { recursive: true, force: true }))
  bundle = join(out, 'index.js')
  return bundle
}

export interface RunOptions {
  api: string
  workspace: string
  event: string
  payload: unknown
  inputs?: Record<string, string>
  sha?: string
  env?: Record<string, string>
  /** The Node that runs the bundle; default the pinned Node 24. */
  node?: string
}

export interface RunResult {
  code: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  reportPath: string
}

/** Parses the GITHUB_OUTPUT file (name<<delimiter blocks). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!)
    if (!m) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!)
    out[m[1]!] = value.join('\n')
  }
  return out
}

export async function runAction(o: RunOptions): Promise<RunResult> {
  const dir = tempDir('pg-runner-')
  const eventPath = join(dir, 'event.json')
  writeFileSync(eventPath, JSON.stringify(o.payload))
  const temp = join(dir, 'runner-temp')
  mkdirSync(temp)
  writeFileSync(join(dir, 'output'), '')
  writeFileSync(join(dir, 'summary.md'), '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'acme/gitops',
    GITHUB_SHA: o.sha ?? git(o.workspace, 'rev-parse', 'HEAD'),
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: o.api,
    GITHUB_GRAPHQL_URL: `${o.api}/graphql`,
    GITHUB_RUN_ID: '4242',
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_OUTPUT: join(dir, 'output'),
    RUNNER_TEMP: temp,
    'INPUT_GITHUB-TOKEN': 'ghs_test_token_0123456789',
    INPUT_MODE: 'auto',
    INPUT_COMMENT: 'always',
    'INPUT_COMMENT-MODE': 'sticky',
    'INPUT_APPROVE-LABEL': 'prune-guard/approve',
    // The dev binaries (.tools/bin), as found: no test downloads tools (install-tools.test.ts covers installing).
    INPUT_TOOLS: 'path',
    ...o.env
  }
  for (const [k, v] of Object.entries(o.inputs ?? {})) env[`INPUT_${k.toUpperCase()}`] = v
  const child = spawn(o.node ?? node24(), [buildBundle()], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  const code = await new Promise<number>((r) => child.on('close', (c) => r(c ?? -1)))
  const outputs = parseOutputs(readFileSync(join(dir, 'output'), 'utf8'))
  return { code, stdout, stderr, outputs, summary: readFileSync(join(dir, 'summary.md'), 'utf8'), reportPath: join(temp, 'prune-guard', 'report.json') }
}

const EVENTS = join(ROOT, 'test', 'fixtures', 'events')

/** A recorded payload shape from test/fixtures/events with BASE_SHA / HEAD_SHA filled in. */
export function eventPayload(name: 'pull_request' | 'merge_group' | 'workflow_run', base: string, head: string): any {
  return JSON.parse(
    readFileSync(join(EVENTS, `${name}.json`), 'utf8')
      .replaceAll('BASE_SHA', base)
      .replaceAll('HEAD_SHA', head)
  )
}

/** The pull_request fixture for PR `number` at base/head, optionally from a fork, labelled, or a `labeled` action. */
export function pullRequestPayload(o: {
  number: number
  base: string
  head: string
  action?: string
  fork?: boolean
  labels?: string[]
  label?: string
  sender?: string
}): Record<string, unknown> {
  const p = eventPayload('pull_request', o.base, o.head)
  p.number = p.pull_request.number = o.number
  p.action = o.action ?? 'synchronize'
  p.pull_request.labels = (o.labels ?? []).map((name, i) => ({ id: i + 1, node_id: `LA_${i}`, name, color: 'd93f0b', default: false }))
  if (o.fork) {
    p.pull_request.head.repo = {
      ...p.pull_request.head.repo,
      id: 812345678,
      full_name: 'mallory/gitops',
      owner: { login: 'mallory', id: 666, type: 'User' },
      fork: true
    }
    p.pull_request.head.label = 'mallory:feature/drop-ledger'
    p.pull_request.user = { login: 'mallory', id: 666, type: 'User' }
  }
  if (o.label) p.label = { id: 99, name: o.label, color: 'd93f0b' }
  if (o.sender) p.sender = { login: o.sender, id: 3003, type: 'User' }
  return p
}
