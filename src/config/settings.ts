// The settings table: one row per setting of `.prune-guard.yaml`. A row says how its value is read and checked (with
// the error every config error uses), its default, its CLI flag and action input if it has them, and one line for the
// docs. The config's defaults and validation (config.ts), the CLI's flags and usage (cli/) and the settings table in
// docs/configuration.md (npm run docs) are all read from here; test/config/settings-table.test.ts checks action.yml.
// Adding a setting: a field in Config (config.ts) and a row here.
import { isRecord } from '../lib/record.js'
import { homedir, totalmem } from 'node:os'
import { join } from 'node:path'
import type { Scope } from '../k8s/scope.js'
import { DEFAULT_ALLOWED_HOSTS } from '../render/network/policy.js'
import { parsePlugins } from '../render/plugin/config.js'
import { refusedBuildOption } from '../render/kustomize/build-options.js'
import { ConfigError } from '../lib/errors.js'
import { SEVERITIES } from '../rules/types.js'
import { DEFAULT_ARGOCD_VERSION, argocdRelease, knownArgocdVersions } from '../argocd/tool-versions.js'
import { TRACKING_METHODS } from '../argocd/tracking-stamp.js'
import { DEFAULT_LABELS, parseArgocdUrl, parseLabels } from './outcome.js'
import { parseRules } from './rules.js'
import { DEFAULT_APPROVERS, parseApprovers } from './approvers.js'
import { parseAppScope } from './apps.js'
import { parseRootApps } from './root-apps.js'
import { parseClusters } from './clusters.js'
import type { Config } from './config-type.js'
import { appSetParams, boolean, helmCredentials, nonEmpty, oneOf, strings, wholeNumber, type At } from './values.js'

/** A CLI flag that sets a setting: `--name <arg>` (a value), or `--name` alone setting `value`. */
export interface SettingFlag {
  name: string
  /** The value's name in the usage (`<v>`); absent for a flag without a value. */
  arg?: string
  /** What a flag without a value sets. */
  value?: unknown
  /** The flag may repeat (a list). */
  multiple?: true
  /** The usage text (one or more lines). */
  help: string
}

export interface SettingRow<K extends keyof Config = keyof Config> {
  key: K
  /** One line for the docs' settings table. */
  doc: string
  /** The default as the docs state it; absent: unset. */
  defaultText?: string
  /** The default value, for a machine with `cores` cores; absent: unset. */
  default?: (cores: number) => Config[K]
  /** Reads and checks a value; `current` is the config it is merged into (mappings merge with what is there). */
  read(v: unknown, at: At, current: Config): Config[K]
  flag?: SettingFlag
  /** The action input that sets it (action.yml). */
  input?: string
  /** Read from the base revision's config or flags only: a pull request cannot set it for itself. */
  trusted?: true
}

type AnyRow = { [K in keyof Config]-?: SettingRow<K> }[keyof Config]
const row = <K extends keyof Config>(r: SettingRow<K>): SettingRow<K> => r
const BOOLEAN = (key: 'checkDeterminism' | 'failOnUnknown' | 'network' | 'diff' | 'diffCreated' | 'diffMaskValues' | 'adoptArgocdSettings') => ({
  read: (v: unknown, a: At) => boolean(a, key, v)
})

