// The unit tier's files in one process (scripts/test.mjs passes their paths in PRUNE_GUARD_TEST_UNIT_FILES): they
// start no program, so what a process of their own would cost (starting node and tsx, loading the same modules
// again) is most of their time. Their tests run in file order, each file's in its own order, as in separate processes;
// a failure's stack names its file. `node scripts/test.mjs --isolate` runs each file in a process of its own.
// The tier is checked here: a program started while they run (other than tsx's esbuild) fails the run, naming it;
// its file belongs in the render tier (`// test-tier: render`, scripts/test-tiers.mjs).
import childProcess from 'node:child_process'
import { syncBuiltinESMExports } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const files = process.env.PRUNE_GUARD_TEST_UNIT_FILES
if (!files) throw new Error('test/unit-files.ts runs the files that scripts/test.mjs gives it: run `node scripts/test.mjs --tier unit`')

const started: string[] = []
const cp = childProcess as unknown as Record<string, (...args: unknown[]) => unknown>
for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']) {
  const original = cp[name]!
  cp[name] = function (this: unknown, ...args: unknown[]) {
    if (!/esbuild/.test(String(args[0]))) {
      const caller = new Error().stack?.split('\n').find((l) => /\/test\/.*\.test\.ts/.test(l))
      started.push(`${name} ${String(args[0])}${caller ? ` (${caller.trim()})` : ''}`)
    }
    return original.apply(this, args)
  }
}
syncBuiltinESMExports()
process.on('exit', () => {
  if (started.length === 0) return
  process.stderr.write(`unit tier: programs were started (their files belong in the render tier):\n  ${[...new Set(started)].join('\n  ')}\n`)
  process.exitCode = 1
})

for (const file of JSON.parse(files) as string[]) await import(pathToFileURL(resolve(file)).href)
