#!/usr/bin/env node
// Builds the example GitOps repository from examples/demo (a base commit, then a head commit) and runs prune-guard on
// it: the whole product in one command. The repository and the PR-comment version of the report stay in .demo/ (or
// --dir <path>) so the command printed at the end still works after the demo ends (issue 11 item 10).
//   npm run demo [-- --json] [-- --dir <path>]
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'examples', 'demo')
const dirArg = process.argv.indexOf('--dir')
const out = resolve(dirArg > 0 && process.argv[dirArg + 1] ? process.argv[dirArg + 1] : join(root, '.demo'))
const repo = join(out, 'repo')
const comment = join(out, 'comment.md')

/** A path as the user can type it from where they are: relative when inside the current folder, quoted if needed. */
function shown(p) {
  const rel = relative(process.cwd(), p)
  const s = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : p
  return /^[\w./@:+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`
}

const git = (...args) =>
  execFileSync('git', args, {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com' }
  })

rmSync(repo, { recursive: true, force: true })
mkdirSync(repo, { recursive: true })
git('init', '-q', '-b', 'main')
git('remote', 'add', 'origin', 'https://github.com/example/gitops.git')
cpSync(join(demo, 'base'), repo, { recursive: true })
git('add', '-A')
git('commit', '-q', '--no-gpg-sign', '-m', 'base')
cpSync(join(demo, 'head'), repo, { recursive: true })
for (const p of readFileSync(join(demo, 'head.remove'), 'utf8').split('\n').filter(Boolean)) rmSync(join(repo, p))
git('add', '-A')
git('commit', '-q', '--no-gpg-sign', '-m', 'head: scale shop, drop the payments PVC')

const dist = join(root, 'dist', 'cli.js')
const cli = existsSync(dist) ? [dist] : ['--import', 'tsx', join(root, 'src', 'cli', 'main.ts')]
const cliShown = existsSync(dist) ? `node ${shown(dist)}` : `node --import tsx ${shown(join(root, 'src', 'cli', 'main.ts'))}`
// The demo uses the pinned binaries from `npm run tools`, whatever else is on PATH.
const tools = join(root, '.tools', 'bin')
const pinned = ['--helm', join(tools, 'helm'), '--kustomize', join(tools, 'kubectl')]
const pinnedShown = `--helm ${shown(join(tools, 'helm'))} --kustomize ${shown(join(tools, 'kubectl'))}`
const args = ['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD']
const argsShown = `--repo ${shown(repo)} --base HEAD~1 --head HEAD`
const format = process.argv.includes('--json') ? 'json' : 'text'
const command = `${cliShown} ${argsShown} --format ${format} ${pinnedShown}`
console.log(`$ ${command}\n`)
const r = spawnSync(process.execPath, [...cli, ...args, '--format', format, ...pinned], { stdio: 'inherit' })
// The same report as the pull-request comment, kept next to the repository.
const md = spawnSync(process.execPath, [...cli, ...args, '--format', 'markdown', '--output', comment, ...pinned], { stdio: ['ignore', 'ignore', 'inherit'] })
console.log(`\n(exit status ${r.status}: ${r.status === 1 ? 'a blocking finding, as expected: the PVC would be deleted' : r.status === 0 ? 'pass' : 'error'})`)
if (md.status === 0 || md.status === 1) {
  console.log(`\nThe pull-request comment version of this report: ${shown(comment)}`)
  console.log('  (open it in a Markdown preview; docs/examples/*.md show comments as GitHub renders them)')
}
console.log(`\nRun it again (the demo repository stays in ${shown(repo)}):\n  ${command}`)
