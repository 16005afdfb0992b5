// mode: publish posts a report that another run produced; on a fork PR that run executed the fork's own workflow, so
// the artifact is whatever the fork wanted it to be. Nothing in it can make the publish job post a pass:
// - the verdict is recomputed from the findings with the BASE repository's policy (fail-on, rule switches and
//   severities from the config file of the publishing workflow's checkout, never the PR's);
// - approvals and ignore annotations claimed for deletions and failed renders are dropped (prune, app-removed-cascade
//   and render-error are introduced by definition and never silenced by an annotation); approvals are re-established
//   from the pull request's label and the record in our own comment (approval-record.ts);
// - a recomputed pass is still unverified (findings can be emptied): it is posted as a neutral check and a pending
//   status, never success. The gate is the analyze job of a workflow in the base repository.
import { isApprovable } from '../report/approval.js'
import type { Report } from '../report/model.js'
import { NEVER_IGNORED, type Policy } from '../rules/index.js'
import { severityRank, type Finding } from '../rules/types.js'

export function reverify(report: Report, policy: Policy): Report {
  const findings: Finding[] = report.findings.map((f) => {
    const setting = policy.rules?.[f.rule] ?? {}
    const severity = setting.severity ?? f.severity
    const introduced = NEVER_IGNORED.has(f.rule) || isApprovable(f) ? true : f.introduced
    const claimedApproval = f.suppressed?.startsWith('approved ') ?? false
    const suppressed = claimedApproval || NEVER_IGNORED.has(f.rule) ? null : f.suppressed
    const blocking = setting.enabled !== false && introduced && !suppressed && severityRank(severity) >= severityRank(policy.failOn)
    return { ...f, severity, introduced, suppressed, blocking }
  })
  const blocking = findings.filter((f) => f.blocking).length
  const bySeverity = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  for (const f of findings) bySeverity[f.severity]++
  return {
    ...report,
    failOn: policy.failOn,
    verdict: blocking > 0 ? 'fail' : 'pass',
    summary: { ...report.summary, findings: bySeverity, blocking },
    findings
  }
}
