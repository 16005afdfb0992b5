// The action: inputs → revisions → (fetch) → analyze → approval → artifact, job summary, annotations → publish.
// The gate is the exit code: 1 when a finding blocks, 2 when the analysis could not run, 0 otherwise. Publishing
// failures are warnings. `mode: publish` posts a report an unprivileged run produced (see artifact.ts).
import { blockingLine } from '../report/blockers.js'
import { plural } from '../lib/text.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { analyze } from '../pipeline/analyze.js'
import { onExit } from '../pipeline/lifecycle.js'
import type { Config } from '../config/config.js'
import type { ApprovalRecord } from '../report/approval.js'
import { workflowAnnotations } from '../report/annotations.js'
import { summaryLine } from '../report/markdown/parts.js'
import type { MarkdownOptions } from '../report/markdown/markdown.js'
import { fence } from '../report/markdown/md.js'
import type { Report } from '../report/model.js'
import type { GitHubApi } from './api.js'
import { writeArtifact } from './artifact.js'
import { failCheckRun, setStatus, startCheckRun } from './check.js'
import { Inputs } from './constants.js'
import { readContext, resolveTarget, type GhContext, type PullRequestInfo, type ReviewTarget } from './event.js'
import { ensureCommits, showFile } from '../git/fetch.js'
import { InputError, readInputs, type ActionInputs } from './inputs.js'
import { toolsForArgocd } from './install-tools.js'
import { attempt } from './permissions.js'
import { approvalLog, storedApproval, type ApprovalDecision } from './approval-record.js'
import { resolveApproval } from './approve.js'
import type { Approvers } from '../config/approvers.js'
import { publish, tokenLogin } from './publish.js'
import { runPublishMode } from './publish-mode.js'
import { finish, makeApi } from './finish.js'
import { Runner, type Env } from './runner.js'
import { renderCachePlan, restoreRenderCache, saveRenderCache, type CacheStore } from './render-cache.js'
import { errorMessage, presentError } from '../lib/errors.js'

/** Boundaries the entry point passes in (tests pass recording fakes). */
export interface ActionDeps {
  /** GitHub's cache service (@actions/cache), used when input `cache` is true. */
  cacheStore?: CacheStore
}

/**
 * The approval (approve.ts): the approve label or an approving review, by someone the approvers setting (the base
 * revision's config, else the input) allows, bound to the set of deletions it was given for (approval-record.ts).
 */
async function approve(
  runner: Runner,
  api: GitHubApi | null,
  inputs: ActionInputs,
  ctx: GhContext,
  pr: PullRequestInfo,
  report: Report,
  approvers: Approvers
): Promise<ApprovalDecision | null> {
  const label = inputs.approveLabel
  const labelOn = !!label && pr.labels.includes(label)
  if (!label || (!labelOn && !approvers.reviews)) return null
  const labeling = labelOn && pr.labeled?.label === label ? { by: pr.labeled.by, event: null } : null
  const repo = { owner: ctx.owner, repo: ctx.repo }
  let stored: ApprovalRecord | null = null
  if (api) {
    try {
      stored = await storedApproval(api, repo, pr.number, inputs.instanceKey, await tokenLogin(runner, api), inputs.commentMode)
    } catch (e) {
      runner.debug(`could not read the recorded approval: ${errorMessage(e)}`)
    }
  }
  const pull = { number: pr.number, author: pr.author ?? null, headSha: pr.headSha, baseSha: pr.baseSha }
  const d = await resolveApproval(report, { api, repo, pull, approvers, label, labelOn, labeling, stored })
  if (!d) return null
  const line = approvalLog(d, label)
  if (line && (d.state === 'stale' || d.state === 'refused')) runner.warning(line)
  else if (line) runner.notice(line)
  return d
}

async function configFromBase(inputs: ActionInputs, base: string): Promise<{ file?: string; cleanup: () => void }> {
  if (!inputs.configFile) return { cleanup: () => {} }
  const text = await showFile(inputs.repoDir, base, inputs.configFile)
  if (text === null) throw new InputError(`Input '${Inputs.ConfigFile}': ${inputs.configFile} does not exist at the base revision ${base}.`)
  const dir = mkdtempSync(join(tmpdir(), 'prune-guard-config-'))
  // Removed however the run ends: a signal or a crash runs the lifecycle cleanups (lifecycle.ts), not this finally.
  const forget = onExit(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'config.yaml'), text)
  return { file: join(dir, 'config.yaml'), cleanup: () => (forget(), rmSync(dir, { recursive: true, force: true })) }
}

