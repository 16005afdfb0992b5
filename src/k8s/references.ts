// What a rendered object needs from other objects by name: the pod-spec references (volumes, env, envFrom, service
// account, image pull secrets), RBAC bindings, Ingress backends and TLS secrets, webhook and APIService services,
// a PVC's StorageClass. Used by the ordering and hook rules (R4.1, R4.4, R4.6).
import { isRecord } from '../lib/record.js'
import { labelsOf, stringMap, type Manifest, type ResourceKey } from './resource.js'

export interface Reference {
  key: ResourceKey
  /** The consumer copes without it (`optional: true` on a configMap/secret volume or env source). */
  optional: boolean
  /** How the object is used, for messages: `volume "cfg"`, `envFrom of container "app"`, `serviceAccountName`. */
  via: string
}

const RBAC = 'rbac.authorization.k8s.io'
const WORKLOAD_GROUPS = new Set(['', 'apps', 'extensions', 'batch', 'argoproj.io'])

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {})
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : [])
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

export interface PodTemplate {
  spec: Record<string, unknown>
  /** The template's labels that are strings. */
  labels: Record<string, string>
  /** The template's metadata as written; undefined for a Pod, whose metadata is the object's. */
  metadata?: Record<string, unknown>
  /** Where the template sits in the object, as a path prefix: `spec.template.`, `spec.jobTemplate.spec.template.`, or '' for a Pod. */
  at: string
}

/** The pod template of a workload (spec.template), the CronJob's job template's, or a Pod itself. */
export function podTemplateOf(obj: Manifest, group: string, kind: string): PodTemplate | undefined {
  if (!WORKLOAD_GROUPS.has(group)) return undefined
  const spec = rec(obj.spec)
  let tpl: Record<string, unknown> | undefined
  switch (kind) {
    case 'Pod':
      return isRecord(obj.spec) ? { spec, labels: labelsOf(obj), at: '' } : undefined
    case 'Deployment':
    case 'StatefulSet':
    case 'DaemonSet':
    case 'ReplicaSet':
    case 'ReplicationController':
    case 'Job':
    case 'Rollout':
      tpl = isRecord(spec.template) ? spec.template : undefined
      break
    case 'CronJob':
      tpl = rec(rec(spec.jobTemplate).spec).template as Record<string, unknown> | undefined
      tpl = isRecord(tpl) ? tpl : undefined
      break
    default:
      return undefined
  }
  if (!tpl || !isRecord(tpl.spec)) return undefined
  const at = kind === 'CronJob' ? 'spec.jobTemplate.spec.template.' : 'spec.template.'
  return { spec: tpl.spec, labels: stringMap(rec(tpl.metadata).labels), metadata: isRecord(tpl.metadata) ? tpl.metadata : undefined, at }
}

const core = (kind: string, namespace: string, name: string): ResourceKey => ({ group: '', kind, namespace, name })

