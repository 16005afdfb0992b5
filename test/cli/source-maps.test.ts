// The shipped entries turn source maps on before they load anything else, so the stack of an internal error names the
// src/ files rather than positions in the bundled chunks (issue 45). A fresh build into a temp folder (the committed
// dist/ is rebuilt by `npm run build`), run on this Node and on the action's Node 24 where the tools have it.
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { node24, tempDir } from '../helpers/tools.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')

test('the entries turn source maps on first and load everything else after (a static import would load before it)', () => {
  for (const entry of ['src/cli/main.ts', 'src/action/main.ts']) {
    const code = readFileSync(join(ROOT, entry), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('//') && !l.startsWith('#!'))
    assert.equal(code[0], 'process.setSourceMapsEnabled(true)', entry)
    assert.ok(!code.some((l) => /^(import|export)\s/.test(l)), `${entry} has no static import`)
  }
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
