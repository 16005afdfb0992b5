// Hook detection, R4.1 and the Helm mapping of R4.2.
import { isRecord } from '../lib/record.js'
import { annotationsOf, metadataOf, type Manifest } from '../k8s/resource.js'

export const HOOK_ANNOTATION = 'argocd.argoproj.io/hook'
export const HELM_HOOK_ANNOTATION = 'helm.sh/hook'
export const HOOK_DELETE_POLICY_ANNOTATION = 'argocd.argoproj.io/hook-delete-policy'
export const HELM_HOOK_DELETE_POLICY_ANNOTATION = 'helm.sh/hook-delete-policy'

export type SyncPhase = 'PreSync' | 'Sync' | 'PostSync' | 'SyncFail'

/** R4.1.1: the Argo hook types (PreDelete/PostDelete are recognised but not sync phases). */
const ARGO_TYPES = ['PreSync', 'Sync', 'PostSync', 'SyncFail', 'Skip'] as const
/** R4.2.1: helm.sh/hook values that map to sync phases; the others (test*, *-rollback, *-delete) have no phase. */
const HELM_TO_ARGO: Record<string, SyncPhase> = {
  'pre-install': 'PreSync',
  'pre-upgrade': 'PreSync',
  'post-install': 'PostSync',
  'post-upgrade': 'PostSync'
}

/**
 * How Argo CD treats an object at sync time:
 * - `resource`: a normal target (applied, diffed, pruned when gone);
 * - `skip`: `Skip` is its only hook type (R4.1.3): never applied, but stays a target, so never pruned;
 * - `hook`: run in the listed phases on every sync (R4.1.5), not diffed, not pruned;
 * - `ignored`: a hook with no sync phase (R4.1.4: Helm test/rollback/delete hooks, Argo PreDelete/PostDelete):
 *   dropped entirely at sync.
 */
export type HookClass =
  | { kind: 'resource' }
  | { kind: 'skip' }
  | { kind: 'hook'; phases: SyncPhase[]; source: 'argocd' | 'helm'; raw: string }
  | { kind: 'ignored'; source: 'argocd' | 'helm'; raw: string }

function csv(v: string): string[] {
  return [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    )
  ]
}

export function classifyHook(obj: Manifest): HookClass {
  // Most objects carry neither hook annotation: answered without copying the annotations (20,000 objects per render).
  const raw = metadataOf(obj).annotations
  if (!isRecord(raw) || !(HOOK_ANNOTATION in raw || HELM_HOOK_ANNOTATION in raw)) return { kind: 'resource' }
  const ann = annotationsOf(obj)
  const argo = ann[HOOK_ANNOTATION]
  if (argo !== undefined) {
    const types = csv(argo).filter((t): t is (typeof ARGO_TYPES)[number] => (ARGO_TYPES as readonly string[]).includes(t))
    const phases = types.filter((t): t is SyncPhase => t !== 'Skip')
    // R4.1.2: with the Argo key present, an object is a hook unless Skip is its only type.
    if (types.length > 0 && phases.length === 0) return { kind: 'skip' }
    // R4.1.2: Argo types present → Helm types are not consulted.
    if (phases.length > 0) return { kind: 'hook', phases, source: 'argocd', raw: argo }
    // R4.1.4: hook annotation with no valid sync type (e.g. PreDelete/PostDelete) → ignored... unless Helm gives types.
    const helmPhases = helmPhasesOf(ann[HELM_HOOK_ANNOTATION])
    if (helmPhases.length > 0) return { kind: 'hook', phases: helmPhases, source: 'helm', raw: ann[HELM_HOOK_ANNOTATION]! }
    return { kind: 'ignored', source: 'argocd', raw: argo }
  }
  const helm = ann[HELM_HOOK_ANNOTATION]
  // R4.1.2: helm.sh/hook makes a hook unless its value is crd-install.
  if (helm === undefined || helm.trim() === 'crd-install') return { kind: 'resource' }
  const phases = helmPhasesOf(helm)
  if (phases.length === 0) return { kind: 'ignored', source: 'helm', raw: helm }
  return { kind: 'hook', phases, source: 'helm', raw: helm }
}

function helmPhasesOf(v: string | undefined): SyncPhase[] {
  if (v === undefined) return []
  return [
    ...new Set(
      csv(v)
        .map((t) => HELM_TO_ARGO[t])
        .filter((p): p is SyncPhase => p !== undefined)
    )
  ]
}

/** R4.2.3: Argo and Helm delete policies are unioned; empty → BeforeHookCreation. */
export function hookDeletePolicies(obj: Manifest): string[] {
  const ann = annotationsOf(obj)
  const map: Record<string, string> = {
    'before-hook-creation': 'BeforeHookCreation',
    'hook-succeeded': 'HookSucceeded',
    'hook-failed': 'HookFailed'
  }
  const out = new Set<string>()
  for (const p of csv(ann[HOOK_DELETE_POLICY_ANNOTATION] ?? '')) {
    if (['BeforeHookCreation', 'HookSucceeded', 'HookFailed'].includes(p)) out.add(p)
  }
  for (const p of csv(ann[HELM_HOOK_DELETE_POLICY_ANNOTATION] ?? '')) if (map[p]) out.add(map[p]!)
  return out.size > 0 ? [...out].sort() : ['BeforeHookCreation']
}
