// Parameter sets: flattening (jeremywohl/flatten with dot keys, `%v` values), the post-generation `selector`
// (R6.1: labels matched on the flattened params, matchLabels + matchExpressions, no restriction on label values),
// git path parameters (R6.4/R6.5, with pathParamPrefix), `values` interpolation (R6.4) and the matrix/merge
// combinations of parameter sets (R6.6/R6.7).
import { replaceString, type RenderMode } from './render.js'
import { pathBase, pathDir } from '../../gotemplate/sprig.js'
import { sanitizeName } from './functions.js'
import { deepCopy, goJson, goSprint, isMap, mergoMerge, tagType, typedAs } from '../../gotemplate/values.js'
import { GuardError, type ErrorKind } from '../../lib/errors.js'

export type Params = Record<string, unknown>

export class GeneratorError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}

/** flatten.Flatten(in, "", DotStyle): nested maps and []interface{} become dot keys; leaves keep their value. */
export function flatten(obj: Params): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const walk = (v: unknown, key: string): void => {
    if ((isMap(v) || Array.isArray(v)) && !typedAs(v)) {
      const entries: Array<[string, unknown]> = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v)
      for (const [k, x] of entries) walk(x, key === '' ? k : `${key}.${k}`)
    } else out[key] = v
  }
  for (const [k, v] of Object.entries(obj)) walk(v, k)
  return out
}

/** flattenParameters: flattened params with `%v` string values (the labels a selector sees). */
export function flattenToStrings(obj: Params): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(flatten(obj))) out[k] = goSprint(v)
  return out
}

interface Requirement {
  key: string
  op: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'
  values: string[]
}

/** Compiles a LabelSelector (matchLabels + matchExpressions) or throws GeneratorError like Argo's parser. */
export function compileSelector(sel: unknown): Requirement[] {
  if (!isMap(sel)) throw new GeneratorError('error parsing label selector: selector must be an object')
  const reqs: Requirement[] = []
  for (const [k, v] of Object.entries(isMap(sel.matchLabels) ? sel.matchLabels : {})) reqs.push({ key: k, op: 'In', values: [String(v)] })
  for (const e of Array.isArray(sel.matchExpressions) ? sel.matchExpressions : []) {
    const ex = isMap(e) ? e : {}
    const op = String(ex.operator ?? '')
    const values = Array.isArray(ex.values) ? ex.values.map(String) : []
    const key = String(ex.key ?? '')
    if (op === 'In' || op === 'NotIn') {
      if (values.length === 0)
        throw new GeneratorError(`error parsing label selector: values: Invalid value: for 'in', 'notin' operators, values set can't be empty`)
    } else if (op === 'Exists' || op === 'DoesNotExist') {
      if (values.length > 0)
        throw new GeneratorError(`error parsing label selector: values: Invalid value: values set must be empty for exists and does not exist`)
    } else throw new GeneratorError(`error parsing label selector: "${op}" is not a valid label selector operator`)
    reqs.push({ key, op, values })
  }
  return reqs
}

export function requirementsMatch(reqs: Requirement[], labels: Record<string, string>): boolean {
  return reqs.every((r) => {
    const has = Object.prototype.hasOwnProperty.call(labels, r.key)
    switch (r.op) {
      case 'In':
        return has && r.values.includes(labels[r.key]!)
      case 'NotIn':
        return !has || !r.values.includes(labels[r.key]!)
      case 'Exists':
        return has
      case 'DoesNotExist':
        return !has
    }
  })
}

/** R6.1 post-selector: keeps the param sets whose flattened params match. */
export function applySelector(params: Params[], selector: unknown): Params[] {
  if (selector === undefined || selector === null) return params
  const reqs = compileSelector(selector)
  return params.filter((p) => requirementsMatch(reqs, flattenToStrings(p)))
}

/** R6.4 directory params: goTemplate `path.{path,basename,basenameNormalized,segments}`, fasttemplate `path`, `path[i]`, ... */
export function directoryParams(dir: string, goTemplate: boolean, prefix: string): Params {
  const base = pathBase(dir)
  if (goTemplate) {
    const p = { path: dir, basename: base, basenameNormalized: sanitizeName(base), segments: tagType(dir.split('/'), '[]string') }
    return prefix ? { [prefix]: { path: p } } : { path: p }
  }
  const name = prefix ? `${prefix}.path` : 'path'
  const out: Params = { [name]: dir, [`${name}.basename`]: base, [`${name}.basenameNormalized`]: sanitizeName(base) }
  dir.split('/').forEach((seg, i) => {
    if (seg !== '') out[`${name}[${i}]`] = seg
  })
  return out
}

