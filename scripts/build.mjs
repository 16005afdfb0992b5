#!/usr/bin/env node
// Bundles the CLI and the GitHub Action into dist/ (committed: the action runs dist/index.js).
import { build } from 'esbuild'
import { rmSync } from 'node:fs'
import { existsSync } from 'node:fs'

const entries = [{ in: 'src/cli/main.ts', out: 'cli' }]
if (existsSync('src/action/main.ts')) entries.push({ in: 'src/action/main.ts', out: 'index' })

// `node scripts/build.mjs [outdir]`: another outdir lets a test compare a fresh build with the committed dist/.
const outdir = process.argv[2] ?? 'dist'
rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: entries,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // ESM bundles of CommonJS dependencies need a require().
  banner: { js: "import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);" }
})
