// Sprig's GenericFuncMap for Go templates: string, conversion, encoding and regex functions here; lists, dicts and
// arithmetic in sprig-collections.ts. `env`, `expandenv` and `getHostByName` are not in it (nothing here reads the
// environment or the network). Sprig functions that are nondeterministic (dates, random, crypto) or not
// reimplemented throw UnsupportedFunction, so a caller can report "unknown" instead of guessing. Standalone: the
// functions Argo CD adds (normalize, slugify, toYaml, fromYaml, fromYamlArray, tpl) are in argocd/appset/functions.ts.
import { createHash } from 'node:crypto'
import { COLLECTION_FUNCS, strslice, strval } from './sprig-collections.js'
import { requireString as S, TEMPLATE_LIMITS, TemplateError, TemplateLimit, UnsupportedFunction, type FuncMap, type GoFunc } from './template.js'
import { goQuote } from './fmt.js'
import { goRegexp } from '../lib/go/regexp.js'
import {
  byteLength,
  byteSlice,
  deleteWhiteSpace,
  goLower,
  goReplaceAll,
  goSplit,
  goUpper,
  pathBase,
  pathClean,
  pathDir,
  runeCase,
  title,
  trimSet
} from './sprig-text.js'
import { deepCopy, goEmpty, goJson, goKindName, goTypeName, nilStrings, tagType } from './values.js'

/** `count` copies of `unit` characters, within TEMPLATE_LIMITS.outputChars (a bound of the guard's: Go has none). */
function bounded(count: number, unit: number, name: string): number {
  if (count * unit > TEMPLATE_LIMITS.outputChars)
    throw new TemplateLimit(`${name} would build more than ${TEMPLATE_LIMITS.outputChars / 1024 / 1024} MB of text`)
  return count
}

/** indent/nindent's width, when the indented text stays within the bound. */
function indentOf(n: unknown, s: unknown, name: string): number {
  const width = I(n, name)
  bounded(width, S(s, name).split('\n').length, name)
  return width
}

