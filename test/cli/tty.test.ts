// Issue 11 item 9 through the CLI's main (in this process, its streams pipes): piped output has no colour, no progress noise and no wrapping; FORCE_COLOR and
// --width change that; a bad --width is a usage error naming the value.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { devBinaryArgs, runCli } from '../helpers/cli.js'

const run = (args: string[], env: Record<string, string>) =>
  runCli([...args, ...devBinaryArgs()], { env: { FORCE_COLOR: undefined, NO_COLOR: undefined, ...env } })

test('CLI: piped text has no colour, no progress line and no wrapping; FORCE_COLOR=1 and --width 60 add them', async () => {
  const dir = demoRepo()
  const args = ['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD']
  const piped = await run(args, {})
  assert.equal(piped.code, 1, piped.stderr)
  assert.doesNotMatch(piped.stdout + piped.stderr, /\u001b\[/, 'no escape sequence in a pipe')
  assert.doesNotMatch(piped.stderr, /rendering \d+\/\d+ apps/, 'progress is for terminals only')
  assert.ok(
    piped.stdout.split('\n').some((l) => l.length > 60),
    'piped lines are not wrapped'
  )
  const forced = await run([...args, '--width', '60'], { FORCE_COLOR: '1', NO_COLOR: '1' })
  assert.equal(forced.code, 1, forced.stderr)
  assert.match(forced.stdout, /\u001b\[1;31mFAIL: 1 blocking finding/)
  const plain = forced.stdout.replace(/\u001b\[[0-9;]*m/g, '')
  for (const l of plain.split('\n')) assert.ok(l.length <= 60 || !l.trim().includes(' '), `fits 60: ${l}`)
  // The advice per kind of blocker (issue 48) wraps to a dozen lines at 60 columns.
  assert.match(plain.trimEnd().split('\n').slice(-14).join('\n'), /To unblock:/, 'the report ends with how to unblock')
  const bad = await run([...args, '--width', 'wide'], {})
  assert.equal(bad.code, 2)
  assert.match(bad.stderr, /--width 'wide' is not valid/)
})