async function runAnalysis(
  runner: Runner,
  inputs: ActionInputs,
  ctx: GhContext,
  target: ReviewTarget,
  api: GitHubApi | null,
  deps: ActionDeps = {}
): Promise<{ report: Report; approval: ApprovalRecord | null; refused: string | null; config: Pick<Config, 'argocdUrl' | 'labels' | 'approvers'> }> {
  await runner.group('Fetch revisions', async () => {
    const fetched = await ensureCommits(inputs.repoDir, [target.base, target.head], {
      token: inputs.token,
      serverUrl: ctx.serverUrl,
      log: (l) => runner.info(l)
    })
    runner.info(fetched.length ? `fetched ${fetched.length} commit(s)` : `base ${target.base} and head ${target.head} are present`)
  })
  const config = await configFromBase(inputs, target.base)
  let report: Report
  let settings: Pick<Config, 'argocdUrl' | 'labels' | 'approvers'>
  try {
    // The settings the inputs set (the settings table's `input`), over the base revision's config.
    const overrides: Record<string, unknown> = { ...inputs.settings }
    let cachePlan = inputs.cache && deps.cacheStore ? renderCachePlan(runner.env, ctx.eventName, ctx.payload, target) : null
    const restored = cachePlan ? await runner.group('Restore the render cache', () => restoreRenderCache(runner, deps.cacheStore!, cachePlan!)) : undefined
    if (restored?.available === false) cachePlan = null
    if (cachePlan) overrides.cacheDir = cachePlan.dir
    let written = 0
    report = await runner.group('Render and plan', async () => {
      const a = await analyze({
        repoDir: inputs.repoDir,
        base: target.base,
        head: target.head,
        branch: target.branch,
        configFile: config.file,
        overrides,
        helmPath: inputs.helmPath ?? undefined,
        kustomizePath: inputs.kustomizePath ?? undefined,
        tools: inputs.tools === 'install' ? (v) => installStep(runner, inputs, v) : undefined,
        live: inputs.live ?? undefined,
        log: (l) => runner.info(l),
        warn: (l) => runner.warning(l)
      })
      written = a.stats.cacheWritten ?? 0
      settings = a.config
      return a.report
    })
    if (cachePlan) await saveRenderCache(runner, deps.cacheStore!, cachePlan, written, restored?.restored)
  } finally {
    config.cleanup()
  }
  const approvers = inputs.approvers ?? settings!.approvers
  const decision = target.pr ? await approve(runner, api, inputs, ctx, target.pr, report, approvers) : null
  return { report: decision?.report ?? report, approval: decision?.record ?? null, refused: decision?.refusal ?? null, config: settings! }
}

/** The Helm and Kustomize of Argo CD `argocdVersion`, installed unless the workflow points at its own (helm-path...). */
function installStep(runner: Runner, inputs: ActionInputs, argocdVersion: string): Promise<{ helm?: string; kustomize?: string }> {
  const skip = [...(inputs.helmPath ? (['helm'] as const) : []), ...(inputs.kustomizePath ? (['kustomize'] as const) : [])]
  return toolsForArgocd(argocdVersion, { mirror: inputs.toolsMirror ?? undefined, skip, log: (l) => runner.info(l) })
}

