// render-error: the head revision of an app fails to render. Argo CD reports a ComparisonError and does not sync
// the app at all, automated or manual (R3.5.1): the change cannot roll out until the render is fixed.
// Also: the BASE of a changed app fails to render while its head renders. Then what a sync of head deletes cannot be
// predicted (the plan would read "0 to prune"), so it blocks too. Failures that are the guard's own (network off,
// unsupported source, its own limits) are outcome unknown instead (plan/outcome.ts, rule not-analysed).
import { appRef, type RawFinding, type Rule } from './types.js'

export const renderError: Rule = {
  id: 'render-error',
  severity: 'high',
  title: 'The head revision does not render',
  when: 'the head revision of an app fails to render (Argo CD would not sync it), including an object Argo CD cannot stamp with its tracking annotation (an unquoted number or boolean among its annotations), or the base of a changed app fails while its head renders (what the sync deletes cannot be predicted)',
  kind: 'change',
  ignorable: false,
  unblock: 'render',
  wontSync: (f) =>
    f.blocking && f.app && !f.approvable ? { reason: /app path does not exist/.test(f.message) ? 'path not found' : 'render error', field: null } : null,
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const err = p.head?.error
      if (p.head && !err && !p.head.notRendered && p.base?.error && !p.skipped && p.inputsChanged !== false) {
        const d = p.head.discovered
        out.push({
          ...appRef(p),
          severity: 'high',
          introduced: true,
          resource: null,
          file: p.base.error.file ?? d.file,
          line: p.base.error.file ? null : d.line,
          message:
            `Application ${d.app.name} does not render at base: ${p.base.error.message}. ` +
            `Its head renders, so a sync will run, but what it deletes or changes cannot be predicted from a base that does not render: ` +
            `the live state is whatever Argo CD last synced.`,
          fix: 'Compare the live app before merging (argocd app diff --revision <head>), then approve (the approve label acknowledges this finding).',
          // A pull request that repairs a broken app always has a base that does not render: only a reviewer can accept it.
          approvable: true
        })
        continue
      }
      if (!p.head || !err) continue
      const d = p.head.discovered
      const wasBroken = !!p.base?.error
      out.push({
        ...appRef(p),
        severity: 'high',
        introduced: !wasBroken,
        resource: null,
        file: err.file ?? d.file,
        line: err.file ? null : d.line,
        message:
          `Application ${d.app.name} fails to render at head: ${err.message.replace(/\.$/, '')}. ` +
          `Argo CD reports a ComparisonError and will not sync this app (automated or manual) until it renders.`,
        fix:
          err.fix ??
          'Fix the source so that it renders (the error says why; helm template or kustomize build on the app path reproduces it locally), or revert the change.'
      })
    }
    return out
  }
}
