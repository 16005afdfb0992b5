// ownership-move: a resource leaves app A and appears in app B (same cluster, same Argo CD) in the same change (R3.7).
// Until B applies it, it is still tracked as A's, so if A syncs first it prunes it and B recreates it: downtime, and
// data loss for PVCs and Secrets. When the new app sets FailOnSharedResource=true, its syncs fail while the old app
// still tracks the object (R3.7.1, R3.5.5): the old app prunes it first, always, and Prune=false there would leave the
// new app failing for good. A removed app takes part only when something deletes it (app-removed-cascade's reading):
// one that stays in the cluster keeps tracking what another app now renders too, a shared resource (medium).
// Also: an app's own destination or release name changes, which move its resources elsewhere:
// - another cluster: Argo CD reads an app's resources from its destination cluster only (R3.1.1), so the sync applies
//   everything there as new objects and never touches the copies on the old cluster: orphaned, not deleted (R3.8.1);
// - another namespace or Helm release name: resources are keyed by namespace and name (R2.4.1), so those that change
//   key (namespaced objects that set no namespace of their own, names built from the release name) are created anew
//   and the old ones pruned. Objects that set their namespace or are cluster-scoped keep their key: when nothing
//   changes key, nothing moves and there is no finding.
import { plural } from '../lib/text.js'
import { keyLabel, keyString, type ResourceKey } from '../k8s/resource.js'
import type { AppPlan } from '../plan/plan.js'
import { applied, listKeys } from './support.js'
import { clusterId } from '../argocd/application.js'
import { cascadeDeletions, removalOf } from '../plan/removal.js'
import type { Target } from '../plan/normalize.js'
import { appRef, type GraphContext, type RawFinding, type Rule, type ShardApp } from './types.js'
import { apart, argoCds } from './argo-cds.js'
import { parseOptions } from '../argocd/sync-options.js'

/** When the new app sets FailOnSharedResource=true: neither step of SAFE works (R3.7.1, R3.5.5). */
const FAIL_ON_SHARED =
  'Either accept that the object is deleted and recreated, or make the move in steps: first drop FailOnSharedResource=true ' +
  "from the new app (or remove the old app's tracking label or annotation from the live object), annotate the resource in the " +
  'old app with argocd.argoproj.io/sync-options: Prune=false and sync, then move it and sync the new app first.'

const SAFE =
  'Do it in two changes: first annotate the resource in the old app with argocd.argoproj.io/sync-options: Prune=false ' +
  'and sync, then move it (the new app adopts it). Or sync the new app first, manually, before the old app syncs.'

function releaseName(p: AppPlan['base']): string {
  return p?.discovered.app.sources.map((s) => s.helm?.releaseName ?? '').join(',') ?? ''
}

