// Value-file glob expansion with the semantics of github.com/bmatcuk/doublestar/v4 `FilepathGlob`, which Argo CD
// uses for `helm.valueFiles` globs (R1.5.7):
//   * `*` any run of non-separator characters, `?` one non-separator character, `[abc]`, `[a-z]`, `[!a]`/`[^a]`,
//     `\x` escapes, `{a,b}` alternatives; `**` as a whole path segment matches zero or more directories.
//   * Order is doublestar's: directories are read in byte order (Go's fs.ReadDir); a pattern is expanded segment by
//     segment left to right, so `envs/*/x.yaml` lists `envs/a/x.yaml` before `envs/b/x.yaml`, and `**` visits a
//     directory before its subdirectories (pre-order), so `envs/**/*.yaml` yields `envs/z.yaml` before
//     `envs/nested/c.yaml`.
//   * Matches may be files or directories (Argo does not pass WithFilesOnly); symlinked directories are followed
//     (a symlink cycle is walked once).
//   * A malformed pattern (unclosed `[`, `[]`, trailing `\`) is a GlobPatternError (doublestar's ErrBadPattern).
// Known approximation: results of `{a,b}` alternatives are merged by sorting the full paths (doublestar merges per
// alternative group), which only differs when alternatives are combined with `**`.
import { readdirSync, lstatSync, realpathSync, statSync, type Dirent } from 'node:fs'
import { join } from 'node:path'
import { anchoredMatcher, re2Char, type LinearMatcher } from './linear-match.js'
import { GuardError, type ErrorKind } from '../errors.js'

export class GlobPatternError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
  constructor(pattern: string) {
    super(`syntax error in pattern ${JSON.stringify(pattern)}`)
    this.name = 'GlobPatternError'
  }
}

/** Argo's `isGlobPath` (R1.5.7): an entry is a glob when it contains `*`, `?` or `[` (a lone `{` is not). */
export function hasGlobMeta(p: string): boolean {
  return /[*?[]/.test(p)
}

/** doublestar's meta characters for deciding whether one segment needs a directory read. */
function segmentHasMeta(seg: string): boolean {
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]
    if (c === '\\') i++
    else if (c === '*' || c === '?' || c === '[' || c === '{') return true
  }
  return false
}

function unescapeMeta(seg: string): string {
  return seg.replace(/\\(.)/gs, '$1')
}

const cp = re2Char

/** Compiles one path segment (no `/`) to an anchored linear-time matcher, the way doublestar/path.Match read it. */
export function segmentRegExp(seg: string): LinearMatcher {
  const chars = Array.from(seg)
  let re = ''
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!
    if (c === '\\') {
      if (++i >= chars.length) throw new GlobPatternError(seg)
      re += cp(chars[i]!)
    } else if (c === '*') {
      while (chars[i + 1] === '*') i++
      re += '[^/]*'
    } else if (c === '?') {
      re += '[^/]'
    } else if (c === '[') {
      let j = i + 1
      let negate = false
      if (chars[j] === '!' || chars[j] === '^') {
        negate = true
        j++
      }
      let body = ''
      let ranges = 0
      const esc = (): string => {
        const x = chars[j]
        if (x === undefined || x === '-' || x === ']') throw new GlobPatternError(seg)
        if (x === '\\') {
          j++
          if (chars[j] === undefined) throw new GlobPatternError(seg)
        }
        return chars[j++]!
      }
      for (;;) {
        if (chars[j] === ']' && ranges > 0) break
        if (j >= chars.length) throw new GlobPatternError(seg)
        const lo = esc()
        let hi = lo
        if (chars[j] === '-') {
          j++
          hi = esc()
        }
        if (lo.codePointAt(0)! > hi.codePointAt(0)!) throw new GlobPatternError(seg)
        body += lo === hi ? cp(lo) : `${cp(lo)}-${cp(hi)}`
        ranges++
      }
      re += `[${negate ? '^/' : ''}${body}]`
      i = j
    } else {
      re += cp(c)
    }
  }
  return anchoredMatcher(re)
}

