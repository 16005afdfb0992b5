import type { Report } from './model.js'
import { jsonEscapeInvisible } from './sanitize.js'

export function renderJson(report: Report): string {
  return jsonEscapeInvisible(JSON.stringify(report, null, 2)) + '\n'
}