export const ownershipMove: Rule = {
  id: 'ownership-move',
  severity: 'high',
  title: 'A resource moves between apps in one change',
  when: 'a resource moves between apps in one change; destination or release-name changes',
  kind: 'change',
  acrossShards: movesAcrossShards,
  check({ plans, graph }) {
    const out: RawFinding[] = []
    // Keys each app renders at head (non-hook targets).
    // Indexed on first use: only an app that prunes or cascades needs it.
    let owners: Map<string, string[]> | undefined
    const ownersIndex = (): Map<string, string[]> => {
      const m = new Map<string, string[]>()
      for (const p of plans)
        for (const k of p.head?.render?.resources.keys() ?? []) {
          const list = m.get(k)
          if (list) list.push(p.id)
          else m.set(k, [p.id])
        }
      return m
    }
    // R3.1.1: only an app applying to the same cluster, through the same Argo CD (rules/argo-cds.ts), takes it over.
    const [atHead, atBase] = [argoCds(plans, 'head'), argoCds(plans, 'base')]
    const byId = new Map(plans.map((q) => [q.id, q]))
    const meets = (from: AppPlan, id: string): boolean => {
      const to = byId.get(id)!
      const a = (from.head ?? from.base)!.discovered.app.destination
      return clusterId(a) === clusterId(to.head!.discovered.app.destination) && !apart(from.head ? atHead(from) : atBase(from), atHead(to))
    }
    const failsOnShared = (id: string): boolean => {
      const app = byId.get(id)?.head?.discovered.app
      return app !== undefined && parseOptions(app.syncPolicy.syncOptions).get('FailOnSharedResource') === 'true'
    }
    // A removed app with the finalizer deletes its resources in the cascade (R3.6.1), when something deletes the app.
    const cascades = cascadeDeletions(plans, graph)
    for (const p of plans) {
      const target = (key: ResourceKey) => p.base?.render?.resources.get(keyString(key))
      const moving = [
        ...p.prune
          .filter((c) => c.outcome !== 'kept-prune-false')
          .map((c) => ({ key: c.key, file: c.file, line: c.line, how: 'prunes it', auto: c.outcome === 'delete' })),
        ...(p.change === 'removed' ? (cascades.get(p.id) ?? []) : []).map((key) => ({
          key,
          file: target(key)?.file,
          line: target(key)?.line,
          how: 'deletes it in its cascade',
          auto: true
        }))
      ]
      const kept = p.change === 'removed' && !cascades.has(p.id) ? stillThere(p, byId, graph) : undefined
      if (kept) {
        for (const t of applied(p.base!.render!)) {
          const to = ((owners ??= ownersIndex()).get(keyString(t.key)) ?? []).filter((id) => id !== p.id && meets(p, id))
          if (to.length) out.push(sharedWithKept(p, t, to, kept))
        }
      }
      for (const m of moving) {
        const to = ((owners ??= ownersIndex()).get(keyString(m.key)) ?? []).filter((id) => id !== p.id && meets(p, id))
        if (to.length === 0) continue
        const strict = to.filter(failsOnShared)
        out.push({
          ...appRef(p),
          severity: 'high',
          resource: m.key,
          file: m.file ?? null,
          line: m.line ?? null,
          fingerprint: to.join(','),
          message:
            `${keyLabel(m.key)} moves from ${p.id} to ${to.join(', ')}. Until the new app applies it, it is still tracked as ${p.id}'s: ` +
            (strict.length === 0
              ? `if ${p.id} syncs first it ${m.how} and ${to[0]} recreates it (downtime; a PVC or Secret loses its data).`
              : `${strict[0]} sets FailOnSharedResource=true, so its syncs fail, applying nothing, while ${p.id} still tracks it; ` +
                (m.auto
                  ? `${p.id} ${m.how} first and ${strict[0]} recreates it on a later attempt (downtime; a PVC or Secret loses its data).`
                  : `${p.id} does not prune it by itself, so ${strict[0]} keeps failing until it is pruned by hand, and then recreates it (downtime; a PVC or Secret loses its data).`)),
          fix: strict.length > 0 ? FAIL_ON_SHARED : SAFE
        })
      }
      const moved = destinationChange(p)
      if (moved) out.push(moved)
    }
    return out
  }
}

/**
 * Why a removed app stays in the cluster (nothing in the repository deletes it), or undefined when it goes (with or
 * without its resources) or was never rendered at base.
 */
function stillThere(p: AppPlan, byId: Map<string, AppPlan>, graph: GraphContext | undefined): string | undefined {
  if (!p.base?.render) return undefined
  const r = removalOf(p, byId, graph)
  return r.deletes ? undefined : r.how
}

/** A resource of an app this change removes from the repository but not from the cluster, that another app renders. */
function sharedWithKept(p: AppPlan, t: Target, to: string[], why: string): RawFinding {
  return {
    ...appRef(p),
    severity: 'medium',
    resource: t.key,
    file: t.file ?? null,
    line: t.line ?? null,
    fingerprint: `kept:${to.join(',')}`,
    message:
      `${keyLabel(t.key)} moves from ${p.id} to ${to.join(', ')}, but ${p.id} stays in the cluster (${why}) and still tracks it: ` +
      `both apps manage it (a shared resource), and each sync of one takes it from the other.`,
    fix:
      `Delete ${p.id} from the cluster without its resources (argocd app delete --cascade=false, or the ApplicationSet ` +
      'that owns it with preserveResourcesOnDeletion) once the new app has synced, so that one app manages it.'
  }
}

/** A resource key without its namespace. */
const nameOf = (k: ResourceKey): string => `${k.group}\u0000${k.kind}\u0000${k.name}`

