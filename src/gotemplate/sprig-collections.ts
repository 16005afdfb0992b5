// Sprig's list, dict, conversion and integer arithmetic functions (R6.2) on the value model of values.ts.
// Conversions follow spf13/cast as Sprig uses it: failures give 0, never an error.
import { TEMPLATE_LIMITS, TemplateError, TemplateLimit, requireString as S, type GoFunc } from './template.js'
import { goEmpty, goJson, goSprint, goTypeName, isMap, mergoMerge, tagType } from './values.js'

/** Sprig's strval: strings as is, everything else through fmt's %v. */
export function strval(v: unknown): string {
  return typeof v === 'string' ? v : goSprint(v)
}

/** Sprig's strslice: a list's non-nil elements as strings; nil → []; a scalar → [scalar]. */
export function strslice(v: unknown): string[] {
  if (v === null || v === undefined) return []
  if (Array.isArray(v)) return v.filter((x) => x !== null && x !== undefined).map(strval)
  return [strval(v)]
}

/** cast.ToInt64: float64 truncates, strings parse with base prefixes ("0x1f", "010"), bools are 0/1, failures 0. */
export function toInt64(v: unknown): bigint {
  if (typeof v === 'bigint') return v
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)) : 0n
  if (typeof v === 'boolean') return v ? 1n : 0n
  if (typeof v === 'string') {
    const s = v.replace(/\.0*$/, '').replace(/_/g, '')
    const m = /^([+-]?)(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO]?[0-7]+|[1-9][0-9]*|0)$/.exec(s)
    if (!m) return 0n
    const body = m[2]!
    const n = /^0[0-7]+$/.test(body) ? BigInt(`0o${body.slice(1)}`) : BigInt(body)
    return m[1] === '-' ? -n : n
  }
  return 0n
}

export function toFloat64(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v === 'bigint') return Number(v)
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') {
    const t = v.trim()
    return t !== '' && !Number.isNaN(Number(t)) && t === v ? Number(t) : 0
  }
  return 0
}

const list = (v: unknown, fn: string): unknown[] => {
  if (Array.isArray(v)) return v
  // Sprig reads the kind of a nil list through a nil reflect.Type: Go panics and the template fails.
  if (v === null || v === undefined) throw new TemplateError(`error calling ${fn}: runtime error: invalid memory address or nil pointer dereference`)
  throw new TemplateError(`error calling ${fn}: Cannot find ${fn} on type ${goTypeName(v)}`)
}

