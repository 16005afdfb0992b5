// The tiers of the test suite (docs/testing.md), decided from each test file's own text, so a new file needs no entry:
//   unit    pure: no git, helm, kustomize or other program is started;
//   render  real git, helm, kustomize (or another program), in the test's process or the CLI's main called in it;
//   e2e     the bundled action (against the local GitHub API) or the CLI's or the action's entry started as a process;
//   slow    fuzzing, the corpus of real repositories, resource exhaustion: minutes, not seconds.
// A file is render when it imports node:child_process, or a test module that starts programs (SPAWNING), or one of
// helpers/tools.js's exports that do. A line `// test-tier: <tier>` in a file decides instead (a file that starts
// programs through src/ code, a benchmark-sized one). The unit tier is checked as it runs: a unit file that starts a
// program fails it (test/unit-files.ts).
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

export const TIERS = ['unit', 'render', 'e2e', 'slow']

/** Whole folders and files of the slow tier (paths from the repository root). */
const SLOW = ['test/fuzz/', 'test/acceptance/', 'test/pipeline/exhaustion.test.ts']

/** Files of the e2e tier besides *.e2e.test.ts and the users of github/harness.ts: a fresh build compared with dist/. */
const E2E = ['test/github/dist.test.ts']

/** Test modules (under test/, without .ts) whose every use starts programs. */
const SPAWNING = new Set([
  'helpers/git',
  'helpers/demo',
  'helpers/diff-repo',
  'helpers/chart-repo',
  'helpers/git-http',
  'helpers/helm-oracle',
  'helpers/sleepy',
  'helpers/cli',
  'fixtures/helm/charts',
  'fixtures/kustomize/harness',
  'fuzz/hostile-repo',
  'live/certs'
])
/** helpers/tools.js's exports that start programs (tempDir, writeTree and within do not). */
const SPAWNING_TOOLS = new Set(['runner', 'devToolbox', 'devBinaries', 'chartArchive', 'node24'])

/** The test modules a file imports (under test/, without .ts) with the names it takes from each. */
function imports(file, text) {
  const out = new Map()
  for (const m of text.matchAll(/import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w*\s,{}]+?)\s+from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
    const spec = m[2] ?? m[3]
    const path = spec.startsWith('.') ? relative('test', join(dirname(file), spec)).replace(/\.js$/, '') : spec
    const names = (m[1] ?? '*').split(',').map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
    )
    out.set(path, [...(out.get(path) ?? []), ...names])
  }
  return out
}

/** The tier of a test file (path from the repository root). */
export function tierOf(file, text = readFileSync(file, 'utf8')) {
  const marked = /^\/\/ test-tier: (\w+)/m.exec(text)?.[1]
  if (marked) {
    if (!TIERS.includes(marked)) throw new Error(`${file}: test-tier '${marked}' is not one of ${TIERS.join(', ')}`)
    return marked
  }
  if (SLOW.some((s) => file === s || (s.endsWith('/') && file.startsWith(s)))) return 'slow'
  const used = imports(file, text)
  if (
    file.endsWith('.e2e.test.ts') ||
    E2E.includes(file) ||
    needsBundle(file, text) ||
    (used.get('helpers/cli') ?? []).includes('CLI_ENTRY') ||
    /src\/(action|cli)\/main\.ts'/.test(text)
  )
    return 'e2e'
  if (used.has('node:child_process') || used.has('child_process')) return 'render'
  for (const [mod, names] of used) {
    if (SPAWNING.has(mod)) return 'render'
    if (mod === 'helpers/tools' && names.some((n) => n === '*' || SPAWNING_TOOLS.has(n))) return 'render'
  }
  return 'unit'
}

/**
 * Whether a file must have the machine to itself (a line `// test-alone: (why)`): it measures CPU limits, memory or
 * the event loop's latency, which files running beside it would disturb.
 */
export function runsAlone(text) {
  return /^\/\/ test-alone:/m.test(text)
}

/** Whether a file runs the action bundle (github/harness.ts's buildBundle or runAction). */
export function needsBundle(file, text = readFileSync(file, 'utf8')) {
  return (imports(file, text).get('github/harness') ?? []).some((n) => n === 'buildBundle' || n === 'runAction')
}
