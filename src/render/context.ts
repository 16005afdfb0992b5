// What rendering one revision needs: the checkout, the runner and toolbox, the cache, and the settings of the run.
import type { BuildOptionsSetting } from '../argocd/build-options-hint.js'
import type { CmpDeclaration } from '../argocd/cmp-hint.js'
import type { Toolbox } from './binaries.js'
import type { HelmCredential } from './helm/deps.js'
import type { NetworkPolicy, Resolve } from './network/policy.js'
import type { PluginConfig } from './plugin/config.js'
import type { RenderError, RenderOutput, ToolRunner } from './types.js'

export interface RevisionContext {
  /** Absolute root of the materialized checkout. */
  checkout: string
  /**
   * The text of a regular file of the checkout's tree when it was loaded up front (git/snapshot.ts text), else
   * undefined: the same text as the file on disk, without the read (a kustomize render reads its sources' files for
   * their lines; reading them back from the checkout cost ~0.8 ms of main thread each on the 200-app benchmark).
   */
  readText?: (path: string) => string | undefined
  /** Every file path of the revision's git tree (the checkout is materialized lazily): for "did you mean" hints. */
  treePaths?: readonly string[]
  sha: string
  /** URLs that name this repository (origin plus configured aliases). */
  repoURLs: string[]
  controlPlaneNamespace: string
  kubeVersion?: string
  apiVersions?: string[]
  kustomizeBuildOptions: string[]
  /**
   * Where the repository sets argocd-cm kustomize.buildOptions, read at the base revision (hints for the message of a
   * kustomization that needs options the guard was not told; never applied: argocd/build-options-hint.ts).
   */
  buildOptionsSettings?: () => BuildOptionsSetting[]
  /** Where the repository declares a config management plugin, read at the base revision (a hint; argocd/cmp-hint.ts). */
  cmpDeclaration?: (name: string) => CmpDeclaration | undefined
  scratchRoot: string
  runner: ToolRunner
  toolbox: Toolbox
  /** Shared across revisions: identical render inputs render once. */
  cache: Map<string, Promise<RenderOutput>>
  /** R1.1.4: set when the revision holds an out-of-bounds symlink (checked once on the git tree). */
  symlinkError?: RenderError
  /** R5.1: render Helm sources a second time in a separate process and record fields that differ. */
  checkDeterminism: boolean
  /** R5.1 counters shared by a run's revisions: second renders run, and skipped because no template can vary. */
  stats?: { secondRenders: number; secondRendersSkipped: number }
  /**
   * Resolves once the renders ready to start have started their processes: CPU work a render does not need before its
   * process starts (the R5.1 template scan) waits for it, so that no renderer waits for that work.
   */
  rendersStarted?: () => Promise<void>
  /**
   * The render timeout is Argo CD's own (at least 90 s) and renders do not share the machine (concurrency 1): a render
   * stopped by it would time out in Argo CD's repo-server too, so it is a render error rather than outcome unknown.
   */
  timeoutIsArgos?: boolean
  /** Charts from Helm repositories and OCI registries (R1.5.13): fetched with `helm pull`, cached. */
  remoteCharts: {
    cacheDir: string
    network: boolean
    /** What PR content may make the runner fetch (network/policy.ts; default: the public list). */
    allowedHosts?: readonly string[]
    /** Credentials for private chart repositories, from environment variables (helm/deps.ts). */
    helmCredentials?: readonly HelmCredential[]
    /** DNS resolver for policy checks (tests). */
    resolve?: Resolve
  }
  /** What PR content may make the runner fetch (kustomize remote bases and helmCharts; see network/policy.ts). */
  networkPolicy?: NetworkPolicy
  /** Config management plugins declared in the base config (R1.8.1). */
  plugins?: PluginConfig[]
}
