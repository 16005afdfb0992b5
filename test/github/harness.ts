// Runs the bundled action as the runner does: `node index.js` in a subprocess with GITHUB_* and INPUT_* variables,
// an event payload file, output and summary files, and GITHUB_API_URL pointing at the local fake. The bundle is
// built from the current sources once per test process, under .tools/ so the dev helm/kustomize are found.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir } from '../helpers/tools.js'
import { git } from '../helpers/git.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')
let bundle: string | undefined

/** Builds dist into a private folder (scripts/build.mjs <outdir>) and returns the action entry. */
export function buildBundle(): string {
  if (bundle) return bundle
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
    ...o.env
  }
  for (const [k, v] of Object.entries(o.inputs ?? {})) env[`INPUT_${k.toUpperCase()}`] = v
  const child = spawn(process.execPath, [buildBundle()], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  const code = await new Promise<number>((r) => child.on('close', (c) => r(c ?? -1)))
  const outputs = parseOutputs(readFileSync(join(dir, 'output'), 'utf8'))
  return { code, stdout, stderr, outputs, summary: readFileSync(join(dir, 'summary.md'), 'utf8'), reportPath: join(temp, 'prune-guard', 'report.json') }
}

/** A pull_request payload with the fields GitHub sends that the action reads (and a few around them). */
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
  const repo = { id: 1, name: 'gitops', full_name: 'acme/gitops', owner: { login: 'acme' } }
  const headRepo = o.fork ? { id: 2, name: 'gitops', full_name: 'mallory/gitops', owner: { login: 'mallory' }, fork: true } : repo
  return {
    action: o.action ?? 'synchronize',
    number: o.number,
    pull_request: {
      number: o.number,
      state: 'open',
      title: 'Change the apps',
      user: { login: o.fork ? 'mallory' : 'dev' },
      labels: (o.labels ?? []).map((name, i) => ({ id: i + 1, name })),
      head: { ref: 'feature', sha: o.head, repo: headRepo },
      base: { ref: 'main', sha: o.base, repo }
    },
    ...(o.label ? { label: { name: o.label } } : {}),
    repository: repo,
    sender: { login: o.sender ?? 'dev', type: 'User' }
  }
}
