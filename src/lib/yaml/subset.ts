// A fast reader for the subset of YAML that renderers emit (helm template, kustomize build), used by parseYamlStream
// (lib/yaml/yaml.ts) before the `yaml` library. Hand-written because no maintained library reads YAML 1.1 this fast with
// the values the `yaml` library gives: the library's lexer, parser, composer and node tree cost ~1.5 s per 5 MB
// render (js-yaml is faster but reads YAML 1.2 and keeps neither comments nor lines). This is not a YAML parser: it
// reads one document's lines when every line is in a small, certain subset (block maps and sequences, one-line plain
// and quoted scalars, literal block scalars, one-line flow sequences and maps of such scalars) and DECLINES everything
// else (anchors, aliases, tags, merge keys, multi-line flow collections, multi-line or folded scalars, tabs, anything unusual): a declined
// document is decoded by the library, as before. Plain scalars are typed by the library's own YAML 1.1 schema
// (lib/yaml/subset-scalar.ts), never by rules copied here. test/lib/yaml-subset.test.ts compares both readers on
// every document of real renders, corpus files, tricky scalars and seeded random documents.
import { Decline, decline, quoted, resolvePlain, restIsEmpty } from './subset-scalar.js'

const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/
const isSeqEntry = (line: string, col: number): boolean => line.charCodeAt(col) === 0x2d && (col + 1 === line.length || line.charCodeAt(col + 1) === 0x20)

/** Where the `:` of a key starting at `col` is, or -1 when the rest of the line is not `key:` / `key: …`. */
function keyColon(line: string, col: number): number {
  const c = line.charCodeAt(col)
  if (c === 0x22 || c === 0x27) {
    const [, end] = quoted(line, col)
    return line.charCodeAt(end) === 0x3a && (end + 1 === line.length || line.charCodeAt(end + 1) === 0x20) ? end : -1
  }
  const i = line.indexOf(': ', col)
  if (i >= 0) return i
  return line.charCodeAt(line.length - 1) === 0x3a ? line.length - 1 : -1
}

