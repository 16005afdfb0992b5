// Scopes the guard knows without a CRD in the renders (R2.3.1: Argo CD reads the scope from the cluster's discovery,
// which the guard does not have). Two sources:
// * core Kubernetes: its cluster-scoped kinds are listed, and its API groups are fixed, so any other kind of those
//   groups is namespaced;
// * custom resources of widely installed projects, each kind copied from `spec.scope` of the project's own CRD (the
//   file is named per family). A CRD in the renders and the config's `scopes:` take precedence over this table.
// Any other kind's scope is unknown to the guard (ScopeTable.scopeOf answers undefined).
export type Scope = 'Cluster' | 'Namespaced'

/** Cluster-scoped kinds of core Kubernetes (1.35), by `group/kind` (core group = ''). */
export const BUILT_IN_CLUSTER_SCOPED = [
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

/** The API groups served by kube-apiserver itself (1.35); `''` is the core group. */
export const BUILT_IN_GROUPS = new Set([
  '',
  'apps',
  'batch',
  'autoscaling',
  'policy',
  'extensions',
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
  'authentication.k8s.io',
  'authorization.k8s.io',
  'certificates.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'events.k8s.io',
  'flowcontrol.apiserver.k8s.io',
  'internal.apiserver.k8s.io',
  'networking.k8s.io',
  'node.k8s.io',
  'rbac.authorization.k8s.io',
  'resource.k8s.io',
  'scheduling.k8s.io',
  'storage.k8s.io',
  'storagemigration.k8s.io'
])

const CALICO: [string[], string[]] = [
  [
    'BGPConfiguration',
    'BGPFilter',
    'BGPPeer',
    'BlockAffinity',
    'CalicoNodeStatus',
    'ClusterInformation',
    'FelixConfiguration',
    'GlobalNetworkPolicy',
    'GlobalNetworkSet',
    'HostEndpoint',
    'IPAMBlock',
    'IPAMConfig',
    'IPAMHandle',
    'IPPool',
    'IPReservation',
    'KubeControllersConfiguration',
    'StagedGlobalNetworkPolicy',
    'Tier'
  ],
  ['NetworkPolicy', 'NetworkSet', 'StagedKubernetesNetworkPolicy', 'StagedNetworkPolicy']
]

/** Per API group: [cluster-scoped kinds, namespaced kinds], from the upstream CRDs named in the comment. */
const FAMILIES: Record<string, [string[], string[]]> = {
  // kubernetes-sigs/gateway-api config/crd/{standard,experimental}/*.yaml
  'gateway.networking.k8s.io': [
    ['GatewayClass'],
    ['Gateway', 'HTTPRoute', 'GRPCRoute', 'TCPRoute', 'TLSRoute', 'UDPRoute', 'ReferenceGrant', 'BackendTLSPolicy', 'ListenerSet']
  ],
  'gateway.networking.x-k8s.io': [['XMesh'], ['XBackend', 'XBackendTrafficPolicy']],
  // openshift/api */zz_generated.crd-manifests/*.crd.yaml
  'security.openshift.io': [['SecurityContextConstraints'], []],
  'security.internal.openshift.io': [['RangeAllocation'], []],
  'config.openshift.io': [
    [
      'APIServer',
      'Authentication',
      'Backup',
      'Build',
      'CRIOCredentialProviderConfig',
      'ClusterImagePolicy',
      'ClusterMonitoring',
      'ClusterOperator',
      'ClusterVersion',
      'Console',
      'DNS',
      'FeatureGate',
      'Image',
      'ImageContentPolicy',
      'ImageDigestMirrorSet',
      'ImageTagMirrorSet',
      'Infrastructure',
      'Ingress',
      'InsightsDataGather',
      'Network',
      'Node',
      'OAuth',
      'OperatorHub',
      'PKI',
      'Project',
      'Proxy',
      'Scheduler'
    ],
    ['ImagePolicy']
  ],
  'operator.openshift.io': [
    [
      'Authentication',
      'CSISnapshotController',
      'CloudCredential',
      'ClusterAPI',
      'ClusterCSIDriver',
      'ClusterVersionOperator',
      'Config',
      'Console',
      'DNS',
      'Etcd',
      'EtcdBackup',
      'ImageContentSourcePolicy',
      'Ingress',
      'InsightsOperator',
      'KubeAPIServer',
      'KubeControllerManager',
      'KubeScheduler',
      'KubeStorageVersionMigrator',
      'MachineConfiguration',
      'Network',
      'OLM',
      'OpenShiftAPIServer',
      'OpenShiftControllerManager',
      'ServiceCA',
      'Storage'
    ],
    ['IngressController']
  ],
  'machineconfiguration.openshift.io': [
    [
      'ContainerRuntimeConfig',
      'ControllerConfig',
      'KubeletConfig',
      'MachineConfig',
      'MachineConfigNode',
      'MachineConfigPool',
      'MachineOSBuild',
      'MachineOSConfig',
      'PinnedImageSet'
    ],
    []
  ],
  'console.openshift.io': [
    [
      'ConsoleCLIDownload',
      'ConsoleExternalLogLink',
      'ConsoleLink',
      'ConsoleNotification',
      'ConsolePlugin',
      'ConsoleQuickStart',
      'ConsoleSample',
      'ConsoleYAMLSample'
    ],
    []
  ],
  'quota.openshift.io': [['ClusterResourceQuota'], []],
  'helm.openshift.io': [['HelmChartRepository'], ['ProjectHelmChartRepository']],
  'imageregistry.operator.openshift.io': [['Config', 'ImagePruner'], []],
  'samples.operator.openshift.io': [['Config'], []],
  'route.openshift.io': [[], ['Route']],
  'machine.openshift.io': [[], ['ControlPlaneMachineSet', 'Machine', 'MachineHealthCheck', 'MachineSet']],
  'monitoring.openshift.io': [[], ['AlertRelabelConfig', 'AlertingRule']],
  // argoproj/argo-cd manifests/crds, argoproj/argo-rollouts manifests/crds, argoproj/argo-workflows manifests/base/crds
  'argoproj.io': [
    ['ClusterAnalysisTemplate', 'ClusterWorkflowTemplate'],
    [
      'Application',
      'ApplicationSet',
      'AppProject',
      'AnalysisRun',
      'AnalysisTemplate',
      'Experiment',
      'Rollout',
      'CronWorkflow',
      'Workflow',
      'WorkflowTemplate',
      'WorkflowEventBinding'
    ]
  ],
  // cert-manager/cert-manager deploy/charts/cert-manager/templates/crd-*.yaml
  'cert-manager.io': [['ClusterIssuer'], ['Certificate', 'CertificateRequest', 'Issuer']],
  'acme.cert-manager.io': [[], ['Challenge', 'Order']],
  // prometheus-operator/prometheus-operator example/prometheus-operator-crd/*.yaml
  'monitoring.coreos.com': [
    [],
    [
      'Alertmanager',
      'AlertmanagerConfig',
      'PodMonitor',
      'Probe',
      'Prometheus',
      'PrometheusAgent',
      'PrometheusRule',
      'ScrapeConfig',
      'ServiceMonitor',
      'ThanosRuler'
    ]
  ],
  // external-secrets/external-secrets config/crds/bases/*.yaml
  'external-secrets.io': [
    ['ClusterExternalSecret', 'ClusterPushSecret', 'ClusterSecretStore'],
    ['ExternalSecret', 'PushSecret', 'SecretStore']
  ],
  'generators.external-secrets.io': [['ClusterGenerator'], []],
  // kubernetes-csi/external-snapshotter client/config/crd/*.yaml
  'snapshot.storage.k8s.io': [['VolumeSnapshotClass', 'VolumeSnapshotContent'], ['VolumeSnapshot']],
  'groupsnapshot.storage.k8s.io': [['VolumeGroupSnapshotClass', 'VolumeGroupSnapshotContent'], ['VolumeGroupSnapshot']],
  // kyverno/kyverno charts/kyverno/charts/crds/templates
  'kyverno.io': [
    ['ClusterCleanupPolicy', 'ClusterPolicy', 'GlobalContextEntry'],
    ['CleanupPolicy', 'Policy', 'PolicyException']
  ],
  // open-policy-agent/gatekeeper charts/gatekeeper/crds
  'templates.gatekeeper.sh': [['ConstraintTemplate'], []],
  'mutations.gatekeeper.sh': [['Assign', 'AssignImage', 'AssignMetadata', 'ModifySet'], []],
  'expansion.gatekeeper.sh': [['ExpansionTemplate'], []],
  'externaldata.gatekeeper.sh': [['Provider'], []],
  'config.gatekeeper.sh': [[], ['Config']],
  // kubernetes-sigs/karpenter, aws/karpenter-provider-aws charts/karpenter-crd/templates
  'karpenter.sh': [['NodeClaim', 'NodeOverlay', 'NodePool'], []],
  'karpenter.k8s.aws': [['EC2NodeClass'], []],
  // crossplane/crossplane cluster/crds
  'apiextensions.crossplane.io': [['CompositeResourceDefinition', 'Composition', 'CompositionRevision', 'EnvironmentConfig', 'Usage'], []],
  'pkg.crossplane.io': [['Configuration', 'DeploymentRuntimeConfig', 'Function', 'ImageConfig', 'Provider'], []],
  // cilium/cilium pkg/k8s/apis/cilium.io/client/crds/v2
  'cilium.io': [['CiliumClusterwideNetworkPolicy', 'CiliumLoadBalancerIPPool'], ['CiliumNetworkPolicy']],
  // istio/istio manifests/charts/base/files/crd-all.gen.yaml
  'networking.istio.io': [[], ['DestinationRule', 'EnvoyFilter', 'Gateway', 'ServiceEntry', 'Sidecar', 'VirtualService', 'WorkloadEntry', 'WorkloadGroup']],
  'security.istio.io': [[], ['AuthorizationPolicy', 'PeerAuthentication', 'RequestAuthentication']],
  'telemetry.istio.io': [[], ['Telemetry']],
  // projectcalico/calico api/config/crd (crd.projectcalico.org/v1), served again by its API server as projectcalico.org/v3
  ...Object.fromEntries(['crd.projectcalico.org', 'projectcalico.org'].map((g) => [g, CALICO])),
  // metallb/metallb charts/metallb/charts/crds/templates/crds.yaml
  'metallb.io': [[], ['BFDProfile', 'BGPAdvertisement', 'BGPPeer', 'Community', 'IPAddressPool', 'L2Advertisement']]
}

/**
 * API groups whose every kind has one scope: Gatekeeper makes a CRD per ConstraintTemplate, named by the template
 * (`K8sRequiredLabels`), always cluster-scoped (open-policy-agent/frameworks constraint CRD template).
 */
export const GROUP_SCOPES: ReadonlyMap<string, Scope> = new Map([['constraints.gatekeeper.sh', 'Cluster']])

/** `group/kind` → scope for the custom resources above. */
export const WELL_KNOWN_SCOPES: ReadonlyMap<string, Scope> = new Map(
  Object.entries(FAMILIES).flatMap(([group, [cluster, namespaced]]) => [
    ...cluster.map((k): [string, Scope] => [`${group}/${k}`, 'Cluster']),
    ...namespaced.map((k): [string, Scope] => [`${group}/${k}`, 'Namespaced'])
  ])
)
