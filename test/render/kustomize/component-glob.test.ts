// `kustomize edit add component` expands its arguments with Go's filepath.Glob (R1.6.3). Segment matching is the one
// Go path.Match in lib/go (issue 10: the copy that lived here turned `\d` into a digit class).
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { glob } from '../../../src/render/kustomize/steps.js'
import { tempDir } from '../../helpers/tools.js'

function tree(...dirs: string[]): string {
  const root = tempDir()
  for (const d of dirs) mkdirSync(join(root, d), { recursive: true })
  return root
}

test('R1.6.3: a `\\d` in a component glob is an escaped `d` (Go path.Match), not a digit class', async () => {
  const cwd = tree('components/comp1', 'components/compd')
  assert.deepEqual(await glob(cwd, 'components/comp\\d'), ['components/compd'])
  assert.deepEqual(await glob(cwd, 'components/comp[0-9]'), ['components/comp1'])
  assert.deepEqual(await glob(cwd, 'components/*'), ['components/comp1', 'components/compd'])
})

test('R1.6.3: a malformed class matches nothing, as filepath.Match reports ErrBadPattern', async () => {
  const cwd = tree('components/a')
  assert.deepEqual(await glob(cwd, 'components/[a'), [])
})
