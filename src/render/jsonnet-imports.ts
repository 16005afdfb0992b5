// The files a Jsonnet file imports (`import`, `importstr`, `importbin`), read from its text without evaluating it, for
// the input fingerprint (render/inputs.ts): the guard does not evaluate Jsonnet (R1.7.4), but a library the app imports
// from another folder changes what Argo CD renders, so a change to it must mark the app as changed.
// Hand-written: no maintained JavaScript library tokenizes Jsonnet. Only what finds imports is read: comments (`//`,
// `#`, `/* */`) and string literals (quoted, verbatim `@"..."`, text blocks `|||`) are skipped so that none hides or
// invents an import. go-jsonnet requires an import's operand to be a string literal that is not a text block (anything
// else is a static error, "Computed imports are not allowed"); text this reader cannot follow (an unterminated string
// or comment, an operand that is not such a literal) gives undefined, and the caller counts the inputs as unknown.

export interface JsonnetImport {
  kind: 'import' | 'importstr' | 'importbin'
  /** The path as written (decoded from its string literal). */
  path: string
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y
const IMPORT_KEYWORDS = new Set(['import', 'importstr', 'importbin'])
const ESCAPES: Record<string, string> = { '"': '"', "'": "'", '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }

/** A string literal at `i` (quoted or verbatim): its value and the index after it; undefined when it is not one. */
function stringAt(text: string, i: number): { value: string; end: number } | undefined {
  const verbatim = text[i] === '@'
  const q = text[verbatim ? i + 1 : i]
  if (q !== '"' && q !== "'") return undefined
  let value = ''
  for (let j = verbatim ? i + 2 : i + 1; j < text.length; j++) {
    const c = text[j]!
    if (c === q) {
      if (verbatim && text[j + 1] === q) {
        value += q // a doubled quote in a verbatim string
        j++
        continue
      }
      return { value, end: j + 1 }
    }
    if (c === '\\' && !verbatim) {
      const e = text[j + 1]
      if (e === 'u') {
        const hex = text.slice(j + 2, j + 6)
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) return undefined
        value += String.fromCharCode(parseInt(hex, 16))
        j += 5
      } else if (e !== undefined && ESCAPES[e] !== undefined) {
        value += ESCAPES[e]
        j++
      } else return undefined
      continue
    }
    value += c
  }
  return undefined // unterminated
}

/** The index after whitespace and comments from `i`; -1 in an unterminated block comment. */
function skipBlank(text: string, i: number): number {
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++
    if (text[i] === '#' || (text[i] === '/' && text[i + 1] === '/')) {
      const nl = text.indexOf('\n', i)
      i = nl < 0 ? text.length : nl + 1
    } else if (text[i] === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2)
      if (close < 0) return -1
      i = close + 2
    } else return i
  }
}

/**
 * The index after a text block starting at `i`, ended as go-jsonnet's lexer ends one: `|||` (or `|||-`), blanks, a
 * line break, then lines that start with the first line's indentation (or are empty); the first line that does not
 * must be blanks then `|||`. A line of the block that reads `|||` at the block's indentation is text, not its end.
 * Undefined where go-jsonnet reports a syntax error.
 */
function textBlockEnd(text: string, i: number): number | undefined {
  let j = i + 3
  if (text[j] === '-') j++
  while (text[j] === ' ' || text[j] === '\t' || text[j] === '\r') j++
  if (text[j] !== '\n') return undefined
  j++
  while (text[j] === '\n') j++
  const indent = /^[ \t]*/.exec(text.slice(j, j + 4096))![0]
  if (indent.length === 0) return undefined
  while (text.startsWith(indent, j)) {
    const nl = text.indexOf('\n', j)
    if (nl < 0) return undefined
    j = nl + 1
    while (text[j] === '\n') j++
  }
  while (text[j] === ' ' || text[j] === '\t') j++
  return text.startsWith('|||', j) ? j + 3 : undefined
}

/** The imports of a Jsonnet file, in order; undefined when the text cannot be followed (see the header). */
export function jsonnetImports(text: string): JsonnetImport[] | undefined {
  const out: JsonnetImport[] = []
  let i = 0
  while (i < text.length) {
    i = skipBlank(text, i)
    if (i < 0) return undefined
    if (i >= text.length) break
    const c = text[i]!
    if (c === '"' || c === "'" || (c === '@' && (text[i + 1] === '"' || text[i + 1] === "'"))) {
      const s = stringAt(text, i)
      if (!s) return undefined
      i = s.end
    } else if (text.startsWith('|||', i)) {
      const end = textBlockEnd(text, i)
      if (end === undefined) return undefined
      i = end
    } else if (/[A-Za-z_]/.test(c)) {
      IDENT.lastIndex = i
      const word = IDENT.exec(text)![0]
      i += word.length
      if (!IMPORT_KEYWORDS.has(word)) continue
      const at = skipBlank(text, i)
      const s = at < 0 ? undefined : stringAt(text, at)
      if (!s) return undefined // not a plain string literal: Argo CD's render fails, or this reader cannot tell
      out.push({ kind: word as JsonnetImport['kind'], path: s.value })
      i = s.end
    } else i++
  }
  return out
}
