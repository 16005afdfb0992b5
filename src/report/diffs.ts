// The rendered diff in the report (JSON `apps[].diffs`): per updated resource the unified diff of its YAML, base ->
// head, in full (the comment and the text report cut it, the JSON and the job summary do not). Created and pruned
// resources are listed in `create` and `prune`; their manifests are dumped here only when asked (`diffCreated`).
import type { AppPlan } from '../plan/plan.js'
import { renderedDiff } from '../plan/rendered-diff.js'
import type { Manifest, ResourceKey } from '../k8s/resource.js'

export interface DiffOptions {
  /** Compute the diff at all (config `diff`, CLI `--no-diff`). Default true. */
  enabled: boolean
  /** Dump created and pruned resources too (config `diffCreated`, CLI `--diff-created`). Default false. */
  created: boolean
  /** Hide sensitive-looking values of kinds other than Secret (config `diffMaskValues`, plan/value-mask.ts). Default true. */
  maskValues?: boolean
}

export const DEFAULT_DIFF: DiffOptions = { enabled: true, created: false }

export interface ResourceDiff extends ResourceKey {
  /** What a sync does with it: `update`, or (only with diffCreated) `create` or `prune`. */
  action: 'create' | 'update' | 'prune'
  /** Unified-diff hunks of the YAML (`@@ -a,b +c,d @@`, then lines starting with ' ', '-', '+'). */
  lines: string[]
  added: number
  removed: number
  /** For a Secret: data keys whose (hidden) value changed, and those whose value did not. */
  secret: { changed: string[]; unchanged: string[] } | null
}

function entry(key: ResourceKey, action: ResourceDiff['action'], base: Manifest | undefined, head: Manifest | undefined, mask: boolean): ResourceDiff {
  const { lines, added, removed, secret } = renderedDiff(base, head, mask)
  return { group: key.group, kind: key.kind, namespace: key.namespace, name: key.name, action, lines, added, removed, secret }
}

/** The diffs of one app's plan, in the order of its update (then create, prune) lists; empty when disabled. */
export function appDiffs(p: AppPlan, opts: DiffOptions = DEFAULT_DIFF): ResourceDiff[] {
  if (!opts.enabled) return []
  const mask = opts.maskValues !== false
  const out = p.update.map((u) => entry(u.key, 'update', u.base.obj, u.head.obj, mask))
  if (opts.created) {
    for (const t of p.create) out.push(entry(t.key, 'create', undefined, t.obj, mask))
    for (const c of p.prune) out.push(entry(c.key, 'prune', c.target.obj, undefined, mask))
  }
  return out
}

/** The report without its rendered diff (for a size-capped copy). */
export function withoutDiffs<R extends { apps: Array<{ diffs?: ResourceDiff[] }> }>(report: R): R {
  return { ...report, apps: report.apps.map(({ diffs: _, ...a }) => a) }
}
