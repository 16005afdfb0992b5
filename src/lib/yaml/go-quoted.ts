// The one YAML form Go's decoders accept and the `yaml` library rejects (a multi-line quoted scalar whose continuation
// lines are indented less than the spec requires), and its repair; used by the profiles in yaml.ts.
import { Lexer } from 'yaml'

// Go-compatible repair, hand-written because no library does it: the one YAML form Go's decoders accept and the `yaml` library rejects.
// Go's yaml.v2 and yaml.v3 (ports of libyaml; scannerc.go, yaml_parser_scan_flow_scalar) scan a single- or
// double-quoted scalar up to its closing quote without checking how far its continuation lines are indented: the
// only checks are a document marker (`---` or `...` at column 0 followed by a blank) and the end of the stream. The
// YAML spec, and the `yaml` library, require those lines to be indented past the enclosing block, so a chart whose
// multi-line quoted scalar closes less indented (`args: ['` ... `']` under a key at the same column) renders in
// Argo CD but is rejected here. Folding drops a continuation line's leading white space, so indenting such lines
// further changes no value: the repair indents the continuation lines of exactly the scalars the `yaml` lexer cut
// short, and only when Go would have read them to a closing quote. Everything else is left for the parser to report.

const MARKERS = new Set(['\x02', '\x18', '\x1f']) // the lexer's document, flow-end and scalar markers (no source text)
const MAX_PASSES = 16

/** Where Go's scanner finds the closing quote of the quoted scalar opening at `start`, or -1 when Go rejects it. */
export function goQuotedEnd(text: string, start: number): number {
  const quote = text[start]
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i]
    if (ch === '\n' && isDocumentMarker(text, i + 1)) return -1
    if (quote === "'" && ch === "'") {
      if (text[i + 1] === "'") i++
      else return i
    } else if (quote === '"' && ch === '\\') {
      i++ // an escape; an escaped line break still starts a line the marker check applies to
      if (text[i] === '\n' && isDocumentMarker(text, i + 1)) return -1
    } else if (quote === '"' && ch === '"') return i
  }
  return -1
}

function isDocumentMarker(text: string, at: number): boolean {
  const three = text.slice(at, at + 3)
  if (three !== '---' && three !== '...') return false
  const next = text[at + 3]
  return next === undefined || next === ' ' || next === '\t' || next === '\n' || next === '\r'
}

/** One pass: the quoted scalars the lexer cut short that Go reads to a closing quote, as [start, end] offsets. */
function cutShort(text: string): Array<[number, number]> {
  const found: Array<[number, number]> = []
  let offset = 0
  let scalarBody = false
  let after = -1
  for (const tok of new Lexer().lex(text)) {
    if (MARKERS.has(tok)) {
      if (tok === '\x1f') scalarBody = true
      continue
    }
    if (tok.length === 0) continue
    const start = offset
    offset += tok.length
    if (!text.startsWith(tok, start)) return [] // the lexer's tokens no longer line up with the text: repair nothing
    if (scalarBody) {
      scalarBody = false // a plain or block scalar's text may start with a quote
      continue
    }
    if (start <= after || (tok[0] !== "'" && tok[0] !== '"')) continue
    const end = goQuotedEnd(text, start)
    if (end === -1 || end === start + tok.length - 1) continue
    found.push([start, end])
    after = end
  }
  return found
}

/** The text with the continuation lines of such scalars indented past their opening quote; the text itself if none. */
export function repairGoQuotedScalars(text: string): string {
  let out = text
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const spans = cutShort(out)
    if (spans.length === 0) break
    let next = ''
    let from = 0
    for (const [start, end] of spans) {
      const column = start - (out.lastIndexOf('\n', start - 1) + 1)
      let i = out.indexOf('\n', start)
      while (i !== -1 && i < end) {
        const lineStart = i + 1
        let indent = 0
        while (out[lineStart + indent] === ' ') indent++
        const rest = out[lineStart + indent]
        const blank = rest === undefined || rest === '\n' || rest === '\r'
        next += out.slice(from, lineStart) + (blank ? '' : ' '.repeat(Math.max(0, column + 1 - indent)))
        from = lineStart
        i = out.indexOf('\n', lineStart)
      }
    }
    next += out.slice(from)
    if (next === out) break
    out = next
  }
  return out
}
