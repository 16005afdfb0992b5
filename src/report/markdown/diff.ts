// The rendered diff in markdown: one collapsed <details> per app, one ```diff block per resource. It takes only the
// room the rest of the body leaves within the budget, so it never pushes the report to a coarser detail level:
// resources are added by risk (riskiest app first, resources with a finding first) and what does not fit is named
// in a note that points to the full diff. In the comment each resource is cut at DIFF_LINES_PER_RESOURCE lines /
// DIFF_CHARS_PER_RESOURCE characters; the job summary (`fullDiff`) shows every line. Fences are longer than any
// backtick run in the content (md.ts `fence`), so a manifest cannot close them.
import { appsByRisk } from '../blockers.js'
import { COMMENT_BUDGET, ellipsize, type Budget } from '../budget.js'
import type { ResourceDiff } from '../diffs.js'
import { appFindings, findingsByApp, resLabel, shownApps } from './parts.js'
import { code, details, fence, link, sizeOf, text, type Measure } from './md.js'
import type { Report, ReportApp } from '../model.js'
import type { Finding } from '../../rules/types.js'
import { blankNames } from '../causes.js'
import { listSome, plural } from '../../lib/text.js'

export const DIFF_LINES_PER_RESOURCE = 60
export const DIFF_CHARS_PER_RESOURCE = 4096
/** Kept free for the note naming what was left out (the note is cut to fit it). */
const NOTE_RESERVE = 800

export interface DiffMarkdownOptions {
  budget?: Budget
  /** Every line of every resource (the job summary); otherwise each resource is cut (the comment). */
  fullDiff?: boolean
  fullReportUrl?: string
}

const ACTION_WORD: Record<ResourceDiff['action'], string> = { update: '', create: ' (created)', prune: ' (pruned)' }

/** The first lines of a diff within the per-resource budget, and how many were left out. */
function cut(lines: string[], full: boolean): { shown: string[]; more: number } {
  if (full) return { shown: lines, more: 0 }
  const shown: string[] = []
  let chars = 0
  for (const l of lines) {
    if (shown.length >= DIFF_LINES_PER_RESOURCE || chars + l.length + 1 > DIFF_CHARS_PER_RESOURCE) break
    shown.push(l)
    chars += l.length + 1
  }
  return { shown, more: lines.length - shown.length }
}

/** An update whose YAML reads the same once normalized (a Secret's `stringData` moved to `data` with the same value). */
export const NO_LINES = "No line differs once normalized the way Argo CD compares (a Secret's stringData counts as data)."

export function secretNote(d: ResourceDiff, quote: (s: string) => string): string | null {
  if (!d.secret) return null
  const parts = [
    d.secret.changed.length ? `changed: ${d.secret.changed.map(quote).join(', ')}` : '',
    d.secret.unchanged.length ? `unchanged: ${d.secret.unchanged.map(quote).join(', ')}` : ''
  ].filter(Boolean)
  return `Secret values are hidden (a changed value shows a different mask)${parts.length ? `; ${parts.join('; ')}` : ''}.`
}

function resourceBlock(d: ResourceDiff, full: boolean, where: string): string[] {
  const { shown, more } = cut(d.lines, full)
  const label = `${code(resLabel(d))}${ACTION_WORD[d.action]} · +${d.added} −${d.removed}`
  const out = d.lines.length === 0 ? [label, '', NO_LINES] : [label, '', fence(shown.join('\n'), 'diff')]
  if (more > 0) out.push('', `… ${plural(more, 'more line')}; the full diff is in the ${where}.`)
  const note = secretNote(d, (s) => code(s))
  if (note) out.push('', `🔒 ${note}`)
  return [...out, '']
}

const linesSize = (lines: string[], m: Measure): number => lines.reduce((n, l) => n + sizeOf(l, m) + 1, 0)

/** An app's diffs, riskiest first: resources a finding names, then the report's order. */
function byRisk(byApp: Map<string, Finding[]>, a: ReportApp): ResourceDiff[] {
  const named = new Set(
    appFindings(byApp)(a)
      .filter((f) => f.resource)
      .map((f) => resLabel(f.resource!))
  )
  const diffs = a.diffs ?? []
  return [...diffs.filter((d) => named.has(resLabel(d))), ...diffs.filter((d) => !named.has(resLabel(d)))]
}

/**
 * For each resource diff, the apps whose diff of the same resource reads the same once their own name and namespaces
 * are left out (causes.ts blankNames), in the order given; the first of them shows it.
 */
