// Deterministic JSON (sorted keys): identities and cache keys of values.
import { isRecord } from './record.js'

/** Deterministic JSON with sorted keys. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) {
    // As `[${v.map(canonicalJson).join(',')}]`: a hole writes nothing, an undefined element writes null.
    let s = '['
    for (let i = 0; i < v.length; i++) {
      if (i > 0) s += ','
      if (i in v) s += canonicalJson(v[i])
    }
    return s + ']'
  }
  if (isRecord(v)) {
    let s = '{'
    for (const k of Object.keys(v).sort()) {
      const x = v[k]
      if (x === undefined) continue
      if (s.length > 1) s += ','
      s += `${JSON.stringify(k)}:${canonicalJson(x)}`
    }
    return s + '}'
  }
  return JSON.stringify(v) ?? 'null'
}
