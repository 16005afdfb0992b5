// The GitHub Action entry (bundled to dist/index.js): everything happens in run(); the exit code is the gate.
import { run } from '../github/main.js'
import { installExitHandlers } from '../pipeline/lifecycle.js'

// Renderers and scratch folders do not survive the action, however it ends (lifecycle.ts).
installExitHandlers()
// GitHub's cache service, loaded only when input `cache` is true and a run restores or saves.
const cacheStore = {
  isFeatureAvailable: async () => (await import('@actions/cache')).isFeatureAvailable(),
  restoreCache: async (paths: string[], key: string, restoreKeys?: string[]) => (await import('@actions/cache')).restoreCache(paths, key, restoreKeys),
  saveCache: async (paths: string[], key: string) => (await import('@actions/cache')).saveCache(paths, key)
}
run(process.env, undefined, { cacheStore }).then((code) => {
  process.exitCode = code
})
