// Application objects (argoproj.io/v1alpha1), as a Kubernetes API server or an Argo CD API server returns them, turned
// into the live contract (argocd/live.ts). Pure: JSON in, LiveApp out. Both readers share it, so the same object read
// either way yields the same facts. Field names follow Argo CD's ApplicationStatus: status.resources[] (ResourceStatus),
// status.sync (SyncStatus), status.operationState (OperationState, with syncResult).
import type { LiveApp, LiveResource } from '../argocd/live.js'
import { IN_CLUSTER_NAME, IN_CLUSTER_SERVER } from '../argocd/application.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

/** A response that is not shaped like an Application list: the reader reports `invalid-response`. */
export class InvalidShape extends GuardError {
  override get kind(): ErrorKind {
    return 'service'
  }
  constructor(message: string) {
    super(message)
    this.name = 'InvalidShape'
  }
}

/** Where an app deploys (spec.destination): the Kubernetes reader reads live objects only for in-cluster apps. */
export interface Destination {
  server?: string
  name?: string
}

export interface ParsedApp {
  app: LiveApp
  destination: Destination
}

type Obj = Record<string, unknown>

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

function resource(r: unknown, where: string): LiveResource {
  if (!isObj(r)) throw new InvalidShape(`${where} is not an object`)
  const kind = str(r.kind)
  const name = str(r.name)
  if (!kind || !name) throw new InvalidShape(`${where} has no kind or name`)
  const out: LiveResource = {
    group: str(r.group) ?? '',
    version: str(r.version) ?? '',
    kind,
    namespace: str(r.namespace) ?? '',
    name
  }
  if (str(r.status)) out.status = r.status as string
  if (r.requiresPruning === true) out.requiresPruning = true
  if (r.hook === true) out.hook = true
  return out
}

/** One Application object; `fallbackNamespace` when the object omits metadata.namespace (older servers). */
export function parseLiveApplication(o: unknown, fallbackNamespace = ''): ParsedApp {
  if (!isObj(o)) throw new InvalidShape('an item is not an object')
  const meta = isObj(o.metadata) ? o.metadata : {}
  const name = str(meta.name)
  if (!name) throw new InvalidShape('an item has no metadata.name')
  const namespace = str(meta.namespace) ?? fallbackNamespace
  const spec = isObj(o.spec) ? o.spec : {}
  const status = isObj(o.status) ? o.status : {}
  const sync = isObj(status.sync) ? status.sync : {}
  const op = isObj(status.operationState) ? status.operationState : {}
  const result = isObj(op.syncResult) ? op.syncResult : {}
  const list = status.resources ?? []
  // The name is the server's: quoted (JSON escapes), so a line break or a quote in it stays inside the message.
  const id = JSON.stringify(`${namespace}/${name}`)
  if (!Array.isArray(list)) throw new InvalidShape(`${id}: status.resources is not a list`)
  const app: LiveApp = {
    name,
    namespace,
    resources: list.map((r, i) => resource(r, `${id}: status.resources[${i}]`))
  }
  if (str(spec.project)) app.project = spec.project as string
  if (str(sync.status)) app.syncStatus = sync.status as string
  const revisions = Array.isArray(sync.revisions) ? sync.revisions.filter((r): r is string => typeof r === 'string') : []
  if (revisions.length) app.revisions = revisions
  const revision = str(sync.revision) ?? revisions[0]
  if (revision) app.revision = revision
  if (str(op.phase)) app.operationPhase = op.phase as string
  const resultRevisions = Array.isArray(result.revisions) ? result.revisions.filter((r): r is string => typeof r === 'string') : []
  const synced = str(result.revision) ?? resultRevisions[0]
  if (synced && synced !== revision) app.lastSyncedRevision = synced
  const sources = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources : isObj(spec.source) ? [spec.source] : []
  if (sources.length > 0) app.paths = sources.map((s) => (isObj(s) ? (str(s.path) ?? '') : ''))
  const dest = isObj(spec.destination) ? spec.destination : {}
  return { app, destination: { server: str(dest.server), name: str(dest.name) } }
}

/** An ApplicationList body (`items` may be null or absent when empty, as Go's JSON encoding writes it). */
export function parseApplicationList(body: unknown, fallbackNamespace = ''): { apps: ParsedApp[]; continueToken?: string } {
  if (!isObj(body)) throw new InvalidShape('the response is not a JSON object')
  const items = body.items ?? []
  if (!Array.isArray(items)) throw new InvalidShape('items is not a list')
  const meta = isObj(body.metadata) ? body.metadata : {}
  return { apps: items.map((i) => parseLiveApplication(i, fallbackNamespace)), continueToken: str(meta.continue) }
}

/** The annotations of a live object (metadata.annotations, string values only). */
export function annotationsOfObject(o: unknown): Record<string, string> {
  if (!isObj(o)) throw new InvalidShape('the object is not a JSON object')
  const meta = isObj(o.metadata) ? o.metadata : {}
  const a = isObj(meta.annotations) ? meta.annotations : {}
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(a)) if (typeof v === 'string') out[k] = v
  return out
}

/** Argo CD's in-cluster destination: the cluster the control plane runs in (and the kubeconfig points at). */
export function isInCluster(d: Destination): boolean {
  return d.server === IN_CLUSTER_SERVER || (d.server === undefined && d.name === IN_CLUSTER_NAME)
}
