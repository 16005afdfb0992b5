// Size budgets for GitHub surfaces. Reports are rendered at decreasing levels of detail until they fit: structure
// (fences, <details>, tables) is always produced whole, never cut mid-way. The limits are GitHub's; each constant
// names where it is enforced.
import { sizeOf, type Measure } from './markdown/md.js'

/** Issue/PR comment and review bodies: 422 "Body is too long (maximum is 65536 characters)". */
export const COMMENT_MAX_CHARS = 65536
/** What we aim for in comments: leaves room for GitHub counting some characters differently. */
export const COMMENT_BUDGET = 65000
/** Check run output.summary and output.text: 422 "Only 65535 characters are allowed". */
export const CHECK_TEXT_MAX = 65535
/** Check run output.title and annotation title. */
export const CHECK_TITLE_MAX = 255
/** Annotations per check-run create/update request. */
export const ANNOTATIONS_PER_REQUEST = 50
/** Annotations this tool sends to one check run in total (the rest are counted in the summary). */
export const ANNOTATIONS_MAX = 1000
/** $GITHUB_STEP_SUMMARY: "supports content up to a size of 1024k" (bytes, per step). */
export const SUMMARY_MAX_BYTES = 1024 * 1024
/** Commit status description: the UI truncates long ones; the API accepts 140. */
export const STATUS_DESCRIPTION_MAX = 140

/** How much detail a rendering keeps. Higher levels drop detail; the prune list survives every level. */
export const DETAIL_LEVELS = 6
export type Level = 0 | 1 | 2 | 3 | 4 | 5

export interface Budget {
  limit: number
  measure: Measure
}

export interface Fitted {
  body: string
  /** 0 = everything was shown. */
  level: Level
  fits: boolean
}

/**
 * Renders at level 0, 1, … until the body fits `budget`. When even the last level does not fit, `fallback` (a
 * minimal body that always fits in practice) is used, cut at a line boundary as a last resort.
 */
export function fit(render: (level: Level) => string, budget: Budget, fallback: () => string): Fitted {
  for (let l = 0; l < DETAIL_LEVELS; l++) {
    const body = render(l as Level)
    if (sizeOf(body, budget.measure) <= budget.limit) return { body, level: l as Level, fits: true }
  }
  const body = fallback()
  return { body, level: 5, fits: sizeOf(body, budget.measure) <= budget.limit }
}

/** Ellipsizes a one-line string to `max` UTF-16 units without splitting a surrogate pair. */
export function ellipsize(s: string, max: number): string {
  if (s.length <= max) return s
  let out = ''
  for (const ch of s) {
    if (out.length + ch.length > max - 1) break
    out += ch
  }
  return out + '…'
}

/** Splits `items` into batches of at most `size` (annotations: 50 per request). */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
