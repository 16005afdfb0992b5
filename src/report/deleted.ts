// What a sync deletes, as the report counts it: prunes that delete and resources deleted with a removed Application,
// each resource once per app. Generic over the report's app type (report/model.ts), which imports this.
import { keyString, type ResourceKey } from '../k8s/resource.js'

type Pruned = ResourceKey & { outcome: string }
interface Deleting<P extends Pruned> {
  prune: P[]
  cascade?: ResourceKey[]
}

/** An app's prunes but those its removal deletes first (deletedResources). */
export function ownPrunes<P extends Pruned>(a: Deleting<P>): P[] {
  if (!a.cascade?.length) return a.prune
  const cascaded = new Set(a.cascade.map(keyString))
  return a.prune.filter((p) => p.outcome !== 'delete' || !cascaded.has(keyString(p)))
}

/**
 * Every resource a sync deletes, with the app it belongs to: prunes with outcome `delete`, then cascades. A resource
 * an app's removal deletes is counted once: an app moved to another ApplicationSet is deleted with what it manages,
 * then created again, and the new version's prune of the same object (the cascade came first) is no second deletion.
 */
export function deletedResources<A extends Deleting<Pruned>>(report: { apps: A[] }): Array<{ app: A; resource: ResourceKey; via: 'prune' | 'cascade' }> {
  const out: Array<{ app: A; resource: ResourceKey; via: 'prune' | 'cascade' }> = []
  for (const a of report.apps) for (const p of ownPrunes(a)) if (p.outcome === 'delete') out.push({ app: a, resource: p, via: 'prune' })
  for (const a of report.apps) for (const c of a.cascade ?? []) out.push({ app: a, resource: c, via: 'cascade' })
  return out
}
