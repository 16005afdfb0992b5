// render-error: the head revision of an app fails to render. Argo CD reports a ComparisonError and does not sync
// the app at all, automated or manual (R3.5.1): the change cannot roll out until the render is fixed.
import { appRef, type RawFinding, type Rule } from './types.js'

export const renderError: Rule = {
  id: 'render-error',
  severity: 'high',
  title: 'The head revision does not render',
  kind: 'change',
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const err = p.head?.error
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
          `Application ${d.app.name} fails to render at head: ${err.message}. ` +
          `Argo CD reports a ComparisonError and will not sync this app (automated or manual) until it renders.`,
        fix: 'Fix the source so that it renders (run the failing command shown above locally), or revert the change.'
      })
    }
    return out
  }
}
