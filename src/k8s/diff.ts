// Semantic comparison of a base and a head object: key order and tracking metadata do not count; the result names
// the changed fields by path. Values are never part of the result, so Secret data cannot leak through it.
import { canonicalJson } from '../lib/canonical-json.js'
import { isRecord } from '../lib/record.js'
import { type Manifest } from './resource.js'

/** Annotations Argo CD stamps itself (R2.2.3); never a user change. */
const TRACKING_ANNOTATIONS = ['argocd.argoproj.io/tracking-id', 'argocd.argoproj.io/installation-id']
export const MAX_CHANGED_PATHS = 50

/**
 * The object as compared: without tracking stamps, status and `creationTimestamp: null`. When it has none of them (and
 * no empty annotations), the object itself, not a copy: callers read the result and never change it.
 */
export function comparable(obj: Manifest): Record<string, unknown> {
  if (asIs(obj)) return obj
  const copy: Record<string, unknown> = { ...obj }
  delete copy.status
  if (isRecord(obj.metadata)) {
    const meta: Record<string, unknown> = { ...obj.metadata }
    if (meta.creationTimestamp === null) delete meta.creationTimestamp
    if (isRecord(meta.annotations)) {
      const ann = { ...meta.annotations }
      for (const a of TRACKING_ANNOTATIONS) delete ann[a]
      if (Object.keys(ann).length === 0) delete meta.annotations
      else meta.annotations = ann
    }
    copy.metadata = meta
  }
  return copy
}

const plain = (v: object): boolean => Object.getPrototypeOf(v) === Object.prototype

/**
 * Whether comparable() would return a copy equal to `obj` (plain objects, nothing to drop). `in` tests (cheaper than
 * reading a missing field) only err towards a copy: on a plain object they also see Object.prototype.
 */
function asIs(obj: Manifest): boolean {
  if (!plain(obj) || 'status' in obj) return false
  const meta = obj.metadata
  if (!isRecord(meta)) return true
  if (!plain(meta) || 'creationTimestamp' in meta) return false
  if (!('annotations' in meta)) return true
  const ann = meta.annotations
  if (!isRecord(ann)) return true
  if (!plain(ann)) return false
  for (const a of TRACKING_ANNOTATIONS) if (a in ann) return false
  return Object.keys(ann).length > 0
}

// What canonicalJson writes a value as, by class: a value of one class never writes the text of another, and every
// value of the NULL class writes `null` (null, undefined, NaN, ±Infinity, functions, symbols). EXOTIC (bigint) is
// left to canonicalJson itself (it throws, as JSON.stringify does).
const STRING = 0
const BOOLEAN = 1
const NUMBER = 2
const NULL = 3
const ARRAY = 4
const RECORD = 5
const EXOTIC = 6

function classOf(v: unknown): number {
  switch (typeof v) {
    case 'string':
      return STRING
    case 'boolean':
      return BOOLEAN
    case 'number':
      return Number.isFinite(v) ? NUMBER : NULL
    case 'object':
      return v === null ? NULL : Array.isArray(v) ? ARRAY : RECORD
    case 'bigint':
      return EXOTIC
    default: // undefined, function, symbol
      return NULL
  }
}

/**
 * canonicalJson(x) === canonicalJson(y), without building the strings. The text is unambiguous apart from what the
 * classes above merge, so the answer is decided value by value: scalars of one class by ===, (0 and -0 both write 0),
 * records by their keys with a defined value (sorted keys make key order irrelevant) and those values, arrays element
 * by element (a hole writes nothing, so it equals only a hole), except that a single hole writes `[]` like an empty
 * array.
 */
export function canonicalEqual(x: unknown, y: unknown): boolean {
  const cx = classOf(x)
  const cy = classOf(y)
  if (cx === EXOTIC || cy === EXOTIC) return canonicalJson(x) === canonicalJson(y)
  if (cx !== cy) return false
  switch (cx) {
    case NULL:
      return true
    case ARRAY:
      return arraysEqual(x as unknown[], y as unknown[])
    case RECORD:
      return recordsEqual(x as Record<string, unknown>, y as Record<string, unknown>)
    default:
      return x === y
  }
}

function arraysEqual(x: unknown[], y: unknown[]): boolean {
  if (x.length !== y.length) {
    // `[]` and `[<hole>]` both write `[]`; any other difference in length is a different number of elements.
    const one = x.length === 1 ? x : y.length === 1 ? y : undefined
    return x.length + y.length === 1 && !(0 in one!)
  }
  for (let i = 0; i < x.length; i++) {
    const hx = i in x
    if (hx !== i in y) return false
    if (hx && !canonicalEqual(x[i], y[i])) return false
  }
  return true
}

