// Who deletes an Application that a change removes (or regenerates), and what its cascade deletes (R3.6): the parent
// app's prune (app-of-apps, R3.6.1) or the ApplicationSet controller (R3.6.2); an Application that nothing in the
// repository manages is not deleted by removing its manifest. Read by the app-removed-cascade and ownership-move rules,
// and by the report (each removed app's cascade).
import { canonicalJson } from '../lib/canonical-json.js'
import { isRecord } from '../lib/record.js'
import { keyString, type ResourceKey } from '../k8s/resource.js'
import { cascadesOnDelete, invalidAppName } from '../argocd/application.js'
import { deleteProtection } from '../argocd/sync-options.js'
import type { AppPlan } from './plan.js'
import type { SourceStatus } from '../render/types.js'
import type { PruneOutcome } from './prune.js'
import { repoPath } from '../lib/repo-path.js'
import type { GraphContext } from './graph-context.js'

export interface Remover {
  how: string
  /** How urgent the deletion is: right away (critical), on a later sync (high), or not at all (info). */
  severity: 'critical' | 'high' | 'info'
  /** The deletion happens (now or on the next manual prune); false when nothing deletes the Application. */
  deletes: boolean
  /** Whether anything deletes it could not be evaluated (a parent or generator the guard cannot render): it may. */
  unknown?: true
}

/** Whether something deletes the Application could not be evaluated: the cascade is not ruled out (blocks, approvable). */
const mayDelete = (how: string): Remover => ({ how, severity: 'high', deletes: false, unknown: true })

export function appKey(p: AppPlan): ResourceKey {
  const d = p.base!.discovered
  const [namespace] = d.id.split('/')
  return { group: 'argoproj.io', kind: 'Application', namespace: namespace!, name: d.app.name }
}

function remover(p: AppPlan, plans: Map<string, AppPlan>, graph: GraphContext | undefined, seen = new Set<string>()): Remover {
  const d = p.base!.discovered
  // The API server rejects an Application whose name is not valid: with such a name at base it was never created (a
  // template placeholder left in an ApplicationSet's name, say), and there is nothing to delete.
  if (invalidAppName(d.app)) {
    return {
      how: `its name at base is not a valid Application name, which the API server rejects, so it never existed in a cluster`,
      severity: 'info',
      deletes: false
    }
  }
  if (d.appSet) {
    const set = graph?.appSets.head.get(d.appSet.id)
    if (!set) return setRemover(d.appSet.id, plans, graph, seen)
    if (set.expansion.error)
      return {
        how: `its ApplicationSet ${d.appSet.id} fails to generate at head (${set.expansion.error}), so the controller creates and deletes nothing until that is fixed`,
        severity: 'info',
        deletes: false
      }
    if (set.expansion.unexpandable.length)
      return mayDelete(
        `its ApplicationSet ${d.appSet.id} uses generators that cannot be evaluated offline (${set.expansion.unexpandable.join(', ')}), so whether it still generates this app is unknown`
      )
    if (!d.appSet.deletesApps)
      return {
        how: `its ApplicationSet ${d.appSet.id} no longer generates it, but its sync policy does not delete Applications`,
        severity: 'info',
        deletes: false
      }
    return {
      how: `its ApplicationSet ${d.appSet.id} no longer generates it; the ApplicationSet controller deletes it right away`,
      severity: 'critical',
      deletes: true
    }
  }
  if (d.parent) {
    const parent = plans.get(d.parent)
    if (parent && !parent.head && !seen.has(parent.id)) {
      seen.add(parent.id)
      const r = remover(parent, plans, graph, seen)
      return { ...r, how: `its parent app ${d.parent} is removed (${r.how})` }
    }
    const key = appKey(p)
    const c = parent?.prune.find((x) => keyString(x.key) === keyString(key))
    if (c) return prunedBy(d.parent, c.outcome)
    if (parent?.head?.error) {
      return { how: `its parent app ${d.parent} does not render at head, so nothing is synced until that is fixed`, severity: 'info', deletes: false }
    }
    if (parent?.head?.notRendered && d.removedUnseen !== undefined) {
      const policy = parent.head.discovered.app.syncPolicy
      const how = `its parent app ${d.parent} could not be rendered at head, but ${d.removedUnseen}`
      return policy.automated && policy.prune
        ? { how: `${how}: ${d.parent} prunes it on the next automated sync`, severity: 'critical', deletes: true }
        : { how: `${how}: the next sync of ${d.parent} with prune deletes it`, severity: 'high', deletes: true }
    }
    if (parent?.head?.notRendered) return mayDelete(`its parent app ${d.parent} could not be rendered at head, so whether it still applies this app is unknown`)
  }
  return {
    how: 'nothing in this repository manages the Application, so deleting its manifest does not delete it from the cluster',
    severity: 'info',
    deletes: false
  }
}

