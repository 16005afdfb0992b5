// mass-prune: a sync of the head would remove more than a share (option `threshold`, default 0.5) of the resources the
// app manages at base (R3.3, R3.9). What is counted: the prune candidates a sync with prune deletes (all outcomes but
// Prune=false), over the base's applied non-hook resources. Counting prunes rather than the shrink of the resource
// count also catches renames (a new release name or namePrefix): every object is deleted and recreated although the
// count stays the same. Apps with fewer than `minResources` (default 4) base resources are left out, so a 1 → 0 change
// of a tiny app is not "mass"; an app whose head render is empty is reported by empty-render instead.
import { plural } from '../lib/text.js'
import { emptyRenderOf } from './empty-render.js'
import { appliedCount, listKeys, numberOption, outcomeSummary, removable, renderOf } from './support.js'
import { appRef, type RawFinding, type Rule, type RuleOptions } from './types.js'

export const MASS_PRUNE_DEFAULTS = { threshold: 0.5, minResources: 4 }

export function massPruneOptions(options: RuleOptions): { threshold: number; minResources: number } {
  return {
    threshold: numberOption(
      options,
      'mass-prune',
      'threshold',
      MASS_PRUNE_DEFAULTS.threshold,
      (n) => n > 0 && n <= 1,
      'a share above 0 and at most 1 (0.5) or a percentage ("50%")'
    ),
    minResources: numberOption(
      options,
      'mass-prune',
      'minResources',
      MASS_PRUNE_DEFAULTS.minResources,
      (n) => Number.isInteger(n) && n >= 1,
      'a whole number of at least 1'
    )
  }
}

const pct = (x: number): string => `${Math.round(x * 100)}%`

export const massPrune: Rule = {
  id: 'mass-prune',
  severity: 'high',
  title: 'A sync would remove a large share of an app',
  when: 'the render shrinks by more than a share (default 50%)',
  kind: 'change',
  check({ plans, options }) {
    const { threshold, minResources } = massPruneOptions(options)
    const out: RawFinding[] = []
    for (const p of plans) {
      if (emptyRenderOf(p)) continue
      const b = renderOf(p.base)
      if (!b || !renderOf(p.head)) continue
      const base = appliedCount(b)
      if (base < minResources) continue
      const gone = removable(p.prune)
      const share = gone.length / base
      if (share <= threshold) continue
      const d = p.head!.discovered
      // Only the next automated sync deletes without anyone acting; a manual prune or an approval is a chance to look.
      const automatic = gone.some((c) => c.outcome === 'delete')
      const goneKeys = new Set(gone.map((c) => `${c.key.group}/${c.key.kind}`))
      const recreated = p.create.filter((t) => goneKeys.has(`${t.key.group}/${t.key.kind}`)).length
      const rename =
        recreated > 0
          ? ` At the same time ${plural(p.create.length, 'resource')} ${p.create.length === 1 ? 'is' : 'are'} created, ${recreated} of the same kinds: ` +
            `if this is a rename (release name, namePrefix/nameSuffix, a moved namespace), every renamed object is deleted and recreated, ` +
            `which restarts workloads and loses the data of PersistentVolumeClaims.`
          : ''
      out.push({
        ...appRef(p),
        severity: automatic ? 'high' : 'medium',
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message:
          `A sync of Application ${d.app.name} would remove ${gone.length} of its ${base} resources (${pct(share)}, ` +
          `threshold ${pct(threshold)}): ${outcomeSummary(p.prune)}. Removed: ${listKeys(gone.map((c) => c.key))}.${rename}`,
        fix:
          'Check that the removal is intended (a values toggle, a changed include/exclude or a renamed release often ' +
          'removes more than expected). If it is, approve the deletions as their own findings say; to keep objects while the app stops managing them, ' +
          'first annotate them with argocd.argoproj.io/sync-options: Prune=false in a separate, synced change.'
      })
    }
    return out
  }
}
