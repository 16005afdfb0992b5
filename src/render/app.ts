// Renders one Application at one revision: every source in order (R1.9.1), each with its own type detection.
import type { AppSource } from '../argocd/application.js'
import { instanceName, parseSource } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { sameRepo } from '../argocd/url.js'
import type { SourcedDoc } from '../plan/normalize.js'
import type { SourceStatus } from '../plan/plan.js'
import { MissingBinaryError, type Toolbox } from './binaries.js'
import { renderCached, type SourceRender } from './cached.js'
import type { HelmCredential } from './helm-deps.js'
import type { Resolve } from './network-policy.js'
import { hasRemoteSchemaRefs, isSchemelessOci } from './remote-chart.js'
import { renderRemoteSource, NotRenderedError } from './remote-source.js'
import { applySourceOverrides, detectSourceType, resolveAppPath } from './source.js'
import { RenderError, type RenderOutput, type RenderRequest, type ToolRunner } from './types.js'

export interface RevisionContext {
  /** Absolute root of the materialized checkout. */
  checkout: string
  sha: string
  /** URLs that name this repository (origin plus configured aliases). */
  repoURLs: string[]
  controlPlaneNamespace: string
  kubeVersion?: string
  apiVersions?: string[]
  kustomizeBuildOptions: string[]
  scratchRoot: string
  runner: ToolRunner
  toolbox: Toolbox
  /** Shared across revisions: identical render inputs render once. */
  cache: Map<string, Promise<RenderOutput>>
  /** R1.1.4: set when the revision holds an out-of-bounds symlink (checked once on the git tree). */
  symlinkError?: RenderError
  /** R5.1: render Helm sources a second time in a separate process and record fields that differ. */
  checkDeterminism: boolean
  /** Charts from Helm repositories and OCI registries (R1.5.13): fetched with `helm pull`, cached. */
  remoteCharts: {
    cacheDir: string
    network: boolean
    /** What PR content may make the runner fetch (network-policy.ts; default: the public list). */
    allowedHosts?: readonly string[]
    /** Credentials for private chart repositories, from environment variables (helm-deps.ts). */
    helmCredentials?: readonly HelmCredential[]
    /** DNS resolver for policy checks (tests). */
    resolve?: Resolve
  }
}

export interface AppRender {
  docs: SourcedDoc[]
  sources: SourceStatus[]
  error?: { message: string; file?: string }
  notRendered?: string
  warnings: string[]
  /** Template files of the Helm charts rendered (repo-relative path → text), for static analysis. */
  templates: Record<string, string>
}

function status(i: number, s: AppSource, type: string, notRendered?: string): SourceStatus {
  return { index: i, type, repoURL: s.repoURL, path: s.path, chart: s.chart, targetRevision: s.targetRevision, ref: s.ref, notRendered }
}

/** R1.1.2: oci:// (or a chart with a repoURL without scheme, remote-chart.ts isSchemelessOci) → OCI, chart → Helm repository, else git. */
export function sourceKind(s: AppSource): 'oci' | 'helm-repo' | 'git' {
  if (s.repoURL.startsWith('oci://') || (s.chart && isSchemelessOci(s.repoURL))) return 'oci'
  return s.chart ? 'helm-repo' : 'git'
}

/** R1.4.1 build environment. */
export function buildEnv(d: DiscoveredApp, s: AppSource, sha: string, controlPlaneNamespace: string): Record<string, string> {
  return {
    ARGOCD_APP_NAME: instanceName(d.app, controlPlaneNamespace),
    ARGOCD_APP_NAMESPACE: d.app.destination.namespace,
    ARGOCD_APP_PROJECT_NAME: d.app.project,
    ARGOCD_APP_REVISION: sha,
    ARGOCD_APP_REVISION_SHORT: sha.slice(0, 7),
    ARGOCD_APP_REVISION_SHORT_8: sha.slice(0, 8),
    ARGOCD_APP_SOURCE_REPO_URL: s.repoURL,
    ARGOCD_APP_SOURCE_PATH: s.path,
    ARGOCD_APP_SOURCE_TARGET_REVISION: s.targetRevision
  }
}

