// The render request of one source (R1.4.1 build environment, the containment root) and the offline schema fallback.
import { instanceName, parseSource, type AppSource } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import type { RevisionContext } from './context.js'
import { hasRemoteSchemaRefs } from './helm/remote-chart.js'
import type { RenderRequest } from './types.js'

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
    ...(where.root === ctx.checkout && ctx.readText ? { readText: ctx.readText } : {}),
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
