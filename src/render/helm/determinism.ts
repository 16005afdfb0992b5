// Static check (pure): can a chart's render differ between two runs with the same inputs? When it cannot, the
// determinism re-render of R5.1 (render/cached.ts) is skipped: it would only cost a second helm process.
//
// Which functions can make two renders differ. Read from Sprig v3 (functions.go genericMap, its own
// `nonhermeticFunctions` list, date.go, dict.go, crypto.go) and Helm (pkg/engine/funcs.go):
// - Random: randAlphaNum, randAlpha, randAscii, randNumeric, randBytes, randInt, uuidv4, shuffle (rand.Perm).
// - Crypto with fresh keys, salts or IVs: genPrivateKey, genCA, genCAWithKey (new serial/validity), genSelfSignedCert,
//   genSelfSignedCertWithKey, genSignedCert, genSignedCertWithKey, htpasswd and bcrypt (random salt), encryptAES
//   (random IV). Not listed: derivePassword (HMAC of its arguments), buildCustomCert and decryptAES (pure decoding).
// - Clock: now, ago (time.Since). date, date_in_zone, dateInZone, htmlDate, htmlDateInZone fall back to time.Now()
//   for an argument that is not a time or an integer, so they are listed too; dateModify, date_modify,
//   mustDateModify, must_date_modify, unixEpoch and duration/durationRound take their time from the argument, but the
//   date family is listed whole (conservative; charts rarely use them).
// - Go map iteration order: keys and values (dict.go ranges over a Go map), unless the same action sorts
//   (sortAlpha), counts (len) or fails (fail): `range (keys . | sortAlpha)` is stable.
// - Environment and network: getHostByName (DNS). env and expandenv are removed from the map by Helm.
// Not listed: lookup (under `helm template` there is no cluster, so it always returns an empty map; see the
// helm-lookup rule), and everything else in both maps (string, list, dict, math, encoding, regex, semver, YAML/JSON/TOML
// with sorted keys, include, required, fail). Go's own `range` over a map is key-sorted.
//
// Reachability: a varying call at the top level of any template file, or in a named template reached from one
// through literal `include`/`template` names, may vary. A computed `include` name or `tpl` could reach any named
// template, so then a varying call in any `define` counts (except `include (print .Template.BasePath "/f.yaml")`,
// which names a template file: those are all scanned). `tpl` also evaluates text from values and chart files
// (`.Files.Get`): with `tpl` in reach, those texts are searched for the function names too, and a decoder in reach
// (b64dec, b32dec, decryptAES) or an unreadable value source means "may vary". Templates the caller could not
// read (a dependency that is not vendored, a broken archive) always mean "may vary".
import { ChartTemplates, RANDOM_FUNCTIONS, type TemplateAction } from './template-calls.js'

/** Every function whose result can differ between two renders: the random ones (template-calls.ts) plus time and order. */
export const VARYING_FUNCTIONS = [
  ...RANDOM_FUNCTIONS,
  'ago',
  'date',
  'date_in_zone',
  'htmlDate',
  'htmlDateInZone',
  'dateModify',
  'date_modify',
  'mustDateModify',
  'must_date_modify',
  'keys',
  'values',
  'getHostByName'
]
const DECODERS = ['b64dec', 'b32dec', 'decryptAES']

export interface DeterminismInput {
  /** Template texts (path → text) of the chart and every subchart that renders with it. */
  templates: Record<string, string>
  /** What the caller could not read among the templates (makes the answer "may vary"). */
  unseen?: string[]
  /** Texts `tpl` may evaluate: chart files outside templates/ and the values given to helm. */
  data?: Record<string, string>
  /** Value sources the caller could not read (URL value files, ...): "may vary" only when `tpl` is in reach. */
  unreadableData?: string[]
}

export interface DeterminismVerdict {
  mayVary: boolean
  reason: string
}

