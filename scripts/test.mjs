#!/usr/bin/env node
// Runs the test files (test/**/*.test.ts) with node's test runner, TypeScript through tsx (docs/testing.md).
//   node scripts/test.mjs [--tier unit|render|e2e|slow]... [--isolate] [--concurrency <n>] [--list] [substring]...
// --tier (repeatable, or comma-separated) keeps the files of those tiers (scripts/test-tiers.mjs), default all; each
// substring keeps the files whose path contains it. The unit files run in one process (test/unit-files.ts: they
// start no program and load the same modules; --isolate gives each its own); every other file runs in its own
// process, `--concurrency` (default: the machine's cores) at a time, the slowest tiers first; a file marked
// `// test-alone:` runs before them, by itself. When a selected file
// runs the action bundle, the bundle is built once here and shared by path (PRUNE_GUARD_TEST_BUNDLE).
import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { needsBundle, runsAlone, tierOf, TIERS } from './test-tiers.mjs'

const { values, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    tier: { type: 'string', multiple: true },
    isolate: { type: 'boolean' },
    concurrency: { type: 'string' },
    list: { type: 'boolean' }
  }
})
const tiers = (values.tier ?? TIERS).flatMap((t) => t.split(','))
for (const t of tiers) if (!TIERS.includes(t)) fail(`unknown tier '${t}': the tiers are ${TIERS.join(', ')}`)

function find(dir) {
  const out = []
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) out.push(...find(p))
    else if (name.endsWith('.test.ts')) out.push(p)
  }
  return out
}

function fail(message) {
  console.error(message)
  process.exit(1)
}

const files = find('test')
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .map((file) => ({ file, tier: tierOf(file) }))
  .filter((f) => tiers.includes(f.tier))
if (files.length === 0) fail('no test files matched')
if (values.list) {
  for (const f of files) console.log(`${f.tier.padEnd(7)} ${f.file}`)
  process.exit(0)
}

const env = { ...process.env }
if (!env.PRUNE_GUARD_TEST_BUNDLE && files.some((f) => needsBundle(f.file))) {
  // Under .tools/ (inside the repository) so the bundle finds the dev helm and kustomize, as dist/ does.
  const out = join('.tools', `test-bundle-${process.pid}`)
  process.on('exit', () => rmSync(out, { recursive: true, force: true }))
  const built = spawnSync(process.execPath, [join('scripts', 'build.mjs'), out], { stdio: 'inherit' })
  if (built.status !== 0) fail('the action bundle could not be built')
  env.PRUNE_GUARD_TEST_BUNDLE = join(process.cwd(), out, 'index.js')
}

// Slowest first: the long files start while the short ones fill the other slots.
const order = ['slow', 'e2e', 'unit', 'render']
const byTier = (t) => files.filter((f) => f.tier === t).map((f) => f.file)
const units = byTier('unit')
const grouped = !values.isolate && units.length > 1
if (grouped) env.PRUNE_GUARD_TEST_UNIT_FILES = JSON.stringify(units)
const all = order.flatMap((t) => (t === 'unit' && grouped ? [join('test', 'unit-files.ts')] : byTier(t)))
const alone = all.filter((f) => f.endsWith('.test.ts') && runsAlone(readFileSync(f, 'utf8')))
const rest = all.filter((f) => !alone.includes(f))
const concurrency = values.concurrency ?? String(availableParallelism())
const test = (list, n) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${n}`, ...list], { stdio: 'inherit', env }).status ?? 1
const status = [alone.length > 0 ? test(alone, 1) : 0, rest.length > 0 ? test(rest, concurrency) : 0]
process.exit(Math.max(...status))
