// The run's context (from the runner's environment and event payload) and which revisions to compare. Pure: the
// payload is parsed defensively, and every missing piece is an error that says which input supplies it.
import { readFileSync } from 'node:fs'
import { branchOfRef } from '../argocd/revision.js'
import { Inputs } from './constants.js'
import { InputError } from './inputs.js'
import type { Env } from './runner.js'

export interface GhContext {
  eventName: string
  payload: Record<string, unknown>
  owner: string
  repo: string
  sha: string
  serverUrl: string
  apiUrl: string
  graphqlUrl: string
  runId: string | null
  /** https://github.com/owner/repo */
  repoUrl: string
  /** The workflow run's page (its summary holds the full report), when known. */
  runUrl: string | null
}

export interface PullRequestInfo {
  number: number
  headSha: string
  baseSha: string
  /** The branch it goes into (`base.ref`), when the payload says. */
  baseBranch?: string
  /** The head branch lives in another repository: the token is read-only there. */
  fork: boolean
  labels: string[]
  /** The pull request's author (`pull_request.user.login`), when the payload says. */
  author?: string | null
  /** Who added which label, when this event is that `labeled` action. */
  labeled: { label: string; by: string } | null
}

export interface ReviewTarget {
  base: string
  head: string
  /** The commit check runs and statuses attach to: the PR head, never the merge commit. */
  checkSha: string
  pr: PullRequestInfo | null
  notes: string[]
  /**
   * The branch the revisions go into, when the event says (a pull request's base branch, the merge queue's, a pushed
   * branch): sources of this repository pinned to another revision are not changed by the merge (argocd/revision.ts).
   */
  branch?: string
}

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {})
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

export function readContext(env: Env): GhContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  let payload: Obj = {}
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = obj(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')))
    } catch (e) {
      throw new InputError(`Cannot read the event payload at GITHUB_EVENT_PATH (${env.GITHUB_EVENT_PATH}): ${(e as Error).message}`)
    }
  }
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
  const repoUrl = `${serverUrl}/${owner}/${repo}`
  const runId = env.GITHUB_RUN_ID || null
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    serverUrl,
    apiUrl,
    graphqlUrl: (env.GITHUB_GRAPHQL_URL || `${apiUrl}/graphql`).replace(/\/+$/, ''),
    runId,
    repoUrl,
    runUrl: runId ? `${repoUrl}/actions/runs/${runId}` : null
  }
}

const ZERO_SHA = /^0+$/

export function pullRequestInfo(payload: Obj): PullRequestInfo | null {
  const pr = obj(payload.pull_request)
  const number = typeof pr.number === 'number' ? pr.number : Number(payload.number)
  const head = obj(pr.head)
  const base = obj(pr.base)
  if (!Number.isInteger(number) || !str(head.sha) || !str(base.sha)) return null
  const headRepo = str(obj(head.repo).full_name)
  const baseRepo = str(obj(base.repo).full_name)
  const labels = (Array.isArray(pr.labels) ? pr.labels : []).map((l) => str(obj(l).name)).filter(Boolean)
  const label = str(obj(payload.label).name)
  const by = str(obj(payload.sender).login)
  return {
    number,
    headSha: str(head.sha),
    baseSha: str(base.sha),
    ...(str(base.ref) ? { baseBranch: str(base.ref) } : {}),
    fork: !!headRepo && !!baseRepo && headRepo !== baseRepo,
    labels,
    author: str(obj(pr.user).login) || null,
    labeled: payload.action === 'labeled' && label && by ? { label, by } : null
  }
}

export interface RefInputs {
  baseRef: string | null
  headRef: string | null
}

/** Which revisions to compare for this event; null (with the reason) when the event is not supported. */
export function resolveTarget(ctx: GhContext, inputs: RefInputs): ReviewTarget | { unsupported: string } {
  const notes: string[] = []
  const p = ctx.payload
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_review':
    case 'pull_request_target': {
      const pr = pullRequestInfo(p)
      if (!pr) throw new InputError(`The ${ctx.eventName} payload has no pull_request.base.sha/head.sha.`)
      if (ctx.eventName === 'pull_request_target')
        notes.push('pull_request_target runs with a write token: prefer pull_request plus the mode: publish workflow for fork PRs.')
      return { base: inputs.baseRef ?? pr.baseSha, head: inputs.headRef ?? pr.headSha, checkSha: pr.headSha, pr, notes, branch: pr.baseBranch }
    }
    case 'merge_group': {
      const mg = obj(p.merge_group)
      const base = inputs.baseRef ?? str(mg.base_sha)
      const head = inputs.headRef ?? str(mg.head_sha)
      if (!base || !head) throw new InputError('The merge_group payload has no base_sha/head_sha.')
      return { base, head, checkSha: str(mg.head_sha) || head, pr: null, notes, branch: branchOfRef(str(mg.base_ref)) }
    }
    case 'push': {
      const before = str(p.before)
      const head = inputs.headRef ?? (str(p.after) || ctx.sha)
      const base = inputs.baseRef ?? (before && !ZERO_SHA.test(before) ? before : '')
      if (!base) throw new InputError(`This push created a branch, so it has no previous commit: set input '${Inputs.BaseRef}' (e.g. origin/main).`)
      return { base, head, checkSha: ctx.sha || head, pr: null, notes, branch: branchOfRef(str(p.ref)) }
    }
    case 'workflow_dispatch':
    default: {
      if (ctx.eventName !== 'workflow_dispatch' && !(inputs.baseRef && inputs.headRef))
        return {
          unsupported:
            `The '${ctx.eventName || 'unknown'}' event is not supported: use pull_request, merge_group, push or workflow_dispatch, ` +
            `or set both '${Inputs.BaseRef}' and '${Inputs.HeadRef}'.`
        }
      if (!inputs.baseRef) throw new InputError(`Input '${Inputs.BaseRef}' is required for ${ctx.eventName} events (e.g. origin/main).`)
      const head = inputs.headRef ?? ctx.sha
      if (!head) throw new InputError(`Input '${Inputs.HeadRef}' is required when GITHUB_SHA is not set.`)
      return { base: inputs.baseRef, head, checkSha: ctx.sha || head, pr: null, notes }
    }
  }
}
