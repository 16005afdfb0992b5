// One app rendered at one side: the files it reads written first (git/snapshot.ts), then the renderers (render/app.ts).
// An app whose every source of this repository names one pinned revision is rendered at the commit that revision
// resolves to (pipeline/pinned.ts), as if that commit were the side, and looked up in the render cache by its inputs
// there (a promotion's base render is usually a hit). An app whose pinned sources name several revisions, or sit
// beside following ones, reads each pinned source (its path, a `ref` source's value files) at its own commit and the
// others here, without sharing renders or caching them (its source keys describe this side's files).
import type { DiscoveredApp } from '../argocd/discover.js'
import { renderApp, type AppRender } from '../render/app.js'
import { likelyTools, type Toolbox } from '../render/binaries.js'
import type { RevisionContext } from '../render/context.js'
import type { Fingerprint } from '../render/inputs.js'
import type { ToolRunner } from '../render/types.js'
import { atPinned, type PinnedSide } from './pinned.js'

type PinnedAt = Extract<PinnedSide, { commit: string }>
import type { RendersFirst } from './renders-first.js'
import type { RevisionSide } from './revision-side.js'
import { errorMessage } from '../lib/errors.js'

export interface RenderAtDeps {
  gate: RendersFirst
  toolbox: Toolbox
  /** The side a pinned targetRevision renders at (pipeline/pinned.ts). */
  pinnedAt: (targetRevision: string) => Promise<PinnedSide>
  /** The app's inputs at a side, every source following it (what a pinned app reads at its commit). */
  listing: (d: DiscoveredApp, side: RevisionSide) => Fingerprint
  /**
   * The render cache across runs (pipeline/render-cache.ts): an app pinned to one revision is looked up by its inputs
   * at the commit that revision resolves to, which is what it renders. Default: no cache.
   */
  cached?: (fp: Fingerprint, ctx: RevisionContext, render: () => Promise<AppRender>) => Promise<AppRender>
  /** `to`, derived from `from`, counts as from the cache when `from` does (the progress log). */
  derived?: (from: AppRender, to: AppRender) => AppRender
}

export type RenderAt = (d: DiscoveredApp, side: RevisionSide, fp: Fingerprint, ctx: RevisionContext) => Promise<AppRender>

const notRendered = (why: string): AppRender => ({ docs: [], sources: [], warnings: [], templates: {}, notRendered: why })

export function appRenderer(deps: RenderAtDeps): RenderAt {
  const { gate, toolbox } = deps
  const renderAt: RenderAt = async (d, sideOf, fp, ctx) => {
    // Known before anything starts: no renderer turn is taken and no version probe started for it.
    if (fp.submodule !== undefined)
      return notRendered(
        `it reads ${fp.submodule}, a git submodule: the guard does not check submodules out (Argo CD does), so what this app renders cannot be known`
      )
    // Every source of this repository pinned to one revision: the whole app rendered at the commit it resolves to.
    if (fp.pinned?.length === 1) {
      const revision = fp.pinned[0]!
      const at = await deps.pinnedAt(revision)
      if ('error' in at) return notRendered(unreadable(revision, at.error))
      const [inner, innerCtx] = [deps.listing(d, at.side), atPinned(ctx, at.side)]
      const render = () => renderAt(d, at.side, inner, innerCtx)
      const r = await (deps.cached ? deps.cached(inner, innerCtx, render) : render())
      const out = { ...r, pinnedAt: [{ revision, commit: at.commit }] }
      return deps.derived ? deps.derived(r, out) : out
    }
    // Sources pinned to several revisions, or beside following ones: each read at its own commit, the rest here.
    const several = fp.pinned ?? fp.partlyPinned
    if (several) {
      const sides = new Map<string, PinnedAt>()
      for (const revision of several) {
        const at = await deps.pinnedAt(revision)
        if ('error' in at) return notRendered(unreadable(revision, at.error))
        sides.set(revision, at)
        const wrote = await written(at.side, inputPaths(d, deps.listing(d, at.side)))
        if (wrote) return notRendered(wrote)
      }
      const sourceCtx = d.app.sources.map((s) => {
        const at = sides.get(s.targetRevision.trim())
        return at && atPinned(ctx, at.side)
      })
      const r = await renderHere(d, sideOf, fp, ctx, sourceCtx)
      return r.notRendered ? r : { ...r, pinnedAt: [...sides].map(([revision, at]) => ({ revision, commit: at.commit })) }
    }
    return renderHere(d, sideOf, fp, ctx, [])
  }
  /** The app rendered with this side's files (`sourceCtx`: the pinned sources' revisions). */
  const renderHere = async (
    d: DiscoveredApp,
    sideOf: RevisionSide,
    fp: Fingerprint,
    ctx: RevisionContext,
    sourceCtx: Array<RevisionContext | undefined>
  ): Promise<AppRender> => {
    const waitEnds = gate.renderBegins() // at its first process, or when it ends without one
    toolbox.prefetch(likelyTools(d.app.sources, (p) => sideOf.snap.tree.has(p))) // the version probe runs while files are written
    try {
      const wrote = await written(sideOf, inputPaths(d, fp))
      if (wrote) return notRendered(wrote)
      const own: ToolRunner = { run: (tool, args, o) => (waitEnds(), ctx.runner.run(tool, args, o)) }
      // Pinned sources read other commits than this side's source keys describe: rendered per side, never shared.
      return await renderApp(d, { ...ctx, runner: own }, fp.pinned || fp.partlyPinned ? [] : fp.sources, sourceCtx)
    } finally {
      waitEnds()
    }
  }
  return renderAt
}

/** The files an app reads at a side (all of them when its inputs could not be listed safely). */
const inputPaths = (d: DiscoveredApp, fp: Fingerprint): string[] | 'all' => (fp.app !== undefined ? [...fp.files, ...d.app.sources.map((x) => x.path)] : 'all')

/**
 * Writes `paths` of a side's files; the reason when it could not. A file that cannot be written (its object missing
 * from this clone, a full disk) is the guard's problem, not Argo CD's (which clones the whole repository): the app is
 * not analysed, never a render error of the app.
 */
async function written(side: RevisionSide, paths: string[] | 'all'): Promise<string | undefined> {
  try {
    await side.snap.ensure(paths)
    return undefined
  } catch (e) {
    return `the guard could not write the files of this revision: ${errorMessage(e)}`
  }
}

const unreadable = (revision: string, why: string): string => `its targetRevision ${JSON.stringify(revision)} could not be read: ${why}`
