// Sync options: `argocd.argoproj.io/sync-options` on a resource, falling back to the app's syncPolicy.syncOptions;
// the resource annotation wins per option key (R3.3.5).
import { annotationsOf, type Manifest } from './resource.js'

export const SYNC_OPTIONS_ANNOTATION = 'argocd.argoproj.io/sync-options'
export const COMPARE_OPTIONS_ANNOTATION = 'argocd.argoproj.io/compare-options'
export const HELM_RESOURCE_POLICY_ANNOTATION = 'helm.sh/resource-policy'

/** Parses `Prune=false,Delete=false` (or a list of such strings) into key → value. */
export function parseOptions(values: string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const v of values) {
    for (const part of v.split(',')) {
      const t = part.trim()
      const i = t.indexOf('=')
      if (i > 0) out.set(t.slice(0, i).trim(), t.slice(i + 1).trim())
    }
  }
  return out
}

export function resourceOptions(obj: Manifest): Map<string, string> {
  const a = annotationsOf(obj)[SYNC_OPTIONS_ANNOTATION]
  return parseOptions(a === undefined ? [] : [a])
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
