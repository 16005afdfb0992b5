// The function map of an ApplicationSet goTemplate (R6.2): Sprig's (gotemplate/sprig.ts; Argo CD removes `env`,
// `expandenv` and `getHostByName`, so calling them is "function not defined", a template error that makes the appset
// errored: Argo then creates and deletes nothing, R3.6.2) plus Argo CD's own `normalize`, `slugify`, `toYaml`,
// `fromYaml`, `fromYamlArray` and `tpl` (applicationset/utils), and the YAML reading Argo uses for parameter files.
import { parseGoYaml, stringifyLikeArgo } from '../../lib/yaml/yaml.js'
import { SPRIG_FUNCS } from '../../gotemplate/sprig.js'
import { requireString as S, type FuncMap, type GoFunc } from '../../gotemplate/template.js'
import { goJson, goTypeName, isMap } from '../../gotemplate/values.js'
import { errorMessage } from '../../lib/errors.js'

/** Argo CD's SanitizeName (`normalize`): lower-case, [^-a-z0-9.] → '-', at most 253 bytes, trim '-' and '.'. */
export function sanitizeName(name: string): string {
  let s = name.toLowerCase().replace(/[^-a-z0-9.]/gu, '-')
  if (s.length > 253) s = s.slice(0, 253)
  return s.replace(/^[-.]+|[-.]+$/g, '')
}

/** Argo CD's SlugifyName: SanitizeName, then gosimple/slug with MaxLength (default 50) and smart truncation (default on). */
export function slugifyName(args: unknown[]): string {
  let maxSize = 50
  let smart = true
  let name = ''
  args.forEach((a, i) => {
    if (i === args.length - 1) {
      if (typeof a !== 'string') throw new Error(`interface conversion: interface {} is ${goTypeName(a)}, not string`)
      name = a
    } else if (i === 0) {
      if (typeof a !== 'bigint') throw new Error(`interface conversion: interface {} is ${goTypeName(a)}, not int`)
      maxSize = Number(a)
    } else if (i === 1) {
      if (typeof a !== 'boolean') throw new Error(`interface conversion: interface {} is ${goTypeName(a)}, not bool`)
      smart = a
    }
  })
  // gosimple/slug v1.15.0 MakeLang on SanitizeName's output (already lower-case ASCII [-a-z0-9.], so the language
  // substitutions and unidecode change nothing). Without smart truncation it cuts to MaxLength BEFORE replacing
  // characters and trimming dashes (so "abc-def" cut at 4 is "abc"; MaxLength 0 gives ""); with it, it trims first
  // and then cuts at the last dash before MaxLength.
  let slug = sanitizeName(name).trim()
  if (!smart && slug.length >= maxSize) {
    if (maxSize < 0) throw new Error(`runtime error: slice bounds out of range [:${maxSize}]`)
    slug = slug.slice(0, maxSize)
  }
  slug = slug
    .replace(/[^a-zA-Z0-9\-_]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
  if (maxSize > 0 && smart && slug.length > maxSize) {
    let cut = -1
    for (let i = maxSize; i >= 0; i--) {
      if (slug[i] === '-') {
        cut = i
        break
      }
    }
    slug = cut >= 0 ? slug.slice(0, cut) : slug.slice(0, maxSize)
  }
  return slug
}

/** sigs.k8s.io/yaml.Unmarshal: the first document, through JSON (numbers become float64). */
function yamlFirstDoc(str: string): unknown {
  let value: unknown
  try {
    value = parseGoYaml(str)
  } catch (e) {
    throw new Error(`error converting YAML to JSON: ${errorMessage(e)}`)
  }
  return jsonish(value)
}

function jsonish(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString().replace('.000Z', 'Z') // RFC 3339, as time.Time marshals
  if (typeof v === 'bigint') return Number(v)
  if (Array.isArray(v)) return v.map(jsonish)
  if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), jsonish(x)]))
  if (isMap(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonish(x)]))
  return v === undefined ? null : v
}

export function parseYamlLikeArgo(str: string): unknown {
  return yamlFirstDoc(str)
}

/** Argo's toYaml: JSON-marshal then YAML, trailing newline trimmed. */
export function toYaml(v: unknown): string {
  const json = JSON.parse(goJson(v, { escapeHtml: false })) as unknown
  return stringifyLikeArgo(json).replace(/\n$/, '')
}

const f = (min: number, max: number | undefined, fn: GoFunc['fn']): GoFunc => (max === undefined ? { min, fn } : { min, max, fn })

const ARGO_FUNCS: Array<[string, GoFunc]> = [
  ['normalize', f(1, 1, ([s]) => sanitizeName(S(s, 'normalize')))],
  ['slugify', f(0, undefined, (a) => slugifyName(a))],
  ['toYaml', f(1, 1, ([v]) => toYaml(v))],
  [
    'fromYaml',
    f(1, 1, ([s]) => {
      const v = yamlFirstDoc(S(s, 'fromYaml'))
      if (v === null) return {}
      if (!isMap(v))
        throw new Error(
          `error unmarshaling JSON: json: cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into Go value of type map[string]interface {}`
        )
      return v
    })
  ],
  [
    'fromYamlArray',
    f(1, 1, ([s]) => {
      const v = yamlFirstDoc(S(s, 'fromYamlArray'))
      if (v === null) return []
      if (!Array.isArray(v))
        throw new Error(`error unmarshaling JSON: json: cannot unmarshal ${isMap(v) ? 'object' : typeof v} into Go value of type []interface {}`)
      return v
    })
  ],
  ['tpl', f(2, 2, ([t, vals], ctx) => ctx.exec(S(t, 'tpl'), vals).replaceAll('<no value>', ''))]
]

export const APPSET_FUNCS: FuncMap = new Map<string, GoFunc>([...SPRIG_FUNCS, ...ARGO_FUNCS])
