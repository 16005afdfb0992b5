// Configuration: one typed object, validated in one place, with errors that name the bad value and the fix.
// Sources: `.prune-guard.yaml` (read from the BASE revision, so a pull request cannot weaken its own gate) or an
// explicit --config file, then CLI flags / action inputs on top.
import { existsSync, readFileSync } from 'node:fs'
import { homedir, totalmem } from 'node:os'
import { join } from 'node:path'
import { isRecord } from '../k8s/resource.js'
import type { Scope } from '../k8s/scope.js'
import { DEFAULT_ALLOWED_HOSTS } from '../render/network/policy.js'
import { parsePlugins, type PluginConfig } from '../render/plugin/config.js'
import { refusedBuildOption } from '../render/kustomize/build-options.js'
import { ConfigError, errorMessage } from '../lib/errors.js'
import type { RuleSetting } from '../rules/index.js'
import { SEVERITIES, type Severity } from '../rules/types.js'
import type { AppScope } from '../plan/app-scope.js'
export type { AppScope } from '../plan/app-scope.js'
import { parseConfig } from '../lib/yaml.js'
import { DEFAULT_LABELS, parseArgocdUrl, parseLabels, type OutcomeLabels } from './outcome.js'
import { parseRules } from './rules.js'
import { DEFAULT_APPROVERS, parseApprovers, type Approvers } from './approvers.js'
import { parseAppScope } from './apps.js'
import { parseRootApps, type RootApp } from './root-apps.js'
import { parseClusters } from './clusters.js'
import type { ClusterSecret } from '../argocd/appset/clusters.js'
import { DEFAULT_ARGOCD_VERSION, argocdRelease, knownArgocdVersions } from '../argocd/tool-versions.js'
import { TRACKING_METHODS, type TrackingMethod } from '../argocd/tracking-stamp.js'
export type { RootApp } from './root-apps.js'
export { DEFAULT_LABELS, type OutcomeLabels } from './outcome.js'
export type { Approvers } from './approvers.js'

export const CONFIG_FILE = '.prune-guard.yaml'

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

export function defaultConfig(cores: number): Config {
  return {
    controlPlaneNamespace: 'argocd',
    trackingMethod: 'annotation',
    instanceLabelKey: 'app.kubernetes.io/instance',
    repoURLs: [],
    argocdVersion: DEFAULT_ARGOCD_VERSION,
    kustomizeBuildOptions: [],
    applicationNamespaces: [],
    adoptArgocdSettings: true,
    failOn: 'high',
    renderTimeoutSeconds: 90, // Argo CD's exec timeout (R1.4.5)
    // 2 GB per renderer, less on small machines so that `concurrency` renderers at the limit leave memory to spare.
    renderMemoryLimitMB: Math.max(256, Math.min(2048, Math.floor(totalmem() / (1024 * 1024) / (Math.max(1, cores) + 1)))),
    maxRenderOutputMB: 64,
    runDeadlineSeconds: 1800,
    failOnUnknown: false,
    concurrency: Math.max(1, cores),
    scopes: {},
    checkDeterminism: true,
    network: true,
    allowedHosts: [...DEFAULT_ALLOWED_HOSTS],
    helmCredentials: [],
    appSetParams: {},
    chartCacheDir: join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'argocd-prune-guard', 'charts'),
    rules: {},
    plugins: [],
    rootApps: [],
    labels: { ...DEFAULT_LABELS },
    approvers: { ...DEFAULT_APPROVERS },
    diff: true,
    diffCreated: false,
    diffMaskValues: true
  }
}

export { ConfigError }

const KEYS = [
  'controlPlaneNamespace',
  'trackingMethod',
  'instanceLabelKey',
  'repoURLs',
  'argocdVersion',
  'kubeVersion',
  'apiVersions',
  'kustomizeBuildOptions',
  'applicationNamespaces',
  'adoptArgocdSettings',
  'failOn',
  'renderTimeoutSeconds',
  'renderMemoryLimitMB',
  'maxRenderOutputMB',
  'runDeadlineSeconds',
  'concurrency',
  'scopes',
  'checkDeterminism',
  'network',
  'allowedHosts',
  'helmCredentials',
  'chartCacheDir',
  'appSetParams',
  'clusters',
  'rules',
  'cacheDir',
  'plugins',
  'failOnUnknown',
  'apps',
  'rootApps',
  'argocdUrl',
  'labels',
  'approvers',
  'diff',
  'diffCreated',
  'diffMaskValues'
]

function fail(where: string, key: string, got: unknown, expected: string): never {
  throw new ConfigError(`${where}: '${key}' is ${JSON.stringify(got)}; expected ${expected}.`)
}

