// Source preparation before rendering, as the repo-server does it: app path validation (R1.1.3), the out-of-bounds
// symlink check (R1.1.4), `.argocd-source*.yaml` overrides (R1.2.1) and source type detection (R1.3).
// Only filesystem reads; no processes.
import { isRecord } from '../lib/record.js'
import { readdirSync, statSync, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { readGoText } from '../lib/fs-async.js'
import { isAbsolute, join, posix, resolve } from 'node:path'
import { isInside, realInside } from '../git/contain.js'
import { parseSource, type AppSource } from '../argocd/application.js'
import { RenderError } from './types.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { goDecodeInto } from '../lib/go/json-fields.js'
import { APPLICATION_SOURCE } from '../argocd/source-type.js'
import { errorMessage } from '../lib/errors.js'

export { isInside } from '../git/contain.js'

const errCode = (e: unknown): string | undefined => (typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined)

/**
 * R1.1.3 (util/app/path/path.go Path): the absolute app path for `spec.source.path`. `''` and `'.'` are the root.
 * Rejects absolute paths, paths outside the root (lexically or through a symlink), missing paths and non-directories.
 */
export function resolveAppPath(repoRoot: string, path: string, treePaths?: readonly string[]): string {
  const shown = path === '' ? '.' : path
  if (isAbsolute(path)) {
    throw new RenderError(`${shown}: app path is absolute; spec.source.path must be relative to the repository root (for example "apps/web")`)
  }
  const root = resolve(repoRoot)
  const appPath = resolve(root, path) // filepath.Join cleans: no trailing slash
  const outside = (how: string): RenderError =>
    new RenderError(`${shown}: app path outside root${how}; spec.source.path must name a directory inside the repository (remove the leading "..")`)
  if (!isInside(root, appPath)) throw outside('')
  let info: Stats
  try {
    info = statSync(appPath)
  } catch (e) {
    if (errCode(e) === 'ENOENT' || errCode(e) === 'ENOTDIR') {
      const near = nearestDirectory(root, path, treePaths)
      // A Go map printed as text: a goTemplate ApplicationSet wrote an object where a string belongs.
      const map = /^map\[/.test(path)
        ? "; it is a Go map written as text: in an ApplicationSet with goTemplate, a git generator's `.path` is an object (use `{{.path.path}}`)"
        : ''
      throw new RenderError(
        `${shown}: app path does not exist${near ? ` (did you mean "${near}"?)` : ''}${map}; check spec.source.path against the repository at this revision (paths are case-sensitive)`
      )
    }
    throw new RenderError(`${shown}: cannot read app path: ${errorMessage(e)}`)
  }
  if (!realInside(root, appPath)) throw outside(' (through a symlink)')
  if (!info.isDirectory()) {
    throw new RenderError(`${shown}: app path is not a directory; spec.source.path must name the directory that holds the manifests, not a file`)
  }
  return appPath
}

/** Directories visited at most when looking for a near miss (a monorepo checkout must not make an error slow). */
const NEAR_MAX_DIRS = 20_000
const NEAR_MAX_DEPTH = 8

/**
 * Edit distance (Levenshtein) between two short strings. Hand-written: ten lines for a hint in an error message do
 * not justify a dependency (fastest-levenshtein would be the library).
 */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    prev = cur
  }
  return prev[b.length]!
}

/**
 * The existing directory of the checkout closest to a missing `spec.source.path` (issue 11: "did you mean ..."), by edit
 * distance over the relative path, when it is close enough to be a typo (at most a third of its length, at least 1,
 * at most 4 edits); ties go to the first in byte order. The directories come from the revision's git tree
 * (`treePaths`, every file path) when given, since the checkout is written lazily; otherwise from the filesystem
 * (symlinks not followed, `.git` skipped).
 */
export function nearestDirectory(root: string, path: string, treePaths?: readonly string[]): string | undefined {
  const want = posix.normalize(path.replace(/\\/g, '/')).replace(/^\.\//, '').replace(/\/+$/, '')
  if (!want || want === '.') return undefined
  const limit = Math.min(4, Math.max(1, Math.floor(want.length / 3)))
  let best: { dir: string; d: number } | undefined
  const consider = (dir: string): void => {
    if (Math.abs(dir.length - want.length) > limit) return
    const d = editDistance(dir, want)
    if (d <= limit && (!best || d < best.d || (d === best.d && goCompare(dir, best.dir) < 0))) best = { dir, d }
  }
  if (treePaths) {
    const dirs = new Set<string>()
    for (const p of treePaths) {
      const parts = p.split('/')
      for (let i = 1; i < parts.length && dirs.size < NEAR_MAX_DIRS; i++) dirs.add(parts.slice(0, i).join('/'))
    }
    for (const d of dirs) consider(d)
    return best?.dir
  }
  let seen = 0
  const walk = (rel: string, depth: number): void => {
    if (depth > NEAR_MAX_DEPTH || seen >= NEAR_MAX_DIRS) return
    let entries
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true })
    } catch {
      return
    }
    entries.sort((x, y) => goCompare(x.name, y.name))
    for (const e of entries) {
      if (!e.isDirectory() || e.name === '.git' || seen >= NEAR_MAX_DIRS) continue
      seen++
      const dir = rel ? `${rel}/${e.name}` : e.name
      consider(dir)
      walk(dir, depth + 1)
    }
  }
  walk('', 1)
  return best?.dir
}

