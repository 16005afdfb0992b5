// Text helpers behind the Sprig functions of sprig.ts: Go's strings.Title, strings.SplitN, strings.Trim, path.Clean/
// Base/Dir. (Go's regexp is in lib/go/regexp.ts.)

/** strings.Title: upper-cases the first letter of every word. */
export function title(s: string): string {
  let prev = ' '
  let out = ''
  for (const ch of s) {
    const sep = /[\p{L}\p{Nd}_]/u.test(prev) ? false : /[\x00-\x7f]/.test(prev) ? true : /\s/u.test(prev)
    out += sep ? ch.toUpperCase() : ch
    prev = ch
  }
  return out
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
