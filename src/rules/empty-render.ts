// empty-render: the head render of an app has no non-hook resources while the base had some (R3.5.4, R3.9 step 4).
// Every resource the app manages becomes a prune candidate. What happens depends on the sync policy:
// - automated prune with allowEmpty false: auto-sync refuses with "auto-sync will wipe out all resources" (R3.5.4),
//   but a manual sync with prune has no such guard and deletes everything;
// - automated prune with allowEmpty true: the next auto-sync deletes everything;
// - automated without prune: auto-sync skips (R3.5.2), a manual sync with prune deletes everything (R3.3.4);
// - no auto-sync: the next manual sync with prune deletes everything.
// Skip-only objects (R4.1.3) are never applied, so they do not count as resources on either side.
import { plural } from '../lib/text.js'
import type { AppPlan } from '../plan/plan.js'
import { appliedCount, listKeys, removable, renderOf } from './support.js'
import { appRef, type RawFinding, type Rule, type Severity } from './types.js'

/** Base and head counts when the head render is empty and the base one was not; undefined otherwise. */
export function emptyRenderOf(plan: AppPlan): { base: number } | undefined {
  const b = renderOf(plan.base)
  const h = renderOf(plan.head)
  if (!b || !h) return undefined
  const base = appliedCount(b)
  if (base === 0 || appliedCount(h) > 0) return undefined
  return { base }
}

const LOUD = new Set(['PersistentVolumeClaim', 'PersistentVolume', 'Namespace'])
function riskFirst<T extends { key: { group: string; kind: string } }>(xs: T[]): T[] {
  const rank = (x: T): number => (x.key.group === '' && LOUD.has(x.key.kind) ? 0 : 1)
  return xs
    .map((x, i) => ({ x, i }))
    .sort((a, b) => rank(a.x) - rank(b.x) || a.i - b.i)
    .map((e) => e.x)
}

function whatHappens(plan: AppPlan, n: number, kept: number): string {
  const sp = plan.head!.discovered.app.syncPolicy
  const all = kept > 0 ? `those ${n}` : `all ${plural(n, 'resource')}`
  if (sp.automated && sp.prune && !sp.allowEmpty) {
    return (
      `Auto-sync refuses to run ("auto-sync will wipe out all resources"): the app stays OutOfSync with a ` +
      `SyncError. That guard only covers auto-sync: any manual sync with prune deletes ${all}.`
    )
  }
  if (sp.automated && sp.prune) {
    return `The app sets automated.allowEmpty: true, which turns off the empty-render guard: the next automated sync deletes ${all}.`
  }
  if (sp.automated) {
    return `Automated prune is off, so auto-sync skips and the app shows OutOfSync (requires pruning); ` + `the next manual sync with prune deletes ${all}.`
  }
  return `The app has no auto-sync; the next manual sync with prune deletes ${all}.`
}

export const emptyRender: Rule = {
  id: 'empty-render',
  severity: 'critical',
  title: 'The head render of an app is empty',
  when: 'the head render has no resources while the base had some',
  kind: 'change',
  unblock: 'render',
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const e = emptyRenderOf(p)
      if (!e || p.prune.length === 0) continue
      const d = p.head!.discovered
      // The riskiest first in the message's short list (issue 11): PVC, PV and Namespace before the rest.
      const gone = riskFirst(removable(p.prune))
      const kept = p.prune.length - gone.length
      // Nothing a sync deletes (everything has Prune=false): the app is stuck OutOfSync, but no data is lost.
      const severity: Severity = gone.length > 0 ? 'critical' : 'medium'
      const consequence = gone.length > 0 ? whatHappens(p, gone.length, kept) : `No sync deletes them, but the app stays OutOfSync for good.`
      const confirm = gone.filter((c) => c.outcome === 'needs-confirmation').length
      const notes = [
        confirm > 0 ? `${confirm} of them only after the deletion is approved (Prune=confirm)` : '',
        kept > 0 ? `${kept} more ${kept === 1 ? 'has' : 'have'} Prune=false and would stay` : ''
      ].filter((x) => x !== '')
      out.push({
        ...appRef(p),
        severity,
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message:
          `Application ${d.app.name} renders no resources at head (hooks aside), while the base rendered ` +
          `${plural(e.base, 'resource')}. ` +
          (gone.length > 0
            ? `A sync with prune would delete ${gone.length} of them: ${listKeys(gone.map((c) => c.key))}` + `${notes.length ? ` (${notes.join('; ')})` : ''}. `
            : `All ${p.prune.length} prune candidates have Prune=false: ${listKeys(p.prune.map((c) => c.key))}. `) +
          consequence,
        fix:
          'An empty render is almost always a mistake (a values toggle that disables everything, an emptied ' +
          'kustomization, a directory include/exclude that matches nothing). Fix the source so that it renders the ' +
          'resources again. To retire the app on purpose, delete the Application instead (its finalizer decides ' +
          'whether its resources go with it), and keep automated.allowEmpty false.'
      })
    }
    return out
  }
}
