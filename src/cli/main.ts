#!/usr/bin/env node
// The CLI entry (bundled to dist/cli.js, the package's `bin`), and the only CLI module with process-wide effects. A
// command that renders runs with a smaller young generation where V8 would size it for speed over memory
// (pipeline/relaunch.ts: on Node 24 the process starts itself again once); `--help`, `--version` and `merge` render
// nothing and run as started. The work is cli/run.ts's main, which tests call in their own process.
import { relaunch } from '../pipeline/relaunch.js'

const args = process.argv.slice(2)
if (args[0] !== 'merge' && !args.some((a) => a === '--help' || a === '--version')) relaunch()
const { main, installExitHandlers } = await import('./run.js')

// Renderers and scratch folders do not survive the CLI, however it ends (lifecycle.ts).
installExitHandlers()
// A reader that stops early (`prune-guard ... | head`) closes the pipe: end quietly with the run's exit status, as
// other command-line tools do, rather than report the failed write as an internal error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e
  process.exit(process.exitCode ?? 0)
})
main(args).then((code) => {
  process.exitCode = code
})