/** The same keys in the same order (the usual case for two versions of one object). */
const sameKeyList = (kx: string[], ky: string[]): boolean => kx.length === ky.length && kx.every((k, i) => k === ky[i])

function recordsEqual(x: Record<string, unknown>, y: Record<string, unknown>): boolean {
  const kx = Object.keys(x)
  const ky = Object.keys(y)
  if (sameKeyList(kx, ky)) {
    // The same keys in the same order (the usual case): each is written on both sides or, undefined, on neither.
    for (const k of kx) {
      const v = x[k]
      const w = y[k]
      if (v === undefined ? w !== undefined : w === undefined || !canonicalEqual(v, w)) return false
    }
    return true
  }
  let nx = 0
  for (const k of kx) {
    const v = x[k]
    if (v === undefined) continue
    nx++
    // y[k] undefined: the key is missing from y's text, or (an inherited property) not written at all.
    const w = y[k]
    if (w === undefined || !Object.prototype.propertyIsEnumerable.call(y, k) || !canonicalEqual(v, w)) return false
  }
  let ny = 0
  for (const k of ky) if (y[k] !== undefined) ny++
  return nx === ny
}

export function semanticallyEqual(a: Manifest, b: Manifest): boolean {
  return canonicalEqual(comparable(a), comparable(b))
}

export interface FieldChange {
  /** Dotted path with [i] for list indexes and ["k"] for keys that need quoting, e.g. spec.template.spec.containers[0].image */
  path: string
  /** The same path as keys and indexes. */
  segments: Array<string | number>
  change: 'added' | 'removed' | 'changed'
}

function seg(parent: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? (parent ? `${parent}.${key}` : key) : `${parent}[${JSON.stringify(key)}]`
}

/** The path of `segs` as changedPaths writes it: keys by seg(), indexes as [i]. */
function pathOf(segs: Array<string | number>): string {
  let p = ''
  for (const s of segs) p = typeof s === 'number' ? `${p}[${s}]` : seg(p, s)
  return p
}

/** Both key lists, each key once, x's first: `[...new Set([...kx, ...ky])]` (kx itself when both are the same list). */
function unionKeys(kx: string[], ky: string[]): string[] {
  return sameKeyList(kx, ky) ? kx : [...new Set([...kx, ...ky])]
}

/** The paths at which two objects differ (leaves or first differing subtree), in document order, capped. */
export function changedPaths(a: Manifest, b: Manifest, limit = MAX_CHANGED_PATHS): FieldChange[] {
  const out: FieldChange[] = []
  // The path being walked; a path string and a copy of the segments are made only for a change found.
  const segs: Array<string | number> = []
  const push = (change: FieldChange['change']): void => void out.push({ path: pathOf(segs), segments: [...segs], change })
  const walk = (x: unknown, y: unknown): void => {
    if (out.length >= limit) return
    if (isRecord(x) && isRecord(y)) {
      for (const k of unionKeys(Object.keys(x), Object.keys(y))) {
        segs.push(k)
        if (!(k in y) || y[k] === undefined) push('removed')
        else if (!(k in x) || x[k] === undefined) push('added')
        else walk(x[k], y[k])
        segs.pop()
        if (out.length >= limit) return
      }
      return
    }
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      // As forEach: holes of x are skipped.
      for (let i = 0; i < x.length; i++) {
        if (!(i in x)) continue
        segs.push(i)
        walk(x[i], y[i])
        segs.pop()
      }
      return
    }
    if (!canonicalEqual(x, y)) push('changed')
  }
  walk(comparable(a), comparable(b))
  return out
}

/** Placeholder written where a field is known to change on every render (R5.1: masked when diffing). */
export const MASKED = '<nondeterministic>'

/** A copy of `obj` with each path replaced by MASKED (paths that do not exist are left alone). */
export function maskPaths<T>(obj: T, paths: Array<Array<string | number>>): T {
  if (paths.length === 0) return obj
  const copy = structuredClone(obj) as unknown
  for (const segs of paths) {
    if (segs.length === 0) continue
    let node: unknown = copy
    for (const s of segs.slice(0, -1)) {
      node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[s] : undefined
    }
    const last = segs[segs.length - 1]!
    if ((isRecord(node) || Array.isArray(node)) && last in (node as object)) (node as Record<string | number, unknown>)[last] = MASKED
  }
  return copy as T
}
