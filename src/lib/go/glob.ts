// Glob matchers that mirror the two Go libraries Argo CD uses:
// * gobwasMatch: github.com/gobwas/glob v0.2.3 compiled WITHOUT separators, as Argo's util/glob.Match does for
//   directory include/exclude (R1.7.1). `*`, `**` and `?` then also match `/`.
// (Go's path.Match, used by ApplicationSet git-directory generators, is in src/lib/go/path-match.ts.)
import { anchoredMatcher, re2Char, re2Literal, type LinearMatcher } from './linear-match.js'

// ---------------------------------------------------------------------------------------------------------------
// gobwas/glob. The lexer and parser follow syntax/lexer and syntax/ast of v0.2.3 closely so the odd corners match:
// * only `!` negates a class (`[^a]` is the set {'^','a'}); a class is EITHER one range `[a-z]` OR a set `[abc]`,
//   so `[a-z0-9]`, `[]` and `[z-a]` do not compile;
// * `,` and `}` are literal outside `{...}`; an unclosed `{a,b` behaves like `{a,b}`;
// * `\` escapes the next character; a trailing `\` is dropped.
// A pattern that does not compile never matches (Argo logs the compile error and returns false).

type TokType =
  | 'eof'
  | 'error'
  | 'text'
  | 'any'
  | 'super'
  | 'single'
  | 'not'
  | 'sep'
  | 'rangeOpen'
  | 'rangeClose'
  | 'rangeLo'
  | 'rangeHi'
  | 'rangeBetween'
  | 'termsOpen'
  | 'termsClose'

interface Token {
  type: TokType
  data: string
}

function lex(pattern: string): Token[] {
  const chars = Array.from(pattern) // runes
  const out: Token[] = []
  let pos = 0
  let termsLevel = 0
  const read = (): string | undefined => chars[pos++]
  const peek = (): string | undefined => chars[pos]

  const fetchText = (breakers: string): void => {
    let data = ''
    let escaped = false
    for (;;) {
      const r = read()
      if (r === undefined) break
      if (!escaped) {
        if (r === '\\') {
          escaped = true
          continue
        }
        if (breakers.includes(r)) {
          pos--
          break
        }
      }
      escaped = false
      data += r
    }
    if (data !== '') out.push({ type: 'text', data })
  }

  const fetchRange = (): boolean => {
    let wantHi = false
    let wantClose = false
    let seenNot = false
    for (;;) {
      const r = read()
      if (r === undefined) return fail('unexpected end of input')
      if (wantClose) {
        if (r !== ']') return fail('expected close range character')
        out.push({ type: 'rangeClose', data: r })
        return true
      }
      if (wantHi) {
        out.push({ type: 'rangeHi', data: r })
        wantClose = true
        continue
      }
      if (!seenNot && r === '!') {
        out.push({ type: 'not', data: r })
        seenNot = true
        continue
      }
      if (peek() === '-') {
        pos++
        out.push({ type: 'rangeLo', data: r }, { type: 'rangeBetween', data: '-' })
        wantHi = true
        continue
      }
      pos--
      fetchText(']')
      wantClose = true
    }
  }

  const fail = (msg: string): false => {
    out.push({ type: 'error', data: msg })
    return false
  }

  for (;;) {
    const r = read()
    if (r === undefined) {
      out.push({ type: 'eof', data: '' })
      return out
    }
    if (r === '{') {
      termsLevel++
      out.push({ type: 'termsOpen', data: r })
    } else if (r === ',' && termsLevel > 0) {
      out.push({ type: 'sep', data: r })
    } else if (r === '}' && termsLevel > 0) {
      out.push({ type: 'termsClose', data: r })
      termsLevel--
    } else if (r === '[') {
      out.push({ type: 'rangeOpen', data: r })
      if (!fetchRange()) return out
    } else if (r === '?') {
      out.push({ type: 'single', data: r })
    } else if (r === '*') {
      if (peek() === '*') {
        pos++
        out.push({ type: 'super', data: '**' })
      } else out.push({ type: 'any', data: r })
    } else {
      pos--
      fetchText(termsLevel > 0 ? '?*[{},' : '?*[{')
    }
  }
}

// Patterns compile to RE2 syntax and match with re2js (linear-match.ts): the same language as before, but no
// backtracking, so many `*` cannot make a match take exponential time.
const cp = re2Char

interface Group {
  alts: string[][] // each alternative is a list of regex fragments
  parent: Group | undefined
}

/** gobwas/glob v0.2.3 pattern → an anchored linear-time matcher, or undefined when the pattern does not compile. */
function compileGobwas(pattern: string): LinearMatcher | undefined {
  const tokens = lex(pattern)
  const root: Group = { alts: [[]], parent: undefined }
  let group = root
  const cur = (): string[] => group.alts[group.alts.length - 1]!
  let i = 0
  for (;;) {
    const t = tokens[i++]!
    switch (t.type) {
      case 'eof': {
        // An unclosed `{` is not an error in v0.2.3: close every open group.
        while (group.parent) group = closeGroup(group)
        return anchoredMatcher(root.alts[0]!.join(''), true)
      }
      case 'error':
        return undefined
      case 'text':
        cur().push(re2Literal(t.data))
        break
      case 'any':
      case 'super':
        cur().push('.*') // no separators: `*` and `**` both match anything, `/` included
        break
      case 'single':
        cur().push('.')
        break
      case 'termsOpen':
        group = { alts: [[]], parent: group }
        break
      case 'sep':
        group.alts.push([])
        break
      case 'termsClose':
        group = closeGroup(group)
        break
      case 'rangeOpen': {
        let not = false
        let lo = ''
        let hi = ''
        let set = ''
        for (;;) {
          const r = tokens[i++]!
          if (r.type === 'eof' || r.type === 'error') return undefined
          if (r.type === 'not') not = true
          else if (r.type === 'rangeLo') lo = r.data
          else if (r.type === 'rangeHi') {
            hi = r.data
            if (hi.codePointAt(0)! < lo.codePointAt(0)!) return undefined
          } else if (r.type === 'text') set = r.data
          else if (r.type === 'rangeClose') break
        }
        const isRange = lo !== '' && hi !== ''
        if (isRange === (set !== '')) return undefined // "could not parse range"
        const body = isRange ? `${cp(lo)}-${cp(hi)}` : Array.from(set).map(cp).join('')
        cur().push(`[${not ? '^' : ''}${body}]`)
        break
      }
      default:
        return undefined
    }
  }
}

function closeGroup(g: Group): Group {
  const parent = g.parent!
  parent.alts[parent.alts.length - 1]!.push(`(?:${g.alts.map((a) => a.join('')).join('|')})`)
  return parent
}

const gobwasCache = new Map<string, LinearMatcher | null>()

/** gobwas/glob `Compile(pattern).Match(text)` with no separators (R1.7.1). Invalid patterns match nothing. */
export function gobwasMatch(pattern: string, text: string): boolean {
  let re = gobwasCache.get(pattern)
  if (re === undefined) {
    re = compileGobwas(pattern) ?? null
    if (gobwasCache.size > 10_000) gobwasCache.clear()
    gobwasCache.set(pattern, re)
  }
  return re !== null && re.test(text)
}
