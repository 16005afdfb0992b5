// The render cache across runs, wired into a run (render/disk-cache.ts stores entries). An app render is a pure
// function of: the app's fingerprint (render/inputs.ts: the Application manifest and, per source, every repository
// file it reads, the cluster facts, kustomize build options and control-plane namespace, the revision when the app
// reads it), the renderer binaries (rendererIdentity), the guard's version, and the settings that reach a renderer
// (repository URLs, plugins, network policy, resource bounds). The key is a hash over all of them. Only renders that
// succeeded without reading the network are stored; an app that could not be fingerprinted is never looked up.
import type { Config } from '../config/config.js'
import type { AppRender } from '../render/app.js'
import type { BinaryOptions, Toolbox } from '../render/binaries.js'
import type { RevisionContext } from '../render/context.js'
import { DEFAULT_MAX_CACHE_MB, RenderCache, renderCacheKey, rendererIdentity, type CacheCounters } from '../render/disk-cache.js'
import type { Fingerprint } from '../render/inputs.js'
import { VERSION } from '../lib/version.js'

export interface RunCache {
  /** `render` unless a verified entry answers; stores what `render` returns when it may be cached. */
  through(fp: Fingerprint, ctx: RevisionContext, render: () => Promise<AppRender>): Promise<AppRender>
  counters: CacheCounters
  /** The render came from the cache (for the progress log). */
  fromCache(r: AppRender): boolean
  /** `to`, a copy of `from` with more said, counts as from the cache when `from` does. */
  derived(from: AppRender, to: AppRender): AppRender
  /**
   * Waits for what is left to write, remembers the renderer versions, evicts down to the size cap, and logs the run's
   * figures; returns them as the report and the run's stats give them.
   */
  finish(log?: (line: string) => void): Promise<CacheFigures>
}

export interface CacheFigures {
  report: { hits: number; misses: number; rejected: number; uncacheable: number }
  stats: { cacheHits: number; cacheMisses: number; cacheRejected: number; cacheWritten: number }
}

/** `turn`: resolves when a hit may be read now (pipeline/renders-first.ts); default at once. */
export function runCache(dir: string, config: Config, toolbox: Toolbox, binaries: BinaryOptions, turn: () => Promise<void> = async () => {}): RunCache {
  const cache = new RenderCache(dir)
  const renderers = rendererIdentity(binaries)
  // The version probe is skipped for binaries whose version an earlier run recorded (same path, size and mtime).
  const known = cache.knownVersions(renderers)
  Object.assign(toolbox.known, known)
  const settings = {
    guard: VERSION,
    renderers,
    plugins: config.plugins,
    network: config.network,
    allowedHosts: config.allowedHosts,
    // A render that succeeds within one bound may be stopped by a lower one: the bounds are inputs too.
    memoryMB: config.renderMemoryLimitMB,
    outputMB: config.maxRenderOutputMB
  }
  const keyOf = (fp: Fingerprint, ctx: RevisionContext): string | undefined => {
    // R1.1.4: a revision with an out-of-bounds symlink fails every app; the render must say so, not the cache.
    if (fp.app === undefined || ctx.symlinkError) return undefined
    // Content fetched at render time (charts from Helm repositories or OCI registries, other repositories, remote bases,
    // chart dependencies from repositories): only its reference is in the key (render/inputs.ts `external`).
    // Sources pinned to several revisions, or beside following ones: this fingerprint lists this revision's files for them.
    if (fp.external || fp.pinned || fp.partlyPinned) return undefined
    return renderCacheKey({ app: fp.app, origins: ctx.repoURLs, settings })
  }
  const hits = new WeakSet<AppRender>()
  // Renders to store once the versions of the binaries that rendered them are known (their probes may still run).
  const waiting: Array<Promise<void>> = []
  return {
    counters: cache.counters,
    fromCache: (r) => hits.has(r),
    derived: (from, to) => (hits.has(from) && hits.add(to), to),
    async through(fp, ctx, render) {
      // Every source pinned to one revision: pipeline/render-at.ts looks it up by its inputs at that revision's commit.
      if (fp.pinned?.length === 1) return render()
      const key = keyOf(fp, ctx)
      if (key === undefined) return (cache.counters.uncacheable++, render())
      // A likely hit waits until the renders ready to start have started; a miss renders at once.
      if (cache.has(key)) await turn()
      const hit = cache.get(key, ctx.checkDeterminism)
      if (hit) {
        // The versions the binaries (same identity) reported when the entry was written, for the report header.
        for (const [tool, v] of Object.entries(hit.versions)) toolbox.versions[tool] ??= v
        hits.add(hit.render)
        return hit.render
      }
      const r = await render()
      // The entry records those versions; the render is not held back for them (an app-of-apps parent's children are
      // found from it). A probe that fails the run (a binary that cannot start) stores nothing.
      if (!r.error && !r.notRendered && !r.fetched) {
        waiting.push(
          toolbox.settled().then(
            (versions) => void cache.putLater(key, r, ctx.checkDeterminism, versions),
            () => {}
          )
        )
      }
      return r
    },
    finish: async (log) => {
      await Promise.all(waiting)
      await cache.flush() // the writes putLater started, including those started while it waits
      cache.rememberVersions(renderers, toolbox.versions, known)
      const c = cache.counters
      const evicted = c.written > 0 ? cache.evict(DEFAULT_MAX_CACHE_MB * 1024 * 1024) : 0
      log?.(
        `render cache: ${c.hits} hit(s), ${c.misses} miss(es) (${c.rejected} entries rejected), ${c.uncacheable} not cacheable, ${c.written} written, ${evicted} evicted`
      )
      return {
        report: { hits: c.hits, misses: c.misses, rejected: c.rejected, uncacheable: c.uncacheable },
        stats: { cacheHits: c.hits, cacheMisses: c.misses, cacheRejected: c.rejected, cacheWritten: c.written }
      }
    }
  }
}
