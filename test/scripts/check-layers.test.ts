// The layering check that `npm test` runs (scripts/check-layers.mjs): zero cycles and zero upward imports in src/,
// and it does catch both on a small tree.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { tempDir, writeTree } from '../helpers/tools.js'
// @ts-expect-error: a plain .mjs script without type declarations
import { check } from '../../scripts/check-layers.mjs'

type Result = { files: number; cycles: number; problems: string[] }
const run = check as (src?: string) => Result

test('src/ has no import cycle and no import pointing up the layer order', () => {
  const r = run()
  assert.deepEqual(r.problems, [])
  assert.ok(r.files > 100)
})

test('a cycle (type-only imports count) and an upward import are reported', () => {
  const src = tempDir()
  writeTree(src, {
    'lib/a.ts': "import type { B } from './b.js'\nexport type A = B\n",
    'lib/b.ts': "import type { A } from './a.js'\nexport type B = A | 1\n",
    'gotemplate/t.ts': "import { x } from '../argocd/x.js'\nexport const t = x\n",
    'argocd/x.ts': 'export const x = 1\n',
    'render/ok.ts': "import { x } from '../argocd/x.js'\nexport const y = x\n"
  })
  const r = run(src)
  assert.equal(r.cycles, 1)
  assert.deepEqual(r.problems.sort(), [
    'import cycle: src/lib/a.ts <-> src/lib/b.ts',
    'src/gotemplate/t.ts (gotemplate) imports src/argocd/x.ts (argocd): an upward import'
  ])
})
