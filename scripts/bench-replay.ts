// The floor's replay in a process of its own (scripts/bench-floor.ts): a fresh, small Node process runs the recorded
// invocations with the guard's runner, N at once, so the floor never depends on what the benchmark's own process holds
// (a fork's cost grows with the parent's memory; from a process holding a whole 50-app analysis, 138 MB, the replay
// measured the same as from this one).
// Input: a JSON file of invocations and the concurrency; output on stdout: {"ms", "failed", "runs"}.
import { readFileSync } from 'node:fs'
import { createToolRunner } from '../src/lib/process/exec.js'
import { createLimiter } from '../src/lib/pool.js'
import type { RunOptions, Tool } from '../src/render/types.js'

const calls = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { tool: Tool; args: string[]; opts: RunOptions }[]
const concurrency = Number(process.argv[3])
const runner = createToolRunner()
const limit = createLimiter(concurrency)
let failed = 0
const t0 = performance.now()
await Promise.all(
  calls.map((c) =>
    limit(async () => {
      const r = await runner.run(c.tool, c.args, c.opts)
      if (r.code !== 0) {
        failed++
        if (process.env.BENCH_DEBUG) console.error(c.args.join(' '), c.opts.cwd, r.stderr.slice(0, 300))
      }
    })
  )
)
console.log(JSON.stringify({ ms: performance.now() - t0, failed, runs: calls.length }))