/** A whole number in [min, max], or a ConfigError naming the key, the value and `expected`. */
function wholeNumber(where: string, key: string, v: unknown, min: number, max: number, expected: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail(where, key, v, expected)
  return v
}

function strings(where: string, key: string, v: unknown): string[] {
  if (typeof v === 'string') return v.split(/[\s,]+/).filter((s) => s !== '')
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[]
  return fail(where, key, v, 'a list of strings')
}

/** Validates a parsed config object and merges it over `base`. Unknown keys are errors (typos must not pass silently). */
export function mergeConfig(base: Config, raw: unknown, where: string): Config {
  if (raw === null || raw === undefined) return base
  if (!isRecord(raw)) throw new ConfigError(`${where}: expected a mapping of settings, got ${JSON.stringify(raw)}.`)
  const c: Config = { ...base }
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue
    switch (k) {
      case 'controlPlaneNamespace':
      case 'instanceLabelKey':
        if (typeof v !== 'string' || v === '') fail(where, k, v, 'a non-empty string')
        c[k] = v
        break
      case 'trackingMethod':
        if (!(TRACKING_METHODS as readonly unknown[]).includes(v)) fail(where, k, v, `one of ${TRACKING_METHODS.join(', ')}`)
        c.trackingMethod = v as Config['trackingMethod']
        break
      case 'failOn':
        if (!(SEVERITIES as readonly unknown[]).includes(v)) fail(where, k, v, `one of ${SEVERITIES.join(', ')}`)
        c.failOn = v as Severity
        break
      case 'argocdVersion':
        if (typeof v !== 'string' || !argocdRelease(v))
          fail(where, k, v, `a quoted Argo CD version the guard models: ${knownArgocdVersions()} (or one of their patch releases, such as "3.4.2")`)
        c.argocdVersion = v.trim().replace(/^v/, '')
        break
      case 'kubeVersion':
        if (typeof v !== 'string' || !/^v?\d+\.\d+(\.\d+)?/.test(v)) fail(where, k, v, 'a Kubernetes version such as "1.33.0"')
        c.kubeVersion = v
        break
      case 'allowedHosts': {
        const hosts = strings(where, k, v)
        const bad = hosts.find((h) => !/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(h))
        if (bad !== undefined) fail(where, k, bad, 'host names such as "charts.example.com", "*.example.com" or "127.0.0.1:8080"')
        c.allowedHosts = hosts
        break
      }
      case 'repoURLs':
      case 'apiVersions':
      case 'applicationNamespaces':
        c[k] = strings(where, k, v)
        break
      case 'kustomizeBuildOptions': {
        const options = strings(where, k, v)
        const refused = refusedBuildOption(options)
        if (refused) {
          throw new ConfigError(
            `${where}: '${k}' holds '${refused.option}', which the guard refuses: ${refused.why}. Remove it (and its value); ` +
              `an app whose kustomization needs it is then reported as not analysed.`
          )
        }
        c[k] = options
        break
      }
      case 'renderTimeoutSeconds':
      case 'concurrency':
        c[k] = wholeNumber(where, k, v, 1, 3600, 'a whole number from 1 to 3600')
        break
      case 'renderMemoryLimitMB':
        c[k] = wholeNumber(where, k, v, 64, 1_048_576, 'a whole number of megabytes from 64 to 1048576')
        break
      case 'maxRenderOutputMB':
        c[k] = wholeNumber(where, k, v, 1, 256, 'a whole number of megabytes from 1 to 256')
        break
      case 'runDeadlineSeconds':
        c[k] = wholeNumber(where, k, v, 1, 86_400, 'a whole number of seconds from 1 to 86400')
        break
      case 'scopes': {
        if (!isRecord(v)) fail(where, k, v, 'a mapping of group/Kind to Cluster or Namespaced')
        const scopes: Record<string, Scope> = { ...c.scopes }
        for (const [gk, s] of Object.entries(v)) {
          if (s !== 'Cluster' && s !== 'Namespaced') fail(where, `scopes.${gk}`, s, 'Cluster or Namespaced')
          scopes[gk] = s
        }
        c.scopes = scopes
        break
      }
      case 'checkDeterminism':
      case 'failOnUnknown':
      case 'network':
      case 'diff':
      case 'diffCreated':
      case 'diffMaskValues':
      case 'adoptArgocdSettings':
        if (typeof v !== 'boolean') fail(where, k, v, 'true or false')
        c[k] = v
        break
      case 'helmCredentials':
        c.helmCredentials = parseHelmCredentials(where, v)
        break
      case 'chartCacheDir':
        if (typeof v !== 'string' || v === '') fail(where, k, v, 'a directory path')
        c.chartCacheDir = v
        break
      case 'cacheDir':
        if (typeof v !== 'string' || v === '' || v.includes('\0')) fail(where, k, v, 'a directory path for the render cache')
        c.cacheDir = v
        break
      case 'appSetParams':
        c.appSetParams = parseAppSetParams(where, v)
        break
      case 'clusters':
        c.clusters = parseClusters(v, (key, got, expected) => fail(where, key, got, expected))
        break
      case 'rules':
        c.rules = { ...c.rules, ...parseRules(v, (key, got, expected) => fail(where, key, got, expected), where) }
        break
      case 'plugins':
        c.plugins = parsePlugins(v, (key, got, expected) => fail(where, key, got, expected))
        break
      case 'apps':
        c.apps = parseAppScope(v, (key, got, expected) => fail(where, key, got, expected), where)
        break
      case 'rootApps':
        // Named in reports by the config file they come from (`.prune-guard.yaml`, or the --config path).
        c.rootApps = parseRootApps(v, where.replace(/ \(base revision\)$/, ''), (key, got, expected) => fail(where, key, got, expected))
        break
      case 'argocdUrl':
        c.argocdUrl = parseArgocdUrl(v, (key, got, expected) => fail(where, key, got, expected))
        break
      case 'labels':
        c.labels = parseLabels(v, c.labels, (key, got, expected) => fail(where, key, got, expected), where)
        break
      case 'approvers':
        c.approvers = parseApprovers(v, (key, got, expected) => fail(where, key, got, expected))
        break
      default:
        throw new ConfigError(`${where}: unknown setting '${k}'. Known settings: ${KEYS.join(', ')}.`)
    }
  }
  return c
}

