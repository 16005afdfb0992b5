// git's wildmatch (wildmatch.c) without WM_PATHNAME, as `git ls-files -- <pathspec>` applies it to ApplicationSet git
// file generators (R6.5): `*` and `?` also match `/`, `[...]` classes with `!`/`^` negation and [:alpha:]-style names,
// `\` escapes. Hand-written: no npm library implements git's wildmatch; compiled to a linear-time matcher.
import { anchoredMatcher, type LinearMatcher } from './linear-match.js'

/** git wildmatch without WM_PATHNAME, compiled to a linear-time matcher (RE2: no backtracking on many `*`). */
export function wildmatchMatcher(pattern: string): LinearMatcher {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '*') re += '.*'
    else if (c === '?') re += '.'
    else if (c === '\\' && i + 1 < pattern.length) re += escapeRe(pattern[++i]!)
    else if (c === '[') {
      let j = i + 1
      let neg = false
      if (pattern[j] === '!' || pattern[j] === '^') {
        neg = true
        j++
      }
      let body = ''
      let first = true
      for (; j < pattern.length && (pattern[j] !== ']' || first); j++) {
        first = false
        const cls = /^\[:(\w+):\]/.exec(pattern.slice(j))
        if (cls) {
          body += { alpha: 'A-Za-z', digit: '0-9', alnum: 'A-Za-z0-9', upper: 'A-Z', lower: 'a-z', space: '\\s', xdigit: '0-9A-Fa-f' }[cls[1]!] ?? ''
          j += cls[0].length - 1
        } else if (pattern[j] === '\\' && j + 1 < pattern.length) body += escapeRe(pattern[++j]!)
        else if (pattern[j] === '-' && body !== '' && pattern[j + 1] !== ']') body += '-'
        else body += escapeRe(pattern[j]!)
      }
      if (j >= pattern.length)
        re += '\\[' // unterminated class: literal
      else {
        re += `[${neg ? '^' : ''}${body}]`
        i = j
      }
    } else re += escapeRe(c)
  }
  return anchoredMatcher(re, true)
}

const escapeRe = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