/** How a parent app's prune of a child (an Application or an ApplicationSet) deletes it, by the prune's outcome. */
function prunedBy(parent: string, outcome: PruneOutcome): Remover {
  const by: Record<PruneOutcome, Remover> = {
    delete: { how: `its parent app ${parent} no longer renders it and prunes it on the next automated sync`, severity: 'critical', deletes: true },
    'requires-manual-prune': { how: `its parent app ${parent} no longer renders it; the next sync with prune deletes it`, severity: 'high', deletes: true },
    'auto-sync-stopped': {
      how: `its parent app ${parent} renders nothing, so automated sync stops; a manual sync with prune deletes it`,
      severity: 'high',
      deletes: true
    },
    'needs-confirmation': {
      how: `its parent app ${parent} no longer renders it; deleting it waits for prune confirmation (Prune=confirm)`,
      severity: 'high',
      deletes: true
    },
    'kept-prune-false': { how: `its parent app ${parent} no longer renders it but it has Prune=false, so it is kept`, severity: 'info', deletes: false }
  }
  return by[outcome]
}

/**
 * Whether a source reads this repository at a path (`.`, `apps`, `./apps/`) that is the folder of `file` or one above
 * it. Charts from a Helm repository or registry, another repository's sources (type `git`) and refs read none.
 */
function holdsFile(s: SourceStatus, file: string): boolean {
  if (s.chart || s.type === 'git' || s.type === 'ref') return false
  const dir = repoPath(s.path)
  return dir === '' || file.startsWith(`${dir}/`)
}

/**
 * An ApplicationSet gone at head deletes the Applications it owns (their owner reference) only when something deletes
 * it: the parent app whose render held it at base, as that parent's prune of it says (R3.6.1). A file no app rendered
 * was applied by hand or from outside the repository, and deleting it deletes nothing in the cluster, as for an
 * Application; unless an app whose source path holds the file failed to render at base (it may have been that app's):
 * then the deletion is assumed.
 */
function setRemover(setId: string, plans: Map<string, AppPlan>, graph: GraphContext | undefined, seen: Set<string>): Remover {
  const gone = `its ApplicationSet ${setId} is removed`
  const deletes: Remover = { how: `${gone}, which deletes the Applications it owns`, severity: 'critical', deletes: true }
  const atBase = graph?.appSets.base.get(setId)?.set
  const meta = atBase?.manifest.metadata
  const name = isRecord(meta) && typeof meta.name === 'string' ? meta.name : setId.slice(setId.indexOf('/') + 1)
  const isSet = (k: ResourceKey): boolean => k.group === 'argoproj.io' && k.kind === 'ApplicationSet' && k.name === name
  const held = (q: AppPlan): boolean => {
    for (const t of q.base?.render?.resources.values() ?? []) if (isSet(t.key)) return true
    return false
  }
  const all = [...plans.values()]
  const parent = all.find(held)
  if (!parent) {
    const file = atBase?.file ?? ''
    if (all.some((q) => (q.base?.error || q.base?.notRendered) && q.base.sources.some((s) => holdsFile(s, file)))) return deletes
    return {
      how: `${gone}, but nothing in this repository manages the ApplicationSet, so deleting its manifest deletes neither it nor the Applications it generates`,
      severity: 'info',
      deletes: false
    }
  }
  if (!parent.head && !seen.has(parent.id)) {
    seen.add(parent.id)
    const r = remover(parent, plans, graph, seen)
    return { ...r, how: `${gone} with its parent app ${parent.id} (${r.how})` }
  }
  const c = parent.prune.find((x) => isSet(x.key))
  if (c) {
    const r = prunedBy(parent.id, c.outcome)
    return { ...r, how: `${gone}: ${r.how}, which deletes the Applications it owns` }
  }
  if (parent.head?.notRendered)
    return mayDelete(`${gone}, and its parent app ${parent.id} could not be rendered at head, so whether it still applies it is unknown`)
  if (parent.head?.error) {
    return {
      how: `${gone}, but its parent app ${parent.id} does not render at head, so nothing is synced until that is fixed`,
      severity: 'info',
      deletes: false
    }
  }
  return deletes
}

