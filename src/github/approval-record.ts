// Where an approval is bound to what it approved. The approve label alone says nothing about WHICH deletions a
// reviewer accepted; so when the label is applied, the set of blocking prune/cascade findings at that moment is
// recorded (its digest, count and who) in the hidden marker of this tool's own sticky comment or review, and later runs
// honour the label only while the set is the same. A push that changes the set needs the label applied again.
import { applyApproval, approvableCount, approvalDigest, markApprovalStale, type ApprovalRecord } from '../report/approval.js'
import type { Report } from '../report/model.js'
import type { GitHubApi, RestItem } from './api.js'
import { findSticky, parseMarker, type Repo } from './comment.js'
import type { CommentMode } from './constants.js'

export type ApprovalState = 'nothing-to-approve' | 'approved-now' | 'approved' | 'stale' | 'refused'

/** Who approves in this run: the label's sender (this run is the labeling) or an approving review's author. */
export interface Approver {
  by: string | null
  event: number | null
  via?: 'label' | 'review'
  /** Why they may (config approvers), in words; null: anyone but the author may. */
  standing?: string | null
}

export interface ApprovalDecision {
  report: Report
  /** The record to keep in the marker (null: none). */
  record: ApprovalRecord | null
  state: ApprovalState
  /** state 'refused': who tried to approve, why it does not count, who may approve. */
  refusal?: string
}

/**
 * The approve label is on the PR. `labeled`: this run is the labeling itself (who, and the label event id when known):
 * the current set is approved and recorded. Otherwise the `stored` record must cover exactly the current set.
 */
export function decideApproval(report: Report, label: string, labeled: Approver | null, stored: ApprovalRecord | null): ApprovalDecision {
  const count = approvableCount(report)
  if (count === 0) return { report, record: stored, state: 'nothing-to-approve' }
  const digest = approvalDigest(report)
  if (labeled) {
    const how = { ...(labeled.via === 'review' ? { via: 'review' as const } : {}), ...(labeled.standing ? { standing: labeled.standing } : {}) }
    const record: ApprovalRecord = { digest, count, head: report.head.sha, by: labeled.by, event: labeled.event, ...how }
    return { report: applyApproval(report, { label, by: labeled.by, ...how }), record, state: 'approved-now' }
  }
  if (stored && stored.digest === digest)
    return { report: applyApproval(report, { label, by: stored.by, via: stored.via, standing: stored.standing }), record: stored, state: 'approved' }
  return { report: markApprovalStale(report, label, stored), record: stored, state: 'stale' }
}

/** The approval recorded in this tool's own comment (or latest own review) for `key` on the PR, if any. */
export async function storedApproval(api: GitHubApi, r: Repo, pr: number, key: string, login: string, mode: CommentMode): Promise<ApprovalRecord | null> {
  if (mode === 'review') {
    type Review = RestItem<'pulls', 'listReviews'>
    const ours = (await api.paginate<Review>(`/repos/${r.owner}/${r.repo}/pulls/${pr}/reviews`)).filter(
      (v) => v.user?.login === login && parseMarker(v.body)?.key === key
    )
    return parseMarker(ours[ours.length - 1]?.body)?.approval ?? null
  }
  const c = await findSticky(api, r, pr, key, login)
  return parseMarker(c?.body)?.approval ?? null
}

/** A line for the log about the decision. */
export function approvalLog(d: ApprovalDecision, label: string): string | null {
  const by = d.record?.by ? ` by @${d.record.by}` : ''
  const how = d.record?.via === 'review' ? 'an approving review' : `label ${label}`
  const standing = d.record?.standing ? ` (${d.record.standing})` : ''
  switch (d.state) {
    case 'approved-now':
      return `${d.record!.count} deletion finding(s) approved${by}${standing} via ${how}; the approval is bound to this set.`
    case 'approved':
      return `${d.record!.count} deletion finding(s) approved${by}${standing} via ${how} (the same set as when it was approved).`
    case 'refused':
      return d.refusal ?? null
    case 'stale':
      return `The label ${label} does not cover this change's deletions (the set changed since it was applied, or no approval was recorded): remove it and add it again to approve.`
    default:
      return null
  }
}
