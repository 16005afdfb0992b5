// Static reading of Helm chart templates (pure): which template functions a rendered template can reach through
// `include` / `template` calls into named templates. Used to attribute a nondeterministic render (R5.1) to the
// call that causes it and to find `lookup` (R5.2), which is always empty under Argo CD.

/** R5.1: Sprig/Helm functions whose output changes on every render. */
export const RANDOM_FUNCTIONS = [
  'randAlphaNum',
  'randAlpha',
  'randNumeric',
  'randAscii',
  'randBytes',
  'randInt',
  'uuidv4',
  'shuffle',
  'genCA',
  'genCAWithKey',
  'genPrivateKey',
  'genSelfSignedCert',
  'genSelfSignedCertWithKey',
  'genSignedCert',
  'genSignedCertWithKey',
  'htpasswd',
  'bcrypt',
  'encryptAES',
  'now',
  'dateInZone',
  'unixEpoch'
]
export const LOOKUP = 'lookup'

export interface TemplateAction {
  text: string
  /** 1-based line of the action's start in its file. */
  line: number
}

export interface TemplateFile {
  path: string
  /** Top-level actions (outside any define). */
  actions: TemplateAction[]
  /** Named templates defined in this file. */
  defines: Map<string, TemplateAction[]>
}

const ACTION = /\{\{-?([\s\S]*?)-?\}\}/g
const OPENERS = /^(if|range|with|block|define)\b/

/** Splits a template into top-level actions and `define` bodies (if/range/with/block nest until `end`). */
export function parseTemplateFile(path: string, text: string): TemplateFile {
  const file: TemplateFile = { path, actions: [], defines: new Map() }
  let current: { name: string; depth: number; actions: TemplateAction[] } | undefined
  let depth = 0
  for (const m of text.matchAll(ACTION)) {
    const body = m[1]!.trim()
    if (body.startsWith('/*')) continue
    const line = text.slice(0, m.index).split('\n').length
    const action = { text: body, line }
    const define = /^define\s+"([^"]+)"/.exec(body)
    if (define && !current) {
      current = { name: define[1]!, depth, actions: [] }
      depth++
      continue
    }
    if (OPENERS.test(body)) depth++
    else if (/^end\b/.test(body)) {
      depth--
      if (current && depth === current.depth) {
        file.defines.set(current.name, current.actions)
        current = undefined
        continue
      }
    }
    ;(current ? current.actions : file.actions).push(action)
  }
  if (current) file.defines.set(current.name, current.actions)
  return file
}

export interface FunctionUse {
  fn: string
  /** Where the call is written (a helper file for calls inside named templates). */
  file: string
  line: number
  /** The named template it is in, if any. */
  define?: string
}

function calls(text: string, fns: string[]): string[] {
  return fns.filter((fn) => new RegExp(`(^|[\\s(|])${fn}(\\s|\\)|$)`).test(text))
}

/** Index of a chart's (and its vendored subcharts') templates. */
export class ChartTemplates {
  readonly files = new Map<string, TemplateFile>()
  readonly defines = new Map<string, { file: string; actions: TemplateAction[] }>()

  constructor(texts: Record<string, string>) {
    // Named templates are global to a chart and its subcharts. Helm parses the files deepest path first (equal depth:
    // reverse lexical order) and a later `define` replaces an earlier one, so the definition that counts is the one in
    // the shallowest file (equal depth: lexically first): a parent's copy of a library helper wins over a subchart's.
    const depth = (p: string): number => p.split('/').length
    const helmOrder = ([a]: [string, string], [b]: [string, string]): number => depth(b) - depth(a) || (a < b ? 1 : a > b ? -1 : 0)
    for (const [path, text] of Object.entries(texts).sort(helmOrder)) {
      const f = parseTemplateFile(path, text)
      this.files.set(path, f)
      for (const [name, actions] of f.defines) this.defines.set(name, { file: path, actions })
    }
  }

  /** Uses of `fns` reachable from the top-level actions of `path`, following include/template calls (cycle-safe). */
  reachable(path: string, fns: string[]): FunctionUse[] {
    const file = this.files.get(path)
    if (!file) return []
    const out: FunctionUse[] = []
    const seen = new Set<string>()
    const visit = (actions: TemplateAction[], where: string, define?: string): void => {
      for (const a of actions) {
        for (const fn of calls(a.text, fns)) out.push({ fn, file: where, line: a.line, define })
        for (const m of a.text.matchAll(/\b(?:include|template|tpl)\s+"([^"]+)"/g)) {
          const name = m[1]!
          const d = this.defines.get(name)
          if (!d || seen.has(name)) continue
          seen.add(name)
          visit(d.actions, d.file, name)
        }
      }
    }
    visit(file.actions, path)
    return out
  }
}
