// Live mode in the markdown report (issue 13): a warning when live facts could not be read, else a section with what
// the cluster adds to the offline picture. Facts from the cluster are marked "live:"; the rest come from the renders.
import { plural } from '../../lib/text.js'
import type { Level } from '../budget.js'
import { text } from './md.js'
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

const ROWS = [Infinity, 50, 20, 10, 5, 3]

export function liveSection(r: Report, level: Level): string[] {
  const live = r.live
  if (!live) return []
  if (live.status === 'failed') return ['> [!WARNING]', `> ${text(liveFailureText(live))}`, '']
  const out = [
    `### 🔭 Live state`,
    '',
    `${text(liveSource(live))}. Facts marked **live:** come from Argo CD in the cluster; everything else from the renders.`,
    ''
  ]
  const apps = appsWithLive(r)
  const noteworthy = apps.filter((a) => liveNoteworthy(a.live))
  const shown = noteworthy.slice(0, ROWS[level])
  if (shown.length) out.push('| App | Live | Not in the offline picture |', '|:--|:--|:--|')
  for (const a of shown) {
    const extras = liveAppExtras(a.live).map((e) => text(e.replace(/^live: /, '')))
    const cap = level === 0 ? Infinity : 5
    const more = extras.length > cap ? `<br>… ${extras.length - cap} more` : ''
    out.push(`| ${text(a.name)} | ${text(liveAppFact(a.live, r.base.sha))} | ${extras.slice(0, cap).join('<br>') || '–'}${more} |`)
  }
  if (shown.length) out.push('')
  const notes: string[] = []
  if (noteworthy.length > shown.length) notes.push(`${plural(noteworthy.length - shown.length, 'more app')} with live facts in the job summary`)
  for (const n of liveQuietNotes(apps)) notes.push(n)
  const missing = r.apps.length - apps.length
  if (missing) notes.push(`${plural(missing, 'app')} not found in the cluster (new, or not visible to the credentials)`)
  if (notes.length) out.push(`${notes.join('; ')}.`, '')
  if (live.unmanagedApps.length) {
    const items = live.unmanagedApps.slice(0, ROWS[level])
    out.push(`**${text(unmanagedHeading(r))}** (${live.unmanagedApps.length}):`, '')
    for (const u of items) out.push(`- ${text(unmanagedText(u))}`)
    if (items.length < live.unmanagedApps.length) out.push(`- … ${live.unmanagedApps.length - items.length} more`)
    out.push('')
  }
  return out
}

/** The live line of an app's details. */
export function liveAppDetail(a: ReportApp, baseSha: string): string[] {
  return a.live ? ['', `🔭 ${text(liveAppFact(a.live, baseSha))}`] : []
}
