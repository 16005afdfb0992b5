// What every rendering must hold whatever the repository contains (issue 8, items 15-17): shared by the hostile
// repository tests and the property tests.
import assert from 'node:assert/strict'
import { COMMAND_LINE, RAW_CONTROL } from './hostile-repo.js'

/** Our own HTML in markdown: <details>/<summary>/<sub> and the sticky comment's marker. */
const OWN_TAGS = /<\/?(details|summary|sub)>|<!-- argocd-prune-guard:v1 [^\n]*? -->/g

/** Every fence closed, every <details> closed after it opened. */
export function assertBalanced(md: string): void {
  let open: string | null = null
  let details = 0
  for (const line of md.split('\n')) {
    const m = /^(`{3,})/.exec(line)
    if (m && open === null) open = m[1]!
    else if (m && line.trim() === open) open = null
    else if (open === null) {
      const html = withoutCodeSpans(line)
      details += (html.match(/<details>/g) ?? []).length - (html.match(/<\/details>/g) ?? []).length
      assert.ok(details >= 0, 'no </details> before its <details>')
    }
  }
  assert.equal(open, null, 'fences closed')
  assert.equal(details, 0, 'details balanced')
}

/** Inline code spans removed (GitHub shows their content literally); escaped backticks open none. */
function withoutCodeSpans(s: string): string {
  // CommonMark, left to right: a backslash escape outside code is consumed first; a backtick run opens a span closed
  // by the next run of exactly the same length (inside it, backslashes are literal); an unmatched run is literal.
  let out = ''
  let i = 0
  while (i < s.length) {
    if (s[i] === '\\' && i + 1 < s.length) {
      out += s[i]! + s[i + 1]!
      i += 2
      continue
    }
    if (s[i] !== '`') {
      out += s[i++]
      continue
    }
    let n = 0
    while (s[i + n] === '`') n++
    const close = new RegExp(`(?<!\`)\`{${n}}(?!\`)`, 'g')
    close.lastIndex = i + n
    const m = close.exec(s)
    if (m) i = m.index + n
    else {
      out += '`'.repeat(n)
      i += n
    }
  }
  return out
}

/** The text GitHub would scan for mentions, references, autolinks and HTML: outside code and link destinations. */
export function prose(md: string): string {
  return withoutCodeSpans(md.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '')).replace(/\]\([^)\s]*\)/g, ']')
}

export function assertSafeMarkdown(md: string): void {
  assertBalanced(md)
  assert.doesNotMatch(md, RAW_CONTROL, 'no raw control, bidi or zero-width character')
  const p = prose(md)
  assert.doesNotMatch(p, /(^|[^\w])@[A-Za-z0-9]/, 'no @mention')
  assert.doesNotMatch(p, /#\d/, 'no issue reference')
  assert.doesNotMatch(p, /https?:\/\/|www\./i, 'no bare URL to autolink')
  assert.doesNotMatch(p.replace(OWN_TAGS, ''), /<[A-Za-z!/]/, 'no HTML but our own')
}

/** Terminal text and log output: no raw controls, no line the runner would execute. */
export function assertSafeLines(text: string, allowed: RegExp = /^$/): void {
  assert.doesNotMatch(text, RAW_CONTROL, 'no raw control, bidi or zero-width character')
  for (const line of text.split('\n'))
    if (COMMAND_LINE.test(line) && !allowed.test(line.trimStart())) assert.fail(`a log line is a command: ${JSON.stringify(line)}`)
}
