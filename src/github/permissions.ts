// Publishing never changes the verdict: a failed comment, check run or status becomes a warning. A 403 names the
// `permissions:` entry the workflow needs, and on a fork pull request explains the two-workflow setup.
import { ApiError } from './api.js'
import type { Runner } from './runner.js'
import { errorMessage } from '../lib/errors.js'

/** What each GitHub write needs in the workflow's `permissions:` block. */
export const PERMISSION = {
  comment: 'pull-requests: write',
  review: 'pull-requests: write',
  readPull: 'pull-requests: read',
  readIssueEvents: 'issues: read',
  check: 'checks: write',
  status: 'statuses: write',
  labels: 'issues: write'
} as const
export type Operation = keyof typeof PERMISSION

const WHAT: Record<Operation, string> = {
  comment: 'write the pull request comment',
  review: 'submit the pull request review',
  readPull: 'read the pull request',
  readIssueEvents: 'find who added the approve label',
  check: 'create the check run',
  status: 'set the commit status',
  labels: 'set the outcome labels on the pull request'
}

export const FORK_HINT =
  'This pull request comes from a fork (or Dependabot), so its GITHUB_TOKEN is read-only: run this action with ' +
  'mode: analyze there and post results from a workflow_run workflow with mode: publish (see the fork pull requests setup in docs/action.md).'

export function describeFailure(op: Operation, e: unknown, fork: boolean): string {
  if (e instanceof ApiError) {
    if (e.rateLimited) return `Could not ${WHAT[op]}: the GitHub API rate limit was hit (${e.message}).`
    if (e.status === 403 || e.status === 401 || (e.status === 404 && op !== 'readIssueEvents')) {
      const base = `Could not ${WHAT[op]} (HTTP ${e.status}). Give the workflow the permission '${PERMISSION[op]}' in its permissions: block.`
      return fork ? `${base} ${FORK_HINT}` : base
    }
    if (e.status === 422) return `Could not ${WHAT[op]}: GitHub rejected the request (${e.message}).`
  }
  return `Could not ${WHAT[op]}: ${errorMessage(e)}`
}

/** Runs a publishing step; a failure is logged as a warning and yields undefined. */
export async function attempt<T>(runner: Runner, op: Operation, fork: boolean, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn()
  } catch (e) {
    runner.warning(describeFailure(op, e, fork), { title: 'Prune Guard could not publish' })
    return undefined
  }
}
