// The CLI and the action run with a smaller young generation where the running V8 would size it for speed over memory,
// and with one V8 helper thread instead of Node's four.
// V8 13 (Node 24, the action's runtime) lets the young generation grow to 2 x 32 MB, twice V8 11's and 12's (Node 20,
// 22); a large render keeps almost every object it decodes, so the bigger nursery only adds memory and copying.
// Measured on Node 24.22 (2 cores, interleaved pairs): the 20,000-resource app through the CLI 3.82 -> 3.47 s and
// 370 -> 273 MB peak RSS with `--max-semi-space-size=16` (4 of 4 pairs; the same report), and 8 MB semi-spaces did
// better again (bench-child, 2026-12-03, interleaved pairs): the app alone 2.53 -> 2.44 s median (15 of 21 pairs
// faster; our CPU 1.63 -> 1.56 s, peak RSS 201 -> 185 MB), the every-app PR in 200 apps 7.4 -> 6.9 s of CPU (one
// benchmark each); the one-app PR in 200 apps 0.61 -> 0.62 s (8 of 21 pairs faster: the noise of a 0.6 s run). V8
// reads the size only when it starts, so the entry replaces itself once with the same program started with the flag
// (process.execve: same process id, environment and streams); that costs one Node start-up (0.06 s on the CLI's
// one-app PR in 200 apps on a slow day). Where the flag would change nothing (V8 before 13), where the user chose a
// size (NODE_OPTIONS or the command line), where execve is missing (before Node 23.11, Windows), or with
// PRUNE_GUARD_RELAUNCH=never, the entry runs as it was started.
// The helper threads (`--v8-pool-size`, Node's default 4) do V8's concurrent marking, compiling and parallel
// scavenging; while the renderers run they compete with them for the cores (the renderers get every core: one per
// renderer, GOMAXPROCS 1 each, lib/process/exec.ts). Measured on Node 24.22 with the young-generation flag (2 cores,
// fresh processes in rotated order): the 20,000-resource app cold 2.79 -> 2.67 s median (8 runs each; our CPU 1.91 ->
// 1.76 s), with the base render cached 2.58 -> 2.43 s (7 of 8 rounds faster, CPU 2.03 -> 1.79 s, peak RSS 6 MB
// less); the one-app PR in 200 apps 0.81 -> 0.77 s, the every-app PR in 50 apps 9.2 -> 9.0 s (CPU 2.45 -> 2.18 s). A
// pool size the user chose (NODE_OPTIONS or the command line) is kept.
import { execSelf } from '../lib/process/spawn.js'

export const YOUNG_GENERATION_FLAG = '--max-semi-space-size=8'
export const POOL_FLAG = '--v8-pool-size=1'
/** The flags of a relaunch where the user chose neither setting. */
export const RELAUNCH_FLAGS = [YOUNG_GENERATION_FLAG, POOL_FLAG]

/** The V8 flags of a young-generation size, chosen by the user or by the relaunch itself. */
const SIZED = /--(?:max-|min-)?semi-space|--max-new-space-size|--max-young-generation/
/** Node's flag of the V8 helper thread count, chosen by the user. */
const POOL = /--v8-pool-size/

/**
 * The flags to start again with, or undefined to run as started. `setting`: PRUNE_GUARD_RELAUNCH, `never`, `always`
 * or unset (by V8's major version).
 */
export function relaunchFlags(
  v8Version: string,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
  setting: string | undefined
): string[] | undefined {
  if (setting === 'never' || execArgv.some((a) => SIZED.test(a)) || SIZED.test(nodeOptions ?? '')) return undefined
  if (setting !== 'always' && !(Number.parseInt(v8Version, 10) >= 13)) return undefined
  return execArgv.some((a) => POOL.test(a)) || POOL.test(nodeOptions ?? '') ? [YOUNG_GENERATION_FLAG] : RELAUNCH_FLAGS
}

/** relaunchFlags for this Node and its environment, with `execArgv` as the flags it runs with. */
export function relaunchFlagsHere(execArgv: readonly string[] = process.execArgv): string[] | undefined {
  return relaunchFlags(process.versions.v8, execArgv, process.env.NODE_OPTIONS, process.env.PRUNE_GUARD_RELAUNCH)
}

/** Starts this program again with relaunchFlags (not returning), or returns: the caller then does its work here. */
export function relaunch(): void {
  const flags = relaunchFlagsHere()
  const script = process.argv[1]
  if (flags && script) execSelf([...process.execArgv, ...flags, script, ...process.argv.slice(2)])
}
