// Application objects shaped like the ones a real Argo CD (v3) control plane stores: spec, and a status with
// resources (sync status, health, requiresPruning, hooks), sync (comparedTo, revision/revisions), operationState
// (operation, phase, syncResult) and the reconcile bookkeeping. Written for these tests.

export const REV_LIVE = '3f2a9c1d7e5b4a6f8091a2b3c4d5e6f708192a3b'
export const REV_OLD = '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567'

interface AppSpec {
  name: string
  namespace?: string
  project?: string
  destination?: { server?: string; name?: string; namespace: string }
  multiSource?: boolean
  syncStatus?: 'Synced' | 'OutOfSync' | 'Unknown'
  phase?: string
  resources?: Array<Record<string, unknown>>
}

export function application(a: AppSpec): Record<string, unknown> {
  const namespace = a.namespace ?? 'argocd'
  const destination = a.destination ?? { server: 'https://kubernetes.default.svc', namespace: 'guestbook' }
  const source = { repoURL: 'https://github.com/example/gitops.git', path: `apps/${a.name}`, targetRevision: 'HEAD' }
  const sources = [source, { repoURL: 'https://github.com/example/values.git', targetRevision: 'main', ref: 'values' }]
  const single = !a.multiSource
  return {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: {
      name: a.name,
      namespace,
      uid: `0b7d2c4e-${a.name.length.toString().padStart(4, '0')}-4c1e-9f3a-5d2e8b7c6a10`,
      resourceVersion: '482913',
      generation: 57,
      creationTimestamp: '2026-03-02T09:14:11Z',
      finalizers: ['resources-finalizer.argocd.argoproj.io'],
      labels: { team: 'payments' }
    },
    spec: {
      project: a.project ?? 'default',
      ...(single ? { source } : { sources }),
      destination,
      syncPolicy: { automated: { prune: true, selfHeal: true }, syncOptions: ['CreateNamespace=true'] }
    },
    status: {
      resources: a.resources ?? [
        { version: 'v1', kind: 'ConfigMap', namespace: destination.namespace, name: `${a.name}-config`, status: 'Synced' },
        {
          group: 'apps',
          version: 'v1',
          kind: 'Deployment',
          namespace: destination.namespace,
          name: `${a.name}-web`,
          status: 'Synced',
          health: { status: 'Healthy' }
        },
        {
          version: 'v1',
          kind: 'PersistentVolumeClaim',
          namespace: destination.namespace,
          name: `${a.name}-data`,
          status: 'OutOfSync',
          health: { status: 'Healthy' },
          requiresPruning: true
        },
        { group: 'batch', version: 'v1', kind: 'Job', namespace: destination.namespace, name: `${a.name}-migrate`, status: 'Synced', hook: true },
        { group: 'rbac.authorization.k8s.io', version: 'v1', kind: 'ClusterRole', name: `${a.name}-reader`, status: 'Synced' }
      ],
      sync: {
        status: a.syncStatus ?? 'OutOfSync',
        comparedTo: single ? { source, destination } : { sources, destination },
        ...(single ? { revision: REV_LIVE } : { revisions: [REV_LIVE, REV_OLD] })
      },
      health: { status: 'Healthy', lastTransitionTime: '2026-03-02T10:00:00Z' },
      history: [{ id: 41, revision: REV_OLD, deployedAt: '2026-03-01T12:00:00Z', source, initiatedBy: { automated: true } }],
      operationState: {
        operation: { sync: { revision: REV_OLD, prune: true, syncOptions: ['CreateNamespace=true'] }, initiatedBy: { automated: true }, retry: { limit: 5 } },
        phase: a.phase ?? 'Succeeded',
        message: 'successfully synced (all tasks run)',
        syncResult: {
          resources: [
            {
              group: 'apps',
              version: 'v1',
              kind: 'Deployment',
              namespace: destination.namespace,
              name: `${a.name}-web`,
              status: 'Synced',
              message: 'deployment.apps/web configured',
              hookPhase: 'Running',
              syncPhase: 'Sync'
            }
          ],
          ...(single ? { revision: REV_OLD, source } : { revisions: [REV_OLD, REV_OLD], sources })
        },
        startedAt: '2026-03-01T11:59:50Z',
        finishedAt: '2026-03-01T12:00:00Z'
      },
      reconciledAt: '2026-03-02T10:05:00Z',
      sourceType: 'Directory',
      summary: { images: ['ghcr.io/example/web:1.4.2'] },
      controllerNamespace: 'argocd'
    }
  }
}

/** A live object as the API server returns it, with the annotations the tests look for. */
export function liveObject(apiVersion: string, kind: string, namespace: string, name: string, annotations: Record<string, string>): Record<string, unknown> {
  return {
    apiVersion,
    kind,
    metadata: {
      name,
      ...(namespace ? { namespace } : {}),
      uid: '7c1f0d2a-1111-4b2b-8c3c-9d4e5f6a7b8c',
      resourceVersion: '1001',
      annotations,
      labels: { 'app.kubernetes.io/instance': 'shop' }
    },
    ...(kind === 'ConfigMap' ? { data: { key: 'value' } } : { spec: {} })
  }
}
