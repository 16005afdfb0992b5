// The one process-spawning module: each environment profile passes through what its processes need and drops the
// rest. A renderer never sees GITHUB_TOKEN or cloud credentials; blob reads ignore the runner's global git config;
// git fetch gets PATH, HOME and the proxy variables only.
// test-tier: render (starts node and git through the spawning module)
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { envFor, runText, spawnProcess, type ProcessError } from '../../../src/lib/process/spawn.js'
import { createToolRunner } from '../../../src/lib/process/exec.js'
import type { Tool } from '../../../src/render/types.js'

const RUNNER_ENV: NodeJS.ProcessEnv = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  TMPDIR: '/tmp/r',
  GITHUB_TOKEN: 'ghs_secret',
  ACTIONS_RUNTIME_TOKEN: 'rt_secret',
  AWS_SECRET_ACCESS_KEY: 'aws_secret',
  INPUT_GITHUB_TOKEN: 'ghs_secret',
  HTTPS_PROXY: 'http://proxy.corp:3128',
  no_proxy: '.corp',
  GIT_CONFIG_GLOBAL: '/home/runner/.gitconfig'
}
const SECRETS = ['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'INPUT_GITHUB_TOKEN']

test('renderer profile: only PATH, LANG, LC_ALL, TZ, TMPDIR and what the caller adds; tokens, HOME and proxies are dropped', () => {
  const env = envFor('renderer', { HELM_CACHE_HOME: '/c', HTTPS_PROXY: 'http://127.0.0.1:9' }, RUNNER_ENV)
  assert.deepEqual(env, { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', TMPDIR: '/tmp/r', HELM_CACHE_HOME: '/c', HTTPS_PROXY: 'http://127.0.0.1:9' })
})

test('git-local profile: the runner environment (its git config applies) with the password prompt off', () => {
  const env = envFor('git-local', {}, RUNNER_ENV)
  assert.equal(env.GIT_TERMINAL_PROMPT, '0')
  assert.equal(env.GIT_CONFIG_GLOBAL, '/home/runner/.gitconfig')
  assert.equal(env.HOME, '/home/runner')
  assert.equal(env.GIT_CONFIG_NOSYSTEM, undefined)
})

test('git-isolated profile: system and global git config, system attributes and LFS smudge are switched off', () => {
  const env = envFor('git-isolated', {}, RUNNER_ENV)
  assert.deepEqual(
    [env.GIT_TERMINAL_PROMPT, env.GIT_CONFIG_NOSYSTEM, env.GIT_CONFIG_GLOBAL, env.GIT_LFS_SKIP_SMUDGE, env.GIT_ATTR_NOSYSTEM],
    ['0', '1', '/dev/null', '1', '1']
  )
})

test('git-fetch profile: PATH, HOME, no prompt and the proxy variables in both cases; no token or other variable', () => {
  const env = envFor('git-fetch', {}, RUNNER_ENV)
  assert.deepEqual(env, {
    PATH: '/usr/bin:/bin',
    HOME: '/home/runner',
    GIT_TERMINAL_PROMPT: '0',
    https_proxy: 'http://proxy.corp:3128',
    HTTPS_PROXY: 'http://proxy.corp:3128',
    no_proxy: '.corp',
    NO_PROXY: '.corp'
  })
})

test('a spawned renderer really sees only its profile: GITHUB_TOKEN set in the guard process never reaches it', async () => {
  const saved = { GITHUB_TOKEN: process.env.GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY }
  process.env.GITHUB_TOKEN = 'ghs_secret'
  process.env.AWS_SECRET_ACCESS_KEY = 'aws_secret'
  try {
    const node: Tool = { name: 'plugin', command: process.execPath, prefixArgs: ['-e'], origin: 'test' }
    const r = await createToolRunner().run(node, ['process.stdout.write(JSON.stringify(process.env))'], { cwd: process.cwd(), env: { EXTRA: '1' } })
    const seen = JSON.parse(r.stdout) as Record<string, string>
    assert.equal(seen.GITHUB_TOKEN, undefined)
    assert.equal(seen.AWS_SECRET_ACCESS_KEY, undefined)
    assert.equal(seen.EXTRA, '1')
    assert.match(seen.GOMEMLIMIT ?? '', /^\d+MiB$/)
    assert.match(seen.GOMAXPROCS ?? '', /^\d+$/)
    // Node itself adds nothing secret; everything else the child saw is on the renderer allowlist or was added.
    assert.deepEqual(
      Object.keys(seen).filter((k) => !['PATH', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'EXTRA', 'GOMEMLIMIT', 'GOMAXPROCS'].includes(k)),
      []
    )
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
})

test('spawnProcess and runText start argv without a shell, in the profile environment built from the base given', async () => {
  const print = 'process.stdout.write(JSON.stringify(process.env))'
  const child = spawnProcess(process.execPath, ['-e', print], { cwd: process.cwd(), profile: 'git-fetch', baseEnv: RUNNER_ENV, stdin: 'ignore' })
  let out = ''
  child.stdout.on('data', (b: Buffer) => (out += b.toString()))
  await new Promise((resolve) => child.on('close', resolve))
  const seen = JSON.parse(out) as Record<string, string>
  assert.equal(seen.HTTPS_PROXY, 'http://proxy.corp:3128')
  for (const k of SECRETS) assert.equal(seen[k], undefined, k)
  // `$(...)` is an argument, not a command: no shell runs.
  assert.equal(
    await runText(process.execPath, ['-e', 'process.stdout.write(process.argv[1])', '$(echo hi)'], {
      cwd: process.cwd(),
      profile: 'renderer',
      maxBuffer: 1024
    }),
    '$(echo hi)'
  )
  const err = (await runText('/nonexistent/git', [], { cwd: process.cwd(), profile: 'git-local', maxBuffer: 1024 }).catch((e) => e)) as ProcessError
  assert.equal(err.code, 'ENOENT')
})

test('git-isolated really ignores the global git config that git-local honours', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-spawn-'))
  const global = join(dir, 'gitconfig')
  writeFileSync(global, '[guard]\n\tprobe = from-global\n')
  const baseEnv = { ...process.env, GIT_CONFIG_GLOBAL: global }
  const get = ['config', '--get', 'guard.probe']
  assert.equal((await runText('git', get, { cwd: dir, profile: 'git-local', baseEnv, maxBuffer: 1024 })).trim(), 'from-global')
  const err = (await runText('git', get, { cwd: dir, profile: 'git-isolated', baseEnv, maxBuffer: 1024 }).catch((e) => e)) as ProcessError
  assert.equal(err.code, 1, 'git config --get exits 1 when the key is not set')
})
