// Sources outside this repository that can still be rendered: Helm-repository and OCI charts (R1.1.2, R1.5.13),
// fetched with `helm pull` (cached) and rendered with the chart dir as app path and containment root.
import type { AppSource } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import { renderCached, type SourceRender } from './cached.js'
import type { RevisionContext } from './context.js'
import { fetchRemoteChart } from './helm/remote-chart.js'
import { helmRenderer } from './helm/renderer.js'
import { renderRequest } from './request.js'
import { NotRenderedError, RenderError, type SourceStatus } from './types.js'

export async function renderRemoteSource(
  d: DiscoveredApp,
  s: AppSource,
  instance: string,
  refs: Record<string, string>,
  ctx: RevisionContext,
  st: SourceStatus,
  inputKey: string | undefined
): Promise<SourceRender> {
  const { network, cacheDir, allowedHosts, resolve, helmCredentials: credentials } = ctx.remoteCharts
  let chartDir: string
  let version: string
  try {
    ;({ chartDir, version } = await fetchRemoteChart(s, {
      runner: ctx.runner,
      helm: () => ctx.toolbox.helm(),
      cacheDir,
      network,
      allowedHosts,
      resolve,
      credentials
    }))
  } catch (e) {
    if (e instanceof RenderError) throw new NotRenderedError(`chart ${s.chart || s.repoURL} could not be fetched: ${e.message}`)
    throw e
  }
  st.type = helmRenderer.type
  const fallback = helmRenderer.prepare?.(s, chartDir, ctx)
  const source = fallback?.source ?? s
  const warnings = fallback ? [`${fallback.warning} (${version})`] : []
  const r = await renderCached(
    helmRenderer,
    renderRequest(d, source, { root: chartDir, appPath: chartDir }, instance, refs, ctx),
    ctx,
    inputKey ? `${inputKey}@${version}` : undefined,
    chartDir
  )
  // Files of a fetched chart are not in this repository: no file/line for reviewers, and no template analysis paths.
  return {
    ...r,
    output: {
      ...r.output,
      fetched: true,
      warnings: [...warnings, ...r.output.warnings],
      docs: r.output.docs.map((doc) => ({ ...doc, file: undefined, line: undefined }))
    },
    templates: undefined
  }
}
