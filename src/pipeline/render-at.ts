// One app rendered at one side: the files it reads written first (git/snapshot.ts), then the renderers (render/app.ts).
// An app whose every source of this repository names one pinned revision is rendered at the commit that revision
// resolves to (pipeline/pinned.ts), with that side's files; an app whose pinned sources name several revisions, or sit
// beside following ones, is rendered from this side's files with a warning saying so (argocd/revision.ts).
import type { DiscoveredApp } from '../argocd/discover.js'
import { pinnedWarning } from '../argocd/revision.js'
import { renderApp, type AppRender } from '../render/app.js'
import { likelyTools, type Toolbox } from '../render/binaries.js'
import type { RevisionContext } from '../render/context.js'
import type { Fingerprint } from '../render/inputs.js'
import type { ToolRunner } from '../render/types.js'
import { atPinned, type PinnedSide } from './pinned.js'
import type { RendersFirst } from './renders-first.js'
import type { RevisionSide } from './revision-side.js'

export interface RenderAtDeps {
  gate: RendersFirst
  toolbox: Toolbox
  /** The side a pinned targetRevision renders at (pipeline/pinned.ts). */
  pinnedAt: (targetRevision: string) => Promise<PinnedSide>
  /** The app's inputs at a side, every source following it (what a pinned app reads at its commit). */
  listing: (d: DiscoveredApp, side: RevisionSide) => Fingerprint
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
    // Every source of this repository pinned to one revision: rendered at the commit it resolves to.
    if (fp.pinned?.length === 1) {
      const revision = fp.pinned[0]!
      const at = await deps.pinnedAt(revision)
      if ('error' in at) return notRendered(`its targetRevision ${JSON.stringify(revision)} could not be read: ${at.error}`)
      const r = await renderAt(d, at.side, deps.listing(d, at.side), atPinned(ctx, at.side))
      return { ...r, pinnedAt: { revision, commit: at.commit } }
    }
    const waitEnds = gate.renderBegins() // at its first process, or when it ends without one
    toolbox.prefetch(likelyTools(d.app.sources, (p) => sideOf.snap.tree.has(p))) // the version probe runs while files are written
    try {
      // Write the files this app reads (all of them when its inputs could not be listed safely).
      try {
        await sideOf.snap.ensure(fp.app !== undefined ? [...fp.files, ...d.app.sources.map((x) => x.path)] : 'all')
      } catch (e) {
        // A file that cannot be written (its object missing from this clone, a full disk) is the guard's problem, not
        // Argo CD's (which clones the whole repository): the app is not analysed, never a render error of the app.
        const why = e instanceof Error ? e.message : String(e)
        return notRendered(`the guard could not write the files of this revision: ${why}`)
      }
      const own: ToolRunner = { run: (tool, args, o) => (waitEnds(), ctx.runner.run(tool, args, o)) }
      // Sources pinned to several revisions: rendered from this side's files, per side, never shared (render/inputs.ts).
      const r = await renderApp(d, { ...ctx, runner: own }, fp.pinned ? [] : fp.sources)
      const misread = fp.pinned ?? fp.partlyPinned
      if (misread) r.warnings.unshift(pinnedWarning(misread))
      return r
    } finally {
      waitEnds()
    }
  }
  return renderAt
}
