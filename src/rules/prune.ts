// prune: one finding per prune candidate (R3.3, R3.9). A `delete` of a PersistentVolumeClaim, PersistentVolume or
// Namespace loses data (a Namespace takes everything inside it, R3.6.3): critical. Other deletes are medium; the
// outcomes that do not delete are informational.
import { keyLabel } from '../argocd/resource.js'
import type { PruneCandidate } from '../plan/prune.js'
import { appRef, type RawFinding, type Rule, type Severity } from './types.js'

const DATA_KINDS = new Set(['/PersistentVolumeClaim', '/PersistentVolume', '/Namespace'])

export function pruneSeverity(c: PruneCandidate): Severity {
  if (c.outcome !== 'delete') return 'info'
  return DATA_KINDS.has(`${c.key.group}/${c.key.kind}`) ? 'critical' : 'medium'
}

function describe(c: PruneCandidate): { message: string; fix: string } {
  const what = keyLabel(c.key)
  const protection = c.ineffectiveProtection
    ? ` It carries ${c.ineffectiveProtection}, which only applies when the Application is deleted and does not stop a prune (R3.3.6).`
    : ''
  switch (c.outcome) {
    case 'delete': {
      const extra =
        c.key.kind === 'Namespace' && c.key.group === ''
          ? ' Kubernetes then deletes every object inside that namespace, including other apps\' objects.'
          : c.key.kind === 'PersistentVolumeClaim'
            ? ' The volume behind it is released and, with the usual Delete reclaim policy, its data is gone.'
            : ''
      return {
        message: `The next automated sync deletes ${what}: it is no longer rendered and the app prunes automatically.${extra}${protection}`,
        fix:
          `If the removal is intended, merge knowingly. To keep the object, restore it, or first annotate it with ` +
          `argocd.argoproj.io/sync-options: Prune=false (in a separate, synced change) before removing it from Git.`
      }
    }
    case 'kept-prune-false':
      return {
        message: `${what} is no longer rendered but has Prune=false: Argo CD leaves it in the cluster and the app stays OutOfSync.${protection}`,
        fix: 'Delete it by hand when it is no longer needed, or keep it in Git.'
      }
    case 'needs-confirmation':
      return {
        message: `${what} is no longer rendered and has Prune=confirm: the sync pauses until someone approves the deletion (argocd.argoproj.io/deletion-approved).${protection}`,
        fix: 'Approve the deletion in Argo CD after merging, or keep the object in Git.'
      }
    case 'requires-manual-prune':
      return {
        message: `${what} is no longer rendered. Automated prune is off, so it stays until someone syncs with prune; the app shows OutOfSync (requires pruning).${protection}`,
        fix: 'Sync with prune after merging if the removal is intended.'
      }
  }
}

export const prune: Rule = {
  id: 'prune',
  severity: 'medium',
  title: 'A sync would prune a resource',
  kind: 'change',
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
          message,
          fix
        })
      }
    }
    return out
  }
}
