// Renders one Application at one revision: every source in order (R1.9.1), each with its own type detection.
import type { AppSource } from '../argocd/application.js'
import { instanceName, invalidAppName } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { nonGitScheme, sameRepo } from '../argocd/url.js'
import { MissingBinaryError } from './binaries.js'
import { renderCached, type SourceRender } from './cached.js'
import type { RevisionContext } from './context.js'
import { redactMessage } from './redact.js'
import { isSchemelessOci } from './helm/remote-chart.js'
import { renderRemoteSource } from './remote-source.js'
import { renderRequest } from './request.js'
import { helmRenderer } from './helm/renderer.js'
import { applySourceOverrides, resolveAppPath } from './source.js'
import { detectRenderer } from './detect.js'
import { RENDERERS } from './renderers.js'
import { stoppedByLimit } from '../lib/process/exec.js'
import { NotRenderedError, RenderError, type SourcedDoc, type SourceStatus } from './types.js'
import { buildOptionsVerdict } from './kustomize/options-hint.js'
import { leftoverFix, leftoverTag } from '../argocd/appset/leftover.js'
import { errorMessage } from '../lib/errors.js'

export interface AppRender {
  docs: SourcedDoc[]
  sources: SourceStatus[]
  error?: { message: string; file?: string; fix?: string }
  notRendered?: string
  warnings: string[]
  /** Template files of the Helm charts rendered (repo-relative path → text), for static analysis. */
  templates: Record<string, string>
  /** A source read content from the network (a plugin, a fetched chart, URL values, remote bases): not cached across runs. */
  fetched?: boolean
  /**
   * The sources of this repository pinned to `revision` (argocd/revision.ts) were rendered at `commit`, the commit it
   * resolves to in the local clone (pipeline/pinned.ts), not at the reviewed revision. Cached across runs only when every
   * source names that one revision (keyed by its inputs at the commit, pipeline/render-at.ts).
   */
  pinnedAt?: Array<{ revision: string; commit: string }>
}

/** Whether an app's render failed or did not happen (none, an error, or not rendered). */
export const renderFailed = (r: AppRender | undefined): boolean => !r || !!r.error || r.notRendered !== undefined

function status(i: number, s: AppSource, type: string, notRendered?: string): SourceStatus {
  return { index: i, type, repoURL: s.repoURL, path: s.path, chart: s.chart, targetRevision: s.targetRevision, ref: s.ref, notRendered }
}

/** R1.1.2: oci:// (or a chart with a repoURL without scheme, remote-chart.ts isSchemelessOci) → OCI, chart → Helm repository, else git. */
export function sourceKind(s: AppSource): 'oci' | 'helm-repo' | 'git' {
  if (s.repoURL.startsWith('oci://') || (s.chart && isSchemelessOci(s.repoURL))) return 'oci'
  return s.chart ? 'helm-repo' : 'git'
}

function usesRef(s: AppSource, ref: string): boolean {
  const paths = [...(s.helm?.valueFiles ?? []), ...(s.helm?.fileParameters ?? []).map((f) => f.path)]
  return paths.some((p) => p === `$${ref}` || p.startsWith(`$${ref}/`))
}

/**
 * `sourceKeys[i]`, when known, identifies everything source i reads (see inputs.ts): equal keys render once.
 * `sourceCtx[i]`, when given, is the revision source i of this repository is read at (a pinned source, pipeline/pinned.ts):
 * its checkout serves its path and, for a `ref` source, its `$ref/` value files.
 */
export async function renderApp(
  d: DiscoveredApp,
  ctx: RevisionContext,
  sourceKeys: Array<string | undefined> = [],
  sourceCtx: Array<RevisionContext | undefined> = []
): Promise<AppRender> {
  const app = d.app
  const out: AppRender = { docs: [], sources: [], warnings: [], templates: {} }
  if (app.sources.length === 0) {
    out.error = { message: 'the Application has no source (spec.source or spec.sources)', file: d.file }
    return out
  }
  // Argo CD's name rules: an invalid name is an error of this app, and never reaches a file name.
  const badName = invalidAppName(app)
  if (badName) {
    out.error = withLeftoverFix({ message: badName, file: d.file }, d)
    return out
  }
  const instance = instanceName(app, ctx.controlPlaneNamespace)
  const isThisRepo = (url: string): boolean => ctx.repoURLs.some((u) => sameRepo(u, url))
  // R1.9.2: refs resolve to the root of the ref source's checkout; only this repository is available offline.
  const refs: Record<string, string> = {}
  const unavailableRefs: string[] = []
  const at = (i: number): RevisionContext => sourceCtx[i] ?? ctx
  for (const [i, s] of app.sources.entries()) {
    if (!s.ref) continue
    if (sourceKind(s) === 'git' && isThisRepo(s.repoURL)) refs[s.ref] = at(i).checkout
    else unavailableRefs.push(s.ref)
  }
  const pending: Array<Promise<SourceRender | undefined>> = []
  for (const [i, s] of app.sources.entries()) {
    const kind = sourceKind(s)
    if (kind !== 'git' && !(s.ref && !s.path && !s.chart)) {
      const st = status(i, s, helmRenderer.type)
      out.sources.push(st)
      pending.push(renderRemoteSource(d, s, instance, refs, ctx, st, sourceKeys[i]))
      continue
    }
    if (kind !== 'git' || !isThisRepo(s.repoURL)) {
      const placeholder = kind === 'git' ? nonGitScheme(s.repoURL) : undefined
      const where = kind === 'oci' ? 'an OCI registry' : kind === 'helm-repo' ? `the Helm repository ${s.repoURL}` : `another repository (${s.repoURL})`
      const reason = placeholder
        ? `source ${i + 1} comes from ${s.repoURL}, which git cannot fetch as written (${placeholder}:// is a placeholder that a tool such as idpbuilder rewrites before Argo CD reads the Application, or a typo); it is not rendered offline`
        : `source ${i + 1} comes from ${where}; it is not rendered offline`
      // R1.9.3: a ref-only source renders nothing, so it does not stop the app from being analysed.
      if (s.ref && !s.path && !s.chart) out.sources.push(status(i, s, 'ref', reason))
      else {
        out.sources.push(status(i, s, kind, reason))
        // Naming a placeholder in repoURLs would read the wrong folder (idpbuilder's is relative to the Application file).
        out.notRendered ??= placeholder ? `${reason}.` : `${reason}. Add its URL to repoURLs if it is this repository.`
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
      out.sources.push(status(i, s, helmRenderer.type, reason))
      out.notRendered ??= reason
      pending.push(Promise.resolve(undefined))
      continue
    }
    const st = status(i, s, 'unknown')
    out.sources.push(st)
    pending.push(renderSource(d, s, instance, refs, at(i), st, sourceKeys[i]))
  }
  const results = await Promise.allSettled(pending)
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') {
      sourceFailed(out, i, r.reason, ctx, app.sources.length)
      continue
    }
    if (!r.value) continue
    const { output, unstable, templates } = r.value
    if (output.fetched) out.fetched = true
    out.warnings.push(...output.warnings)
    Object.assign(out.templates, templates ?? {})
    output.docs.forEach((doc, j) => out.docs.push({ obj: doc.obj, file: doc.file, line: doc.line, source: i, unstable: unstable?.[j] }))
  }
  if (out.error) out.error = withLeftoverFix(out.error, d)
  if (out.error || out.notRendered) out.docs = []
  return redactRender(out, ctx)
}

