#!/usr/bin/env node
// Builds the example GitOps repository from examples/demo (a base commit, then a head commit) in a temp folder and
// runs prune-guard on it: the whole product in one command.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'examples', 'demo')
const repo = mkdtempSync(join(tmpdir(), 'prune-guard-demo-'))
const git = (...args) =>
  execFileSync('git', args, {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com' }
  })
try {
  git('init', '-q', '-b', 'main')
  git('remote', 'add', 'origin', 'https://github.com/example/gitops.git')
  cpSync(join(demo, 'base'), repo, { recursive: true })
  git('add', '-A')
  git('commit', '-q', '--no-gpg-sign', '-m', 'base')
  cpSync(join(demo, 'head'), repo, { recursive: true })
  for (const p of readFileSync(join(demo, 'head.remove'), 'utf8').split('\n').filter(Boolean)) rmSync(join(repo, p))
  git('add', '-A')
  git('commit', '-q', '--no-gpg-sign', '-m', 'head: scale shop, drop the payments PVC')
  const cli = existsSync(join(root, 'dist', 'cli.js')) ? [join(root, 'dist', 'cli.js')] : ['--import', 'tsx', join(root, 'src', 'cli', 'main.ts')]
  const format = process.argv.includes('--json') ? 'json' : 'text'
  console.log(`$ prune-guard --repo ${repo} --base HEAD~1 --head HEAD --format ${format}\n`)
  // The demo uses the pinned binaries from `npm run tools`, whatever else is on PATH.
  const tools = join(root, '.tools', 'bin')
  const pinned = ['--helm', join(tools, 'helm'), '--kustomize', join(tools, 'kubectl')]
  const r = spawnSync(process.execPath, [...cli, '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--format', format, ...pinned], {
    stdio: 'inherit',
    cwd: root
  })
  console.log(`\n(exit status ${r.status}: ${r.status === 1 ? 'a blocking finding, as expected: the PVC would be deleted' : r.status === 0 ? 'pass' : 'error'})`)
} finally {
  rmSync(repo, { recursive: true, force: true })
}
