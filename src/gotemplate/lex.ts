// Lexer for the Go text/template subset of parse.ts: splits text from actions (applying `{{-`/`-}}`
// trimming and dropping comments) and tokenises actions like text/template/parse/lex.go.
import { GuardError, type ErrorKind } from '../lib/errors.js'

export class TemplateError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}

/**
 * Bounds of the guard's own, not Go's or Argo CD's: a template is pull-request content run in the guard's process, so
 * one that would take more steps (one execution, or all those sharing a StepBudget), output or list elements than
 * these (`{{ range until 100000 }}` nested twice) stops with TemplateLimit, and its caller reports the output as
 * unknown. Real ApplicationSet templates need a tiny part.
 */
export const TEMPLATE_LIMITS = { steps: 20_000_000, outputChars: 8 * 1024 * 1024, listLength: 1_000_000 }

/** Steps left to a caller's templates together (one ApplicationSet's, all its param sets); each execution uses it up. */
export interface StepBudget {
  left: number
  /** What the budget started with (the message names it). */
  total: number
}

/** A budget of `total` steps (default TEMPLATE_LIMITS.steps). */
export const stepBudget = (total: number = TEMPLATE_LIMITS.steps): StepBudget => ({ left: total, total })

/** A template stopped at one of TEMPLATE_LIMITS (or at the JavaScript engine's own string and array sizes). */
export class TemplateLimit extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
}

/** A function the template may call but that the guard does not evaluate offline (the caller treats the output as unknown). */
export class UnsupportedFunction extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
  constructor(
    readonly fn: string,
    why = 'is not evaluated offline'
  ) {
    super(`template function "${fn}" ${why}`)
  }
}

export type TokType =
  'field' | 'var' | 'dot' | 'ident' | 'string' | 'char' | 'number' | 'bool' | 'nil' | 'pipe' | 'lparen' | 'rparen' | 'declare' | 'assign' | 'comma' | 'end'
export interface Tok {
  type: TokType
  val: string
  /** whitespace precedes this token */
  sp: boolean
}

export const KEYWORDS = new Set(['if', 'else', 'end', 'range', 'with', 'define', 'template', 'block', 'break', 'continue'])
const SPACE = /[ \t\r\n]/
const ALNUM = /[\p{L}\p{Nd}_]/u

export type Item = { kind: 'text'; text: string } | { kind: 'action'; toks: Tok[] }

/** Splits the template into text and tokenised actions, applying trim markers and dropping comments. */
export function lex(src: string): Item[] {
  const items: Item[] = []
  let pos = 0
  let trimNext = false
  for (;;) {
    const open = src.indexOf('{{', pos)
    let text = src.slice(pos, open < 0 ? src.length : open)
    if (trimNext) text = text.replace(/^[ \t\r\n]+/, '')
    trimNext = false
    let i = open + 2
    const trimLeft = open >= 0 && src[i] === '-' && SPACE.test(src[i + 1] ?? '')
    if (trimLeft) text = text.replace(/[ \t\r\n]+$/, '')
    if (text) items.push({ kind: 'text', text })
    if (open < 0) return items
    if (trimLeft) i += 2
    // Comment: {{/* ... */}} possibly with trim markers.
    let j = i
    while (trimLeft && SPACE.test(src[j] ?? '')) j++
    if (src.startsWith('/*', j)) {
      const close = src.indexOf('*/', j + 2)
      if (close < 0) throw new TemplateError('unclosed comment')
      let k = close + 2
      if (src.startsWith(' -}}', k) || src.startsWith('\t-}}', k) || src.startsWith('\n-}}', k)) {
        trimNext = true
        k += 4
      } else if (src.startsWith('}}', k)) k += 2
      else throw new TemplateError('comment ends before closing delimiter')
      pos = k
      continue
    }
    const toks: Tok[] = []
    pos = lexAction(src, i, toks, () => (trimNext = true))
    items.push({ kind: 'action', toks })
  }
}

