// Types shared by the Go template executor and its function maps, and text/template's builtin functions
// (funcs.go): not, len, index, print, printf, println, eq, ne, lt, le, gt, ge, html, js, urlquery. `and`/`or` are
// evaluated lazily by the executor (they short-circuit); `slice` is replaced by Sprig's; `call` is not evaluated.
import { goQuote, goSprintf, goSprintln, goSprintMany } from './fmt.js'
import { TemplateError, UnsupportedFunction } from './lex.js'

export { UnsupportedFunction }
import { goSprint, goTruth, goTypeName, isMap, typedAs } from './values.js'

export type MissingKey = 'default' | 'zero' | 'error'

export interface CallCtx {
  missingKey: MissingKey
  /** Runs a template text with the same functions and options (used by `tpl`). */
  exec(src: string, data: unknown): string
}

export interface GoFunc {
  fn: (args: unknown[], ctx: CallCtx) => unknown
  min: number
  /** undefined = variadic */
  max?: number
  /** receives "no value" as undefined (reflect.Value parameters); others receive nil (null) */
  raw?: boolean
}

export type FuncMap = ReadonlyMap<string, GoFunc>

type Kind = 'invalid' | 'bool' | 'int' | 'float' | 'string' | 'other'
const kindOf = (v: unknown): Kind =>
  v === undefined || v === null
    ? 'invalid'
    : typeof v === 'boolean'
      ? 'bool'
      : typeof v === 'bigint'
        ? 'int'
        : typeof v === 'number'
          ? 'float'
          : typeof v === 'string'
            ? 'string'
            : 'other'

function eq(args: unknown[]): boolean {
  const [a, ...rest] = args
  if (rest.length === 0) throw new TemplateError('error calling eq: missing argument for comparison')
  const k1 = kindOf(a)
  for (const b of rest) {
    const k2 = kindOf(b)
    if (k1 !== k2) {
      if (k1 !== 'invalid' && k2 !== 'invalid') throw new TemplateError('error calling eq: incompatible types for comparison')
      continue
    }
    if (k1 === 'other') throw new TemplateError(`error calling eq: non-comparable type ${goSprint(b)}: ${goTypeName(b)}`)
    if (k1 === 'invalid' || a === b) return true
  }
  return false
}

function lt(name: string, a: unknown, b: unknown): boolean {
  const k1 = kindOf(a)
  const k2 = kindOf(b)
  if (k1 === 'invalid' || k1 === 'bool' || k1 === 'other' || k2 === 'invalid' || k2 === 'bool' || k2 === 'other') {
    throw new TemplateError(`error calling ${name}: invalid type for comparison`)
  }
  if (k1 !== k2) throw new TemplateError(`error calling ${name}: incompatible types for comparison`)
  return (a as number) < (b as number)
}

function index(args: unknown[]): unknown {
  let item = args[0]
  if (item === undefined || item === null) throw new TemplateError('error calling index: index of untyped nil')
  for (const ix of args.slice(1)) {
    if (Array.isArray(item)) {
      if (typeof ix !== 'bigint') throw new TemplateError(`error calling index: cannot index slice/array with type ${goTypeName(ix)}`)
      if (ix < 0n || ix >= BigInt(item.length)) throw new TemplateError(`error calling index: index out of range: ${ix}`)
      item = item[Number(ix)]
    } else if (isMap(item)) {
      if (typeof ix !== 'string') throw new TemplateError(`error calling index: value has type ${goTypeName(ix)}; should be string`)
      item = Object.prototype.hasOwnProperty.call(item, ix) ? item[ix] : typedAs(item) === 'map[string]string' ? '' : null
    } else if (typeof item === 'string') {
      if (typeof ix !== 'bigint') throw new TemplateError(`error calling index: cannot index slice/array with type ${goTypeName(ix)}`)
      const bytes = Buffer.from(item, 'utf8')
      if (ix < 0n || ix >= BigInt(bytes.length)) throw new TemplateError(`error calling index: index out of range: ${ix}`)
      item = BigInt(bytes[Number(ix)]!)
    } else if (item === undefined || item === null) throw new TemplateError('error calling index: index of nil pointer')
    else throw new TemplateError(`error calling index: can't index item of type ${goTypeName(item)}`)
  }
  return item
}

