// prune: one finding per prune candidate (R3.3, R3.9), with the severity set by what a `delete` loses:
// - PersistentVolumeClaim, PersistentVolume, Namespace: critical (the data, or everything inside the namespace, R3.6.3);
// - Secret, StatefulSet: high (credentials that may not be re-creatable; every pod of a stateful workload);
// - any other kind: medium.
// `auto-sync-stopped` (empty head render, allowEmpty false, R3.5.4) keeps the severity of a delete: automated sync
// stops, but the first manual sync with prune deletes the same objects, and a reviewer must see which.
// The outcomes that delete nothing now (`kept-prune-false`, `requires-manual-prune`, `needs-confirmation`) are info.
// A removed resource that relies on Delete=false, Delete=confirm or helm.sh/resource-policy: keep gets a warning:
// those only act when the Application is deleted, never on prune (R3.3.6).
import { keyLabel } from '../k8s/resource.js'
import type { PruneCandidate } from '../plan/prune.js'
import type { AppPlan } from '../plan/plan.js'
import { appRef, type RawFinding, type Rule, type Severity } from './types.js'

/** Severity of a `delete` by `group/Kind`; kinds not listed are medium. */
export const PRUNE_SEVERITY: Record<string, Severity> = {
  '/PersistentVolumeClaim': 'critical',
  '/PersistentVolume': 'critical',
  '/Namespace': 'critical',
  '/Secret': 'high',
  'apps/StatefulSet': 'high'
}

export function pruneSeverity(c: PruneCandidate): Severity {
  if (c.outcome !== 'delete' && c.outcome !== 'auto-sync-stopped') return 'info'
  return PRUNE_SEVERITY[`${c.key.group}/${c.key.kind}`] ?? 'medium'
}

function lossOf(c: PruneCandidate): string {
  const k = c.key
  if (k.group === '' && k.kind === 'Namespace') return " Kubernetes then deletes every object inside that namespace, including other apps' objects."
  if (k.group === '' && k.kind === 'PersistentVolumeClaim')
    return ' The volume behind it is released and, with the usual Delete reclaim policy, its data is gone.'
  if (k.group === '' && k.kind === 'PersistentVolume')
    return ' Depending on its reclaim policy, the storage behind it is deleted or left Released (unusable by a new claim without manual work).'
  if (k.group === '' && k.kind === 'Secret') return ' Its values are gone; generated credentials, keys and certificates may not be re-creatable as they were.'
  if (k.group === 'apps' && k.kind === 'StatefulSet')
    return ' All its pods are deleted; its PVCs stay unless persistentVolumeClaimRetentionPolicy.whenDeleted is Delete.'
  return ''
}

function describe(c: PruneCandidate): { message: string; fix: string } {
  const what = keyLabel(c.key)
  const protection = c.ineffectiveProtection
    ? ` Warning: it carries ${c.ineffectiveProtection}, which only applies when the Application is deleted and does not stop a prune.`
    : ''
  switch (c.outcome) {
    case 'delete':
    case 'auto-sync-stopped': {
      return {
        message:
          c.outcome === 'auto-sync-stopped'
            ? `${what} is no longer rendered. The app's head render is empty, so automated sync stops ("auto-sync will wipe out all resources"), but a manual sync with prune deletes it.${lossOf(c)}${protection}`
            : `The next automated sync deletes ${what}: it is no longer rendered and the app prunes automatically.${lossOf(c)}${protection}`,
        fix:
          `If the removal is intended, approve it (the approve label on the pull request). To keep the object, restore it, or first annotate it with ` +
          `argocd.argoproj.io/sync-options: Prune=false (in a separate, synced change) before removing it from Git.` +
          (c.ineffectiveProtection ? ` ${c.ineffectiveProtection} is not enough: only Prune=false stops a prune.` : '')
      }
    }
    case 'kept-prune-false':
      return {
        message: `${what} is no longer rendered but has Prune=false: Argo CD leaves it in the cluster and the app stays OutOfSync.`,
        fix: 'Delete it by hand when it is no longer needed, or keep it in Git.'
      }
    case 'needs-confirmation':
      return {
        message: `${what} is no longer rendered and has Prune=confirm: the sync pauses until someone approves the deletion (argocd.argoproj.io/deletion-approved).${protection}`,
        fix: 'Approve the deletion in Argo CD after merging, or keep the object in Git.'
      }
    case 'requires-manual-prune':
      return {
        message: `${what} is no longer rendered. Automated prune is off, so it stays until someone syncs with prune; the app shows OutOfSync (requires pruning). A sync with prune deletes it.${lossOf(c)}${protection}`,
        fix: 'Sync with prune after merging if the removal is intended.'
      }
  }
}

/** Live mode: where the facts of this prune came from (the cluster, the render), said in the message. */
function liveNote(c: PruneCandidate): string {
  const l = c.live
  if (!l) return ''
  const where = l.inBase
    ? 'Live: tracked in the cluster and rendered at base.'
    : 'Live: tracked in the cluster but rendered neither at base nor at head (left over from an earlier revision, or created by hand).'
  const from =
    l.optionsFrom === 'cluster'
      ? "The outcome uses the live object's own sync options."
      : l.optionsFrom === 'base-render'
        ? "The outcome uses the sync options of the base render's object."
        : `The outcome is from the app's sync policy only; the object's own annotations could not be read (${l.unreadReason ?? 'not read'}).`
  return ` ${where}${l.requiresPruning ? ' Argo CD already marks it as requiring pruning.' : ''} ${from}`
}

/** Known without a head render (plan/known-prunes.ts): how, and why there is no head render. */
function knownNote(c: PruneCandidate, p: AppPlan): string {
  if (!c.known) return ''
  const how = c.known === 'file-deleted' ? `this change deletes ${c.file}, which defined it` : `this change removes it from ${c.file}`
  const why = p.head?.notRendered?.replace(/\.+$/, '') ?? 'see the app'
  return ` Known without the head render, which could not be made (${why}): ${how}.`
}

/** Live-only: nothing in Git to restore; the object lives only in the cluster. */
const LIVE_ONLY_FIX =
  'It exists only in the cluster (no revision renders it). If it must stay, add it to Git, or annotate the live object ' +
  'with argocd.argoproj.io/sync-options: Prune=false (or remove its tracking annotation) before the next sync; otherwise ' +
  'the deletion is the cleanup it looks like.'

export const prune: Rule = {
  id: 'prune',
  severity: 'medium',
  title: 'A sync would prune a resource',
  when: 'one per prune candidate: PVC, PV, Namespace critical; Secret, StatefulSet high; other kinds medium; outcomes that delete nothing info; warns when `Delete=false` / `resource-policy: keep` is relied on',
  severityText: 'by what is lost',
  kind: 'change',
  deletes: 'resource',
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      for (const c of p.prune) {
        const { message, fix } = describe(c)
        out.push({
          ...appRef(p),
          severity: pruneSeverity(c),
          introduced: true,
          resource: c.key,
          file: c.file ?? null,
          line: c.line ?? null,
          message: message + liveNote(c) + knownNote(c, p),
          fix: c.live && !c.live.inBase && c.outcome !== 'kept-prune-false' ? LIVE_ONLY_FIX : fix
        })
      }
    }
    return out
  }
}
