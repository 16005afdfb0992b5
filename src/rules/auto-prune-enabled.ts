// auto-prune-enabled: a change turns automated prune on (automated sync with `prune: true`, where the base did not
// prune automatically). From the next automated sync on, Argo CD deletes every resource the app tracks in the cluster
// that the head no longer renders (R3.3.4): also what an earlier change removed from Git while prune was off, which
// has been waiting as "requires pruning" since. Offline the guard sees only what the base and head render, not those
// leftovers, so a deletion split over two pull requests (prune off and a PVC removed, then prune on) would pass. The
// finding blocks by default and the approve label acknowledges it; in live mode the leftovers are prune findings of
// their own (tracked in the cluster, not rendered at head), so it only informs.
import { parseOptions } from '../argocd/sync-options.js'
import { appRef, type RawFinding, type Rule } from './types.js'

const MESSAGE =
  'This change turns automated prune on: from the next automated sync, Argo CD deletes every resource the app tracks in the cluster ' +
  'that the head revision does not render, including what earlier changes removed from Git while prune was off (shown in Argo CD as ' +
  'OutOfSync, requires pruning).'

export const autoPruneEnabled: Rule = {
  id: 'auto-prune-enabled',
  severity: 'high',
  title: 'Automated prune is turned on',
  when: 'the change turns automated prune on: the next sync deletes everything the cluster still holds that the head does not render, also what earlier changes removed (approvable; info in live mode)',
  kind: 'change',
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      if (!p.base || !p.head) continue
      const was = p.base.discovered.app.syncPolicy
      const now = p.head.discovered.app.syncPolicy
      if (!now.automated || !now.prune || (was.automated && was.prune)) continue
      if (parseOptions(now.syncOptions).get('Prune') === 'false') continue // nothing is pruned at all (R3.3.5)
      const { file, line, app } = p.head.discovered
      const live = p.live?.compared === true
      out.push({
        ...appRef(p),
        severity: live ? 'info' : 'high',
        resource: null,
        file,
        line,
        message: live
          ? `${MESSAGE} Live mode read what the cluster tracks: each resource it deletes is listed as a prune.`
          : `${MESSAGE} Offline the guard cannot list those leftovers; it predicts only what this change removes.`,
        fix: live
          ? 'Check the prunes listed for this app.'
          : `Before merging, look at the app's resources that require pruning (argocd app diff ${app.name}, or the app's OutOfSync resources in ` +
            'the UI) or run the guard in live mode; keep what must stay with argocd.argoproj.io/sync-options: Prune=false. Then apply the approve label.',
        approvable: true
      })
    }
    return out
  }
}
