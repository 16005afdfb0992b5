// Remote JSON-schema references in a chart's values.schema.json files (issue 3, capability 5).
//
// Observed with helm 4.1.4 (test/render/helm/remote-chart.test.ts checks it on loopback): `helm template` validates values
// against values.schema.json and *fetches* every remote schema it needs over HTTP(S) — an absolute `$ref`, a
// relative `$ref` under an http(s) `$id`, and a non-standard `$schema` meta-schema URL. The JSON-Schema drafts on
// json-schema.org (draft-04 … 2020-12) are built in and never fetched. When the fetch fails, helm exits 1 with
//   values don't meet the specifications of the schema(s) in the following chart(s):
//   <chart>:
//   failing loading "<url>": HTTP request failed for <url>: …
// `--skip-schema-validation` skips the whole validation, and with it every fetch.
//
// helm also reads `file:` schemas (pkg/chart/common/util/jsonschema.go: a SchemeURLLoader with jsonschema.FileLoader,
// the chart's schema registered as file:///values.schema.json), so `"$ref": "file:///etc/x.json"` or a relative
// `"$ref": "x.json"` (file:///x.json) reads a file of the machine running helm, outside the chart: its content could
// reach the error message (an `enum` of the referenced file), and a schema reached so (file:///proc/self/cwd/…) may
// refer to URLs no scan of values.schema.json sees. localSchemaRefs() lists them; the caller skips validation.
// Any value can become a schema through a JSON pointer (`"$ref": "#/default"`), so every key is walked, data too.
//
// Contract for the caller (app.ts): with the network off, a chart for which hasRemoteSchemaRefs() is true is rendered
// with `skipSchemaValidation: true` (so helm does not reach out at all) and the report says so: Argo CD, online, would
// validate, and could reject values the guard accepted. Alternatively render first and, when
// isRemoteSchemaLoadError() matches the error, render again with validation skipped and report it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { MAX_UNPACKED_BYTES, readTar, UnpackBudget } from './tgz.js'

/** json-schema.org meta-schemas ship inside helm's validator; references to them stay offline. */
function isBuiltinMetaSchema(url: URL): boolean {
  return url.hostname === 'json-schema.org' && /^\/draft(-0[3467]|\/20(19-09|20-12))\//.test(url.pathname + '/')
}

function remoteUrl(ref: string, base: URL | undefined): URL | undefined {
  if (ref.startsWith('#')) return undefined
  let url: URL
  try {
    url = base ? new URL(ref, base) : new URL(ref)
  } catch {
    return undefined // a relative reference without an http(s) base resolves locally
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  return isBuiltinMetaSchema(url) ? undefined : url
}

/** The remote schema URLs one schema document makes helm fetch (walks `$id`/`id` scopes, `$ref`s and `$schema`). */
export function remoteRefsInSchema(schema: unknown): string[] {
  const found = new Set<string>()
  const walk = (node: unknown, base: URL | undefined): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, base)
      return
    }
    if (node === null || typeof node !== 'object') return
    const obj = node as Record<string, unknown>
    const id = typeof obj.$id === 'string' ? obj.$id : typeof obj.id === 'string' ? obj.id : undefined
    if (id) {
      try {
        const u = base ? new URL(id, base) : new URL(id)
        if (u.protocol === 'http:' || u.protocol === 'https:') base = u
      } catch {
        // an unparsable id changes nothing
      }
    }
    for (const key of ['$ref', '$schema', '$dynamicRef', '$recursiveRef']) {
      const ref = obj[key]
      if (typeof ref !== 'string') continue
      const url = remoteUrl(ref, key === '$schema' ? undefined : base)
      // A `$ref` back into the document's own `$id` is local.
      if (url && !(base && url.href.split('#')[0] === base.href.split('#')[0])) found.add(url.href)
    }
    // Data (`default`, `enum`, `examples`, ...) is walked too: a `$ref` to a JSON pointer into it makes it a schema.
    for (const v of Object.values(obj)) walk(v, base)
  }
  walk(schema, undefined)
  return [...found].sort()
}

const SELF = 'file:///values.schema.json'
const REF_KEYS = ['$ref', '$schema', '$dynamicRef', '$recursiveRef']

/**
 * The `file:` schemas one schema document makes helm read from the local filesystem. A reference is resolved both
 * against the chart's own URL (file:///values.schema.json) and against the `$id`/`id` scopes around it (which of the
 * two a draft honours does not matter here: either reading is enough to list it); only a fragment (`#/definitions/x`)
 * and the document itself stay inside.
 */
export function localRefsInSchema(schema: unknown): string[] {
  const found = new Set<string>()
  const resolve = (ref: string, base: string): URL | undefined => {
    try {
      return new URL(ref, base)
    } catch {
      return undefined
    }
  }
  const walk = (node: unknown, base: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, base)
      return
    }
    if (node === null || typeof node !== 'object') return
    const obj = node as Record<string, unknown>
    for (const key of ['$id', 'id']) {
      const id = obj[key]
      if (typeof id === 'string') base = resolve(id, base)?.href ?? base
    }
    for (const key of REF_KEYS) {
      const ref = obj[key]
      if (typeof ref !== 'string' || ref.startsWith('#')) continue
      for (const url of [resolve(ref, SELF), resolve(ref, base)]) {
        if (url?.protocol === 'file:' && url.href.split('#')[0] !== SELF) found.add(url.href)
      }
    }
    for (const v of Object.values(obj)) walk(v, base)
  }
  walk(schema, SELF)
  return [...found].sort()
}

