// Approval: a pull-request label (default prune-guard/approve) acknowledges the blocking prune and app-removal
// cascade findings. They stay in the report, marked `suppressed` with who approved, and stop blocking; every other
// rule keeps following fail-on. Pure: the caller finds out who added the label and which set it was added for.
//
// An approval is bound to the SET of findings it acknowledged: a digest of their identities (rule, app, resource),
// recorded when the label is applied (github/approval-record.ts keeps it in the sticky comment's hidden marker). A later
// push that changes the set (one more PVC deleted, another app removed) is not approved until the label is applied again.
// The set is the uncapped one: a count finding of deletions the report does not list (rules/cap.ts) contributes the
// digest of every identity it stands for, so 60 approved deletions never cover 199 that list the same first 50.
import { createHash } from 'node:crypto'
import { isDeletionRule } from '../rules/index.js'
import { findingIdentity, type Finding } from '../rules/types.js'
import type { Report } from './model.js'

/**
 * Whether the approve label acknowledges `f`: a deletion (a rule that declares `deletes`: what a reviewer can knowingly
 * accept), or a finding of what the guard could not measure.
 */
export const isApprovable = (f: Finding): boolean => isDeletionRule(f.rule) || f.approvable === true

export interface Approval {
  label: string
  /** Login of who added the label (or submitted the review), when known. */
  by: string | null
  /** How: the label (default) or an approving pull request review. */
  via?: 'label' | 'review'
  /** Why `by` may approve, in words ("member of @acme/platform"); null or absent: anyone but the author may. */
  standing?: string | null
}

/** What an approval covered, as recorded when the label was applied. */
export interface ApprovalRecord {
  /** approvalDigest() of the blocking approvable findings at that time. */
  digest: string
  /** How many findings that was (every deletion, also those a count finding stands for). */
  count: number
  /** The head commit the approval was made on, when known; a later head keeps it only for the same set. */
  head?: string | null
  by: string | null
  /** The issue event id of the `labeled` event (or the review id), when known (publish mode binds each labeling once). */
  event: number | null
  /** 'review': an approving review of `by` (absent: the label). */
  via?: 'review'
  /** Why `by` could approve (config approvers), in words. */
  standing?: string
}

export function approvalText(a: Approval): string {
  const how = a.via === 'review' ? 'an approving review' : `label ${a.label}`
  return `approved ${a.by ? `by @${a.by} ` : ''}via ${how}${a.standing ? ` (${a.standing})` : ''}`
}

/** The findings an approval would acknowledge: blocking findings of the approvable rules. */
export function approvable(report: Report): Finding[] {
  return report.findings.filter((f) => f.blocking && isApprovable(f))
}

/**
 * A finding's identity for approval: rule, app and resource (never the wording of its message); for a count finding,
 * also how many it stands for and their identities' digest.
 */
export function approvalKey(f: Finding): string {
  const id = findingIdentity(f)
  return f.unlisted ? `${id}\u0000${f.unlisted.count}\u0000${f.unlisted.digest}` : id
}

/** How many findings the approvable ones are, counting what each count finding stands for. */
export function approvableCount(report: Report): number {
  return approvable(report).reduce((n, f) => n + (f.unlisted?.count ?? 1), 0)
}

/** A short digest of the uncapped set of approvable findings (order-independent); '' for an empty set. */
export function approvalDigest(report: Report): string {
  const keys = [...new Set(approvable(report).map(approvalKey))].sort()
  if (keys.length === 0) return ''
  return createHash('sha256').update(keys.join('\n')).digest('hex').slice(0, 16)
}

/** A new report with the approvable blocking findings acknowledged, blocking count and verdict recomputed. */
export function applyApproval(report: Report, approval: Approval): Report {
  const reason = approvalText(approval)
  return withFindings(
    report,
    report.findings.map((f) => (f.blocking && isApprovable(f) ? { ...f, blocking: false, suppressed: reason } : f))
  )
}

/**
 * The label is on the PR but was applied for another set of findings: nothing is acknowledged, and each blocking
 * approvable finding says what was approved and that the label must be applied again.
 */
export function markApprovalStale(report: Report, label: string, record: ApprovalRecord | null): Report {
  if (record?.via === 'review') {
    const what = `The approving review by @${record.by} was for another set of deletions (${record.count} finding${record.count === 1 ? '' : 's'}); this change deletes a different set.`
    return withFix(report, `${what} A new approval is needed: an approving review of the current head commit, or the label ${label}.`)
  }
  const what = record
    ? `The label ${label} was applied${record.by ? ` by @${record.by}` : ''} for another set of deletions (${record.count} finding${record.count === 1 ? '' : 's'}); this change deletes a different set.`
    : `The label ${label} is on the pull request, but no approval of this set of deletions was recorded.`
  const again = `${what} A new approval is needed: remove the label and add it again to approve the current set.`
  return withFix(report, again)
}

/** An approval was refused (who applied the label, why it does not count, who may approve): each deletion says so. */
export function markApprovalRefused(report: Report, why: string): Report {
  return withFix(report, why)
}

function withFix(report: Report, text: string): Report {
  return withFindings(
    report,
    report.findings.map((f) => (f.blocking && isApprovable(f) ? { ...f, fix: `${f.fix} ${text}` } : f))
  )
}

function withFindings(report: Report, findings: Finding[]): Report {
  const blocking = findings.filter((f) => f.blocking).length
  return { ...report, verdict: blocking > 0 ? 'fail' : 'pass', summary: { ...report.summary, blocking }, findings }
}

/** Who approved, for a title: "approved by @alice", "approved by @alice, @bob", or "approved via label x". */
export function approvedByText(report: Report): string {
  const who = new Set<string>()
  const labels = new Set<string>()
  for (const f of report.findings) {
    const m = /^approved (?:by @(\S+) )?via (?:label (.*?)|an approving review)(?: \([^()]*\))?$/.exec(f.suppressed ?? '')
    if (!m) continue
    if (m[1]) who.add(`@${m[1]}`)
    else if (m[2]) labels.add(m[2])
  }
  if (who.size > 0) return `approved by ${[...who].sort().join(', ')}`
  return labels.size > 0 ? `approved via label ${[...labels].sort().join(', ')}` : ''
}
