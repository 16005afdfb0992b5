// The action runs the committed dist/index.js: it must be exactly what `npm run build` makes from the sources now.
// Builds into a temp folder and compares byte for byte (the build is deterministic: no timestamps, no absolute paths).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { tempDir } from '../helpers/tools.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')

test('dist/ is up to date with the sources (run `npm run build` and commit dist/ when this fails)', () => {
  const out = join(tempDir('pg-dist-'), 'dist')
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), out], { cwd: ROOT, stdio: 'inherit' })
  const fresh = readdirSync(out).sort()
  assert.ok(existsSync(join(ROOT, 'dist')), 'dist/ is missing: run npm run build')
  assert.deepEqual(readdirSync(join(ROOT, 'dist')).sort(), fresh)
  assert.ok(fresh.includes('index.js') && fresh.includes('cli.js'))
  for (const f of fresh) {
    const same = readFileSync(join(out, f)).equals(readFileSync(join(ROOT, 'dist', f)))
    assert.ok(same, `dist/${f} is stale: run npm run build and commit dist/`)
  }
})

test('the build is deterministic: two builds are identical', () => {
  const a = join(tempDir('pg-dist-a-'), 'dist')
  const b = join(tempDir('pg-dist-b-'), 'dist')
  for (const o of [a, b]) execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), o], { cwd: ROOT, stdio: 'inherit' })
  for (const f of readdirSync(a)) assert.ok(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f)
})
