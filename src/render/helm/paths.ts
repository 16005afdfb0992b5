// Helm value-file and file-parameter resolution as Argo CD v3.5 does it (R1.5.7, R1.5.9, R1.9.2):
// reposerver/repository valueFileResolver + util/io/path ResolveValueFilePathOrUrl.
import { existsSync, readlinkSync, realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { globFiles, GlobPatternError, hasGlobMeta } from '../../lib/go/doublestar.js'
import { envsubst } from '../../lib/go/envsubst.js'
import { RenderError } from '../types.js'

export interface PathContext {
  /** The chart directory: relative entries resolve from here. */
  appPath: string
  /** The containment root; a leading `/` means this directory. */
  repoRoot: string
  /** `ref` name (without `$`) → absolute root of that source's checkout. */
  refs: Record<string, string>
  /** R1.4 build environment. */
  env: Record<string, string>
}

interface ResolvedEntry {
  /** Absolute path, or the URL as written for remote files. */
  path: string
  remote: boolean
  /** The root the path must stay inside (the repo root, or the ref source's root). */
  root: string
}

/** Argo's default `helm.valuesFileSchemes`. */
const ALLOWED_SCHEMES = ['http', 'https']
const REF_NAME = /^[a-zA-Z0-9_-]+$/

/** Go `resolveSymbolicLinkRecursive`: follows the final component's symlink chain, at most 10 hops. */
function delinkFinal(p: string, depth = 10): string {
  let target: string
  try {
    target = readlinkSync(p)
  } catch {
    return p // not a symlink (or missing): used as is
  }
  if (depth === 0) throw new RenderError(`failed to resolve value file path: maximum symlink nesting level reached`)
  return delinkFinal(isAbsolute(target) ? target : join(dirname(p), target), depth - 1)
}

/** realpath of the longest existing prefix, with the rest appended (missing files, glob patterns). */
function realpathLoose(p: string): string {
  const tail: string[] = []
  let cur = p
  for (;;) {
    try {
      return join(realpathSync.native(cur), ...tail)
    } catch {
      const parent = dirname(cur)
      if (parent === cur) return p
      tail.unshift(basename(cur))
      cur = parent
    }
  }
}

function inside(p: string, root: string): boolean {
  return p.startsWith(root.endsWith(sep) ? root : root + sep)
}

/**
 * `resolveFileOrDirectory` (util/io/path/resolved.go): join with the app dir (or with the root when the entry starts
 * with `/`), resolve symlinks, and refuse anything outside the root or the root itself. Argo resolves only the final
 * symlink chain; we also resolve symlinked directories (realpath), which R1.1.4 rejects anyway when they leave the repo.
 */
function resolveLocal(base: string, root: string, value: string): string {
  const absRoot = resolve(root)
  const p = resolve(delinkFinal(isAbsolute(value) ? join(absRoot, value) : join(resolve(base), value)))
  const outside = new RenderError(`error resolving value file path: file '${value}' resolved to outside repository root`)
  if (p === absRoot) throw new RenderError(`error resolving value file path: file '${value}' resolved to the repository root, which is not allowed`)
  if (!inside(p, absRoot)) throw outside
  let realRoot = absRoot
  try {
    realRoot = realpathSync.native(absRoot)
  } catch {
    // a missing root is reported by whatever reads it
  }
  const real = realpathLoose(p)
  if (real !== realRoot && !inside(real, realRoot)) throw outside
  return p
}

/** `resolveRawPath`: `$ref/…` against the ref's root, URLs with an allowed scheme as is, anything else locally. */
function resolveEntry(raw: string, ctx: PathContext): ResolvedEntry {
  if (raw.startsWith('$')) {
    const slash = raw.indexOf('/')
    const name = raw.slice(1, slash < 0 ? undefined : slash)
    const root = Object.hasOwn(ctx.refs, name) ? ctx.refs[name] : undefined
    if (root !== undefined) {
      const rest = slash < 0 ? '' : raw.slice(slash + 1)
      if (rest.replace(/^\/+|\/+$/g, '') === '') {
        throw new RenderError(`invalid value file path "${raw}": no file path after the ref name`)
      }
      // R1.9.2: the rest resolves from the ROOT of the ref source's checkout; env substitution comes after the ref.
      return { path: resolveLocal(root, root, envsubst('/' + rest, ctx.env)), remote: false, root }
    }
    // A `$NAME/…` that is neither a ref nor a build variable (ARGOCD_APP_*) is a dangling ref (R1.9.2).
    if (REF_NAME.test(name) && !Object.hasOwn(ctx.env, name)) {
      const known = Object.keys(ctx.refs).map((r) => `$${r}`)
      throw new RenderError(
        `value file "${raw}" references $${name}, but no source of this application has \`ref: ${name}\`` +
          (known.length ? ` (known refs: ${known.join(', ')})` : '')
      )
    }
  }
  const value = envsubst(raw, ctx.env)
  // Go url.Parse: a scheme is a letter followed by letters, digits, `+`, `-` or `.`, then `:`.
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1]
  if (scheme !== undefined) {
    if (ALLOWED_SCHEMES.includes(scheme.toLowerCase())) return { path: value, remote: true, root: ctx.repoRoot }
    throw new RenderError(`error resolving value file path: the URL scheme '${scheme}' is not allowed`)
  }
  return { path: resolveLocal(ctx.appPath, ctx.repoRoot, value), remote: false, root: ctx.repoRoot }
}