/** Expands `{a,b}` alternatives (nested, escape-aware) into plain patterns. Unbalanced braces stay literal. */
export function expandAlternatives(pattern: string): string[] {
  let open = -1
  let depth = 0
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') i++
    else if (c === '{') {
      if (depth++ === 0) open = i
    } else if (c === '}' && depth > 0) {
      if (--depth === 0) {
        const alts: string[] = []
        let start = open + 1
        let d = 0
        for (let k = open + 1; k < i; k++) {
          const x = pattern[k]
          if (x === '\\') k++
          else if (x === '{') d++
          else if (x === '}') d--
          else if (x === ',' && d === 0) {
            alts.push(pattern.slice(start, k))
            start = k + 1
          }
        }
        alts.push(pattern.slice(start, i))
        const head = pattern.slice(0, open)
        const tails = expandAlternatives(pattern.slice(i + 1))
        return alts.flatMap((a) => expandAlternatives(head + a).flatMap((h) => tails.map((t) => h + t)))
      }
    }
  }
  return [pattern]
}

function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

function readSorted(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => byteOrder(a.name, b.name))
  } catch {
    return [] // doublestar ignores I/O errors by default
  }
}

function isDirFollow(p: string): boolean {
  try {
    return statSync(p).isDirectory()
  } catch {
    return false
  }
}

function entryIsDir(dir: string, e: Dirent): boolean {
  return e.isDirectory() || (e.isSymbolicLink() && isDirFollow(join(dir, e.name)))
}

function lexists(p: string): boolean {
  try {
    lstatSync(p)
    return true
  } catch {
    return false
  }
}

/** `**`: the directory itself, then its entries in order, descending into subdirectories (pre-order). */
function doubleStar(dir: string, withFiles: boolean, out: string[], onStack: Set<string>): void {
  let real: string
  try {
    real = realpathSync.native(dir)
  } catch {
    return
  }
  if (onStack.has(real)) return
  const entries = readSorted(dir)
  out.push(dir)
  onStack.add(real)
  for (const e of entries) {
    const p = join(dir, e.name)
    if (entryIsDir(dir, e)) doubleStar(p, withFiles, out, onStack)
    else if (withFiles) out.push(p)
  }
  onStack.delete(real)
}

function splitSegments(pattern: string): string[] {
  const segs: string[] = []
  let cur = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '\\' && i + 1 < pattern.length) {
      cur += c + pattern[++i]
    } else if (c === '/') {
      segs.push(cur)
      cur = ''
    } else cur += c
  }
  segs.push(cur)
  return segs.filter((s) => s !== '' && s !== '.')
}

function globOne(base: string, pattern: string): string[] {
  const segs = splitSegments(pattern)
  const regs = segs.map((s) => (s === '**' || !segmentHasMeta(s) ? undefined : segmentRegExp(s)))
  let current = [base]
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1
    const next: string[] = []
    for (const dir of current) {
      const re = regs[i]
      if (seg === '**') doubleStar(dir, last, next, new Set())
      else if (!re) {
        const p = join(dir, unescapeMeta(seg))
        if (last ? lexists(p) : isDirFollow(p)) next.push(p)
      } else {
        for (const e of readSorted(dir)) {
          if (re.test(e.name) && (last || entryIsDir(dir, e))) next.push(join(dir, e.name))
        }
      }
    }
    current = next
  })
  return segs.length === 0 ? (lexists(base) ? [base] : []) : current
}

/**
 * doublestar `FilepathGlob(join(base, pattern))` with `base` taken literally (never as a pattern).
 * `pattern` is relative to `base` and uses `/`. Returns absolute paths in doublestar order.
 */
export function globFiles(base: string, pattern: string): string[] {
  const alts = expandAlternatives(pattern)
  if (alts.length === 1) return globOne(base, pattern)
  const all = alts.flatMap((a) => globOne(base, a)).sort(byteOrder)
  return all.filter((p, i) => i === 0 || p !== all[i - 1])
}
