// Posting a report: the sticky comment or the review, the check run and the commit status. Each sink is optional and
// each failure is a warning (permissions.ts); the verdict is never changed here.
import { renderMarkdownFitted, DEFAULT_TITLE, type MarkdownOptions } from '../report/markdown/markdown.js'
import type { ApprovalRecord } from '../report/approval.js'
import type { Report } from '../report/model.js'
import type { GitHubApi, RestData } from './api.js'
import { completeCheckRun, planCheckRun, setStatus, statusOf } from './check.js'
import { marker, upsertSticky, type Repo } from './comment.js'
import { DEFAULT_INSTANCE_KEY, Outputs } from './constants.js'
import type { ActionInputs } from './inputs.js'
import { attempt } from './permissions.js'
import { publishReview } from './review.js'
import { syncLabels } from './labels.js'
import type { OutcomeLabels } from '../config/config.js'
import type { Runner } from './runner.js'
import { errorMessage } from '../lib/errors.js'

export interface PublishTarget {
  repo: Repo
  /** The PR to comment on; null on merge_group / push. */
  pr: number | null
  fork: boolean
  /** The commit the check run and status attach to. */
  sha: string
  /** A check run this job already started (in_progress), if any. */
  checkRunId: number | null
  md: MarkdownOptions
  targetUrl: string | null
  /** The approval to record in the marker (which set of deletions the approve label covers). */
  approval?: ApprovalRecord | null
  /** The report came from another run (mode: publish): a pass is not verified here, never posted as success. */
  unverified?: boolean
  /** Outcome labels (config `labels`); absent or disabled = none are touched. */
  labels?: OutcomeLabels
}

/** The GITHUB_TOKEN's identity, used when the token cannot tell its own login. */
export const DEFAULT_BOT = 'github-actions[bot]'

type Sinks = Pick<ActionInputs, 'comment' | 'commentMode' | 'instanceKey' | 'checkName' | 'statusContext'>

export function markdownTitle(key: string): string {
  return key === DEFAULT_INSTANCE_KEY ? DEFAULT_TITLE : `${DEFAULT_TITLE} (${key})`
}

/** The comment (or review) body for a report: marker first, then the report within the comment budget. */
export function commentBody(report: Report, key: string, md: MarkdownOptions, approval: ApprovalRecord | null = null): string {
  const m = marker({ key, head: report.head.sha, base: report.base.sha, approval })
  return renderMarkdownFitted(report, { ...md, marker: m, title: markdownTitle(key) }).body
}

/** The token's own login (GraphQL viewer works for GITHUB_TOKEN, app and user tokens alike). */
export async function tokenLogin(runner: Runner, api: GitHubApi): Promise<string> {
  try {
    return await api.viewerLogin()
  } catch (e) {
    runner.debug(`viewer query failed (${errorMessage(e)}); assuming ${DEFAULT_BOT}`)
    return DEFAULT_BOT
  }
}

/** True when the PR's head is no longer the commit this run analyzed: an older run must not overwrite a newer one. */
async function headMoved(runner: Runner, api: GitHubApi, t: PublishTarget): Promise<boolean> {
  try {
    const pull = await api.request<RestData<'pulls', 'get'>>('GET', `/repos/${t.repo.owner}/${t.repo.repo}/pulls/${t.pr}`)
    if (pull.data.head.sha !== t.sha) {
      runner.notice(`Pull request #${t.pr} moved on to ${pull.data.head.sha.slice(0, 7)}; the comment is left to that run.`)
      return true
    }
  } catch (e) {
    runner.debug(`could not read pull request #${t.pr}: ${errorMessage(e)}`)
  }
  return false
}

export async function publish(runner: Runner, api: GitHubApi, report: Report, t: PublishTarget, sinks: Sinks): Promise<void> {
  const wantComment = sinks.comment === 'always' || (sinks.comment === 'on-findings' && report.findings.length > 0)
  if (t.pr !== null && sinks.comment !== 'never' && (await headMoved(runner, api, t))) {
    runner.info('comment: not updated, a newer commit of this pull request is being checked')
  } else if (t.pr !== null && sinks.comment !== 'never') {
    const login = await tokenLogin(runner, api)
    {
      const body = commentBody(report, sinks.instanceKey, t.md, t.approval ?? null)
      if (sinks.commentMode === 'review') {
        const res = await attempt(runner, 'review', t.fork, () => publishReview(api, t.repo, t.pr!, sinks.instanceKey, login, report, body, wantComment))
        if (res) {
          for (const w of res.warnings) runner.warning(w)
          runner.info(`review: ${res.action}${res.dismissed ? `, ${res.dismissed} earlier blocking review(s) dismissed` : ''}`)
          if (res.url) runner.setOutput(Outputs.CommentUrl, res.url)
        }
      } else {
        const res = await attempt(runner, 'comment', t.fork, () => upsertSticky(api, t.repo, t.pr!, sinks.instanceKey, login, body, wantComment))
        if (res) {
          runner.info(`comment: ${res.action}${res.url ? ` ${res.url}` : ''}`)
          if (res.url) runner.setOutput(Outputs.CommentUrl, res.url)
        }
      }
    }
  } else if (t.pr === null && sinks.comment !== 'never') {
    runner.info('comment: no pull request for this event (job summary and check only)')
  }
  // An older run must not overwrite the labels a newer commit's run set (as for the comment).
  if (t.pr !== null && t.labels?.enabled && !(await headMoved(runner, api, t))) {
    const pr = t.pr
    const res = await attempt(runner, 'labels', t.fork, () => syncLabels(api, t.repo, pr, report, t.labels!))
    if (res) runner.info(`labels: ${[...res.added.map((l) => `+${l}`), ...res.removed.map((l) => `-${l}`)].join(' ') || 'unchanged'}`)
  }
  if (sinks.checkName) {
    const plan = planCheckRun(report, t.md, t.unverified ?? false)
    const url = await attempt(runner, 'check', t.fork, () =>
      completeCheckRun(api, t.repo, { id: t.checkRunId, name: sinks.checkName!, sha: t.sha, externalId: sinks.instanceKey, plan })
    )
    if (url) {
      runner.info(`check run '${sinks.checkName}': ${plan.conclusion} ${url}`)
      runner.setOutput(Outputs.CheckRunUrl, url)
    }
  }
  if (sinks.statusContext) {
    const s = statusOf(report, t.unverified ?? false)
    const ok = await attempt(runner, 'status', t.fork, async () => {
      await setStatus(api, t.repo, { sha: t.sha, context: sinks.statusContext!, ...s, targetUrl: t.targetUrl })
      return true
    })
    if (ok) runner.info(`commit status '${sinks.statusContext}': ${s.state}`)
  }
}
