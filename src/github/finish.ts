// What every mode ends with: the job summary (always written; on fork PRs it is the only rich output), the
// outputs and a one-line log summary. Also the API client construction, done once per run from the inputs.
import { plural } from '../lib/text.js'
import { SUMMARY_MAX_BYTES } from '../report/budget.js'
import { summaryLine } from '../report/markdown/parts.js'
import { renderMarkdownFitted, type MarkdownOptions } from '../report/markdown/markdown.js'
import type { Report } from '../report/model.js'
import { VERSION } from '../lib/version.js'
import { GitHubApi } from './api.js'
import { Outputs } from './constants.js'
import type { GhContext } from './event.js'
import type { ActionInputs } from './inputs.js'
import { markdownTitle } from './publish.js'
import type { Runner } from './runner.js'

export function makeApi(inputs: ActionInputs, ctx: GhContext): GitHubApi | null {
  if (!inputs.token) return null
  return new GitHubApi({ apiUrl: ctx.apiUrl, graphqlUrl: ctx.graphqlUrl, token: inputs.token, userAgent: `argocd-prune-guard/${VERSION}` })
}

/** The job summary: the fitted report, or (when rendering it fails) the verdict and counts with the reason. */
function summaryBody(inputs: ActionInputs, report: Report, md: MarkdownOptions, render: typeof renderMarkdownFitted): string {
  try {
    return render(report, {
      ...md,
      title: markdownTitle(inputs.instanceKey),
      listExisting: true,
      fullDiff: true,
      budget: { limit: SUMMARY_MAX_BYTES - 1024, measure: 'bytes' }
    }).body
  } catch (e) {
    const s = report.summary
    const head = report.verdict === 'fail' ? `❌ Argo CD Prune Guard: failed, ${plural(s.blocking, 'blocking finding')}` : '✅ Argo CD Prune Guard: passed'
    return `## ${head}

${plural(s.prune, 'resource')} to prune · ${plural(report.findings.length, 'finding')}. The full report could not be rendered here (${e instanceof Error ? e.name : 'error'}); see the report artifact.
`
  }
}

/**
 * Job summary (always; the only rich output on fork PRs), outputs and the final one-line log summary. A failure to
 * render the summary never loses the verdict: a short summary stands in. `render` is a seam.
 */
export async function finish(
  runner: Runner,
  inputs: ActionInputs,
  report: Report,
  md: MarkdownOptions,
  started: number,
  render = renderMarkdownFitted
): Promise<void> {
  if (!(await runner.appendSummary(summaryBody(inputs, report, md, render)))) runner.debug('GITHUB_STEP_SUMMARY is not set; no job summary written')
  runner.setOutput(Outputs.Verdict, report.verdict)
  runner.setOutput(Outputs.PruneCount, report.summary.prune)
  runner.setOutput(Outputs.BlockingCount, report.summary.blocking)
  runner.setOutput(Outputs.ReportPath, inputs.reportPath)
  const verdict = report.verdict === 'fail' ? `FAIL (${plural(report.summary.blocking, 'blocking finding')})` : 'PASS'
  let line: string
  try {
    line = summaryLine(report)
  } catch {
    line = `${plural(report.summary.prune, 'resource')} to prune`
  }
  runner.info(`Prune Guard: ${verdict} · ${line} · ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
