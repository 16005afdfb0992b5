// Findings as annotations at file:line: check-run annotations (sent in batches of 50) and workflow-command
// annotations (no permission needed; the runner shows at most 10 of each level per step). Pure and deterministic.
import { findingRevision } from '../rules/index.js'
import type { Finding } from '../rules/types.js'
import { ANNOTATIONS_MAX, CHECK_TEXT_MAX, CHECK_TITLE_MAX, ellipsize } from './budget.js'
import { appKey, resLabel } from './markdown/parts.js'
import type { Report } from './model.js'
import { visible } from './sanitize.js'

export type CheckAnnotationLevel = 'failure' | 'warning' | 'notice'

/** The shape of `output.annotations[]` in the Checks API. */
export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: CheckAnnotationLevel
  title: string
  message: string
  raw_details?: string
}

export interface Annotation {
  level: CheckAnnotationLevel
  file: string
  line: number
  title: string
  message: string
  docs: string
}

/** Workflow commands show at most this many annotations per level and step. */
export const WORKFLOW_ANNOTATIONS_PER_LEVEL = 10

function levelOf(f: Finding): CheckAnnotationLevel {
  if (f.blocking) return 'failure'
  if (f.suppressed || f.severity === 'low' || f.severity === 'info') return 'notice'
  return 'warning'
}

const RANK: Record<CheckAnnotationLevel, number> = { failure: 0, warning: 1, notice: 2 }

/**
 * One annotation per finding this change introduces that has a place in the head revision (annotations are shown on
 * the head commit's files): its own file:line, else the manifest of its app. A finding already at base is not about
 * this change (issue 48 item 8). A deletion points into base, where the deleted object was, a file the head may no
 * longer have (or whose lines moved): it is placed on its app's manifest, or not at all when the app is removed too.
 * Sorted by level, then file and line.
 */
export function annotations(r: Report): Annotation[] {
  const apps = new Map(r.apps.map((a) => [appKey(a.namespace || null, a.name), a]))
  const out: Annotation[] = []
  for (const f of r.findings) {
    if (!f.introduced) continue
    const app = apps.get(appKey(f.appNamespace, f.app))
    const own = findingRevision(f.rule) === 'head' ? f.file : null
    const file = own ?? (app && app.change !== 'removed' ? app.file : null)
    if (!file) continue
    const line = own ? (f.line ?? 1) : (app?.line ?? 1)
    const subject = f.resource ? resLabel(f.resource) : f.app ? `app ${f.app}` : ''
    const extra = [f.fix ? `Fix: ${f.fix}` : '', f.suppressed ? `Not blocking: ${f.suppressed}` : ''].filter(Boolean)
    out.push({
      level: levelOf(f),
      file,
      line: Math.max(1, line),
      title: `${f.severity} · ${f.rule}${subject ? ` · ${subject}` : ''}`,
      message: [f.message, ...extra].join('\n\n'),
      docs: f.docs
    })
  }
  return out.sort(
    (a, b) =>
      RANK[a.level] - RANK[b.level] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)
  )
}

/** Check-run annotations within the API's field limits, at most ANNOTATIONS_MAX. */
export function checkAnnotations(r: Report): { annotations: CheckAnnotation[]; omitted: number } {
  const all = annotations(r)
  const kept = all.slice(0, ANNOTATIONS_MAX)
  return {
    annotations: kept.map((a) => ({
      path: a.file,
      start_line: a.line,
      end_line: a.line,
      annotation_level: a.level,
      // Plain text in the UI: control, bidi and zero-width characters shown as escapes.
      title: ellipsize(visible(a.title), CHECK_TITLE_MAX),
      message: ellipsize(visible(a.message, true), CHECK_TEXT_MAX),
      ...(a.docs ? { raw_details: ellipsize(`Docs: ${a.docs}`, CHECK_TEXT_MAX) } : {})
    })),
    omitted: all.length - kept.length
  }
}

/** Workflow-command annotations: up to 10 per level (error for blocking, warning, notice). */
export function workflowAnnotations(r: Report): Annotation[] {
  const count: Record<CheckAnnotationLevel, number> = { failure: 0, warning: 0, notice: 0 }
  return annotations(r).filter((a) => ++count[a.level] <= WORKFLOW_ANNOTATIONS_PER_LEVEL)
}
