// hook-on-long-lived: a `helm.sh/hook` or `argocd.argoproj.io/hook` on an object meant to live on (R4.1, R4.2).
// Argo CD runs hooks on every sync instead of managing them: with the default BeforeHookCreation policy the object is
// deleted and created again at each sync (R4.1.5, R4.2.3, R4.2.4), and it is left out of the diff, self-heal and
// prune (R3.3.3, R4.1.5). That is the intended helper pattern for a ServiceAccount, RBAC or ConfigMap used only by hook
// Jobs (admission-webhook patch jobs), so precision comes from who uses the object: a non-hook consumer, or a kind
// nothing re-creates (PVC, Namespace, CRD, workloads), is high; no visible consumer is medium; hook-only use is
// silent (the ordering between hooks is wave-order's job). Hooks without a sync phase (R4.1.4) are never applied.
import { isRecord } from '../lib/record.js'
import { hookDeletePolicies, HOOK_ANNOTATION, HELM_HOOK_ANNOTATION, type SyncPhase } from '../argocd/hooks.js'
import { podTemplateOf, referencesOf, selectorMatches } from '../k8s/references.js'
import { annotationsOf, keyLabel, keyString, labelsOf } from '../k8s/resource.js'
import type { Target } from '../plan/normalize.js'
import { appRef, renderedSides, type RawFinding, type Rule } from './types.js'

const RBAC = 'rbac.authorization.k8s.io'

/** Kinds whose deletion loses something nothing re-creates (R4.1.5 deletes them at every sync). */
const NEVER_RECREATED: Record<string, string> = {
  '/PersistentVolumeClaim': 'the volume behind it, and its data, go with every deletion',
  '/PersistentVolume': 'the volume, and with the Delete reclaim policy its data, go with every deletion',
  '/Namespace': "deleting a Namespace deletes every object inside it, including other apps' objects",
  'apiextensions.k8s.io/CustomResourceDefinition': 'deleting a CRD deletes every custom resource of that kind in the cluster',
  'apps/Deployment': 'its pods are deleted with it, so every sync is an outage',
  'apps/StatefulSet': 'its pods are deleted with it, so every sync is an outage',
  'apps/DaemonSet': 'its pods are deleted with it on every node, so every sync is an outage',
  'apps/ReplicaSet': 'its pods are deleted with it, so every sync is an outage',
  '/ReplicationController': 'its pods are deleted with it, so every sync is an outage',
  'argoproj.io/Rollout': 'its pods are deleted with it, so every sync is an outage',
  'batch/CronJob': 'its schedule and job history are reset, and a running job is killed, on every sync'
}

/** Kinds that act on the cluster by merely existing: the API server or a controller is their consumer. */
const ALWAYS_IN_USE = new Set([
  'admissionregistration.k8s.io/MutatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
  'apiregistration.k8s.io/APIService',
  'networking.k8s.io/Ingress',
  'extensions/Ingress',
  'networking.k8s.io/IngressClass',
  'networking.k8s.io/NetworkPolicy',
  'policy/PodDisruptionBudget',
  'autoscaling/HorizontalPodAutoscaler',
  'scheduling.k8s.io/PriorityClass',
  'storage.k8s.io/StorageClass',
  '/ResourceQuota',
  '/LimitRange'
])

/** Kinds judged by their consumers in the render. */
const BY_CONSUMER = new Set([
  '/ServiceAccount',
  '/ConfigMap',
  '/Secret',
  '/Service',
  `${RBAC}/Role`,
  `${RBAC}/RoleBinding`,
  `${RBAC}/ClusterRole`,
  `${RBAC}/ClusterRoleBinding`,
  'secrets-store.csi.x-k8s.io/SecretProviderClass'
])

interface Use {
  by: Target
  via: string
}

const gk = (t: Target): string => `${t.key.group}/${t.key.kind}`
const applied = (t: Target): boolean => t.hook.kind === 'resource' || t.hook.kind === 'hook'
const phasesOf = (t: Target): SyncPhase[] => (t.hook.kind === 'hook' ? t.hook.phases : ['Sync'])

/** Who uses each object of one render: direct references, plus pods running as a bound ServiceAccount (RBAC). */
export function consumers(targets: Target[]): (t: Target) => Use[] {
  const direct = new Map<string, Use[]>()
  const push = (k: string, u: Use): void => void (direct.get(k) ?? direct.set(k, []).get(k)!).push(u)
  for (const t of targets) for (const r of referencesOf(t.obj, t.key)) push(keyString(r.key), { by: t, via: r.via })
  const pods = targets
    .map((t) => ({ t, pod: podTemplateOf(t.obj, t.key.group, t.key.kind) }))
    .filter((x): x is { t: Target; pod: NonNullable<typeof x.pod> } => x.pod !== undefined)
  const of = (t: Target, seen: Set<string>): Use[] => {
    const ks = keyString(t.key)
    if (seen.has(ks)) return []
    seen.add(ks)
    const uses = [...(direct.get(ks) ?? [])]
    if (t.key.group === RBAC && (t.key.kind === 'RoleBinding' || t.key.kind === 'ClusterRoleBinding')) {
      // Pods running as a bound ServiceAccount need the binding.
      for (const r of referencesOf(t.obj, t.key)) {
        if (r.key.kind !== 'ServiceAccount') continue
        for (const u of direct.get(keyString(r.key)) ?? []) {
          if (u.via === 'serviceAccountName') uses.push({ by: u.by, via: `runs as bound ServiceAccount ${r.key.name}` })
        }
      }
    }
    if (t.key.group === RBAC && (t.key.kind === 'Role' || t.key.kind === 'ClusterRole')) {
      // A role is used by whoever uses the bindings that grant it.
      for (const u of direct.get(ks) ?? []) for (const v of of(u.by, seen)) uses.push({ by: v.by, via: `${v.via}, via ${keyLabel(u.by.key)}` })
    }
    if (t.key.group === '' && t.key.kind === 'Service') {
      const selector = isRecord(t.obj.spec) ? t.obj.spec.selector : undefined
      for (const p of pods) {
        if (p.t.key.namespace === t.key.namespace && selectorMatches(selector, p.pod.labels)) uses.push({ by: p.t, via: 'its selector matches their pods' })
      }
    }
    return uses
  }
  return (t) => of(t, new Set())
}

