// The optional named check run (check-name) and commit status (status-context). Both carry the job's verdict for
// the PR head SHA. A check run starts in_progress, then completes with the summary and its annotations in batches
// of 50 (the API's per-request maximum); field sizes stay within GitHub's limits.
import { plural } from '../lib/text.js'
import { checkAnnotations } from '../report/annotations.js'
import { approvedByText } from '../report/approval.js'
import { ANNOTATIONS_PER_REQUEST, batches, CHECK_TEXT_MAX, CHECK_TITLE_MAX, ellipsize, STATUS_DESCRIPTION_MAX } from '../report/budget.js'
import { wontSyncPhrase } from '../report/headline.js'
import { summaryLine } from '../report/markdown/parts.js'
import { renderMarkdownFitted, type MarkdownOptions } from '../report/markdown/markdown.js'
import { fence } from '../report/markdown/md.js'
import type { Report } from '../report/model.js'
import type { GitHubApi, RestData } from './api.js'
import type { Repo } from './comment.js'

type CheckRun = RestData<'checks', 'create'>

export function checkTitle(r: Report): string {
  // Issue 11 item 8: an approved pass still names who approved (the summary line says what is deleted).
  const by = r.verdict === 'pass' ? approvedByText(r) : ''
  const broken = r.verdict === 'fail' ? wontSyncPhrase(r, String, String) : ''
  const count = plural(r.summary.blocking, 'blocking finding')
  const verdict = r.verdict === 'fail' ? (broken ? `${broken} (${count})` : count) : by ? `passed (deletions ${by})` : 'passed'
  return ellipsize(`${verdict} · ${summaryLine(r)}`, CHECK_TITLE_MAX)
}

/** Title prefix of a pass that this run could not verify (mode: publish). */
export const UNVERIFIED = 'Not verified'

export interface CheckPlan {
  conclusion: 'success' | 'failure' | 'neutral'
  title: string
  summary: string
  /** Batches of at most 50 annotations: the first goes with the completing update, the rest in further updates. */
  batches: ReturnType<typeof checkAnnotations>['annotations'][]
  omitted: number
}

/** Everything the check run will carry, computed without I/O (tested on its own). */
export function planCheckRun(r: Report, md: MarkdownOptions, unverified = false): CheckPlan {
  const { annotations, omitted } = checkAnnotations(r)
  let summary = renderMarkdownFitted(r, { ...md, marker: undefined, budget: { limit: CHECK_TEXT_MAX - 200, measure: 'chars' } }).body
  if (omitted > 0) summary += `\n${plural(omitted, 'more annotation')} not attached (GitHub limit); see the job summary.\n`
  const neutral = unverified && r.verdict !== 'fail'
  if (neutral) summary = `> ${UNVERIFIED_NOTE}\n\n${summary}`
  return {
    conclusion: r.verdict === 'fail' ? 'failure' : neutral ? 'neutral' : 'success',
    title: neutral ? ellipsize(`${UNVERIFIED}: ${checkTitle(r)}`, CHECK_TITLE_MAX) : checkTitle(r),
    summary,
    batches: batches(annotations, ANNOTATIONS_PER_REQUEST),
    omitted
  }
}

export async function startCheckRun(api: GitHubApi, repo: Repo, name: string, sha: string, externalId: string): Promise<CheckRun> {
  const res = await api.request<CheckRun>('POST', `/repos/${repo.owner}/${repo.repo}/check-runs`, {
    body: {
      name,
      head_sha: sha,
      status: 'in_progress',
      external_id: externalId,
      output: { title: 'Rendering…', summary: 'Rendering the Applications at base and head.' }
    }
  })
  return res.data
}

/** Completes a started check run, or creates a completed one when `id` is null. Returns its URL. */
export async function completeCheckRun(
  api: GitHubApi,
  repo: Repo,
  opts: { id: number | null; name: string; sha: string; externalId: string; plan: CheckPlan }
): Promise<string | null> {
  const { plan } = opts
  const output = (annotations: CheckPlan['batches'][number] | undefined) => ({
    title: plan.title,
    summary: plan.summary,
    ...(annotations?.length ? { annotations } : {})
  })
  const path = `/repos/${repo.owner}/${repo.repo}/check-runs`
  const done = { status: 'completed', conclusion: plan.conclusion }
  const [first, ...rest] = plan.batches
  let run: CheckRun
  if (opts.id === null) {
    run = (
      await api.request<CheckRun>('POST', path, { body: { name: opts.name, head_sha: opts.sha, external_id: opts.externalId, ...done, output: output(first) } })
    ).data
  } else {
    run = (await api.request<CheckRun>('PATCH', `${path}/${opts.id}`, { body: { ...done, output: output(first) } })).data
  }
  // Annotations of later updates are appended to the run's existing ones.
  for (const b of rest) await api.request('PATCH', `${path}/${run.id}`, { body: { output: output(b) } })
  return run.html_url
}

/** Completes a check run as failed because the analysis itself did not finish. */
export async function failCheckRun(api: GitHubApi, repo: Repo, id: number, message: string): Promise<void> {
  await api.request('PATCH', `/repos/${repo.owner}/${repo.repo}/check-runs/${id}`, {
    body: {
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'The analysis failed', summary: fence(ellipsize(message, CHECK_TEXT_MAX - 64), 'text') }
    }
  })
}

export type StatusState = 'pending' | 'success' | 'failure' | 'error'

export async function setStatus(
  api: GitHubApi,
  repo: Repo,
  opts: { sha: string; context: string; state: StatusState; description: string; targetUrl: string | null }
): Promise<void> {
  await api.request('POST', `/repos/${repo.owner}/${repo.repo}/statuses/${opts.sha}`, {
    body: {
      state: opts.state,
      context: opts.context,
      description: ellipsize(opts.description, STATUS_DESCRIPTION_MAX),
      ...(opts.targetUrl ? { target_url: opts.targetUrl } : {})
    }
  })
}

/** Why a pass from another run's report is not posted as success. */
export const UNVERIFIED_NOTE =
  "This report was produced by the pull request's own workflow run and cannot be verified here, so a pass is not posted as success. The required check is the analyze job."

export function statusOf(r: Report, unverified = false): { state: StatusState; description: string } {
  if (unverified && r.verdict !== 'fail') return { state: 'pending', description: `${UNVERIFIED}: ${checkTitle(r)}; require the analyze job` }
  return { state: r.verdict === 'fail' ? 'failure' : 'success', description: checkTitle(r) }
}
