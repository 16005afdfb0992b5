import { groupFindings } from './blockers.js'
import { reportCauses } from './causes.js'
import type { Report } from './model.js'
import { jsonEscapeInvisible } from './sanitize.js'

/**
 * The JSON report: one entry per finding, plus (issue 48) `causes`, the findings alike across apps that every
 * rendering shows as one entry, by index into `findings`; absent when there are none. Recomputed on every write.
 */
export function renderJson(report: Report): string {
  const { causes: _, ...rest } = report
  const causes = reportCauses(report, groupFindings)
  return jsonEscapeInvisible(JSON.stringify(causes.length ? { ...rest, causes } : rest, null, 2)) + '\n'
}