/**
 * An app an ApplicationSet generated at base that this ApplicationSet does not generate at head, while something else
 * defines it at head (another ApplicationSet, say the same one renamed, a parent, a file): the base Application is
 * deleted all the same, by garbage collection of its removed owner or by the owner's controller (R3.6.2), and only
 * then recreated by the new owner (which cannot adopt an Application another ApplicationSet controls). Or a parent's
 * child that an ApplicationSet generates at head: the parent prunes it whether or not the ApplicationSet adopted it
 * first. Either way the resources finalizer cascades in between; matching app ids across revisions hid that.
 */
export function regenerated(p: AppPlan, graph: GraphContext | undefined): boolean {
  const [b, h] = [p.base?.discovered, p.head?.discovered]
  if (!b || !h) return false
  // A parent's child that an ApplicationSet generates at head: the parent prunes it all the same (remover says whether).
  if (!b.appSet) return b.parent !== undefined && h.appSet !== undefined
  if (h.appSet?.id === b.appSet.id) return false
  const set = graph?.appSets.head.get(b.appSet.id)
  if (!set) return true
  if (set.expansion.error || set.expansion.unexpandable.length) return false
  const [namespace, name] = [p.id.slice(0, p.id.indexOf('/')), p.id.slice(p.id.indexOf('/') + 1)]
  return !set.expansion.apps.some((m) => {
    const meta = isRecord(m.metadata) ? m.metadata : {}
    return meta.name === name && (meta.namespace === undefined || meta.namespace === '' || meta.namespace === namespace)
  })
}

/** Who defines a regenerated app at head (see regenerated). */
export const newOwner = (p: AppPlan): string => {
  const h = p.head!.discovered
  return h.appSet ? `ApplicationSet ${h.appSet.id}` : h.parent ? `its new parent app ${h.parent}` : h.file
}

/** A head app that renders the same sources to the same destination: the removal is a rename. */
export function renamedTo(p: AppPlan, plans: AppPlan[]): string | undefined {
  const spec = (q: AppPlan['base']) => canonicalJson({ s: q!.discovered.app.sources.map((s) => s.raw), d: q!.discovered.app.destination })
  const mine = spec(p.base)
  return plans.find((q) => q.change === 'added' && q.head && spec(q.head) === mine)?.id
}

/** Who deletes a removed app, and whether anything does (the reading of the finding above), for the other rules. */
export function removalOf(p: AppPlan, byId: Map<string, AppPlan>, graph?: GraphContext): Remover {
  return remover(p, byId, graph)
}

/**
 * Per removed app id, the resources its removal deletes through the resources finalizer (the same reading as the
 * finding above): the report counts them with the prunes, so the headline's deletions include cascades.
 */
export function cascadeDeletions(plans: AppPlan[], graph?: GraphContext): Map<string, ResourceKey[]> {
  const byId = new Map(plans.map((p) => [p.id, p]))
  const out = new Map<string, ResourceKey[]>()
  for (const p of plans) {
    if ((p.change !== 'removed' && !regenerated(p, graph)) || !p.base?.render) continue
    const d = p.base.discovered
    if (!remover(p, byId, graph).deletes) continue
    if (!cascadesOnDelete(d.app)) continue
    const keys = [...p.base.render.resources.values()]
      .filter((t) => t.hook.kind !== 'skip')
      .filter(
        (t) => !(t.key.kind === 'CustomResourceDefinition' || deleteProtection(t.obj) === 'Delete=false' || deleteProtection(t.obj)?.startsWith('helm.sh'))
      )
      .map((t) => t.key)
    if (keys.length) out.set(p.id, keys)
  }
  return out
}
