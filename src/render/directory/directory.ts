// Directory sources (R1.7): plain YAML/JSON files of the app dir, selected and decoded as the repo-server's
// findManifests / getPotentiallyValidManifests / getObjsFromYAMLOrJSON do (reposerver/repository/repository.go),
// then Lists flattened (R2.1.1). Jsonnet is not evaluated offline (R1.7.4).
import { isRecord } from '../../lib/record.js'
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { listItems, type Manifest } from '../../k8s/resource.js'
import { gobwasMatch } from '../../lib/go/glob.js'
import { goCompare, isInside } from '../source.js'
import { RenderError, type RenderedDoc, type RenderOutput, type RenderRequest } from '../types.js'
import { decodedBudget, decodedProblem, parseYamlStream } from '../../lib/yaml/yaml.js'
import { utf16Text } from '../../lib/text.js'
import { errorMessage } from '../../lib/errors.js'

/** R1.7.1: candidate file names (case-sensitive, so `.YAML` is ignored). */
const MANIFEST_FILE = /^.*\.(yaml|yml|json|jsonnet)$/
/** R1.7.1: a file containing this text anywhere is skipped. */
export const SKIP_FILE_RENDERING_MARKER = '+argocd:skip-file-rendering'

interface Candidate {
  /** Absolute path as walked (may be a symlink). */
  path: string
  /** Path relative to the app dir, posix separators (what include/exclude match). */
  relApp: string
  /** Path of the file to edit relative to the repo root, posix separators (the symlink target for symlinks). */
  relRepo: string
  text: string
}

const toPosix = (p: string): string => p.split(sep).join('/')

/** utfutil.ReadFile(…, UTF8): a UTF-16 file with a BOM is converted, a UTF-8 BOM dropped, anything else is UTF-8. */
function readText(path: string): string {
  const b = readFileSync(path)
  const utf16 = utf16Text(b)
  if (utf16 !== undefined) return utf16
  const text = b.toString('utf8')
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** R1.7.1: walk the app dir in lexical order and return the files that pass every selection rule. */
function collectCandidates(req: RenderRequest, warnings: string[]): Candidate[] {
  const dir = req.source.directory
  const recurse = dir?.recurse ?? false
  const include = dir?.include ?? ''
  const exclude = dir?.exclude ?? ''
  const realRoot = realpathSync.native(req.repoRoot)
  const out: Candidate[] = []
  const visit = (abs: string): void => {
    for (const name of readdirSync(abs).sort(goCompare)) {
      const path = join(abs, name)
      const st = lstatSync(path) // filepath.Walk uses lstat: a symlinked directory is not a directory here
      if (st.isDirectory()) {
        // Hidden directories are walked too; `.git` never holds manifests and is not part of a checkout's content.
        if (recurse && name !== '.git') visit(path)
        continue
      }
      const c = candidate(path, name, st)
      if (c) out.push(c)
    }
  }
  const candidate = (path: string, name: string, st: Stats): Candidate | undefined => {
    const relApp = toPosix(relative(req.appPath, path))
    if (!MANIFEST_FILE.test(name)) return undefined
    let relRepo = toPosix(relative(req.repoRoot, path))
    let real = st
    if (st.isSymbolicLink()) {
      let target: string
      try {
        target = realpathSync.native(path)
      } catch (e) {
        if ((e as { code?: string }).code === 'ENOENT') {
          warnings.push(`skipping manifest file ${relRepo}: destination of symlink "${relApp}" is missing`)
          return undefined
        }
        throw new RenderError(`invalid manifest file "${relRepo}": failed to evaluate symlink: ${errorMessage(e)}`, relRepo)
      }
      // Checked before include/exclude, as Argo does: an escaping link fails the app even if it is excluded.
      if (target === realRoot || !isInside(realRoot, target)) {
        throw new RenderError(
          `invalid manifest file "${relRepo}": illegal filepath in symlink at "${relApp}" (it resolves outside the ` +
            'repository; point it at a file inside the repository)',
          relRepo
        )
      }
      real = statSync(target)
      relRepo = toPosix(relative(realRoot, target))
    }
    if (!real.isFile()) {
      warnings.push(`skipping manifest file ${relRepo}: ignoring non-regular file "${relApp}"`)
      return undefined
    }
    if (exclude !== '' && gobwasMatch(exclude, relApp)) return undefined
    if (include !== '' && !gobwasMatch(include, relApp)) return undefined
    const text = readText(path)
    if (text.includes(SKIP_FILE_RENDERING_MARKER)) return undefined
    return { path, relApp, relRepo, text }
  }
  visit(req.appPath)
  return out
}

/**
 * Mirrors unstructured decoding (apimachinery unstructuredJSONScheme): the document must be a JSON object whose
 * `kind` is a non-empty string; `apiVersion` may be absent but, when a string, must parse as a GroupVersion.
 * Returns the reason it fails, or undefined.
 */
export function decodeFailure(v: unknown): string | undefined {
  if (!isRecord(v)) return `cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into a Kubernetes object`
  const apiVersion = typeof v.apiVersion === 'string' ? v.apiVersion : ''
  const badGroupVersion = apiVersion.split('/').length > 2 // schema.ParseGroupVersion: at most one `/`
  if (badGroupVersion || typeof v.kind !== 'string' || v.kind === '') return "Object 'Kind' is missing"
  return undefined
}

/** R1.7.3: a multi-document YAML file. Returns [] when the file is silently ignored. */
function decodeYaml(c: Candidate): RenderedDoc[] {
  const { docs, errors } = parseYamlStream(c.text)
  // parseYamlStream reports documents and errors separately; line order restores the decoder's order.
  const events = [
    ...docs.map((d) => ({ line: d.line, value: d.value as unknown, error: undefined as string | undefined })),
    ...errors.map((e) => ({ line: e.line, value: undefined as unknown, error: e.message }))
  ].sort((a, b) => a.line - b.line)
  const out: RenderedDoc[] = []
  for (const ev of events) {
    const failure = ev.error ?? decodeFailure(ev.value)
    if (failure === undefined) {
      out.push({ obj: ev.value as Manifest, file: c.relRepo, line: ev.line })
      continue
    }
    const looksLikeManifest = ['apiVersion:', 'kind:', 'metadata:'].every((s) => c.text.includes(s))
    if (out.length === 0 && !looksLikeManifest) return [] // not Kubernetes YAML (values.yaml, CI config): ignored
    throw new RenderError(
      `Failed to unmarshal "${c.relRepo}": failed to unmarshal manifest: ${failure} (${c.relRepo} line ${ev.line}; ` +
        `fix the document, or exclude the file with spec.source.directory.exclude or a "${SKIP_FILE_RENDERING_MARKER}" comment)`,
      c.relRepo
    )
  }
  return out
}

/** End offset of the first JSON value in text (what one json.Decoder.Decode call consumes). */
function firstJsonValueEnd(text: string): number {
  let i = 0
  while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++
  let depth = 0
  let inString = false
  for (; i < text.length; i++) {
    const ch = text[i]!
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') {
        inString = false
        if (depth === 0) return i + 1
      }
    } else if (ch === '"') inString = true
    else if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']') {
      depth--
      if (depth <= 0) return i + 1
    } else if (depth === 0 && ' \t\r\n,:'.includes(ch)) return i
  }
  return text.length
}

