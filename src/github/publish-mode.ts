// mode: publish, run from a `workflow_run` workflow with a write token: posts the report that an unprivileged
// pull_request run (mode: analyze) uploaded. Nothing in the artifact is trusted without a check: the report is
// schema-validated and size-capped, its head must be the triggering run's head SHA, and the PR number (from the
// trusted payload, else from the artifact) must be a PR of this repository whose head is that SHA. The verdict is then
// recomputed with the base policy and a pass is never posted as success (reverify.ts); approvals come from the PR's
// label and the record in our own comment, never from the artifact (approval-record.ts).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CONFIG_FILE, ConfigError, defaultConfig, loadConfigFile, type Config } from '../config/config.js'
import type { ApprovalRecord } from '../report/approval.js'
import type { Report } from '../report/model.js'
import type { Policy } from '../rules/index.js'
import type { GitHubApi, RestData, RestItem } from './api.js'
import { approvalLog, storedApproval } from './approval-record.js'
import { resolveApproval } from './approve.js'
import type { Approvers } from '../config/approvers.js'
import { reverify } from './reverify.js'
import type { MarkdownOptions } from '../report/markdown/markdown.js'
import { withTrustedDocs } from '../report/sanitize.js'
import { ArtifactError, readContextFile, readReport } from './artifact.js'
import type { GhContext } from './event.js'
import { InputError, type ActionInputs } from './inputs.js'
import { finish, makeApi } from './finish.js'
import { attempt } from './permissions.js'
import { publish, tokenLogin } from './publish.js'
import type { Runner } from './runner.js'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {})

type Pull = RestData<'pulls', 'get'>

/** The base repository's policy: fail-on input, else the config file of this (base) workflow's checkout, else defaults. */
export function basePolicy(inputs: ActionInputs): Policy & Pick<Config, 'argocdUrl' | 'labels' | 'approvers'> {
  const file = join(inputs.repoDir, inputs.configFile ?? CONFIG_FILE)
  let config = defaultConfig(1)
  try {
    if (existsSync(file)) config = loadConfigFile(config, file)
  } catch (e) {
    if (e instanceof ConfigError) throw new InputError(`The base policy for mode: publish: ${e.message}`)
    throw e
  }
  return {
    failOn: inputs.failOn ?? config.failOn,
    rules: config.rules,
    argocdUrl: config.argocdUrl,
    labels: config.labels,
    approvers: inputs.approvers ?? config.approvers
  }
}

/** A label applied this long before or after the analyze run was created counts as the run's trigger. */
const LABEL_RUN_SKEW_MS = 120_000

/**
 * The approval in publish mode, from trusted sources only: the PR (author, head, base, labels) from the API; a new
 * labeling is bound to this report's set when the analyze run was triggered by whoever applied the label, at that time
 * (workflow_run's triggering_actor and created_at); reviews from the API; the approvers from the base policy; otherwise
 * the set recorded in our own comment must match (approve.ts).
 */
async function publishApproval(
  runner: Runner,
  api: GitHubApi,
  inputs: ActionInputs,
  ctx: GhContext,
  pr: number,
  report: Report,
  wr: Obj,
  approvers: Approvers
) {
  const label = inputs.approveLabel
  if (!label) return null
  const repo = `/repos/${ctx.owner}/${ctx.repo}`
  const pull = (await api.request<Pull>('GET', `${repo}/pulls/${pr}`)).data
  const labelOn = (pull.labels ?? []).some((l) => l.name === label)
  if (!labelOn && !approvers.reviews) return null
  const login = await tokenLogin(runner, api)
  const stored: ApprovalRecord | null = await storedApproval(api, { owner: ctx.owner, repo: ctx.repo }, pr, inputs.instanceKey, login, inputs.commentMode)
  type Ev = RestItem<'issues', 'listEvents'>
  const labeled = (e: Ev): e is Extract<Ev, { label: unknown }> => e.event === 'labeled' && 'label' in e && e.label?.name === label
  const last = labelOn ? (await api.paginate<Ev>(`${repo}/issues/${pr}/events`)).filter(labeled).pop() : undefined
  const trigger = obj(wr.triggering_actor).login
  const runCreated = Date.parse(typeof wr.created_at === 'string' ? wr.created_at : '')
  const labeledAt = Date.parse(last?.created_at ?? '')
  const isTrigger =
    last !== undefined &&
    last.id !== stored?.event &&
    typeof trigger === 'string' &&
    last.actor?.login === trigger &&
    Math.abs(runCreated - labeledAt) <= LABEL_RUN_SKEW_MS
  const d = await resolveApproval(report, {
    api,
    repo: { owner: ctx.owner, repo: ctx.repo },
    // The report's head is the PR's head (checked by the caller); the base comes from the API, never the artifact.
    pull: { number: pr, author: pull.user?.login ?? null, headSha: pull.head.sha, baseSha: pull.base.sha ?? '' },
    approvers,
    label,
    labelOn,
    labeling: isTrigger ? { by: last.actor!.login, event: last.id } : null,
    stored
  })
  if (!d) return null
  const line = approvalLog(d, label)
  if (line && (d.state === 'stale' || d.state === 'refused')) runner.warning(line)
  else if (line) runner.notice(line)
  return d
}

