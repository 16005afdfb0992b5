// Small helpers shared by the app-level rules (empty-render, mass-prune, source-path-change, shared-resource).
import { ConfigError } from '../lib/errors.js'
import { keyLabel, type ResourceKey } from '../k8s/resource.js'
import type { AppSide } from '../plan/plan.js'
import type { NormalizedRender, Target } from '../plan/normalize.js'
import type { PruneCandidate } from '../plan/prune.js'
import type { RuleOptions } from './types.js'
import { listSome } from '../lib/text.js'

/** The side's render when it rendered (no render error, not skipped by the guard). */
export function renderOf(side: AppSide | undefined): NormalizedRender | undefined {
  if (!side || side.error || side.notRendered) return undefined
  return side.render
}

/**
 * The non-hook targets Argo CD applies: `resources` minus Skip-only objects (R4.1.3: never applied, no sync status).
 * Hooks and hooks without a sync phase are not in `resources` (R3.2.1, R4.1.4).
 */
export function applied(render: NormalizedRender): Target[] {
  return [...render.resources.values()].filter((t) => t.hook.kind === 'resource')
}

/** `applied(render).length`, without the list. */
export function appliedCount(render: NormalizedRender): number {
  let n = 0
  for (const t of render.resources.values()) if (t.hook.kind === 'resource') n++
  return n
}

/** "a, b, c and 4 more" over resource labels. */
export function listKeys(keys: ResourceKey[], max = 5): string {
  return listSome(keys, max, keyLabel)
}

/** Prune candidates a sync with prune deletes (at once, or after Prune=confirm approval): all but Prune=false. */
export function removable(candidates: PruneCandidate[]): PruneCandidate[] {
  return candidates.filter((c) => c.outcome !== 'kept-prune-false')
}

/** "3 deleted by the next automated sync, 1 kept (Prune=false)" for a set of prune candidates. */
export function outcomeSummary(candidates: PruneCandidate[]): string {
  const n = (o: PruneCandidate['outcome']) => candidates.filter((c) => c.outcome === o).length
  const parts: string[] = []
  if (n('delete')) parts.push(`${n('delete')} deleted by the next automated sync`)
  if (n('auto-sync-stopped')) parts.push(`${n('auto-sync-stopped')} deleted by a manual sync with prune (automated sync stops: the render is empty)`)
  if (n('requires-manual-prune')) parts.push(`${n('requires-manual-prune')} deleted by the next manual sync with prune (automated prune is off)`)
  if (n('needs-confirmation')) parts.push(`${n('needs-confirmation')} deleted once the deletion is approved (Prune=confirm)`)
  if (n('kept-prune-false')) parts.push(`${n('kept-prune-false')} kept by Prune=false (the app stays OutOfSync)`)
  return parts.join(', ')
}

/** A number option of a rule, validated, with the config path in the error. */
export function numberOption(options: RuleOptions, rule: string, name: string, fallback: number, check: (n: number) => boolean, expected: string): number {
  const raw = options[name]
  if (raw === undefined || raw === null) return fallback
  let n: number | undefined
  if (typeof raw === 'number') n = raw
  else if (typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*%\s*$/.test(raw)) n = Number(raw.trim().replace('%', '').trim()) / 100
  if (n === undefined || !Number.isFinite(n) || !check(n)) {
    throw new ConfigError(`rules.${rule}.${name} is ${JSON.stringify(raw)}; expected ${expected}.`)
  }
  return n
}
