// wave-order checks driven by references (R4.4, R4.5.4): dependencies a workload or hook needs that are applied later
// (or never), and objects a run-to-completion task connects to or patches by name that are applied later.
import { isRecord } from '../lib/record.js'
import { addressesService, mentionsName, podInputs, podTemplateOf, referencesOf, type Reference } from '../k8s/references.js'
import { keyLabel, keyString } from '../k8s/resource.js'
import { comparePosition, type SyncTask } from '../plan/waves.js'
import { finding, gk, where, type Out } from './wave-order-findings.js'

const DEP_KINDS = new Set(['/ConfigMap', '/Secret', '/ServiceAccount', '/PersistentVolumeClaim', 'secrets-store.csi.x-k8s.io/SecretProviderClass'])
/** Objects a Job patches by name (kube-webhook-certgen `patch`, `kubectl patch`): they must exist when it runs. */
const PATCHED_KINDS = new Set([
  'admissionregistration.k8s.io/MutatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
  'apiregistration.k8s.io/APIService'
])

/** The kinds of PATCHED_KINDS without their group (a cheap first test). */
const PATCHED_NAMES = new Set([...PATCHED_KINDS].map((k) => k.slice(k.indexOf('/') + 1)))

function effect(r: Reference): string {
  switch (r.key.kind) {
    case 'ServiceAccount':
      return 'the API server rejects its pods (service account not found), so no pod is created'
    case 'PersistentVolumeClaim':
      return 'its pods stay Pending (unbound claim)'
    default:
      return r.via.startsWith('env') || r.via.startsWith('envFrom')
        ? 'its containers fail with CreateContainerConfigError'
        : r.via === 'imagePullSecrets'
          ? 'its images cannot be pulled (ErrImagePull)'
          : 'its pods stay in ContainerCreating (volume cannot be mounted)'
  }
}

/** Running to completion: what a later step waits on (hooks, non-hook Jobs, Pods that do not restart). */
function runsToCompletion(t: SyncTask): boolean {
  const k = gk(t.target.key)
  if (k === 'batch/Job') return true
  if (k !== '/Pod') return false
  const rp = isRecord(t.target.obj.spec) ? t.target.obj.spec.restartPolicy : undefined
  return t.hook || rp === 'Never' || rp === 'OnFailure'
}

const FIX_ORDER =
  'Give the dependency a lower argocd.argoproj.io/sync-wave than its user (or the same wave), or make both hooks of the same phase with the dependency first.'

/** A: references to ConfigMaps, Secrets, ServiceAccounts, PVCs applied in a later step, or never (R4.4, R4.5.4). */
export function lateDependencies(tasks: SyncTask[], byKey: () => Map<string, SyncTask[]>, ignored: Set<string>, out: Out[]): void {
  const done = new Set<string>()
  for (const u of tasks) {
    const pod = podTemplateOf(u.target.obj, u.target.key.group, u.target.key.kind)
    if (!pod) continue
    for (const r of referencesOf(u.target.obj, u.target.key)) {
      if (!DEP_KINDS.has(gk(r.key))) continue
      const id = `${keyString(u.target.key)}\u0000${keyString(r.key)}`
      if (done.has(id)) continue
      const deps = byKey().get(keyString(r.key))
      const what = `${keyLabel(u.target.key)} (${where(u)}) needs ${keyLabel(r.key)} (${r.via})`
      const fp = `${r.key.kind}/${r.key.name}`
      if (!deps) {
        if (!ignored.has(keyString(r.key))) continue
        done.add(id)
        out.push(
          finding(
            u,
            r.optional ? 'low' : 'high',
            fp,
            `${what}, but ${r.key.name} is a hook without a sync phase (Helm test/delete/rollback, Argo PreDelete/PostDelete): Argo CD never applies it during a sync, so ${effect(r)} unless it already exists.`,
            `Make ${keyLabel(r.key)} a normal resource (drop its hook annotation) or a hook of a sync phase before its user.`
          )
        )
        continue
      }
      if (deps.some((d) => comparePosition(d, u) <= 0)) continue
      // A CronJob's pods only start on its schedule, after the sync: its health does not wait for them.
      if (gk(u.target.key) === 'batch/CronJob') continue
      done.add(id)
      const d = deps[0]!
      const presync = u.hook && u.phase === 'PreSync' && deps.every((x) => x.phase !== 'PreSync')
      const message = presync
        ? `${what}, which only exists from the ${d.phase} phase on (${where(d)}). On the first sync (a new cluster or namespace, a restore) it does not exist when the PreSync hook runs: ${effect(r)}, the hook never completes and the sync hangs in PreSync. Later syncs only work because the previous revision of ${r.key.name} is still live.`
        : r.optional
          ? `${what}, which is applied later (${where(d)}). The reference is optional, so the pods start without it and miss its data until they restart.`
          : `${what}, which is applied later (${where(d)}). A multi-step sync waits for each step to be healthy before the next, but until ${r.key.name} exists ${effect(r)}: the first sync stalls and then fails.`
      out.push(finding(u, r.optional ? 'low' : 'high', fp, message, FIX_ORDER))
    }
  }
}