function hookDescription(t: Target): string {
  const ann = annotationsOf(t.obj)
  const raw = ann[HOOK_ANNOTATION] !== undefined ? `${HOOK_ANNOTATION}: ${ann[HOOK_ANNOTATION]}` : `${HELM_HOOK_ANNOTATION}: ${ann[HELM_HOOK_ANNOTATION]}`
  return `${phasesOf(t).join('/')} hook (${raw})`
}

function lifecycle(t: Target): string {
  const policies = hookDeletePolicies(t.obj)
  const parts: string[] = []
  if (policies.includes('BeforeHookCreation')) parts.push('deleted and created again at the start of its phase on every sync')
  if (policies.includes('HookSucceeded')) parts.push('deleted again as soon as the sync succeeds, so it is missing between syncs')
  if (parts.length === 0) parts.push(`created by the sync and left to its ${policies.join('/')} delete policy`)
  return (
    `Argo CD runs hooks instead of managing them: it is ${parts.join(', and ')}. ` +
    'It is not part of the diff, self-heal or prune, so a missing or drifted copy is never restored.'
  )
}

const FIX =
  'Strip the hook annotations so Argo CD manages it as a normal resource: a chart value that turns the hook off, or a ' +
  'kustomize patch (`op: remove`, `path: /metadata/annotations/helm.sh~1hook`, and the delete-policy/weight keys). Order it ' +
  'with argocd.argoproj.io/sync-wave instead. Keep hooks for the Jobs and Pods that do one-off work.'

function describeUses(uses: Use[]): string {
  const seen = new Set<string>()
  const parts: string[] = []
  for (const u of uses) {
    const s = `${keyLabel(u.by.key)} (${u.via})`
    if (!seen.has(s)) parts.push(s)
    seen.add(s)
  }
  return parts.length > 3 ? `${parts.slice(0, 3).join('; ')}; and ${parts.length - 3} more` : parts.join('; ')
}

export function checkRender(targets: Target[]): Array<Omit<RawFinding, 'app' | 'appNamespace'>> {
  const out: Array<Omit<RawFinding, 'app' | 'appNamespace'>> = []
  const live = targets.filter(applied)
  // Indexed on first use: most renders have no hook that is judged by its consumers.
  let index: ((t: Target) => Use[]) | undefined
  const usesOf = (t: Target): Use[] => (index ??= consumers(live))(t)
  for (const t of live) {
    if (t.hook.kind !== 'hook') continue
    const kind = gk(t)
    const what = `${keyLabel(t.key)} is a ${hookDescription(t)}.`
    const base = { resource: t.key, file: t.file ?? null, line: t.line ?? null, fix: FIX }
    const lost = NEVER_RECREATED[kind]
    if (lost) {
      out.push({ ...base, severity: 'high', message: `${what} ${lifecycle(t)} For a ${t.key.kind}, ${lost}.` })
      continue
    }
    if (ALWAYS_IN_USE.has(kind)) {
      out.push({
        ...base,
        severity: 'high',
        message: `${what} ${lifecycle(t)} A ${t.key.kind} acts on the cluster for as long as it exists, so its effect is gone whenever Argo CD deletes it.`
      })
      continue
    }
    if (!BY_CONSUMER.has(kind)) continue
    const uses = usesOf(t)
    const outside = uses.filter((u) => u.by.hook.kind === 'resource')
    const aggregated =
      kind === `${RBAC}/ClusterRole` &&
      Object.entries(labelsOf(t.obj)).some(([k, v]) => k.startsWith('rbac.authorization.k8s.io/aggregate-to-') && v === 'true')
    if (outside.length > 0 || aggregated) {
      const who =
        aggregated && outside.length === 0
          ? 'Kubernetes aggregates it into other ClusterRoles (aggregate-to label), which lose these permissions'
          : `Non-hook objects use it: ${describeUses(outside)}. They lose it`
      out.push({ ...base, severity: 'high', message: `${what} ${lifecycle(t)} ${who} during every sync, and for good if it goes missing.` })
      continue
    }
    if (uses.length === 0) {
      out.push({
        ...base,
        severity: 'medium',
        message: `${what} ${lifecycle(t)} No hook Job or Pod in this app uses it, so it is presumably meant for something that lives on (another app, an operator, people), which loses it during every sync.`
      })
    }
    // Used only by hooks: the helper pattern (ServiceAccount/RBAC/ConfigMap of an admission-webhook patch Job). Whether
    // each helper exists before its users run is a matter of phases and waves, reported by wave-order.
  }
  return out
}

export const hookOnLongLived: Rule = {
  id: 'hook-on-long-lived',
  severity: 'high',
  title: 'A long-lived object is declared as a sync hook',
  when: 'a hook annotation on an object meant to live on and used outside its phase',
  kind: 'state',
  check(ctx) {
    const out: RawFinding[] = []
    for (const { plan: p, side } of renderedSides(ctx)) {
      const r = side.render!
      for (const f of checkRender([...r.resources.values(), ...r.hooks])) out.push({ ...appRef(p), ...f })
    }
    return out
  }
}
