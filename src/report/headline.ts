// The headline every rendering shares (text, markdown, check title): built from `report.summary` only, so a count
// means the same thing in every place it appears (see summarize in model.ts).
import { listSome, plural } from '../lib/text.js'
import type { Report } from './model.js'
import { wontSyncOf } from '../rules/index.js'

/** Kinds whose deletion loses data or takes other objects with it, called out by name: [kind key, short name]. */
const LOUD_KINDS: Array<[string, string]> = [
  ['PersistentVolumeClaim', 'PVC'],
  ['PersistentVolume', 'PV'],
  ['Namespace', 'Namespace'],
  ['CustomResourceDefinition.apiextensions.k8s.io', 'CRD']
]

export interface HeadlinePart {
  text: string
  /** Deserves emphasis (deletions, apps that could not be analysed). */
  loud: boolean
}

/** "3 apps changed, 1 may have (1 not analysed) · 5 to prune · 4 deleted (2 with removed apps; 1 PVC) · 1 to create · 2 to update". */
export function headlineParts(r: Pick<Report, 'summary'>): HeadlinePart[] {
  const s = r.summary
  // Of the apps changed: an app the change does not touch that fails alike at both revisions is not this change's (the
  // comment lists those apart: "11 of them failing ... at both revisions alike").
  const failing = s.changedRenderErrors ?? s.renderErrors
  const notes = [s.unknownApps ? `${s.unknownApps} not analysed` : '', failing ? `${failing} ${failing === 1 ? 'fails' : 'fail'} to render` : ''].filter(
    Boolean
  )
  // Apps the guard could not compare are not said to have changed: "0 apps changed, 18 may have (18 not analysed)".
  const maybe = s.maybeChangedApps ?? 0
  const changed = `${plural(s.changedApps - maybe, 'app')} changed${maybe ? `, ${maybe} may have` : ''}`
  const parts: HeadlinePart[] = [{ text: `${changed}${notes.length ? ` (${notes.join(', ')})` : ''}`, loud: s.unknownApps > 0 }]
  parts.push({ text: `${s.prune} to prune`, loud: false })
  if (s.deletes > 0) {
    const loud = LOUD_KINDS.map(([k, abbr]) => [abbr, s.deletedKinds[k] ?? 0] as const)
      .filter(([, n]) => n > 0)
      .map(([abbr, n]) => plural(n, abbr))
    const detail = [s.cascadeDeletes ? `${s.cascadeDeletes} with removed apps` : '', loud.join(', ')].filter(Boolean).join('; ')
    parts.push({ text: `${s.deletes} deleted${detail ? ` (${detail})` : ''}`, loud: true })
  }
  parts.push({ text: `${s.create} to create`, loud: false }, { text: `${s.update} to update`, loud: false })
  if (s.appSets > 0) {
    const unknown = s.unknownAppSets ?? 0 // absent from reports written before it was counted
    const notes = [s.changedAppSets ? `${s.changedAppSets} changed` : '', unknown ? `${unknown} not analysed` : ''].filter(Boolean)
    parts.push({ text: `${plural(s.appSets, 'ApplicationSet')}${notes.length ? ` (${notes.join(', ')})` : ''}`, loud: unknown > 0 })
  }
  return parts
}

/** What a sync deletes, in a few words: "1 PVC", "1 PVC and 2 other resources", "3 resources" ('' when nothing). */
export function deletesPhrase(r: Pick<Report, 'summary'>): string {
  const s = r.summary
  if (s.deletes === 0) return ''
  const loud = LOUD_KINDS.map(([k, abbr]) => [abbr, s.deletedKinds[k] ?? 0] as const).filter(([, n]) => n > 0)
  const named = loud.reduce((n, [, c]) => n + c, 0)
  const rest = s.deletes - named
  const parts = loud.map(([abbr, n]) => plural(n, abbr))
  if (rest > 0) parts.push(named > 0 ? plural(rest, 'other resource') : plural(rest, 'resource'))
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]!
}

/** The report's line on changed files no Application the guard found reads (`label` writes a path for the format). */
export function unreadSentence(files: string[], label: (file: string) => string): string {
  return `${plural(files.length, 'changed file')} no Application the guard found reads, so nothing analysed ${files.length === 1 ? 'it' : 'them'}: ${listSome(files, 10, label)}.`
}

/** Apps that will not sync for one reason, from the blocking findings (issue 48 item 3): what breaks, for the title. */
export interface WontSync {
  apps: string[]
  /** "immutable", "path not found", "render error". */
  reason: string
  /** For an immutable change: the first field, e.g. spec.selector. */
  field: string | null
}

/** The apps that will not sync, by reason, most apps first (report order within). */
export function wontSync(r: Pick<Report, 'findings'>): WontSync[] {
  const by = new Map<string, WontSync>()
  for (const f of r.findings) {
    const why = wontSyncOf(f)
    if (!why) continue
    const k = `${why.reason}\u0000${why.field ?? ''}`
    const g = by.get(k) ?? { apps: [], ...why }
    if (!g.apps.includes(f.app!)) g.apps.push(f.app!)
    by.set(k, g)
  }
  return [...by.values()].sort((a, b) => b.apps.length - a.apps.length)
}

/**
 * "30 apps won't sync (immutable `spec.selector`)", "observability won't sync (path not found)"; '' when none. `field`
 * writes a field name for the format (markdown: code).
 */
export function wontSyncPhrase(r: Pick<Report, 'findings'>, field: (f: string) => string, name: (s: string) => string): string {
  const list = wontSync(r)
  if (list.length === 0) return ''
  const why = (w: WontSync): string => (w.field ? `${w.reason} ${field(w.field)}` : w.reason)
  const apps = [...new Set(list.flatMap((w) => w.apps))]
  const who = apps.length === 1 ? name(apps[0]!) : plural(apps.length, 'app')
  const reasons = list.slice(0, 2).map(why)
  const more = list.length > 2 ? ` and ${list.length - 2} more` : ''
  return `${who} won't sync (${reasons.join(', ')}${more})`
}
