// Approval: a pull-request label (default prune-guard/approve) acknowledges the blocking prune and app-removal
// cascade findings. They stay in the report, marked `suppressed` with who approved, and stop blocking; every other
// rule keeps following fail-on. Pure: the caller finds out who added the label.
import type { Finding } from '../rules/types.js'
import type { Report } from './model.js'

/** Rules an approval acknowledges: the deletions a reviewer can knowingly accept. */
export const APPROVABLE_RULES: ReadonlySet<string> = new Set(['prune', 'app-removed-cascade'])

export interface Approval {
  label: string
  /** Login of who added the label, when known. */
  by: string | null
}

export function approvalText(a: Approval): string {
  return `approved ${a.by ? `by @${a.by} ` : ''}via label ${a.label}`
}

/** A new report with the approvable blocking findings acknowledged, blocking count and verdict recomputed. */
export function applyApproval(report: Report, approval: Approval): Report {
  const reason = approvalText(approval)
  const findings: Finding[] = report.findings.map((f) =>
    f.blocking && APPROVABLE_RULES.has(f.rule) ? { ...f, blocking: false, suppressed: reason } : f
  )
  const blocking = findings.filter((f) => f.blocking).length
  return {
    ...report,
    verdict: blocking > 0 ? 'fail' : 'pass',
    summary: { ...report.summary, blocking },
    findings
  }
}

/** How many findings an approval acknowledged in `report`. */
export function approvedCount(report: Report): number {
  return report.findings.filter((f) => f.suppressed?.startsWith('approved ')).length
}
