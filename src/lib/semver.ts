// Semantic versions and version constraints with the semantics of Masterminds/semver v3, the library behind
// `helm pull --version <constraint>` and Argo CD's Helm revision resolution (R1.1.6). Used to pick the highest
// cached chart version matching a constraint when the network is off.
//
// Supported: `=` (or none), `!=`, `>`, `<`, `>=`/`=>`, `<=`/`=<`, `~`/`~>`, `^`, wildcards `x`/`X`/`*` and missing
// parts (`1.2` = `1.2.x`), hyphen ranges `1.2 - 1.4.5`, AND by comma or space, OR by `||`. As in Masterminds, a
// pre-release version matches a term only when that term's own version carries a pre-release. The empty
// constraint, which Masterminds rejects ("improper constraint"), is taken as `*` here (helm's `--version ""`).

export interface SemVer {
  major: number
  minor: number
  patch: number
  pre: string[]
  /** The text it was parsed from. */
  raw: string
}

const VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/

/** Masterminds' lenient `NewVersion`: `v` prefix and missing minor/patch allowed. */
export function parseVersion(text: string): SemVer | undefined {
  const m = VERSION.exec(text.trim())
  if (!m) return undefined
  return { major: Number(m[1]), minor: Number(m[2] ?? 0), patch: Number(m[3] ?? 0), pre: m[4] ? m[4].split('.') : [], raw: text.trim() }
}

/**
 * A version that names exactly one chart: `X.Y.Z` with optional `v`, pre-release and build. Argo's `IsVersion` also
 * accepts `1.2`, but `helm pull --version 1.2` resolves it like `~1.2`, so a partial version is a constraint here.
 */
export function isExactVersion(text: string): boolean {
  const m = VERSION.exec(text.trim())
  return !!m && m[2] !== undefined && m[3] !== undefined
}

/** An OCI/Helm digest reference (`sha256:<hex>`), pulled as `chart@digest` (util/helm/cmd.go). */
export function isDigest(text: string): boolean {
  return /^sha256:[0-9a-f]{64}$/.test(text.trim())
}

/** `v1.2.3` → `1.2.3` (the cache key form). */
export function normalizeVersion(text: string): string {
  return text.trim().replace(/^v/, '')
}

function comparePre(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length // no pre-release ranks higher
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i]
    const y = b[i]
    if (x === undefined) return -1
    if (y === undefined) return 1
    if (x === y) continue
    const nx = /^\d+$/.test(x)
    const ny = /^\d+$/.test(y)
    if (nx && ny) return Number(x) < Number(y) ? -1 : 1
    if (nx !== ny) return nx ? -1 : 1
    return x < y ? -1 : 1
  }
  return 0
}

/** Semver precedence; build metadata is ignored. */
export function compareVersions(a: SemVer, b: SemVer): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre)
}

interface Term {
  op: string
  /** The version with wildcards and missing parts as 0 (Masterminds' `con`). */
  con: SemVer
  dirty: boolean
  minorDirty: boolean
  patchDirty: boolean
}

