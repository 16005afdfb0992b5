// In-memory repositories and small helpers for the ApplicationSet expander tests.
import type { AppSetRepo } from '../../../src/argocd/appset/expand.js'

export const REPO_URL = 'https://github.com/acme/gitops.git'

/** A repository snapshot: `files` are tracked; `untracked` exist on disk but git does not list them. */
export function memRepo(files: Record<string, string>, untracked: Record<string, string> = {}): AppSetRepo {
  return {
    repoURLs: [REPO_URL, 'git@github.com:acme/gitops-mirror.git'],
    files: Object.keys(files).sort(),
    readFile: (p) => files[p] ?? untracked[p]
  }
}

export function appset(spec: Record<string, unknown>, name = 'addons', namespace = 'argocd'): Record<string, unknown> {
  return { apiVersion: 'argoproj.io/v1alpha1', kind: 'ApplicationSet', metadata: { name, namespace }, spec }
}

/** A typical Application template (fasttemplate syntax unless overridden). */
export function template(name: string, path: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    metadata: { name },
    spec: {
      project: 'default',
      source: { repoURL: REPO_URL, targetRevision: 'HEAD', path },
      destination: { server: 'https://kubernetes.default.svc', namespace: 'default' },
      ...extra
    }
  }
}

export const names = (apps: Array<Record<string, unknown>>): string[] => apps.map((a) => String((a.metadata as Record<string, unknown>).name))
export const spec = (a: Record<string, unknown> | undefined): Record<string, unknown> => (a?.spec ?? {}) as Record<string, unknown>
export const meta = (a: Record<string, unknown> | undefined): Record<string, unknown> => (a?.metadata ?? {}) as Record<string, unknown>
export const sourcePath = (a: Record<string, unknown> | undefined): unknown => (spec(a).source as Record<string, unknown> | undefined)?.path
