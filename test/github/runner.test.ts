// The runner protocol: the real run goes through @actions/core (a subprocess with a real environment and stdout);
// an in-process run from an env map (runner-env.ts) must produce the same log, outputs and job summary. PR content
// stays harmless through both (escaped log lines, escaped command data and properties).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { Runner } from '../../src/github/runner.js'
import { tempDir } from '../helpers/tools.js'
import { script } from './fixtures/runner-script.js'
import { parseOutputs } from './harness.js'

const HERE = import.meta.dirname ?? new URL('.', import.meta.url).pathname

function files(): Record<string, string> {
  const dir = tempDir('pg-runner-proto-')
  const env = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md'), 'INPUT_GITHUB-TOKEN': ' ghs_x \n', INPUT_MODE: 'auto' }
  writeFileSync(env.GITHUB_OUTPUT, '')
  writeFileSync(env.GITHUB_STEP_SUMMARY, '')
  return env
}

test('runner protocol: @actions/core and the env-map runner write the same log, outputs and summary; PR content stays escaped', async () => {
  const real = files()
  const p = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, 'fixtures', 'runner-script.ts')], {
    env: { PATH: process.env.PATH, ...real },
    encoding: 'utf8'
  })
  assert.equal(p.status, 0, p.stderr)
  const mapped = files()
  const out: string[] = []
  await script(new Runner(mapped, (s) => void out.push(s)))
  assert.equal(out.join(''), p.stdout)
  const lines = p.stdout.split('\n')
  assert.deepEqual(lines.slice(0, 4), [
    'token=ghs_x mode=auto missing=[]',
    'app x\\n::add-mask::secret',
    '::warning title=x%0Ay,file=f%3A1%2C2,line=3::a%0A::stop-commands::t\\x1B',
    '\\::error::direct'
  ])
  assert.ok(lines.includes('::add-mask::s3cr3t%25value'), 'the secret is masked as is (not escaped into another value)')
  assert.ok(lines.includes('::group::Fetch\\u202E revisions') && lines.includes('::endgroup::'), p.stdout)
  assert.ok(lines.includes('::error::plain') && lines.includes('::warning::no props'), 'no properties: no space before ::')
  assert.ok(lines.includes('::debug::50%25 done%0A'), 'command data escapes % and line breaks')
  for (const env of [real, mapped]) {
    assert.deepEqual(parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')), { verdict: 'pass', multi: 'line 1\nline 2' })
    assert.equal(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'), '# Summary\n\nok\nmore\n')
  }
})

test('runner protocol: without GITHUB_OUTPUT or GITHUB_STEP_SUMMARY, outputs are logged and the summary reports false', async () => {
  const out: string[] = []
  const r = new Runner({}, (s) => void out.push(s))
  r.setOutput('verdict', 'fail')
  assert.equal(await r.appendSummary('x'), false)
  assert.deepEqual(out, ['output verdict=fail\n'])
})
