// What Argo CD itself knows about an Application in the cluster (issue 13, live mode): the `status` of the
// Application object, read-only. This is the data contract between the live readers (src/live/: a Kubernetes API
// server through a kubeconfig, or an Argo CD API server with a token) and the plan/report, which only see this shape.
// Field meanings follow Argo CD's `ApplicationStatus` (status.resources[], status.sync, status.operationState).

/** One entry of `status.resources`: a resource Argo CD tracks for the app (top-level, not hooks). */
export interface LiveResource {
  group: string
  version: string
  kind: string
  /** '' for cluster-scoped resources. */
  namespace: string
  name: string
  /** `Synced` | `OutOfSync` | `Unknown` as Argo CD reports it, when present. */
  status?: string
  /** Argo CD's own verdict: the resource is tracked but no longer in the desired state. */
  requiresPruning?: boolean
  /** Hooks are listed with `hook: true`; they are never pruned by a sync. */
  hook?: boolean
}

/** The part of one Application's status that live mode uses. */
export interface LiveApp {
  name: string
  /** The Application object's namespace (the control-plane namespace, or an apps-in-any-namespace namespace). */
  namespace: string
  project?: string
  /** `status.sync.status`: `Synced` | `OutOfSync` | `Unknown`. */
  syncStatus?: string
  /** `status.sync.revision` (single source) or the first of `status.sync.revisions` (multi-source). */
  revision?: string
  /** `status.sync.revisions` for multi-source apps. */
  revisions?: string[]
  /** `status.operationState.phase` of the last operation (Succeeded, Failed, Running, ...). */
  operationPhase?: string
  /** `status.operationState.syncResult.revision`, when different from `revision`. */
  lastSyncedRevision?: string
  resources: LiveResource[]
  /**
   * The path of each source (`spec.sources[i].path`, or `spec.source.path`; '' for none): tells apart same-named
   * Applications the repository defines in several files, one per cluster (plan/live.ts liveAppsByPlan).
   */
  paths?: string[]
}

/** Where the facts came from; `endpoint` is a host (and port) only: never a path with a token, never a credential. */
export interface LiveSnapshot {
  via: 'kubernetes' | 'argocd-api'
  endpoint: string
  apps: LiveApp[]
}

/** Why live facts are missing: the run falls back to the offline answer and says so (never a silent pass). */
export type LiveFailureKind = 'unreachable' | 'unauthorized' | 'forbidden' | 'timeout' | 'tls' | 'invalid-response' | 'config'

export interface LiveFailure {
  kind: LiveFailureKind
  /** User-facing text naming the endpoint and the fix; never a token, a kubeconfig field or a certificate. */
  message: string
}

export type LiveResult = { ok: true; snapshot: LiveSnapshot } | { ok: false; failure: LiveFailure }

/**
 * The live object's annotations, when the credentials allow reading it: used for the prune outcome of a resource
 * that no render produces (sync options live on the object). `forbidden` and `missing` mean: say the outcome comes
 * from the render (or is unknown), never guess.
 */
export type LiveObjectAnnotations = { ok: true; annotations: Record<string, string> } | { ok: false; reason: 'forbidden' | 'missing' | 'error' }

/** The seam between the pipeline and a live source; tests pass loopback-backed readers or in-memory data. */
export interface LiveReader {
  /** Reads every Application the reader can see (all pages), once per run. */
  readApps(): Promise<LiveResult>
  /** Reads one tracked object's annotations; optional because not every credential can. */
  annotationsOf?(app: LiveApp, resource: LiveResource): Promise<LiveObjectAnnotations>
  /** The bound on the whole read in ms (--live-timeout / live-timeout); unset: the pipeline's default (120 s). */
  readTimeoutMs?: number
}

/** Plain words for each live failure kind (the comment and the text report use them too). */
export const LIVE_FAILURE_WORDS: Record<string, string> = {
  unreachable: 'the endpoint could not be reached',
  unauthorized: 'the credentials were rejected (401)',
  forbidden: 'the credentials may not list Applications (403)',
  timeout: 'the request timed out',
  tls: 'the TLS connection failed',
  'invalid-response': 'the answer was not an Application list',
  config: 'live mode is not configured correctly'
}
