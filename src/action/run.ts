// The GitHub Action's work, loaded by its entry (action/main.ts) in this process or in a relaunched one
// (pipeline/relaunch.ts): everything happens in run(); the exit code is the gate.
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
