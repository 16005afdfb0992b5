// Live mode in words (issue 13), shared by the text and markdown renderings: facts from the cluster are always
// prefixed "live:", so a reader tells them apart from what the renders say. Plain strings; callers escape.
import { keyLabel } from '../k8s/resource.js'
import { sentence } from '../lib/text.js'
import { LIVE_FAILURE_WORDS } from '../argocd/live.js'
import type { ReportAppLive, ReportLive, ReportPruneLive } from './live.js'
import type { Report, ReportApp } from './model.js'

const short = (s: string): string => (/^[0-9a-f]{40,64}$/.test(s) ? s.slice(0, 7) : s)

/** "live: synced at abc1234, OutOfSync (not the PR's base def5678)". */
export function liveAppFact(l: ReportAppLive, baseSha: string): string {
  const rev = l.revisions.length ? `synced at ${l.revisions.map(short).join(', ')}` : 'no synced revision reported'
  const status = l.syncStatus ?? 'sync status unknown'
  const notBase = l.revisionIsBase === false ? ` (not the PR's base ${short(baseSha)})` : ''
  const op = l.operationPhase && l.operationPhase !== 'Succeeded' ? `, last operation ${l.operationPhase}` : ''
  return `live: ${rev}, ${status}${notBase}${op}`
}

/** What live adds to one app beyond the sync status: the resources the base render lacks, and the reverse. */
export function liveAppExtras(l: ReportAppLive): string[] {
  const out: string[] = []
  if (l.syncStatus === 'OutOfSync') out.push('live: already OutOfSync before this change, so a sync also applies differences this change does not make')
  for (const t of l.trackedNotInBase)
    out.push(`live: ${keyLabel(t)} is tracked in the cluster, not in the base render${t.requiresPruning ? ' (requires pruning)' : ''}`)
  for (const k of l.baseNotTracked) out.push(`live: ${keyLabel(k)} is rendered at base but not tracked in the cluster, so a sync does not prune it`)
  return out
}

/** Whether an app's live facts differ from what the offline answer assumes (synced at base, nothing extra). */
export function liveNoteworthy(l: ReportAppLive): boolean {
  return l.syncStatus !== 'Synced' || l.revisionIsBase === false || l.trackedNotInBase.length > 0 || l.baseNotTracked.length > 0
}

/** The closing note on apps with nothing noteworthy: compared with the base render, or not (not rendered). */
export function liveQuietNotes(apps: Array<{ live: ReportAppLive }>): string[] {
  const quiet = apps.filter((a) => !liveNoteworthy(a.live))
  const compared = quiet.filter((a) => a.live.comparedWithBase).length
  const notes: string[] = []
  if (compared) notes.push(`${compared === 1 ? '1 app' : `${compared} apps`} Synced at the PR's base with nothing tracked beyond the base render`)
  if (quiet.length - compared)
    notes.push(
      `${quiet.length - compared === 1 ? '1 app' : `${quiet.length - compared} apps`} Synced at the PR's base; tracked resources not compared (app not rendered: inputs unchanged, or the base failed)`
    )
  return notes
}

/** The suffix of a prune row: where its facts came from. */
export function livePruneNote(p: object): string {
  const l = (p as { live?: ReportPruneLive }).live
  // Rendered at base and read from the base render: the same as the offline answer, nothing to add.
  if (!l || (l.inBase && l.optionsFrom === 'base-render')) return ''
  const where = l.inBase ? 'live: tracked' : 'live: tracked in the cluster only, rendered at neither base nor head'
  const from =
    l.optionsFrom === 'cluster'
      ? "outcome from the live object's annotations"
      : l.optionsFrom === 'base-render'
        ? 'outcome from the base render'
        : `outcome from the app's sync policy only; the object's own annotations could not be read (${l.unreadReason ?? 'not read'})`
  return ` (${where}${l.requiresPruning ? ', requires pruning' : ''}; ${from})`
}

/** The run-level warning when live facts could not be read. */
export function liveFailureText(live: ReportLive): string {
  return (
    `Live facts unavailable (${LIVE_FAILURE_WORDS[live.failure?.kind ?? ''] ?? 'unknown failure'}): ${sentence(live.failure?.message ?? '')} This report is the offline answer: the base ` +
    'render stands in for what is live; resources only the cluster tracks, apps already OutOfSync and apps synced to another revision are not known.'
  )
}

export function liveSource(live: ReportLive): string {
  return `Live facts from ${live.via === 'argocd-api' ? 'the Argo CD API' : 'the Kubernetes API'} at ${live.endpoint ?? 'an unnamed endpoint'}`
}

export function unmanagedText(u: ReportLive['unmanagedApps'][number]): string {
  const rev = u.revisions.length ? `, synced at ${u.revisions.map(short).join(', ')}` : ''
  return `${u.namespace ? `${u.namespace}/` : ''}${u.name}: live: ${u.syncStatus ?? 'sync status unknown'}, ${u.tracked} tracked ${u.tracked === 1 ? 'resource' : 'resources'}${rev}`
}

/** Heading of the unmanaged list; hedged when some ApplicationSets could not be expanded offline (they may own them). */
export function unmanagedHeading(r: Report): string {
  const hedge = r.appSets.some((s) => s.outcome !== 'analysed') ? ' (or generated by an ApplicationSet that could not be expanded offline)' : ''
  return `In the cluster, not defined in the repository${hedge}`
}

export function appsWithLive(r: Report): Array<ReportApp & { live: ReportAppLive }> {
  return r.apps.filter((a): a is ReportApp & { live: ReportAppLive } => a.live !== undefined)
}
