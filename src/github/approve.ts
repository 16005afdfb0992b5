// Who approved this run's deletions, for both modes (main.ts analyze/auto, publish-mode.ts) from trusted sources only:
// the approvers setting (base config or input), the PR's author, labels and reviews from the event or the API, and the
// record in our own comment. In order:
//   1. this run is the approve label being applied: its sender approves the current set if they may (approvers.ts);
//   2. with `reviews` in the approvers: the newest approving review of the CURRENT head commit by someone who may;
//   3. the recorded approval (approval-record.ts), while what it rests on holds: the label still on the PR (a label
//      approval), or the reviewer's latest review still an approval (a review approval); and the set is the same;
//   4. a refused labeling or review: blocking, and each deletion says who, why it does not count and who may approve.
import type { Approvers } from '../config/approvers.js'
import { approvable, approvableCount, markApprovalRefused, type ApprovalRecord } from '../report/approval.js'
import type { Report } from '../report/model.js'
import type { GitHubApi, RestItem } from './api.js'
import { decideApproval, type ApprovalDecision } from './approval-record.js'
import { ApproverChecks, type PullFacts } from './approvers.js'
import type { Repo } from './comment.js'

export interface ApprovalInput {
  api: GitHubApi | null
  repo: Repo
  pull: PullFacts
  approvers: Approvers
  label: string | null
  /** The approve label is on the pull request now. */
  labelOn: boolean
  /** This run is the label being applied (by whom; the label event id when known). */
  labeling: { by: string; event: number | null } | null
  /** The approval recorded in our own comment or review. */
  stored: ApprovalRecord | null
}

type ReviewState = RestItem<'pulls', 'listReviews'>

/** Each reviewer's latest review that has a say (approved, changes requested, dismissed), by lower-cased login. */
async function latestReviews(api: GitHubApi, r: Repo, pr: number): Promise<Map<string, ReviewState>> {
  const out = new Map<string, ReviewState>()
  for (const v of await api.paginate<ReviewState>(`/repos/${r.owner}/${r.repo}/pulls/${pr}/reviews`)) {
    if (!v.user?.login || !['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED'].includes(v.state)) continue
    out.set(v.user.login.toLowerCase(), v)
  }
  return out
}

/** The files that defined the deletions, or null when some are counted without being listed (or have no file). */
function deletionFiles(report: Report): string[] | null {
  const files: string[] = []
  for (const f of approvable(report)) {
    if (f.unlisted || !f.file) return null
    files.push(f.file)
  }
  return files
}

export async function resolveApproval(report: Report, a: ApprovalInput): Promise<ApprovalDecision | null> {
  const label = a.label ?? ''
  if (!a.labelOn && !a.approvers.reviews) return null
  // Nothing to approve: the record is kept while what it rests on may still hold (the label on, or a review record).
  if (approvableCount(report) === 0) return a.labelOn || a.stored?.via === 'review' ? decideApproval(report, label, null, a.stored) : null
  const checks = a.api ? new ApproverChecks(a.api, a.repo, a.approvers, a.pull) : null
  const subject = { files: deletionFiles(report) }
  const refusals: string[] = []
  if (a.labelOn && a.labeling) {
    const st = checks ? await checks.standing(a.labeling.by, subject) : { ok: false as const, reason: 'no GitHub token to check who may approve' }
    if (st.ok) return decideApproval(report, label, { ...a.labeling, via: 'label', standing: st.standing }, a.stored)
    refusals.push(`The label ${label} was applied by @${a.labeling.by}, which does not count: ${st.reason}.`)
  }
  let reviews: Map<string, ReviewState> | null = null
  if (a.approvers.reviews && a.api && checks) {
    try {
      reviews = await latestReviews(a.api, a.repo, a.pull.number)
    } catch (e) {
      const status = e instanceof Error && 'status' in e ? ` (HTTP ${String(e.status)})` : ''
      refusals.push(`Approving reviews could not be read${status}: the token needs the permission 'pull-requests: read'.`)
    }
    const current = [...(reviews ?? new Map<string, ReviewState>()).values()]
      .filter((v) => v.state === 'APPROVED' && v.commit_id === a.pull.headSha)
      .sort((x, y) => y.id - x.id)
    for (const v of current) {
      const st = await checks.standing(v.user!.login, subject)
      if (st.ok) return decideApproval(report, label, { by: v.user!.login, event: v.id, via: 'review', standing: st.standing }, a.stored)
      refusals.push(`The approving review by @${v.user!.login} does not count: ${st.reason}.`)
    }
  }
  // A refused labeling replaces the label's earlier record: the label now on the PR is the refused one.
  const refusedLabel = a.labeling !== null && a.labelOn
  const s = a.stored
  const holds = s !== null && (s.via === 'review' ? reviews?.get((s.by ?? '').toLowerCase())?.state === 'APPROVED' : a.labelOn && !refusedLabel)
  if (holds) {
    const d = decideApproval(report, label, null, s)
    if (d.state === 'approved' || refusals.length === 0) return d
  }
  if (refusals.length) {
    const refusal = `${refusals.join(' ')} Who may approve: ${checks?.describe() ?? 'nobody without a GitHub token'}.`
    return { report: markApprovalRefused(report, refusal), record: refusedLabel ? null : s, state: 'refused', refusal }
  }
  if (!a.labelOn) return null
  return decideApproval(report, label, null, s?.via === 'review' ? null : s)
}