/** R6.5 file params: the object (flattened with `%v` values in fasttemplate mode) plus path params of the file's directory. */
export function fileParams(file: string, obj: Params, goTemplate: boolean, prefix: string): Params {
  const dir = pathDir(file)
  const filename = pathBase(file)
  if (goTemplate) {
    const params: Params = { ...deepCopy(obj) }
    const p = {
      path: dir,
      basename: pathBase(dir),
      filename,
      basenameNormalized: sanitizeName(pathBase(dir)),
      filenameNormalized: sanitizeName(filename),
      segments: tagType(dir.split('/'), '[]string')
    }
    if (prefix) params[prefix] = { path: p }
    else params.path = p
    return params
  }
  const params: Params = flattenToStrings(obj)
  Object.assign(params, directoryParams(dir, false, prefix))
  const name = prefix ? `${prefix}.path` : 'path'
  params[`${name}.filename`] = filename
  params[`${name}.filenameNormalized`] = sanitizeName(filename)
  return params
}

/** R6.4 `values`: each entry rendered against the params; goTemplate exposes `.values.k`, fasttemplate `values.k`. */
export function appendValues(values: unknown, params: Params, mode: RenderMode): void {
  if (!isMap(values)) return
  const tmp: Params = {}
  for (const [k, v] of Object.entries(values)) {
    const result = replaceString(typeof v === 'string' ? v : goSprint(v), params, mode)
    if (mode.goTemplate) ((tmp.values ??= tagType({}, 'map[string]string')) as Record<string, string>)[k] = result
    else tmp[`values.${k}`] = result
  }
  Object.assign(params, tmp)
}

/** The duck-type generator's `values`, not rendered: `values.<k>` (fasttemplate) or `values: {k: v}` (goTemplate). */
export function appendRawValues(values: unknown, params: Params, mode: RenderMode): void {
  if (!isMap(values)) return
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v : goSprint(v)
    if (mode.goTemplate) {
      if (!isMap(params.values)) params.values = tagType({}, 'map[string]string')
      ;(params.values as Record<string, string>)[k] = value
    } else params[`values.${k}`] = value
  }
}

/** R6.6 matrix combination of one pair: goTemplate deep-merges with `a` winning; fasttemplate stringifies and rejects conflicts. */
export function combineMatrix(a: Params, b: Params, goTemplate: boolean): Params {
  if (goTemplate) return mergoMerge(mergoMerge({}, b, true), a, true)
  const res: Params = {}
  for (const [k, v] of Object.entries(a)) res[k] = goSprint(v)
  for (const [k, v] of Object.entries(b)) {
    const s = goSprint(v)
    if (k in res && res[k] !== s)
      throw new GeneratorError(
        `failed to combine string maps with merging params for the matrix generator: found duplicate key ${k} with different value, a: ${String(res[k])} ,b: ${s}`
      )
    res[k] = s
  }
  return res
}

/** R6.7 merge: base = child 1 keyed by the JSON of its merge-key values; later children override matching sets only. */
export function mergeParamSets(mergeKeys: unknown, children: Params[][], goTemplate: boolean): Params[] {
  const keys = Array.isArray(mergeKeys) ? [...new Set(mergeKeys.map(String))].sort() : []
  if (keys.length === 0) throw new GeneratorError('no merge keys were specified, Merge requires at least one')
  const byKey = (sets: Params[]): Map<string, Params> => {
    const m = new Map<string, Params>()
    for (const p of sets) {
      const id = goJson(Object.fromEntries(keys.map((k) => [k, p[k] ?? null])))
      if (m.has(id))
        throw new GeneratorError(
          `the parameters from a generator were not unique by the given mergeKeys, Merge requires all param sets to be unique. Duplicate key was ${id}`
        )
      m.set(id, p)
    }
    return m
  }
  const base = byKey(children[0] ?? [])
  for (const sets of children.slice(1)) {
    const other = byKey(sets)
    for (const [id, b] of base) {
      const o = other.get(id)
      if (!o) continue
      if (goTemplate) base.set(id, mergoMerge(deepCopy(b), o, true))
      else {
        const res: Params = {}
        for (const [k, v] of Object.entries(b)) res[k] = goSprint(v)
        for (const [k, v] of Object.entries(o)) res[k] = goSprint(v)
        base.set(id, res)
      }
    }
  }
  // Argo iterates a Go map here (unspecified order); the guard keeps child 1's order to stay deterministic.
  return [...base.values()]
}
