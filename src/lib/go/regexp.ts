// Go's regexp package for the Sprig regex* functions (R6.3), on re2js: a port of RE2, the engine Go's regexp is.
// RE2 runs in time linear in the input whatever the pattern, so a PR's `regexMatch "^(a+)+$"` cannot hang the run
// (JavaScript's backtracking RegExp would), and Go's syntax ((?P<name>), [[:alpha:]], \A, \z, (?U)) is native.
// Match iteration, ReplaceAll and Split follow regexp.go's allMatches / replaceAll / Split loops; indices are UTF-16
// code units (re2js on strings), stepping over whole code points where Go steps over one rune.
import { RE2JS } from 're2js'
import { errorMessage } from '../errors.js'

export interface GoMatch {
  start: number
  end: number
  /** Group texts by number (index 0 = whole match); null for a group that did not take part. */
  groups: Array<string | null>
  named: Record<string, string | null>
}

export class GoRegexp {
  private constructor(
    private readonly re: RE2JS,
    readonly expr: string
  ) {}

  static compile(expr: string): GoRegexp {
    try {
      return new GoRegexp(RE2JS.compile(expr), expr)
    } catch (e) {
      const msg = errorMessage(e)
      throw new Error(msg.startsWith('error parsing regexp') ? msg : `error parsing regexp: ${msg}`)
    }
  }

  /** MatchString. */
  test(s: string): boolean {
    return this.re.test(s)
  }

  /** The leftmost match at or after `from` (the whole input stays the context for `^`, `\b`, ...). */
  private at(s: string, from: number): GoMatch | undefined {
    const m = this.re.matcher(s)
    if (!m.find(from)) return undefined
    const groups: Array<string | null> = []
    for (let i = 0; i <= m.groupCount(); i++) groups.push(m.group(i))
    return { start: m.start(), end: m.end(), groups, named: m.getNamedGroups() }
  }

  /** FindString. */
  find(s: string): string {
    return this.at(s, 0)?.groups[0] ?? ''
  }

  /** allMatches: at most n (n < 0: all); an empty match right after the previous match is skipped. */
  all(s: string, n: number): GoMatch[] {
    const out: GoMatch[] = []
    let prevEnd = -1
    for (let pos = 0; (n < 0 || out.length < n) && pos <= s.length;) {
      const m = this.at(s, pos)
      if (!m) break
      let accept = true
      if (m.end === pos) {
        if (m.start === prevEnd) accept = false
        pos += runeWidth(s, pos)
      } else pos = m.end
      prevEnd = m.end
      if (accept) out.push(m)
    }
    return out
  }

  /** ReplaceAllString (Expand templates) or ReplaceAllLiteralString. */
  replaceAll(s: string, tmpl: string, literal: boolean): string {
    let out = ''
    let lastEnd = 0
    for (let pos = 0; pos <= s.length;) {
      const m = this.at(s, pos)
      if (!m) break
      out += s.slice(lastEnd, m.start)
      // No replacement for an empty match immediately after another match.
      if (m.end > lastEnd || m.start === 0) out += literal ? tmpl : expand(tmpl, m)
      lastEnd = m.end
      const w = runeWidth(s, pos)
      pos = pos + w > m.end ? pos + w : pos + 1 > m.end ? pos + 1 : m.end
    }
    return out + s.slice(lastEnd)
  }

  /** Split. */
  split(s: string, n: number): string[] | null {
    if (n === 0) return null
    if (this.expr.length > 0 && s === '') return ['']
    const out: string[] = []
    let beg = 0
    let end = 0
    for (const m of this.all(s, n)) {
      if (n > 0 && out.length === n - 1) break
      end = m.start
      if (m.end !== 0) out.push(s.slice(beg, end))
      beg = m.end
    }
    if (end !== s.length) out.push(s.slice(beg))
    return out
  }
}

function runeWidth(s: string, i: number): number {
  if (i >= s.length) return 1
  const c = s.codePointAt(i)!
  return c > 0xffff ? 2 : 1
}

/** Go's Regexp.Expand template: $1, ${1}, $name, ${name}, $$; a bare name takes the longest run of [A-Za-z0-9_]. */
export function expand(template: string, m: GoMatch): string {
  return template.replace(/\$(\$|\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))?/g, (_all, what: string | undefined, braced?: string, bare?: string) => {
    if (what === undefined) return '$'
    if (what === '$') return '$'
    const name = (braced ?? bare)!
    if (/^\d+$/.test(name)) return m.groups[Number(name)] ?? ''
    return m.named[name] ?? ''
  })
}

const cache = new Map<string, GoRegexp>()

/** regexp.Compile, cached per pattern (a template evaluates the same pattern for every generated app). */
export function goRegexp(expr: string): GoRegexp {
  let re = cache.get(expr)
  if (!re) {
    re = GoRegexp.compile(expr)
    if (cache.size > 1000) cache.clear()
    cache.set(expr, re)
  }
  return re
}
