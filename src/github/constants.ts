// Names of the action's inputs and outputs, and the fixed strings of its GitHub surfaces. action.yml lists the same
// names; a test keeps the two in sync.

export const Inputs = {
  GithubToken: 'github-token',
  Mode: 'mode',
  BaseRef: 'base-ref',
  HeadRef: 'head-ref',
  Path: 'path',
  ConfigFile: 'config-file',
  FailOn: 'fail-on',
  FailOnUnknown: 'fail-on-unknown',
  Comment: 'comment',
  CommentMode: 'comment-mode',
  InstanceKey: 'instance-key',
  CheckName: 'check-name',
  StatusContext: 'status-context',
  ApproveLabel: 'approve-label',
  Approvers: 'approvers',
  HelmPath: 'helm-path',
  KustomizePath: 'kustomize-path',
  ArgocdVersion: 'argocd-version',
  Tools: 'tools',
  ToolsMirror: 'tools-mirror',
  KubeVersion: 'kube-version',
  ApiVersions: 'api-versions',
  RepoUrl: 'repo-url',
  ReportPath: 'report-path',
  Cache: 'cache',
  Kubeconfig: 'kubeconfig',
  KubeContext: 'kube-context',
  ArgocdServer: 'argocd-server',
  ArgocdAuthToken: 'argocd-auth-token',
  ArgocdCaFile: 'argocd-ca-file',
  LiveNamespaces: 'live-namespaces',
  LiveTimeout: 'live-timeout'
} as const

export const Outputs = {
  Verdict: 'verdict',
  PruneCount: 'prune-count',
  BlockingCount: 'blocking-count',
  ReportPath: 'report-path',
  CommentUrl: 'comment-url',
  CheckRunUrl: 'check-run-url'
} as const

/** `install`: the Helm and Kustomize of the modelled Argo CD (github/install-tools.ts); `path`: as found on the runner. */
export const TOOLS_MODES = ['install', 'path'] as const
export type ToolsMode = (typeof TOOLS_MODES)[number]

export const MODES = ['auto', 'analyze', 'publish'] as const
export type Mode = (typeof MODES)[number]
export const COMMENT_WHEN = ['always', 'on-findings', 'never'] as const
export type CommentWhen = (typeof COMMENT_WHEN)[number]
export const COMMENT_MODES = ['sticky', 'review'] as const
export type CommentMode = (typeof COMMENT_MODES)[number]

export const DEFAULT_APPROVE_LABEL = 'prune-guard/approve'
export const DEFAULT_INSTANCE_KEY = 'default'
/** GitHub label names are at most 50 characters. */
export const LABEL_MAX = 50

/** The hidden marker that identifies this tool's comment or review: `<!-- argocd-prune-guard:v1 {json} -->`. */
export const MARKER_PREFIX = '<!-- argocd-prune-guard:v1 '
export const MARKER_SUFFIX = ' -->'

/** The artifact files of the analyze/publish pair. */
export const REPORT_FILE = 'report.json'
export const CONTEXT_FILE = 'context.json'
/** Largest report file `mode: publish` accepts (it comes from an untrusted run). */
export const REPORT_MAX_BYTES = 16 * 1024 * 1024

/** REST API version header value. */
export const API_VERSION = '2022-11-28'
/** Page size for list endpoints (the API's maximum). */
export const PER_PAGE = 100
/** Safety stop for pagination (100 pages × 100 = 10,000 items). */
export const MAX_PAGES = 100
/** Inline review comments per review. */
export const REVIEW_COMMENTS_MAX = 50
