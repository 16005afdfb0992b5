// The Argo CD Application model: what the guard reads from an Application manifest.
// R1.1.1 (single vs multi-source), R2.2.1 (instance name), R3.3.4/R3.5 (sync policy), R3.3.5 (app-level sync options).
import { isRecord } from '../lib/record.js'
import { type Manifest } from '../k8s/resource.js'

export const ARGO_GROUP = 'argoproj.io'

/** Argo CD's local cluster, where the control plane runs: its name and address (KubernetesInternalAPIServerAddr). */
export const IN_CLUSTER_NAME = 'in-cluster'
export const IN_CLUSTER_SERVER = 'https://kubernetes.default.svc'

export interface HelmParameter {
  name: string
  value: string
  forceString: boolean
}

export interface HelmFileParameter {
  name: string
  path: string
}

export interface HelmOptions {
  releaseName?: string
  namespace?: string
  kubeVersion?: string
  apiVersions?: string[]
  valueFiles: string[]
  ignoreMissingValueFiles: boolean
  /** `valuesObject` when non-nil (R1.5.8). */
  valuesObject?: unknown
  /** `values` string; ignored when valuesObject is set (R1.5.8). */
  values?: string
  parameters: HelmParameter[]
  fileParameters: HelmFileParameter[]
  skipCrds: boolean
  skipSchemaValidation: boolean
  skipTests: boolean
  version?: string
}

export interface KustomizeReplica {
  name: string
  count: string
}

export interface KustomizeOptions {
  namePrefix?: string
  nameSuffix?: string
  images: string[]
  replicas: KustomizeReplica[]
  commonLabels: Record<string, string>
  commonAnnotations: Record<string, string>
  commonAnnotationsEnvsubst: boolean
  forceCommonLabels: boolean
  forceCommonAnnotations: boolean
  labelWithoutSelector: boolean
  labelIncludeTemplates: boolean
  namespace?: string
  patches: unknown[]
  components: string[]
  ignoreMissingComponents: boolean
  kubeVersion?: string
  apiVersions?: string[]
  version?: string
}

export interface DirectoryOptions {
  recurse: boolean
  include: string
  exclude: string
  jsonnet: unknown
}

/** One entry of spec.source or spec.sources, with the raw object kept for .argocd-source merges (R1.2.1). */
export interface AppSource {
  repoURL: string
  path: string
  targetRevision: string
  chart: string
  ref: string
  name: string
  helm?: HelmOptions
  kustomize?: KustomizeOptions
  directory?: DirectoryOptions
  plugin?: unknown
  raw: Record<string, unknown>
}

export interface SyncPolicy {
  automated: boolean
  prune: boolean
  selfHeal: boolean
  allowEmpty: boolean
  syncOptions: string[]
}

/** Argo CD's finalizer that deletes an Application's resources with it (R3.6.1). */
export const RESOURCES_FINALIZER = 'resources-finalizer.argocd.argoproj.io'

/** Whether deleting the Application deletes its resources: the finalizer, plain or with its `/foreground`, `/background` propagation. */
export const cascadesOnDelete = (app: { finalizers: string[] }): boolean =>
  app.finalizers.some((f) => f === RESOURCES_FINALIZER || f.startsWith(`${RESOURCES_FINALIZER}/`))

export interface Application {
  name: string
  /** metadata.namespace as written ('' when absent). */
  namespace: string
  project: string
  sources: AppSource[]
  multiSource: boolean
  destination: { server: string; name: string; namespace: string }
  syncPolicy: SyncPolicy
  finalizers: string[]
  ignoreDifferences: unknown[]
  annotations: Record<string, string>
  /** The whole spec, for change detection. */
  spec: Record<string, unknown>
}

export function isApplication(obj: Manifest): boolean {
  return obj.kind === 'Application' && typeof obj.apiVersion === 'string' && obj.apiVersion.startsWith(`${ARGO_GROUP}/`)
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '')
const bool = (v: unknown): boolean => v === true || v === 'true'
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s) => s !== '') : [])
const optStr = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const strRecord = (v: unknown): Record<string, string> => {
  const out: Record<string, string> = {}
  if (isRecord(v)) for (const [k, val] of Object.entries(v)) out[k] = str(val)
  return out
}

