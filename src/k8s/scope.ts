// Resource scope (R2.3.1) and Argo CD's default resource exclusions (R2.4.3).
import { isRecord } from '../lib/record.js'
import { BUILT_IN_CLUSTER_SCOPED, BUILT_IN_GROUPS, GROUP_SCOPES, WELL_KNOWN_SCOPES, type Scope } from './known-scopes.js'
import { type Manifest } from './resource.js'

export type { Scope }

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

/**
 * Scope knowledge, by `group/kind`. In order: the config's `scopes` and core Kubernetes' cluster-scoped kinds, CRDs
 * seen in the renders, the well-known custom resources (known-scopes.ts), and the other kinds of core Kubernetes'
 * groups (namespaced). Any other kind's scope is unknown: Argo CD reads it from the cluster (R2.3.1), the guard cannot.
 */
export class ScopeTable {
  readonly #scopes = new Map<string, Scope>()
  constructor(overrides: Record<string, Scope> = {}) {
    for (const gk of BUILT_IN_CLUSTER_SCOPED) this.#scopes.set(gk, 'Cluster')
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

  /** The kind's scope, or undefined when the guard cannot know it (a custom kind with no CRD in the renders). */
  scopeOf(group: string, kind: string): Scope | undefined {
    const key = `${group}/${kind}`
    return this.#scopes.get(key) ?? WELL_KNOWN_SCOPES.get(key) ?? GROUP_SCOPES.get(group) ?? (BUILT_IN_GROUPS.has(group) ? 'Namespaced' : undefined)
  }

  /** R2.3.1: a kind of unknown scope counts as namespaced (as Argo CD counts a kind its cluster does not know). */
  isClusterScoped(group: string, kind: string): boolean {
    return this.scopeOf(group, kind) === 'Cluster'
  }
}
