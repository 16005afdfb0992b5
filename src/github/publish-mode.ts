// mode: publish, run from a `workflow_run` workflow with a write token: posts the report that an unprivileged
// pull_request run (mode: analyze) uploaded. Nothing in the artifact is trusted without a check: the report is
// schema-validated and size-capped, its head must be the triggering run's head SHA, and the PR number (from the
// trusted payload, else from the artifact) must be a PR of this repository whose head is that SHA.
import type { MarkdownOptions } from '../report/markdown.js'
import { withTrustedDocs } from '../report/sanitize.js'
import { ArtifactError, readContextFile, readReport } from './artifact.js'
import type { GhContext } from './event.js'
import type { ActionInputs } from './inputs.js'
import { finish, makeApi } from './finish.js'
import { attempt } from './permissions.js'
import { publish } from './publish.js'
import type { Runner } from './runner.js'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {})

interface Pull {
  number: number
  head: { sha: string }
  base: { repo: { full_name: string } }
}

export async function runPublishMode(runner: Runner, inputs: ActionInputs, ctx: GhContext, started: number): Promise<number> {
  // The artifact is a fork's: docs links are reduced to this tool's own pages (the rest of the text is escaped when
  // rendered).
  const report = withTrustedDocs(readReport(inputs.reportPath))
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
  runner.info(`publishing the report for ${sha.slice(0, 7)}${pr !== null ? ` to pull request #${pr}` : ''}`)
  const runUrl = typeof wr.html_url === 'string' && wr.html_url.startsWith(`${ctx.serverUrl}/`) ? wr.html_url : ctx.runUrl
  const md: MarkdownOptions = { repoUrl: ctx.repoUrl, fullReportUrl: runUrl ?? undefined }
  await runner.group('Publish', () =>
    publish(runner, api, report, { repo: { owner: ctx.owner, repo: ctx.repo }, pr, fork: false, sha, checkRunId: null, md, targetUrl: runUrl }, inputs)
  )
  finish(runner, inputs, report, md, started)
  return 0
}
