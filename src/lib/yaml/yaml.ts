// The one place that configures the `yaml` library. Every reader and writer of YAML in the guard goes through a named
// profile here, chosen for what the text is and who reads it on the Argo CD side:
// - parseYamlStream: rendered output and manifest files, a multi-document stream with 1-based line numbers and the
//   comment before each document (Helm's `# Source:` line); empty and null documents are dropped (R1.5.12).
// - parseGoYaml (parseHelmMetadata, parseKustomization): one document as Go's sigs.k8s.io/yaml reads it (the first
//   document, YAML 1.1 scalars, `<<` merge keys, a duplicate key tolerated).
// - parseGoYamlDocuments: every document of a stream the same way, for files kustomize reads in full.
// - parseKustomizationForEdit / kustomizationDocument: the kyaml (yaml.v3) view `kustomize edit` has: a duplicate key is
//   an error, and the untouched parts of the file keep their form.
// - parseConfig: the guard's own `.prune-guard.yaml` (YAML 1.2, a duplicate key is an error).
// - stringifyLikeArgo (Argo CD's toYaml), stringifyForDiff (the same for the rendered diff, aliases written out) and
//   stringifyForGo (files the guard writes for helm and kustomize).
// Everything decoded from a pull request is bounded: nesting depth (MAX_DEPTH) and alias expansion (decodedBudget),
// in lib/yaml/bounds.ts. parseYamlStream reads each document of the subset renderers emit with lib/yaml/subset.ts (same
// values, lines and comments, ~10x faster) and every other document with the `yaml` library.
// Go's decoders accept one form the `yaml` library rejects; repairGoQuotedScalars (yaml-go-quoted.ts) rewrites it.
import { Composer, Document, LineCounter, Parser, parse, parseAllDocuments, parseDocument, stringify } from 'yaml'
import { repairGoQuotedScalars } from './go-quoted.js'
import { GO_SCHEMA } from './go-tags.js'
import { kubeReads, type KubeStream } from './kube-reader.js'
import { STREAM_DECLINE, subsetChunks, type SubsetChunk } from './subset.js'
import { MAX_DEPTH, decodedBudget, decodedProblem, tooDeepStream } from './bounds.js'
import { type ErrorKind, errorMessage, GuardError } from '../errors.js'

export { MAX_DEPTH, decodedBudget, decodedProblem, tooDeepStream }

export type { Document } from 'yaml'

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

// Kubernetes reads YAML through a 1.1-flavoured stack (merge keys `<<` work; no timestamps or sexagesimal numbers,
// lib/yaml/go-tags.ts); duplicate keys are tolerated
// here so that one sloppy template does not hide a whole render. logLevel 'error': a map key that is a collection (an
// unquoted `{{ x }}` in a template-like file) is stringified without a Node.js warning per document on stderr.
const PARSE_OPTIONS = { ...GO_SCHEMA, merge: true, uniqueKeys: false, strict: false, prettyErrors: true, logLevel: 'error' } as const
/** kyaml (yaml.v3), as `kustomize edit` reads a kustomization: a duplicate key is an error. */
const EDIT_OPTIONS = { version: '1.1', merge: true } as const
/** Aliases a document may use; the decoded-size budget bounds what they expand to. */
const MAX_ALIASES = 10_000

/** Parses a stream as Go does: when the `yaml` library rejects it, the one form Go accepts is repaired and parsed again. */
function parseStreamLikeGo(text: string): { all: Document.Parsed[]; lineCounter: LineCounter } {
  let lineCounter = new LineCounter()
  const all = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter })
  if (!all.some((d) => d.errors.length > 0)) return { all, lineCounter }
  const repaired = repairGoQuotedScalars(text)
  if (repaired === text) return { all, lineCounter }
  // The repair only adds spaces inside lines: line numbers stay those of the original text.
  lineCounter = new LineCounter()
  return { all: parseAllDocuments(repaired, { ...PARSE_OPTIONS, lineCounter }), lineCounter }
}

