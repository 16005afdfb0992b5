// What an ApplicationSet produced at one revision, as the app graph (pipeline/graph.ts) and the rules see it.
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
}