/** Lexical byte order of Go's sort.Strings (UTF-8 bytes), which filepath.Walk uses. */
export function goCompare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/**
 * R1.1.4 (util/app/path/path.go CheckOutOfBoundsSymlinks): a symlink in the checkout whose target leaves it fails
 * every generation at that revision. The check itself runs on the git tree (git/snapshot.ts); this is its error.
 */
export function outOfBoundSymlinkError(file: string, target: string): RenderError {
  return new RenderError(
    `repository contains out-of-bounds symlinks. file: ${file} (it points to "${target}", outside the repository; ` +
      'Argo CD refuses to render this revision: make the link relative and inside the repository, or replace it with a copy)',
    file
  )
}

const RESTORED_FIELDS = ['chart', 'path', 'repoURL', 'targetRevision'] as const

/** evanphx/json-patch pruneNulls: drops null members of objects and null elements of arrays, recursively. */
function pruneNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== null).map(pruneNulls)
  if (isRecord(v)) {
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v)) if (x !== null) out[k] = pruneNulls(x)
    return out
  }
  return v
}

/** RFC 7386 JSON merge patch as evanphx/json-patch MergePatch applies it (new values are pruned of nulls). */
export function mergePatch(doc: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...doc }
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k]
    if (v === null) delete out[k]
    else if (cur === undefined || cur === null || !isRecord(cur)) out[k] = pruneNulls(v)
    else if (isRecord(v)) out[k] = mergePatch(cur, v)
    else out[k] = v
  }
  return out
}

/**
 * R1.2.1 (repository.go mergeSourceParameters): merge `<appPath>/.argocd-source.yaml`, then
 * `<appPath>/.argocd-source-<instanceName>.yaml`, onto the source; chart, path, repoURL and targetRevision are then
 * restored from the original. Missing files (or directories of that name) are skipped.
 */
export async function applySourceOverrides(source: AppSource, appPath: string, instanceName: string, root?: string): Promise<AppSource> {
  // The override files are files of the app folder: an instance name that is not one path segment is refused.
  if (/[/\\\0]/.test(instanceName)) {
    throw new RenderError(
      `Application instance name ${JSON.stringify(instanceName)} cannot name a parameter override file ` +
        '(.argocd-source-<name>.yaml must be a file of the app folder); rename the Application'
    )
  }
  const names = ['.argocd-source.yaml']
  if (instanceName !== '') names.push(`.argocd-source-${instanceName}.yaml`)
  let merged: Record<string, unknown> = structuredClone(source.raw)
  let changed = false
  for (const name of names) {
    const file = join(appPath, name)
    const shown = posix.join(source.path || '.', name)
    try {
      if ((await stat(file)).isDirectory()) continue
    } catch (e) {
      if (errCode(e) === 'ENOENT') continue
      throw new RenderError(`${shown}: ${errorMessage(e)}`, shown)
    }
    // A linked override file must resolve inside the repository (the kernel's answer, R1.1.4).
    if (root !== undefined && !realInside(root, file)) {
      throw new RenderError(`${shown}: parameter override file resolves outside the repository; replace the link with a file`, shown)
    }
    const { docs, errors } = parseYamlStream(await readGoText(file))
    if (errors.length > 0) {
      const err = errors[0]!
      throw new RenderError(
        `error while parsing source parameters: ${shown}: line ${err.line}: ${err.message} (fix the YAML of this Argo CD parameter override file)`,
        shown
      )
    }
    const patch = docs[0]?.value ?? null
    if (!isRecord(patch)) {
      // An empty file is `null` after YAML→JSON, which MergePatch rejects; a list or scalar cannot unmarshal.
      throw new RenderError(
        `error while parsing source parameters: ${shown}: Invalid JSON Patch (the file must be a YAML mapping of ` +
          'Application source fields such as `helm:` or `kustomize:`; delete the file if it is meant to be empty)',
        shown
      )
    }
    merged = applyOverride(merged, patch)
    changed = true
  }
  return changed ? withSourceFields(source, merged) : source
}

/**
 * R1.2.1: one override file onto the source as Argo CD applies it: merge-patched onto the source's JSON, then decoded
 * into the source it holds (argocd/source-type.ts): `Helm: {Parameters: …}` sets helm parameters as `helm:` does, and a
 * `null` leaves a field as it was.
 */
export function applyOverride(source: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  return goDecodeInto(source, mergePatch(source, patch), APPLICATION_SOURCE) as Record<string, unknown>
}

/** R1.2.1: the merged source, with chart, path, repoURL and targetRevision as the Application sets them. */
export function withSourceFields(source: AppSource, merged: Record<string, unknown>): AppSource {
  // Only config-management fields may change.
  const out = { ...merged }
  for (const k of RESTORED_FIELDS) {
    if (k in source.raw) out[k] = source.raw[k]
    else delete out[k]
  }
  return parseSource(out)
}
