// Input `cache`: which keys the action restores and saves (the trust model: PR runs never write what branch runs
// restore), and an in-process run pair (a push on main, then a PR on it) with a recording fake of GitHub's cache
// service: the PR's base side comes from the cache saved by the push run.
import assert from 'node:assert/strict'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { run } from '../../src/github/main.js'
import { renderCachePlan, type CacheStore } from '../../src/github/render-cache.js'
import type { ReviewTarget } from '../../src/github/event.js'
import { demoRepo } from '../helpers/demo.js'
import { commit, git } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { pullRequestPayload } from './harness.js'

const target = (pr: number | null): ReviewTarget => ({
  base: 'b'.repeat(40),
  head: 'h'.repeat(40),
  checkSha: 'h'.repeat(40),
  notes: [],
  pr: pr === null ? null : { number: pr, headSha: 'h'.repeat(40), baseSha: 'b'.repeat(40), fork: false, labels: [], labeled: null }
})

test('render cache keys: PR runs save under their own PR; branch runs restore only branch keys; pull_request_target and merge queues save nothing', () => {
  const env = { RUNNER_TEMP: '/t', GITHUB_BASE_REF: 'main', GITHUB_REF_NAME: 'main' }
  const pr = renderCachePlan(env, 'pull_request', {}, target(7))
  assert.equal(pr.dir, join('/t', 'prune-guard-render-cache'))
  assert.equal(pr.primary, `prune-guard-render-v2:branch:main:${'b'.repeat(40)}`)
  assert.deepEqual(pr.restoreKeys, ['prune-guard-render-v2:pr:7:', 'prune-guard-render-v2:branch:main:'])
  assert.equal(pr.save, `prune-guard-render-v2:pr:7:${'h'.repeat(40)}`)
  const push = renderCachePlan(env, 'push', {}, target(null))
  assert.deepEqual(push.restoreKeys, ['prune-guard-render-v2:branch:main:'])
  assert.equal(push.save, `prune-guard-render-v2:branch:main:${'h'.repeat(40)}`)
  for (const k of [push.primary, ...push.restoreKeys]) assert.ok(!pr.save!.startsWith(k), `a branch run never matches a PR key (${k})`)
  assert.equal(renderCachePlan(env, 'pull_request_target', {}, target(7)).save, null)
  const mq = renderCachePlan(
    { GITHUB_REF_NAME: 'gh-readonly-queue/main/pr-7-abc' },
    'merge_group',
    { merge_group: { base_ref: 'refs/heads/main' } },
    target(null)
  )
  assert.deepEqual([mq.restoreKeys, mq.save], [['prune-guard-render-v2:branch:main:'], null])
  assert.ok(!renderCachePlan({ GITHUB_REF_NAME: 'a,b' }, 'push', {}, target(null)).save!.includes(','), 'no comma in a key')
})

/** GitHub's cache service as the action sees it: exact key, then newest entry per prefix; saved keys are immutable. */
function fakeStore(root: string): CacheStore & { calls: string[]; saved: Map<string, string> } {
  const saved = new Map<string, string>()
  const calls: string[] = []
  return {
    calls,
    saved,
    isFeatureAvailable: () => true,
    async restoreCache(paths, primary, restoreKeys = []) {
      calls.push(`restore ${primary} | ${restoreKeys.join(' | ')}`)
      const keys = [...saved.keys()].reverse()
      const hit = saved.has(primary) ? primary : restoreKeys.map((p) => keys.find((k) => k.startsWith(p))).find((k) => k !== undefined)
      if (hit) cpSync(saved.get(hit)!, paths[0]!, { recursive: true })
      return hit
    },
    async saveCache(paths, key) {
      calls.push(`save ${key}`)
      if (saved.has(key)) throw new Error(`key ${key} exists`)
      const copy = join(root, String(saved.size))
      cpSync(paths[0]!, copy, { recursive: true })
      saved.set(key, copy)
      return saved.size
    }
  }
}

