#!/usr/bin/env node
// Bundles the CLI and the GitHub Action into dist/ (committed: the action runs dist/index.js), each with a source map
// (positions only, no source text: stack traces name src/ files; the sources are in the repository), and
// dist/licenses.txt: the licence notice of every package the bundles contain, from its own LICENSE file.
import { build } from 'esbuild'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { bundleOptions } from './bundle-options.mjs'

const entries = [{ in: 'src/cli/main.ts', out: 'cli' }]
if (existsSync('src/action/main.ts')) entries.push({ in: 'src/action/main.ts', out: 'index' })
// The worker that decodes large renders off the main thread (src/lib/yaml/offthread.ts loads dist/yaml-worker.js).
if (existsSync('src/lib/yaml/worker.ts')) entries.push({ in: 'src/lib/yaml/worker.ts', out: 'yaml-worker' })

// `node scripts/build.mjs [outdir]`: another outdir lets a test compare a fresh build with the committed dist/.
// esbuild always builds for dist/ (in memory), then the files are written to outdir: the names of the split chunks
// carry a hash of their content and source map, which must not depend on where the build is written.
const outdir = process.argv[2] ?? 'dist'
const planned = resolve('dist')
const result = await build({
  entryPoints: entries,
  outdir: planned,
  ...bundleOptions,
  sourcemap: 'linked',
  sourcesContent: false,
  metafile: true,
  write: false
})
rmSync(outdir, { recursive: true, force: true })
mkdirSync(outdir, { recursive: true })
for (const file of result.outputFiles) {
  const name = relative(planned, file.path)
  if (!file.path.endsWith('.map')) {
    // An entry with a hashbang (dist/cli.js, the package's `bin`) is executable, as esbuild writes it.
    writeFileSync(join(outdir, name), file.contents, { mode: file.text.startsWith('#!') ? 0o755 : 0o644 })
    continue
  }
  // Source paths relative to the repository (src/…, node_modules/…), whatever the outdir, so builds compare byte
  // for byte; sourceRoot points from dist/ back to the repository.
  const map = JSON.parse(file.text)
  map.sources = map.sources.map((s) => relative(process.cwd(), resolve(planned, s)).split('\\').join('/'))
  map.sourceRoot = '../'
  writeFileSync(join(outdir, name), JSON.stringify(map))
}

/** The package folder of a bundled input (the innermost node_modules/<name> or node_modules/@scope/<name>). */
function packageDir(input) {
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)
  return m ? m[1] : null
}

const dirs = new Set()
for (const output of Object.values(result.metafile.outputs))
  for (const input of Object.keys(output.inputs)) {
    const dir = packageDir(input)
    if (dir) dirs.add(dir)
  }
const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i
const notices = [...dirs]
  .map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const files = readdirSync(dir)
      .filter((f) => LICENSE_FILE.test(f))
      .sort()
    const text = files.map((f) => readFileSync(join(dir, f), 'utf8').trim()).join('\n\n')
    return {
      id: `${pkg.name}@${pkg.version}`,
      license: pkg.license ?? 'UNKNOWN',
      text: text || `(the package ships no licence file; package.json declares ${pkg.license ?? 'no licence'})`
    }
  })
  .filter((n, i, all) => all.findIndex((o) => o.id === n.id) === i)
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
const rule = '-'.repeat(78)
writeFileSync(
  join(outdir, 'licenses.txt'),
  `Licence notices of the third-party packages bundled into ${entries.map((e) => `${e.out}.js`).join(' and ')}.\n\n` +
    notices.map((n) => `${rule}\n${n.id} (${n.license})\n${rule}\n\n${n.text}\n`).join('\n')
)