/** Every object a pod spec needs by name, in `namespace`. */
export function podReferences(spec: Record<string, unknown>, namespace: string): Reference[] {
  const out: Reference[] = []
  const add = (kind: string, name: unknown, via: string, optional = false): void => {
    if (typeof name === 'string' && name !== '') out.push({ key: core(kind, namespace, name), optional, via })
  }
  const sa = str(spec.serviceAccountName) || str(spec.serviceAccount)
  if (sa) add('ServiceAccount', sa, 'serviceAccountName')
  for (const s of list(spec.imagePullSecrets)) add('Secret', s.name, 'imagePullSecrets')
  for (const v of list(spec.volumes)) {
    const vol = `volume "${str(v.name)}"`
    if (isRecord(v.configMap)) add('ConfigMap', v.configMap.name, vol, v.configMap.optional === true)
    if (isRecord(v.secret)) add('Secret', v.secret.secretName, vol, v.secret.optional === true)
    if (isRecord(v.persistentVolumeClaim)) add('PersistentVolumeClaim', v.persistentVolumeClaim.claimName, vol)
    for (const s of list(rec(v.projected).sources)) {
      if (isRecord(s.configMap)) add('ConfigMap', s.configMap.name, `projected ${vol}`, s.configMap.optional === true)
      if (isRecord(s.secret)) add('Secret', s.secret.name, `projected ${vol}`, s.secret.optional === true)
    }
    const csi = rec(v.csi)
    const spc = str(rec(csi.volumeAttributes).secretProviderClass)
    if (csi.driver === 'secrets-store.csi.k8s.io' && spc) {
      out.push({ key: { group: 'secrets-store.csi.x-k8s.io', kind: 'SecretProviderClass', namespace, name: spc }, optional: false, via: vol })
    }
  }
  for (const field of ['initContainers', 'containers', 'ephemeralContainers']) {
    for (const c of list(spec[field])) {
      const of = `container "${str(c.name)}"`
      for (const e of list(c.env)) {
        const from = rec(e.valueFrom)
        const via = `env ${str(e.name)} of ${of}`
        if (isRecord(from.configMapKeyRef)) add('ConfigMap', from.configMapKeyRef.name, via, from.configMapKeyRef.optional === true)
        if (isRecord(from.secretKeyRef)) add('Secret', from.secretKeyRef.name, via, from.secretKeyRef.optional === true)
      }
      for (const e of list(c.envFrom)) {
        if (isRecord(e.configMapRef)) add('ConfigMap', e.configMapRef.name, `envFrom of ${of}`, e.configMapRef.optional === true)
        if (isRecord(e.secretRef)) add('Secret', e.secretRef.name, `envFrom of ${of}`, e.secretRef.optional === true)
      }
    }
  }
  return out
}

/** RoleBinding/ClusterRoleBinding: the role it grants and the ServiceAccounts it binds. */
function bindingReferences(obj: Manifest, kind: string, namespace: string): Reference[] {
  const out: Reference[] = []
  const role = rec(obj.roleRef)
  const roleName = str(role.name)
  if (roleName && (role.kind === 'Role' || role.kind === 'ClusterRole')) {
    const ns = role.kind === 'Role' ? namespace : ''
    out.push({ key: { group: RBAC, kind: role.kind, namespace: ns, name: roleName }, optional: false, via: 'roleRef' })
  }
  for (const s of list(obj.subjects)) {
    if (s.kind !== 'ServiceAccount' || !str(s.name)) continue
    const ns = str(s.namespace) || (kind === 'RoleBinding' ? namespace : '')
    if (ns) out.push({ key: core('ServiceAccount', ns, str(s.name)), optional: false, via: 'subjects' })
  }
  return out
}

function ingressReferences(obj: Manifest, namespace: string): Reference[] {
  const out: Reference[] = []
  const spec = rec(obj.spec)
  const backend = (b: unknown, via: string): void => {
    const r = rec(b)
    const name = str(rec(r.service).name) || str(r.serviceName)
    if (name) out.push({ key: core('Service', namespace, name), optional: false, via })
  }
  backend(spec.defaultBackend ?? spec.backend, 'default backend')
  for (const rule of list(spec.rules)) {
    for (const p of list(rec(rule.http).paths)) backend(p.backend, `backend of ${str(rule.host) || '*'}${str(p.path)}`)
  }
  for (const t of list(spec.tls)) {
    const name = str(t.secretName)
    if (name) out.push({ key: core('Secret', namespace, name), optional: false, via: 'tls' })
  }
  return out
}