const MAX_NESTING = 64
const FLOW_PLAIN_END = /[,\]}]/g
const NOT_FLOW_PLAIN = /[:#{}[\]"']/
// A flow value may hold a `:` followed by a non-space (`{image: nginx:1.2}`, `[a:b]`: one scalar, as YAML reads it);
// a `:` before a space or at the end makes a pair (`[a: b]`, `[x:]`), and is declined.
const NOT_FLOW_VALUE = /[#{}[\]"']|:(?: |$)/

const flowSpaces = (line: string, k: number): number => {
  while (line.charCodeAt(k) === 0x20) k++
  return k
}

/**
 * A flow collection closed on its line, starting at `at` (`[` or `{`): `[]`, `{ }`, `["a", 'b', c]`, `{a: 1, b: [x, {c:
 * d}]}`. Entries are one-line quoted scalars, plain scalars without `#`, quotes or brackets (values may hold a `:`
 * before a non-space; keys hold none), and nested flow collections; a map's keys are followed by `: `. Anything else (empty or implicit entries, `? `, JSON-style `"a":1`,
 * single-pair maps in sequences, trailing commas, a collection continued on the next line) is declined.
 */
function flow(line: string, at: number, depth = 0): [unknown, number] {
  if (depth > MAX_NESTING) decline()
  const isMap = line[at] === '{'
  const close = isMap ? '}' : ']'
  const arr: unknown[] = []
  const obj: Record<string, unknown> = {}
  let k = flowSpaces(line, at + 1)
  if (line[k] === close) return [isMap ? obj : arr, k + 1]
  for (;;) {
    if (isMap) {
      const [key, afterKey] = flowKey(line, k)
      const [v, end] = flowValue(line, flowSpaces(line, afterKey), depth)
      obj[key] = v
      k = flowSpaces(line, end)
    } else {
      const [v, end] = flowValue(line, k, depth)
      arr.push(v)
      k = flowSpaces(line, end)
    }
    if (line[k] === close) return [isMap ? obj : arr, k + 1]
    if (line[k] !== ',') decline()
    k = flowSpaces(line, k + 1)
    if (line[k] === close) decline() // a trailing comma
  }
}

/** A flow entry's value at `k`: its value and the index after it. */
function flowValue(line: string, k: number, depth: number): [unknown, number] {
  const c = line[k]
  if (c === '"' || c === "'") return quoted(line, k)
  if (c === '[' || c === '{') return flow(line, k, depth + 1)
  FLOW_PLAIN_END.lastIndex = k
  const stop = FLOW_PLAIN_END.exec(line)?.index ?? decline()
  let e = stop
  while (line.charCodeAt(e - 1) === 0x20) e--
  const text = line.slice(k, e)
  if (text === '' || INDICATOR.test(text) || NOT_FLOW_VALUE.test(text)) decline()
  return [resolvePlain(text, false), stop]
}

/** A flow map's key at `k`, followed by `: `: the key as the library names it, and the index after `: `. */
function flowKey(line: string, k: number): [string, number] {
  let key: string
  let end: number
  const c = line[k]
  if (c === '"' || c === "'") [key, end] = quoted(line, k)
  else {
    end = line.indexOf(': ', k)
    if (end < 0) decline()
    const text = line.slice(k, end)
    if (text === '' || text.endsWith(' ') || text.includes(',') || INDICATOR.test(text) || NOT_FLOW_PLAIN.test(text)) decline()
    const v = resolvePlain(text, true)
    key = v === null ? '' : String(v)
  }
  if (line[end] !== ':' || line[end + 1] !== ' ' || key === '__proto__' || end - k > 1000) decline()
  return [key, end + 2]
}

/** One document's lines [start, end) of a stream's lines. */
class Reader {
  private depth = 0
  constructor(
    private readonly lines: string[],
    private i: number,
    private readonly end: number
  ) {}

  /** Skips blank and comment lines; the indent of the next line, or -1 at the end of the document. */
  private next(): number {
    for (; this.i < this.end; this.i++) {
      const line = this.lines[this.i]!
      let j = 0
      while (line.charCodeAt(j) === 0x20) j++
      if (j === line.length || line.charCodeAt(j) === 0x23) continue
      if (line.includes('\t')) decline()
      return j
    }
    return -1
  }

  /** The document's value and the 0-based line its content starts on; undefined for a document without content. */
  document(): { value: unknown; first: number } | undefined {
    const ind = this.next()
    if (ind < 0) return undefined
    if (ind !== 0 || isSeqEntry(this.lines[this.i]!, 0)) decline() // only a block map at the root
    const first = this.i
    const value = this.map(0)
    if (this.next() >= 0) decline()
    return { value, first }
  }

  private node(col: number): unknown {
    return isSeqEntry(this.lines[this.i]!, col) ? this.seq(col) : this.map(col)
  }

  /** A block map whose first key is at column `col` of the current line (later keys: lines indented `col`). */
  private map(col: number): Record<string, unknown> {
    if (++this.depth > MAX_NESTING) decline()
    const obj: Record<string, unknown> = {}
    for (;;) {
      const line = this.lines[this.i]!
      const colon = keyColon(line, col)
      if (colon < 0) decline()
      obj[this.key(line, col, colon)] = this.value(line, colon + 1, col, true)
      const ind = this.next()
      if (ind < col) break
      if (ind > col || isSeqEntry(this.lines[this.i]!, col)) decline()
    }
    this.depth--
    return obj
  }

  private key(line: string, col: number, colon: number): string {
    const c = line.charCodeAt(col)
    let key: string
    if (c === 0x22 || c === 0x27) key = quoted(line, col)[0]
    else {
      const text = line.slice(col, colon)
      if (INDICATOR.test(text) || text.endsWith(' ') || text.includes(' #')) decline()
      const v = resolvePlain(text, true)
      key = v === null ? '' : String(v)
    }
    if (colon - col > 1000 || key === '__proto__') decline()
    return key
  }

  /** A block sequence whose first `-` is at column `col` of the current line. */
  private seq(col: number): unknown[] {
    if (++this.depth > MAX_NESTING) decline()
    const arr: unknown[] = []
    for (;;) {
      const line = this.lines[this.i]!
      let c = col + 1
      while (line.charCodeAt(c) === 0x20) c++
      if (c < line.length && line.charCodeAt(c) !== 0x23 && (isSeqEntry(line, c) || keyColon(line, c) >= 0)) arr.push(this.node(c))
      else arr.push(this.value(line, col + 1, col, false))
      const ind = this.next()
      if (ind < col || (ind === col && !isSeqEntry(this.lines[this.i]!, col))) break
      if (ind > col) decline()
    }
    this.depth--
    return arr
  }

  /** The value after `key:` or `-` (from index `at` of the current line) of a node indented `col`. */
  private value(line: string, at: number, col: number, inMap: boolean): unknown {
    let j = at
    while (line.charCodeAt(j) === 0x20) j++
    if (j === line.length || line.charCodeAt(j) === 0x23) {
      this.i++
      const ind = this.next()
      if (ind > col) {
        const l = this.lines[this.i]!
        if (isSeqEntry(l, ind) || keyColon(l, ind) >= 0) return this.node(ind)
        if (l[ind] === '|') decline()
        return this.value(l, ind, col, false) // a scalar or a flow collection on a line of its own
      }
      if (inMap && ind === col && isSeqEntry(this.lines[this.i]!, col)) return this.seq(col)
      return null
    }
    this.i++
    const c = line[j]!
    if (c === '"' || c === "'") {
      const [v, end] = quoted(line, j)
      if (!restIsEmpty(line, end)) decline()
      return v
    }
    if (c === '|') return this.literal(line, j, col)
    if (c === '[' || c === '{') {
      const [v, end] = flow(line, j)
      if (!restIsEmpty(line, end)) decline()
      return v
    }
    // `-`, `?` and `:` start a plain scalar when a non-space follows.
    if (INDICATOR.test(c) && !((c === '-' || c === '?' || c === ':') && j + 1 < line.length && line[j + 1] !== ' ')) decline()
    const hash = line.indexOf(' #', j)
    let e = hash < 0 ? line.length : hash
    while (line.charCodeAt(e - 1) === 0x20) e--
    const text = line.slice(j, e)
    if (text.includes(': ') || text.endsWith(':')) decline()
    return resolvePlain(text, false)
  }

  /** A literal block scalar (`|`, `|-`, `|+`) whose header is at index `at` of the previous line, in a node indented `col`. */
  private literal(header: string, at: number, col: number): string {
    const chomp = header[at + 1]
    const h = chomp === '-' || chomp === '+' ? at + 2 : at + 1
    if (!restIsEmpty(header, h)) decline()
    const parts: string[] = []
    let n = -1
    let leadingBlank = 0
    let lastContent = -1
    for (; this.i < this.end; this.i++) {
      const line = this.lines[this.i]!
      let s = 0
      while (line.charCodeAt(s) === 0x20) s++
      const blank = s === line.length
      if (n < 0) {
        if (blank) {
          leadingBlank = Math.max(leadingBlank, s)
          parts.push('')
          continue
        }
        if (s <= col || s < leadingBlank || line.charCodeAt(s) === 0x09) decline()
        n = s
      }
      if (blank && s <= n) parts.push('')
      else if (s < n) break
      else {
        const rest = line.slice(n)
        if (rest.includes('\t') && /^[ \t]*$/.test(rest)) decline() // whitespace with a tab: content or empty?
        parts.push(rest)
        lastContent = parts.length - 1
      }
    }
    if (lastContent < 0) decline()
    const body = parts.slice(0, lastContent + 1).join('\n')
    if (chomp === '-') return body
    if (chomp === '+') return body + '\n'.repeat(parts.length - lastContent)
    return `${body}\n`
  }
}

/**
 * Stream-wide reasons to leave all of a text to the library: a BOM, CRs, control characters, directives, and the
 * document end marker `...` (the comments after it belong to the next document, in another chunk).
 */
const STREAM_DECLINE = /[\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x85\u2028\u2029\ufeff]|^%|^\.\.\.(?:[ \t]|$)/m

export interface SubsetChunk {
  /** 0-based line of the chunk's first line (its `---` line, if any), and where its text starts and how long it is. */
  start: number
  offset: number
  length: number
  /** Decoded here: the value (undefined for a document without content), content line (1-based), comment before. */
  fast?: { value: unknown; line: number; commentBefore: string } | { value: undefined }
}

const isMarker = (l: string): boolean => l.startsWith('---') && (l.length === 3 || l[3] === ' ' || l[3] === '\t')

/** Where the next line starting with a `---` marker starts, after `from`; the text's length when there is none. */
function nextMarker(text: string, from: number): number {
  for (let p = text.indexOf('\n---', from); p >= 0; p = text.indexOf('\n---', p + 4)) {
    const c = text.charCodeAt(p + 4)
    if (Number.isNaN(c) || c === 0x20 || c === 0x09 || c === 0x0a) return p + 1
  }
  return text.length
}

/**
 * The stream's documents as chunks of lines split at `---` lines, each decoded here or left to the library (no
 * `fast`). Only the current chunk's lines are held.
 */
export function* subsetChunks(text: string): Generator<SubsetChunk, void> {
  let offset = 0
  let line = 0
  let first = true
  while (offset < text.length) {
    let end = nextMarker(text, offset)
    const lines = text.slice(offset, end).split('\n')
    const final = text.charCodeAt(end - 1) === 0x0a
    if (final) lines.pop()
    const prelude = first && !isMarker(lines[0]!) && end < text.length ? lines.map((l) => l.trimStart()) : []
    if (prelude.some((l) => l !== '') && prelude.every((l) => l === '' || l.startsWith('#'))) {
      // Comments before the first `---` belong to the next document: both go to the library together.
      end = nextMarker(text, end)
      yield { start: line, offset, length: end - offset }
      for (let p = text.indexOf('\n', offset); p >= 0 && p < end; p = text.indexOf('\n', p + 1)) line++
    } else {
      yield { start: line, offset, length: end - offset, fast: chunk(lines, line, first, !final) }
      line += lines.length
    }
    first = false
    offset = end
  }
}

/** One chunk's lines decoded (`base`: the stream's line number of the first), or undefined (left to the library). */
function chunk(lines: string[], base: number, first: boolean, noFinalNewline: boolean): SubsetChunk['fast'] {
  if (noFinalNewline) return undefined
  const marked = !first || lines[0]!.startsWith('---')
  if (marked && lines[0] !== '---') return undefined // content or a comment after the marker
  const from = marked ? 1 : 0
  const comments: string[] = []
  let i = from
  for (; i < lines.length; i++) {
    const l = lines[i]!
    if (l.startsWith('#')) comments.push(l.length === 1 ? ' ' : l.slice(1))
    else if (l.trim() !== '' || comments.length > 0 || !marked) break
  }
  for (let k = from; k < lines.length; k++) if (lines[k]!.startsWith('...')) return undefined
  try {
    const doc = new Reader(lines, from, lines.length).document()
    if (!doc) return { value: undefined }
    // Comment lines right before the content (no blank line between) are the document's; before the first marker
    // they belong to the stream, not the document (the library attaches them to the first key).
    if (doc.first !== i || (first && !marked && i !== from + comments.length)) return undefined
    return { value: doc.value, line: base + doc.first + 1, commentBefore: marked ? comments.join('\n') : '' }
  } catch (e) {
    if (e instanceof Decline) return undefined
    throw e
  }
}

export { STREAM_DECLINE }
