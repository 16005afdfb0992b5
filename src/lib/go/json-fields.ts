// How Go's encoding/json fills a struct from a JSON object, for the files helm and kustomize decode that way
// (sigs.k8s.io/yaml: the YAML becomes JSON with its keys sorted, then encoding/json decodes it): a key names a field
// when it equals the field's name or, failing that, matches it case-insensitively as bytes.EqualFold does, so
// `RESOURCES`, `Resources` and `reſources` (U+017F folds to 's') are all kustomize's `resources`, and `Dependencies` with
// `Repository: file://../lib` is a Chart.yaml dependency helm builds. When several keys name one field, the last in
// sorted order is decoded last: a list or a scalar is replaced, a map or a struct is filled further. The guard's own
// readers look fields up by their exact name; `goFields` gives them the object Go decodes.

/** A Go type as encoding/json fills it: a struct (its fields by JSON name), a list or map of one type, or anything else. */
export type GoType = 'any' | { fields: Record<string, GoType> } | { list: GoType } | { map: GoType }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Go's simple case folding of the letters a field name may hold: ASCII, plus the two non-ASCII letters that fold to one. */
const fold = (s: string): string =>
  s
    .replace(/\u017f/g, 's')
    .replace(/\u212a/g, 'k')
    .toLowerCase()

/** Struct fields of any type, by JSON name: `goStruct('name', 'path')`. */
export const goStruct = (...names: string[]): Record<string, GoType> => Object.fromEntries(names.map((n) => [n, 'any' as const]))

/** The keys of `value` in the order Go decodes them, each with the struct field it fills (undefined: none). */
function keysToFields(value: Record<string, unknown>, fields: Record<string, GoType>): Array<[string, string | undefined]> {
  const byFold = new Map<string, string>()
  for (const f of Object.keys(fields)) if (!byFold.has(fold(f))) byFold.set(fold(f), f)
  return Object.keys(value)
    .sort(byGoOrder)
    .map((key) => [key, key in fields ? key : byFold.get(fold(key))])
}

/** Go compares strings (map keys sorted by json.Marshal) as UTF-8 bytes. */
const byGoOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b))

/**
 * `value` as encoding/json decodes it into `type`: struct keys renamed to the field they fill (merged as Go merges
 * them), keys that name no field kept as written. Values that are not the expected shape are kept as they are.
 */
export function goFields(value: unknown, type: GoType): unknown {
  if (type === 'any') return value
  if ('list' in type) return Array.isArray(value) ? value.map((v) => goFields(v, type.list)) : value
  if (!isRecord(value)) return value
  if ('map' in type) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, goFields(v, type.map)]))
  const out: Record<string, unknown> = {}
  for (const [key, field] of keysToFields(value, type.fields)) {
    if (field === undefined) {
      out[key] = value[key]
      continue
    }
    const t = type.fields[field]!
    out[field] = into(out[field], goFields(value[key], t), t)
  }
  return out
}

/** A value decoded into a field that already holds one: a struct or map is filled further, anything else replaced. */
function into(prev: unknown, next: unknown, type: GoType): unknown {
  if (!isRecord(prev) || !isRecord(next)) return next
  if (type !== 'any' && 'fields' in type) {
    const out: Record<string, unknown> = { ...prev }
    for (const [k, v] of Object.entries(next)) out[k] = k in type.fields ? into(out[k], v, type.fields[k]!) : v
    return out
  }
  return { ...prev, ...next } // a map: its keys are set one by one
}

/**
 * `json.Unmarshal(next, &prev)` for a `prev` that already holds a value of `type`, as Argo CD decodes a source after
 * merging an override file onto it: a key fills the field it names (case-insensitively, in sorted order); a field the
 * JSON leaves out keeps its value; a list is decoded element by element into the elements already there (a struct
 * element keeps the fields the new one leaves out) and cut to the new length; a map gets the new keys. Keys that name
 * no field are dropped, as encoding/json ignores them.
 */
export function goDecodeInto(prev: unknown, next: unknown, type: GoType): unknown {
  if (type === 'any') return next
  if ('list' in type) {
    if (!Array.isArray(next)) return next
    const old = Array.isArray(prev) ? prev : []
    return next.map((x, i) => goDecodeInto(i < old.length ? old[i] : undefined, x, type.list))
  }
  if (next === null) return 'fields' in type && isRecord(prev) ? prev : null // null into a struct changes nothing
  if (!isRecord(next)) return next
  const out: Record<string, unknown> = isRecord(prev) ? { ...prev } : {}
  if ('map' in type) {
    for (const [k, v] of Object.entries(next)) out[k] = goDecodeInto(out[k], v, type.map)
    return out
  }
  for (const [key, field] of keysToFields(next, type.fields)) if (field !== undefined) out[field] = goDecodeInto(out[field], next[key], type.fields[field]!)
  return out
}
