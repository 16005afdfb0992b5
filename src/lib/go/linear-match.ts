// Linear-time matching for patterns that come from PR content (globs compiled to regular expressions). JavaScript's
// RegExp backtracks: a directory `include` like `*a*a*a*a*a*a*b` against a long path takes exponential time. re2js
// (a port of RE2, which Go's regexp is) simulates the automaton instead, so every match is linear in the input
// whatever the pattern; the glob modules keep their own parsers (the Go libraries' exact syntax) and compile to
// RE2 syntax for it.
import { RE2JS } from 're2js'

export interface LinearMatcher {
  /** Whether the whole text matches (the pattern is anchored at both ends). */
  test(text: string): boolean
}

/** `source` is RE2 syntax without anchors; `dotAll` lets `.` match a newline too. */
export function anchoredMatcher(source: string, dotAll = false): LinearMatcher {
  const re = RE2JS.compile(`^(?:${source})$`, dotAll ? RE2JS.DOTALL : 0)
  return { test: (text) => re.testExact(text) }
}

/** One code point as an RE2 literal, valid inside and outside a class. */
export const re2Char = (ch: string): string => `\\x{${ch.codePointAt(0)!.toString(16)}}`

/** A literal string in RE2 syntax. */
export const re2Literal = (s: string): string => Array.from(s, re2Char).join('')
