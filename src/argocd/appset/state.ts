// What an ApplicationSet produced at one revision, as the app graph (pipeline/graph.ts) and the rules see it.
import { semanticallyEqual } from '../../k8s/diff.js'
import type { Manifest } from '../../k8s/resource.js'
import type { DiscoveredAppSet } from '../discover.js'

/** What an ApplicationSet produced at one revision (see src/argocd/appset). */
export interface AppSetExpansion {
  apps: Manifest[]
  error?: string
  unexpandable: string[]
  warnings: string[]
  deletesApps: boolean
  /** false for the create-only / create-delete applicationsSync policies (R3.6.2); absent: true. */
  updatesApps?: boolean
}

export interface AppSetState {
  set: DiscoveredAppSet
  expansion: AppSetExpansion
  /**
   * Head only: why its version at base is unknown (its parent app does not render at base, and the file there is not
   * what the parent renders at head: pipeline/unknown-at-base.ts). The base version is then not compared.
   */
  baseUnknown?: string
}

/**
 * Whether an ApplicationSet present at both revisions was changed by the change under review: its manifest differs
 * (k8s/diff.ts semanticallyEqual: field by field, so a comment or a reordered key is no change). Its template and
 * generators then differ, and so may every Application it produces. False when its version at base is unknown.
 */
export function appSetModified(base: AppSetState | undefined, head: AppSetState | undefined): boolean {
  return base !== undefined && head !== undefined && head.baseUnknown === undefined && !semanticallyEqual(base.set.manifest, head.set.manifest)
}
