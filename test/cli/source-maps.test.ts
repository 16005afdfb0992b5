// The stack of an internal error names the src/ files rather than positions in the bundled chunks (issue 45): the
// frames are mapped through the bundles' source maps when the stack is printed (lib/stack.ts). A fresh build into a
// temp folder (the committed dist/ is rebuilt by `npm run build`), run on this Node and on the action's Node 24 where
// the tools have it.
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { sourceMappedStack } from '../../src/lib/stack.js'
import { node24, tempDir } from '../helpers/tools.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')

test('a stack keeps the frames that have no source map beside their file, and every other line', () => {
  const dir = tempDir('pg-maps-none-')
  writeFileSync(join(dir, 'plain.js'), '')
  const stack = [
    'Error: boom',
    `    at f (${join(dir, 'plain.js')}:1:2)`,
    `    at file://${join(dir, 'missing.js')}:3:4`,
    '    at writeFileSync (node:fs:2380:20)',
    '    at async Promise.all (index 0)'
  ].join('\n')
  assert.equal(sourceMappedStack(stack), stack)
})

test('an internal error of the built CLI shows a stack in the src/ files', () => {
  const dist = join(tempDir('pg-maps-'), 'dist')
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), dist], { cwd: ROOT, stdio: 'ignore' })
  const repo = tempDir('pg-maps-repo-')
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: repo })
  git('init', '-q')
  git('commit', '-q', '--allow-empty', '-m', 'empty')
  // The report cannot be written (no such folder): writeFileSync throws in emit, which the CLI reports as internal.
  const args = [join(dist, 'cli.js'), '--base', 'HEAD', '--repo', repo, '--format', 'json', '--output', join(repo, 'missing', 'r.json')]
  for (const node of [process.execPath, ...(existsSync(node24()) ? [node24()] : [])]) {
    const r = spawnSync(node, args, { encoding: 'utf8' })
    assert.equal(r.status, 2, r.stderr)
    assert.match(r.stderr, /^prune-guard: internal error: Error: ENOENT/, node)
    const frames = r.stderr.split('\n').filter((l) => /^\s+at /.test(l) && !l.includes('node:'))
    assert.ok(frames.length >= 2, r.stderr)
    assert.match(frames[0]!, /\(\S*\/src\/cli\/output\.ts:\d+:\d+\)$/, `${node}: ${r.stderr}`)
    for (const f of frames) assert.match(f, /\/src\/\S+\.ts:\d+:\d+\)?$/, `${node}: every frame names a source file`)
  }
})
