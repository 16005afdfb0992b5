// From an app's render to the side the plan compares: normalization (R2) and the checks that make the whole app
// fail to sync (R2.3.3).
import type { DiscoveredApp } from '../argocd/discover.js'
import { keyLabel } from '../k8s/resource.js'
import type { ScopeTable } from '../k8s/scope.js'
import { normalize, type SourcedDoc } from './normalize.js'
import type { AppSide, SourceStatus } from './plan.js'

export interface RenderedApp {
  docs: SourcedDoc[]
  sources: SourceStatus[]
  error?: { message: string; file?: string }
  notRendered?: string
  warnings: string[]
  templates?: Record<string, string>
}

/** `r` undefined: the app was not rendered (its inputs did not change). */
export function toAppSide(d: DiscoveredApp, r: RenderedApp | undefined, scopes: ScopeTable): AppSide {
  if (!r) return { discovered: d, sources: [], warnings: [] }
  const side: AppSide = { discovered: d, sources: r.sources, error: r.error, notRendered: r.notRendered, warnings: [...r.warnings], templates: r.templates }
  if (r.error || r.notRendered) return side
  side.render = normalize(r.docs, d.app.destination.namespace, scopes)
  const missing = side.render.missingNamespace
  if (missing.length > 0) {
    // R2.3.3: InvalidSpecError blocks every sync of the app.
    side.error = {
      message: `Namespace for ${missing.map(keyLabel).join(', ')} is missing: the destination has no namespace and the object sets none`,
      file: d.file
    }
  }
  for (const k of side.render.duplicates) side.warnings.push(`${keyLabel(k)} is rendered more than once; the last one wins`)
  return side
}
