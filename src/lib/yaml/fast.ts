// A fast path for stringifyForDiff (lib/yaml/yaml.ts) on the common shape of a Kubernetes object: block maps and sequences
// of single-line strings, finite numbers, booleans and null. It writes exactly what the `yaml` library writes with
// stringifyForDiff's options (sorted keys, sequences not indented under their key, no folding, YAML 1.1) and returns
// null for anything else (multi-line or escaped strings, keys that need quotes, sequences of sequences, ...), which
// the caller then hands to the library. Hand-written because the library's stringify builds a node tree per call:
// for an app of 20,000 resources the rendered diff spent ~1.8 s there. The decisions for strings reuse the library's
// own rules (plainString in yaml/dist/stringify/stringifyString.js) and its YAML 1.1 schema's tag tests, and
// test/lib/yaml-fast.test.ts checks the output against the library's, byte for byte.
import { Document } from 'yaml'
import { BoundedMemo } from '../memo.js'
import { sortedKeys } from '../order.js'
import { onlyKnownTypedTests } from './subset-scalar.js'
import { GuardError, type ErrorKind } from '../errors.js'

type Tag = { default?: boolean | string; tag: string; test?: RegExp }
const schema = new Document(null, { version: '1.1' }).schema as unknown as { tags: Tag[]; compat?: Tag[] | null }
const typed: RegExp[] = [...schema.tags, ...(schema.compat ?? [])]
  .filter((t) => t.default === true && t.tag !== 'tag:yaml.org,2002:str' && t.test)
  .map((t) => t.test!)

// The library's reasons to leave the plain style (plainString), its forced double quotes (control characters,
// unpaired surrogates), and what this fast path does not write itself (line breaks, tabs, quotes, backslashes,
// document markers, the merge key `<<`).
const NOT_PLAIN = /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/
const ESCAPED = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u
const NOT_HERE = /[\n\t"\\]|^(---|\.\.\.)/

/** How a string is written, before `key` decides: plain, double-quoted, or not by this writer. */
type Form = 'plain' | 'quoted' | 'no'
// Keys and many values repeat across thousands of objects (`name`, `app.kubernetes.io/name`, `v1`): the regexps run
// once per distinct string (a bounded memo, lib/memo.ts).
const memo = new BoundedMemo<string, Form>(10_000)

// Most strings need no memo: letters, digits and `_./=-`, single spaces or colons between them, after a first
// character (a letter, `_` or `/`) no typed scalar of the schema can start with (yaml-subset-scalar.ts TYPED_FIRST,
// guarded the same way). None of the tests below can match such a string, so the library writes it plain; one regexp
// costs less than the memo's lookup (a string decoded from a render has no cached hash) and keeps unique values
// (sentences) out of the memo. Likewise digits alone, an integer of the schema, are double-quoted (ports, indexes).
const SAFE_PLAIN = /^[A-DG-MP-SU-XZa-dg-mp-su-xz_/](?:[\w./=-]|[ :](?=[\w./=-]))*$/
const DIGITS = /^[0-9]+$/
/** Whether formOf takes the SAFE_PLAIN/DIGITS shortcut (exported for the test that keeps it on). */
export const SHORTCUT = onlyKnownTypedTests(typed)

function formOf(s: string): Form {
  if (SHORTCUT && SAFE_PLAIN.test(s)) return 'plain'
  if (SHORTCUT && DIGITS.test(s)) return 'quoted'
  const f = memo.get(s)
  if (f !== undefined) return f
  const form = s === '' || s === '<<' || NOT_HERE.test(s) || ESCAPED.test(s) ? 'no' : NOT_PLAIN.test(s) || typed.some((t) => t.test(s)) ? 'quoted' : 'plain'
  return s.length <= 256 ? memo.set(s, form) : form
}

function scalarString(s: string, key: boolean): string | null {
  const f = formOf(s)
  return f === 'plain' ? s : f === 'quoted' && !key ? `"${s}"` : null
}

function scalar(v: unknown): string | null {
  if (typeof v === 'string') return scalarString(v, false)
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0) ? JSON.stringify(v) : null
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  if (v === null) return 'null'
  return null
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null)

class Unsupported extends GuardError {
  override get kind(): ErrorKind {
    return 'internal'
  }
}

/**
 * The lines of a block map at `indent` with its `keys` (sorted, at least one); `first` replaces the indent of its first
 * line (after `- `). A scalar value's line is written in one piece (no `key:` string made first and dropped).
 */
function map(obj: Record<string, unknown>, keys: string[], indent: string, first: string, out: string[]): void {
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!
    const key = k.length > 1000 ? null : scalarString(k, true)
    if (key === null) throw new Unsupported()
    const at = i === 0 ? first : indent
    const v = obj[k]
    if (typeof v === 'object' && v !== null) value(v, `${at}${key}:`, indent, out)
    else {
      const s = scalar(v)
      if (s === null) throw new Unsupported()
      out.push(`${at}${key}: ${s}`)
    }
  }
}

/** A value after `head` (`key:` or `-`), its nested lines at `indent` (the indent of the key or dash). */
function value(v: unknown, head: string, indent: string, out: string[]): void {
  if (Array.isArray(v)) {
    if (v.length === 0) return void out.push(`${head} []`)
    out.push(head)
    seq(v, head.endsWith(':') ? indent : `${indent}  `, out)
  } else if (isPlainObject(v)) {
    const keys = sortedKeys(v)
    if (keys.length === 0) return void out.push(`${head} {}`)
    out.push(head)
    map(v, keys, `${indent}  `, `${indent}  `, out)
  } else {
    const s = scalar(v)
    if (s === null) throw new Unsupported()
    out.push(`${head} ${s}`)
  }
}

function seq(items: unknown[], indent: string, out: string[]): void {
  for (let i = 0; i < items.length; i++) {
    if (!(i in items)) throw new Unsupported()
    const it = items[i]
    if (Array.isArray(it) && it.length > 0) throw new Unsupported()
    const keys = isPlainObject(it) ? sortedKeys(it) : undefined
    if (keys !== undefined && keys.length > 0) map(it as Record<string, unknown>, keys, `${indent}  `, `${indent}- `, out)
    else value(it, `${indent}-`, indent, out)
  }
}

/** The lines stringifyForDiff would write for `obj` (without the final newline), or null when this path cannot. */
export function fastDiffLines(obj: unknown): string[] | null {
  if (!isPlainObject(obj)) return null
  const keys = sortedKeys(obj)
  if (keys.length === 0) return null
  const out: string[] = []
  try {
    map(obj, keys, '', '', out)
  } catch (e) {
    if (e instanceof Unsupported) return null
    throw e
  }
  return out
}