const I = (v: unknown, fn: string): number => {
  if (typeof v === 'bigint') return Number(v)
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected int; got ${goTypeName(v)}`)
}

function b64dec(s: string): string {
  const bad = /[^A-Za-z0-9+/=]/.exec(s)
  if (bad || s.length % 4 !== 0 || /=[^=]/.test(s)) return `illegal base64 data at input byte ${bad ? bad.index : s.length}`
  return Buffer.from(s, 'base64').toString('utf8')
}

const f = (min: number, max: number | undefined, fn: GoFunc['fn']): GoFunc => (max === undefined ? { min, fn } : { min, max, fn })

/** Go's FindAllString: a []string, nil when nothing matches (toJson writes null). */
function findAll(r: unknown, s: unknown, n: unknown, fn: string): string[] {
  const found = goRegexp(S(r, fn))
    .all(S(s, fn), I(n, fn))
    .map((m) => m.groups[0]!)
  return found.length === 0 ? nilStrings() : tagType(found, '[]string')
}

const STRING_FUNCS: Array<[string, GoFunc]> = [
  ['hello', f(0, 0, () => 'Hello!')],
  ['trim', f(1, 1, ([s]) => S(s, 'trim').trim())],
  ['upper', f(1, 1, ([s]) => goUpper(S(s, 'upper')))],
  ['lower', f(1, 1, ([s]) => goLower(S(s, 'lower')))],
  ['title', f(1, 1, ([s]) => title(S(s, 'title')))],
  ['untitle', f(1, 1, ([s]) => S(s, 'untitle').replace(/(^|\s)(\S)/gu, (_, a: string, b: string) => a + runeCase(b, false)))],
  [
    'trunc',
    f(2, 2, ([c, s]) => {
      // Sprig: bytes, not characters.
      const n = I(c, 'trunc')
      const str = S(s, 'trunc')
      const len = byteLength(str)
      if (n < 0 && len + n > 0) return byteSlice(str, len + n)
      if (n >= 0 && len > n) return byteSlice(str, 0, n)
      return str
    })
  ],
  [
    'substr',
    f(3, 3, ([a, b, s]) => {
      // Sprig's substring on bytes; Go's out-of-range slice panics: the template fails (`substr 3 1 "hello"`).
      const [start, end, str] = [I(a, 'substr'), I(b, 'substr'), S(s, 'substr')]
      try {
        if (start < 0) return byteSlice(str, 0, end)
        if (end < 0 || end > byteLength(str)) return byteSlice(str, start)
        return byteSlice(str, start, end)
      } catch (e) {
        throw new TemplateError(`error calling substr: runtime error: ${(e as Error).message}`)
      }
    })
  ],
  ['repeat', f(2, 2, ([c, s]) => S(s, 'repeat').repeat(bounded(Math.max(0, I(c, 'repeat')), S(s, 'repeat').length, 'repeat')))],
  ['trimAll', f(2, 2, ([a, b]) => trimSet(S(b, 'trimAll'), S(a, 'trimAll')))],
  ['trimall', f(2, 2, ([a, b]) => trimSet(S(b, 'trimall'), S(a, 'trimall')))],
  [
    'trimSuffix',
    f(2, 2, ([a, b]) => (S(b, 'trimSuffix').endsWith(S(a, 'trimSuffix')) && S(a, 'trimSuffix') !== '' ? (b as string).slice(0, -(a as string).length) : b))
  ],
  ['trimPrefix', f(2, 2, ([a, b]) => (S(b, 'trimPrefix').startsWith(S(a, 'trimPrefix')) ? (b as string).slice((a as string).length) : b))],
  ['nospace', f(1, 1, ([s]) => deleteWhiteSpace(S(s, 'nospace')))],
  ['contains', f(2, 2, ([a, b]) => S(b, 'contains').includes(S(a, 'contains')))],
  ['hasPrefix', f(2, 2, ([a, b]) => S(b, 'hasPrefix').startsWith(S(a, 'hasPrefix')))],
  ['hasSuffix', f(2, 2, ([a, b]) => S(b, 'hasSuffix').endsWith(S(a, 'hasSuffix')))],
  [
    'quote',
    f(0, undefined, (a) =>
      a
        .filter((x) => x !== null)
        .map((x) => goQuote(strval(x)))
        .join(' ')
    )
  ],
  [
    'squote',
    f(0, undefined, (a) =>
      a
        .filter((x) => x !== null)
        .map((x) => `'${strval(x)}'`)
        .join(' ')
    )
  ],
  [
    'cat',
    f(0, undefined, (a) =>
      a
        .filter((x) => x !== null)
        .map(strval)
        .join(' ')
    )
  ],
  ['indent', f(2, 2, ([n, s]) => ' '.repeat(indentOf(n, s, 'indent')) + S(s, 'indent').replace(/\n/g, `\n${' '.repeat(Number(n))}`))],
  ['nindent', f(2, 2, ([n, s]) => `\n${' '.repeat(indentOf(n, s, 'nindent'))}${S(s, 'nindent').replace(/\n/g, `\n${' '.repeat(Number(n))}`)}`)],
  ['replace', f(3, 3, ([o, n, s]) => goReplaceAll(S(s, 'replace'), S(o, 'replace'), S(n, 'replace')))],
  ['plural', f(3, 3, ([one, many, c]) => (I(c, 'plural') === 1 ? S(one, 'plural') : S(many, 'plural')))],
  ['sha1sum', f(1, 1, ([s]) => createHash('sha1').update(S(s, 'sha1sum'), 'utf8').digest('hex'))],
  ['sha256sum', f(1, 1, ([s]) => createHash('sha256').update(S(s, 'sha256sum'), 'utf8').digest('hex'))],
  ['toString', f(1, 1, ([v]) => strval(v))],
  ['atoi', f(1, 1, ([s]) => (/^[+-]?\d+$/.test(S(s, 'atoi')) ? BigInt(s as string) : 0n))],
  ['split', f(2, 2, ([sep, s]) => Object.fromEntries(goSplit(S(s, 'split'), S(sep, 'split'), -1).map((p, i) => [`_${i}`, p])))],
  ['splitList', f(2, 2, ([sep, s]) => tagType(goSplit(S(s, 'splitList'), S(sep, 'splitList'), -1), '[]string'))],
  ['splitn', f(3, 3, ([sep, n, s]) => Object.fromEntries(goSplit(S(s, 'splitn'), S(sep, 'splitn'), I(n, 'splitn')).map((p, i) => [`_${i}`, p])))],
  ['join', f(2, 2, ([sep, v]) => strslice(v).join(S(sep, 'join')))],
  // Anything but a list (nil too) is a list of its text (`[<nil>]`).
  ['sortAlpha', f(1, 1, ([v]) => tagType(Array.isArray(v) ? strslice(v).sort() : [strval(v)], '[]string'))],
  ['toStrings', f(1, 1, ([v]) => tagType(strslice(v), '[]string'))],
  ['default', f(1, undefined, ([d, ...given]) => (given.length === 0 || goEmpty(given[0]) ? d : given[0]))],
  ['empty', f(1, 1, ([v]) => goEmpty(v))],
  ['coalesce', f(0, undefined, (a) => a.find((x) => !goEmpty(x)) ?? null)],
  ['all', f(0, undefined, (a) => a.every((x) => !goEmpty(x)))],
  ['any', f(0, undefined, (a) => a.some((x) => !goEmpty(x)))],
  [
    'ternary',
    f(3, 3, ([t, e, c]) => {
      if (typeof c !== 'boolean') throw new TemplateError(`error calling ternary: wrong type for value; expected bool; got ${goTypeName(c)}`)
      return c ? t : e
    })
  ],
  ['fromJson', f(1, 1, ([s]) => parseJsonOrNull(S(s, 'fromJson')))],
  ['mustFromJson', f(1, 1, ([s]) => JSON.parse(S(s, 'mustFromJson')) as unknown)],
  ['toJson', f(1, 1, ([v]) => safe(() => goJson(v)))],
  ['mustToJson', f(1, 1, ([v]) => goJson(v))],
  ['toRawJson', f(1, 1, ([v]) => safe(() => goJson(v, { escapeHtml: false })))],
  ['mustToRawJson', f(1, 1, ([v]) => goJson(v, { escapeHtml: false }))],
  ['toPrettyJson', f(1, 1, ([v]) => safe(() => goJson(v, { indent: '  ' })))],
  ['mustToPrettyJson', f(1, 1, ([v]) => goJson(v, { indent: '  ' }))],
  ['deepCopy', f(1, 1, ([v]) => deepCopy(v))],
  ['mustDeepCopy', f(1, 1, ([v]) => deepCopy(v))],
  ['typeOf', f(1, 1, ([v]) => goTypeName(v))],
  ['typeIs', f(2, 2, ([t, v]) => S(t, 'typeIs') === goTypeName(v))],
  ['kindOf', f(1, 1, ([v]) => goKindName(v))],
  ['kindIs', f(2, 2, ([t, v]) => S(t, 'kindIs') === goKindName(v))],
  ['deepEqual', f(2, 2, ([a, b]) => goJson(a) === goJson(b) && goTypeName(a) === goTypeName(b))],
  ['b64enc', f(1, 1, ([s]) => Buffer.from(S(s, 'b64enc'), 'utf8').toString('base64'))],
  ['b64dec', f(1, 1, ([s]) => b64dec(S(s, 'b64dec')))],
  [
    'fail',
    f(1, 1, ([m]) => {
      throw new Error(S(m, 'fail'))
    })
  ],
  ['regexMatch', f(2, 2, ([r, s]) => safeBool(() => goRegexp(S(r, 'regexMatch')).test(S(s, 'regexMatch'))))],
  ['mustRegexMatch', f(2, 2, ([r, s]) => goRegexp(S(r, 'mustRegexMatch')).test(S(s, 'mustRegexMatch')))],
  ['regexFind', f(2, 2, ([r, s]) => goRegexp(S(r, 'regexFind')).find(S(s, 'regexFind')))],
  ['mustRegexFind', f(2, 2, ([r, s]) => goRegexp(S(r, 'mustRegexFind')).find(S(s, 'mustRegexFind')))],
  ['regexFindAll', f(3, 3, ([r, s, n]) => findAll(r, s, n, 'regexFindAll'))],
  ['mustRegexFindAll', f(3, 3, ([r, s, n]) => findAll(r, s, n, 'mustRegexFindAll'))],
  ['regexReplaceAll', f(3, 3, ([r, s, t]) => goRegexp(S(r, 'regexReplaceAll')).replaceAll(S(s, 'regexReplaceAll'), S(t, 'regexReplaceAll'), false))],
  [
    'mustRegexReplaceAll',
    f(3, 3, ([r, s, t]) => goRegexp(S(r, 'mustRegexReplaceAll')).replaceAll(S(s, 'mustRegexReplaceAll'), S(t, 'mustRegexReplaceAll'), false))
  ],
  [
    'regexReplaceAllLiteral',
    f(3, 3, ([r, s, t]) => goRegexp(S(r, 'regexReplaceAllLiteral')).replaceAll(S(s, 'regexReplaceAllLiteral'), S(t, 'regexReplaceAllLiteral'), true))
  ],
  ['mustRegexReplaceAllLiteral', f(3, 3, ([r, s, t]) => goRegexp(S(r, 'mustRegexReplaceAllLiteral')).replaceAll(S(s, 'x'), S(t, 'x'), true))],
  ['regexSplit', f(3, 3, ([r, s, n]) => goRegexp(S(r, 'regexSplit')).split(S(s, 'regexSplit'), I(n, 'regexSplit')))],
  ['mustRegexSplit', f(3, 3, ([r, s, n]) => goRegexp(S(r, 'mustRegexSplit')).split(S(s, 'mustRegexSplit'), I(n, 'mustRegexSplit')))],
  ['regexQuoteMeta', f(1, 1, ([s]) => S(s, 'regexQuoteMeta').replace(/[\\.+*?()|[\]{}^$]/g, '\\$&'))],
  ['base', f(1, 1, ([p]) => pathBase(S(p, 'base')))],
  ['osBase', f(1, 1, ([p]) => pathBase(S(p, 'osBase')))],
  ['dir', f(1, 1, ([p]) => pathDir(S(p, 'dir')))],
  ['osDir', f(1, 1, ([p]) => pathDir(S(p, 'osDir')))],
  ['clean', f(1, 1, ([p]) => pathClean(S(p, 'clean')))],
  ['osClean', f(1, 1, ([p]) => pathClean(S(p, 'osClean')))],
  ['ext', f(1, 1, ([p]) => /\.[^./]*$/.exec(S(p, 'ext'))?.[0] ?? '')],
  ['osExt', f(1, 1, ([p]) => /\.[^./]*$/.exec(S(p, 'osExt'))?.[0] ?? '')],
  ['isAbs', f(1, 1, ([p]) => S(p, 'isAbs').startsWith('/'))],
  ['osIsAbs', f(1, 1, ([p]) => S(p, 'osIsAbs').startsWith('/'))]
]

/** Sprig names that are nondeterministic or not reimplemented: their output is unknown offline. */
const UNSUPPORTED = [
  'ago',
  'date',
  'date_in_zone',
  'date_modify',
  'dateInZone',
  'dateModify',
  'duration',
  'durationRound',
  'htmlDate',
  'htmlDateInZone',
  'must_date_modify',
  'mustDateModify',
  'mustToDate',
  'now',
  'toDate',
  'unixEpoch',
  'abbrev',
  'abbrevboth',
  'initials',
  'randAlphaNum',
  'randAlpha',
  'randAscii',
  'randNumeric',
  'randSeededNumeric',
  'randInt',
  'randBytes',
  'shuffle',
  'uuidv4',
  'swapcase',
  'snakecase',
  'camelcase',
  'kebabcase',
  'wrap',
  'wrapWith',
  'toDecimal',
  'add1f',
  'addf',
  'subf',
  'divf',
  'mulf',
  'b32enc',
  'b32dec',
  'adler32sum',
  'bcrypt',
  'htpasswd',
  'genPrivateKey',
  'derivePassword',
  'buildCustomCert',
  'genCA',
  'genCAWithKey',
  'genSelfSignedCert',
  'genSelfSignedCertWithKey',
  'genSignedCert',
  'genSignedCertWithKey',
  'encryptAES',
  'decryptAES',
  'semver',
  'semverCompare',
  'urlParse',
  'urlJoin',
  'typeIsLike',
  'seq'
]

export const SPRIG_FUNCS: FuncMap = new Map<string, GoFunc>([
  ...STRING_FUNCS,
  ...COLLECTION_FUNCS,
  ...UNSUPPORTED.map((n): [string, GoFunc] => [
    n,
    {
      min: 0,
      fn: () => {
        throw new UnsupportedFunction(n)
      }
    }
  ])
])

function parseJsonOrNull(s: string): unknown {
  try {
    return JSON.parse(s) as unknown
  } catch {
    return null
  }
}

function safe(fn: () => string): string {
  try {
    return fn()
  } catch {
    return ''
  }
}

function safeBool(fn: () => boolean): boolean {
  try {
    return fn()
  } catch {
    return false
  }
}

export { pathBase, pathClean, pathDir }