export const SETTINGS: AnyRow[] = [
  row({
    key: 'controlPlaneNamespace',
    doc: 'the namespace Argo CD runs in; Applications elsewhere get `<ns>_<name>` instance names',
    defaultText: 'argocd',
    default: () => 'argocd',
    read: (v, a) => nonEmpty(a, 'controlPlaneNamespace', v, 'a non-empty string')
  }),
  row({
    key: 'trackingMethod',
    doc: `how Argo CD tracks resources (\`application.resourceTrackingMethod\`): ${TRACKING_METHODS.join(' | ')}`,
    defaultText: 'annotation',
    default: () => 'annotation' as const,
    read: (v, a) => oneOf(a, 'trackingMethod', v, TRACKING_METHODS)
  }),
  row({
    key: 'instanceLabelKey',
    doc: 'argocd-cm `application.instanceLabelKey`',
    defaultText: 'app.kubernetes.io/instance',
    default: () => 'app.kubernetes.io/instance',
    read: (v, a) => nonEmpty(a, 'instanceLabelKey', v, 'a non-empty string')
  }),
  row({
    key: 'repoURLs',
    doc: 'other URLs that name this repository (besides the origin remote)',
    defaultText: '[]',
    default: () => [],
    read: (v, a) => strings(a, 'repoURLs', v),
    flag: { name: 'repo-url', arg: '<url>', multiple: true, help: 'another URL of this repository (repeatable)' },
    input: 'repo-url'
  }),
  row({
    key: 'argocdVersion',
    doc: 'the Argo CD release modelled (quoted: "3.5", "3.4.2"): the Helm and Kustomize it bundles',
    defaultText: `"${DEFAULT_ARGOCD_VERSION}" (the newest modelled)`,
    default: () => DEFAULT_ARGOCD_VERSION,
    read(v: unknown, a: At) {
      if (typeof v !== 'string' || !argocdRelease(v))
        a.fail('argocdVersion', v, `a quoted Argo CD version the guard models: ${knownArgocdVersions()} (or one of their patch releases, such as "3.4.2")`)
      return v.trim().replace(/^v/, '')
    },
    flag: {
      name: 'argocd-version',
      arg: '<v>',
      help: 'the Argo CD release to model, e.g. 3.4 (default: the newest modelled); the report warns\nwhen helm or kustomize differ from the versions that release bundles'
    },
    input: 'argocd-version'
  }),
  row({
    key: 'kubeVersion',
    doc: "the destination cluster's Kubernetes version: `helm --kube-version`, and the API versions it serves",
    read(v: unknown, a: At) {
      if (typeof v !== 'string' || !/^v?\d+\.\d+(\.\d+)?/.test(v)) a.fail('kubeVersion', v, 'a Kubernetes version such as "1.33.0"')
      return v
    },
    flag: { name: 'kube-version', arg: '<v>', help: 'Kubernetes version for Helm (--kube-version), e.g. 1.33.0' },
    input: 'kube-version'
  }),
  row({
    key: 'apiVersions',
    doc: '`helm --api-versions`: API versions the cluster serves besides the built-in ones',
    read: (v, a) => strings(a, 'apiVersions', v),
    flag: { name: 'api-versions', arg: '<list>', help: 'comma-separated API versions for Helm (--api-versions)' },
    input: 'api-versions'
  }),
  row({
    key: 'kustomizeBuildOptions',
    doc: 'argocd-cm `kustomize.buildOptions` (a safe subset, e.g. `[--enable-helm]`)',
    defaultText: '[]',
    default: () => [],
    read(v: unknown, a: At) {
      const options = strings(a, 'kustomizeBuildOptions', v)
      const refused = refusedBuildOption(options)
      if (refused) {
        throw new ConfigError(
          `${a.where}: 'kustomizeBuildOptions' holds '${refused.option}', which the guard refuses: ${refused.why}. Remove it (and its value); ` +
            `an app whose kustomization needs it is then reported as not analysed.`
        )
      }
      return options
    }
  }),
  row({
    key: 'applicationNamespaces',
    doc: 'argocd-cmd-params-cm `application.namespaces`: where else Applications are live (globs, `/regexp/`)',
    defaultText: '[]',
    default: () => [],
    read: (v, a) => strings(a, 'applicationNamespaces', v)
  }),
  row({
    key: 'adoptArgocdSettings',
    doc: 'adopt the settings of the Argo CD this repository manages (docs/argocd-settings.md)',
    defaultText: 'true',
    default: () => true,
    ...BOOLEAN('adoptArgocdSettings')
  }),
  row({
    key: 'failOn',
    doc: `findings at or above this severity block: ${SEVERITIES.join(' | ')}`,
    defaultText: 'high',
    default: () => 'high' as const,
    read: (v, a) => oneOf(a, 'failOn', v, SEVERITIES),
    flag: { name: 'fail-on', arg: '<severity>', help: 'critical | high | medium | low | info (default: high)' },
    input: 'fail-on'
  }),
  row({
    key: 'renderTimeoutSeconds',
    doc: "per renderer process (Argo CD's repo-server exec timeout)",
    defaultText: '90',
    default: () => 90,
    read: (v, a) => wholeNumber(a, 'renderTimeoutSeconds', v, 1, 3600, 'a whole number from 1 to 3600')
  }),
  row({
    key: 'renderMemoryLimitMB',
    doc: 'memory per renderer with its children, killed above it',
    defaultText: '2048, less on small machines (total memory / (cores + 1))',
    // 2 GB per renderer, less on small machines so that `concurrency` renderers at the limit leave memory to spare.
    default: (cores) => Math.max(256, Math.min(2048, Math.floor(totalmem() / (1024 * 1024) / (Math.max(1, cores) + 1)))),
    read: (v, a) => wholeNumber(a, 'renderMemoryLimitMB', v, 64, 1_048_576, 'a whole number of megabytes from 64 to 1048576')
  }),
  row({
    key: 'maxRenderOutputMB',
    doc: 'largest renderer output accepted (1-256)',
    defaultText: '64',
    default: () => 64,
    read: (v, a) => wholeNumber(a, 'maxRenderOutputMB', v, 1, 256, 'a whole number of megabytes from 1 to 256')
  }),
  row({
    key: 'runDeadlineSeconds',
    doc: 'the whole run; apps not rendered by then are reported as not analysed',
    defaultText: '1800',
    default: () => 1800,
    read: (v, a) => wholeNumber(a, 'runDeadlineSeconds', v, 1, 86_400, 'a whole number of seconds from 1 to 86400'),
    flag: {
      name: 'deadline',
      arg: '<seconds>',
      help: 'budget for the whole run (default 1800); apps not rendered by then are reported\nas not analysed'
    }
  }),
  row({
    key: 'concurrency',
    doc: 'renders at once',
    defaultText: 'the number of cores',
    default: (cores) => Math.max(1, cores),
    read: (v, a) => wholeNumber(a, 'concurrency', v, 1, 3600, 'a whole number from 1 to 3600')
  }),
  row({
    key: 'scopes',
    doc: 'the scope of custom kinds whose CRD is not in the renders: `{group/Kind: Cluster | Namespaced}`',
    defaultText: '{}',
    default: () => ({}),
    read(v: unknown, a: At, current: Config) {
      if (!isRecord(v)) a.fail('scopes', v, 'a mapping of group/Kind to Cluster or Namespaced')
      const scopes: Record<string, Scope> = { ...current.scopes }
      for (const [gk, s] of Object.entries(v)) {
        if (s !== 'Cluster' && s !== 'Namespaced') a.fail(`scopes.${gk}`, s, 'Cluster or Namespaced')
        scopes[gk] = s
      }
      return scopes
    }
  }),
  row({
    key: 'checkDeterminism',
    doc: 'render Helm sources twice to find values that change on every render',
    defaultText: 'true',
    default: () => true,
    ...BOOLEAN('checkDeterminism')
  }),
  row({
    key: 'network',
    doc: 'fetch remote charts and bases (false: only what the cache holds)',
    defaultText: 'true',
    default: () => true,
    ...BOOLEAN('network'),
    flag: { name: 'offline', value: false, help: 'never fetch charts from Helm repositories or OCI registries (cached ones are used)' }
  }),
  row({
    key: 'allowedHosts',
    doc: 'hosts pull-request content may make the guard fetch from (docs/configuration.md, network policy)',
    defaultText: 'the public chart hosts (render/network/policy.ts)',
    default: () => [...DEFAULT_ALLOWED_HOSTS],
    read(v: unknown, a: At) {
      const hosts = strings(a, 'allowedHosts', v)
      const bad = hosts.find((h) => !/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(h))
      if (bad !== undefined) a.fail('allowedHosts', bad, 'host names such as "charts.example.com", "*.example.com" or "127.0.0.1:8080"')
      return hosts
    },
    trusted: true
  }),
  row({
    key: 'helmCredentials',
    doc: 'private chart repositories: `[{url, usernameEnv, passwordEnv}]` (variable names, never values)',
    defaultText: '[]',
    default: () => [],
    read: (v, a) => helmCredentials(a, v),
    trusted: true
  }),
  row({
    key: 'chartCacheDir',
    doc: 'where fetched charts are cached',
    defaultText: '$XDG_CACHE_HOME/argocd-prune-guard/charts',
    default: () => join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'argocd-prune-guard', 'charts'),
    read: (v, a) => nonEmpty(a, 'chartCacheDir', v, 'a directory path')
  }),
  row({
    key: 'appSetParams',
    doc: 'parameters of ApplicationSet generators that cannot run offline: `{<appset>: {<generator path>: [params]}}`',
    defaultText: '{}',
    default: () => ({}),
    read: (v, a) => appSetParams(a, v)
  }),
  row({
    key: 'clusters',
    doc: "Argo CD's cluster secrets, for ApplicationSet clusters generators",
    read: (v, a) => parseClusters(v, a.fail)
  }),
  row({
    key: 'rules',
    doc: 'per rule: `{<rule id>: {enabled, severity, ...options}}` (docs/rules/README.md)',
    defaultText: '{}',
    default: () => ({}),
    read: (v, a, current) => ({ ...current.rules, ...parseRules(v, a.fail, a.where) })
  }),
  row({
    key: 'cacheDir',
    doc: 'keep renders across runs in this folder (docs/render-cache.md)',
    read(v: unknown, a: At) {
      if (typeof v !== 'string' || v === '' || v.includes('\0')) a.fail('cacheDir', v, 'a directory path for the render cache')
      return v
    },
    flag: { name: 'cache-dir', arg: '<dir>', help: 'keep renders in <dir> across runs; unchanged inputs are not rendered again (config cacheDir)' }
  }),
  row({
    key: 'plugins',
    doc: 'config management plugins: Argo CD `ConfigManagementPlugin` definitions',
    defaultText: '[]',
    default: () => [],
    read: (v, a) => parsePlugins(v, a.fail),
    trusted: true
  }),
  row({
    key: 'failOnUnknown',
    doc: 'apps the guard could not analyse block too',
    defaultText: 'false',
    default: () => false,
    ...BOOLEAN('failOnUnknown'),
    flag: { name: 'fail-on-unknown', value: true, help: 'apps the guard could not analyse block too (config failOnUnknown)' },
    input: 'fail-on-unknown'
  }),
  row({
    key: 'apps',
    doc: 'which Applications to report on (monorepos): `{include, exclude}`',
    read: (v, a) => parseAppScope(v, a.fail, a.where)
  }),
  row({
    key: 'rootApps',
    doc: 'root Applications applied outside the repository (app-of-apps bootstrapped by hand)',
    defaultText: '[]',
    default: () => [],
    // Named in reports by the config file they come from (`.prune-guard.yaml`, or the --config path).
    read: (v, a) => parseRootApps(v, a.where.replace(/ \(base revision\)$/, ''), a.fail),
    trusted: true
  }),
  row({
    key: 'argocdUrl',
    doc: 'the Argo CD UI (https): the comment links each app to its page',
    read: (v, a) => parseArgocdUrl(v, a.fail)
  }),
  row({
    key: 'labels',
    doc: 'pull-request labels for the outcome (off by default)',
    defaultText: 'off',
    default: () => ({ ...DEFAULT_LABELS }),
    read: (v, a, current) => parseLabels(v, current.labels, a.fail, a.where)
  }),
  row({
    key: 'approvers',
    doc: 'who may approve deletions (docs/approval.md)',
    defaultText: 'anyone but the author',
    default: () => ({ ...DEFAULT_APPROVERS }),
    read: (v, a) => parseApprovers(v, a.fail),
    input: 'approvers',
    trusted: true
  }),
  row({
    key: 'diff',
    doc: 'the rendered diff of updated resources',
    defaultText: 'true',
    default: () => true,
    ...BOOLEAN('diff'),
    flag: { name: 'no-diff', value: false, help: 'leave out the rendered diff of updated resources (config diff: false)' }
  }),
  row({
    key: 'diffCreated',
    doc: 'also show the manifests of created and pruned resources in the diff',
    defaultText: 'false',
    default: () => false,
    ...BOOLEAN('diffCreated'),
    flag: { name: 'diff-created', value: true, help: 'also show the manifests of created and pruned resources (config diffCreated)' }
  }),
  row({
    key: 'diffMaskValues',
    doc: 'hide password-, token- and key-like values of kinds other than Secret in the diff',
    defaultText: 'true',
    default: () => true,
    ...BOOLEAN('diffMaskValues')
  })
] as AnyRow[]

const BY_KEY = new Map<string, AnyRow>(SETTINGS.map((r) => [r.key, r]))

/** The row of a setting, or undefined for a key that is no setting. */
export function settingRow(key: string): AnyRow | undefined {
  return BY_KEY.get(key)
}
