// The registry of renderers (the contract: render/renderer.ts). In Argo CD's order of explicit types (types.go
// ExplicitType), which is the order its "multiple application sources defined" error names them in.
import { directoryRenderer } from './directory/renderer.js'
import { helmRenderer } from './helm/renderer.js'
import { kustomizeRenderer } from './kustomize/renderer.js'
import { pluginRenderer } from './plugin/renderer.js'
import type { Renderer, ToolName } from './renderer.js'
import type { SourceType } from './types.js'

export const RENDERERS: readonly Renderer[] = [kustomizeRenderer, helmRenderer, directoryRenderer, pluginRenderer]

/** The renderer of a type. */
export function rendererOf(type: SourceType): Renderer {
  const r = RENDERERS.find((x) => x.type === type)
  if (!r) throw new Error(`no renderer of type ${type}`)
  return r
}

/** Every binary a renderer may run, once each (the identity of a run's renderers: disk-cache.ts rendererIdentity). */
export const RENDERER_TOOLS: readonly ToolName[] = [...new Set(RENDERERS.flatMap((r) => r.tools))].sort()
