// Text helpers behind the Sprig functions of sprig.ts: Go's strings.Title, strings.SplitN, strings.Trim, path.Clean/
// Base/Dir. (Go's regexp is in lib/go/regexp.ts.)

/**
 * One rune as Go's unicode.ToUpper / ToLower map it: the simple (one-to-one) case mapping. JavaScript's full mapping
 * turns `ß` into `SS` and `İ` into `i̇`; Go keeps a rune whose case has no single-rune form (`ß` stays `ß`).
 */
export function runeCase(ch: string, upper: boolean): string {
  if (!upper && ch === '\u0130') return 'i' // İ: JavaScript's full mapping is i + a combining dot, Go's simple one is i
  const m = upper ? ch.toUpperCase() : ch.toLowerCase()
  return m.length === ch.length && [...m].length === 1 ? m : ch
}

const ASCII = /^[\x00-\x7f]*$/

/** strings.ToUpper / ToLower: rune by rune (no context: a final `Σ` lowers to `σ`, as in Go). */
export const goUpper = (s: string): string => (ASCII.test(s) ? s.toUpperCase() : [...s].map((c) => runeCase(c, true)).join(''))
export const goLower = (s: string): string => (ASCII.test(s) ? s.toLowerCase() : [...s].map((c) => runeCase(c, false)).join(''))

// unicode.ToTitle differs from ToUpper for the Latin digraphs only (among letters JavaScript maps one to one): their
// title case is the mixed form (`ǆ` and `Ǆ` title to `ǅ`).
const TITLE_DIGRAPHS: Record<string, string> = Object.fromEntries(
  [0x1c4, 0x1c7, 0x1ca, 0x1f1].flatMap((u) => [0, 1, 2].map((i) => [String.fromCharCode(u + i), String.fromCharCode(u + 1)]))
)

/** strings.Title: title-cases the first letter of every word. */
export function title(s: string): string {
  let prev = ' '
  let out = ''
  for (const ch of s) {
    const sep = /[\p{L}\p{Nd}_]/u.test(prev) ? false : /[\x00-\x7f]/.test(prev) ? true : /\s/u.test(prev)
    out += sep ? (TITLE_DIGRAPHS[ch] ?? runeCase(ch, true)) : ch
    prev = ch
  }
  return out
}

/**
 * Go's `s[start:end]` on a string's UTF-8 bytes (Sprig's substr and trunc index bytes, not characters); a cut inside a
 * character leaves invalid UTF-8, which reads as U+FFFD once written out (as Go's JSON and YAML encoders write it).
 * Out-of-range bounds throw, as Go's slice expression panics.
 */
export function byteSlice(s: string, start: number, end?: number): string {
  const b = Buffer.from(s, 'utf8')
  const e = end ?? b.length
  if (start < 0 || e < start || e > b.length) throw new RangeError(`slice bounds out of range [${start}:${e}] with length ${b.length}`)
  return ASCII.test(s) ? s.slice(start, e) : b.subarray(start, e).toString('utf8')
}

/**
 * Sprig's nospace (goutils DeleteWhiteSpace): it walks the string's bytes, drops those unicode.IsSpace calls space as
 * runes (tab to CR, space, U+0085, U+00A0) and writes every other byte back as the rune of that value, so a non-ASCII
 * character comes out as Latin-1 mojibake (`é` → `Ã©`). ASCII text is unchanged but for its spaces.
 */
export function deleteWhiteSpace(s: string): string {
  let out = ''
  for (const b of Buffer.from(s, 'utf8')) if (!((b >= 9 && b <= 13) || b === 32 || b === 0x85 || b === 0xa0)) out += String.fromCharCode(b)
  return out
}

/** UTF-8 length in bytes, as Go's len of a string. */
export const byteLength = (s: string): number => Buffer.byteLength(s, 'utf8')

/** strings.Replace(s, old, new, -1): an empty `old` matches at the start and after every character. */
export function goReplaceAll(s: string, old: string, by: string): string {
  if (old !== '') return s.split(old).join(by)
  return by + [...s].map((c) => c + by).join('')
}

export function trimSet(s: string, cut: string): string {
  const set = new Set(cut)
  const chars = [...s]
  let a = 0
  let b = chars.length
  while (a < b && set.has(chars[a]!)) a++
  while (b > a && set.has(chars[b - 1]!)) b--
  return chars.slice(a, b).join('')
}

/** strings.SplitN (n < 0: all; an empty separator splits into UTF-8 sequences). */
export function goSplit(s: string, sep: string, n: number): string[] {
  if (n === 0) return []
  const parts = sep === '' ? [...s] : s.split(sep)
  if (n > 0 && parts.length > n) return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)]
  return parts
}

/** Go's path.Clean. */
export function pathClean(p: string): string {
  if (p === '') return '.'
  const rooted = p.startsWith('/')
  const out: string[] = []
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop()
      else if (!rooted) out.push('..')
    } else out.push(seg)
  }
  const s = (rooted ? '/' : '') + out.join('/')
  return s === '' ? '.' : s
}

/** Go's path.Base. */
export function pathBase(p: string): string {
  if (p === '') return '.'
  const t = p.replace(/\/+$/, '')
  if (t === '') return '/'
  return t.slice(t.lastIndexOf('/') + 1)
}

/** Go's path.Dir. */
export function pathDir(p: string): string {
  const i = p.lastIndexOf('/')
  return pathClean(p.slice(0, i + 1))
}
