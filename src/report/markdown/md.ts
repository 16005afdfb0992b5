// Markdown/HTML escaping for GitHub-flavoured markdown. Every string that comes from a repository (names, paths,
// messages that quote manifests or renderer output) goes through one of these before it reaches a comment, a check
// run or the job summary: GitHub renders HTML, mentions (@user) and issue links (#12) in all of them.
// GitHub decodes entities before it looks for mentions, so `&#64;user` would still notify: a word joiner (U+2060)
// after `@` and `#`, inside `://` and after `www` breaks mentions, issue references and autolinks instead. Bidi and
// zero-width characters from the repository are removed first (sanitize.ts), so the only ones left are ours.
import { clean } from '../sanitize.js'

const WJ = '\u2060'

/** Mentions, issue/PR references, bare URLs and e-mail autolinks broken with a word joiner. */
export function neutralize(s: string): string {
  return s
    .replace(/[@#]/g, (c) => `${c}${WJ}`)
    .replace(/:\/\//g, `:${WJ}//`)
    .replace(/(www)(\.)/gi, `$1${WJ}$2`)
}

/** Inline text: one line, markdown punctuation and HTML escaped, no mentions, issue links or autolinks. */
export function text(s: string): string {
  return neutralize(
    clean(s)
      .replace(/\r|\n/g, ' ')
      .replace(/[&<>\\`*_{}[\]()!|~]/g, (c) => ENTITY[c] ?? `\\${c}`)
  )
}

/** HTML-significant characters become entities; markdown punctuation is escaped. */
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

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
  let body = clean(s).replace(/\r|\n/g, ' ')
  if (inTable) body = body.replace(/\|/g, '\\|')
  // An empty span would be a bare backtick run that pairs with a later one and shifts every code span after it.
  if (body.trim() === '') return '` `'
  const ticks = '`'.repeat(longestRun(body, '`') + 1)
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${body}${pad}${ticks}`
}

/** A fenced code block whose fence is longer than any backtick run in the content; `maxLines` cuts whole lines. */
export function fence(s: string, lang = '', maxLines = Infinity): string {
  let lines = clean(s).replace(/\r/g, '\n').replace(/\n+$/, '').split('\n')
  if (lines.length > maxLines) lines = [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`]
  const body = lines.join('\n')
  const ticks = '`'.repeat(Math.max(3, longestRun(body, '`') + 1))
  return `${ticks}${lang}\n${body}\n${ticks}`
}

/** A link to a URL this tool built itself (never a URL taken from the repository); whitespace, controls, `()<>`
 * and invisible characters are percent-encoded so the URL cannot end the link or the line. */
export function link(label: string, url: string): string {
  const enc = (c: string): string => encodeURIComponent(c).replace(/[()]/g, (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`)
  return `[${label}](${url.replace(/[\s()<>\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, enc)})`
}

/** A collapsible block. The blank line after <summary> lets GitHub render markdown inside. */
export function details(summary: string, body: string[]): string[] {
  return [`<details><summary>${summary}</summary>`, '', ...body, '', '</details>']
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