export async function runPublishMode(runner: Runner, inputs: ActionInputs, ctx: GhContext, started: number): Promise<number> {
  // Never trust the artifact's verdict, blocking flags or approvals: recompute with the base repository's policy. The
  // artifact is a fork's: docs links are reduced to this tool's own pages (the rest is escaped when rendered).
  const policy = basePolicy(inputs)
  let report = reverify(withTrustedDocs(readReport(inputs.reportPath)), policy)
  const context = readContextFile(inputs.contextPath)
  const api = makeApi(inputs, ctx)!
  const wr = obj(ctx.payload.workflow_run)
  const wrHead = typeof wr.head_sha === 'string' ? wr.head_sha : null
  const sha = wrHead ?? context?.checkSha ?? report.head.sha
  if (wrHead && context && context.checkSha !== wrHead)
    throw new ArtifactError(`The artifact was made for commit ${context.checkSha}, but the triggering run is for ${wrHead}: not publishing it.`)
  if (wrHead && !context && report.head.sha !== wrHead)
    throw new ArtifactError(`The report's head ${report.head.sha} is not the triggering run's head ${wrHead}: not publishing it.`)
  const trusted = (Array.isArray(wr.pull_requests) ? wr.pull_requests : []).map(obj).find((p) => obj(p.head).sha === sha)
  let pr = typeof trusted?.number === 'number' ? trusted.number : (context?.pullRequest ?? null)
  if (pr !== null && !trusted) {
    // The number came from the artifact: accept it only for a PR of this repository whose head is that commit.
    const pull = await attempt(runner, 'readPull', false, async () => (await api.request<Pull>('GET', `/repos/${ctx.owner}/${ctx.repo}/pulls/${pr}`)).data)
    if (!pull || pull.head.sha !== sha || pull.base.repo.full_name.toLowerCase() !== `${ctx.owner}/${ctx.repo}`.toLowerCase()) {
      if (pull) runner.warning(`Pull request #${pr} is not at ${sha} any more (or not in this repository): not commenting; the check is still posted.`)
      pr = null
    }
  }
  let approval: ApprovalRecord | null = null
  let refused: string | undefined
  if (pr !== null) {
    const d = await attempt(runner, 'readPull', false, () => publishApproval(runner, api, inputs, ctx, pr!, report, wr, policy.approvers))
    if (d) ({ report, record: approval, refusal: refused } = d)
  }
  runner.info(`publishing the report for ${sha.slice(0, 7)}${pr !== null ? ` to pull request #${pr}` : ''}`)
  const runUrl = typeof wr.html_url === 'string' && wr.html_url.startsWith(`${ctx.serverUrl}/`) ? wr.html_url : ctx.runUrl
  const md: MarkdownOptions = {
    repoUrl: ctx.repoUrl,
    fullReportUrl: runUrl ?? undefined,
    approveLabel: inputs.approveLabel ?? undefined,
    ...(refused ? { approvalRefused: refused } : {}),
    argocdUrl: policy.argocdUrl
  }
  await runner.group('Publish', () =>
    publish(
      runner,
      api,
      report,
      {
        repo: { owner: ctx.owner, repo: ctx.repo },
        pr,
        fork: false,
        sha,
        checkRunId: null,
        md,
        targetUrl: runUrl,
        approval,
        unverified: true,
        labels: policy.labels
      },
      inputs
    )
  )
  await finish(runner, inputs, report, md, started)
  return 0
}