/** Reads and validates a YAML config file. */
export function loadConfigFile(base: Config, path: string): Config {
  if (!existsSync(path)) throw new ConfigError(`Config file '${path}' does not exist.`)
  return loadConfigText(base, readFileSync(path, 'utf8'), path)
}

/** Validates config YAML text; `where` names it in errors. */
export function loadConfigText(base: Config, text: string, where: string): Config {
  let raw: unknown
  try {
    raw = parseConfig(text)
  } catch (e) {
    throw new ConfigError(`Config file '${where}' is not valid YAML: ${errorMessage(e)}`)
  }
  return mergeConfig(base, raw, where)
}

function parseAppSetParams(where: string, v: unknown): Config['appSetParams'] {
  const expected = 'a mapping {<appset name>: {<generator index path>: [ {param: value} ]}}'
  if (!isRecord(v)) fail(where, 'appSetParams', v, expected)
  for (const [name, byPath] of Object.entries(v)) {
    if (!isRecord(byPath)) fail(where, `appSetParams.${name}`, byPath, expected)
    for (const [path, sets] of Object.entries(byPath)) {
      if (!/^\d+(\.\d+)*$/.test(path)) fail(where, `appSetParams.${name}`, path, 'generator index paths like "0" or "1.0"')
      if (!Array.isArray(sets) || !sets.every(isRecord)) fail(where, `appSetParams.${name}.${path}`, sets, 'a list of parameter mappings')
    }
  }
  return v as Config['appSetParams']
}

function parseHelmCredentials(where: string, v: unknown): Config['helmCredentials'] {
  const expected = 'a list of {url, usernameEnv, passwordEnv} (environment variable names, never the values)'
  if (!Array.isArray(v)) fail(where, 'helmCredentials', v, expected)
  return v.map((e, i) => {
    if (!isRecord(e)) fail(where, `helmCredentials[${i}]`, e, expected)
    const { url, usernameEnv, passwordEnv, ...rest } = e
    if (Object.keys(rest).length > 0) fail(where, `helmCredentials[${i}]`, Object.keys(rest)[0], 'only url, usernameEnv and passwordEnv')
    if (typeof url !== 'string' || !/^(https?|oci):\/\/[^/\s]+/i.test(url))
      fail(where, `helmCredentials[${i}].url`, url, 'a repository URL such as "https://charts.example.com"')
    for (const [k, n] of [
      ['usernameEnv', usernameEnv],
      ['passwordEnv', passwordEnv]
    ] as const) {
      if (typeof n !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(n))
        fail(where, `helmCredentials[${i}].${k}`, n, 'the name of an environment variable, such as CHARTS_PASSWORD')
    }
    return { url, usernameEnv: usernameEnv as string, passwordEnv: passwordEnv as string }
  })
}