async function runAnalyzeMode(runner: Runner, inputs: ActionInputs, ctx: GhContext, started: number, deps: ActionDeps = {}): Promise<number> {
  const t = resolveTarget(ctx, inputs)
  if ('unsupported' in t) {
    runner.warning(t.unsupported)
    await runner.appendSummary(`### Argo CD Prune Guard\n\n${t.unsupported}\n`)
    return 0
  }
  for (const n of t.notes) runner.warning(n)
  const api = makeApi(inputs, ctx)
  const publishing = inputs.mode === 'auto' && api !== null
  if (inputs.mode === 'auto' && !api) runner.warning(`Input '${Inputs.GithubToken}' is empty: nothing is posted to GitHub (job summary only).`)
  const repo = { owner: ctx.owner, repo: ctx.repo }
  const fork = t.pr?.fork ?? false
  let checkRunId: number | null = null
  if (publishing && inputs.checkName) {
    const run = await attempt(runner, 'check', fork, () => startCheckRun(api!, repo, inputs.checkName!, t.checkSha, inputs.instanceKey))
    checkRunId = run?.id ?? null
  }
  const status = async (state: 'pending' | 'error', description: string): Promise<void> => {
    if (!publishing || !inputs.statusContext) return
    await attempt(runner, 'status', fork, () =>
      setStatus(api!, repo, { sha: t.checkSha, context: inputs.statusContext!, state, description, targetUrl: ctx.runUrl })
    )
  }
  await status('pending', 'Rendering the Applications at base and head…')
  let report: Report
  let approval: ApprovalRecord | null
  let refused: string | null
  let settings: Pick<Config, 'argocdUrl' | 'labels' | 'approvers'>
  try {
    ;({ report, approval, refused, config: settings } = await runAnalysis(runner, inputs, ctx, t, api, deps))
  } catch (e) {
    const msg = errorMessage(e)
    runner.error(`Prune Guard could not analyze ${t.base}..${t.head}: ${msg}`)
    await runner.appendSummary(`### ❌ Argo CD Prune Guard: the analysis failed\n\n${fence(msg, 'text')}\n`)
    if (checkRunId !== null) await attempt(runner, 'check', fork, () => failCheckRun(api!, repo, checkRunId!, msg))
    await status('error', 'The analysis failed')
    return 2
  }
  // From here on the verdict is known: whatever fails later (the artifact, publishing), the run still ends with the
  // verdict line and a job summary (finish), then exits 2 if a part of its job could not be done (issue 8 item 13).
  let incomplete = false
  try {
    writeArtifact(inputs.reportPath, inputs.contextPath, report, {
      version: 1,
      eventName: ctx.eventName,
      pullRequest: t.pr?.number ?? null,
      checkSha: t.checkSha,
      fork,
      runUrl: ctx.runUrl
    })
  } catch (e) {
    incomplete = true
    runner.error(`Prune Guard could not write the report artifact ${inputs.reportPath}: ${errorMessage(e)}`)
  }
  const md: MarkdownOptions = {
    repoUrl: ctx.repoUrl,
    fullReportUrl: ctx.runUrl ?? undefined,
    approveLabel: inputs.approveLabel ?? undefined,
    ...(refused ? { approvalRefused: refused } : {}),
    argocdUrl: settings.argocdUrl
  }
  if (!publishing || !inputs.checkName)
    for (const a of workflowAnnotations(report)) {
      const level = a.level === 'failure' ? 'error' : a.level
      runner[level](a.message, { title: a.title, file: a.file, line: a.line })
    }
  if (publishing) {
    try {
      await runner.group('Publish', () =>
        publish(
          runner,
          api!,
          report,
          { repo, pr: t.pr?.number ?? null, fork, sha: t.checkSha, checkRunId, md, targetUrl: ctx.runUrl, approval, labels: settings.labels },
          inputs
        )
      )
    } catch (e) {
      incomplete = true
      runner.error(`Prune Guard could not publish the result: ${errorMessage(e)}`)
    }
  }
  await finish(runner, inputs, report, md, started)
  // What blocks, cause by cause, then the counts: the line a reader of the job's log or annotations sees first.
  if (report.verdict === 'fail')
    runner.error(`Prune Guard: ${blockingLine(report)} (${plural(report.summary.blocking, 'blocking finding')}; ${summaryLine(report)}.)`)
  return incomplete ? 2 : report.verdict === 'fail' ? 1 : 0
}

export async function run(env: Env = process.env, write?: (s: string) => void, deps: ActionDeps = {}): Promise<number> {
  const runner = new Runner(env, write)
  const started = Date.now()
  try {
    const inputs = await readInputs(runner)
    const ctx = readContext(env)
    if (inputs.mode === 'publish') return await runPublishMode(runner, inputs, ctx, started)
    return await runAnalyzeMode(runner, inputs, ctx, started, deps)
  } catch (e) {
    const shown = presentError(e)
    runner.error(shown.expected ? shown.text : `Prune Guard failed: ${shown.text}`)
    // Even a run that never reached a verdict leaves a job summary saying why.
    runner.appendSummary(`### ❌ Argo CD Prune Guard: the run failed\n\n${fence(errorMessage(e), 'text')}\n`)
    return shown.exitCode
  }
}