/** A glob entry is judged on the part below its root, so odd characters in the checkout path never count. */
function isGlobEntry(r: ResolvedEntry): boolean {
  return !r.remote && hasGlobMeta(relative(r.root, r.path))
}

/**
 * R1.5.7 `ResolveValueFiles`: each entry env-substituted and resolved; globs expanded in place in doublestar order,
 * skipping files that are also listed explicitly (the explicit position wins); everything de-duplicated keeping the
 * first position; a glob without match is an error unless ignoreMissingValueFiles; a missing plain file is dropped
 * with ignoreMissingValueFiles, else passed on so that helm reports it.
 */
export function resolveValueFiles(raws: string[], ignoreMissing: boolean, ctx: PathContext, warnings: string[]): string[] {
  const explicit = new Set<string>()
  for (const raw of raws) {
    try {
      const r = resolveEntry(raw, ctx)
      if (!isGlobEntry(r)) explicit.add(r.path)
    } catch {
      // reported in the main loop
    }
  }
  const out: string[] = []
  const seen = new Set<string>()
  const add = (p: string): void => {
    if (!seen.has(p)) {
      seen.add(p)
      out.push(p)
    }
  }
  for (const raw of raws) {
    const r = resolveEntry(raw, ctx)
    if (isGlobEntry(r)) {
      let matches: string[]
      try {
        matches = globFiles(resolve(r.root), relative(resolve(r.root), r.path).split(sep).join('/'))
      } catch (e) {
        if (e instanceof GlobPatternError) throw new RenderError(`error expanding glob pattern "${raw}": ${e.message}`)
        throw e
      }
      if (matches.length === 0) {
        if (ignoreMissing) {
          warnings.push(`values file glob "${raw}" matched no files; skipped (ignoreMissingValueFiles)`)
          continue
        }
        throw new RenderError(`values file glob "${raw}" matched no files`)
      }
      // verifyGlobMatchesWithinRoot: a match that is a symlink leaving the root is refused.
      const realRoot = realpathLoose(resolve(r.root))
      for (const m of matches) {
        const real = realpathLoose(m)
        if (real !== realRoot && !inside(real, realRoot)) {
          throw new RenderError(`glob pattern "${raw}": glob match "${relative(r.root, m)}" resolved to outside repository root`)
        }
      }
      for (const m of matches) if (!explicit.has(m)) add(m)
      continue
    }
    if (r.remote)
      warnings.push(`values file "${raw}" is a URL; the guard fetches it when the network policy allows its host, and gives helm the downloaded file`)
    if (!r.remote && ignoreMissing && !existsSync(r.path)) {
      warnings.push(`values file "${raw}" does not exist; skipped (ignoreMissingValueFiles)`)
      continue
    }
    add(r.path)
  }
  return out
}

/** R1.5.9 fileParameters: resolved like a value file (including `$ref`), without globbing or an existence check. */
export function resolveFileParameter(raw: string, ctx: PathContext): string {
  return resolveEntry(raw, ctx).path
}