export function parseYamlStream(text: string): ParsedStream {
  // Fast path: one document at a time (the `yaml` library's Composer yields each as soon as it is complete), decoded to
  // plain values and dropped, so a 20,000-document render never holds 20,000 syntax trees at once. The first document
  // with a syntax error sends the whole stream to the path below (Go repair, pretty messages), as before.
  return asArgoReads(text, (t) => tooDeepStream(t) ?? parseYamlStreamIncrementally(t) ?? parseYamlStreamWhole(t))
}

/**
 * `decode` of the stream as Argo CD's reader cuts it (lib/yaml/kube-reader.ts), with the reader's own error after the
 * documents it read. Every entry that decodes a rendered stream or a manifest file goes through this.
 */
export function asArgoReads(text: string, decode: (text: string) => ParsedStream): ParsedStream
export function asArgoReads(text: string, decode: (text: string) => ParsedStream | undefined): ParsedStream | undefined
export function asArgoReads(text: string, decode: (text: string) => ParsedStream | undefined): ParsedStream | undefined {
  const k = kubeReads(text)
  const r = decode(k.text)
  return r && withReaderError(r, k)
}

/** `r`, decoded from `k.text`, with the reader's error (an invalid separator) after the documents it read. */
export function withReaderError(r: ParsedStream, k: KubeStream): ParsedStream {
  return k.error ? { docs: r.docs, errors: [...r.errors, k.error] } : r
}

/** The whole stream at once, repaired as Go reads it when a document does not parse; messages with line numbers. */
function parseYamlStreamWhole(text: string): ParsedStream {
  const docs: ParsedDoc[] = []
  const errors: ParseError[] = []
  let all
  let lineCounter: LineCounter
  try {
    ;({ all, lineCounter } = parseStreamLikeGo(text))
  } catch (e) {
    // The parser recurses on nesting: a document nested thousands deep must be an error, not a crash.
    return { docs, errors: [{ message: `cannot be decoded: ${tooDeep(e) ?? errorMessage(e)}`, line: 1 }] }
  }
  const budget = decodedBudget(text.length)
  for (const doc of all) {
    const line = lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0).line
    if (doc.errors.length > 0) {
      const e = doc.errors[0]!
      const first = e.message.split('\n')[0] ?? e.message
      const message = /Maximum call stack/.test(first) ? `it is nested too deeply (the limit is ${MAX_DEPTH} levels)` : first
      errors.push({ message, line: e.linePos?.[0]?.line ?? line })
      continue
    }
    decodeStreamDoc(doc, line, budget, docs, errors)
  }
  return { docs, errors }
}

/**
 * parseYamlStream for a renderer's output, giving the event loop a turn every `sliceMs` of decoding: a 5 MB render
 * takes seconds to decode, and meanwhile the pipes of the renderers still running must be drained, or they block.
 * Same result as parseYamlStream.
 */
export async function parseYamlStreamAsync(text: string, sliceMs = 10): Promise<ParsedStream> {
  return (await parseYamlStreamAsyncWithin(text, Infinity, sliceMs))!
}

/**
 * parseYamlStreamAsync, or undefined when more than `maxLibraryChars` of the text would be decoded by the `yaml`
 * library (documents outside the subset reader's reach): lib/yaml/offthread.ts then decodes it in a worker thread.
 */
export async function parseYamlStreamAsyncWithin(stream: string, maxLibraryChars: number, sliceMs = 10): Promise<ParsedStream | undefined> {
  const k = kubeReads(stream)
  const r = await decodeAsync(k.text, maxLibraryChars, sliceMs)
  return r && withReaderError(r, k)
}

async function decodeAsync(text: string, maxLibraryChars: number, sliceMs: number): Promise<ParsedStream | undefined> {
  const deep = tooDeepStream(text)
  if (deep) return deep
  const steps = decodeSteps(text, [], maxLibraryChars)
  let slice = performance.now()
  for (;;) {
    const s = steps.next()
    if (s.done) return s.value === null ? undefined : (s.value ?? parseYamlStreamWhole(text))
    if (performance.now() - slice >= sliceMs) {
      await new Promise((r) => setImmediate(r))
      slice = performance.now()
    }
  }
}

