// pvc-missing-prune-false: a PersistentVolumeClaim in an app with automated prune and nothing that stops a prune
// (R3.3.4, R3.3.5). Any change that drops it from the render (a removed file, a renamed release, a changed path, a
// values toggle) then deletes it, and with the usual Delete reclaim policy its data. Delete=false and
// helm.sh/resource-policy: keep do not stop a prune (R3.3.6). A claim protected against prune but not against the
// Application's cascade deletion (resources finalizer, R3.6.1) is reported low. Hook and Skip-only claims are never
// pruned (R3.3.3, R4.1.3), nor are claims with ownerReferences (R3.1.1) or StatefulSet volumeClaimTemplates claims,
// which are not rendered objects at all.
import { isRecord } from '../lib/record.js'
import { keyLabel, metadataOf } from '../k8s/resource.js'
import { deleteProtection, syncOption } from '../argocd/sync-options.js'
import { appRef, renderedSides, type RawFinding, type Rule } from './types.js'
import { cascadesOnDelete, RESOURCES_FINALIZER } from '../argocd/application.js'

const PROTECTS = new Set(['false', 'confirm'])

export const pvcMissingPruneFalse: Rule = {
  id: 'pvc-missing-prune-false',
  severity: 'medium',
  title: 'A PersistentVolumeClaim can be pruned automatically',
  when: 'a PVC in an auto-pruned app without `Prune=false`',
  kind: 'state',
  check(ctx) {
    const out: RawFinding[] = []
    for (const { plan: p, side } of renderedSides(ctx)) {
      const app = side.discovered.app
      const appOptions = app.syncPolicy.syncOptions
      const cascade = cascadesOnDelete(app)
      for (const t of side.render!.resources.values()) {
        if (t.key.group !== '' || t.key.kind !== 'PersistentVolumeClaim' || t.hook.kind !== 'resource') continue
        const owners = metadataOf(t.obj).ownerReferences
        if (Array.isArray(owners) && owners.some(isRecord)) continue
        const prune = syncOption(t.obj, appOptions, 'Prune')
        const where = { ...appRef(p), resource: t.key, file: t.file ?? null, line: t.line ?? null }
        const protection = deleteProtection(t.obj)
        if (prune !== undefined && PROTECTS.has(prune)) {
          if (!cascade || protection) continue
          out.push({
            ...where,
            severity: 'low',
            fingerprint: 'delete',
            message:
              `${keyLabel(t.key)} has Prune=${prune}, which only guards against pruning. Application ${app.name} has the ` +
              `${RESOURCES_FINALIZER} finalizer, so deleting the Application (or removing it from an app-of-apps or ApplicationSet) ` +
              `cascade-deletes the claim and its data anyway.`,
            fix: 'Add Delete=false as well: argocd.argoproj.io/sync-options: Prune=false,Delete=false (or helm.sh/resource-policy: keep).'
          })
          continue
        }
        if (!app.syncPolicy.automated || !app.syncPolicy.prune) continue
        const ineffective = protection ? ` It carries ${protection}, which only applies when the Application is deleted and does not stop a prune.` : ''
        out.push({
          ...where,
          severity: 'medium',
          message:
            `${keyLabel(t.key)} is managed by Application ${app.name}, which prunes automatically, and neither the claim ` +
            `nor the app sets Prune=false. Any later change that drops it from the render (a removed file, a renamed ` +
            `release or path, a values toggle, an empty render) deletes it on the next automated sync, and with the usual ` +
            `Delete reclaim policy its data with it.${ineffective}`,
          fix:
            'Annotate the claim with argocd.argoproj.io/sync-options: Prune=false (Prune=false,Delete=false to also survive ' +
            "deleting the Application), via the chart's persistence annotations value or a kustomize patch; or set " +
            "Prune=false (or Prune=confirm) in the app's syncPolicy.syncOptions."
        })
      }
    }
    return out
  }
}