const CALL = new Map([...VARYING_FUNCTIONS, ...DECODERS].map((fn) => [fn, new RegExp(`(^|[\\s(|])${fn}(\\s|\\)|$)`)]))
const callOf = (text: string, fns: string[]): string | undefined => fns.find((fn) => CALL.get(fn)!.test(text))
// keys/values only vary in order: an action that sorts (sortAlpha), counts (len) or fails (fail) is not affected.
const ORDER_FREE = /(^|[\s(|])(sortAlpha|len|fail)(\s|\)|$)/
const varyingCall = (text: string): string | undefined =>
  VARYING_FUNCTIONS.find((fn) => callOf(text, [fn]) && !((fn === 'keys' || fn === 'values') && ORDER_FREE.test(text)))
const LITERAL_CALL = /\b(?:include|template)\s+"([^"]+)"/g
const COMPUTED_INCLUDE = /(^|[\s(|])include\s+[^\s"]/
const ACTION = /\{\{-?([\s\S]*?)-?\}\}/g
// `include (print .Template.BasePath "/x.yaml") .` names a template file, whose actions are scanned anyway.
const FILE_INCLUDE = /\binclude\s+\(\s*printf?\s+(\.Template\.BasePath\s+"[^"]*"|"%s[^"]*"\s+\.Template\.BasePath)\s*\)/g
const TPL = /(^|[\s(|])tpl(\s|\)|$)/

export function scanDeterminism(input: DeterminismInput): DeterminismVerdict {
  if (input.unseen?.length) return { mayVary: true, reason: `could not read ${input.unseen[0]}` }
  const chart = new ChartTemplates(input.templates)
  const at = (file: string, a: TemplateAction): string => `${file}:${a.line}`
  // Walk from every file's top-level actions through literal include/template names.
  const reached = new Set<string>()
  let dynamic: string | undefined
  let tpl: string | undefined
  let decoder: string | undefined
  const visit = (actions: TemplateAction[], file: string): string | undefined => {
    for (const a of actions) {
      const fn = varyingCall(a.text)
      if (fn) return `${fn} at ${at(file, a)}`
      if (!dynamic && COMPUTED_INCLUDE.test(a.text.replace(FILE_INCLUDE, ''))) dynamic = `a computed include at ${at(file, a)}`
      if (!tpl && TPL.test(a.text)) tpl = `tpl at ${at(file, a)}`
      if (!decoder && callOf(a.text, DECODERS)) decoder = `${callOf(a.text, DECODERS)} at ${at(file, a)}`
      for (const m of a.text.matchAll(LITERAL_CALL)) {
        const d = chart.defines.get(m[1]!)
        if (!d || reached.has(m[1]!)) continue
        reached.add(m[1]!)
        const hit = visit(d.actions, d.file)
        if (hit) return hit
      }
    }
    return undefined
  }
  for (const [path, file] of chart.files) {
    const hit = visit(file.actions, path)
    if (hit) return { mayVary: true, reason: hit }
  }
  const open = dynamic ?? tpl
  if (open) {
    for (const [name, d] of chart.defines) {
      const a = d.actions.find((x) => varyingCall(x.text))
      if (a) return { mayVary: true, reason: `${open} may reach ${varyingCall(a.text)} in "${name}" (${at(d.file, a)})` }
    }
  }
  if (tpl) {
    if (decoder) return { mayVary: true, reason: `${tpl} with ${decoder}` }
    if (input.unreadableData?.length) return { mayVary: true, reason: `${tpl} and ${input.unreadableData[0]} could not be read` }
    // Only template actions in the text run under tpl; words in comments or prose do not.
    for (const [where, text] of Object.entries(input.data ?? {})) {
      for (const m of text.matchAll(ACTION)) {
        const fn = varyingCall(m[1]!.trim()) ?? callOf(m[1]!.trim(), DECODERS)
        if (fn) return { mayVary: true, reason: `${tpl} may evaluate ${fn} from ${where}` }
      }
    }
  }
  return { mayVary: false, reason: 'no template can call a function whose result differs between renders' }
}
