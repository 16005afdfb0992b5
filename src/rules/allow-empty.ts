// allow-empty: an Application with automated prune and `automated.allowEmpty: true` (R3.5.4). Argo CD's only guard
// against an empty render ("auto-sync will wipe out all resources") is off, so a change that makes the app render
// nothing (a values toggle, an emptied kustomization, a directory include that matches nothing) is synced and prunes
// every resource of the app without anyone acting. A state rule: it reads the Application spec at one revision, so a
// setting already present at base is reported as existing. The spec is read even when that revision does not render
// (a render error does not change the sync policy), so a broken base render does not make the finding "introduced".
// App-level `Prune=false` stops every prune (R3.3.5): no finding. `Prune=confirm` makes every prune wait for approval:
// reported as low.
import { parseOptions } from '../argocd/sync-options.js'
import { appRef, type RawFinding, type Rule } from './types.js'

export const allowEmpty: Rule = {
  id: 'allow-empty',
  severity: 'medium',
  title: 'Automated prune with allowEmpty: nothing stops an empty render from wiping the app',
  when: 'automated prune with `allowEmpty: true`',
  kind: 'state',
  check({ plans, revision }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const side = revision === 'head' ? p.head : p.base
      if (!side) continue
      const { app, file, line } = side.discovered
      const sp = app.syncPolicy
      if (!sp.automated || !sp.prune || !sp.allowEmpty) continue
      const appPrune = parseOptions(sp.syncOptions).get('Prune')
      if (appPrune === 'false') continue
      const confirm = appPrune === 'confirm'
      out.push({
        ...appRef(p),
        severity: confirm ? 'low' : 'medium',
        resource: null,
        file,
        line,
        message:
          `Application ${app.name} has automated prune with allowEmpty: true, which turns off Argo CD's empty-render ` +
          `guard. If a change ever makes it render no resources, ` +
          (confirm
            ? 'the next auto-sync tries to prune all of them; the app-level Prune=confirm makes it wait for approval.'
            : 'the next auto-sync deletes every resource of the app, with no approval step.'),
        fix:
          'Remove allowEmpty (it defaults to false) unless the app is meant to be emptied through Git. With allowEmpty ' +
          'false, an empty render leaves the app OutOfSync with a SyncError instead of wiping it.'
      })
    }
    return out
  }
}
