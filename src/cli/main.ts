#!/usr/bin/env node
// The CLI entry (bundled to dist/cli.js, the package's `bin`). A command that renders runs with a smaller young
// generation where V8 would size it for speed over memory (pipeline/relaunch.ts: on Node 24 the process starts itself
// again once); `--help`, `--version` and `merge` render nothing and run as started. The work is cli/run.ts.
import { relaunch } from '../pipeline/relaunch.js'

const args = process.argv.slice(2)
if (args[0] !== 'merge' && !args.some((a) => a === '--help' || a === '--version')) relaunch()
await import('./run.js')
