// Decoding of rendered output and manifest files: a multi-document YAML/JSON stream, with 1-based line numbers
// and the comment before each document (Helm's `# Source:` line). Empty and null documents are dropped (R1.5.12).
import { LineCounter, parseAllDocuments } from 'yaml'

export interface ParsedDoc {
  value: unknown
  /** 1-based line where the document's content starts. */
  line: number
  /** Comment lines before the document, without the leading `#`. */
  commentBefore: string
}

export interface ParseError {
  message: string
  line: number
}

export interface ParsedStream {
  docs: ParsedDoc[]
  errors: ParseError[]
}

// Kubernetes reads YAML through a 1.1-flavoured stack (merge keys `<<` work); duplicate keys are tolerated
// here so that one sloppy template does not hide a whole render. logLevel 'error': a map key that is a collection (an
// unquoted `{{ x }}` in a template-like file) is stringified without a Node.js warning per document on stderr.
const PARSE_OPTIONS = { version: '1.1', merge: true, uniqueKeys: false, strict: false, prettyErrors: true, logLevel: 'error' } as const

/** Deepest nesting accepted in a decoded document; real manifests stay far below (every walk after decoding recurses). */
export const MAX_DEPTH = 1000
/** A document may decode to at most this many times its text (plus a floor): aliases cannot multiply it further. */
const EXPANSION_FACTOR = 8
const EXPANSION_FLOOR = 16 * 1024 * 1024

/**
 * Why a decoded value is refused, or undefined. Aliases decode to shared objects, so the value is a graph; its size
 * as the tree every later step sees (serialization, comparison) is counted with each shared node once (iteratively:
 * depth cannot overflow the stack here), and compared with `budget` (characters of keys and scalars, plus one per node).
 */
export function decodedProblem(value: unknown, budget: number): string | undefined {
  const size = new Map<object, number>()
  const onPath = new Set<object>()
  type Frame = { node: object; entries: Array<[string, unknown]>; i: number; total: number }
  const leaf = (v: unknown): number => (typeof v === 'string' ? v.length + 1 : 1)
  if (value === null || typeof value !== 'object') return undefined
  const frames: Frame[] = []
  const open = (node: object): void => {
    onPath.add(node)
    frames.push({ node, entries: Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node), i: 0, total: 1 })
  }
  open(value)
  let result = 0
  while (frames.length > 0) {
    if (frames.length > MAX_DEPTH) return `it is nested deeper than ${MAX_DEPTH} levels`
    const f = frames[frames.length - 1]!
    if (f.i < f.entries.length) {
      const [k, v] = f.entries[f.i++]!
      if (!Array.isArray(f.node)) f.total += k.length
      if (v === null || typeof v !== 'object') f.total += leaf(v)
      else if (onPath.has(v)) return 'an alias refers to a node that contains it (infinite expansion)'
      else if (size.has(v)) f.total += size.get(v)!
      else open(v)
      continue
    }
    frames.pop()
    onPath.delete(f.node)
    size.set(f.node, f.total)
    if (f.total > budget) return `it expands to more than ${Math.round(budget / (1024 * 1024))} MB through YAML aliases`
    const parent = frames[frames.length - 1]
    if (parent) parent.total += f.total
    else result = f.total
  }
  return result > budget ? `it expands to more than ${Math.round(budget / (1024 * 1024))} MB through YAML aliases` : undefined
}

/** The decoded-size budget for a text of this length. */
export const decodedBudget = (textLength: number): number => Math.max(EXPANSION_FLOOR, EXPANSION_FACTOR * textLength)

export function parseYamlStream(text: string): ParsedStream {
  const lineCounter = new LineCounter()
  const docs: ParsedDoc[] = []
  const errors: ParseError[] = []
  let all
  try {
    all = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter })
  } catch (e) {
    // The parser recurses on nesting: a document nested thousands deep must be an error, not a crash.
    return { docs, errors: [{ message: `cannot be decoded: ${tooDeep(e) ?? (e instanceof Error ? e.message : String(e))}`, line: 1 }] }
  }
  const budget = decodedBudget(text.length)
  for (const doc of all) {
    const start = doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0
    const line = lineCounter.linePos(start).line
    if (doc.errors.length > 0) {
      const e = doc.errors[0]!
      const first = e.message.split('\n')[0] ?? e.message
      const message = /Maximum call stack/.test(first) ? `it is nested too deeply (the limit is ${MAX_DEPTH} levels)` : first
      errors.push({ message, line: e.linePos?.[0]?.line ?? line })
      continue
    }
    let value: unknown
    try {
      value = doc.toJS({ maxAliasCount: 10_000 })
    } catch (e) {
      errors.push({ message: tooDeep(e) ?? (e instanceof Error ? e.message : String(e)), line })
      continue
    }
    if (value === null || value === undefined) continue
    const problem = decodedProblem(value, budget)
    if (problem !== undefined) {
      errors.push({ message: `document refused: ${problem}`, line })
      continue
    }
    docs.push({ value, line, commentBefore: doc.commentBefore ?? doc.contents?.commentBefore ?? '' })
  }
  return { docs, errors }
}

function tooDeep(e: unknown): string | undefined {
  return e instanceof RangeError && /call stack/i.test(e.message) ? `it is nested too deeply (the limit is ${MAX_DEPTH} levels)` : undefined
}

/** Helm prefixes each document with `# Source: <chart>/templates/<file>`. */
export function helmSourceOf(commentBefore: string): string | undefined {
  const m = /(?:^|\n)\s*Source:\s*(\S+)/.exec(commentBefore)
  return m?.[1]
}
