// not-analysed: an app (or an ApplicationSet's generators) the guard could not analyse: outcome unknown (see
// plan/outcome.ts). Informational by default, so the guard never blocks for what it cannot do; `failOnUnknown: true`
// raises it to the blocking threshold (engine). It is never reported as "nothing changed".
import { isRecord } from '../k8s/resource.js'
import { appOutcome } from '../plan/outcome.js'
import { stoppedByLimit } from '../lib/process/exec.js'
import { appRef, type RawFinding, type Rule } from './types.js'
import { listSome } from '../lib/text.js'
import { appSetModified } from '../argocd/appset/state.js'

const MODIFIED = ' This change modifies the ApplicationSet, so the Applications it produces may change with it.'

export const notAnalysed: Rule = {
  id: 'not-analysed',
  severity: 'info',
  title: 'The guard could not analyse this',
  kind: 'change',
  check({ plans, graph }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const o = appOutcome(p)
      if (o.outcome !== 'unknown') continue
      // A changed app stopped at the guard's bounds gets the blocking render-stopped finding instead (one finding, not two).
      if (!p.skipped && [p.head, p.base].some((s) => s?.notRendered && stoppedByLimit(s.notRendered))) continue
      const d = (p.head ?? p.base)!.discovered
      out.push({
        ...appRef(p),
        severity: 'info',
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message: `Application ${d.app.name}: ${o.reason!.replace(/\.+$/, '')}. What a sync of this app does is unknown, not "nothing".`,
        fix: 'Configure what the reason names (repoURLs, allowedHosts, network, a plugin), or review this app by hand. failOnUnknown: true makes unknown apps block.'
      })
    }
    let unreadList: string[] | undefined
    for (const [id, state] of graph?.appSets.head ?? []) {
      const x = state.expansion
      if (x.unexpandable.length === 0) continue
      const baseState = graph?.appSets.base.get(id)
      const before = baseState?.expansion.unexpandable ?? []
      // The change edits the ApplicationSet itself (its template, its generators): what it produces may change with it.
      const modified = appSetModified(baseState, state)
      const meta = isRecord(state.set.manifest.metadata) ? state.set.manifest.metadata : {}
      const name = typeof meta.name === 'string' ? meta.name : id
      // The change touches files no known app reads: an Application these generators produce may read them, so this
      // change is not analysed (introduced: it blocks with failOnUnknown), however long the generators have been unknown.
      const unread = (unreadList ??= graph?.unreadChanges?.() ?? [])
      const touched = unread.length
        ? ` The change touches files no analysed app reads (${listSome(unread, 3)}); an Application they produce may read them.`
        : ''
      out.push({
        app: null,
        appNamespace: id.split('/')[0] || null,
        severity: 'info',
        introduced: modified || before.join('\n') !== x.unexpandable.join('\n') || unread.length > 0,
        resource: { group: 'argoproj.io', kind: 'ApplicationSet', namespace: id.split('/')[0] ?? '', name },
        file: state.set.file,
        line: state.set.line,
        message: `ApplicationSet ${id}: ${x.unexpandable.join('; ')}. The Applications these generators produce are unknown.${modified ? MODIFIED : ''}${touched}`,
        fix: `Supply the generators' parameters in .prune-guard.yaml: appSetParams: {${JSON.stringify(name)}: {"<generator index>": [{...parameters...}]}}.`
      })
    }
    return out
  }
}
