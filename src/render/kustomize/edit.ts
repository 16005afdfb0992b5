// R1.6.3: Argo CD's `kustomize edit …` sequence, done natively in TypeScript on a disposable copy (R1.6.2), because
// `kubectl kustomize` has no `edit` subcommand. Each step writes the same kustomization fields that kustomize 5.x's
// `edit` commands write (kustomize/commands/edit/{set,add}/*.go) and fails with their messages.
import { isRecord } from '../../lib/record.js'
import { statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { RenderError } from '../types.js'
import { kustomizationDocument, parseKustomizationForEdit, type Document } from '../../lib/yaml/yaml.js'
import { byEntryKey } from '../../lib/order.js'
import { KUSTOMIZATION_FILES } from '../../k8s/kustomization.js'

/** The kustomization file names present in `dir`, in lookup order. */
export function kustomizationFilesIn(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const name of KUSTOMIZATION_FILES) {
    try {
      // An absent name is the common case: answered without building an error (stat follows links, as before).
      if (statSync(join(dir, name), { throwIfNoEntry: false })?.isFile()) found.push(name)
    } catch {
      // not readable (e.g. a path component is a file)
    }
  }
  return Promise.resolve(found)
}

/** A kustomization being edited: the YAML document is kept so untouched fields keep their exact form. */
export interface EditedKustomization {
  file: string
  doc: Document
}

export function loadKustomization(path: string, text: string): EditedKustomization {
  // sigs.k8s.io/yaml decodes YAML 1.1 (yes/no/on/off are booleans), so the copy is read and written in 1.1.
  const doc: Document = parseKustomizationForEdit(text)
  if (doc.errors.length > 0) throw new RenderError(`failed to unmarshal ${posix.basename(path)}: ${doc.errors[0]!.message.split('\n')[0]}`)
  // An empty file has no contents; setting a key on it would make a YAML 1.1 !!omap.
  if (doc.contents === null) doc.contents = doc.createNode({})
  return { file: path, doc }
}

export function currentValue(k: EditedKustomization): Record<string, unknown> {
  const v = k.doc.toJS({ maxAliasCount: 10_000 }) as unknown
  return isRecord(v) ? v : {}
}

export function setField(k: EditedKustomization, key: string, value: unknown): void {
  k.doc.set(key, k.doc.createNode(value))
}

/** Argo's executil error form: "`kustomize edit …` failed exit status 1: Error: <kustomize message>". */
export function editError(argv: string[], message: string): RenderError {
  return new RenderError(`\`kustomize ${argv.join(' ')}\` failed exit status 1: Error: ${message}`)
}

// ---- set image (kustomize/commands/edit/set/setimage.go) ----

const TAG_PATTERN = /^(.*):([a-zA-Z0-9._-]*|\*)$/
const PRESERVE = '*'
export const IMAGE_FORMAT_ERROR = `invalid format of image, use one of the following options:
- <image>=<newimage>:<newtag>
- <image>=<newimage>@<digest>
- <image>=<newimage>
- <image>:<newtag>
- <image>@<digest>`

export interface KImage {
  name: string
  newName?: string
  newTag?: string
  digest?: string
}

function parseOverwrite(arg: string, overwriteImage: boolean): { name: string; tag?: string; digest?: string } | undefined {
  const at = arg.split('@')
  if (at.length > 1) {
    // <image>:<tag>@<digest> or <image>@<digest>
    const t = TAG_PATTERN.exec(at[0]!)
    return t ? { name: t[1]!, tag: t[2]!, digest: at[1]! } : { name: at[0]!, digest: at[1]! }
  }
  const t = TAG_PATTERN.exec(arg)
  if (t) return { name: t[1]!, tag: t[2]! }
  if (arg.length > 0 && overwriteImage) return { name: arg }
  return undefined
}

/** Parses one `set image` argument: `name=newName[:tag][@digest]`, `name:tag`, `name@digest`, `name:tag@digest`. */
export function parseImageArg(arg: string): KImage | undefined {
  const s = arg.split('=')
  if (s.length === 2) {
    const p = parseOverwrite(s[1]!, true)
    return p && { name: s[0]!, newName: p.name, newTag: p.tag, digest: p.digest }
  }
  const p = parseOverwrite(arg, false)
  return p && { name: p.name, newTag: p.tag, digest: p.digest }
}

