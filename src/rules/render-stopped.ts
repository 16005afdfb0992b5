// render-stopped: the guard stopped a renderer at one of its bounds (memory, time, output, the run deadline) while
// rendering a changed app, so the change was not analysed. A PR must not pass by making its own render too
// expensive to check (a runaway `range`, a YAML alias bomb): the finding blocks by default. Unchanged apps that
// were skipped are not rendered at all and never get here. Argo CD's repo-server has the same exec timeout (R1.4.5)
// and would fail to generate such manifests too.
import { stoppedByLimit } from '../lib/process/exec.js'
import { appRef, type RawFinding, type Rule } from './types.js'

export const renderStopped: Rule = {
  id: 'render-stopped',
  severity: 'high',
  title: 'The guard stopped a render at its memory, time or output bound',
  when: 'a changed app was not analysed: its renderer hit the memory, time or output bound, or the run deadline',
  kind: 'change',
  unblock: 'render',
  check({ plans }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      if (p.skipped) continue
      for (const [side, name] of [
        [p.head, 'head'],
        [p.base, 'base']
      ] as const) {
        const why = side?.notRendered
        if (!side || !why || !stoppedByLimit(why)) continue
        const d = side.discovered
        out.push({
          ...appRef(p),
          severity: 'high',
          introduced: true,
          resource: null,
          file: d.file,
          line: d.line,
          message:
            `Application ${d.app.name} was not analysed at ${name}: ${why}. What a sync would create, update or prune ` +
            `is unknown, so this change cannot pass unchecked.`,
          fix:
            'Make the render bounded (a runaway range, recursion or a YAML alias bomb does not render in Argo CD either). ' +
            'If the app legitimately needs more, raise renderMemoryLimitMB, renderTimeoutSeconds, maxRenderOutputMB or ' +
            'runDeadlineSeconds in .prune-guard.yaml on the base branch.'
        })
        break
      }
    }
    return out
  }
}
