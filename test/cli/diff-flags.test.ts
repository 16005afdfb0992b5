// The rendered diff's switches: --no-diff and --diff-created on the CLI, `diff` / `diffCreated` in the config
// (validated like every boolean setting).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError, defaultConfig, mergeConfig } from '../../src/config/config.js'
import { diffRepo, SECRET_NEEDLES } from '../helpers/diff-repo.js'
import { devBinaryArgs, runCli } from '../helpers/cli.js'

const dir = diffRepo()

async function run(...extra: string[]): Promise<string> {
  const r = await runCli(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', ...extra, ...devBinaryArgs()])
  assert.equal(r.code, 0, r.stderr)
  return r.stdout
}

test('CLI: --format text shows the rendered diff; --no-diff leaves it out; --diff-created dumps created and pruned objects', async () => {
  const text = await run()
  assert.match(text, /^ {2}diff \(3 resources\):$/m)
  assert.match(text, /^ {6}\+ {6}- image: nginx:1\.2$/m)
  assert.doesNotMatch(text, /\+kind: ConfigMap/, 'created objects are listed, not dumped')
  for (const s of SECRET_NEEDLES) assert.ok(!text.includes(s))
  const off = await run('--no-diff')
  assert.doesNotMatch(off, /diff \(|image: nginx/)
  assert.match(off, /~ Deployment\.apps shop\/web: spec\.replicas/, 'the update is still listed')
  const created = await run('--diff-created')
  assert.match(created, /ConfigMap shop\/new-flags \(created\): \+\d+ -0\n {6}@@ -0,0 \+1,\d+ @@\n {6}\+apiVersion: v1/)
  assert.match(created, /ConfigMap shop\/old-flags \(pruned\): \+0 -\d+/)
})

test('config: diff and diffCreated are booleans; anything else names the key and the fix', () => {
  const c = mergeConfig(defaultConfig(1), { diff: false, diffCreated: true }, '.prune-guard.yaml')
  assert.deepEqual([c.diff, c.diffCreated], [false, true])
  assert.deepEqual([defaultConfig(1).diff, defaultConfig(1).diffCreated], [true, false])
  assert.throws(
    () => mergeConfig(defaultConfig(1), { diff: 'no' }, '.prune-guard.yaml'),
    (e: Error) => e instanceof ConfigError && /'diff' is "no"; expected true or false/.test(e.message)
  )
})
