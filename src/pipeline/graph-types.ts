// The types of the app graph (pipeline/graph.ts), apart so that the modules graph.ts calls can name them.
import type { DiscoveredApp, DiscoveredAppSet, DiscoveryProblem } from '../argocd/discover.js'
import type { AppSetExpansion, AppSetState } from '../argocd/appset/state.js'
import type { AppRender } from '../render/app.js'
import type { Fingerprint } from '../render/inputs.js'
import type { InputTree } from '../render/input-tree.js'
import type { UnpackBudget } from '../render/helm/tgz.js'

import type { SideName } from '../plan/plan.js'
export type { SideName }

export interface GraphSide {
  name: SideName
  tree: InputTree
  apps: Map<string, DiscoveredApp>
  /** ApplicationSets found in files; expanded by buildGraph into `appSets`. */
  fileAppSets: DiscoveredAppSet[]
  /** ApplicationSets whose name a later file defines again: not expanded, their apps unknown (argocd/same-name.ts). */
  shadowedAppSets?: DiscoveredAppSet[]
  appSets: Map<string, AppSetState>
  renders: Map<string, AppRender>
  /** The folders that hold a Chart.yaml at this revision ('' for the repository root). */
  chartDirs: Set<string>
  /** Text of a tracked file at this revision when it was loaded up front (see git/snapshot.ts), else undefined. */
  readText(path: string): string | undefined
  /** The bytes of regular files at this revision, read from git; undefined for one too large (child-apps.ts). */
  readBytes(paths: string[]): Promise<Array<Buffer | undefined>>
}

export interface GraphDeps {
  render(d: DiscoveredApp, side: GraphSide): Promise<AppRender>
  fingerprint(d: DiscoveredApp, side: GraphSide): Fingerprint
  expandAppSet(set: DiscoveredAppSet, side: GraphSide): AppSetExpansion
  /** Sharding: apps outside this shard are rendered only when their output may hold child apps. */
  inShard?: (id: string) => boolean
  controlPlaneNamespace: string
  /** Ids of Applications defined in several files (argocd/same-name.ts), each file's an app of its own. */
  sameNamed?: ReadonlySet<string>
  /** This repository's URLs (origin and configured aliases): child apps that read it name one (child-apps.ts). */
  repoURLs: string[]
  log?: (line: string) => void
  /** What the child search may unpack of the repository's archives in this run (render/helm/tgz.ts). */
  unpack?: UnpackBudget
  /** Ids the config declares as roots (rootApps): live wherever their file is (pipeline/unapplied-files.ts). */
  declaredRoots?: ReadonlySet<string>
  /** Notes for the report (an Application file no parent applies). */
  note?: (p: DiscoveryProblem) => void
  /**
   * Whether Argo CD reconciles a child Application a parent renders (R2.2.7, argocd/app-namespaces.ts); one it does
   * not is a plain resource of its parent, no app. Absent: every child is.
   */
  reconciled?: (child: DiscoveredApp, side: GraphSide) => boolean
  /** Progress: apps whose renders are done (or skipped as unchanged), of the apps known so far (grows with children). */
  progress?: (done: number, total: number) => void
}

export interface GraphResult {
  base: GraphSide
  head: GraphSide
  /** Ids whose inputs are identical at both revisions and that were not rendered. */
  skipped: Set<string>
  /** Ids whose inputs are identical but that were rendered because they may generate Applications reading this repository. */
  childSearch: Set<string>
}
