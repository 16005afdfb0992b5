// One builder for the Application manifests that tests commit to their git repositories (block style, one field per
// line, so findings that point at a line stay readable). Options cover what the tests vary; everything else is the
// shape most GitOps repositories use: project default, the repository's own origin at HEAD, automated prune.
import { ORIGIN } from './git.js'

export interface AppOptions {
  /** The Application object's own namespace (default argocd). */
  namespace?: string
  /** The destination namespace (default: the app's name). */
  destination?: string
  project?: string
  repoURL?: string
  /** Add Argo CD's resources finalizer (cascade on delete). Default false. */
  finalizer?: boolean
  /** automated.prune (default true). */
  prune?: boolean
  /** Lines inserted after `path:` inside `spec.source` (indented by the caller, four spaces). */
  extraSource?: string
}

export function applicationYaml(name: string, path: string, o: AppOptions = {}): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: ${o.namespace ?? 'argocd'}
${o.finalizer ? '  finalizers:\n    - resources-finalizer.argocd.argoproj.io\n' : ''}spec:
  project: ${o.project ?? 'default'}
  source:
    repoURL: ${o.repoURL ?? ORIGIN}
    targetRevision: HEAD
    path: ${path}
${o.extraSource ?? ''}  destination:
    server: https://kubernetes.default.svc
    namespace: ${o.destination ?? name}
  syncPolicy:
    automated:
      prune: ${o.prune === false ? 'false' : 'true'}
`
}

/** A ConfigMap with one data key `v`. */
export const cm = (name: string, v = '1') => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  v: "${v}"\n`

/** A 1Gi ReadWriteOnce PersistentVolumeClaim. */
export const pvc = (name: string) =>
  `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: ${name}\nspec:\n  accessModes: [ReadWriteOnce]\n  resources: {requests: {storage: 1Gi}}\n`