const dict = (v: unknown, fn: string): Record<string, unknown> => {
  if (isMap(v)) return v
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected map[string]interface {}; got ${goTypeName(v)}`)
}

const same = (a: unknown, b: unknown): boolean => goTypeName(a) === goTypeName(b) && goJson(a) === goJson(b)

const f = (min: number, max: number | undefined, fn: GoFunc['fn']): GoFunc => (max === undefined ? { min, fn } : { min, max, fn })

function dig(args: unknown[]): unknown {
  const d = dict(args[args.length - 1], 'dig')
  const def = args[args.length - 2]
  const keys = args.slice(0, -2).map((k) => S(k, 'dig'))
  let cur: unknown = d
  for (let i = 0; i < keys.length; i++) {
    if (!isMap(cur)) throw new TemplateError(`error calling dig: interface conversion: interface {} is ${goTypeName(cur)}, not map[string]interface {}`)
    if (!Object.prototype.hasOwnProperty.call(cur, keys[i]!)) return def
    cur = cur[keys[i]!]
  }
  return cur
}

function until(start: bigint, stop: bigint, step: bigint): bigint[] {
  const out: bigint[] = []
  if (step === 0n) return out
  const count = (stop - start) / step
  if (count > BigInt(TEMPLATE_LIMITS.listLength))
    throw new TemplateLimit(`until would build a list of ${count} numbers, more than ${TEMPLATE_LIMITS.listLength.toLocaleString('en-US')}`)
  for (let i = start; step > 0n ? i < stop : i > stop; i += step) out.push(i)
  return out
}

function sliceOf(args: unknown[]): unknown {
  const [l, ...ix] = args
  const arr = list(l, 'slice')
  if (arr.length === 0) return null // Sprig's mustSlice: an empty list is nil, whatever the indices
  const a = ix.length > 0 ? Number(toInt64(ix[0])) : 0
  const b = ix.length > 1 ? Number(toInt64(ix[1])) : arr.length
  if (a < 0 || b > arr.length || a > b) throw new TemplateError(`error calling slice: slice bounds out of range [${a}:${b}]`)
  return arr.slice(a, b)
}

export const COLLECTION_FUNCS: Array<[string, GoFunc]> = [
  ['int', f(1, 1, ([v]) => toInt64(v))],
  ['int64', f(1, 1, ([v]) => toInt64(v))],
  ['float64', f(1, 1, ([v]) => toFloat64(v))],
  ['add1', f(1, 1, ([v]) => toInt64(v) + 1n)],
  ['add', f(0, undefined, (a) => a.reduce<bigint>((s, v) => s + toInt64(v), 0n))],
  ['sub', f(2, 2, ([a, b]) => toInt64(a) - toInt64(b))],
  ['mul', f(1, undefined, ([a, ...r]) => r.reduce<bigint>((s, v) => s * toInt64(v), toInt64(a)))],
  [
    'div',
    f(2, 2, ([a, b]) => {
      const d = toInt64(b)
      if (d === 0n) throw new Error('runtime error: integer divide by zero')
      return toInt64(a) / d
    })
  ],
  [
    'mod',
    f(2, 2, ([a, b]) => {
      const d = toInt64(b)
      if (d === 0n) throw new Error('runtime error: integer divide by zero')
      return toInt64(a) % d
    })
  ],
  ['max', f(1, undefined, (a) => a.map(toInt64).reduce((m, v) => (v > m ? v : m)))],
  ['biggest', f(1, undefined, (a) => a.map(toInt64).reduce((m, v) => (v > m ? v : m)))],
  ['min', f(1, undefined, (a) => a.map(toInt64).reduce((m, v) => (v < m ? v : m)))],
  ['maxf', f(1, undefined, (a) => Math.max(...a.map(toFloat64)))],
  ['minf', f(1, undefined, (a) => Math.min(...a.map(toFloat64)))],
  ['ceil', f(1, 1, ([v]) => Math.ceil(toFloat64(v)))],
  ['floor', f(1, 1, ([v]) => Math.floor(toFloat64(v)))],
  [
    'round',
    f(2, 3, ([v, p, half]) => {
      const pow = 10 ** Number(toInt64(p))
      const digit = half === undefined ? 0.5 : toFloat64(half)
      const x = toFloat64(v) * pow
      const r = x - Math.trunc(x) >= digit ? Math.ceil(x) : Math.floor(x)
      return r / pow
    })
  ],
  ['until', f(1, 1, ([n]) => until(0n, toInt64(n), toInt64(n) >= 0n ? 1n : -1n))],
  ['untilStep', f(3, 3, ([a, b, c]) => until(toInt64(a), toInt64(b), toInt64(c)))],
  ['list', f(0, undefined, (a) => [...a])],
  ['tuple', f(0, undefined, (a) => [...a])],
  [
    'dict',
    f(0, undefined, (a) => {
      const out: Record<string, unknown> = {}
      for (let i = 0; i < a.length; i += 2) out[strval(a[i])] = i + 1 < a.length ? a[i + 1] : ''
      return out
    })
  ],
  [
    'get',
    f(2, 2, ([d, k]) => {
      const m = dict(d, 'get')
      const key = S(k, 'get')
      return Object.prototype.hasOwnProperty.call(m, key) ? m[key] : ''
    })
  ],
  [
    'set',
    f(3, 3, ([d, k, v]) => {
      const m = dict(d, 'set')
      m[S(k, 'set')] = v
      return m
    })
  ],
  [
    'unset',
    f(2, 2, ([d, k]) => {
      const m = dict(d, 'unset')
      delete m[S(k, 'unset')]
      return m
    })
  ],
  ['hasKey', f(2, 2, ([d, k]) => Object.prototype.hasOwnProperty.call(dict(d, 'hasKey'), S(k, 'hasKey')))],
  ['keys', f(0, undefined, (a) => tagType(a.flatMap((d) => Object.keys(dict(d, 'keys'))).sort(), '[]string'))],
  [
    'values',
    f(1, 1, ([d]) => {
      const m = dict(d, 'values')
      return Object.keys(m)
        .sort()
        .map((k) => m[k])
    })
  ],
  [
    'pick',
    f(1, undefined, ([d, ...ks]) => {
      const m = dict(d, 'pick')
      const out: Record<string, unknown> = {}
      for (const k of ks.map((x) => S(x, 'pick'))) if (Object.prototype.hasOwnProperty.call(m, k)) out[k] = m[k]
      return out
    })
  ],
  [
    'omit',
    f(1, undefined, ([d, ...ks]) => {
      const m = dict(d, 'omit')
      const drop = new Set(ks.map((x) => S(x, 'omit')))
      return Object.fromEntries(Object.entries(m).filter(([k]) => !drop.has(k)))
    })
  ],
  [
    'pluck',
    f(1, undefined, (a) => {
      const key = S(a[0], 'pluck')
      return a
        .slice(1)
        .map((d) => dict(d, 'pluck'))
        .filter((m) => Object.prototype.hasOwnProperty.call(m, key))
        .map((m) => m[key])
    })
  ],
  ['merge', f(1, undefined, ([d, ...src]) => src.reduce<Record<string, unknown>>((m, s) => mergoMerge(m, dict(s, 'merge'), false), dict(d, 'merge')))],
  [
    'mustMerge',
    f(1, undefined, ([d, ...src]) => src.reduce<Record<string, unknown>>((m, s) => mergoMerge(m, dict(s, 'mustMerge'), false), dict(d, 'mustMerge')))
  ],
  [
    'mergeOverwrite',
    f(1, undefined, ([d, ...src]) => src.reduce<Record<string, unknown>>((m, s) => mergoMerge(m, dict(s, 'mergeOverwrite'), true), dict(d, 'mergeOverwrite')))
  ],
  [
    'mustMergeOverwrite',
    f(1, undefined, ([d, ...src]) => src.reduce<Record<string, unknown>>((m, s) => mergoMerge(m, dict(s, 'x'), true), dict(d, 'mustMergeOverwrite')))
  ],
  ['dig', f(3, undefined, (a) => dig(a))],
  ['first', f(1, 1, ([l]) => list(l, 'first')[0] ?? null)],
  ['mustFirst', f(1, 1, ([l]) => list(l, 'first')[0] ?? null)],
  ['last', f(1, 1, ([l]) => list(l, 'last').at(-1) ?? null)],
  ['mustLast', f(1, 1, ([l]) => list(l, 'last').at(-1) ?? null)],
  ['rest', f(1, 1, ([l]) => list(l, 'rest').slice(1))],
  ['mustRest', f(1, 1, ([l]) => list(l, 'rest').slice(1))],
  ['initial', f(1, 1, ([l]) => list(l, 'initial').slice(0, -1))],
  ['mustInitial', f(1, 1, ([l]) => list(l, 'initial').slice(0, -1))],
  ['append', f(2, 2, ([l, v]) => [...list(l, 'append'), v])],
  ['push', f(2, 2, ([l, v]) => [...list(l, 'push'), v])],
  ['mustAppend', f(2, 2, ([l, v]) => [...list(l, 'append'), v])],
  ['mustPush', f(2, 2, ([l, v]) => [...list(l, 'push'), v])],
  ['prepend', f(2, 2, ([l, v]) => [v, ...list(l, 'prepend')])],
  ['mustPrepend', f(2, 2, ([l, v]) => [v, ...list(l, 'prepend')])],
  ['concat', f(0, undefined, (a) => a.flatMap((l) => list(l, 'concat')))],
  ['reverse', f(1, 1, ([l]) => [...list(l, 'reverse')].reverse())],
  ['mustReverse', f(1, 1, ([l]) => [...list(l, 'reverse')].reverse())],
  ['uniq', f(1, 1, ([l]) => list(l, 'uniq').filter((v, i, arr) => arr.findIndex((x) => same(x, v)) === i))],
  ['mustUniq', f(1, 1, ([l]) => list(l, 'uniq').filter((v, i, arr) => arr.findIndex((x) => same(x, v)) === i))],
  ['compact', f(1, 1, ([l]) => list(l, 'compact').filter((v) => !goEmpty(v)))],
  ['mustCompact', f(1, 1, ([l]) => list(l, 'compact').filter((v) => !goEmpty(v)))],
  ['without', f(1, undefined, ([l, ...omit]) => list(l, 'without').filter((v) => !omit.some((o) => same(o, v))))],
  ['mustWithout', f(1, undefined, ([l, ...omit]) => list(l, 'without').filter((v) => !omit.some((o) => same(o, v))))],
  ['has', f(2, 2, ([needle, l]) => (l === null ? false : list(l, 'has').some((v) => same(v, needle))))],
  ['mustHas', f(2, 2, ([needle, l]) => (l === null ? false : list(l, 'has').some((v) => same(v, needle))))],
  ['slice', f(1, undefined, (a) => sliceOf(a))],
  ['mustSlice', f(1, undefined, (a) => sliceOf(a))],
  [
    'chunk',
    f(2, 2, ([n, l]) => {
      const size = Number(toInt64(n))
      const arr = list(l, 'chunk')
      const out: unknown[][] = []
      for (let i = 0; i < arr.length && size > 0; i += size) out.push(arr.slice(i, i + size))
      return out
    })
  ],
  [
    'mustChunk',
    f(2, 2, ([n, l]) => {
      const size = Number(toInt64(n))
      const arr = list(l, 'mustChunk')
      const out: unknown[][] = []
      for (let i = 0; i < arr.length && size > 0; i += size) out.push(arr.slice(i, i + size))
      return out
    })
  ]
]
