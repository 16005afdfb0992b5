// Review mode (comment-mode: review): a pull request review instead of the sticky comment. REQUEST_CHANGES when a
// finding blocks, COMMENT otherwise; inline comments where a finding points at a line inside the PR diff; earlier
// blocking reviews of ours are dismissed once the PR is clean; an identical review is not submitted again.
import { findingRevision } from '../rules/index.js'
import { findingIcon, resLabel } from '../report/markdown/parts.js'
import { trustedDocs } from '../report/sanitize.js'
import { link, text } from '../report/markdown/md.js'
import type { Report } from '../report/model.js'
import { ApiError, type GitHubApi, type RestItem } from './api.js'
import type { Repo } from './comment.js'
import { parseMarker } from './comment.js'
import { REVIEW_COMMENTS_MAX } from './constants.js'

type PullFile = Pick<RestItem<'pulls', 'listFiles'>, 'filename' | 'status' | 'patch'>
type Review = RestItem<'pulls', 'listReviews'>

export type Side = 'LEFT' | 'RIGHT'

/** Lines a review comment may target, per file and side: every line of every hunk (context included). */
export function changedLinesByFile(files: PullFile[]): Map<string, Record<Side, Set<number>>> {
  const out = new Map<string, Record<Side, Set<number>>>()
  for (const f of files) {
    const sides: Record<Side, Set<number>> = { LEFT: new Set(), RIGHT: new Set() }
    let left = 0
    let right = 0
    for (const line of (f.patch ?? '').split('\n')) {
      const h = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
      if (h) {
        left = Number(h[1])
        right = Number(h[2])
      } else if (line.startsWith('-')) sides.LEFT.add(left++)
      else if (line.startsWith('+')) sides.RIGHT.add(right++)
      else if (line.startsWith(' ') || line === '') {
        sides.LEFT.add(left++)
        sides.RIGHT.add(right++)
      }
    }
    out.set(f.filename, sides)
  }
  return out
}

export interface InlineComment {
  path: string
  line: number
  side: Side
  body: string
}

/** Findings whose file:line lies in the diff: base-side rules (what is removed) on the LEFT, others on the RIGHT. */
export function inlineComments(report: Report, lines: Map<string, Record<Side, Set<number>>>): InlineComment[] {
  const out: InlineComment[] = []
  for (const f of report.findings) {
    if (!f.file || !f.line) continue
    const side: Side = findingRevision(f.rule) === 'base' ? 'LEFT' : 'RIGHT'
    if (!lines.get(f.file)?.[side].has(f.line)) continue
    const rule = trustedDocs(f) ? link(text(f.rule), trustedDocs(f)!) : text(f.rule)
    const parts = [`${findingIcon(f)} **${f.severity}** · ${rule}${f.resource ? ` · ${text(resLabel(f.resource))}` : ''}`, '', text(f.message)]
    if (f.suppressed) parts.push('', `✅ Not blocking: ${text(f.suppressed)}`)
    if (f.fix) parts.push('', `**Fix:** ${text(f.fix)}`)
    out.push({ path: f.file, line: f.line, side, body: parts.join('\n') })
    if (out.length >= REVIEW_COMMENTS_MAX) break
  }
  return out
}

export interface ReviewResult {
  action: 'submitted' | 'unchanged' | 'skipped'
  url: string | null
  dismissed: number
  warnings: string[]
}

export async function publishReview(
  api: GitHubApi,
  r: Repo,
  pr: number,
  key: string,
  login: string,
  report: Report,
  body: string,
  create = true
): Promise<ReviewResult> {
  const base = `/repos/${r.owner}/${r.repo}/pulls/${pr}`
  const warnings: string[] = []
  const ours = (await api.paginate<Review>(`${base}/reviews`)).filter((v) => v.user?.login === login && parseMarker(v.body)?.key === key)
  let dismissed = 0
  if (report.verdict === 'pass') {
    for (const v of ours.filter((x) => x.state === 'CHANGES_REQUESTED')) {
      await api.request('PUT', `${base}/reviews/${v.id}/dismissals`, {
        body: { message: 'Argo CD Prune Guard: no blocking findings any more.', event: 'DISMISS' }
      })
      dismissed++
    }
  }
  if (!create && ours.length === 0) return { action: 'skipped', url: null, dismissed, warnings }
  let event: 'REQUEST_CHANGES' | 'COMMENT' = report.verdict === 'fail' ? 'REQUEST_CHANGES' : 'COMMENT'
  const last = ours[ours.length - 1]
  const lastState = last?.state === 'CHANGES_REQUESTED' ? 'REQUEST_CHANGES' : 'COMMENT'
  if (last && last.body === body && lastState === event && dismissed === 0) return { action: 'unchanged', url: last.html_url, dismissed, warnings }
  const files = await api.paginate<PullFile>(`${base}/files`)
  const comments = inlineComments(report, changedLinesByFile(files))
  const submit = (ev: string) => api.request<Review>('POST', `${base}/reviews`, { body: { commit_id: report.head.sha, body, event: ev, comments } })
  let res
  try {
    res = await submit(event)
  } catch (e) {
    // 422: e.g. "Can not request changes on your own pull request" (a token of the PR author): fall back to COMMENT.
    if (!(e instanceof ApiError && e.status === 422 && event === 'REQUEST_CHANGES')) throw e
    warnings.push(`GitHub refused REQUEST_CHANGES (${e.message}); the review was submitted as COMMENT. The job's exit code still gates.`)
    event = 'COMMENT'
    res = await submit(event)
  }
  return { action: 'submitted', url: res.data.html_url, dismissed, warnings }
}
