// not-analysed: an app (or an ApplicationSet's generators) the guard could not analyse: outcome unknown (see
// plan/outcome.ts). It is never reported as "nothing changed". Informational by default, with one exception: an app
// this change makes unknown that prunes automatically and whose base holds what the deletion rules block on (see
// atStake) blocks, and the approve label acknowledges it: "cannot know" is not "safe" for the change that caused it.
// `failOnUnknown: true` raises every other one to the blocking threshold (engine).
import { isRecord } from '../lib/record.js'
import { isCrdKey, keyString } from '../k8s/resource.js'
import { parseOptions, resourceOptions } from '../argocd/sync-options.js'
import type { AppPlan } from '../plan/plan.js'
import { applied, listKeys } from './support.js'
import { MASS_PRUNE_DEFAULTS } from './mass-prune.js'
import { cascadesOnDelete, isApplication } from '../argocd/application.js'
import type { Target } from '../plan/normalize.js'
import { ownedByAnother } from '../plan/prune.js'
import { PRUNE_SEVERITY } from './prune.js'
import { appOutcome } from '../plan/outcome.js'
import { stoppedByLimit } from '../lib/process/exec.js'
import { appRef, severityRank, type RawFinding, type Rule, type Severity } from './types.js'
import { listSome } from '../lib/text.js'
import { byCodeUnit } from '../lib/order.js'
import { appSetModified } from '../argocd/appset/state.js'

const MODIFIED = ' This change modifies the ApplicationSet, so the Applications it produces may change with it.'
/** Untouched ApplicationSets the unread files bring into the change are one finding from this many on. */
const GROUP_MIN = 3
const touchedText = (unread: string[]): string =>
  ` The change touches files no analysed app reads (${listSome(unread, 3)}); an Application they produce may read them.`

const RISK_FIX =
  'Make the guard able to render it (configure what the reason names), or compare what the head renders with the live app by hand; ' +
  'to merge anyway, apply the approve label: it acknowledges that what a sync deletes could not be evaluated for'

/** What a prune loses (prune.ts PRUNE_SEVERITY), or a child Application with the resources finalizer: its prune deletes what it manages. */
const loss = (t: Target): Severity | undefined =>
  PRUNE_SEVERITY[`${t.key.group}/${t.key.kind}`] ?? (isApplication(t.obj) && cascadesOnDelete({ finalizers: finalizersOf(t.obj) }) ? 'high' : undefined)

const finalizersOf = (obj: Target['obj']): string[] => {
  const list = isRecord(obj.metadata) ? obj.metadata.finalizers : undefined
  return Array.isArray(list) ? list.map(String) : []
}

/**
 * An app rendered at base that this change makes unknown at head, which prunes automatically: any base resource the
 * head may no longer render is deleted by the next automated sync. When the base holds what the deletion rules block
 * on (a PersistentVolumeClaim, a Namespace, a Secret, a StatefulSet, or a mass of resources), "cannot know" is not
 * "safe": the finding blocks (approvable). The deletions known without the head render are prune findings already.
 */
function atStake(p: AppPlan): { severity: Severity; text: string } | undefined {
  const { base, head } = p
  if (!base?.render || base.error || base.notRendered || !head?.notRendered) return undefined
  const sp = head.discovered.app.syncPolicy
  if (!sp.automated || !sp.prune || parseOptions(sp.syncOptions).get('Prune') === 'false') return undefined
  const known = new Set(p.prune.map((c) => keyString(c.key)))
  const left = applied(base.render).filter(
    (t) => !known.has(keyString(t.key)) && !isCrdKey(t.key) && resourceOptions(t.obj).get('Prune') !== 'false' && !ownedByAnother(t.obj)
  )
  const ranks = left.map((t) => loss(t) ?? (left.length >= MASS_PRUNE_DEFAULTS.minResources ? 'high' : 'medium'))
  const severity = ranks.reduce<Severity>((a, b) => (severityRank(b) > severityRank(a) ? b : a), 'info')
  if (severityRank(severity) < severityRank('high')) return undefined
  const weighty = left.filter((t) => loss(t) !== undefined)
  const named = listKeys(
    (weighty.length ? weighty : left).map((t) => t.key),
    5
  )
  const other = p.prune.length > 0 ? 'other ' : ''
  return {
    severity,
    text:
      `Application ${head.discovered.app.name} prunes automatically, and whether its head still renders ${named}` +
      `${weighty.length && left.length > weighty.length ? ` (of the ${left.length} ${other}resources of its base render)` : ''} ` +
      `could not be evaluated: the next automated sync deletes any it does not.`
  }
}

/**
 * A parent that renders at neither revision, changed by this change and pruning automatically: the guard cannot see
 * whether it still applies the Application files of its folder (pipeline/unrendered-parents.ts). Those with the
 * resources finalizer are at stake: the parent's prune of one deletes everything it manages.
 */
function childrenAtStake(p: AppPlan, plans: AppPlan[]): { severity: Severity; text: string } | undefined {
  const { base, head } = p
  if (!head?.notRendered || !base || !(base.error || base.notRendered)) return undefined
  const sp = head.discovered.app.syncPolicy
  if (!sp.automated || !sp.prune || parseOptions(sp.syncOptions).get('Prune') === 'false') return undefined
  const children = plans.filter((q) => {
    const d = q.base?.discovered
    return d?.parent === p.id && d.unrenderedParent && cascadesOnDelete(d.app) && q.head?.notRendered !== undefined
  })
  if (children.length === 0) return undefined
  const names = listSome(children.map((q) => q.base!.discovered.app.name).sort(byCodeUnit), 5)
  return {
    severity: 'high',
    text:
      `Application ${head.discovered.app.name} prunes automatically, and whether it still applies the Application${children.length > 1 ? 's' : ''} ` +
      `${names} (resources finalizer: deleting one deletes everything it manages) could not be evaluated: the next automated sync deletes any it does not.`
  }
}

export const notAnalysed: Rule = {
  id: 'not-analysed',
  severity: 'info',
  title: 'The guard could not analyse this',
  when: 'an app or ApplicationSet generator the guard could not analyse (outcome unknown); blocks with `failOnUnknown`, and by default when the change makes an auto-pruned app unknown whose base holds a PVC, PV, Namespace, Secret, StatefulSet, a child Application with the resources finalizer or 4+ resources (approvable)',
  severityText: 'info / critical',
  kind: 'change',
  check({ plans, graph }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      const o = appOutcome(p)
      if (o.outcome !== 'unknown') continue
      // A changed app stopped at the guard's bounds gets the blocking render-stopped finding instead (one finding, not two).
      if (!p.skipped && [p.head, p.base].some((s) => s?.notRendered && stoppedByLimit(s.notRendered))) continue
      const d = (p.head ?? p.base)!.discovered
      const risk = atStake(p) ?? childrenAtStake(p, plans)
      out.push({
        ...appRef(p),
        severity: risk?.severity ?? 'info',
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        // At stake first: a blocker's list shows the first sentence, which must say why it blocks.
        message: risk
          ? `${risk.text} Why: ${o.reason!.replace(/\.+$/, '')}.`
          : `Application ${d.app.name}: ${o.reason!.replace(/\.+$/, '')}. What a sync of this app does is unknown, not "nothing".`,
        ...(risk ? { approvable: true as const } : {}),
        fix: risk
          ? `${RISK_FIX} ${d.app.name}.`
          : p.base?.discovered.versionUnknown
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
