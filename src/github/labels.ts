// Optional pull-request labels for the outcome (issue 11 extras, as tfcmt does): `prune-guard/deletes` when merging
// deletes resources, `prune-guard/no-changes` when no Application changed, `prune-guard/blocked` when a finding
// blocks. Off by default (config `labels`). Only the configured labels are touched: each is added when its outcome
// holds and removed when it no longer does; every other label on the pull request is left alone.
// Needs `issues: write` (or `pull-requests: write`). Labels added with the GITHUB_TOKEN start no new workflow run.
import type { OutcomeLabels } from '../config/config.js'
import type { Report } from '../report/model.js'
import { ApiError, type GitHubApi, type RestItem } from './api.js'
import type { Repo } from './comment.js'

/** Which managed labels the report calls for, and which managed labels it does not. Pure. */
export function outcomeLabels(report: Report, cfg: OutcomeLabels): { want: string[]; unwanted: string[] } {
  const s = report.summary
  const rows: Array<[string | false, boolean]> = [
    [cfg.deletes, s.deletes > 0],
    [cfg.noChanges, s.changedApps === 0],
    [cfg.blocked, report.verdict === 'fail']
  ]
  const want = new Set<string>()
  for (const [name, on] of rows) if (name && on) want.add(name)
  const unwanted = new Set<string>()
  for (const [name, on] of rows) if (name && !on && !want.has(name)) unwanted.add(name)
  return { want: [...want], unwanted: [...unwanted] }
}

export interface LabelChange {
  added: string[]
  removed: string[]
}

/** Brings the pull request's managed labels in line with the report: one read, then only the writes needed. */
export async function syncLabels(api: GitHubApi, repo: Repo, pr: number, report: Report, cfg: OutcomeLabels): Promise<LabelChange> {
  const { want, unwanted } = outcomeLabels(report, cfg)
  const base = `/repos/${repo.owner}/${repo.repo}/issues/${pr}/labels`
  const current = new Set((await api.paginate<RestItem<'issues', 'listLabelsOnIssue'>>(base)).map((l) => l.name))
  const added = want.filter((l) => !current.has(l))
  const removed = unwanted.filter((l) => current.has(l))
  if (added.length) await api.request('POST', base, { body: { labels: added } })
  for (const l of removed) {
    try {
      await api.request('DELETE', `${base}/${encodeURIComponent(l)}`)
    } catch (e) {
      // Removed meanwhile (someone else, a parallel run): the outcome is what we wanted.
      if (!(e instanceof ApiError && e.status === 404)) throw e
    }
  }
  return { added, removed }
}