function len(v: unknown): bigint {
  if (typeof v === 'string') return BigInt(Buffer.byteLength(v, 'utf8'))
  if (Array.isArray(v)) return BigInt(v.length)
  if (isMap(v)) return BigInt(Object.keys(v).length)
  if (v === undefined || v === null) throw new TemplateError('error calling len: len of nil pointer')
  throw new TemplateError(`error calling len: len of type ${goTypeName(v)}`)
}

// text/template's evalArgs (html, js, urlquery): a nil argument is printableValue's "<no value>", not fmt's "<nil>".
const evalArgs = (args: unknown[]): string =>
  args.length === 1 && typeof args[0] === 'string' ? args[0] : goSprintMany(args.map((a) => (a === null || a === undefined ? '<no value>' : a)))

export const BUILTINS: FuncMap = new Map<string, GoFunc>([
  ['not', { min: 1, max: 1, raw: true, fn: ([v]) => !goTruth(v) }],
  ['len', { min: 1, max: 1, raw: true, fn: ([v]) => len(v) }],
  ['index', { min: 1, raw: true, fn: (a) => index(a) }],
  ['print', { min: 0, fn: (a) => goSprintMany(a) }],
  ['println', { min: 0, fn: (a) => goSprintln(a) }],
  ['printf', { min: 1, fn: ([f, ...a]) => goSprintf(requireString(f, 'printf'), a) }],
  ['eq', { min: 1, raw: true, fn: (a) => eq(a) }],
  ['ne', { min: 2, max: 2, raw: true, fn: (a) => !eq(a) }],
  ['lt', { min: 2, max: 2, raw: true, fn: ([a, b]) => lt('lt', a, b) }],
  ['le', { min: 2, max: 2, raw: true, fn: ([a, b]) => lt('le', a, b) || eq([a, b]) }],
  ['gt', { min: 2, max: 2, raw: true, fn: ([a, b]) => !(lt('gt', a, b) || eq([a, b])) }],
  ['ge', { min: 2, max: 2, raw: true, fn: ([a, b]) => !lt('ge', a, b) }],
  [
    'html',
    {
      min: 0,
      fn: (a) => evalArgs(a).replace(/[&'<>"\0]/g, (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;', '"': '&#34;', '\0': '\uFFFD' })[c]!)
    }
  ],
  [
    'js',
    {
      min: 0,
      fn: (a) =>
        goQuote(evalArgs(a))
          .slice(1, -1)
          .replace(/'/g, "\\'")
          .replace(/[<>&=]/g, (c) => `\\u00${c.charCodeAt(0).toString(16).toUpperCase()}`)
    }
  ],
  [
    'urlquery',
    {
      min: 0,
      fn: (a) =>
        encodeURIComponent(evalArgs(a))
          .replace(/%20/g, '+')
          .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    }
  ],
  [
    'slice',
    {
      min: 1,
      raw: true,
      fn: () => {
        throw new UnsupportedFunction('slice')
      }
    }
  ],
  [
    'call',
    {
      min: 1,
      raw: true,
      fn: () => {
        throw new UnsupportedFunction('call')
      }
    }
  ],
  ['and', { min: 1, raw: true, fn: () => undefined }],
  ['or', { min: 1, raw: true, fn: () => undefined }]
])

export function requireString(v: unknown, fn: string): string {
  if (typeof v === 'string') return v
  if (v === undefined || v === null) throw new TemplateError(`error calling ${fn}: invalid value; expected string`)
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected string; got ${goTypeName(v)}`)
}
