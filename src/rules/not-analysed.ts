// not-analysed: an app (or an ApplicationSet's generators) the guard could not analyse: outcome unknown (see
// plan/outcome.ts). Informational by default, so the guard never blocks for what it cannot do; `failOnUnknown: true`
// raises it to the blocking threshold (engine). It is never reported as "nothing changed".
import { isRecord } from '../k8s/resource.js'
import { appOutcome } from '../plan/outcome.js'
import { stoppedByLimit } from '../lib/process/exec.js'
import { appRef, type RawFinding, type Rule } from './types.js'
import { listSome } from '../lib/text.js'
import { byCodeUnit } from '../lib/order.js'
import { appSetModified } from '../argocd/appset/state.js'

const MODIFIED = ' This change modifies the ApplicationSet, so the Applications it produces may change with it.'
/** Untouched ApplicationSets the unread files bring into the change are one finding from this many on. */
const GROUP_MIN = 3
const touchedText = (unread: string[]): string =>
  ` The change touches files no analysed app reads (${listSome(unread, 3)}); an Application they produce may read them.`

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
        fix: p.base?.discovered.versionUnknown
          ? `Compare the live app before merging (argocd app diff ${d.app.name} --revision <head>): the version Argo CD last synced is not in the repository. failOnUnknown: true makes unknown apps block.`
          : p.head?.discovered.unreadable
            ? `Fix the YAML of ${p.head.discovered.file} (quote a value that starts with {{ or holds ": "), or revert the change. failOnUnknown: true makes unknown apps block.`
            : 'Configure what the reason names (repoURLs, allowedHosts, network, a plugin), or review this app by hand. failOnUnknown: true makes unknown apps block.'
      })
    }
    // Read only when an ApplicationSet cannot be expanded (listing them walks every changed file).
    let unreadList: string[] | undefined
    const unreadNow = (): string[] => (unreadList ??= graph?.unreadChanges?.() ?? [])
    // Sets this change neither edits nor changes the generators of, which the unread files alone bring into it.
    const untouched: Array<{ id: string; finding: RawFinding }> = []
    for (const [id, state] of graph?.appSets.head ?? []) {
      const x = state.expansion
      if (x.unexpandable.length === 0) continue
      const baseState = graph?.appSets.base.get(id)
      const before = baseState?.expansion.unexpandable ?? []
      // The change edits the ApplicationSet itself (its template, its generators): what it produces may change with it.
      const modified = appSetModified(baseState, state)
      const meta = isRecord(state.set.manifest.metadata) ? state.set.manifest.metadata : {}
      const name = typeof meta.name === 'string' ? meta.name : id
      // Its version at base unknown (a parent that does not render at base): not compared, so taken as this change's.
      const own = modified || state.baseUnknown !== undefined || before.join('\n') !== x.unexpandable.join('\n')
      const finding: RawFinding = {
        app: null,
        appNamespace: id.split('/')[0] || null,
        severity: 'info',
        introduced: own,
        resource: { group: 'argoproj.io', kind: 'ApplicationSet', namespace: id.split('/')[0] ?? '', name },
        file: state.set.file,
        line: state.set.line,
        message: `ApplicationSet ${id}: ${x.unexpandable.join('; ')}. The Applications these generators produce are unknown.${modified ? MODIFIED : ''}${state.baseUnknown ? ` Its version at base is unknown: ${state.baseUnknown}.` : ''}`,
        fix: `Supply the generators' parameters in .prune-guard.yaml: appSetParams: {${JSON.stringify(name)}: {"<generator index>": [{...parameters...}]}}.`
      }
      out.push(finding)
      if (!own) untouched.push({ id, finding })
      // The change touches files no known app reads: an Application these generators produce may read them, so this
      // change is not analysed (introduced: it blocks with failOnUnknown), however long the generators have been unknown.
      else if (unreadNow().length) finding.message += touchedText(unreadNow())
    }
    const unread = untouched.length > 0 ? unreadNow() : []
    if (unread.length && untouched.length < GROUP_MIN) {
      for (const { finding } of untouched) Object.assign(finding, { introduced: true, message: finding.message + touchedText(unread) })
    } else if (unread.length) {
      // Many sets alike (a repository of 250 sets with a plugin generator): one finding for what this change does, not
      // one per set saying the same; each set's own finding still names its generators (not introduced).
      untouched.sort((a, b) => byCodeUnit(a.id, b.id))
      const first = untouched[0]!.finding
      out.push({
        app: null,
        appNamespace: first.appNamespace,
        severity: 'info',
        introduced: true,
        resource: null,
        file: first.file,
        line: first.line,
        fingerprint: 'unread-changes:application-sets',
        message: `${untouched.length} ApplicationSets whose generators cannot be evaluated offline (${listSome(
          untouched.map((u) => u.id),
          5
        )}): the Applications they produce are unknown.${touchedText(unread)}`,
        fix: "Supply each ApplicationSet's generator parameters in .prune-guard.yaml (appSetParams; each ApplicationSet's own finding names its generators), or review these files by hand."
      })
    }
    return out
  }
}
