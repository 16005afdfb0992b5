// Sensitive-looking values of objects that are not Secrets, hidden in the rendered diff. Argo CD masks only Secret
// data (secret-mask.ts), so a password passed as a Deployment env value, a ConfigMap key named `db_password`, a
// connection string with its password, or a HelmRelease's `values.*.password` is shown in full by `argocd app diff`;
// a pull request comment and its JSON artifact are public, so the guard hides them by default (config
// `diffMaskValues: false` shows them as Argo CD does). What is masked, at any depth of the object:
// * the value of a key whose name ends in a sensitive word (password, passwd, secret, token, apiKey, privateKey,
//   accessKey, secretKey, clientSecret, credential(s), auth): `db_password: x`, `values.admin.adminPassword: x` (a
//   reference such as `secretName`, `passwordSecretRef`, `tokenFile` does not end in one, and is shown);
// * the `value` of a list entry `{name, value}` (container env, Helm `--set`-style lists) whose name contains one
//   (`DB_PASSWORD`, `API_TOKEN`, `AWS_SECRET_ACCESS_KEY`);
// * the password of a URL's user info in any string (`postgres://app:hunter2@db/app` → `postgres://app:++++++++@db/app`),
//   and `key=value` / `key: value` lines of a multi-line string whose key is sensitive (a config file in a ConfigMap).
// Masks follow Argo CD's scheme: per place, the first distinct value (base first, then head) reads `++++++++`, each
// further distinct value four `+` more, so a changed value reads changed and an unchanged one the same; the value
// itself never leaves this function. Strings, numbers only (a boolean such as automountServiceAccountToken is shown).
// Pure: objects in, masked copies out (an object that holds nothing masked is returned as it is, so the diff writer
// still recognises unchanged blocks as the same object).
import { isRecord } from '../lib/record.js'
import { MASKED } from '../k8s/diff.js'
import { type Manifest } from '../k8s/resource.js'

const FIRST_MASK = '++++++++'
const WORDS = 'pass(?:word|wd)?|secret|token|api[-_]?key|private[-_]?key|access[-_]?key|secret[-_]?key|client[-_]?secret|credentials?|auth'
/** A key whose name ends in a sensitive word. */
const SENSITIVE_KEY = new RegExp(`(?:${WORDS})$`, 'i')
/** An entry name (env variable) that contains one. */
const SENSITIVE_NAME = new RegExp(`(?:${WORDS.replace('|auth', '')})`, 'i')
/** `scheme://user:password@` */
const URL_PASSWORD = /([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)([^\s@/]+)(@)/gi
/** A `key = value` or `key: value` line whose key is sensitive. */
const LINE = new RegExp(`^(\\s*[\\w.-]*(?:${WORDS})\\s*[:=]\\s*)(\\S.*?)\\s*$`, 'gim')

/** Masks per place (`path`): the same value at the same place reads the same on both sides. */
class Masks {
  #byPlace = new Map<string, Map<string, string>>()
  mask(place: string, value: string): string {
    let m = this.#byPlace.get(place)
    if (!m) this.#byPlace.set(place, (m = new Map()))
    let out = m.get(value)
    if (out === undefined) m.set(value, (out = FIRST_MASK + '++++'.repeat(m.size)))
    return out
  }
}

// A field masked as nondeterministic (plan/unstable.ts) keeps its marker: it is no value.
const maskable = (v: unknown): v is string | number => (typeof v === 'string' && v !== MASKED) || typeof v === 'number'

function maskText(s: string, place: string, masks: Masks): string {
  let i = 0
  const urls = s.replace(URL_PASSWORD, (_m, pre: string, pw: string, at: string) => `${pre}${masks.mask(`${place}#url${i++}`, pw)}${at}`)
  if (!urls.includes('\n')) return urls
  let j = 0
  return urls.replace(LINE, (_m, pre: string, value: string) => `${pre}${masks.mask(`${place}#line${j++}`, value)}`)
}

/** `v` with its sensitive values masked; what holds none is returned as it is (the same object, not a copy). */
function walk(v: unknown, place: string, masks: Masks): unknown {
  if (typeof v === 'string') return maskText(v, place, masks)
  if (Array.isArray(v)) {
    let out: unknown[] | undefined
    v.forEach((x, i) => {
      const y = walk(x, `${place}[${entryId(x, i)}]`, masks)
      if (y !== x) (out ??= v.slice())[i] = y
    })
    return out ?? v
  }
  if (!isRecord(v)) return v
  const named = typeof v.name === 'string' && SENSITIVE_NAME.test(v.name) && maskable(v.value)
  let out: Record<string, unknown> | undefined
  for (const [k, x] of Object.entries(v)) {
    const at = `${place}.${k}`
    const y = (maskable(x) && SENSITIVE_KEY.test(k)) || (named && k === 'value') ? masks.mask(at, String(x)) : walk(x, at, masks)
    if (y !== x) (out ??= { ...v })[k] = y
  }
  return out ?? v
}

/** A list entry's place: its name when it has one (env order may change), else its index. */
const entryId = (x: unknown, i: number): string => (isRecord(x) && typeof x.name === 'string' ? `name=${x.name}` : String(i))

/** Both sides with sensitive-looking values masked (see the file header); Secrets are left to secret-mask.ts. */
export function maskSensitiveValues(base: Manifest | undefined, head: Manifest | undefined): { base?: Manifest; head?: Manifest } {
  const masks = new Masks()
  const one = (o: Manifest | undefined): Manifest | undefined => (o ? (walk(o, '', masks) as Manifest) : undefined)
  const b = one(base)
  return { base: b, head: one(head) }
}
