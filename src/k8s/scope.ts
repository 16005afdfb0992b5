// Resource scope (R2.3.1) and Argo CD's default resource exclusions (R2.4.3).
import { isRecord, type Manifest } from './resource.js'

/** Cluster-scoped kinds of core Kubernetes (1.35), by `group/kind` (core group = ''). */
const CLUSTER_SCOPED = [
  '/Namespace',
  '/Node',
  '/PersistentVolume',
  '/ComponentStatus',
  'rbac.authorization.k8s.io/ClusterRole',
  'rbac.authorization.k8s.io/ClusterRoleBinding',
  'apiextensions.k8s.io/CustomResourceDefinition',
  'apiregistration.k8s.io/APIService',
  'storage.k8s.io/StorageClass',
  'storage.k8s.io/CSIDriver',
  'storage.k8s.io/CSINode',
  'storage.k8s.io/VolumeAttachment',
  'storage.k8s.io/VolumeAttributesClass',
  'scheduling.k8s.io/PriorityClass',
  'node.k8s.io/RuntimeClass',
  'networking.k8s.io/IngressClass',
  'networking.k8s.io/IPAddress',
  'networking.k8s.io/ServiceCIDR',
  'admissionregistration.k8s.io/MutatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding',
  'admissionregistration.k8s.io/MutatingAdmissionPolicy',
  'admissionregistration.k8s.io/MutatingAdmissionPolicyBinding',
  'certificates.k8s.io/CertificateSigningRequest',
  'certificates.k8s.io/ClusterTrustBundle',
  'flowcontrol.apiserver.k8s.io/FlowSchema',
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration',
  'policy/PodSecurityPolicy',
  'extensions/PodSecurityPolicy',
  'resource.k8s.io/DeviceClass',
  'resource.k8s.io/ResourceSlice',
  'authentication.k8s.io/TokenReview',
  'authentication.k8s.io/SelfSubjectReview',
  'authorization.k8s.io/SubjectAccessReview',
  'authorization.k8s.io/SelfSubjectAccessReview',
  'authorization.k8s.io/SelfSubjectRulesReview',
  'storagemigration.k8s.io/StorageVersionMigration',
  'internal.apiserver.k8s.io/StorageVersion'
]

/** R2.4.3: Argo CD 3.x default `resource.exclusions` (argocd-cm): never watched, so never applied or pruned. */
const DEFAULT_EXCLUSIONS: Array<[string[], string[]]> = [
  [
    ['', 'discovery.k8s.io'],
    ['Endpoints', 'EndpointSlice']
  ],
  [['coordination.k8s.io'], ['Lease']],
  [
    ['authentication.k8s.io', 'authorization.k8s.io'],
    ['SelfSubjectReview', 'TokenReview', 'LocalSubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview', 'SubjectAccessReview']
  ],
  [['certificates.k8s.io'], ['CertificateSigningRequest']],
  [['cert-manager.io'], ['CertificateRequest']],
  [['cilium.io'], ['CiliumIdentity', 'CiliumEndpoint', 'CiliumEndpointSlice']],
  [
    ['kyverno.io', 'reports.kyverno.io', 'wgpolicyk8s.io'],
    [
      'PolicyReport',
      'ClusterPolicyReport',
      'EphemeralReport',
      'ClusterEphemeralReport',
      'AdmissionReport',
      'ClusterAdmissionReport',
      'BackgroundScanReport',
      'ClusterBackgroundScanReport',
      'UpdateRequest'
    ]
  ]
]

const EXCLUDED = new Set(DEFAULT_EXCLUSIONS.flatMap(([groups, kinds]) => groups.flatMap((g) => kinds.map((k) => `${g}/${k}`))))

export function isExcludedKind(group: string, kind: string): boolean {
  return EXCLUDED.has(`${group}/${kind}`)
}

export type Scope = 'Cluster' | 'Namespaced'

/** Scope knowledge: the built-in table, CRDs seen in renders, and user overrides (`group/kind` → scope). */
export class ScopeTable {
  readonly #scopes = new Map<string, Scope>()
  constructor(overrides: Record<string, Scope> = {}) {
    for (const gk of CLUSTER_SCOPED) this.#scopes.set(gk, 'Cluster')
    for (const [gk, s] of Object.entries(overrides)) this.#scopes.set(gk, s)
  }

  /** Learns the scope of custom resources from a rendered CRD's spec.group/names.kind/scope. */
  learnFromCrd(obj: Manifest): void {
    if (obj.kind !== 'CustomResourceDefinition' || !isRecord(obj.spec)) return
    const spec = obj.spec
    const kind = isRecord(spec.names) ? spec.names.kind : undefined
    if (typeof spec.group !== 'string' || typeof kind !== 'string') return
    const key = `${spec.group}/${kind}`
    if (!this.#scopes.has(key)) this.#scopes.set(key, spec.scope === 'Cluster' ? 'Cluster' : 'Namespaced')
  }

  /** R2.3.1: a kind the cluster does not know counts as namespaced. */
  isClusterScoped(group: string, kind: string): boolean {
    return this.#scopes.get(`${group}/${kind}`) === 'Cluster'
  }
}
