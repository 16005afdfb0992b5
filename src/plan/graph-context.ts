// What rules (and the plan's readings of the whole graph, such as removal.ts) may know about the app graph besides the
// plans: ApplicationSets, oversized manifests, plain-file StorageClasses and AppProjects, live failure, the review.
import type { AppProjectDef } from '../argocd/app-projects.js'
import type { ReviewedRefs } from '../argocd/revision.js'
import type { AppSetState } from '../argocd/appset/state.js'
import type { LiveFailure } from '../argocd/live.js'
import type { Manifest } from '../k8s/resource.js'

/** What rules may know about the whole app graph besides the plans. */
export interface GraphContext {
  /** ApplicationSets by id at each revision, with their expansion (R6). */
  appSets: { base: Map<string, AppSetState>; head: Map<string, AppSetState> }
  /** YAML/JSON files over the manifest size cap that may hold Applications (never read), per revision. */
  oversizedManifests?: { limit: number; base: Array<{ path: string; size: number }>; head: Array<{ path: string; size: number }> }
  /**
   * StorageClass documents in plain repository files at each revision (wave-order reads their volumeBindingMode when the
   * app that deploys them is not rendered because its inputs did not change).
   */
  storageClasses?: { base: Manifest[]; head: Manifest[] }
  /** AppProjects committed in plain repository files at each revision (project-denies-resource). */
  appProjects?: { base: AppProjectDef[]; head: AppProjectDef[] }
  /** Live mode was asked for and its facts could not be read (live-unavailable). */
  liveFailure?: LiveFailure
  /** Files the change touches that no known app reads (pipeline/child-apps.ts unreadChanges), computed when asked. */
  unreadChanges?: () => string[]
  /** The branch under review (when known) and the clone's refs: a source on that branch follows the review. */
  reviewed?: ReviewedRefs
  /** The destination cluster's Kubernetes version (config kubeVersion), when known. */
  kubeVersion?: string
}
