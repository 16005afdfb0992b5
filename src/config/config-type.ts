// The configuration's type: every setting of `.prune-guard.yaml` (settings.ts reads and checks each).
import type { Scope } from '../k8s/scope.js'
import type { PluginConfig } from '../render/plugin/config.js'
import type { RuleSetting } from '../rules/index.js'
import type { Severity } from '../rules/types.js'
import type { AppScope } from '../plan/app-scope.js'
import type { OutcomeLabels } from './outcome.js'
import type { Approvers } from './approvers.js'
import type { RootApp } from './root-apps.js'
import type { ClusterSecret } from '../argocd/appset/clusters.js'
import type { TrackingMethod } from '../argocd/tracking-stamp.js'

export interface Config {
  /** Namespace Argo CD runs in; Applications elsewhere get `<ns>_<name>` instance names (R2.2.1). */
  controlPlaneNamespace: string
  /** R2.2.2 application.resourceTrackingMethod. */
  trackingMethod: TrackingMethod
  instanceLabelKey: string
  /** Other URLs that name this repository (besides the origin remote). */
  repoURLs: string[]
  /** The Argo CD release modelled (`3.5`, `3.4.2`): the Helm and Kustomize it bundles (argocd/tool-versions.ts). */
  argocdVersion: string
  /** Cluster facts for Helm (R1.5.5, R1.5.6). */
  kubeVersion?: string
  apiVersions?: string[]
  /** argocd-cm kustomize.buildOptions (R1.6.4). */
  kustomizeBuildOptions: string[]
  /**
   * argocd-cmd-params-cm `application.namespaces` (R2.2.7): namespaces besides controlPlaneNamespace whose Applications
   * Argo CD reconciles (globs, `/regexp/`); an Application elsewhere is not a live app. Default none, as Argo CD's.
   */
  applicationNamespaces: string[]
  /** Adopt the settings of the Argo CD the repository manages itself, read at base (config/adopt.ts); default true. */
  adoptArgocdSettings: boolean
  failOn: Severity
  /** Apps the guard could not analyse (outcome unknown) block too; default false (they are reported, never hidden). */
  failOnUnknown: boolean
  /** Per renderer process; default Argo CD's repo-server exec timeout (90 s). */
  renderTimeoutSeconds: number
  /** Resident memory per renderer (with its children) above which it is killed and the app reported not rendered. */
  renderMemoryLimitMB: number
  /** Largest renderer output accepted. */
  maxRenderOutputMB: number
  /** Wall-clock budget of the whole run; apps not rendered by then are reported as not analysed. */
  runDeadlineSeconds: number
  concurrency: number
  /** Scope of custom kinds the renders do not define (`group/Kind` → Cluster | Namespaced). */
  scopes: Record<string, Scope>
  /** Fetch charts from Helm repositories and OCI registries (R1.5.13); off = only what the cache holds. */
  network: boolean
  /**
   * Hosts that PR content (chart repositories, value-file URLs, kustomize remote bases) may make the runner fetch from;
   * only from the base config or flags. See render/network/policy.ts.
   */
  allowedHosts: string[]
  /** Where fetched charts are cached (keyed by repository, chart and version). */
  chartCacheDir: string
  /** The render cache across runs (README "Render cache"); unset: no cache. */
  cacheDir?: string
  /**
   * Credentials for private Helm chart repositories (`helm dependency build`): repositories whose URL starts with `url`
   * use the values of the environment variables named here. Values never appear in argv or output.
   */
  helmCredentials: Array<{ url: string; usernameEnv: string; passwordEnv: string }>
  /** R5.1: render Helm sources twice to find fields that change on every render. */
  checkDeterminism: boolean
  /**
   * Parameter sets for ApplicationSet generators that cannot be evaluated offline (cluster, SCM provider, pull request,
   * plugin, duck-type): `{<appset name>: {<generator index path, e.g. "0" or "1.0">: [{...params}]}}`.
   */
  appSetParams: Record<string, Record<string, Array<Record<string, unknown>>>>
  /** Argo CD's cluster secrets: ApplicationSet clusters generators are evaluated from them offline (config/clusters.ts). */
  clusters?: ClusterSecret[]
  /** Per-rule settings: `{<rule id>: {enabled, severity, ...options}}`. */
  rules: Record<string, RuleSetting>
  /** Config management plugins (R1.8.1), Argo CD `ConfigManagementPlugin` definitions; only from the base config. */
  plugins: PluginConfig[]
  /** Which Applications the guard reports on (monorepos); unset = all. See plan/app-scope.ts. */
  apps?: AppScope
  /** Root Applications applied outside the repository (app-of-apps bootstrapped by hand); only from the base config. */
  rootApps: RootApp[]
  /** The Argo CD UI (https, no trailing slash): the comment links each app to `<argocdUrl>/applications/<ns>/<name>`. */
  argocdUrl?: string
  /** Pull-request labels for the outcome (off by default); a label set to false is not managed. */
  labels: OutcomeLabels
  /** Who may approve deletions with the approve label (config/approvers.ts); read from the base revision only. */
  approvers: Approvers
  /** The rendered diff of updated resources in the report (report/diffs.ts); default true. */
  diff: boolean
  /** Also dump the manifests of created and pruned resources in the diff; default false (they are listed). */
  diffCreated: boolean
  /** Hide sensitive-looking values of kinds other than Secret in the diff (plan/value-mask.ts); default true. */
  diffMaskValues: boolean
}
