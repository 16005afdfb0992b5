// The Go value model used by the ApplicationSet expander (R6.2). Parameters reach Argo CD's renderer as Go values
// decoded from JSON, so JavaScript values stand for Go values as follows:
//   string → string, number → float64 (every number decoded from YAML/JSON), bigint → int (template literals,
//   `len`, `int`, ...), boolean → bool, null → nil interface, undefined → "no value" (reflect's invalid Value,
//   e.g. a missing map key), Array → []interface{}, plain object → map[string]interface{}.
// Arrays and objects that Argo builds with a narrower Go type ([]string for `path.segments`, map[string]string for
// `values`) are tagged so that flattening and `%T` treat them like Go does.

const typed = new WeakMap<object, string>()

/** Marks a container as []string or map[string]string (Go type name returned by goTypeName). */
export function tagType<T extends object>(v: T, goType: '[]string' | 'map[string]string'): T {
  typed.set(v, goType)
  return v
}

const nilSlices = new WeakSet<object>()

/**
 * A nil []string (what Go's regexp returns when nothing matches): empty everywhere (len 0, `[]` when printed), but
 * JSON writes it `null`, as encoding/json writes a nil slice.
 */
export function nilStrings(): string[] {
  const v = tagType<string[]>([], '[]string')
  nilSlices.add(v)
  return v
}

export function typedAs(v: unknown): string | undefined {
  return typeof v === 'object' && v !== null ? typed.get(v) : undefined
}

export function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Go's name for a JS scalar as decoded from YAML/JSON: reflect.Type and reflect.Kind agree for these four. */
function goScalarName(v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return 'string'
    case 'number':
      return 'float64'
    case 'bigint':
      return 'int'
    case 'boolean':
      return 'bool'
  }
  return undefined
}

/** Go's `%T`. */
export function goTypeName(v: unknown): string {
  if (v === undefined || v === null) return '<nil>'
  return typedAs(v) ?? goScalarName(v) ?? (Array.isArray(v) ? '[]interface {}' : 'map[string]interface {}')
}

/** reflect.Kind name as sprig's kindOf reports it. */
export function goKindName(v: unknown): string {
  if (v === undefined || v === null) return 'invalid'
  return goScalarName(v) ?? (Array.isArray(v) ? 'slice' : 'map')
}

/** fmt's `%v` of a float64 (strconv 'g', shortest digits): exponent form when exp < -4 || exp >= 6, so 1e+06. */
export function formatFloat(f: number): string {
  if (Number.isNaN(f)) return 'NaN'
  if (f === Infinity) return '+Inf'
  if (f === -Infinity) return '-Inf'
  if (f === 0) return Object.is(f, -0) ? '-0' : '0'
  const [mant, expStr] = f.toExponential().split('e') as [string, string]
  const exp = Number(expStr)
  const neg = mant.startsWith('-')
  const digits = mant.replace('-', '').replace('.', '')
  // strconv: "if precision was the shortest possible, use precision 6 for this decision".
  const eprec = 6
  let out: string
  if (exp < -4 || exp >= eprec) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
    out = `${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`
  } else if (exp < 0) {
    out = `0.${'0'.repeat(-exp - 1)}${digits}`
  } else if (digits.length <= exp + 1) {
    out = digits + '0'.repeat(exp + 1 - digits.length)
  } else {
    out = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`
  }
  return neg ? `-${out}` : out
}

/** fmt.Sprint / `%v` of one value. Top-level "no value" is handled by the template printer, not here. */
export function goSprint(v: unknown): string {
  if (v === undefined || v === null) return '<nil>'
  switch (typeof v) {
    case 'string':
      return v
    case 'number':
      return formatFloat(v)
    case 'bigint':
      return v.toString()
    case 'boolean':
      return v ? 'true' : 'false'
  }
  if (Array.isArray(v)) return `[${v.map(goSprint).join(' ')}]`
  const m = v as Record<string, unknown>
  return `map[${Object.keys(m)
    .sort()
    .map((k) => `${k}:${goSprint(m[k])}`)
    .join(' ')}]`
}

/** text/template's truth: false, 0, nil, "no value", and empty strings, slices and maps are false. */
export function goTruth(v: unknown): boolean {
  if (v === undefined || v === null) return false
  switch (typeof v) {
    case 'string':
      return v.length > 0
    case 'number':
      return v !== 0
    case 'bigint':
      return v !== 0n
    case 'boolean':
      return v
  }
  if (Array.isArray(v)) return v.length > 0
  return Object.keys(v as object).length > 0
}

export function deepCopy<T>(v: T): T {
  if (Array.isArray(v)) {
    const out = v.map(deepCopy)
    const t = typedAs(v)
    return (t ? tagType(out, t as '[]string') : out) as T
  }
  if (isMap(v)) {
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v)) out[k] = deepCopy(x)
    const t = typedAs(v)
    return (t ? tagType(out, t as 'map[string]string') : out) as T
  }
  return v
}

/** Go's encoding/json Marshal (sorted map keys, HTML-safe escaping); `indent` gives MarshalIndent. */
export function goJson(v: unknown, opts: { indent?: string; escapeHtml?: boolean } = {}): string {
  const esc = opts.escapeHtml !== false
  const str = (s: string): string => {
    let out = JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'))
    if (esc) out = out.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)
    return out
  }
  const walk = (x: unknown, pad: string): string => {
    if (x === undefined || x === null) return 'null'
    switch (typeof x) {
      case 'string':
        return str(x)
      case 'number':
        if (!Number.isFinite(x)) throw new Error(`json: unsupported value: ${formatFloat(x)}`)
        return JSON.stringify(x)
      case 'bigint':
        return x.toString()
      case 'boolean':
        return String(x)
    }
    const inner = opts.indent !== undefined ? pad + opts.indent : ''
    const nl = opts.indent !== undefined ? '\n' : ''
    if (Array.isArray(x)) {
      if (x.length === 0) return nilSlices.has(x) ? 'null' : '[]'
      return `[${nl}${x.map((e) => inner + walk(e, inner)).join(`,${nl}`)}${nl}${pad}]`
    }
    const keys = Object.keys(x as object).sort()
    if (keys.length === 0) return '{}'
    const sep = opts.indent !== undefined ? ': ' : ':'
    const m = x as Record<string, unknown>
    return `{${nl}${keys.map((k) => `${inner}${str(k)}${sep}${walk(m[k], inner)}`).join(`,${nl}`)}${nl}${pad}}`
  }
  return walk(v, '')
}

/** sprig's `empty` / mergo's isEmptyValue: zero values and empty containers. */
export function goEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true
  switch (typeof v) {
    case 'string':
      return v.length === 0
    case 'number':
      return v === 0
    case 'bigint':
      return v === 0n
    case 'boolean':
      return !v
  }
  return Array.isArray(v) ? v.length === 0 : Object.keys(v as object).length === 0
}

/**
 * mergo.Merge(&dst, src[, WithOverride]) on map[string]interface{} values: nested maps merge recursively; otherwise
 * a src value fills an absent or empty dst value, or replaces it with `override`. `dst` is modified and returned.
 */
export function mergoMerge(dst: Record<string, unknown>, src: Record<string, unknown>, override: boolean): Record<string, unknown> {
  for (const [k, s] of Object.entries(src)) {
    if (s === null || s === undefined) continue
    const d = dst[k]
    if (isMap(s) && isMap(d)) mergoMerge(d, s, override)
    else if (d === undefined || goEmpty(d) || override) dst[k] = deepCopy(s)
  }
  return dst
}
