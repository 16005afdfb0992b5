// From an app's render to the side the plan compares: normalization (R2) and the checks that make the whole app
// fail to sync (R2.3.3).
import { isRecord } from '../lib/record.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { keyLabel, type ResourceKey } from '../k8s/resource.js'
import type { ScopeTable } from '../k8s/scope.js'
import { listSome } from '../lib/text.js'
import { flattenLists, normalize, type SourcedDoc } from './normalize.js'
import { stampFailure, stampFailureMessage, type TrackingMethod } from '../argocd/tracking-stamp.js'
import type { AppSide, SourceStatus } from './plan.js'

export interface RenderedApp {
  docs: SourcedDoc[]
  sources: SourceStatus[]
  error?: { message: string; file?: string; fix?: string }
  notRendered?: string
  warnings: string[]
  templates?: Record<string, string>
  pinnedAt?: Array<{ revision: string; commit: string }>
}

/** `r` undefined: the app was not rendered (its inputs did not change). `tracking`: argocd-cm's tracking method (R2.2.2). */
export function toAppSide(d: DiscoveredApp, r: RenderedApp | undefined, scopes: ScopeTable, tracking: TrackingMethod = 'annotation'): AppSide {
  if (!r) return { discovered: d, sources: [], warnings: [] }
  const side: AppSide = {
    discovered: d,
    sources: r.sources,
    error: r.error,
    notRendered: r.notRendered,
    warnings: [...r.warnings],
    templates: r.templates,
    ...(r.pinnedAt ? { pinnedAt: r.pinnedAt } : {})
  }
  if (r.error || r.notRendered) return side
  side.render = normalize(r.docs, d.app.destination.namespace, scopes)
  const unstampable = firstUnstampable(r.docs, tracking)
  const missing = side.render.missingNamespace
  if (unstampable) {
    // R2.2.3: the repo-server's tracking stamp fails, and with it the app's manifest generation (argocd/tracking-stamp.ts).
    side.error = unstampable
  } else if (missing.length > 0) {
    // R2.3.3: InvalidSpecError blocks every sync of the app.
    side.error = {
      message: `Namespace for ${missing.map(keyLabel).join(', ')} is missing: the destination has no namespace and the object sets none`,
      file: d.file
    }
  } else if (side.render.unknownScope.length > 0) {
    // R2.3.1/R2.3.3: Argo CD takes the scope from the cluster; whether this is its error depends on what the guard
    // cannot see, so the app is not analysed (never a render error blamed on Argo CD).
    side.notRendered = unknownScopeReason(side.render.unknownScope)
  }
  for (const k of side.render.duplicates) side.warnings.push(`${keyLabel(k)} is rendered more than once; the last one wins`)
  return side
}

/** The app's manifest-generation error when Argo CD cannot stamp tracking on one of its objects (the first, as it does). */
function firstUnstampable(docs: SourcedDoc[], tracking: TrackingMethod): AppSide['error'] {
  // Most renders have no List: only a document with `items` is flattened (a 20,000-document render is not copied).
  for (const d of docs) {
    const doc = 'items' in d.obj ? flattenLists([d]).find((x) => stampFailure(x.obj, tracking)) : stampFailure(d.obj, tracking) ? d : undefined
    if (!doc) continue
    const f = stampFailure(doc.obj, tracking)!
    const meta = isRecord(doc.obj.metadata) ? doc.obj.metadata : {}
    const what = `${typeof doc.obj.kind === 'string' ? doc.obj.kind : 'object'} ${typeof meta.name === 'string' ? meta.name : '(no name)'}`
    return { ...stampFailureMessage(what, f), ...(doc.file ? { file: doc.file } : {}) }
  }
  return undefined
}

/** Why an app whose objects of unknown scope lack a namespace is not analysed, and the `scopes:` entry that fixes it. */
export function unknownScopeReason(keys: ResourceKey[]): string {
  const kinds = [...new Map(keys.map((k) => [`${k.group}/${k.kind}`, k])).values()]
  const one = kinds.length === 1
  const names = listSome(kinds, 5, (k) => (k.group ? `${k.kind} (${k.group})` : k.kind))
  const entries = kinds.slice(0, 5).map((k) => `${k.group}/${k.kind}: Cluster`)
  return (
    `the guard does not know whether ${one ? 'the kind' : 'the kinds'} ${names} ${one ? 'is' : 'are'} cluster-scoped or namespaced ` +
    `(no CustomResourceDefinition for ${one ? 'it' : 'them'} is in the renders; Argo CD asks the cluster). The destination ` +
    `has no namespace and ${listSome(keys, 3, keyLabel)} ${keys.length === 1 ? 'sets' : 'set'} none: Argo CD applies ` +
    `${keys.length === 1 ? 'it' : 'them'} if ${one ? 'the kind is' : 'their kinds are'} cluster-scoped and does not sync the app ` +
    `if ${one ? 'it is' : 'one is'} namespaced. Declare the scope in .prune-guard.yaml: scopes: {${entries.join(', ')}} (or Namespaced)`
  )
}
