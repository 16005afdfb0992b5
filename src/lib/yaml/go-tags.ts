// The scalar types Go's YAML readers give plain and tagged scalars, as a tag list for the `yaml` library's YAML 1.1
// schema. Kubernetes, Argo CD, Helm and kustomize read YAML through sigs.k8s.io/yaml (go-yaml v2), decoding into
// interface{}: a timestamp-like scalar (`2024-01-01`, also `!!timestamp`) stays the string as written, there are no
// sexagesimal numbers (`12:30` is a string, not 750), and `!!binary` data is decoded into a string of its bytes. The
// library's schema gives a Date, a number and a Uint8Array; a path that reads as one of those was dropped by every
// reader looking for strings while kustomize read it (a resources entry named `2024-01-01`, or base64 of
// `../../outside`). A `<<` merge key writes over the keys before it, as go-yaml v2 does. The other tags (bool `yes`/`on`, octal `017`, hex, `~`) are the ones go-yaml v2 resolves too; Go's base
// prefixes YAML 1.1 lacks (`0o644`) are one tag more.
import { isAlias, isMap, isScalar, isSeq, type CollectionTag, type Document, type ScalarTag, type Tags } from 'yaml'

const TIMESTAMP = 'tag:yaml.org,2002:timestamp'
const BINARY = 'tag:yaml.org,2002:binary'
const MERGE = 'tag:yaml.org,2002:merge'
const FLOAT = 'tag:yaml.org,2002:float'
const INT = 'tag:yaml.org,2002:int'

/** go-yaml v2: `string(base64.StdEncoding.DecodeString(value))` (line breaks ignored; invalid data is an error). */
function binaryAsString(tag: ScalarTag): ScalarTag {
  return {
    ...tag,
    resolve: (src, onError) => {
      const b64 = src.replace(/[\r\n]/g, '')
      if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b64)) onError('!!binary value contains invalid base64 data')
      return Buffer.from(b64, 'base64').toString('utf8')
    }
  }
}

type ToJSContext = { doc: Document }
const resolved = (ctx: ToJSContext, v: unknown): unknown => (isAlias(v) ? v.resolve(ctx.doc, ctx as never) : v)

/**
 * go-yaml v2 `merge`: a `<<` key writes every key of its map into the mapping where it stands, over what is already
 * there, and the keys after it write over it; of a sequence of maps, the earlier ones win. The `yaml` library keeps a
 * key written before `<<` (the YAML merge spec): `metadata: {name: data, <<: {name: data-v2}}` was `data` to the guard
 * and `data-v2` to Argo CD, so `data` was pruned while the guard saw it unchanged.
 */
function addMergeLikeGo(ctx: ToJSContext, map: unknown, value: unknown): unknown {
  const source = resolved(ctx, value)
  const maps = isSeq(source) ? [...source.items].reverse() : [source]
  for (const m of maps) {
    const src = resolved(ctx, m)
    if (!isMap(src)) throw new Error('map merge requires map or sequence of maps as the value')
    for (const [k, v] of src.toJSON(null, ctx as never, Map) as Map<unknown, unknown>) {
      if (map instanceof Map) map.set(k, v)
      else Object.defineProperty(map, String(k), { value: v, writable: true, enumerable: true, configurable: true })
    }
  }
  return map
}

function mergeLikeGo(tag: ScalarTag): ScalarTag {
  return { ...tag, resolve: (...args) => Object.assign(tag.resolve(...args) as object, { addToJSMap: addMergeLikeGo }) }
}

/**
 * go-yaml v2 reads a plain scalar starting with a digit or a sign with Go's `strconv.ParseInt(s, 0, 64)` after removing
 * every `_`: base prefixes YAML 1.1 does not have are integers too (`0o644` is 420, as are `0O644` and `0_o644`;
 * `0X1F`, `0B101`), and so is a sign followed by `_` (`-_1` is -1, `+_0x1F` 31). The library's own tags read the others
 * alike (`0x1F`, `0b101`, `0644`); this one comes after them. A leading 0 with an 8 or 9 (`-_08`) is no octal: Go then
 * reads the float 8.
 */
