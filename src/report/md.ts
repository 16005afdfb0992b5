// Markdown/HTML escaping for GitHub-flavoured markdown. Every string that comes from a repository (names, paths,
// messages that quote manifests or renderer output) goes through one of these before it reaches a comment, a check
// run or the job summary: GitHub renders HTML, mentions (@user) and issue links (#12) in all of them.

/** Inline text: one line, markdown punctuation and HTML escaped, no mentions or issue links. Safe in table cells. */
export function text(s: string): string {
  return s.replace(/\r\n?|\n/g, ' ').replace(/[&<>@#\\`*_{}[\]()!|~]/g, (c) => ENTITY[c] ?? `\\${c}`)
}

/** HTML-significant characters, mentions and issue references become entities; markdown punctuation is escaped. */
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '@': '&#64;', '#': '&#35;' }

function longestRun(s: string, ch: string): number {
  let best = 0
  let run = 0
  for (const c of s) {
    run = c === ch ? run + 1 : 0
    if (run > best) best = run
  }
  return best
}

/**
 * An inline code span that cannot be broken by backticks in `s` (CommonMark: a delimiter longer than any run
 * inside). In a table cell a `|` still splits the row even inside code, so it is escaped there.
 */
export function code(s: string, inTable = false): string {
  let body = s.replace(/\r\n?|\n/g, ' ')
  if (inTable) body = body.replace(/\|/g, '\\|')
  const ticks = '`'.repeat(longestRun(body, '`') + 1)
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${body}${pad}${ticks}`
}

/** A fenced code block whose fence is longer than any backtick run in the content; `maxLines` cuts whole lines. */
export function fence(s: string, lang = '', maxLines = Infinity): string {
  let lines = s.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n')
  if (lines.length > maxLines) lines = [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`]
  const body = lines.join('\n')
  const ticks = '`'.repeat(Math.max(3, longestRun(body, '`') + 1))
  return `${ticks}${lang}\n${body}\n${ticks}`
}

const URL_ESCAPES: Record<string, string> = { ' ': '%20', '(': '%28', ')': '%29', '<': '%3C', '>': '%3E' }

/** A link to a URL this tool built itself (never a URL taken from the repository). */
export function link(label: string, url: string): string {
  return `[${label}](${url.replace(/[ ()<>]/g, (c) => URL_ESCAPES[c]!)})`
}

/** A collapsible block. The blank line after <summary> lets GitHub render markdown inside. */
export function details(summary: string, body: string[]): string[] {
  return [`<details><summary>${summary}</summary>`, '', ...body, '', '</details>']
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

/** UTF-16 code units (what GitHub counts for comment bodies) or UTF-8 bytes (the job summary limit). */
export type Measure = 'chars' | 'bytes'

export function sizeOf(s: string, measure: Measure): number {
  return measure === 'bytes' ? Buffer.byteLength(s, 'utf8') : s.length
}

/** Cuts `s` to at most `max` units at a line boundary, never inside a surrogate pair. */
export function cutLines(s: string, max: number, measure: Measure = 'chars'): string {
  if (sizeOf(s, measure) <= max) return s
  const lines = s.split('\n')
  const out: string[] = []
  let size = 0
  for (const l of lines) {
    const n = sizeOf(l, measure) + 1
    if (size + n > max) break
    out.push(l)
    size += n
  }
  if (out.length > 0) return out.join('\n')
  // A single over-long line: cut by code points.
  let r = ''
  for (const ch of s) {
    if (sizeOf(r + ch, measure) > max) break
    r += ch
  }
  return r
}