/** The values.schema.json documents of a chart and its subcharts, parsed once: chart-relative label → schema. */
export type ChartSchemas = ReadonlyArray<readonly [string, unknown]>

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // invalid JSON fails in helm for its own reason
  }
}

/**
 * In place of the schemas of a packaged subchart not read in full: its archives (with the ones inside) unpack to more
 * than MAX_UNPACKED_BYTES in all. The caller skips validation (localSchemaWarning): what it holds is unknown.
 */
export class UnreadArchive {
  constructor(readonly why: string) {}
}

/** Schemas in a packaged subchart (`charts/*.tgz`), including subcharts packaged inside it. */
function schemasInArchive(tgz: Buffer, label: string, out: Array<[string, unknown]>, depth: number, left: UnpackBudget): void {
  let tar: Buffer
  try {
    tar = gunzipSync(tgz, { maxOutputLength: Math.max(1, left.left) })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || left.left <= 0) {
      left.left = 0
      out.push([label, new UnreadArchive(`its archives unpack to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB in all`)])
    }
    return // damaged: helm fails to load it for its own reason
  }
  left.take(tar.length)
  let files
  try {
    files = readTar(tar)
  } catch {
    return
  }
  for (const { path: name, data } of files) {
    if (/(^|\/)values\.schema\.json$/.test(name)) out.push([`${label}!${name}`, parsed(data.toString('utf8'))])
    else if (depth < 5 && /(^|\/)charts\/[^/]+\.tgz$/.test(name)) schemasInArchive(data, `${label}!${name}`, out, depth + 1, left)
  }
}

function scanChart(dir: string, label: string, out: Array<[string, unknown]>, depth: number, left: UnpackBudget): void {
  const schema = join(dir, 'values.schema.json')
  if (existsSync(schema)) out.push([`${label}values.schema.json`, parsed(readFileSync(schema, 'utf8'))])
  const charts = join(dir, 'charts')
  if (depth >= 5 || !existsSync(charts)) return
  for (const name of readdirSync(charts).sort()) {
    const p = join(charts, name)
    const st = statSync(p)
    if (st.isDirectory()) scanChart(p, `${label}charts/${name}/`, out, depth + 1, left)
    else if (name.endsWith('.tgz')) schemasInArchive(readFileSync(p), `${label}charts/${name}`, out, depth + 1, left)
  }
}

/** Every values.schema.json of the chart and its subcharts (directories and packaged .tgz), read and parsed once. */
export function chartSchemas(chartDir: string): ChartSchemas {
  const out: Array<[string, unknown]> = []
  // One chart's archives may unpack this much in all: they are read synchronously, so a bomb of archives stays small.
  scanChart(chartDir, '', out, 0, new UnpackBudget(MAX_UNPACKED_BYTES))
  return out
}

/** Schema label → the references `find` lists in it (schemas with none left out); a chart folder is read first. */
function refsIn(chart: string | ChartSchemas, find: (schema: unknown) => string[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const [label, schema] of typeof chart === 'string' ? chartSchemas(chart) : chart) {
    const refs = schema === undefined ? [] : find(schema)
    if (refs.length > 0) out.set(label, refs)
  }
  return out
}

/** Chart-relative schema file (`charts/x.tgz!x/values.schema.json` inside archives) → remote URLs it references. */
export const remoteSchemaRefs = (chart: string | ChartSchemas): Map<string, string[]> => refsIn(chart, remoteRefsInSchema)

/** Chart-relative schema file → the `file:` schemas it makes helm read (see localRefsInSchema). */
export const localSchemaRefs = (chart: string | ChartSchemas): Map<string, string[]> => refsIn(chart, localRefsInSchema)

/**
 * True when a values.schema.json of the chart or of a subchart (directory or packaged .tgz) references a schema
 * that helm would fetch over the network. See the contract at the top of this file.
 */
export function hasRemoteSchemaRefs(chart: string | ChartSchemas): boolean {
  return remoteSchemaRefs(chart).size > 0
}

/** The helm error of a remote schema that could not be loaded (the observed helm 4 wording). */
export function isRemoteSchemaLoadError(message: string): boolean {
  return /failing loading "https?:\/\//.test(message)
}

/**
 * The warning to give (validation is then skipped) when a schema of the chart makes helm read a `file:` schema: a
 * file of the machine running the guard, outside the checkout. Argo CD's helm reads it on the repo-server, where such
 * a file is usually missing (the render then fails there) or is not the runner's.
 */
export function localSchemaWarning(chart: string | ChartSchemas): string | undefined {
  for (const [label, schema] of typeof chart === 'string' ? chartSchemas(chart) : chart)
    if (schema instanceof UnreadArchive)
      return `${label} was not read (${schema.why}), so the guard cannot tell which schemas helm would read or fetch; schema validation was skipped`
  for (const [file, refs] of localSchemaRefs(chart)) {
    return `${file} refers to ${refs[0]}, a file outside the chart that helm would read from the machine running it; the guard does not let helm read it, so schema validation was skipped (Argo CD's helm reads it on the repo-server: where it is missing there, the render fails)`
  }
  return undefined
}
