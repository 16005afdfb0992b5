// Glob matchers that mirror the two Go libraries Argo CD uses:
// * gobwasMatch: github.com/gobwas/glob v0.2.3 compiled WITHOUT separators, as Argo's util/glob.Match does for
//   directory include/exclude (R1.7.1). `*`, `**` and `?` then also match `/`.
// * goPathMatch: Go's path.Match (used later for ApplicationSet git-directory generators, R6).

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

/** A regex class member for one code point, always escaped (safe inside `[...]` with the `u` flag). */
const cp = (ch: string): string => `\\u{${ch.codePointAt(0)!.toString(16)}}`
const escapeRe = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')

interface Group {
  alts: string[][] // each alternative is a list of regex fragments
  parent: Group | undefined
}

/** gobwas/glob v0.2.3 pattern → anchored RegExp source, or undefined when the pattern does not compile. */
function compileGobwas(pattern: string): RegExp | undefined {
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
        return new RegExp(`^(?:${root.alts[0]!.join('')})$`, 'u')
      }
      case 'error':
        return undefined
      case 'text':
        cur().push(escapeRe(t.data))
        break
      case 'any':
      case 'super':
        cur().push('[^]*') // no separators: `*` and `**` both match anything, `/` included
        break
      case 'single':
        cur().push('[^]')
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

const gobwasCache = new Map<string, RegExp | null>()

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

// ---------------------------------------------------------------------------------------------------------------
// Go path.Match, ported byte for byte (Go strings are UTF-8 bytes; classes and `?` decode one rune).
// `*` matches any run of non-`/` bytes, `?` one non-`/` rune, `[^...]` negates, `\` escapes. A malformed pattern
// (ErrBadPattern) yields false.

class BadPattern extends Error {}

const enc = new TextEncoder()
const SLASH = 0x2f
const BACKSLASH = 0x5c

/** utf8.DecodeRune on TextEncoder output (always valid UTF-8): [rune, width]; empty → [0xfffd, 0]. */
function decodeRune(b: Uint8Array, i: number): [number, number] {
  if (i >= b.length) return [0xfffd, 0]
  const c = b[i]!
  if (c < 0x80) return [c, 1]
  const need = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1
  if (i + need >= b.length) return [0xfffd, 1]
  let r = c & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07)
  for (let k = 1; k <= need; k++) r = (r << 6) | (b[i + k]! & 0x3f)
  return [r, need + 1]
}

function scanChunk(p: Uint8Array): { star: boolean; chunk: Uint8Array; rest: Uint8Array } {
  let star = false
  while (p.length > 0 && p[0] === 0x2a) {
    p = p.subarray(1)
    star = true
  }
  let inrange = false
  let i = 0
  for (; i < p.length; i++) {
    const c = p[i]
    if (c === BACKSLASH) {
      if (i + 1 < p.length) i++ // a bad trailing escape is reported by matchChunk
    } else if (c === 0x5b) inrange = true
    else if (c === 0x5d) inrange = false
    else if (c === 0x2a && !inrange) break
  }
  return { star, chunk: p.subarray(0, i), rest: p.subarray(i) }
}

function getEsc(chunk: Uint8Array): [number, Uint8Array] {
  if (chunk.length === 0 || chunk[0] === 0x2d || chunk[0] === 0x5d) throw new BadPattern()
  if (chunk[0] === BACKSLASH) {
    chunk = chunk.subarray(1)
    if (chunk.length === 0) throw new BadPattern()
  }
  const [r, n] = decodeRune(chunk, 0)
  if (r === 0xfffd && n === 1) throw new BadPattern()
  const rest = chunk.subarray(n)
  if (rest.length === 0) throw new BadPattern()
  return [r, rest]
}

/** Returns the rest of s after matching chunk, or undefined when it does not match. Throws BadPattern. */
function matchChunk(chunk: Uint8Array, s: Uint8Array): Uint8Array | undefined {
  let failed = false
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true
    switch (chunk[0]) {
      case 0x5b: {
        let r = 0
        if (!failed) {
          const [rr, n] = decodeRune(s, 0)
          r = rr
          s = s.subarray(n)
        }
        chunk = chunk.subarray(1)
        let negated = false
        if (chunk.length > 0 && chunk[0] === 0x5e) {
          negated = true
          chunk = chunk.subarray(1)
        }
        let match = false
        let nrange = 0
        for (;;) {
          if (chunk.length > 0 && chunk[0] === 0x5d && nrange > 0) {
            chunk = chunk.subarray(1)
            break
          }
          let lo: number
          ;[lo, chunk] = getEsc(chunk)
          let hi = lo
          if (chunk[0] === 0x2d) [hi, chunk] = getEsc(chunk.subarray(1))
          if (lo <= r && r <= hi) match = true
          nrange++
        }
        if (match === negated) failed = true
        break
      }
      case 0x3f:
        if (!failed) {
          if (s[0] === SLASH) failed = true
          const [, n] = decodeRune(s, 0)
          s = s.subarray(n)
        }
        chunk = chunk.subarray(1)
        break
      default:
        if (chunk[0] === BACKSLASH) {
          chunk = chunk.subarray(1) // an escaped byte matches itself
          if (chunk.length === 0) throw new BadPattern()
        }
        if (!failed) {
          if (chunk[0] !== s[0]) failed = true
          s = s.subarray(1)
        }
        chunk = chunk.subarray(1)
    }
  }
  return failed ? undefined : s
}

function pathMatch(pattern: Uint8Array, name: Uint8Array): boolean {
  pattern: while (pattern.length > 0) {
    const { star, chunk, rest } = scanChunk(pattern)
    pattern = rest
    if (star && chunk.length === 0) return !name.includes(SLASH) // trailing * matches rest unless it has a /
    const t = matchChunk(chunk, name)
    if (t !== undefined && (t.length === 0 || pattern.length > 0)) {
      name = t
      continue
    }
    if (star) {
      for (let i = 0; i < name.length && name[i] !== SLASH; i++) {
        const t2 = matchChunk(chunk, name.subarray(i + 1))
        if (t2 !== undefined) {
          if (pattern.length === 0 && t2.length > 0) continue
          name = t2
          continue pattern
        }
      }
    }
    // Before returning false, check that the rest of the pattern is well formed (Go returns ErrBadPattern).
    while (pattern.length > 0) {
      const next = scanChunk(pattern)
      pattern = next.rest
      matchChunk(next.chunk, new Uint8Array(0))
    }
    return false
  }
  return name.length === 0
}

/** Go `path.Match(pattern, name)`; a malformed pattern (ErrBadPattern) is reported as no match. */
export function goPathMatch(pattern: string, name: string): boolean {
  try {
    return pathMatch(enc.encode(pattern), enc.encode(name))
  } catch (e) {
    if (e instanceof BadPattern) return false
    throw e
  }
}
