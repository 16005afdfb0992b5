// The bounds on what a pull request's YAML may decode to (lib/yaml/yaml.ts re-exports them): nesting depth (MAX_DEPTH),
// checked before the `yaml` library parses a stream (tooDeepStream) and on every decoded value, and the size aliases
// may expand a document to (decodedBudget, decodedProblem).
import { Lexer } from 'yaml'

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

/**
 * A stream whose flow collections nest deeper than MAX_DEPTH is refused before the `yaml` library parses it: its
 * composer recurses once per level, and parsing such a text twice (the document-at-a-time attempt, then the whole
 * stream) ended in a fatal V8 error (regexp compiler out of memory), not in an exception we could report. A cheap
 * count of `[` and `{` per document decides whether the exact check (the library's lexer, no recursion) is needed.
 */
export function tooDeepStream(text: string): { docs: never[]; errors: Array<{ message: string; line: number }> } | undefined {
  let opens = 0
  let suspicious = false
  // `[`, `{`, and `---` at the start of a line (which starts a new count), found by the regexp engine: a 5 MB render
  // holds few brackets, and a loop over its characters here cost ~50 ms.
  const marks = /[[{]|(?<![^\n])---/g
  for (let m = marks.exec(text); m && !suspicious; m = marks.exec(text)) {
    if (m[0] === '---') opens = 0
    else suspicious = ++opens > MAX_DEPTH
  }
  if (!suspicious) return undefined
  let depth = 0
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') {
      if (++depth > MAX_DEPTH) return { docs: [], errors: [{ message: `it is nested too deeply (the limit is ${MAX_DEPTH} levels)`, line: 1 }] }
    } else if (token === ']' || token === '}') depth = Math.max(0, depth - 1)
    else if (token === '\x02') depth = 0 // the lexer's document start
  }
  return undefined
}
