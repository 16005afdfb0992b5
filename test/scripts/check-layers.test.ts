// The layering check that `npm test` runs (scripts/check-layers.mjs): zero cycles, upward imports, deep imports and
// misplaced package imports in src/, and it does catch each on a small tree.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { tempDir, writeTree } from '../helpers/tools.js'
// @ts-expect-error: a plain .mjs script without type declarations
import { check } from '../../scripts/check-layers.mjs'

type Result = { files: number; cycles: number; problems: string[] }
const run = check as (src?: string, faces?: Record<string, string>) => Result

test('src/ has no import cycle, no import pointing up the layer order, no deep import and no misplaced package import', () => {
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
  const r = run(src, { argocd: 'x' })
  assert.equal(r.cycles, 1)
  assert.deepEqual(r.problems.sort(), [
    'import cycle: src/lib/a.ts <-> src/lib/b.ts',
    'src/gotemplate/t.ts (gotemplate) imports src/argocd/x.ts (argocd): an upward import'
  ])
})

test("a deep import past a folder's face, node:child_process outside lib/process and yaml outside the YAML module are reported", () => {
  const src = tempDir()
  writeTree(src, {
    'lib/yaml/yaml.ts': "import { parse } from 'yaml'\nexport const p = parse\n",
    'lib/yaml/extra.ts': "import { Lexer } from 'yaml'\nexport const l = Lexer\n",
    'lib/process/spawn.ts': "import { spawn } from 'node:child_process'\nexport const s = spawn\n",
    'render/helm/helm.ts': "import { t } from './tgz.js'\nimport { p } from '../../lib/yaml/yaml.js'\nexport const h = [t, p]\n",
    'render/helm/tgz.ts': 'export const t = 1\n',
    'render/app.ts': "import { h } from './helm/helm.js'\nimport { t } from './helm/tgz.js'\nexport const a = [h, t]\n",
    'render/types.ts': "import { t } from './helm/tgz.js'\nexport const u = t\n",
    'render/helm/values.ts': "import { u } from '../types.js'\nexport const v = u\n",
    'plan/plan.ts':
      "import { execFile } from 'child_process'\nimport { parse } from 'yaml'\nimport { stringify } from 'yaml/util'\nexport const q = [execFile, parse, stringify]\n",
    'plan/side.ts': "const cp = await import('node:child_process')\nexport const s = cp\n"
  })
  const faces = { 'lib/yaml': 'yaml', 'lib/process': 'spawn', 'render/helm': 'helm gone', render: 'app' }
  assert.deepEqual(run(src, faces).problems.sort(), [
    'FACES in scripts/check-layers.mjs names src/render/helm/gone.ts, which does not exist',
    'src/plan/plan.ts imports child_process: only src/lib/process/ may (use what it exports)',
    'src/plan/plan.ts imports yaml/util: only the YAML module (src/lib/yaml/) may (use what it exports)',
    'src/plan/plan.ts imports yaml: only the YAML module (src/lib/yaml/) may (use what it exports)',
    'src/plan/side.ts imports node:child_process: only src/lib/process/ may (use what it exports)',
    'src/render/app.ts imports src/render/helm/tgz.ts, which is internal to src/render/helm/ (its face: helm.ts, gone.ts); import the face, or add the module to FACES in scripts/check-layers.mjs if other folders are meant to use it',
    'src/render/types.ts imports src/render/helm/tgz.ts, which is internal to src/render/helm/ (its face: helm.ts, gone.ts); import the face, or add the module to FACES in scripts/check-layers.mjs if other folders are meant to use it'
  ])
})
