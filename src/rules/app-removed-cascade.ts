// app-removed-cascade: an Application present at base and gone at head is deleted by Argo CD, and with the
// resources finalizer all of its resources go with it (R3.6). Who deletes it decides when (plan/removal.ts): the parent
// app's prune (app-of-apps, R3.6.1) or the ApplicationSet controller (R3.6.2); an Application that nothing in the
// repository manages is not deleted by removing its manifest.
import { plural } from '../lib/text.js'
import { keyLabel } from '../k8s/resource.js'
import { cascadesOnDelete, RESOURCES_FINALIZER } from '../argocd/application.js'
import { deleteProtection } from '../argocd/sync-options.js'
import { liveOnlyCascade } from '../plan/live-plan.js'
import { appKey, newOwner, regenerated, removalOf, renamedTo } from '../plan/removal.js'
import { appRef, type RawFinding, type Rule, type Severity } from './types.js'

const LIST_LIMIT = 20

export const appRemovedCascade: Rule = {
  id: 'app-removed-cascade',
  severity: 'critical',
  title: 'A removed Application takes its resources with it',
  when: 'an app removed at head (file, appset generator, parent app, rename) is deleted with its resources; high (approvable) when its removal cannot be ruled out (a generator or parent the guard cannot evaluate)',
  kind: 'change',
  deletes: 'app',
  unblock: 'app-removal',
  check({ plans, graph }) {
    const byId = new Map(plans.map((p) => [p.id, p]))
    const out: RawFinding[] = []
    for (const p of plans) {
      if (!p.base) continue
      const again = p.change !== 'removed' && regenerated(p, graph)
      if (p.change !== 'removed' && !again) continue
      const d = p.base.discovered
      const r = removalOf(p, byId, graph)
      const finalizer = cascadesOnDelete(d.app)
      const rename = renamedTo(p, plans)
      const renameNote = !r.deletes
        ? rename
          ? ` It looks renamed to ${rename}: the old app stays in the cluster beside the new one.`
          : ''
        : again
          ? ` ${newOwner(p)} defines it at head and creates it again once it is gone: from scratch, without what the cascade deleted.`
          : rename
            ? ` It looks renamed to ${rename}: the new app recreates everything after the old one deleted it.`
            : ''
      const resources = [...(p.base.render?.resources.values() ?? [])].filter((t) => t.hook.kind !== 'skip')
      // R3.6.1: the cascade skips CRDs, Delete=false and helm.sh/resource-policy: keep.
      const kept = resources.filter(
        (t) => t.key.kind === 'CustomResourceDefinition' || deleteProtection(t.obj) === 'Delete=false' || deleteProtection(t.obj)?.startsWith('helm.sh')
      )
      const deleted = resources.filter((t) => !kept.includes(t))
      let severity: Severity = r.severity
      let effect: string
      const ifGone = r.unknown ? 'If it is removed: ' : ''
      if (!r.deletes && !r.unknown) effect = 'Nothing is deleted.'
      else if (!finalizer) {
        severity = r.unknown ? 'info' : 'low'
        const its = p.base.render ? `its ${plural(resources.length, 'resource')}` : 'its resources'
        effect = `${ifGone}The Application has no ${RESOURCES_FINALIZER} finalizer, so ${its} are left running, unmanaged (orphaned).`
      } else if (!p.base.render) {
        effect = `${ifGone}With the ${RESOURCES_FINALIZER} finalizer every resource it manages is deleted (its base render is not available to list them).`
      } else {
        const list =
          deleted
            .slice(0, LIST_LIMIT)
            .map((t) => keyLabel(t.key))
            .join(', ') + (deleted.length > LIST_LIMIT ? `, and ${deleted.length - LIST_LIMIT} more` : '')
        const namespaces = deleted.filter((t) => t.key.group === '' && t.key.kind === 'Namespace').map((t) => t.key.name)
        effect =
          `${ifGone}With the ${RESOURCES_FINALIZER} finalizer the cascade deletes ${plural(deleted.length, 'resource')}: ${list || 'none'}.` +
          (kept.length ? ` Kept: ${kept.map((t) => keyLabel(t.key)).join(', ')} (CRD, Delete=false or resource-policy keep).` : '') +
          (namespaces.length ? ` Deleting Namespace ${namespaces.join(', ')} also deletes everything inside, including other apps' objects.` : '')
        // Live mode: the cascade deletes what the cluster tracks, also what no render lists.
        const extra = liveOnlyCascade(p)
        if (extra.length)
          effect += ` Live: it also deletes ${plural(extra.length, 'resource')} tracked in the cluster but not in the base render: ${extra.slice(0, LIST_LIMIT).map(keyLabel).join(', ')}${extra.length > LIST_LIMIT ? ', and more' : ''}.`
        if (deleted.length === 0 && extra.length === 0) severity = 'info'
      }
      out.push({
        ...appRef(p),
        severity,
        resource: appKey(p),
        file: d.file,
        line: d.line,
        message: `Application ${d.id} ${r.unknown ? 'may be' : 'is'} removed at head: ${r.how}. ${effect}${renameNote}`,
        // Not ruled out is not ruled in: a reviewer who looked acknowledges it with the approve label.
        ...(r.unknown && severity !== 'info' ? { approvable: true as const } : {}),
        fix:
          'If the app should go with its resources, approve it (the approve label on the pull request). To keep its ' +
          'resources, first remove the finalizer (or set preserveResourcesOnDeletion on the ApplicationSet) in a separate ' +
          'change, or annotate what must stay with argocd.argoproj.io/sync-options: Delete=false; Prune=false does not ' +
          'stop this deletion. To rename an app without downtime, do it in two steps with the old app orphaning its resources.'
      })
    }
    return out
  }
}