function parseHelm(h: Record<string, unknown>): HelmOptions {
  return {
    releaseName: optStr(h.releaseName),
    namespace: optStr(h.namespace),
    kubeVersion: optStr(h.kubeVersion),
    apiVersions: Array.isArray(h.apiVersions) ? strList(h.apiVersions) : undefined,
    valueFiles: strList(h.valueFiles),
    ignoreMissingValueFiles: bool(h.ignoreMissingValueFiles),
    valuesObject: h.valuesObject === null ? undefined : h.valuesObject,
    values: typeof h.values === 'string' ? h.values : undefined,
    parameters: (Array.isArray(h.parameters) ? h.parameters : []).filter(isRecord).map((p) => ({
      name: str(p.name),
      value: str(p.value),
      forceString: bool(p.forceString)
    })),
    fileParameters: (Array.isArray(h.fileParameters) ? h.fileParameters : []).filter(isRecord).map((p) => ({
      name: str(p.name),
      path: str(p.path)
    })),
    skipCrds: bool(h.skipCrds),
    skipSchemaValidation: bool(h.skipSchemaValidation),
    skipTests: bool(h.skipTests),
    version: optStr(h.version)
  }
}

function parseKustomize(k: Record<string, unknown>): KustomizeOptions {
  return {
    namePrefix: optStr(k.namePrefix),
    nameSuffix: optStr(k.nameSuffix),
    images: strList(k.images),
    replicas: (Array.isArray(k.replicas) ? k.replicas : []).filter(isRecord).map((r) => ({
      name: str(r.name),
      count: str(r.count)
    })),
    commonLabels: strRecord(k.commonLabels),
    commonAnnotations: strRecord(k.commonAnnotations),
    commonAnnotationsEnvsubst: bool(k.commonAnnotationsEnvsubst),
    forceCommonLabels: bool(k.forceCommonLabels),
    forceCommonAnnotations: bool(k.forceCommonAnnotations),
    labelWithoutSelector: bool(k.labelWithoutSelector),
    labelIncludeTemplates: bool(k.labelIncludeTemplates),
    namespace: optStr(k.namespace),
    patches: Array.isArray(k.patches) ? k.patches : [],
    components: strList(k.components),
    ignoreMissingComponents: bool(k.ignoreMissingComponents),
    kubeVersion: optStr(k.kubeVersion),
    apiVersions: Array.isArray(k.apiVersions) ? strList(k.apiVersions) : undefined,
    version: optStr(k.version)
  }
}

function parseDirectory(d: Record<string, unknown>): DirectoryOptions {
  return { recurse: bool(d.recurse), include: str(d.include), exclude: str(d.exclude), jsonnet: d.jsonnet }
}

/** Parses one source object. Blocks that are present (even `{}`) are kept: they make the type explicit (R1.3.1). */
export function parseSource(raw: Record<string, unknown>): AppSource {
  return {
    repoURL: str(raw.repoURL),
    path: str(raw.path),
    targetRevision: str(raw.targetRevision),
    chart: str(raw.chart),
    ref: str(raw.ref),
    name: str(raw.name),
    helm: isRecord(raw.helm) ? parseHelm(raw.helm) : undefined,
    kustomize: isRecord(raw.kustomize) ? parseKustomize(raw.kustomize) : undefined,
    directory: isRecord(raw.directory) ? parseDirectory(raw.directory) : undefined,
    plugin: isRecord(raw.plugin) ? raw.plugin : undefined,
    raw
  }
}

function parseSyncPolicy(sp: unknown): SyncPolicy {
  const p = isRecord(sp) ? sp : {}
  const auto = isRecord(p.automated) ? p.automated : undefined
  // R3.5.1: automated set and automated.enabled not false.
  const automated = auto !== undefined && auto.enabled !== false
  return {
    automated,
    prune: automated && bool(auto?.prune),
    selfHeal: automated && bool(auto?.selfHeal),
    allowEmpty: automated && bool(auto?.allowEmpty),
    syncOptions: strList(p.syncOptions)
  }
}

