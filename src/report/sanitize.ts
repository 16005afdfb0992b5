// Sanitizers for text that came from a pull request (names, paths, renderer messages) on its way to a terminal, a
// workflow log or a GitHub surface. Hand-written: no maintained library covers GitHub's workflow-command protocol or
// its mention/autolink rules, and the terminal part is a few character classes.
//
// - Control characters (C0 except \n and \t where a newline is legitimate, DEL, C1, CR) become visible escapes
//   (`\x1B`, `\r`): a terminal or the log viewer never receives ESC/BEL/CR sequences from a repository.
// - Bidi controls and zero-width characters (Trojan Source, invisible text) become visible escapes in text and logs,
//   and are removed in markdown.
// - A log line never starts with a workflow command (`::error::`, `::add-mask::`, `::stop-commands::`, `##[...]`):
//   such a line is prefixed with a backslash, and single-line log messages carry no raw CR/LF at all.
import { RULES } from '../rules/index.js'
import { docsUrl, type Finding } from '../rules/types.js'
import type { Report } from './model.js'

/** C0 controls other than \t and \n, CR, DEL and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g
/** Bidi embeddings/overrides/isolates, marks, zero-width characters, line/paragraph separators, BOM, soft hyphen. */
const INVISIBLE = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]/g

function hex(c: string): string {
  const n = c.codePointAt(0)!
  return n <= 0xff ? `\\x${n.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${n.toString(16).toUpperCase().padStart(4, '0')}`
}

/** Lone UTF-16 surrogates (invalid text; encodeURIComponent throws on them) become U+FFFD. */
export function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
}

const SHORT: Record<string, string> = { '\r': '\\r', '\n': '\\n', '\t': '\\t' }

/** A character that `visible` changes: CONTROL, INVISIBLE or a surrogate (maybe lone); on one line also \n and \t. */
const UNSAFE_MULTILINE = new RegExp(`${CONTROL.source}|${INVISIBLE.source}|[\\ud800-\\udfff]`)
const UNSAFE_LINE = new RegExp(`${UNSAFE_MULTILINE.source}|[\\n\\t]`)

/**
 * Terminal- and log-safe text: control, bidi and zero-width characters become visible escapes. With `multiline`,
 * \n (and \r\n, read as \n) and \t are kept; otherwise they are escaped too, so the text is one line.
 */
export function visible(s: string, multiline = false): string {
  if (!(multiline ? UNSAFE_MULTILINE : UNSAFE_LINE).test(s)) return s // almost every string: nothing to escape
  let t = multiline ? wellFormed(s).replace(/\r\n/g, '\n') : wellFormed(s)
  t = t.replace(CONTROL, (c) => SHORT[c] ?? hex(c)).replace(INVISIBLE, hex)
  return multiline ? t : t.replace(/[\n\t]/g, (c) => SHORT[c]!)
}

/** Markdown-bound text: bidi and zero-width characters removed, control characters made visible (\n, \t kept). */
export function clean(s: string): string {
  return wellFormed(s)
    .replace(/\r\n/g, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROL, (c) => SHORT[c] ?? hex(c))
}

/**
 * A line that the Actions runner would read as a workflow command (`::cmd::`, after leading whitespace) or the log
 * viewer as a `##[...]` directive gets a leading backslash.
 */
export function defuseLine(line: string): string {
  return /^\s*(::|##\[)/.test(line) ? `\\${line}` : line
}

/** Every line of `s` defused (for multi-line output such as the text report). */
export function defuseLines(s: string): string {
  if (!/^\s*(::|##\[)/m.test(s)) return s // no line to defuse (the multiline ^ also matches after \r: a superset)
  return s.split('\n').map(defuseLine).join('\n')
}

/** One log line carrying repository content: visible escapes, no raw CR/LF, never a workflow command. */
export function logLine(s: string): string {
  return defuseLine(visible(s))
}

/**
 * Workflow-command data and property values: CR and LF stay (the protocol escapes them as %0D/%0A), every other
 * control, bidi or zero-width character becomes a visible escape.
 */
export function commandText(s: string): string {
  return visible(s, true).replace(/\t/g, '\\t')
}

const RULE_IDS = new Set(RULES.map((r) => r.id))

/**
 * The docs URL of a finding, only when it is this tool's own page for that rule (a report from an artifact is
 * attacker-controlled, and so is its `docs` field); else null.
 */
export function trustedDocs(f: Pick<Finding, 'rule' | 'docs'>): string | null {
  return RULE_IDS.has(f.rule) && f.docs === docsUrl(f.rule) ? f.docs : null
}

/** A report read from an untrusted artifact, with every `docs` field reduced to the tool's own URL or ''. */
export function withTrustedDocs(r: Report): Report {
  return { ...r, findings: r.findings.map((f) => ({ ...f, docs: trustedDocs(f) ?? '' })) }
}

/** Report fields whose text may span lines (renderer output, explanations); every other string is one line. */
const MULTILINE_FIELDS = new Set(['error', 'message', 'fix', 'notRendered', 'warnings'])

/**
 * Every string of a report made terminal-safe (see `visible`): names, paths and labels on one line, messages keep
 * their line breaks. Iterative, so any nesting depth is fine.
 */
export function terminalSafe<T>(value: T): T {
  // A copy built on the way (strings that need no escape are the same strings): structuredClone copied every string
  // first, 0.16 s of the 20,000-resource app's text report.
  type Node = Record<string | number, unknown>
  const out: Node = {}
  const stack: Array<{ from: Node; to: Node; multiline: boolean }> = [{ from: { v: value }, to: out, multiline: false }]
  while (stack.length > 0) {
    const { from, to, multiline } = stack.pop()!
    const array = Array.isArray(from)
    const keys: Array<string | number> = array ? Array.from(from.keys()) : Object.keys(from)
    for (const k of keys) {
      const ml = array ? multiline : MULTILINE_FIELDS.has(k as string)
      const child = from[k]
      if (typeof child === 'string') to[k] = visible(child, ml)
      else if (child && typeof child === 'object') {
        const copy = (Array.isArray(child) ? new Array(child.length) : {}) as Node
        to[k] = copy
        stack.push({ from: child as Node, to: copy, multiline: ml })
      } else to[k] = child
    }
  }
  return out.v as T
}

/**
 * JSON text with C1 controls, DEL, bidi and zero-width characters written as \uXXXX escapes (JSON.stringify leaves
 * them raw). Lossless: parsing gives the same strings, but a terminal or viewer showing the file sees no raw ones.
 */
export function jsonEscapeInvisible(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
