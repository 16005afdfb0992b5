// Scalars for the subset YAML reader (lib/yaml/subset.ts, whose header says why it is hand-written): plain scalars typed
// by the `yaml` library's own YAML 1.1 schema as Go reads it (lib/yaml/go-tags.ts) (its tags' `test` and `resolve`, as its composer calls them), and quoted
// scalars closed on their line, with the library's escapes. Anything else throws Decline: the document then goes to
// the library.
import { Document, isScalar } from 'yaml'
import { BoundedMemo } from '../memo.js'
import { GO_SCHEMA } from './go-tags.js'
import { GuardError, type ErrorKind } from '../errors.js'

type Tag = { default?: boolean | string; tag: string; test?: RegExp; resolve: (s: string, onError: (m: string) => void, o: object) => unknown }
const TAGS = (new Document(null, GO_SCHEMA).schema as unknown as { tags: Tag[] }).tags
const TIMESTAMP = 'tag:yaml.org,2002:timestamp'
const RESOLVE_OPTIONS = { intAsBigInt: false }

/** Why a document is left to the library (never shown to users: the library then decides). */
export class Decline extends GuardError {
  override get kind(): ErrorKind {
    return 'internal'
  }
}
export const decline = (): never => {
  throw new Decline()
}

/**
 * Characters a typed (non-string) plain scalar of the YAML 1.1 schema can start with. Checked against the schema at
 * load: the shortcut is used only while every typed tag's test is one of the regexes it was derived from.
 */
export const TYPED_FIRST = /^[~nNyYtTfFoOeE0-9+.<-]/
// The typed tags' tests TYPED_FIRST was derived from, each audited by hand: every string one of them matches starts
// with a character of TYPED_FIRST. Two schemas use the shortcut: the reader's (lib/yaml/go-tags.ts, YAML 1.1 as go-yaml
// reads it) and the `yaml` library's own YAML 1.1 schema, which the rendered diff's writer quotes by
// (lib/yaml/fast.ts). A test not listed switches the shortcut off (the memo path: same values, slower), and
// test/lib/yaml-shortcuts.test.ts fails, so that a schema change cannot slow both readers down unnoticed.
const COMMON_TESTS = [
  '^(?:~|[Nn]ull|NULL)?$',
  '^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$',
  '^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$',
  '^[-+]?[0-9][0-9_]*$',
  '^(?:[-+]?\\.(?:inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN)$',
  '^<<$',
  '^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$',
  '^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*$',
  '^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$'
]
/** The Go-faithful integer and float tests of lib/yaml/go-tags.ts. */
const GO_TESTS = [
  '^[-+]?0b[0-1_]*[01][0-1_]*$',
  '^[-+]?0[0-7_]*[0-7][0-7_]*$',
  '^[-+]?0x[0-9a-fA-F_]*[0-9a-fA-F][0-9a-fA-F_]*$',
  '^(?:\\.[0-9](?:_?[0-9])*[eE][-+]?[0-9](?:_?[0-9])*|(?:[-+]_*\\._*[0-9][0-9_]*|(?:[-+]_*)?[0-9][0-9_]*(?:\\.[0-9_]*)?)[eE]_*(?:[-+]_*)?[0-9][0-9_]*)$',
  '^(?:\\.[0-9](?:_?[0-9])*|[-+]_*\\._*[0-9][0-9_]*|(?:[-+]_*)?[0-9][0-9_]*\\.[0-9_]*)$',
  '^(?:[-+]_*)?(?:0_*(?:[oO]_*[0-7][0-7_]*|[xX]_*[0-9a-fA-F][0-9a-fA-F_]*|[bB]_*[01][01_]*)|[0-9][0-9_]*)$'
]
/** The `yaml` library's own integer and float tests of its YAML 1.1 schema (the writer's). */
const LIBRARY_TESTS = [
  '^[-+]?0b[0-1_]+$',
  '^[-+]?0[0-7_]+$',
  '^[-+]?0x[0-9a-fA-F_]+$',
  '^[-+]?(?:[0-9][0-9_]*)?(?:\\.[0-9_]*)?[eE][-+]?[0-9]+$',
  '^[-+]?(?:[0-9][0-9_]*)?\\.[0-9_]*$'
]
const KNOWN_TESTS = new Set([...COMMON_TESTS, ...GO_TESTS, ...LIBRARY_TESTS])
/** Whether TYPED_FIRST holds for `tests`: each is one of the schema tests it was derived from. */
export const onlyKnownTypedTests = (tests: readonly RegExp[]): boolean => tests.every((t) => KNOWN_TESTS.has(t.source))
/** Whether resolvePlain takes the TYPED_FIRST shortcut (exported for the test that keeps it on). */
export const SHORTCUT = onlyKnownTypedTests(TAGS.flatMap((t) => (t.test ? [t.test] : [])))

const memo = new BoundedMemo<string, unknown>(20_000)

/** A plain scalar's value as the library's composer gives it (findScalarTagByTest, then the tag's resolve). */
export function resolvePlain(s: string, atKey: boolean): unknown {
  if (SHORTCUT && !TYPED_FIRST.test(s) && s !== '') return s
  const key = atKey ? `k${s}` : `v${s}`
  const m = memo.get(key)
  if (m !== undefined) return m
  const v = typedPlain(s, atKey)
  return s.length <= 64 ? memo.set(key, v) : v
}

/** resolvePlain without the shortcut and the memo (exported for the test that checks the shortcut). */
export function typedPlain(s: string, atKey: boolean): unknown {
  const tag = TAGS.find((t) => (t.default === true || (atKey && t.default === 'key')) && t.test?.test(s))
  if (!tag) return s
  if (tag.tag === TIMESTAMP || tag.default === 'key') decline() // a Date, or the merge key `<<`
  let bad = false
  const r = tag.resolve(s, () => (bad = true), RESOLVE_OPTIONS)
  if (bad) decline()
  const v = isScalar(r) ? r.value : r
  if (v !== null && typeof v !== 'number' && typeof v !== 'boolean' && typeof v !== 'string') decline()
  return v
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\'
}
const HEX = /^[0-9a-fA-F]+$/

/** A quoted scalar starting at `at` (the quote), closed on the same line: its value and the index after it. */
export function quoted(line: string, at: number): [string, number] {
  const q = line[at]!
  let out = ''
  let i = at + 1
  for (;;) {
    const close = line.indexOf(q, i)
    if (close < 0) return decline() // continues on the next line
    if (q === "'") {
      out += line.slice(i, close)
      if (line[close + 1] === "'") {
        out += "'"
        i = close + 2
        continue
      }
      return [out, close + 1]
    }
    const esc = line.indexOf('\\', i)
    if (esc < 0 || esc > close) return [out + line.slice(i, close), close + 1]
    out += line.slice(i, esc)
    const c = line[esc + 1]
    if (c === undefined) return decline()
    const simple = ESCAPES[c]
    if (simple !== undefined) {
      out += simple
      i = esc + 2
      continue
    }
    const len = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : decline()
    const hex = line.substr(esc + 2, len)
    const code = hex.length === len && HEX.test(hex) ? parseInt(hex, 16) : -1
    if (code < 0 || code > 0x10ffff) decline()
    out += String.fromCodePoint(code)
    i = esc + 2 + len
  }
}

/** Nothing but spaces, or spaces and a comment (which needs a space before `#`), from `i` on. */
export function restIsEmpty(line: string, i: number): boolean {
  let j = i
  while (line.charCodeAt(j) === 0x20) j++
  return j === line.length || (line.charCodeAt(j) === 0x23 && j > i)
}
