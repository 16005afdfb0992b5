// The GitHub Action entry (bundled to dist/index.js; action.yml runs it on node24). The action runs with a smaller
// young generation where V8 would size it for speed over memory (pipeline/relaunch.ts: on Node 24 the process starts
// itself again once, same process id). The work is action/run.ts.
// Stack traces name the src/ files: the bundles ship source maps (dist/*.js.map), and Node reads a module's map only
// when it loads the module after they are turned on, so they are turned on first and everything else is imported
// after (dynamic imports: static ones would be loaded before this line runs).
process.setSourceMapsEnabled(true)
const { relaunch } = await import('../pipeline/relaunch.js')

relaunch()
await import('./run.js')