/** parseYamlStream with the `yaml` library alone (no subset reader): the reference the subset reader is tested against. */
export function parseYamlStreamWithLibrary(stream: string): ParsedStream {
  return asArgoReads(stream, (text) => {
    const deep = tooDeepStream(text)
    if (deep) return deep
    const docs: ParsedDoc[] = []
    const errors: ParseError[] = []
    const steps = libraryDocs(text, 0, decodedBudget(text.length), docs, errors)
    let s = steps.next()
    while (!s.done) s = steps.next()
    return s.value ? { docs, errors } : parseYamlStreamWhole(text)
  })
}

/** The stream decoded document by document; undefined when a document has a syntax error (or the parser throws). */
function parseYamlStreamIncrementally(text: string): ParsedStream | undefined {
  const steps = decodeSteps(text)
  for (;;) {
    const s = steps.next()
    if (s.done) return s.value ?? undefined
  }
}

/**
 * Yields after each document; returns the decoded stream, or undefined as parseYamlStreamIncrementally. Documents in
 * the subset renderers emit are read by lib/yaml/subset.ts; each other document (a chunk of lines between `---`
 * markers) is decoded by the `yaml` library, alone, with its line numbers shifted to the stream's. Null when the
 * library would decode more than `maxLibraryChars` of the text (decided before the library decodes anything).
 */
export function* decodeSteps(text: string, docs: ParsedDoc[] = [], maxLibraryChars = Infinity): Generator<void, ParsedStream | undefined | null> {
  const errors: ParseError[] = []
  const budget = decodedBudget(text.length)
  let library = 0
  if (STREAM_DECLINE.test(text)) {
    if (text.length > maxLibraryChars) return null
    return (yield* libraryDocs(text, 0, budget, docs, errors)) ? { docs, errors } : undefined
  }
  let chunks: Iterable<SubsetChunk> = subsetChunks(text)
  if (maxLibraryChars !== Infinity) {
    // The subset reader first, over the whole text: a stream mostly outside it is handed back before the library
    // spent any time on it.
    const parts: SubsetChunk[] = []
    for (const c of chunks) {
      parts.push(c)
      if (!c.fast && (library += c.length) > maxLibraryChars) return null
      if (parts.length % 64 === 0) yield
    }
    chunks = parts
  }
  let fastRun = 0
  for (const c of chunks) {
    if (c.fast) {
      // No aliases here, and a value is never larger than its text: the decoded-size budget cannot be exceeded.
      if (c.fast.value !== undefined && c.fast.value !== null) docs.push(c.fast as ParsedDoc)
      if (++fastRun % 64 === 0) yield
    } else if (!(yield* libraryDocs(text.slice(c.offset, c.offset + c.length), c.start, budget, docs, errors))) return undefined
  }
  return { docs, errors }
}

/** The library's documents of `text` (lines `lineOffset` on in the stream) added to `docs`; false on a syntax error. */
function* libraryDocs(text: string, lineOffset: number, budget: number, docs: ParsedDoc[], errors: ParseError[]): Generator<void, boolean> {
  const lineCounter = new LineCounter()
  try {
    const composer = new Composer(PARSE_OPTIONS)
    for (const doc of composer.compose(new Parser(lineCounter.addNewLine).parse(text))) {
      if (doc.errors.length > 0) return false
      decodeStreamDoc(doc, lineOffset + lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0).line, budget, docs, errors)
      yield
    }
  } catch {
    return false
  }
  return true
}

/** One syntactically valid document of a stream: decoded within the bounds and added to `docs`, or an error. */
function decodeStreamDoc(doc: Document.Parsed, line: number, budget: number, docs: ParsedDoc[], errors: ParseError[]): void {
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES })
  } catch (e) {
    errors.push({ message: tooDeep(e) ?? errorMessage(e), line })
    return
  }
  if (value === null || value === undefined) return
  const problem = decodedProblem(value, budget)
  if (problem !== undefined) {
    errors.push({ message: `document refused: ${problem}`, line })
    return
  }
  docs.push({ value, line, commentBefore: doc.commentBefore ?? doc.contents?.commentBefore ?? '' })
}

function tooDeep(e: unknown): string | undefined {
  return e instanceof RangeError && /call stack/i.test(e.message) ? `it is nested too deeply (the limit is ${MAX_DEPTH} levels)` : undefined
}

