// Go's fmt.Sprintf / Sprint / Sprintln for the values of the ApplicationSet template model (values.ts): the verbs
// templates use (%v %s %q %d %x %X %o %b %c %f %F %e %E %g %G %t %T %%), flags `+ - # 0 space`, width and precision
// (also `*`), and Go's error forms (%!d(string=x), %!v(MISSING), %!(EXTRA ...)).
import { formatFloat, goSprint, goTypeName, isMap } from './values.js'
import { UnsupportedFunction } from './lex.js'

/** strconv.Quote: Go escapes for control characters, printable Unicode kept as is. */
export function goQuote(s: string): string {
  let out = '"'
  for (const ch of s) {
    const c = ch.codePointAt(0)!
    if (ch === '"' || ch === '\\') out += `\\${ch}`
    else if (c === 7) out += '\\a'
    else if (c === 8) out += '\\b'
    else if (c === 12) out += '\\f'
    else if (c === 10) out += '\\n'
    else if (c === 13) out += '\\r'
    else if (c === 9) out += '\\t'
    else if (c === 11) out += '\\v'
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`
    else if (c >= 0x80 && c < 0xa0) out += `\\u${c.toString(16).padStart(4, '0')}`
    else out += ch
  }
  return `${out}"`
}

/** fmt.Sprint: operands are separated by a space when neither side is a string. */
export function goSprintMany(args: unknown[]): string {
  let out = ''
  args.forEach((a, i) => {
    if (i > 0 && typeof a !== 'string' && typeof args[i - 1] !== 'string') out += ' '
    out += goSprint(a)
  })
  return out
}

export function goSprintln(args: unknown[]): string {
  return `${args.map(goSprint).join(' ')}\n`
}

interface Spec {
  plus: boolean
  minus: boolean
  sharp: boolean
  zero: boolean
  space: boolean
  width?: number
  prec?: number
}

const bad = (verb: string, v: unknown): string => (v === null || v === undefined ? `%!${verb}(<nil>)` : `%!${verb}(${goTypeName(v)}=${goSprint(v)})`)

function pad(s: string, spec: Spec, numeric: boolean): string {
  if (spec.width === undefined || [...s].length >= spec.width) return s
  const n = spec.width - [...s].length
  if (spec.minus) return s + ' '.repeat(n)
  if (spec.zero && numeric) {
    const sign = /^[+\- ]/.test(s) ? s[0]! : ''
    return sign + '0'.repeat(n) + s.slice(sign.length)
  }
  return ' '.repeat(n) + s
}

function fmtInt(v: bigint, verb: string, spec: Spec): string {
  const neg = v < 0n
  const abs = neg ? -v : v
  let body: string
  switch (verb) {
    case 'x':
      body = (spec.sharp ? '0x' : '') + abs.toString(16)
      break
    case 'X':
      body = (spec.sharp ? '0X' : '') + abs.toString(16).toUpperCase()
      break
    case 'o':
      body = (spec.sharp ? '0' : '') + abs.toString(8)
      break
    case 'b':
      body = abs.toString(2)
      break
    default:
      body = abs.toString()
  }
  if (spec.prec !== undefined) body = body.padStart(spec.prec, '0')
  const sign = neg ? '-' : spec.plus ? '+' : spec.space ? ' ' : ''
  return pad(sign + body, spec, spec.prec === undefined)
}

function fmtFloat(f: number, verb: string, spec: Spec): string {
  let body: string
  const prec = spec.prec
  if (!Number.isFinite(f)) body = formatFloat(f).replace('+', '')
  else if (verb === 'f' || verb === 'F') body = Math.abs(f).toFixed(prec ?? 6)
  else if (verb === 'e' || verb === 'E') {
    body = Math.abs(f)
      .toExponential(prec ?? 6)
      .replace(/e([+-])(\d)$/, 'e$10$2')
    if (verb === 'E') body = body.toUpperCase()
  } else if (prec === undefined) body = formatFloat(Math.abs(f))
  else {
    body = Math.abs(f).toPrecision(prec === 0 ? 1 : prec)
    if (body.includes('e')) body = body.replace(/\.?0+e/, 'e').replace(/e([+-])(\d)$/, 'e$10$2')
    else if (body.includes('.')) body = body.replace(/\.?0+$/, '')
  }
  if (verb === 'G') body = body.toUpperCase()
  const neg = f < 0 || Object.is(f, -0)
  const sign = neg ? '-' : spec.plus ? '+' : spec.space ? ' ' : ''
  return pad(sign + body, spec, Number.isFinite(f))
}

function fmtOne(verb: string, v: unknown, spec: Spec): string {
  if (verb === 'T') return pad(goTypeName(v), spec, false)
  if (verb === 'v' && spec.sharp) {
    // Go syntax: quoted strings; composite values print their Go types (`map[string]interface {}{...}`), not
    // reproduced here: the output is unknown rather than wrong.
    if (typeof v === 'string') return pad(goQuote(v), spec, false)
    if (Array.isArray(v) || isMap(v)) throw new UnsupportedFunction('printf', 'with %#v of a list or a map is not evaluated offline')
  }
  if (verb === 'v') {
    if (typeof v === 'number') return fmtFloat(v, 'g', spec)
    if (typeof v === 'bigint') return fmtInt(v, 'd', spec)
    return pad(goSprint(v), spec, false)
  }
  // An element that is a nil interface prints `<nil>` whatever the verb (fmt's printValue), unlike a nil operand.
  const elem = (e: unknown): string => (e === null || e === undefined ? '<nil>' : fmtOne(verb, e, { ...spec, width: undefined }))
  if (Array.isArray(v)) return pad(`[${v.map(elem).join(' ')}]`, spec, false)
  if (isMap(v)) {
    const parts = Object.keys(v)
      .sort()
      .map((k) => `${fmtOne(verb, k, { ...spec, width: undefined })}:${elem(v[k])}`)
    return pad(`map[${parts.join(' ')}]`, spec, false)
  }
  switch (verb) {
    case 's':
    case 'q':
    case 'x':
    case 'X':
      if (typeof v === 'string') {
        let s = spec.prec !== undefined ? [...v].slice(0, spec.prec).join('') : v
        if (verb === 'q') s = goQuote(s)
        else if (verb === 'x' || verb === 'X') {
          s = Buffer.from(s, 'utf8').toString('hex')
          if (verb === 'X') s = s.toUpperCase()
        }
        return pad(s, spec, false)
      }
      if (typeof v === 'bigint' && verb !== 's') {
        if (verb === 'q') return pad(`'${String.fromCodePoint(Number(v))}'`, spec, false)
        return fmtInt(v, verb, spec)
      }
      return bad(verb, v)
    case 'd':
    case 'o':
    case 'b':
      return typeof v === 'bigint' ? fmtInt(v, verb, spec) : bad(verb, v)
    case 'c':
      return typeof v === 'bigint' ? pad(String.fromCodePoint(Number(v)), spec, false) : bad(verb, v)
    case 'U':
      if (typeof v !== 'bigint') return bad(verb, v)
      return pad(`U+${v.toString(16).toUpperCase().padStart(4, '0')}${spec.sharp ? ` '${String.fromCodePoint(Number(v))}'` : ''}`, spec, false)
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
      return typeof v === 'number' ? fmtFloat(v, verb, spec) : bad(verb, v)
    case 't':
      return typeof v === 'boolean' ? pad(String(v), spec, false) : bad(verb, v)
  }
  return bad(verb, v)
}

export function goSprintf(format: string, args: unknown[]): string {
  let out = ''
  let argi = 0
  let i = 0
  while (i < format.length) {
    const c = format[i]!
    if (c !== '%') {
      out += c
      i++
      continue
    }
    i++
    const spec: Spec = { plus: false, minus: false, sharp: false, zero: false, space: false }
    for (; i < format.length; i++) {
      const f = format[i]
      if (f === '+') spec.plus = true
      else if (f === '-') spec.minus = true
      else if (f === '#') spec.sharp = true
      else if (f === '0') spec.zero = true
      else if (f === ' ') spec.space = true
      else break
    }
    const num = (): number | undefined => {
      if (format[i] === '*') {
        i++
        const a = args[argi++]
        return typeof a === 'bigint' ? Number(a) : undefined
      }
      const m = /^\d+/.exec(format.slice(i))
      if (!m) return undefined
      i += m[0].length
      return Number(m[0])
    }
    spec.width = num()
    if (format[i] === '.') {
      i++
      spec.prec = num() ?? 0
    }
    const verb = format[i]
    if (verb === undefined) {
      out += '%!(NOVERB)'
      break
    }
    i++
    if (verb === '%') {
      out += '%'
      continue
    }
    if (argi >= args.length) {
      out += `%!${verb}(MISSING)`
      continue
    }
    out += fmtOne(verb, args[argi++], spec)
  }
  if (argi < args.length) {
    out += `%!(EXTRA ${args
      .slice(argi)
      .map((a) => (a === null || a === undefined ? '<nil>' : `${goTypeName(a)}=${goSprint(a)}`))
      .join(', ')})`
  }
  return out
}