function actionEnv(repo: string, event: string, payload: unknown, extra: Record<string, string>): { env: Record<string, string>; temp: string } {
  const dir = tempDir('pg-cache-action-')
  writeFileSync(join(dir, 'event.json'), JSON.stringify(payload))
  writeFileSync(join(dir, 'summary.md'), '')
  writeFileSync(join(dir, 'output'), '')
  mkdirSync(join(dir, 'temp'))
  const { helmPath, kustomizePath } = devBinaries()
  return {
    temp: join(dir, 'temp'),
    env: {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_REPOSITORY: 'acme/gitops',
      GITHUB_WORKSPACE: repo,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: 'http://127.0.0.1:9',
      GITHUB_RUN_ID: '4242',
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_OUTPUT: join(dir, 'output'),
      RUNNER_TEMP: join(dir, 'temp'),
      'INPUT_GITHUB-TOKEN': '',
      INPUT_MODE: 'auto',
      'INPUT_HELM-PATH': helmPath,
      'INPUT_KUSTOMIZE-PATH': kustomizePath,
      INPUT_CACHE: 'true',
      ...extra
    }
  }
}

test('input cache: a push run on main saves its renders; the PR on it restores them and renders only its head side', async () => {
  const repo = demoRepo()
  const [b0, b1] = [git(repo, 'rev-parse', 'HEAD~1'), git(repo, 'rev-parse', 'HEAD')]
  const p = commit(repo, { 'charts/shop/values-prod.yaml': 'replicaCount: 5\n' }, 'pr')
  const store = fakeStore(tempDir('pg-cache-service-'))

  const push = actionEnv(repo, 'push', { before: b0, after: b1 }, { GITHUB_SHA: b1, GITHUB_REF_NAME: 'main' })
  let log = ''
  assert.equal(await run(push.env, (s) => void (log += s), { cacheStore: store }), 1, log)
  assert.deepEqual(store.calls, [
    `restore prune-guard-render-v2:branch:main:${b0} | prune-guard-render-v2:branch:main:`,
    `save prune-guard-render-v2:branch:main:${b1}`
  ])
  rmSync(join(push.temp, 'prune-guard-render-cache'), { recursive: true }) // another runner: only the service keeps it

  const pr = actionEnv(repo, 'pull_request', pullRequestPayload({ number: 7, base: b1, head: p }), { GITHUB_SHA: p, GITHUB_BASE_REF: 'main' })
  log = ''
  await run(pr.env, (s) => void (log += s), { cacheStore: store })
  assert.match(log, new RegExp(`render cache restored from prune-guard-render-v2:branch:main:${b1}`))
  assert.equal(store.calls.at(-1), `save prune-guard-render-v2:pr:7:${p}`)
  const report = JSON.parse(readFileSync(join(pr.temp, 'prune-guard', 'report.json'), 'utf8'))
  assert.deepEqual(report.renderCache, { hits: 1, misses: 1, rejected: 0, uncacheable: 0 }, 'shop at base from the cache, shop at head rendered')

  // A later run on main does not restore the PR's key (the newest) even though the fake service would let it.
  const again = actionEnv(repo, 'push', { before: p, after: p }, { GITHUB_SHA: p, GITHUB_REF_NAME: 'main' })
  log = ''
  await run(again.env, (s) => void (log += s), { cacheStore: store })
  assert.match(log, new RegExp(`render cache restored from prune-guard-render-v2:branch:main:${b1}`))
})

test('input cache: a cache service that is not available is a warning; the run goes on without a cache', async () => {
  const repo = demoRepo()
  const { env } = actionEnv(
    repo,
    'push',
    { before: git(repo, 'rev-parse', 'HEAD~1'), after: git(repo, 'rev-parse', 'HEAD') },
    { GITHUB_SHA: git(repo, 'rev-parse', 'HEAD'), GITHUB_REF_NAME: 'main' }
  )
  let log = ''
  const calls: string[] = []
  const down = {
    isFeatureAvailable: () => false,
    restoreCache: () => (calls.push('restore'), Promise.resolve(undefined)),
    saveCache: () => (calls.push('save'), Promise.resolve(1))
  }
  assert.equal(await run(env, (s) => void (log += s), { cacheStore: down }), 1, log)
  assert.match(log, /^::warning::Input 'cache' is true but the GitHub cache service is not available/m)
  assert.deepEqual(calls, [])
  const failing = {
    isFeatureAvailable: () => true,
    restoreCache: () => Promise.reject(new Error('timeout')),
    saveCache: () => Promise.reject(new Error('network down'))
  }
  log = ''
  assert.equal(await run(env, (s) => void (log += s), { cacheStore: failing }), 1, log)
  assert.match(log, /^::warning::The render cache could not be restored \(timeout\)/m)
  assert.match(log, /^::warning::The render cache could not be saved \(network down\)/m)
})