function lexAction(src: string, i: number, toks: Tok[], onTrim: () => void): number {
  let sp = false
  let parens = 0
  const push = (type: TokType, val: string): void => {
    toks.push({ type, val, sp })
    sp = false
  }
  for (;;) {
    if (i >= src.length) throw new TemplateError('unclosed action')
    const c = src[i]!
    if (SPACE.test(c)) {
      let j = i
      while (SPACE.test(src[j] ?? '')) j++
      if (src[j] === '-' && src.startsWith('}}', j + 1)) {
        onTrim()
        push('end', '')
        return j + 3
      }
      sp = true
      i = j
      continue
    }
    if (src.startsWith('}}', i)) {
      if (parens > 0) throw new TemplateError('unclosed left paren')
      push('end', '')
      return i + 2
    }
    if (c === '|') push('pipe', c)
    else if (c === '(') {
      parens++
      push('lparen', c)
    } else if (c === ')') {
      if (--parens < 0) throw new TemplateError('unexpected right paren')
      push('rparen', c)
    } else if (c === ',') push('comma', c)
    else if (c === ':' && src[i + 1] === '=') {
      push('declare', ':=')
      i += 2
      continue
    } else if (c === '=') push('assign', c)
    else if (c === '"' || c === '`' || c === "'") {
      const end = scanQuoted(src, i, c)
      push(c === "'" ? 'char' : 'string', src.slice(i, end))
      i = end
      continue
    } else if (c === '$' || (c === '.' && !/[0-9]/.test(src[i + 1] ?? ''))) {
      let j = i + 1
      while (j < src.length && ALNUM.test(src[j]!)) j++
      const word = src.slice(i, j)
      push(c === '$' ? 'var' : word === '.' ? 'dot' : 'field', word)
      i = j
      continue
    } else if (/[0-9+\-.]/.test(c)) {
      const m = /^[+-]?(?:0[xX][0-9a-fA-F_]*(?:\.[0-9a-fA-F_]*)?(?:[pP][+-]?[0-9_]+)?|0[oObB][0-9_]+|[0-9_]*\.?[0-9_]*(?:[eE][+-]?[0-9_]+)?)i?/.exec(
        src.slice(i)
      )
      const text = m?.[0] ?? ''
      if (!/[0-9]/.test(text) || ALNUM.test(src[i + text.length] ?? '')) throw new TemplateError(`bad number syntax: "${src.slice(i, i + text.length + 1)}"`)
      push('number', text)
      i += text.length
      continue
    } else if (ALNUM.test(c)) {
      let j = i
      while (j < src.length && ALNUM.test(src[j]!)) j++
      const word = src.slice(i, j)
      push(word === 'true' || word === 'false' ? 'bool' : word === 'nil' ? 'nil' : 'ident', word)
      i = j
      continue
    } else throw new TemplateError(`unrecognized character in action: ${JSON.stringify(c)}`)
    i++
  }
}

function scanQuoted(src: string, i: number, q: string): number {
  let j = i + 1
  for (;;) {
    const c = src[j]
    if (c === undefined || (q !== '`' && c === '\n')) throw new TemplateError(q === '`' ? 'unterminated raw quoted string' : 'unterminated quoted string')
    if (c === '\\' && q !== '`') j += 2
    else if (c === q) return j + 1
    else j++
  }
}

/** Go string literal (strconv.Unquote) to its value. */
export function unquote(text: string): string {
  if (text.startsWith('`')) return text.slice(1, -1).replace(/\r/g, '')
  const body = text.slice(1, -1)
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (_, e: string) => {
    const simple: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', '"': '"', "'": "'" }
    if (e.length === 1) {
      if (simple[e] === undefined) throw new TemplateError(`invalid syntax in ${text}`)
      return simple[e]!
    }
    if (/^[0-7]{3}$/.test(e)) return String.fromCharCode(parseInt(e, 8))
    return String.fromCodePoint(parseInt(e.slice(1), 16))
  })
}

export function parseNumber(text: string): { value: number | bigint } {
  if (text.endsWith('i')) throw new TemplateError(`complex constants are not supported: ${text}`)
  const clean = text.replace(/_/g, '')
  const neg = clean.startsWith('-')
  const body = clean.replace(/^[+-]/, '')
  const isHex = /^0[xX]/.test(body)
  if ((!isHex && /[.eE]/.test(body)) || (isHex && /[.pP]/.test(body))) {
    const f = Number(clean)
    if (Number.isNaN(f)) throw new TemplateError(`illegal number syntax: "${text}"`)
    return { value: f }
  }
  const radix = /^0[oO]/.test(body) ? '0o' : /^0[bB]/.test(body) ? '0b' : ''
  const digits = radix ? body.slice(2) : /^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body
  const v = BigInt(radix + digits)
  return { value: neg ? -v : v }
}
