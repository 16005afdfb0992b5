// Text helpers behind the Sprig functions of sprig.ts: Go's strings.Title, strings.SplitN, strings.Trim, path.Clean/
// Base/Dir, and regexp (RE2 syntax translated to JavaScript, Regexp.Expand templates, Split).
import { UnsupportedFunction } from './gotemplate.js'
import { tagType } from './values.js'

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

/** Go RE2 syntax → JavaScript RegExp (named groups, leading flags, POSIX classes, \A \z). */
export function goRegexp(expr: string, global = false): RegExp {
  let flags = global ? 'g' : ''
  let src = expr
  const lead = /^\(\?([imsU]+)\)/.exec(src)
  if (lead) {
    if (lead[1]!.includes('U')) throw new UnsupportedFunction('regex (?U)', 'flag is not evaluated offline')
    flags += lead[1]!
    src = src.slice(lead[0].length)
  }
  const posix: Record<string, string> = { alpha: 'A-Za-z', digit: '0-9', alnum: 'A-Za-z0-9', upper: 'A-Z', lower: 'a-z', space: '\\s', word: '\\w', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' }
  src = src
    .replace(/\(\?P</g, '(?<')
    .replace(/\[:(\w+):\]/g, (m, n: string) => posix[n] ?? m)
    .replace(/\\A/g, '^')
    .replace(/\\z/g, '$(?![\\s\\S])')
  try {
    return new RegExp(src, flags)
  } catch (e) {
    throw new Error(`error parsing regexp: ${e instanceof Error ? e.message : String(e)}`)
  }
}

/** Go's Regexp.Expand template: $1, ${1}, $name, ${name}, $$. */
export function expand(template: string, m: RegExpExecArray): string {
  return template.replace(/\$(\$|\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))?/g, (_all, what: string | undefined, braced?: string, bare?: string) => {
    if (what === undefined) return '$'
    if (what === '$') return '$'
    const name = (braced ?? bare)!
    if (/^\d+$/.test(name)) return m[Number(name)] ?? ''
    return m.groups?.[name] ?? ''
  })
}

export function regexSplit(re: RegExp, s: string, n: number): string[] | null {
  if (n === 0) return null
  if (re.source !== '(?:)' && s === '') return ['']
  const out: string[] = []
  let beg = 0
  let end = 0
  for (const m of s.matchAll(re)) {
    if (n > 0 && out.length === n - 1) break
    end = m.index
    if (m.index + m[0].length !== 0) out.push(s.slice(beg, end))
    beg = m.index + m[0].length
  }
  if (end !== s.length) out.push(s.slice(beg))
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

export function findAll(r: string, s: string, n: number): string[] {
  const all = [...s.matchAll(goRegexp(r, true))].map((m) => m[0])
  return tagType(n < 0 ? all : all.slice(0, n), '[]string')
}

export function replaceAll(r: string, s: string, tmpl: string, literal: boolean): string {
  const re = goRegexp(r, true)
  return s.replace(re, (...m: unknown[]) => {
    if (literal) return tmpl
    const hasGroups = typeof m[m.length - 1] === 'object'
    const groups = hasGroups ? (m[m.length - 1] as Record<string, string>) : undefined
    const caps = m.slice(0, hasGroups ? -3 : -2) as string[]
    const exec = Object.assign(caps, { groups, index: 0, input: s }) as unknown as RegExpExecArray
    return expand(tmpl, exec)
  })
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