/** R1.7.2: a `.json` file holds exactly one Kubernetes object. */
function decodeJson(c: Candidate): RenderedDoc[] {
  const end = firstJsonValueEnd(c.text)
  const fail = (why: string): RenderError =>
    new RenderError(
      `Failed to unmarshal "${c.relRepo}": ${why} (a .json file in a Directory app must hold exactly one Kubernetes ` +
        'object; exclude other JSON files with spec.source.directory.exclude)',
      c.relRepo
    )
  let value: unknown
  try {
    value = JSON.parse(c.text.slice(0, end))
  } catch (e) {
    throw fail(errorMessage(e))
  }
  const failure = decodeFailure(value) ?? decodedProblem(value, decodedBudget(c.text.length))
  if (failure !== undefined) throw fail(failure)
  // json.Decoder.More(): anything but whitespace, `]` or `}` after the first value is another object.
  const next = c.text.slice(end).trimStart()[0]
  if (next !== undefined && next !== ']' && next !== '}') {
    throw new RenderError(
      `Found multiple objects in "${c.relRepo}". Only single objects are allowed in JSON files ` + '(use a .yaml file with `---` separators, or a List object)',
      c.relRepo
    )
  }
  const start = Math.max(0, c.text.search(/\S/))
  const line = c.text.slice(0, start).split('\n').length
  return [{ obj: value as Manifest, file: c.relRepo, line }]
}

/** R2.1.1: List objects become their items (a member that is not an object is an error naming the file). */
export function flattenRenderedLists(docs: RenderedDoc[]): RenderedDoc[] {
  return docs.flatMap((d) =>
    listItems(d.obj, () => {
      throw new RenderError(`items member is not an object in ${d.file ?? 'a rendered List'}${d.line ? ` line ${d.line}` : ''}`, d.file)
    }).map((obj) => (obj === d.obj ? d : { ...d, obj }))
  )
}

/** R1.7.1–R1.7.4: render a Directory source. */
export async function renderDirectory(req: RenderRequest): Promise<RenderOutput> {
  const warnings: string[] = []
  let candidates: Candidate[]
  try {
    candidates = collectCandidates(req, warnings)
  } catch (e) {
    if (e instanceof RenderError) throw e
    throw new RenderError(`failed to get potentially valid manifests: ${errorMessage(e)}`)
  }
  const docs: RenderedDoc[] = []
  for (const c of candidates) {
    if (c.path.endsWith('.jsonnet')) {
      // R1.7.4: Argo evaluates jsonnet entry points; an offline guard cannot reproduce that faithfully.
      throw new RenderError(`jsonnet is not supported by prune-guard: ${c.relRepo}`, c.relRepo)
    }
    for (const d of c.path.endsWith('.json') ? decodeJson(c) : decodeYaml(c)) docs.push(d) // a file can hold 100k documents
  }
  return { type: 'directory', docs: flattenRenderedLists(docs), warnings, commands: [] }
}