export const GO_PARSEINT_EXTRA: ScalarTag = {
  tag: 'tag:yaml.org,2002:int',
  default: true,
  format: 'GO',
  test: /^(?:[-+]_*)?(?:0_*(?:[oO]_*[0-7][0-7_]*|[xX]_*[0-9a-fA-F][0-9a-fA-F_]*|[bB]_*[01][01_]*)|[0-9][0-9_]*)$/,
  resolve: (src) => {
    const s = src.replace(/_/g, '')
    const sign = s[0] === '-' ? -1 : 1
    const body = s.replace(/^[-+]/, '')
    const prefixed = /^0([oOxXbB])(.+)$/.exec(body)
    const base = prefixed ? { o: 8, x: 16, b: 2 }[prefixed[1]!.toLowerCase() as 'o' | 'x' | 'b'] : /^0[0-7]*$/.test(body) ? 8 : 10
    const v = base === 10 ? Number(body) : Number.parseInt(prefixed ? prefixed[2]! : body, base)
    return sign * v + 0 // never -0: Go's integer 0 has no sign
  }
}

// The library's binary, octal and hexadecimal integers need no digit after the prefix (`0x_` and `0_` read as NaN);
// Go's ParseInt does (`0x_` is a string, `0_` is 0: the decimal tag's).
const GO_INT_TESTS = new Map<string, RegExp>([
  ['^[-+]?0b[0-1_]+$', /^[-+]?0b[0-1_]*[01][0-1_]*$/],
  ['^[-+]?0[0-7_]+$', /^[-+]?0[0-7_]*[0-7][0-7_]*$/],
  ['^[-+]?0x[0-9a-fA-F_]+$', /^[-+]?0x[0-9a-fA-F_]*[0-9a-fA-F][0-9a-fA-F_]*$/]
])

/**
 * go-yaml v2 (resolve.go) reads a plain scalar as a float only when it has a digit before any exponent: one starting
 * with `.` when Go's `strconv.ParseFloat` takes it as written (`.5`, `.5e3`, `.5_0`: a `_` only between digits), one starting with a digit or a
 * sign when it matches `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$` once every `_` is taken out, and never
 * one out of float64's range (`1e400` stays a string). The library's YAML 1.1 floats need no digit: `.` (Argo CD's
 * `path: .`, the repository root), `-.`, `._` and `.e5` read as NaN, so every reader looking for the string `.` saw
 * none. These are the library's float tags with Go's tests (same order, same resolve otherwise).
 */
const GO_FLOAT_TESTS = new Map<string, RegExp>([
  // The library's float without an exponent: a `.` is required (integers are the int tags', tested before).
  ['^[-+]?(?:[0-9][0-9_]*)?\\.[0-9_]*$', /^(?:\.[0-9](?:_?[0-9])*|[-+]_*\._*[0-9][0-9_]*|(?:[-+]_*)?[0-9][0-9_]*\.[0-9_]*)$/],
  // With an exponent.
  [
    '^[-+]?(?:[0-9][0-9_]*)?(?:\\.[0-9_]*)?[eE][-+]?[0-9]+$',
    /^(?:\.[0-9](?:_?[0-9])*[eE][-+]?[0-9](?:_?[0-9])*|(?:[-+]_*\._*[0-9][0-9_]*|(?:[-+]_*)?[0-9][0-9_]*(?:\.[0-9_]*)?)[eE]_*(?:[-+]_*)?[0-9][0-9_]*)$/
  ]
])

function floatLikeGo(tag: ScalarTag): ScalarTag {
  const test = tag.test && GO_FLOAT_TESTS.get(tag.test.source)
  if (!test) return tag // `.inf` and `.nan` (as Go's table has them)
  return {
    ...tag,
    test,
    resolve: (src, onError, options) => {
      const r = tag.resolve(src, onError, options)
      const n = isScalar(r) ? r.value : r
      return typeof n === 'number' && !Number.isFinite(n) ? src : r
    }
  }
}

/** `customTags` for the YAML 1.1 schema: the library's tags as go-yaml v2 resolves them. */
export const goScalarTags = (tags: Tags): Array<ScalarTag | CollectionTag> => [
  ...tags.flatMap((t): Array<ScalarTag | CollectionTag> => {
    if (typeof t !== 'object') return [] // a name: the YAML 1.1 schema's own tags are objects
    if (t.tag === TIMESTAMP || (t as { format?: string }).format === 'TIME') return []
    if (t.tag === MERGE) return [mergeLikeGo(t as ScalarTag)]
    if (t.tag === FLOAT) return [floatLikeGo(t as ScalarTag)]
    const intTest = t.tag === INT && t.test ? GO_INT_TESTS.get(t.test.source) : undefined
    if (intTest) return [{ ...(t as ScalarTag), test: intTest }]
    return t.tag === BINARY ? [binaryAsString(t as ScalarTag)] : [t as ScalarTag | CollectionTag]
  }),
  GO_PARSEINT_EXTRA
]

/** Options of every reader that reads YAML as Go's decoders do. */
export const GO_SCHEMA = { version: '1.1', customTags: goScalarTags } as const
