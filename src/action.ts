// The GitHub Action entry (bundled to dist/index.js): everything happens in run(); the exit code is the gate.
import { run } from './github/main.js'

run().then((code) => {
  process.exitCode = code
})