/** The finding for a change of the app's destination or Helm release name that moves resources, if any do. */
function destinationChange(p: AppPlan): RawFinding | undefined {
  if (!p.base?.render || !p.head?.render) return undefined
  const b = p.base.discovered.app.destination
  const h = p.head.discovered.app.destination
  const where = {
    ...appRef(p),
    severity: 'high' as const,
    resource: null,
    file: p.head.discovered.file,
    line: p.head.discovered.line,
    fingerprint: 'destination'
  }
  if (clusterId(b) !== clusterId(h)) {
    // R3.1.1: the managed live set is read from the destination cluster; the old cluster is no longer looked at.
    const from = b.server || b.name
    const to = h.server || h.name
    const now = applied(p.head.render).map((t) => t.key)
    const before = applied(p.base.render).map((t) => t.key)
    if (now.length === 0 && before.length === 0) return undefined
    const ns = b.namespace !== h.namespace ? ` (and namespace ${b.namespace || '(none)'} → ${h.namespace || '(none)'})` : ''
    return {
      ...where,
      message:
        `destination cluster ${from} → ${to}${ns}: the sync applies all ${plural(now.length, 'resource')} to ${to} as new objects, ` +
        `and the ${before.length} it applied to ${from} stay there, orphaned (not deleted, no longer updated).` +
        (now.length > 0 ? ` Applied to ${to}: ${listKeys(now)}.` : '') +
        ` Argo CD manages an app's resources on its destination cluster only: nothing moves between clusters, and PVC data stays on ${from}.`,
      fix:
        `Make sure ${to} can run the app on its own (data migrated, dependencies there), then delete the old copies on ${from} ` +
        `yourself, or keep the old destination and add a second app for ${to}.`
    }
  }
  const changes: string[] = []
  if (b.namespace !== h.namespace) changes.push(`destination namespace ${b.namespace || '(none)'} → ${h.namespace || '(none)'}`)
  const releaseChanged = releaseName(p.base) !== releaseName(p.head)
  if (releaseChanged) changes.push(`Helm releaseName ${releaseName(p.base) || '(default)'} → ${releaseName(p.head) || '(default)'}`)
  if (changes.length === 0) return undefined
  // What changes key because of it. A new release name may rename anything: every create and prune counts. A new
  // namespace re-keys what takes the destination namespace: a prune in the old namespace whose object is created again,
  // same group, kind and name, in the new one. Other creates and prunes are the pull request's own (the prune rule
  // reports those).
  let created = p.create
  let pruned = p.prune
  if (!releaseChanged) {
    const inNew = new Set(p.create.filter((t) => t.key.namespace === h.namespace).map((t) => nameOf(t.key)))
    pruned = p.prune.filter((c) => c.key.namespace === b.namespace && inNew.has(nameOf(c.key)))
    const rekeyed = new Set(pruned.map((c) => nameOf(c.key)))
    created = p.create.filter((t) => t.key.namespace === h.namespace && rekeyed.has(nameOf(t.key)))
  }
  if (created.length === 0 && pruned.length === 0) return undefined // nothing changes key: nothing moves
  const deleted = pruned.filter((c) => c.outcome === 'delete').length
  return {
    ...where,
    message:
      `${changes.join('; ')}: resources are keyed by namespace and name, so the sync creates ${plural(created.length, 'resource')} anew ` +
      `${created.length > 0 ? `(${listKeys(created.map((t) => t.key))}) ` : ''}and prunes ${pruned.length} old ${pruned.length === 1 ? 'one' : 'ones'} (${deleted} deleted right away). Nothing moves in place; PVC data stays behind.`,
    fix: 'Create the new app next to the old one, migrate, then remove the old one; or keep the old destination.'
  }
}

/**
 * Moves between apps planned by different shards (R3.7), found when their reports are merged: a resource one shard's
 * app prunes (and does not keep with Prune=false) and another shard's app creates.
 */
function movesAcrossShards(apps: ShardApp[]): RawFinding[] {
  const out: RawFinding[] = []
  const id = (a: ShardApp) => `${a.namespace}/${a.name}`
  const creators = new Map<string, ShardApp[]>()
  for (const a of apps) for (const c of a.create) creators.set(keyString(c), [...(creators.get(keyString(c)) ?? []), a])
  for (const a of apps) {
    for (const p of a.prune) {
      if (p.outcome === 'kept-prune-false') continue
      const to = (creators.get(keyString(p)) ?? []).filter((b) => id(b) !== id(a))
      if (to.length === 0) continue
      out.push({
        app: a.name,
        appNamespace: a.namespace || null,
        severity: 'high',
        resource: { group: p.group, kind: p.kind, namespace: p.namespace, name: p.name },
        file: p.file,
        line: p.line,
        message: `${p.kind} ${p.namespace ? `${p.namespace}/` : ''}${p.name} moves from ${a.name} to ${to.map((b) => b.name).join(', ')}; if ${a.name} syncs first it deletes it and ${to[0]!.name} recreates it (found when merging shards).`,
        fix: 'Annotate it with argocd.argoproj.io/sync-options: Prune=false in the old app first (separate change), then move it.'
      })
    }
  }
  return out
}
