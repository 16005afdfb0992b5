// R1.6.3 `edit add component` globbing (Go filepath.Glob) with patterns from PR content: matched in linear time
// (issue 8 item 12), with Go's filepath.Match syntax (`*`, `?`, `[a-c]`, `[^x]`, `\` escapes).
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { NEVER_MS } from '../../helpers/timing.js'
import { glob } from '../../../src/render/kustomize/steps.js'
import { tempDir } from '../../helpers/tools.js'

function tree(names: string[]): string {
  const dir = tempDir('pg-ksglob-')
  mkdirSync(join(dir, 'components'))
  for (const n of names) writeFileSync(join(dir, 'components', n), '')
  return dir
}

test('issue 8 item 12: an add-component glob that backtracks exponentially in a JS RegExp finishes at once', async () => {
  const dir = tree(['a'.repeat(60), 'ok'])
  const pattern = `components/${'*a'.repeat(30)}*b`
  const t0 = Date.now()
  assert.deepEqual(await glob(dir, pattern), [])
  // Backtracking (30 stars over 60 characters) would not finish at all.
  assert.ok(Date.now() - t0 < NEVER_MS, `took ${Date.now() - t0} ms`)
  assert.deepEqual(await glob(dir, `components/${'*a'.repeat(30)}`), [`components/${'a'.repeat(60)}`])
})

test('R1.6.3 add component globs keep Go filepath.Match syntax', async () => {
  const dir = tree(['comp-a', 'comp-b', 'comp-z', 'x.y', 'star*', 'dash-'])
  assert.deepEqual(await glob(dir, 'components/comp-[a-c]'), ['components/comp-a', 'components/comp-b'])
  assert.deepEqual(await glob(dir, 'components/comp-[^a-c]'), ['components/comp-z'])
  assert.deepEqual(await glob(dir, 'components/comp-?'), ['components/comp-a', 'components/comp-b', 'components/comp-z'])
  assert.deepEqual(await glob(dir, 'components/x.?'), ['components/x.y'])
  assert.deepEqual(await glob(dir, 'components/x*y'), ['components/x.y'])
  assert.deepEqual(await glob(dir, 'components/star\\*'), ['components/star*'])
  assert.deepEqual(await glob(dir, 'components/dash[-]'), [], 'Go path.Match: a bare "-" in a class is ErrBadPattern')
  assert.deepEqual(await glob(dir, 'components/comp-[a'), [], 'a malformed class matches nothing')
  assert.deepEqual(await glob(dir, 'components/(comp|x).*'), [], 'RegExp syntax is literal')
})
