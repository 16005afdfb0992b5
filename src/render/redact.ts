// Redaction of renderer messages before they reach a report (render errors, "not rendered" reasons, warnings).
// Hand-written: the patterns are those of the pinned helm/kustomize error texts, which no library describes.
//
// - Paths on the runner (the scratch folder `prune-guard-*`, the checkout, the chart cache, the home folder) become
//   repository-relative paths or a placeholder: a report never shows where the runner keeps its files.
// - Values that renderers quote from Secret-bearing input are replaced by [redacted]: Helm's values.schema.json
//   violations quote the offending value ("at '/db/password': 'hunter2' does not match pattern …"), kustomize's
//   secretGenerator errors list every literal ("literal sources [password=hunter2 …]"), V8's JSON.parse errors quote
//   the text around the error (a Secret in a .json file of a Directory app), and `key=value` / `key: value` pairs
//   whose key names a credential.
import { homedir, tmpdir } from 'node:os'
import { realpathSync } from 'node:fs'
import { scratchRoot } from '../lib/scratch-root.js'

export const REDACTED = '[redacted]'

export interface RedactPaths {
  /** The materialized checkout: paths below it become repository-relative. */
  checkout?: string
  /** Other runner folders, each replaced by its label (e.g. the scratch root → `<scratch>`). */
  folders?: Array<{ path: string; label: string }>
}

function variants(p: string): string[] {
  const out = new Set([p.replace(/\/+$/, '')])
  try {
    out.add(realpathSync.native(p))
  } catch {
    // A folder already removed is still matched by its given path.
  }
  return [...out].filter((v) => v.length > 1)
}

/** Characters a path in a message runs over (it ends at whitespace, a quote, `:line`, a comma, a bracket). */
const PATH_CHARS = `[^\\s'"\`:,;)\\]]`

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Runner paths in `msg` replaced (see the file header). */
export function redactPaths(msg: string, where: RedactPaths): string {
  const rules: Array<{ path: string; to: (rest: string) => string }> = []
  for (const c of where.checkout ? variants(where.checkout) : []) rules.push({ path: c, to: (rest) => (rest ? rest.slice(1) : '.') })
  for (const f of where.folders ?? []) for (const v of variants(f.path)) rules.push({ path: v, to: (rest) => `${f.label}${rest}` })
  for (const root of new Set([tmpdir(), scratchRoot()]))
    for (const v of variants(root)) rules.push({ path: `${v}/prune-guard-`, to: (rest) => `<scratch>${rest}` })
  for (const v of variants(homedir())) rules.push({ path: v, to: (rest) => `~${rest}` })
  rules.sort((a, b) => b.path.length - a.path.length)
  let out = msg
  for (const r of rules) {
    // The path (a mkdtemp prefix takes its random suffix along), then an optional /rest kept relative.
    const head = r.path.endsWith('prune-guard-') ? `${escapeRe(r.path)}[A-Za-z0-9]*` : `${escapeRe(r.path)}(?![\\w.-])`
    out = out.replace(new RegExp(`${head}((?:/${PATH_CHARS}*)?)`, 'g'), (_m, rest: string) => r.to(rest))
  }
  return out
}

/** Helm (santhosh-tekuri/jsonschema) quotes the instance value first: `at '/p': 'value' does not match pattern …`. */
const SCHEMA_VALUE = /^(\s*(?:-\s*)?at '[^'\n]*': )'.*?'( (?:does not match|is not valid|is not|should be|must be)\b.*)$/gm
/** kustomize secretGenerator / configMapGenerator literals. */
const LITERALS = /(literal sources? )\[[^\]\n]*\]/g
const BAD_LITERAL = /(invalid literal source )[^,\n]*(, expected)/g
/** V8's JSON.parse quotes the text around the error: `Unexpected token 'h', ..."word": hunter2"... is not valid JSON`. */
const JSON_SNIPPET = /(Unexpected token '[^'\n]*', )(?:\.\.\.)?"[^\n]*?"(?:\.\.\.)?( is not valid JSON)/g
/** `password=…`, `apiToken: …`: a key that names a credential, and its value. */
const CREDENTIAL =
  /(\b[\w.-]*(?:password|passwd|secret|token|api[_-]?key|private[_-]?key|credential)[\w.-]*)(=|: ?)(?!\[redacted\])("[^"\n]*"|'[^'\n]*'|[^\s,;'"\])}]+)/gi

/** Secret values quoted by renderers replaced by [redacted] (see the file header). */
export function redactValues(msg: string): string {
  return msg
    .replace(SCHEMA_VALUE, `$1'${REDACTED}'$2`)
    .replace(LITERALS, `$1[${REDACTED}]`)
    .replace(BAD_LITERAL, `$1${REDACTED}$2`)
    .replace(JSON_SNIPPET, `$1${REDACTED}$2`)
    .replace(CREDENTIAL, (m, key: string, sep: string, _v: string) =>
      // Prose such as "Secret: the data …" names the kind, not a key.
      /^secrets?$/i.test(key) && sep === ': ' ? m : `${key}${sep}${REDACTED}`
    )
}

/** Both redactions, for a message about to be stored in a report. */
export function redactMessage(msg: string, where: RedactPaths): string {
  return redactValues(redactPaths(msg, where))
}
