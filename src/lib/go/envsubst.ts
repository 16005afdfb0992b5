// R1.4.2 build-environment substitution with Go `os.Expand` semantics, as Argo CD's `Env.Envsubst` does it:
// `$X` and `${X}` expand, unknown names become "", `$$` becomes `$` (Argo maps the special name `$` to itself),
// a `$` not followed by a name is kept, and bad brace syntax (`${}`, an unclosed `${`) is eaten like Go does.

/** Go os.Expand's shell special variables: `$*`, `$#`, `$$`, `$@`, `$!`, `$?`, `$-`, `$0`…`$9`. */
function isShellSpecial(c: string): boolean {
  return '*#$@!?-0123456789'.includes(c)
}

function isAlphaNum(c: string): boolean {
  return c === '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

/** Go os.getShellName: the name after `$` and how many bytes it spans (name '' with width > 0 = bad syntax). */
function shellName(s: string): [string, number] {
  if (s[0] === '{') {
    if (s.length > 2 && isShellSpecial(s[1]!) && s[2] === '}') return [s[1]!, 3]
    for (let i = 1; i < s.length; i++) {
      if (s[i] === '}') return i === 1 ? ['', 2] : [s.slice(1, i), i + 1]
    }
    return ['', 1]
  }
  if (isShellSpecial(s[0]!)) return [s[0]!, 1]
  let i = 0
  while (i < s.length && isAlphaNum(s[i]!)) i++
  return [s.slice(0, i), i]
}

/** Go `os.Expand(s, mapping)`. */
export function goExpand(s: string, mapping: (name: string) => string): string {
  let out = ''
  let i = 0
  let changed = false
  for (let j = 0; j < s.length; j++) {
    if (s[j] === '$' && j + 1 < s.length) {
      changed = true
      out += s.slice(i, j)
      const [name, w] = shellName(s.slice(j + 1))
      if (name === '' && w > 0) {
        // invalid syntax: the characters are eaten
      } else if (name === '') {
        out += '$'
      } else {
        out += mapping(name)
      }
      j += w
      i = j + 1
    }
  }
  return changed ? out + s.slice(i) : s
}

/** R1.4.2: Argo's `Env.Envsubst` over the build environment (ARGOCD_APP_*). */
export function envsubst(s: string, env: Record<string, string>): string {
  return goExpand(s, (name) => (name === '$' ? '$' : Object.hasOwn(env, name) ? env[name]! : ''))
}