/**
 * E: a run-to-completion task that uses an object applied only in a later step without referencing it: a Service it
 * connects to (an address in its env or args) or a webhook configuration / APIService it patches (a `patch` argument).
 */
export function namedLater(tasks: SyncTask[], out: Out[]): void {
  // The earliest task of each Service or patched object: only those can be named (below), so the other objects are
  // never indexed (big renders). Nothing to name: nothing to report.
  const earliest = new Map<string, SyncTask>()
  for (const t of tasks) {
    const k = t.target.key
    if (!((k.kind === 'Service' && k.group === '') || (PATCHED_NAMES.has(k.kind) && PATCHED_KINDS.has(gk(k))))) continue
    const ks = keyString(k)
    if (!earliest.has(ks)) earliest.set(ks, t)
  }
  if (earliest.size === 0) return
  const done = new Set<string>()
  const named = [...earliest.values()]
  for (const u of tasks) {
    if (!runsToCompletion(u)) continue
    const pod = podTemplateOf(u.target.obj, u.target.key.group, u.target.key.kind)
    if (!pod) continue
    const inputs = podInputs(pod.spec)
    const patches = inputs.args.some((a) => /^patch$/i.test(a) || /(^|\s)(kubectl|oc)\s.*\bpatch\b/.test(a))
    const text = inputs.args.join('\n')
    for (const d of named) {
      if (comparePosition(d, u) <= 0) continue
      const k = d.target.key
      const how =
        gk(k) === '/Service' &&
        addressesService(inputs, k.name, k.namespace) &&
        (k.namespace === u.target.key.namespace || text.includes(`${k.name}.${k.namespace}`))
          ? `connects to ${keyLabel(k)}`
          : PATCHED_KINDS.has(gk(k)) && patches && mentionsName(text, k.name)
            ? `patches ${keyLabel(k)}`
            : undefined
      const id = `${keyString(u.target.key)}\u0000${keyString(k)}`
      if (!how || done.has(id)) continue
      done.add(id)
      const first = u.hook && u.phase === 'PreSync' && !d.hook
      out.push(
        finding(
          u,
          first ? 'high' : 'medium',
          `${k.kind}/${k.name}`,
          `${keyLabel(u.target.key)} (${where(u)}) must run to completion and ${how} (named in its container arguments/environment), which Argo CD applies only later (${where(d)}). ` +
            (first
              ? 'On the first sync it does not exist yet, so the hook cannot finish and the sync hangs in PreSync; later syncs only work against the previous revision.'
              : 'The job waits on something that comes after it, so the sync stalls until the job times out or fails.'),
          `Run the job after ${k.name}: a later wave or phase (e.g. a PostSync hook), or move ${k.name} to an earlier wave. If the job does not really need it, suppress with prune-guard.io/ignore: wave-order.`
        )
      )
    }
  }
}
