// Contracts of the render boundary. Renderers spawn processes only through the ToolRunner they are given.
import type { AppSource } from '../argocd/application.js'
import type { FieldChange } from '../k8s/diff.js'
import type { Manifest } from '../k8s/resource.js'
import { withoutKlog } from './tool-output.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export type SourceType = 'helm' | 'kustomize' | 'directory' | 'plugin'

export type { RunOptions, RunResult, Tool, ToolRunner } from '../lib/process/types.js'

/** Everything a renderer needs to render one source of one app at one revision. */
export interface RenderRequest {
  /** Absolute path of the materialized checkout: the containment root (R1.1.3, R1.5.7). */
  repoRoot: string
  /** When `repoRoot` is the revision's checkout: the loaded text of a file of its tree (RevisionContext.readText). */
  readText?: (path: string) => string | undefined
  /** The source, after `.argocd-source*.yaml` overrides (R1.2.1). */
  source: AppSource
  /** Absolute app path = repoRoot joined with source.path, validated to exist inside repoRoot. */
  appPath: string
  /** R2.2.1 instance name; release name derives from it (R1.5.3). */
  instanceName: string
  /** spec.destination.namespace. */
  destNamespace: string
  /** R1.4 build environment (ARGOCD_APP_*). */
  buildEnv: Record<string, string>
  /** R1.9.2: `ref` name → absolute root of that source's checkout. */
  refs: Record<string, string>
  /** Cluster facts (R1.5.5, R1.5.6) from configuration, used when the app sets none. */
  kubeVersion?: string
  apiVersions?: string[]
  /** A scratch directory the renderer may write into (value temp files, kustomize copies). */
  scratchDir: string
  /** An empty helm home shared by the renders of one run (else each render makes its own in scratchDir). */
  helmHome?: string
}

/** One rendered document with where it came from. */
export interface RenderedDoc {
  obj: Manifest
  /** Repo-relative file that a reviewer should edit, when known (plain YAML file, helm template). */
  file?: string
  /** 1-based line in `file` when known. */
  line?: number
}

export interface RenderOutput {
  type: SourceType
  docs: RenderedDoc[]
  /** Non-fatal notes shown in the report (for example a missing value file ignored). */
  warnings: string[]
  /** The tool invocations made, as argv arrays (for debugging and tests). */
  commands: string[][]
  /** Content came from the network (URL values, remote schemas, dependency builds, remote bases): never cached across runs. */
  fetched?: boolean
}

/** A render failure with a message meant for the user (Argo's own wording where there is one). */
export class RenderError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
  constructor(
    message: string,
    readonly file?: string,
    /** The renderer's whole output when `message` shows only its first lines: what the failure is classified on. */
    readonly whole?: string
  ) {
    super(message)
    this.name = 'RenderError'
  }
}

/**
 * The guard could not render this source (network off, host not allowed, remote unreachable, missing credentials):
 * not Argo CD's error. The app is reported as not rendered with this message, which says what to configure.
 */
export class NotRenderedError extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
  constructor(message: string) {
    super(message)
    this.name = 'NotRenderedError'
  }
}

/** A tool's error output for a message: without klog prefixes (tool-output.ts), trimmed, at most `n` lines and a count of the rest. */
export function firstLines(text: string, n = 20): string {
  const lines = withoutKlog(text).trim().split('\n')
  return lines.length > n ? [...lines.slice(0, n), `… (${lines.length - n} more lines)`].join('\n') : lines.join('\n')
}

export interface SourcedDoc {
  obj: Manifest
  file?: string
  line?: number
  /** Index of the app source that rendered it (R1.9.1 order). */
  source: number
  /** Fields that differed between two renders of the same input (R5.1), when the source was rendered twice. */
  unstable?: FieldChange[]
}

export interface SourceStatus {
  index: number
  type: string
  repoURL: string
  path: string
  chart: string
  targetRevision: string
  ref: string
  /** Why the guard did not render this source (never a guess about its output). */
  notRendered?: string
}