/** Source i of `count` failed with `reason`: the app is not rendered (with why), or it fails (with Argo CD's error). */
function sourceFailed(out: AppRender, i: number, reason: unknown, ctx: RevisionContext, count: number): void {
  const notRendered = (why: string): void => {
    out.sources[i]!.notRendered = why
    out.notRendered ??= why
  }
  // A missing renderer is an environment problem for the whole run, not something Argo CD would report.
  if (reason instanceof MissingBinaryError) throw reason
  if (reason instanceof NotRenderedError) return notRendered(reason.message)
  const message = errorMessage(reason)
  // A renderer stopped at one of the guard's bounds (memory, time, output, run deadline): not analysed, with why.
  if (stoppedByLimit(message) && !(ctx.timeoutIsArgos && /timed out/.test(message))) return notRendered(message)
  // A build that failed for want of an option the guard was not told (R1.6.4): kustomize/options-hint.ts.
  // Classified on the renderer's whole output: a cause printed after long inline values is past what is shown.
  const whole = reason instanceof RenderError && reason.whole ? `${message}\n${reason.whole}` : message
  const verdict = buildOptionsVerdict(whole, ctx.kustomizeBuildOptions, ctx.buildOptionsSettings)
  if (verdict && 'notRendered' in verdict) return notRendered(verdict.notRendered)
  const file = reason instanceof RenderError ? reason.file : undefined
  out.error ??= { message: `${count > 1 ? `source ${i + 1}: ` : ''}${message}`, file, ...(verdict ? { fix: verdict.fix } : {}) }
}

/** An error of an ApplicationSet-generated app that quotes template text the set left in it gets the fix for that (R6.2). */
function withLeftoverFix(error: NonNullable<AppRender['error']>, d: DiscoveredApp): NonNullable<AppRender['error']> {
  const tag = d.appSet && !error.fix ? leftoverTag(error.message) : undefined
  // Only text the Application itself holds (a chart's own error can quote its templates).
  return tag && JSON.stringify(d.manifest).includes(JSON.stringify(tag).slice(1, -1)) ? { ...error, fix: leftoverFix(tag, d.appSet!.id) } : error
}

/** Runner paths and quoted secret values out of every message of a render (redact.ts). */
function redactRender(out: AppRender, ctx: RevisionContext): AppRender {
  const where = {
    checkout: ctx.checkout,
    folders: [
      { path: ctx.scratchRoot, label: '<scratch>' },
      { path: ctx.remoteCharts.cacheDir, label: '<chart cache>' }
    ]
  }
  const r = (m: string): string => redactMessage(m, where)
  if (out.error) out.error = { ...out.error, message: r(out.error.message) }
  if (out.notRendered) out.notRendered = r(out.notRendered)
  out.warnings = out.warnings.map(r)
  for (const s of out.sources) if (s.notRendered) s.notRendered = r(s.notRendered)
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
  const appPath = resolveAppPath(ctx.checkout, original.path, ctx.treePaths)
  const source = await applySourceOverrides(original, appPath, instance, ctx.checkout)
  const { renderer, explicit } = detectRenderer(source, appPath)
  st.type = renderer.type
  // R1.8.1: a renderer that claims its sources (a plugin) comes first: the one named, or (no type named) any.
  for (const r of RENDERERS) {
    if (!r.claim || (explicit && r !== renderer)) continue
    const claimed = await r.claim({ d, source, appPath, ctx, explicit })
    if (!claimed) continue
    st.type = r.type
    return claimed()
  }
  const prepared = renderer.prepare?.(source, appPath, ctx)
  const req = renderRequest(d, prepared?.source ?? source, { root: ctx.checkout, appPath }, instance, refs, ctx)
  const r = await renderCached(renderer, req, ctx, inputKey, appPath)
  return prepared ? { ...r, output: { ...r.output, warnings: [prepared.warning, ...r.output.warnings] } } : r
}
