// The GitHub Action entry (bundled to dist/index.js): everything happens in run(); the exit code is the gate.
import { run } from '../github/main.js'
import { installExitHandlers } from '../pipeline/lifecycle.js'

// Renderers and scratch folders do not survive the action, however it ends (lifecycle.ts).
installExitHandlers()
run().then((code) => {
  process.exitCode = code
})
