// argocd-cm `kustomize.buildOptions` as the guard takes them (R1.6.4): which options it refuses and why, what is left
// of a value once they are taken out (for a hint to copy), and whether file loads are unrestricted. Pure.
// The refusal is checked where the settings are read (config/config.ts names the bad value) and again before a build.

/** Build options refused because they let pull-request content run code, escape the checkout or write files. */
const REFUSED: Record<string, string> = {
  '--enable-alpha-plugins': 'it runs exec and container KRM plugins that the kustomization names, i.e. code from the pull request',
  '--enable-exec': 'it runs exec KRM functions that the kustomization names, i.e. code from the pull request',
  '--helm-command': 'it runs an arbitrary binary in place of helm',
  '--mount': 'it mounts host paths into KRM function containers',
  '--network': 'it gives KRM function containers network access',
  '--output': 'it writes the rendered files to disk instead of standard output',
  '-o': 'it writes the rendered files to disk instead of standard output'
}
/** Refused flags that take no value: written `--flag=false`, they are off, and accepted. */
const BOOLEAN_FLAGS = new Set(['--enable-alpha-plugins', '--enable-exec', '--network'])
/** Shorthands that take no value (cobra's `-h`): pflag reads the next letter of `-ho…` as another shorthand. */
const BOOLEAN_SHORTHANDS = new Set(['h'])

/** The options as kustomize receives them: each entry split at whitespace (Argo CD splits the one string so). */
export const buildOptionTokens = (options: readonly string[]): string[] => options.flatMap((o) => o.split(/\s+/)).filter((t) => t !== '')

/**
 * A token as pflag reads it: `--name[=value]` with the name normalized as kubectl's root command does
 * (kubectl/pkg/cmd/cmd.go: SetNormalizeFunc(cliflag.WordSepNormalizeFunc), `_` is `-`, so `--enable_alpha_plugins` is
 * `--enable-alpha-plugins`; the standalone kustomize root, kustomize/commands/commands.go, sets none); a single-dash
 * token is shorthands, the first that takes a value taking the rest (`-o=x`, `-ox`, `-hox` all write to x).
 */
function flagOf(token: string): { flag: string; inline: string | undefined } {
  if (token.startsWith('--')) {
    const eq = token.indexOf('=')
    const name = (eq < 0 ? token : token.slice(0, eq)).replace(/_/g, '-')
    return { flag: name, inline: eq < 0 ? undefined : token.slice(eq + 1) }
  }
  if (!token.startsWith('-') || token.length < 2) return { flag: token, inline: undefined }
  let i = 1
  while (i < token.length - 1 && BOOLEAN_SHORTHANDS.has(token[i]!)) i++
  const rest = token.slice(i + 1)
  return { flag: `-${token[i]}`, inline: rest === '' ? undefined : rest.replace(/^=/, '') }
}

const refuses = (flag: string, inline: string | undefined): boolean => !!REFUSED[flag] && !(BOOLEAN_FLAGS.has(flag) && inline === 'false')

/** The first option the guard refuses, as written, with why; undefined when every option is accepted. */
export function refusedBuildOption(options: readonly string[]): { option: string; why: string } | undefined {
  for (const t of buildOptionTokens(options)) {
    const { flag, inline } = flagOf(t)
    if (refuses(flag, inline)) return { option: t, why: REFUSED[flag]! }
  }
  return undefined
}

/** `value` (one kustomize.buildOptions string) without the options the guard refuses (and their values). */
export function acceptedBuildOptions(value: string): string {
  const tokens = buildOptionTokens([value])
  const kept: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const { flag, inline } = flagOf(tokens[i]!)
    if (!refuses(flag, inline)) kept.push(tokens[i]!)
    else if (!BOOLEAN_FLAGS.has(flag) && inline === undefined) i++ // its value is the next token
  }
  return kept.join(' ')
}

/** Whether the build options lift kustomize's own restriction of file loads to each kustomization's directory. */
export function loadsUnrestricted(tokens: readonly string[]): boolean {
  return tokens.some(
    (t, i) =>
      /^--load[-_]restrictor(=|$)/.test(t) && (t.includes('=') ? t.slice(t.indexOf('=') + 1) : (tokens[i + 1] ?? '')).toLowerCase() === 'loadrestrictionsnone'
  )
}

/** kustomize's error for a file outside a kustomization's directory under its default load restrictor. */
export const ROOT_ONLY_LOAD = /security; file '[^']*' is not in or below '[^']*'/
