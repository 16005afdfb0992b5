// Input `cache: true`: the render cache directory is restored with GitHub's cache service (@actions/cache) before the
// analysis and saved after it. Which keys a run restores and saves is the trust model (docs/render-cache.md):
//   * GitHub scopes caches by ref: a pull_request run reads caches of its own PR and of its base/default branch, and
//     what it saves is readable only by later runs of the same PR. Default-branch runs never see PR caches.
//   * Key names keep the scopes apart on top of that: branch runs use `…:branch:<branch>:<sha>` and restore only that
//     prefix; PR runs save under `…:pr:<number>:<sha>`. A pull_request_target run (base-branch scope, PR content)
//     and a merge queue run save nothing.
// Every entry is still verified when read (render/disk-cache.ts); the service calls are a seam (CacheStore) so tests
// record them. A cache that cannot be restored or saved is a warning, never a failed run.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CACHE_FORMAT } from '../render/disk-cache.js'
import type { ReviewTarget } from './event.js'
import type { Env, Runner } from './runner.js'
import { errorMessage } from '../lib/errors.js'

/** The part of @actions/cache the action uses. */
export interface CacheStore {
  isFeatureAvailable(): boolean | Promise<boolean>
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>
  saveCache(paths: string[], key: string): Promise<number>
}

export interface CachePlan {
  dir: string
  primary: string
  restoreKeys: string[]
  /** Key to save under after the run, or null when this kind of run must not save (see header). */
  save: string | null
}

/** The entry format is in the key: a cache of another format is never restored (its entries could not be used). */
const PREFIX = `prune-guard-render-v${CACHE_FORMAT}`
/** Cache keys may not hold commas; ':' cannot occur in a git ref, so it separates the parts. */
const part = (s: string): string => s.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 200)
const branchKey = (branch: string): string => `${PREFIX}:branch:${part(branch)}:`

export function renderCachePlan(env: Env, eventName: string, payload: Record<string, unknown>, target: ReviewTarget): CachePlan {
  const dir = join(env.RUNNER_TEMP || tmpdir(), 'prune-guard-render-cache')
  if (target.pr) {
    const base = branchKey(env.GITHUB_BASE_REF || 'default')
    const own = `${PREFIX}:pr:${target.pr.number}:`
    return {
      dir,
      // The base commit's own cache first (a run on the base branch at that commit), then this PR's last one, then the
      // base branch's newest.
      primary: `${base}${target.base}`,
      restoreKeys: [own, base],
      save: eventName === 'pull_request' ? `${own}${target.head}` : null
    }
  }
  const mg = payload.merge_group as { base_ref?: unknown } | undefined
  if (eventName === 'merge_group') {
    const base = branchKey(typeof mg?.base_ref === 'string' ? mg.base_ref.replace(/^refs\/heads\//, '') : 'default')
    return { dir, primary: `${base}${target.base}`, restoreKeys: [base], save: null }
  }
  const branch = branchKey(env.GITHUB_REF_NAME || 'default')
  return { dir, primary: `${branch}${target.base}`, restoreKeys: [branch], save: `${branch}${target.head}` }
}

/** Restores the cache directory: `available` false when the service cannot be used (then no cache at all). */
export async function restoreRenderCache(runner: Runner, store: CacheStore, plan: CachePlan): Promise<{ available: boolean; restored?: string }> {
  try {
    if (!(await store.isFeatureAvailable())) {
      runner.warning("Input 'cache' is true but the GitHub cache service is not available to this run; rendering without a cache.")
      return { available: false }
    }
    const restored = await store.restoreCache([plan.dir], plan.primary, plan.restoreKeys)
    runner.info(restored ? `render cache restored from ${restored}` : 'render cache: nothing to restore yet')
    return { available: true, restored }
  } catch (e) {
    runner.warning(`The render cache could not be restored (${errorMessage(e)}); rendering without it.`)
    return { available: true }
  }
}

/** Saves the directory when this run may save and added entries (cache keys are immutable: a taken key is skipped). */
export async function saveRenderCache(runner: Runner, store: CacheStore, plan: CachePlan, written: number, restored: string | undefined): Promise<void> {
  if (!plan.save || written === 0 || restored === plan.save) return
  try {
    await store.saveCache([plan.dir], plan.save)
    runner.info(`render cache saved as ${plan.save} (${written} new render(s))`)
  } catch (e) {
    runner.warning(`The render cache could not be saved (${errorMessage(e)}); the next run renders these apps again.`)
  }
}
