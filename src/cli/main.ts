#!/usr/bin/env node
// The CLI entry (bundled to dist/cli.js, the package's `bin`). A command that renders runs with a smaller young
// generation where V8 would size it for speed over memory (pipeline/relaunch.ts: on Node 24 the process starts itself
// again once); `--help`, `--version` and `merge` render nothing and run as started. The work is cli/run.ts.
// Stack traces name the src/ files: the bundles ship source maps (dist/*.js.map), and Node reads a module's map only
// when it loads the module after they are turned on, so they are turned on first and everything else is imported
// after (dynamic imports: static ones would be loaded before this line runs).
process.setSourceMapsEnabled(true)
const { relaunch } = await import('../pipeline/relaunch.js')

const args = process.argv.slice(2)
if (args[0] !== 'merge' && !args.some((a) => a === '--help' || a === '--version')) relaunch()
await import('./run.js')
