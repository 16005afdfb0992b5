// Decoding `helm template` output (R1.5.12 stream split, R2.1.1 List flattening): each document's object and the
// repo-relative template file behind its `# Source:` comment; errors name an object, never dump its values.
import { isRecord } from '../../lib/record.js'
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { listItems, type Manifest } from '../../k8s/resource.js'
import { RenderError, type RenderedDoc, type RenderRequest } from '../types.js'
import { helmSourceOf, type ParsedStream } from '../../lib/yaml/yaml.js'
import { parseYamlStreamOffThread } from '../../lib/yaml/offthread.js'

/** The repo-relative file behind a `# Source: <chart>/<path>` comment (R1.5.12), or undefined when unknown. */
function sourceFile(source: string | undefined, req: RenderRequest, chartRel: string): string | undefined {
  if (!source) return undefined
  const segs = source.split('/').slice(1) // the first segment is the chart's name, not a directory
  if (segs.length === 0) return undefined
  const rel = [chartRel, ...segs].filter(Boolean).join('/')
  if (existsSync(join(req.appPath, ...segs))) return rel
  // A subchart vendored as charts/<name>-<version>.tgz: point at the archive.
  const i = segs.indexOf('charts')
  if (i < 0 || i + 1 >= segs.length) return undefined
  const chartsDir = join(req.appPath, ...segs.slice(0, i + 1))
  const sub = segs[i + 1]!
  let tgz: string | undefined
  try {
    tgz = readdirSync(chartsDir)
      .sort()
      .find((f) => f === `${sub}.tgz` || (f.startsWith(`${sub}-`) && f.endsWith('.tgz')))
  } catch {
    return undefined
  }
  return tgz ? [chartRel, ...segs.slice(0, i + 1), tgz].filter(Boolean).join('/') : undefined
}

/**
 * The `# Source:` path of the document whose content starts at 1-based `line`: the comment lines right above it,
 * up to the `---` marker. (yaml.ts's `commentBefore` is empty for a first document without a `---` before it, and
 * when a blank line or another comment sits between, because the yaml library attaches such comments elsewhere, so
 * the raw lines are read then.)
 */
function sourceComment(stdoutLines: () => string[], line: number, commentBefore: string): string | undefined {
  const direct = helmSourceOf(commentBefore)
  if (direct) return direct
  const lines = stdoutLines()
  for (let i = line - 2; i >= 0; i--) {
    const l = lines[i]!.trim()
    if (l.startsWith('---')) break
    const m = /^#\s*Source:\s*(\S+)/.exec(l)
    if (m) return m[1]
    if (l !== '' && !l.startsWith('#')) break
  }
  return undefined
}

/**
 * R1.5.12 + R2.1.1: split, drop empties, flatten Lists, drop `items: null` Lists, keep each doc's template file; other
 * renderers' output is read while a large render is decoded (lib/yaml/yaml.ts).
 */
export async function helmOutputToDocsAsync(stdout: string, req: RenderRequest): Promise<RenderedDoc[]> {
  return helmParsedToDocs(await parseYamlStreamOffThread(stdout), stdout, req)
}

function helmParsedToDocs(parsed: ParsedStream, stdout: string, req: RenderRequest): RenderedDoc[] {
  const chartRel = relative(req.repoRoot, req.appPath).split(sep).join('/')
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0]!
    throw new RenderError(`failed to unmarshal manifest: line ${e.line} of the helm output: ${e.message}`)
  }
  // Split only when a document's comment does not name its template (a 5 MB render is 180,000 lines).
  let lines: string[] | undefined
  const stdoutLines = (): string[] => (lines ??= stdout.split('\n'))
  const files = new Map<string, string | undefined>()
  const docs: RenderedDoc[] = []
  for (const d of parsed.docs) {
    const source = sourceComment(stdoutLines, d.line, d.commentBefore)
    // One file-system lookup per template, not per document (a `range` template yields thousands).
    const file = source === undefined ? undefined : files.has(source) ? files.get(source) : files.set(source, sourceFile(source, req, chartRel)).get(source)
    const obj = d.value
    if (!isRecord(obj)) {
      throw new RenderError(`failed to unmarshal manifest: a document is not an object (${Array.isArray(obj) ? 'array' : typeof obj})`, file)
    }
    if (typeof obj.kind !== 'string' || obj.kind === '') {
      // Named, never dumped: the object may be a Secret's data.
      throw new RenderError(`failed to unmarshal manifest: Object 'Kind' is missing in ${describeObject(obj)}`, file)
    }
    const items = listItems(obj as Manifest, (item) => {
      throw new RenderError(
        `items member is not an object (${Array.isArray(item) ? 'array' : item === null ? 'null' : typeof item}) in ${describeObject(obj)}`,
        file
      )
    })
    for (const item of items) docs.push({ obj: item, file, line: undefined })
  }
  return docs
}

/** An object by what identifies it (apiVersion, metadata.name, its top-level keys), never by its values. */
function describeObject(obj: Record<string, unknown>): string {
  const meta = isRecord(obj.metadata) ? obj.metadata : {}
  const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length <= 253 ? v : undefined)
  const parts = [
    str(obj.apiVersion) ? `apiVersion ${str(obj.apiVersion)}` : '',
    str(meta.name) ? `name ${str(meta.name)}` : '',
    `keys ${Object.keys(obj).slice(0, 10).join(', ') || '(none)'}`
  ].filter(Boolean)
  return `an object (${parts.join(', ')})`
}
