// Live mode in the terminal report (issue 13): the run's live status, per-app live facts, apps only the cluster has.
import { plural } from '../../lib/text.js'
import type { Report, ReportApp } from '../model.js'
import {
  appsWithLive,
  liveAppExtras,
  liveAppFact,
  liveFailureText,
  liveNoteworthy,
  liveQuietNotes,
  liveSource,
  unmanagedHeading,
  unmanagedText
} from '../live-words.js'

/** Lines after the headline: a warning when live facts are missing, else what the cluster adds. */
export function liveTextLines(r: Report): string[] {
  const live = r.live
  if (!live) return []
  if (live.status === 'failed') return ['', `WARNING: ${liveFailureText(live)}`]
  const out = ['', `Live state (${liveSource(live).replace(/^Live/, 'live')}; facts marked "live:" come from the cluster, the rest from the renders):`]
  const apps = appsWithLive(r)
  const noteworthy = apps.filter((a) => liveNoteworthy(a.live))
  for (const a of noteworthy) {
    out.push(`  ${a.namespace ? `${a.namespace}/` : ''}${a.name}: ${liveAppFact(a.live, r.base.sha)}`)
    for (const e of liveAppExtras(a.live)) out.push(`    ${e}`)
  }
  for (const n of liveQuietNotes(apps)) out.push(`  live: ${n}.`)
  const missing = r.apps.length - apps.length
  if (missing) out.push(`  ${plural(missing, 'app')} not found in the cluster (new, or not visible to the credentials).`)
  if (live.unmanagedApps.length) {
    out.push(`  ${unmanagedHeading(r)} (${live.unmanagedApps.length}):`)
    for (const u of live.unmanagedApps) out.push(`    ${unmanagedText(u)}`)
  }
  return out
}

/** The per-app line in the app block. */
export function liveAppTextLine(a: ReportApp, baseSha: string): string[] {
  return a.live ? [`  ${liveAppFact(a.live, baseSha)}`] : []
}