/** Every object `obj` (at `key`, namespace already defaulted) needs by name. */
export function referencesOf(obj: Manifest, key: ResourceKey): Reference[] {
  const { group, kind, namespace } = key
  const pod = podTemplateOf(obj, group, kind)
  if (pod) return podReferences(pod.spec, namespace)
  if (group === RBAC && (kind === 'RoleBinding' || kind === 'ClusterRoleBinding')) return bindingReferences(obj, kind, namespace)
  if ((group === 'networking.k8s.io' || group === 'extensions') && kind === 'Ingress') return ingressReferences(obj, namespace)
  if (group === '' && kind === 'ServiceAccount') {
    const out: Reference[] = []
    for (const s of [...list(obj.secrets), ...list(obj.imagePullSecrets)]) {
      if (str(s.name)) out.push({ key: core('Secret', namespace, str(s.name)), optional: false, via: 'secrets' })
    }
    return out
  }
  if (group === 'admissionregistration.k8s.io' && (kind === 'MutatingWebhookConfiguration' || kind === 'ValidatingWebhookConfiguration')) {
    const out: Reference[] = []
    for (const w of list(obj.webhooks)) {
      const svc = rec(rec(w.clientConfig).service)
      if (str(svc.name) && str(svc.namespace)) {
        out.push({ key: core('Service', str(svc.namespace), str(svc.name)), optional: false, via: `webhook ${str(w.name)}` })
      }
    }
    return out
  }
  if (group === 'apiregistration.k8s.io' && kind === 'APIService') {
    const svc = rec(rec(obj.spec).service)
    return str(svc.name) && str(svc.namespace) ? [{ key: core('Service', str(svc.namespace), str(svc.name)), optional: false, via: 'service' }] : []
  }
  if (group === '' && kind === 'PersistentVolumeClaim') {
    const sc = rec(obj.spec).storageClassName
    return typeof sc === 'string' && sc !== ''
      ? [{ key: { group: 'storage.k8s.io', kind: 'StorageClass', namespace: '', name: sc }, optional: false, via: 'storageClassName' }]
      : []
  }
  return []
}

/** A Service's `spec.selector` matches a pod template's labels (an empty selector selects nothing). */
export function selectorMatches(selector: unknown, labels: Record<string, string>): boolean {
  const sel = stringMap(selector)
  const entries = Object.entries(sel)
  return entries.length > 0 && entries.every(([k, v]) => labels[k] === v)
}

/** The literal values a pod spec passes to its containers: env values by variable name, and command/args strings. */
export function podInputs(spec: Record<string, unknown>): { env: Array<[string, string]>; args: string[] } {
  const env: Array<[string, string]> = []
  const args: string[] = []
  for (const field of ['initContainers', 'containers']) {
    for (const c of list(spec[field])) {
      for (const k of ['command', 'args']) if (Array.isArray(c[k])) for (const s of c[k] as unknown[]) if (typeof s === 'string') args.push(s)
      for (const e of list(c.env)) if (typeof e.value === 'string') env.push([str(e.name), e.value])
    }
  }
  return { env, args }
}

const ADDRESS_VAR = /(HOST|HOSTNAME|ADDR|ADDRESS|URL|URI|SERVICE|SVC|ENDPOINT|SERVER)(_NAME)?$/i
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether the inputs use Service `name` (in `namespace`) as a network address: `scheme://name`, `name:port`,
 * `name.namespace.svc…`, or the value of a HOST/URL/SERVICE-like variable. A bare name in args (a certificate SAN,
 * a resource name) is not an address.
 */
export function addressesService(inputs: { env: Array<[string, string]>; args: string[] }, name: string, namespace: string): boolean {
  const n = esc(name)
  const url = new RegExp(`(^|[^a-z0-9-])(\\w+://)${n}(?![a-z0-9-])|(^|[^a-z0-9-])${n}(\\.${esc(namespace)}(\\.svc[a-z.]*)?)?:[0-9]`, 'i')
  if ([...inputs.args, ...inputs.env.map(([, v]) => v)].some((s) => url.test(s))) return true
  const host = new RegExp(`^${n}(\\.${esc(namespace)}(\\.svc[a-z.]*)?)?$`, 'i')
  return inputs.env.some(([k, v]) => ADDRESS_VAR.test(k) && host.test(v))
}

/** `name` appears in `text` as a whole DNS-ish token (not inside a longer name such as `name-0` or `pre-name`). */
export function mentionsName(text: string, name: string): boolean {
  let i = text.indexOf(name)
  while (i >= 0) {
    const before = i === 0 ? '' : text[i - 1]!
    const after = text[i + name.length] ?? ''
    if (!/[a-z0-9-]/i.test(before) && !/[a-z0-9-]/i.test(after)) return true
    i = text.indexOf(name, i + 1)
  }
  return false
}
