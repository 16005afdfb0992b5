// ownership-move: a resource leaves app A and appears in app B in the same change (R3.7). Until B applies it, it is
// still tracked as A's, so if A syncs first it prunes it and B recreates it: downtime, and data loss for PVCs and
// Secrets. Also: destination or release-name changes that move or rename every resource (delete + create).
import { keyLabel, keyString } from '../k8s/resource.js'
import type { AppPlan } from '../plan/plan.js'
import { RESOURCES_FINALIZER } from './app-removed-cascade.js'
import { appRef, type RawFinding, type Rule } from './types.js'

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
  kind: 'change',
  check({ plans }) {
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
    for (const p of plans) {
      const moving = [
        ...p.prune.filter((c) => c.outcome !== 'kept-prune-false').map((c) => ({ key: c.key, file: c.file, line: c.line, how: 'prunes' })),
        // A removed app with the finalizer deletes its resources in the cascade (R3.6.1).
        ...(p.change === 'removed' && p.base?.discovered.app.finalizers.some((f) => f.startsWith(RESOURCES_FINALIZER))
          ? [...(p.base.render?.resources.values() ?? [])].map((t) => ({ key: t.key, file: t.file, line: t.line, how: 'deletes in its cascade' }))
          : [])
      ]
      for (const m of moving) {
        const to = ((owners ??= ownersIndex()).get(keyString(m.key)) ?? []).filter((id) => id !== p.id)
        if (to.length === 0) continue
        out.push({
          ...appRef(p),
          severity: 'high',
          resource: m.key,
          file: m.file ?? null,
          line: m.line ?? null,
          fingerprint: to.join(','),
          message:
            `${keyLabel(m.key)} moves from ${p.id} to ${to.join(', ')}. Until the new app applies it, it is still tracked as ${p.id}'s: ` +
            `if ${p.id} syncs first it ${m.how} it and ${to[0]} recreates it (downtime; a PVC or Secret loses its data).`,
          fix: SAFE
        })
      }
      // Destination or release-name changes re-key or rename every resource: all pruned and created again.
      if (p.base && p.head && p.base.render && p.head.render) {
        const b = p.base.discovered.app.destination
        const h = p.head.discovered.app.destination
        const changes: string[] = []
        if (b.namespace !== h.namespace) changes.push(`destination namespace ${b.namespace || '(none)'} → ${h.namespace || '(none)'}`)
        if (b.server !== h.server || b.name !== h.name) changes.push(`destination cluster ${b.server || b.name} → ${h.server || h.name}`)
        if (releaseName(p.base) !== releaseName(p.head))
          changes.push(`Helm releaseName ${releaseName(p.base) || '(default)'} → ${releaseName(p.head) || '(default)'}`)
        if (changes.length === 0) continue
        const deleted = p.prune.filter((c) => c.outcome === 'delete').length
        out.push({
          ...appRef(p),
          severity: 'high',
          resource: null,
          file: p.head.discovered.file,
          line: p.head.discovered.line,
          fingerprint: 'destination',
          message:
            `${changes.join('; ')}: resources are keyed by namespace and name, so the sync creates ${p.create.length} resource(s) anew ` +
            `and prunes ${p.prune.length} old one(s) (${deleted} deleted right away). Nothing moves in place; PVC data stays behind.`,
          fix: 'Create the new app next to the old one, migrate, then remove the old one; or keep the old destination.'
        })
      }
    }
    return out
  }
}
