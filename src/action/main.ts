// The GitHub Action entry (bundled to dist/index.js; action.yml runs it on node24). The action runs with a smaller
// young generation where V8 would size it for speed over memory (pipeline/relaunch.ts: on Node 24 the process starts
// itself again once, same process id). The work is action/run.ts.
import { relaunch } from '../pipeline/relaunch.js'

relaunch()
await import('./run.js')