const TERM = /^(!=|>=|=>|<=|=<|~>|>|<|=|~|\^)?\s*v?([0-9]+|[xX*])(?:\.([0-9]+|[xX*]))?(?:\.([0-9]+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/
const TOKEN = /(?:!=|>=|=>|<=|=<|~>|>|<|=|~|\^)?\s*v?[0-9xX*]+(?:\.[0-9xX*]+){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?/g

const isX = (s: string | undefined): boolean => s === undefined || s === 'x' || s === 'X' || s === '*'

/** Masterminds `parseConstraint`: an x or missing major → 0.0.0 (dirty); minor → M.0.0 (minorDirty); patch → M.m.0. */
function parseTerm(text: string): Term {
  const m = TERM.exec(text.trim())
  if (!m) throw new Error(`improper constraint: ${text}`)
  const pre = m[5] ? m[5].split('.') : []
  const at = (major: number, minor: number, patch: number): SemVer => ({ major, minor, patch, pre, raw: text })
  const op = m[1] === '=>' ? '>=' : m[1] === '=<' ? '<=' : m[1] === '~>' ? '~' : (m[1] ?? '=')
  if (isX(m[2])) return { op, con: at(0, 0, 0), dirty: true, minorDirty: false, patchDirty: false }
  if (isX(m[3])) return { op, con: at(Number(m[2]), 0, 0), dirty: true, minorDirty: true, patchDirty: false }
  if (isX(m[4])) return { op, con: at(Number(m[2]), Number(m[3]), 0), dirty: true, minorDirty: false, patchDirty: true }
  return { op, con: at(Number(m[2]), Number(m[3]), Number(m[4])), dirty: false, minorDirty: false, patchDirty: false }
}

function tilde(v: SemVer, t: Term): boolean {
  const c = t.con
  if (compareVersions(v, c) < 0) return false
  if (c.major === 0 && c.minor === 0 && c.patch === 0 && !t.minorDirty && !t.patchDirty) return true // ~0.0.0, ~*, *
  return v.major === c.major && (t.minorDirty || v.minor === c.minor)
}

/** One term, as Masterminds/semver v3 checks it (constraints.go), quirks included (`^*` only matches 0.0.x there). */
function matchTerm(v: SemVer, t: Term): boolean {
  const c = t.con
  // "If there is a pre-release on the version but the constraint isn't looking for them assume that pre-releases
  // are not compatible", for every operator: `!=1.2.3` does not match `1.2.3-beta` in the Masterminds helm 4 builds
  // with (checked against helm's semverCompare, test/lib/semver-oracle.test.ts; older releases exempted `!=`).
  if (v.pre.length > 0 && c.pre.length === 0) return false
  const cmp = compareVersions(v, c)
  switch (t.op) {
    case '=':
      return t.dirty ? tilde(v, t) : cmp === 0
    case '!=':
      if (!t.dirty) return cmp !== 0
      if (v.major !== c.major) return true
      if (t.minorDirty) return false
      if (v.minor !== c.minor) return true
      if (t.patchDirty) return comparePre(v.pre, c.pre) !== 0
      return cmp !== 0
    case '>':
      if (!t.dirty || (v.major === c.major && !t.minorDirty && !t.patchDirty)) return cmp > 0
      if (v.major !== c.major) return v.major > c.major
      return !t.minorDirty && v.minor > c.minor
    case '<':
      return cmp < 0
    case '>=':
      return cmp >= 0
    case '<=':
      if (!t.dirty) return cmp <= 0
      if (v.major > c.major) return false
      return !(v.major === c.major && v.minor > c.minor && !t.minorDirty)
    case '~':
      return tilde(v, t)
    case '^':
      if (cmp < 0) return false
      if (c.major > 0 || t.minorDirty) return v.major === c.major
      if (v.major > 0) return false
      if (c.minor > 0 || t.patchDirty) return v.minor === c.minor
      if (v.minor > 0) return false
      return v.patch === c.patch
    default:
      return false
  }
}

export type Constraint = (v: SemVer) => boolean

/** Parses a constraint; throws on text Masterminds would reject. An empty constraint means `*`. */
export function parseConstraint(text: string): Constraint {
  const source = text.trim() === '' ? '*' : text
  const groups: Term[][] = source.split('||').map((group) => {
    // Hyphen ranges first (`1.2 - 1.4.5` → `>=1.2 <=1.4.5`), then tokens separated by commas and/or spaces.
    const g = group.replace(/(\S+)\s+-\s+(\S+)/g, '>=$1 <=$2')
    const tokens = g.match(TOKEN) ?? []
    if (tokens.length === 0 || g.replace(TOKEN, '').replace(/[\s,]/g, '') !== '') throw new Error(`improper constraint: ${text}`)
    return tokens.map(parseTerm)
  })
  return (v) => groups.some((terms) => terms.every((t) => matchTerm(v, t)))
}

/** The highest of `versions` (texts) that satisfies the constraint, or undefined. Unparsable texts are skipped. */
export function maxSatisfying(versions: string[], constraint: Constraint): string | undefined {
  let best: SemVer | undefined
  for (const text of versions) {
    const v = parseVersion(text)
    if (v && constraint(v) && (!best || compareVersions(v, best) > 0)) best = v
  }
  return best?.raw
}
