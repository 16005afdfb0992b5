// The sticky pull request comment: one per PR and instance key, found by its hidden marker among ALL comments
// (paginated), and only among comments written by the token's own identity, so nobody can plant a marker and get
// their comment overwritten. Updated in place; an identical body is not sent again.
import type { ApprovalRecord } from '../report/approval.js'
import type { GitHubApi, RestItem } from './api.js'
import { MARKER_PREFIX, MARKER_SUFFIX } from './constants.js'

export interface MarkerMeta {
  key: string
  head: string
  base: string
  /** The approval in force (which set of deletions the approve label was applied for), see report/approval.ts. */
  approval?: ApprovalRecord | null
}

export function marker(meta: MarkerMeta): string {
  const approval = meta.approval ? { approval: meta.approval } : {}
  return `${MARKER_PREFIX}${JSON.stringify({ key: meta.key, head: meta.head, base: meta.base, ...approval })}${MARKER_SUFFIX}`
}

function approvalOf(v: unknown): ApprovalRecord | null {
  if (!v || typeof v !== 'object') return null
  const a = v as Partial<ApprovalRecord>
  if (typeof a.digest !== 'string' || !/^[0-9a-f]{16}$/.test(a.digest) || typeof a.count !== 'number') return null
  const by = typeof a.by === 'string' && /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(a.by) ? a.by : null
  const head = typeof a.head === 'string' && /^[0-9a-f]{40,64}$/.test(a.head) ? { head: a.head } : {}
  const via = a.via === 'review' ? { via: a.via } : {}
  const standing = typeof a.standing === 'string' && /^[A-Za-z0-9@/ .,;:_\u2019'-]{1,300}$/.test(a.standing) ? { standing: a.standing } : {}
  return { digest: a.digest, count: a.count, ...head, by, event: typeof a.event === 'number' ? a.event : null, ...via, ...standing }
}

export function parseMarker(body: string | null | undefined): MarkerMeta | null {
  const first = (body ?? '').split('\n', 1)[0]!
  if (!first.startsWith(MARKER_PREFIX) || !first.endsWith(MARKER_SUFFIX)) return null
  try {
    const v = JSON.parse(first.slice(MARKER_PREFIX.length, first.length - MARKER_SUFFIX.length)) as Partial<MarkerMeta>
    if (typeof v.key !== 'string') return null
    const approval = approvalOf(v.approval)
    return { key: v.key, head: String(v.head ?? ''), base: String(v.base ?? ''), ...(approval ? { approval } : {}) }
  } catch {
    return null
  }
}

export interface Repo {
  owner: string
  repo: string
}

type IssueComment = RestItem<'issues', 'listComments'>

/** Our comment for `key` on the PR: the first one whose author is `login` and whose marker has that key. */
export async function findSticky(api: GitHubApi, r: Repo, pr: number, key: string, login: string): Promise<IssueComment | undefined> {
  const comments = await api.paginate<IssueComment>(`/repos/${r.owner}/${r.repo}/issues/${pr}/comments`)
  return comments.find((c) => c.user?.login === login && parseMarker(c.body)?.key === key)
}

export interface UpsertResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped'
  url: string | null
}

/**
 * Creates or updates the sticky comment. `create: false` only updates an existing comment (comment: on-findings
 * with nothing to report still refreshes an earlier comment so it never shows a stale failure).
 */
export async function upsertSticky(api: GitHubApi, r: Repo, pr: number, key: string, login: string, body: string, create: boolean): Promise<UpsertResult> {
  const existing = await findSticky(api, r, pr, key, login)
  if (existing) {
    if (existing.body === body) return { action: 'unchanged', url: existing.html_url }
    const res = await api.request<IssueComment>('PATCH', `/repos/${r.owner}/${r.repo}/issues/comments/${existing.id}`, { body: { body } })
    return { action: 'updated', url: res.data.html_url }
  }
  if (!create) return { action: 'skipped', url: null }
  const res = await api.request<IssueComment>('POST', `/repos/${r.owner}/${r.repo}/issues/${pr}/comments`, { body: { body } })
  return { action: 'created', url: res.data.html_url }
}