function usesRef(s: AppSource, ref: string): boolean {
  const paths = [...(s.helm?.valueFiles ?? []), ...(s.helm?.fileParameters ?? []).map((f) => f.path)]
  return paths.some((p) => p === `$${ref}` || p.startsWith(`$${ref}/`))
}

/** `sourceKeys[i]`, when known, identifies everything source i reads (see inputs.ts): equal keys render once. */
export async function renderApp(d: DiscoveredApp, ctx: RevisionContext, sourceKeys: Array<string | undefined> = []): Promise<AppRender> {
  const app = d.app
  const out: AppRender = { docs: [], sources: [], warnings: [], templates: {} }
  if (app.sources.length === 0) {
    out.error = { message: 'the Application has no source (spec.source or spec.sources)', file: d.file }
    return out
  }
  const instance = instanceName(app, ctx.controlPlaneNamespace)
  const isThisRepo = (url: string): boolean => ctx.repoURLs.some((u) => sameRepo(u, url))
  // R1.9.2: refs resolve to the root of the ref source's checkout; only this repository is available offline.
  const refs: Record<string, string> = {}
  const unavailableRefs: string[] = []
  for (const s of app.sources) {
    if (!s.ref) continue
    if (sourceKind(s) === 'git' && isThisRepo(s.repoURL)) refs[s.ref] = ctx.checkout
    else unavailableRefs.push(s.ref)
  }
  const pending: Array<Promise<SourceRender | undefined>> = []
  for (const [i, s] of app.sources.entries()) {
    const kind = sourceKind(s)
    if (kind !== 'git' && !(s.ref && !s.path && !s.chart)) {
      const st = status(i, s, 'helm')
      out.sources.push(st)
      pending.push(renderRemoteSource(d, s, instance, refs, ctx, st, sourceKeys[i]))
      continue
    }
    if (kind !== 'git' || !isThisRepo(s.repoURL)) {
      const where = kind === 'oci' ? 'an OCI registry' : kind === 'helm-repo' ? `the Helm repository ${s.repoURL}` : `another repository (${s.repoURL})`
      const reason = `source ${i + 1} comes from ${where}; it is not rendered offline`
      // R1.9.3: a ref-only source renders nothing, so it does not stop the app from being analysed.
      if (s.ref && !s.path && !s.chart) out.sources.push(status(i, s, 'ref', reason))
      else {
        out.sources.push(status(i, s, kind, reason))
        out.notRendered ??= `${reason}. Add its URL to repoURLs if it is this repository.`
      }
      pending.push(Promise.resolve(undefined))
      continue
    }
    if (s.ref && !s.path) {
      out.sources.push(status(i, s, 'ref'))
      pending.push(Promise.resolve(undefined))
      continue
    }
    const missing = unavailableRefs.find((r) => usesRef(s, r))
    if (missing) {
      const reason = `source ${i + 1} reads values from $${missing}, which is in another repository and not available offline`
      out.sources.push(status(i, s, 'helm', reason))
      out.notRendered ??= reason
      pending.push(Promise.resolve(undefined))
      continue
    }
    const st = status(i, s, 'unknown')
    out.sources.push(st)
    pending.push(renderSource(d, s, instance, refs, ctx, st, sourceKeys[i]))
  }
  const results = await Promise.allSettled(pending)
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') {
      // A missing renderer is an environment problem for the whole run, not something Argo CD would report.
      if (r.reason instanceof MissingBinaryError) throw r.reason
      if (r.reason instanceof NotRenderedError) {
        out.sources[i]!.notRendered = r.reason.message
        out.notRendered ??= r.reason.message
        continue
      }
      let message = r.reason instanceof Error ? r.reason.message : String(r.reason)
      if (/HelmChartInflationGenerator/.test(message) && !ctx.kustomizeBuildOptions.includes('--enable-helm')) {
        // Argo CD passes no --enable-helm unless argocd-cm kustomize.buildOptions says so (R1.6.4).
        message += ' (hint: this kustomization inflates Helm charts, which needs --enable-helm; if your Argo CD sets kustomize.buildOptions: --enable-helm, set kustomizeBuildOptions: [--enable-helm] in .prune-guard.yaml)'
      }
      const file = r.reason instanceof RenderError ? r.reason.file : undefined
      out.error ??= { message: `${app.sources.length > 1 ? `source ${i + 1}: ` : ''}${message}`, file }
      continue
    }
    if (!r.value) continue
    const { output, unstable, templates } = r.value
    out.warnings.push(...output.warnings)
    Object.assign(out.templates, templates ?? {})
    output.docs.forEach((doc, j) => out.docs.push({ obj: doc.obj, file: doc.file, line: doc.line, source: i, unstable: unstable?.[j] }))
  }
  if (out.error || out.notRendered) out.docs = []
  return out
}

