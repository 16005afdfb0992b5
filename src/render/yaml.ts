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
// here so that one sloppy template does not hide a whole render.
const PARSE_OPTIONS = { version: '1.1', merge: true, uniqueKeys: false, strict: false, prettyErrors: true } as const

export function parseYamlStream(text: string): ParsedStream {
  const lineCounter = new LineCounter()
  const docs: ParsedDoc[] = []
  const errors: ParseError[] = []
  const all = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter })
  for (const doc of all) {
    const start = doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0
    const line = lineCounter.linePos(start).line
    if (doc.errors.length > 0) {
      const e = doc.errors[0]!
      errors.push({ message: e.message.split('\n')[0] ?? e.message, line: e.linePos?.[0]?.line ?? line })
      continue
    }
    let value: unknown
    try {
      value = doc.toJS({ maxAliasCount: 10_000 })
    } catch (e) {
      errors.push({ message: e instanceof Error ? e.message : String(e), line })
      continue
    }
    if (value === null || value === undefined) continue
    docs.push({ value, line, commentBefore: doc.commentBefore ?? doc.contents?.commentBefore ?? '' })
  }
  return { docs, errors }
}

/** Helm prefixes each document with `# Source: <chart>/templates/<file>`. */
export function helmSourceOf(commentBefore: string): string | undefined {
  const m = /(?:^|\n)\s*Source:\s*(\S+)/.exec(commentBefore)
  return m?.[1]
}
