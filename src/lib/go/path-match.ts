// Go path.Match (R6.4: ApplicationSet git-directory generators), ported byte for byte. Pure.
// Go strings are UTF-8 bytes; classes and `?` decode one rune.
// `*` matches any run of non-`/` bytes, `?` one non-`/` rune, `[^...]` negates, `\` escapes. A malformed pattern
// (ErrBadPattern) yields false.
import { GuardError, type ErrorKind } from '../errors.js'

class BadPattern extends GuardError {
  override get kind(): ErrorKind {
    return 'internal'
  }
}

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