/** `edit set image`: args replace same-name entries (`*` keeps the file's value), others are kept; sorted by name. */
export function setImages(k: EditedKustomization, args: string[], argv: string[]): void {
  if (args.length === 0) throw editError(argv, 'no image specified')
  const fields = ['newName', 'newTag', 'digest'] as const
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  const byName = new Map<string, Record<string, unknown>>()
  for (const a of args) {
    const img = parseImageArg(a)
    if (!img) throw editError(argv, IMAGE_FORMAT_ERROR)
    byName.set(img.name, { ...img })
  }
  const cur = currentValue(k)
  for (const im of (Array.isArray(cur.images) ? (cur.images as unknown[]) : []).filter(isRecord)) {
    const argIm = byName.get(str(im.name))
    if (argIm) {
      for (const f of fields) if (argIm[f] === PRESERVE) argIm[f] = str(im[f])
      continue
    }
    byName.set(str(im.name), im)
  }
  const images = [...byName.values()]
    .map((v) => {
      const img: Record<string, unknown> = { ...v }
      for (const f of fields) if (img[f] === PRESERVE || img[f] === '' || img[f] === undefined) delete img[f]
      return img
    })
    .sort((a, b) => (str(a.name) < str(b.name) ? -1 : str(a.name) > str(b.name) ? 1 : 0))
  setField(k, 'images', images)
}

// ---- set replicas (setreplicas.go) ----

export function setReplicas(k: EditedKustomization, args: string[], argv: string[]): void {
  if (args.length === 0) throw editError(argv, 'no replicas specified')
  const byName = new Map<string, unknown>()
  for (const a of args) {
    const s = a.split('=')
    if (s.length !== 2 || !/^[+-]?\d+$/.test(s[1]!)) throw editError(argv, 'invalid format of replica, use the following format: <name>=<count>')
    byName.set(s[0]!, { name: s[0]!, count: Number(BigInt(s[1]!)) })
  }
  const existing = (Array.isArray(currentValue(k).replicas) ? (currentValue(k).replicas as unknown[]) : []).filter(isRecord)
  for (const r of existing) {
    const name = typeof r.name === 'string' ? r.name : ''
    if (!byName.has(name)) byName.set(name, r)
  }
  const sorted = [...byName.entries()].sort(byEntryKey).map(([, v]) => v)
  setField(k, 'replicas', sorted)
}

/** Argo's KustomizeReplica.GetIntCount (strconv.Atoi on a string count). */
export function replicaCount(count: string): string {
  if (!/^[+-]?\d+$/.test(count) || BigInt(count) > 2n ** 63n - 1n || BigInt(count) < -(2n ** 63n)) {
    throw new RenderError(`expected integer value for count. Received: ${count}`)
  }
  return BigInt(count).toString()
}

// ---- add label / add annotation (add/addmetadata.go, util.ConvertSliceToMap) ----

function trimQuotes(s: string): string {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s
}

function convertSliceToMap(args: string[], kind: string, argv: string[]): Map<string, string> {
  const m = new Map<string, string>()
  for (const input of args) {
    const c = input.indexOf(':')
    if (c === 0) throw editError(argv, `invalid ${kind}: '${input}' (need k:v pair where v may be quoted)`)
    if (c < 0) m.set(input, '')
    else m.set(input.slice(0, c), trimQuotes(input.slice(c + 1)))
  }
  return m
}

function writeToMap(target: Record<string, unknown>, pairs: Map<string, string>, force: boolean, kind: string, argv: string[]): void {
  for (const [key, v] of pairs) {
    if (Object.hasOwn(target, key) && !force) throw editError(argv, `${kind} ${key} already in kustomization file`)
    target[key] = v
  }
}

export interface LabelFlags {
  force: boolean
  withoutSelector: boolean
  includeTemplates: boolean
}