/** Parses an Application manifest. Throws an Error naming what is wrong when it is not usable. */
export function parseApplication(obj: Manifest): Application {
  const meta = isRecord(obj.metadata) ? obj.metadata : {}
  const name = str(meta.name)
  if (!name) throw new Error('Application has no metadata.name')
  const spec = isRecord(obj.spec) ? obj.spec : {}
  const rawSources = Array.isArray(spec.sources) ? spec.sources.filter(isRecord) : []
  // R1.1.1: non-empty spec.sources (and no sourceHydrator) makes the app multi-source; spec.source is then ignored.
  const multiSource = rawSources.length > 0 && !isRecord(spec.sourceHydrator)
  const sources = multiSource ? rawSources.map(parseSource) : isRecord(spec.source) ? [parseSource(spec.source)] : []
  const dest = isRecord(spec.destination) ? spec.destination : {}
  return {
    name,
    namespace: str(meta.namespace),
    project: str(spec.project) || 'default',
    sources,
    multiSource,
    destination: { server: str(dest.server), name: str(dest.name), namespace: str(dest.namespace) },
    syncPolicy: parseSyncPolicy(spec.syncPolicy),
    finalizers: strList(meta.finalizers),
    ignoreDifferences: Array.isArray(spec.ignoreDifferences) ? spec.ignoreDifferences : [],
    annotations: strRecord(meta.annotations),
    spec
  }
}

/**
 * R2.2.1: the instance name is `<app namespace>_<app name>` when the Application is not in the Argo CD
 * control-plane namespace, else `<app name>`. An Application manifest without a namespace is applied to the
 * control-plane namespace by convention.
 */
export function instanceName(app: Pick<Application, 'name' | 'namespace'>, controlPlaneNamespace: string): string {
  if (app.namespace && app.namespace !== controlPlaneNamespace) return `${app.namespace}_${app.name}`
  return app.name
}

/** R1.5.3 ParseInstanceName: strips a `<namespace>_` prefix. */
export function releaseNameFromInstance(instance: string): string {
  const i = instance.indexOf('_')
  return i < 0 ? instance : instance.slice(i + 1)
}

const PLACEHOLDER = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/

/**
 * The first shell placeholder (`${gitops_repo}`, `${app_name}`) in an Application's name, namespace, project,
 * destination or sources (repoURL, path, chart, targetRevision): such a file is a template that a script (envsubst,
 * Terraform's templatefile) fills in before applying it, not what Argo CD reads. Undefined if none.
 */
export function appPlaceholder(app: Application): string | undefined {
  const fields = [app.name, app.namespace, app.project, app.destination.server, app.destination.name, app.destination.namespace]
  for (const s of app.sources) fields.push(s.repoURL, s.path, s.chart, s.targetRevision)
  for (const v of fields) {
    const m = typeof v === 'string' ? PLACEHOLDER.exec(v) : null
    if (m) return m[0]
  }
  return undefined
}

/** Kubernetes IsDNS1123Label: lowercase letters, digits and '-', starting and ending with a letter or digit. */
const DNS1123_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?'
const SUBDOMAIN = new RegExp(`^${DNS1123_LABEL}(\\.${DNS1123_LABEL})*$`)
const LABEL = new RegExp(`^${DNS1123_LABEL}$`)

/**
 * Argo CD's name rules: the API server accepts an Application only when metadata.name is a DNS-1123 subdomain (at most
 * 253 characters) and metadata.namespace a DNS-1123 label (at most 63). An invalid name never exists in a cluster, and
 * the instance name is part of a file name (`.argocd-source-<instance>.yaml`, R1.2.1), so such an app is not
 * rendered. Returns what is wrong, or undefined.
 */
export function invalidAppName(app: Pick<Application, 'name' | 'namespace'>): string | undefined {
  if (app.name.length > 253 || !SUBDOMAIN.test(app.name)) {
    return (
      `metadata.name ${JSON.stringify(app.name)} is not a valid Application name: it must be a DNS-1123 subdomain ` +
      "(lowercase letters, digits, '-' and '.', starting and ending with a letter or digit, at most 253 characters); rename the Application"
    )
  }
  if (app.namespace !== '' && (app.namespace.length > 63 || !LABEL.test(app.namespace))) {
    return (
      `metadata.namespace ${JSON.stringify(app.namespace)} is not a valid namespace for an Application: it must be a DNS-1123 label ` +
      "(lowercase letters, digits and '-', starting and ending with a letter or digit, at most 63 characters); fix the namespace"
    )
  }
  return undefined
}

/**
 * Which cluster a destination names, as one string: the server URL without a trailing slash, `in-cluster` as Argo CD's
 * own server URL (they are the same cluster), any other name as `name:<name>` (its URL is not known offline).
 */
export function clusterId(dest: Application['destination']): string {
  if (dest.server) return dest.server.replace(/\/+$/, '')
  return dest.name === IN_CLUSTER_NAME ? IN_CLUSTER_SERVER : `name:${dest.name}`
}
