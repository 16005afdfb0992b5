// CODEOWNERS as GitHub reads it (docs.github.com "About code owners"): `pattern owner…` lines, `#` comments, the LAST
// matching pattern decides, a pattern with no owners leaves its files unowned. Patterns follow gitignore's rules with
// GitHub's differences, which is why this small matcher is ours rather than minimatch (a glob matcher has no notion of
// "a pattern without a slash matches at any depth", "a directory pattern owns everything below it", or CODEOWNERS'
// `docs/*` owning docs/a.md but not docs/sub/b.md):
//   - a leading `/`, or a `/` inside the pattern, anchors it at the repository root; otherwise it matches at any depth;
//   - a pattern names a file or a directory, and a directory owns everything below it (`/apps/github`, `apps/`);
//   - a last segment `*` matches one level only (`docs/*`); `**` spans directories (`**/logs`, `/docs/**`);
//   - `!` negation and `[…]` ranges are not supported by GitHub: such lines match nothing here either.
// Owners are `@user` or `@org/team`; e-mail owners cannot be matched to a login and are ignored. Pure.

export interface OwnerRule {
  pattern: string
  re: RegExp | null
  owners: string[]
}

/** The locations GitHub looks at, in its order: the first that exists is used. */
export const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'] as const

function globToRegex(glob: string): string {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/'
      out += slash ? '(?:.*/)?' : '.*'
      i += slash ? 2 : 1
    } else if (c === '*') out += '[^/]*'
    else if (c === '?') out += '[^/]'
    else if (c === '\\' && i + 1 < glob.length) out += glob[++i]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    else out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  }
  return out
}

/** The regular expression of one pattern, or null for a pattern GitHub does not support. */
export function patternRegex(pattern: string): RegExp | null {
  if (pattern.startsWith('!') || /(^|[^\\])\[/.test(pattern) || pattern === '') return null
  const dirOnly = pattern.endsWith('/')
  let p = dirOnly ? pattern.slice(0, -1) : pattern
  const anchored = p.startsWith('/') || p.includes('/')
  p = p.replace(/^\/+/, '')
  if (p === '') return dirOnly ? /^.*$/ : null
  const oneLevel = /(^|\/)\*$/.test(p) && !p.endsWith('**')
  const tail = dirOnly ? '/.*' : oneLevel ? '' : '(?:/.*)?'
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${globToRegex(p)}${tail}$`)
}

export function parseCodeowners(text: string): OwnerRule[] {
  const rules: OwnerRule[] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim()
    if (!line) continue
    const [pattern, ...rest] = line.split(/\s+/)
    const owners = rest.filter((o) => /^@[A-Za-z0-9-]+(\/[A-Za-z0-9_.-]+)?$/.test(o)).map((o) => o.slice(1).toLowerCase())
    rules.push({ pattern: pattern!, re: patternRegex(pattern!), owners })
  }
  return rules
}

/** The owners of a repository-relative file: those of the last matching rule ([] when none matches or it has none). */
export function ownersOf(rules: OwnerRule[], file: string): string[] {
  const path = file.replace(/^\/+/, '')
  for (let i = rules.length - 1; i >= 0; i--) if (rules[i]!.re?.test(path)) return rules[i]!.owners
  return []
}
