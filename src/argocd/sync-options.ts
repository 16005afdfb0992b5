// Sync options: `argocd.argoproj.io/sync-options` on a resource, falling back to the app's syncPolicy.syncOptions;
// the resource annotation wins per option key (R3.3.5).
import { annotationsOf, type Manifest } from '../k8s/resource.js'

export const SYNC_OPTIONS_ANNOTATION = 'argocd.argoproj.io/sync-options'
export const HELM_RESOURCE_POLICY_ANNOTATION = 'helm.sh/resource-policy'

/**
 * Sync options as key → value, the FIRST occurrence of a key winning, as Argo CD reads them: the annotation is split on
 * commas, each item trimmed and deduplicated, and the value of `Key=` is taken from the first item with that exact
 * prefix (gitops-engine resource.GetAnnotationOptionValue; the app's `syncOptions` list via SyncOptions.GetOptionValue,
 * whose items are not split on commas). So `Prune=true,Prune=false` prunes, and `Prune = false` is no Prune option.
 */
export function parseOptions(values: string[], splitCommas = false): Map<string, string> {
  const out = new Map<string, string>()
  for (const v of values) {
    for (const part of splitCommas ? v.split(',') : [v]) {
      const t = part.trim()
      const i = t.indexOf('=')
      if (i > 0 && !out.has(t.slice(0, i))) out.set(t.slice(0, i), t.slice(i + 1))
    }
  }
  return out
}

export function resourceOptions(obj: Manifest): Map<string, string> {
  const a = annotationsOf(obj)[SYNC_OPTIONS_ANNOTATION]
  return parseOptions(a === undefined ? [] : [a], true)
}

/** The effective value of a sync option for one resource (annotation first, then the app). */
export function syncOption(obj: Manifest | undefined, appSyncOptions: string[], key: string): string | undefined {
  const fromResource = obj ? resourceOptions(obj).get(key) : undefined
  return fromResource ?? parseOptions(appSyncOptions).get(key)
}

/** R3.3.6: protections that only act when the Application is deleted, never on prune. */
export function deleteProtection(obj: Manifest): string | undefined {
  const opts = resourceOptions(obj)
  if (opts.get('Delete') === 'false') return 'Delete=false'
  if (opts.get('Delete') === 'confirm') return 'Delete=confirm'
  if (annotationsOf(obj)[HELM_RESOURCE_POLICY_ANNOTATION] === 'keep') return 'helm.sh/resource-policy: keep'
  return undefined
}
