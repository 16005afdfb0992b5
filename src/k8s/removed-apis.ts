// API versions Kubernetes stopped serving, by release: the "Removed APIs by release" section of the Kubernetes
// Deprecated API Migration Guide (kubernetes/website content/en/docs/reference/using-api/deprecation-guide.md, read for
// v1.16 to v1.32; no built-in API version was removed from v1.33 to v1.35). Facts, written as data: each entry is the
// group/version, the kinds it no longer serves, the release that removed them and the version to use. A manifest
// with such an apiVersion cannot be applied to a cluster of that release or later: the API server answers "no
// matches for kind" and the sync fails. Pure.

export interface RemovedApi {
  apiVersion: string
  kinds: readonly string[]
  /** The first Kubernetes minor release that no longer serves it, `1.25`. */
  removedIn: string
  /** The version to use instead (available since an earlier release). */
  replacement: string
}

const WORKLOADS = ['Deployment', 'DaemonSet', 'ReplicaSet', 'StatefulSet']

export const REMOVED_APIS: readonly RemovedApi[] = [
  { apiVersion: 'extensions/v1beta1', kinds: ['Deployment', 'DaemonSet', 'ReplicaSet'], removedIn: '1.16', replacement: 'apps/v1' },
  { apiVersion: 'extensions/v1beta1', kinds: ['NetworkPolicy'], removedIn: '1.16', replacement: 'networking.k8s.io/v1' },
  { apiVersion: 'extensions/v1beta1', kinds: ['PodSecurityPolicy'], removedIn: '1.16', replacement: 'policy/v1beta1' },
  { apiVersion: 'apps/v1beta1', kinds: WORKLOADS, removedIn: '1.16', replacement: 'apps/v1' },
  { apiVersion: 'apps/v1beta2', kinds: WORKLOADS, removedIn: '1.16', replacement: 'apps/v1' },
  {
    apiVersion: 'admissionregistration.k8s.io/v1beta1',
    kinds: ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'],
    removedIn: '1.22',
    replacement: 'admissionregistration.k8s.io/v1'
  },
  { apiVersion: 'apiextensions.k8s.io/v1beta1', kinds: ['CustomResourceDefinition'], removedIn: '1.22', replacement: 'apiextensions.k8s.io/v1' },
  { apiVersion: 'apiregistration.k8s.io/v1beta1', kinds: ['APIService'], removedIn: '1.22', replacement: 'apiregistration.k8s.io/v1' },
  { apiVersion: 'authentication.k8s.io/v1beta1', kinds: ['TokenReview'], removedIn: '1.22', replacement: 'authentication.k8s.io/v1' },
  {
    apiVersion: 'authorization.k8s.io/v1beta1',
    kinds: ['SubjectAccessReview', 'LocalSubjectAccessReview', 'SelfSubjectAccessReview'],
    removedIn: '1.22',
    replacement: 'authorization.k8s.io/v1'
  },
  { apiVersion: 'certificates.k8s.io/v1beta1', kinds: ['CertificateSigningRequest'], removedIn: '1.22', replacement: 'certificates.k8s.io/v1' },
  { apiVersion: 'coordination.k8s.io/v1beta1', kinds: ['Lease'], removedIn: '1.22', replacement: 'coordination.k8s.io/v1' },
  { apiVersion: 'extensions/v1beta1', kinds: ['Ingress'], removedIn: '1.22', replacement: 'networking.k8s.io/v1' },
  { apiVersion: 'networking.k8s.io/v1beta1', kinds: ['Ingress', 'IngressClass'], removedIn: '1.22', replacement: 'networking.k8s.io/v1' },
  {
    apiVersion: 'rbac.authorization.k8s.io/v1beta1',
    kinds: ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding'],
    removedIn: '1.22',
    replacement: 'rbac.authorization.k8s.io/v1'
  },
  { apiVersion: 'scheduling.k8s.io/v1beta1', kinds: ['PriorityClass'], removedIn: '1.22', replacement: 'scheduling.k8s.io/v1' },
  {
    apiVersion: 'storage.k8s.io/v1beta1',
    kinds: ['CSIDriver', 'CSINode', 'StorageClass', 'VolumeAttachment'],
    removedIn: '1.22',
    replacement: 'storage.k8s.io/v1'
  },
  { apiVersion: 'batch/v1beta1', kinds: ['CronJob'], removedIn: '1.25', replacement: 'batch/v1' },
  { apiVersion: 'discovery.k8s.io/v1beta1', kinds: ['EndpointSlice'], removedIn: '1.25', replacement: 'discovery.k8s.io/v1' },
  { apiVersion: 'events.k8s.io/v1beta1', kinds: ['Event'], removedIn: '1.25', replacement: 'events.k8s.io/v1' },
  { apiVersion: 'autoscaling/v2beta1', kinds: ['HorizontalPodAutoscaler'], removedIn: '1.25', replacement: 'autoscaling/v2' },
  { apiVersion: 'policy/v1beta1', kinds: ['PodDisruptionBudget'], removedIn: '1.25', replacement: 'policy/v1' },
  { apiVersion: 'policy/v1beta1', kinds: ['PodSecurityPolicy'], removedIn: '1.25', replacement: 'Pod Security Admission (no replacement kind)' },
  { apiVersion: 'node.k8s.io/v1beta1', kinds: ['RuntimeClass'], removedIn: '1.25', replacement: 'node.k8s.io/v1' },
  {
    apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta1',
    kinds: ['FlowSchema', 'PriorityLevelConfiguration'],
    removedIn: '1.26',
    replacement: 'flowcontrol.apiserver.k8s.io/v1'
  },
  { apiVersion: 'autoscaling/v2beta2', kinds: ['HorizontalPodAutoscaler'], removedIn: '1.26', replacement: 'autoscaling/v2' },
  { apiVersion: 'storage.k8s.io/v1beta1', kinds: ['CSIStorageCapacity'], removedIn: '1.27', replacement: 'storage.k8s.io/v1' },
  {
    apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta2',
    kinds: ['FlowSchema', 'PriorityLevelConfiguration'],
    removedIn: '1.29',
    replacement: 'flowcontrol.apiserver.k8s.io/v1'
  },
  {
    apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta3',
    kinds: ['FlowSchema', 'PriorityLevelConfiguration'],
    removedIn: '1.32',
    replacement: 'flowcontrol.apiserver.k8s.io/v1'
  }
]

const byVersionKind = new Map(REMOVED_APIS.flatMap((a) => a.kinds.map((k) => [`${a.apiVersion}\0${k}`, a] as const)))

/** The removal of `apiVersion` for `kind`, or undefined when Kubernetes never stopped serving it. */
export function removedApi(apiVersion: string, kind: string): RemovedApi | undefined {
  return byVersionKind.get(`${apiVersion}\0${kind}`)
}

/** `1.29` from `v1.29.3`, `1.29.0-eks-1`, `1.29`; undefined when it is not a version. */
export function minorOf(version: string | undefined): { major: number; minor: number } | undefined {
  const m = /^v?(\d+)\.(\d+)/.exec(version ?? '')
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined
}

/** Whether a cluster of `version` no longer serves `api` (undefined when the version is not known). */
export function removedFor(api: RemovedApi, version: string | undefined): boolean | undefined {
  const v = minorOf(version)
  const r = minorOf(api.removedIn)!
  if (!v) return undefined
  return v.major > r.major || (v.major === r.major && v.minor >= r.minor)
}