/** Helm prefixes each document with `# Source: <chart>/templates/<file>`. */
export function helmSourceOf(commentBefore: string): string | undefined {
  const m = /(?:^|\n)\s*Source:\s*(\S+)/.exec(commentBefore)
  return m?.[1]
}

/** A document the `yaml` library could not decode within the profile and bounds; the message is the first problem. */
export class YamlError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}

function decodeBounded(doc: { toJS(o: { maxAliasCount: number }): unknown }, textLength: number, maxAliases: number): unknown {
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: maxAliases })
  } catch (e) {
    throw new YamlError(tooDeep(e) ?? (e instanceof Error ? e.message.split('\n')[0]! : String(e)))
  }
  const problem = decodedProblem(value, decodedBudget(textLength))
  if (problem !== undefined) throw new YamlError(`document refused: ${problem}`)
  return value
}

/**
 * Every document of a stream, as Go's sigs.k8s.io/yaml reads each; the first problem throws a YamlError. `maxAliases`
 * lowers the alias allowance where a file is only scanned for references (kustomize-bounds).
 */
export function parseGoYamlDocuments(text: string, maxAliases = MAX_ALIASES): unknown[] {
  let all
  try {
    all = parseStreamLikeGo(text).all
  } catch (e) {
    throw new YamlError(tooDeep(e) ?? errorMessage(e))
  }
  for (const d of all) if (d.errors.length > 0) throw new YamlError(d.errors[0]!.message.split('\n')[0]!)
  return all.map((d) => decodeBounded(d, text.length, maxAliases))
}

/** One document as sigs.k8s.io/yaml.Unmarshal reads it: the first document (null for none); a problem throws a YamlError. */
export function parseGoYaml(text: string, maxAliases = MAX_ALIASES): unknown {
  let all
  try {
    all = parseStreamLikeGo(text).all
  } catch (e) {
    throw new YamlError(tooDeep(e) ?? errorMessage(e))
  }
  const first = all[0]
  if (!first) return null
  if (first.errors.length > 0) throw new YamlError(first.errors[0]!.message.split('\n')[0]!)
  return decodeBounded(first, text.length, maxAliases) ?? null
}

/** Chart.yaml, requirements.yaml, a repository index: Helm reads them with sigs.k8s.io/yaml. @alias */
export const parseHelmMetadata = parseGoYaml
/** A kustomization file as kustomize's build reads it. @alias */
export const parseKustomization = parseGoYaml

/** A kustomization opened for `kustomize edit`: the document is kept, so untouched fields keep their exact form. */
export function parseKustomizationForEdit(text: string): Document {
  const doc = parseDocument(text, EDIT_OPTIONS)
  if (doc.errors.length === 0) return doc
  const repaired = repairGoQuotedScalars(text)
  return repaired === text ? doc : parseDocument(repaired, EDIT_OPTIONS)
}

/** A new kustomization document for `value`, written as kustomize edit writes it (YAML 1.1 scalars quoted). */
export const kustomizationDocument = (value: unknown): Document => new Document(value, { version: '1.1' })

/** The guard's own configuration file (YAML 1.2; a duplicate key or a syntax error throws). */
export function parseConfig(text: string): unknown {
  return parse(text) as unknown
}

/** Argo CD's toYaml template function: keys sorted, sequences not indented, no line folding. */
export const stringifyLikeArgo = (value: unknown): string => stringify(value, { sortMapEntries: true, indentSeq: false, lineWidth: 0, version: '1.1' })

/**
 * The rendered diff (plan/rendered-diff.ts): Argo CD's toYaml form, and objects a render shares through YAML aliases
 * written out in full where they occur (never as `&a1` / `*a1`, which would read as content). The decoded-size budget
 * bounds what that expands to.
 */
export const stringifyForDiff = (value: unknown): string =>
  stringify(value, { sortMapEntries: true, indentSeq: false, lineWidth: 0, version: '1.1', aliasDuplicateObjects: false })

/** A file the guard writes for helm or kustomize to read (Go, YAML 1.1: `on`, `yes`… stay strings because quoted). */
export const stringifyForGo = (value: unknown): string => stringify(value, { version: '1.1' })