/**
 * `edit add label`: without --without-selector the pairs go to `commonLabels` (selectors and templates too); with it,
 * a new `labels:` entry `{pairs, includeTemplates?}` is appended (includeSelectors false), so no conflict is possible.
 * --include-templates without --without-selector is an error.
 */
export function addLabels(k: EditedKustomization, args: string[], flags: LabelFlags, argv: string[]): void {
  if (args.length === 0) throw editError(argv, 'must specify label')
  if (flags.includeTemplates && !flags.withoutSelector) {
    throw editError(argv, '--without-selector flag must be specified for --include-templates to work')
  }
  const pairs = convertSliceToMap(args, 'label', argv)
  const cur = currentValue(k)
  if (flags.withoutSelector) {
    const labels = Array.isArray(cur.labels) ? [...cur.labels] : []
    const entry: Record<string, unknown> = { pairs: {} }
    writeToMap(entry.pairs as Record<string, unknown>, pairs, flags.force, 'label', argv)
    if (flags.includeTemplates) entry.includeTemplates = true
    labels.push(entry)
    setField(k, 'labels', labels)
    return
  }
  const common = isRecord(cur.commonLabels) ? { ...cur.commonLabels } : {}
  writeToMap(common, pairs, flags.force, 'label', argv)
  setField(k, 'commonLabels', common)
}

/** `edit add annotation [--force]`: pairs go to `commonAnnotations`; an existing key without --force is an error. */
export function addAnnotations(k: EditedKustomization, args: string[], force: boolean, argv: string[]): void {
  if (args.length === 0) throw editError(argv, 'must specify annotation')
  const pairs = convertSliceToMap(args, 'annotation', argv)
  const cur = currentValue(k)
  const common = isRecord(cur.commonAnnotations) ? { ...cur.commonAnnotations } : {}
  writeToMap(common, pairs, force, 'annotation', argv)
  setField(k, 'commonAnnotations', common)
}

// ---- patches (Argo's own step, util/kustomize/kustomize.go applyPatches) ----

const SELECTOR_FIELDS = ['group', 'version', 'kind', 'name', 'namespace', 'labelSelector', 'annotationSelector']

/** One `spec.source.kustomize.patches[]` entry as Argo's typed KustomizePatch marshals it (omitempty fields). */
export function normalizePatch(p: unknown): Record<string, unknown> {
  const r = isRecord(p) ? p : {}
  const out: Record<string, unknown> = {}
  if (typeof r.path === 'string' && r.path) out.path = r.path
  if (typeof r.patch === 'string' && r.patch) out.patch = r.patch
  if (isRecord(r.target)) {
    const t: Record<string, unknown> = {}
    for (const f of SELECTOR_FIELDS) if (typeof r.target[f] === 'string' && r.target[f]) t[f] = r.target[f]
    out.target = t
  }
  if (isRecord(r.options)) {
    const o: Record<string, boolean> = {}
    for (const [key, v] of Object.entries(r.options)) if (typeof v === 'boolean') o[key] = v
    if (Object.keys(o).length > 0) out.options = o
  }
  return out
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys)
  if (!isRecord(v)) return v
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(v).sort()) out[key] = sortKeys(v[key])
  return out
}

/**
 * R1.6.3 item 8: append the patches to `patches:` (created if absent) and rewrite the whole file the way
 * sigs.k8s.io/yaml does (a YAML 1.1 → JSON → YAML round trip: comments lost, keys sorted).
 */
export function appendPatches(k: EditedKustomization, patches: unknown[]): void {
  const cur = k.doc.toJS({ maxAliasCount: 10_000 }) as unknown
  if (!isRecord(cur)) throw new RenderError(`expected kustomization.yaml to be type map[string]any, but got ${cur === null ? '<nil>' : typeof cur}`)
  if (Object.hasOwn(cur, 'patches') && !Array.isArray(cur.patches)) {
    throw new RenderError(`expected 'patches' field in kustomization.yaml to be []any, but got ${cur.patches === null ? '<nil>' : typeof cur.patches}`)
  }
  const list = Array.isArray(cur.patches) ? [...(cur.patches as unknown[])] : []
  list.push(...patches.map(normalizePatch))
  cur.patches = list
  k.doc = kustomizationDocument(sortKeys(cur))
}