export function sameDiffs(apps: ReportApp[]): Map<ResourceDiff, { first: ReportApp; apps: ReportApp[] }> {
  const byKey = new Map<string, { first: ReportApp; apps: ReportApp[] }>()
  const out = new Map<ResourceDiff, { first: ReportApp; apps: ReportApp[] }>()
  for (const a of apps) {
    const diffs = a.diffs ?? []
    const names = [a.name, ...diffs.map((d) => d.namespace)]
    for (const d of diffs) {
      const blank = (s: string): string => blankNames(s, names)
      const key = JSON.stringify([d.action, d.group, d.kind, blank(d.name), d.secret, blank(d.lines.join('\n'))])
      let g = byKey.get(key)
      if (!g) byKey.set(key, (g = { first: a, apps: [] }))
      if (!g.apps.includes(a)) g.apps.push(a)
      out.set(d, g)
    }
  }
  return out
}

/**
 * Inserts the rendered-diff section into `out` at `at`, within what the budget leaves. `out` is the rest of the body
 * (joined with '\n' plus a final newline, as renderMarkdownAt returns it).
 */
export function insertDiffs(out: string[], at: number, r: Report, opts: DiffMarkdownOptions): void {
  const apps = appsByRisk(r, shownApps(r)).filter((a) => (a.diffs ?? []).length > 0)
  if (apps.length === 0) return
  const budget = opts.budget ?? { limit: COMMENT_BUDGET, measure: 'chars' }
  const m = budget.measure
  const full = !!opts.fullDiff
  const where = full ? 'JSON report (--output, or the report artifact)' : 'job summary'
  let room = budget.limit - linesSize(out, m) - NOTE_RESERVE
  const section: string[] = ['### Rendered diff', '']
  room -= linesSize(section, m)
  const dropped: Array<{ app: string; n: number }> = []
  const byApp = findingsByApp(r)
  const same = sameDiffs(apps)
  for (const a of apps) {
    if (room <= 0) {
      dropped.push({ app: a.name, n: a.diffs!.length }) // nothing more fits: not rendered at all
      continue
    }
    // A resource diff the same in several apps (one base, one template) is shown once, in the first (issue 48).
    const diffs = byRisk(byApp, a).filter((d) => same.get(d)!.first === a)
    if (diffs.length === 0) continue
    const added = diffs.reduce((n, d) => n + d.added, 0)
    const removed = diffs.reduce((n, d) => n + d.removed, 0)
    const summary = `✏️ ${text(a.name)}: ${plural(diffs.length, 'resource')} · +${added} −${removed}`
    const frame = details(summary, [])
    let left = room - linesSize(frame, m) - 1 // the blank line after the block
    const body: string[] = []
    let n = 0
    for (const d of diffs) {
      const block = resourceBlock(d, full, where)
      const others = same.get(d)!.apps.filter((o) => o !== a)
      if (others.length)
        block.splice(
          block.length - 1,
          0,
          '',
          `The same change in ${plural(others.length, 'other app')}: ${text(
            listSome(
              others.map((o) => o.name),
              10
            )
          )}.`
        )
      const size = linesSize(block, m)
      if (size > left) continue
      for (const l of block) body.push(l)
      left -= size
      n++
    }
    if (n < diffs.length) dropped.push({ app: a.name, n: diffs.length - n })
    if (n === 0) continue
    if (body[body.length - 1] === '') body.pop() // details() adds the blank line before </details>
    const lines = [...details(summary, body), '']
    room -= linesSize(lines, m)
    for (const l of lines) section.push(l)
  }
  if (dropped.length > 0) {
    const total = dropped.reduce((s, d) => s + d.n, 0)
    const apps = ellipsize(dropped.map((d) => d.app).join(', '), 300)
    const place = !full && opts.fullReportUrl ? `the ${link('job summary', opts.fullReportUrl)}` : `the ${where}`
    const note = `Diff of ${plural(total, 'resource')} left out to stay within the size limit (${text(apps)}); ${place} has it.`
    if (sizeOf(note, m) + 2 <= NOTE_RESERVE) section.push(note, '')
  }
  if (section.length === 2 || linesSize(out, m) + linesSize(section, m) > budget.limit) return
  const tail = out.splice(at) // no splice(at, 0, ...section): the job summary's section can be long
  for (const l of section) out.push(l)
  for (const l of tail) out.push(l)
}
