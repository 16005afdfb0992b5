// The action runs the committed dist/index.js: it must be exactly what `npm run build` makes from the sources now.
// Builds into a temp folder and compares byte for byte (the build is deterministic: no timestamps, no absolute paths).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { node24, tempDir } from '../helpers/tools.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')

test('dist/ is up to date with the sources (run `npm run build` and commit dist/ when this fails)', () => {
  const out = join(tempDir('pg-dist-'), 'dist')
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), out], { cwd: ROOT, stdio: 'inherit' })
  const fresh = readdirSync(out).sort()
  assert.ok(existsSync(join(ROOT, 'dist')), 'dist/ is missing: run npm run build')
  assert.deepEqual(readdirSync(join(ROOT, 'dist')).sort(), fresh)
  assert.ok(fresh.includes('index.js') && fresh.includes('cli.js'))
  assert.ok(statSync(join(out, 'cli.js')).mode & 0o100, "dist/cli.js (the package's bin) is executable")
  // A source map per bundle (relative source paths, no source text) and the licence notices of what is bundled.
  for (const f of ['index.js', 'cli.js']) {
    assert.ok(readFileSync(join(out, f), 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${f}.map`), f)
    const map = JSON.parse(readFileSync(join(out, `${f}.map`), 'utf8'))
    assert.ok(
      map.sources.some((s: string) => /^src\/.*\.ts$/.test(s)),
      `${f}.map names the src/ files`
    )
    assert.ok(
      map.sources.every((s: string) => !s.startsWith('/') && !s.startsWith('..')),
      'paths relative to the repository'
    )
    assert.equal(map.sourceRoot, '../')
    assert.equal(map.sourcesContent, undefined)
  }
  const licenses = readFileSync(join(out, 'licenses.txt'), 'utf8')
  for (const pkg of ['@actions/core', '@actions/github', '@octokit/plugin-retry', '@octokit/plugin-throttling', 'undici', 'yaml', 'ajv', 're2js'])
    assert.match(licenses, new RegExp(`^${pkg.replace('/', '\\/')}@\\d+\\.\\d+\\.\\d+ \\(`, 'm'), pkg)
  assert.match(licenses, /Permission is hereby granted, free of charge/, 'the MIT notice text itself')
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

/** The files `entry` loads before it runs: itself and every file its static imports reach (not import()). */
function staticClosure(dir: string, entry: string): string[] {
  const seen = new Set<string>()
  const visit = (f: string): void => {
    if (seen.has(f)) return
    seen.add(f)
    const text = readFileSync(join(dir, f), 'utf8')
    for (const m of text.matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s*)?["']\.\/([^"']+)["']/gm)) visit(m[1]!)
  }
  visit(entry)
  return [...seen]
}

test('a run loads only what it uses: the Kubernetes client and the cache client are chunks that only import() reaches', () => {
  const dist = join(ROOT, 'dist')
  const holding = (marker: RegExp) => readdirSync(dist).filter((f) => f.endsWith('.js') && marker.test(readFileSync(join(dist, f), 'utf8')))
  const kubeClient = /\bclass _?KubeConfig\b/
  const cacheClient = /\bReserveCacheError\b/
  assert.equal(holding(kubeClient).length, 1, 'the Kubernetes client is bundled, once')
  assert.equal(holding(cacheClient).length, 1, "GitHub's cache client is bundled, once")
  for (const entry of ['cli.js', 'index.js', 'yaml-worker.js']) {
    const loaded = staticClosure(dist, entry)
    assert.ok(loaded.length > 1 || entry === 'yaml-worker.js', `${entry} imports its shared chunks`)
    for (const f of loaded) {
      const text = readFileSync(join(dist, f), 'utf8')
      assert.ok(!kubeClient.test(text), `${entry} loads ${f}, which holds the Kubernetes client`)
      assert.ok(!cacheClient.test(text), `${entry} loads ${f}, which holds the cache client`)
    }
  }
})

test('the CLI starts without loading Node’s own HTTP client (builtins are required, not imported: scripts/bundle-options.mjs)', () => {
  // An ES import of node:http reads its `WebSocket` export, which loads Node's bundled undici (~40 ms at every start).
  const probe = join(tempDir('pg-startup-'), 'probe.cjs')
  writeFileSync(
    probe,
    "process.on('exit', () => require('fs').writeSync(1, '\\nundici:' + process.moduleLoadList.some((m) => m.includes('undici')) + '\\n'))\n"
  )
  for (const args of [['--version'], ['--help']]) {
    // On the action's Node 24 (Node 20's node:http has no such getter).
    const out = execFileSync(existsSync(node24()) ? node24() : process.execPath, ['--require', probe, join(ROOT, 'dist', 'cli.js'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, PRUNE_GUARD_RELAUNCH: 'never' }
    })
    assert.match(out, /\nundici:false\n/, args.join(' '))
  }
})

test('dist/yaml-worker.js (which imports a shared chunk) starts and decodes a stream as the bundles start it', async () => {
  const { Worker } = await import('node:worker_threads')
  const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: >\n    folded\n---\nkind: Secret\n'
  const worker = new Worker(join(ROOT, 'dist', 'yaml-worker.js'), { workerData: { text } })
  const messages: unknown[] = []
  worker.on('message', (m) => messages.push(m))
  const code = await new Promise<number>((resolve, reject) => (worker.on('exit', resolve), worker.on('error', reject)))
  assert.equal(code, 0)
  const docs = messages.flatMap((m) => (m as { docs?: Array<{ value: unknown }> }).docs ?? []).map((d) => d.value)
  assert.deepEqual(docs, [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' }, data: { k: 'folded\n' } }, { kind: 'Secret' }])
  assert.deepEqual(messages.at(-1), { done: { errors: [] } })
})