async function renderSource(
  d: DiscoveredApp,
  original: AppSource,
  instance: string,
  refs: Record<string, string>,
  ctx: RevisionContext,
  st: SourceStatus,
  inputKey: string | undefined
): Promise<SourceRender> {
  if (ctx.symlinkError) throw ctx.symlinkError
  const appPath = resolveAppPath(ctx.checkout, original.path)
  let source = await applySourceOverrides(original, appPath, instance)
  const type = detectSourceType(source, appPath)
  st.type = type
  if (type === 'plugin') {
    throw new RenderError('config management plugins are not supported offline (R1.8.1); this app cannot be analysed')
  }
  const offlineSchema = type === 'helm' ? offlineSchemaFallback(source, appPath, ctx) : undefined
  if (offlineSchema) source = offlineSchema.source
  const req = renderRequest(d, source, { root: ctx.checkout, appPath }, instance, refs, ctx)
  const r = await renderCached(type, req, ctx, inputKey, appPath)
  return offlineSchema ? { ...r, output: { ...r.output, warnings: [offlineSchema.warning, ...r.output.warnings] } } : r
}

/** The request for one source: `root` is the containment root (the checkout, or a fetched chart, R1.5.13). */
export function renderRequest(
  d: DiscoveredApp,
  source: AppSource,
  where: { root: string; appPath: string },
  instance: string,
  refs: Record<string, string>,
  ctx: RevisionContext
): Omit<RenderRequest, 'scratchDir'> {
  return {
    repoRoot: where.root,
    source,
    appPath: where.appPath,
    instanceName: instance,
    destNamespace: d.app.destination.namespace,
    buildEnv: buildEnv(d, source, ctx.sha, ctx.controlPlaneNamespace),
    refs,
    kubeVersion: ctx.kubeVersion,
    apiVersions: ctx.apiVersions
  }
}

/**
 * Offline, a values.schema.json with remote $refs cannot be loaded (helm would try to fetch them): render with schema
 * validation skipped and say so; Argo CD, online, would validate.
 */
export function offlineSchemaFallback(s: AppSource, chartDir: string, ctx: RevisionContext): { source: AppSource; warning: string } | undefined {
  if (ctx.remoteCharts.network || s.helm?.skipSchemaValidation || !hasRemoteSchemaRefs(chartDir)) return undefined
  const helm = typeof s.raw.helm === 'object' && s.raw.helm !== null ? s.raw.helm : {}
  return {
    source: parseSource({ ...s.raw, helm: { ...helm, skipSchemaValidation: true } }),
    warning: `${s.chart || s.path || 'chart'}: values.schema.json refers to remote schemas and the network is off, so schema validation was skipped (Argo CD, online, would validate)`
  }
}

