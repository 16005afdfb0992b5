// Semantic comparison of a base and a head object: key order and tracking metadata do not count; the result names
// the changed fields by path. Values are never part of the result, so Secret data cannot leak through it.
import { isRecord, type Manifest } from './resource.js'

/** Annotations Argo CD stamps itself (R2.2.3); never a user change. */
const TRACKING_ANNOTATIONS = ['argocd.argoproj.io/tracking-id', 'argocd.argoproj.io/installation-id']
export const MAX_CHANGED_PATHS = 50

/** The object as compared: without tracking stamps, status and `creationTimestamp: null`. */
export function comparable(obj: Manifest): Record<string, unknown> {
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

/** Deterministic JSON with sorted keys. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`
  if (isRecord(v)) {
    return `{${Object.keys(v)
      .sort()
      .filter((k) => v[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v) ?? 'null'
}

/** canonicalJson(x) === canonicalJson(y), without building the strings for plain JSON data (the common case). */
export function canonicalEqual(x: unknown, y: unknown): boolean {
  if (typeof x === 'string' || typeof x === 'boolean' || x === null) {
    if (x === y) return true
  } else if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) return x === y
  else if (Array.isArray(x) && Array.isArray(y)) {
    if (x.length !== y.length) return false
    for (let i = 0; i < x.length; i++) if (!(i in x) || !(i in y) || !canonicalEqual(x[i], y[i])) return canonicalJson(x) === canonicalJson(y)
    return true
  } else if (isRecord(x) && isRecord(y)) {
    const kx = Object.keys(x).filter((k) => x[k] !== undefined)
    const ky = Object.keys(y).filter((k) => y[k] !== undefined)
    if (kx.length !== ky.length) return false
    for (const k of kx) if (y[k] === undefined || !canonicalEqual(x[k], y[k])) return canonicalJson(x) === canonicalJson(y)
    return true
  }
  return canonicalJson(x) === canonicalJson(y)
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

/** The paths at which two objects differ (leaves or first differing subtree), in document order, capped. */
export function changedPaths(a: Manifest, b: Manifest, limit = MAX_CHANGED_PATHS): FieldChange[] {
  const out: FieldChange[] = []
  const walk = (x: unknown, y: unknown, path: string, segs: Array<string | number>): void => {
    if (out.length >= limit) return
    if (isRecord(x) && isRecord(y)) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])]
      for (const k of keys) {
        const p = seg(path, k)
        const s = [...segs, k]
        if (!(k in y) || y[k] === undefined) out.push({ path: p, segments: s, change: 'removed' })
        else if (!(k in x) || x[k] === undefined) out.push({ path: p, segments: s, change: 'added' })
        else walk(x[k], y[k], p, s)
        if (out.length >= limit) return
      }
      return
    }
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      x.forEach((v, i) => walk(v, y[i], `${path}[${i}]`, [...segs, i]))
      return
    }
    if (!canonicalEqual(x, y)) out.push({ path, segments: segs, change: 'changed' })
  }
  walk(comparable(a), comparable(b), '', [])
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
