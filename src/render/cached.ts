// Rendering with dedupe and the determinism check (R5.1): identical render inputs render once; what a renderer does
// after its first render (Helm's second render in a separate process) is its own (render/renderer.ts settle).
import { canonicalJson } from '../lib/canonical-json.js'
import { join } from 'node:path'
import type { RevisionContext } from './context.js'
import type { CacheIdentity, Renderer, SourceRender } from './renderer.js'
import { rendererOf } from './renderers.js'
import type { RenderOutput, RenderRequest, SourceType } from './types.js'

export type { SourceRender } from './renderer.js'

/** Numbers the renders' scratch folders (unique within the process, so within every run's own scratch root). */
let renderSeq = 0

/**
 * Renders `req` with the renderer of `type`. `inputKey` (see inputs.ts) identifies everything the source reads, so
 * equal keys share one render across revisions and apps; `templatesFrom` is the chart dir to read templates from.
 */
export async function renderCached(
  type: SourceType | Renderer,
  req: Omit<RenderRequest, 'scratchDir'>,
  ctx: RevisionContext,
  inputKey: string | undefined,
  templatesFrom: string
): Promise<SourceRender> {
  const renderer = typeof type === 'string' ? rendererOf(type) : type
  const renderOnce = renderer.render
  if (!renderOnce) throw new Error(`the ${renderer.label} renderer renders only the sources it claims`)
  // With an input fingerprint, the revision itself does not matter unless the key says so (R1.4.4 is in the key).
  const env = inputKey ? { ...req.buildEnv, ARGOCD_APP_REVISION: '', ARGOCD_APP_REVISION_SHORT: '', ARGOCD_APP_REVISION_SHORT_8: '' } : req.buildEnv
  const id: CacheIdentity = renderer.cacheIdentity?.(req, env) ?? { instanceName: req.instanceName, destNamespace: req.destNamespace, env }
  const key = JSON.stringify([
    inputKey ?? `${req.repoRoot}@${ctx.sha}`,
    renderer.type,
    // In a canonical key order: a child Application a parent renders has its keys in the renderer's order.
    canonicalJson(req.source.raw),
    id.instanceName,
    id.destNamespace,
    id.env,
    inputKey ? [] : req.refs
  ])
  const render = (): Promise<RenderOutput> =>
    // A fresh name in the run's private scratch folder, created by the renderer only when it needs one (a helm render
    // of a chart with its values in files needs none).
    renderOnce({ ...req, scratchDir: join(ctx.scratchRoot, `render-${++renderSeq}`), helmHome: join(ctx.scratchRoot, 'helm-home') }, ctx)
  let first = ctx.cache.get(key)
  if (!first) {
    first = render()
    ctx.cache.set(key, first)
  }
  if (!renderer.settle) return { output: await first }
  return renderer.settle({ first, again: render, req, ctx, templatesFrom })
}
