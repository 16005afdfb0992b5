// Builds AppPlans from plain objects for pure rule tests (the same normalize/plan code the engine uses).
import { parseApplication } from '../../src/argocd/application.js'
import type { DiscoveredApp } from '../../src/argocd/discover.js'
import type { Manifest } from '../../src/k8s/resource.js'
import { ScopeTable } from '../../src/k8s/scope.js'
import { normalize } from '../../src/plan/normalize.js'
import { planApp, type AppPlan, type AppSide } from '../../src/plan/plan.js'

export interface AppSpecInput {
  name?: string
  namespace?: string
  /** spec fields merged over a default single-source app with destination namespace `dest` and automated prune. */
  spec?: Record<string, unknown>
  file?: string
}

export function application(input: AppSpecInput = {}): DiscoveredApp {
  const name = input.name ?? 'app'
  const manifest: Manifest = {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name, namespace: input.namespace ?? 'argocd' },
    spec: {
      project: 'default',
      source: { repoURL: 'https://github.com/example/gitops.git', path: `apps/${name}`, targetRevision: 'HEAD' },
      destination: { server: 'https://kubernetes.default.svc', namespace: 'dest' },
      syncPolicy: { automated: { prune: true } },
      ...(input.spec ?? {})
    }
  }
  const app = parseApplication(manifest)
  return { app, file: input.file ?? `argocd/${name}.yaml`, line: 1, id: `${app.namespace || 'argocd'}/${name}`, manifest }
}

/** One rendered side; objects may carry `__file`/`__line` to set provenance. */
export function makeSide(objs: Manifest[], input: AppSpecInput = {}, scopes = new ScopeTable()): AppSide {
  const discovered = application(input)
  const docs = objs.map((o) => {
    const { __file, __line, ...obj } = o as Manifest & { __file?: string; __line?: number }
    return { obj: obj as Manifest, file: __file, line: __line, source: 0 }
  })
  return { discovered, sources: [], warnings: [], render: normalize(docs, discovered.app.destination.namespace, scopes) }
}

export function makePlan(base: Manifest[] | null, head: Manifest[] | null, input: AppSpecInput = {}, headInput?: AppSpecInput): AppPlan {
  const b = base ? makeSide(base, input) : undefined
  const h = head ? makeSide(head, headInput ?? input) : undefined
  const d = (h ?? b)!.discovered
  return planApp(d.id, b, h, { trackingMethod: 'annotation', instanceLabelKey: 'app.kubernetes.io/instance', instanceName: d.app.name })
}

export const cm = (name: string, extra: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, ...extra },
  data: { k: 'v' }
})
