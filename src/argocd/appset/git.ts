// The repository side of the git generators, evaluated on the tracked files of one revision (pure).
// * Directories (R6.4): every directory that holds tracked files, recursively, repo-relative, root excluded, in
//   filepath.Walk order; a directory whose name starts with `.` is skipped with its subtree. Patterns use Go's
//   path.Match (`*` stays inside one segment); a directory is kept when it matches an include pattern and no exclude
//   pattern, whatever their order.
// * Files (R6.5): `git ls-files -- <pattern>` pathspecs: an exact path, a leading directory, or a wildmatch without
//   WM_PATHNAME, so `*` and `?` also match `/`. Only tracked files are listed; exclude patterns remove matches.
//   Files are processed in sorted path order.
import { goPathMatch } from '../../lib/go/path-match.js'
import { parseYamlLikeArgo } from './functions.js'
import { isMap } from '../../gotemplate/values.js'
import { wildmatchMatcher } from '../../lib/go/wildmatch.js'
import { errorMessage } from '../../lib/errors.js'

/** Directory candidates for the git directories generator, in filepath.Walk order. */
export function repoDirectories(files: string[]): string[] {
  const dirs = new Set<string>()
  for (const f of files) {
    const parts = f.split('/')
    for (let i = 1; i < parts.length; i++) {
      if (parts[i - 1]!.startsWith('.')) break // hidden directory: pruned with its subtree
      dirs.add(parts.slice(0, i).join('/'))
    }
  }
  return [...dirs].sort(walkOrder)
}

/** filepath.Walk visits a directory's entries in lexical order, depth first: compare segment by segment. */
function walkOrder(a: string, b: string): number {
  const x = a.split('/')
  const y = b.split('/')
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1
  }
  return x.length - y.length
}

export interface PathItem {
  path: string
  exclude: boolean
}

export function pathItems(v: unknown): PathItem[] {
  return (Array.isArray(v) ? v : []).map((x) => (isMap(x) ? { path: String(x.path ?? ''), exclude: x.exclude === true } : { path: '', exclude: false }))
}

/** R6.4 filterApps: include-match and no exclude-match (exclude wins regardless of order). */
export function matchDirectories(dirs: string[], items: PathItem[]): string[] {
  return dirs.filter((d) => {
    let include = false
    let exclude = false
    for (const it of items) {
      if (!goPathMatch(it.path, d)) continue
      if (it.exclude) exclude = true
      else include = true
    }
    return include && !exclude
  })
}

/** Tracked files selected by one `git ls-files -- <pathspec>`. */
export function pathspecFiles(files: string[], pattern: string): string[] {
  const spec = pattern.replace(/^\.\//, '')
  if (spec === '' || spec === '.') return [...files]
  const re = /[*?[\\]/.test(spec) ? wildmatchMatcher(spec) : undefined
  const dir = spec.endsWith('/') ? spec : `${spec}/`
  return files.filter((f) => f === spec || f.startsWith(dir) || (re !== undefined && re.test(f)))
}

/** R6.5 generateParamsForGitFiles: includes minus excludes, sorted. */
export function matchFiles(files: string[], items: PathItem[]): string[] {
  const selected = new Set<string>()
  for (const it of items) if (!it.exclude) for (const f of pathspecFiles(files, it.path)) selected.add(f)
  for (const it of items) if (it.exclude) for (const f of pathspecFiles(files, it.path)) selected.delete(f)
  return [...selected].sort()
}

/**
 * R6.5 parsing: the file as an array of objects, else as one object (sigs.k8s.io/yaml, first document, numbers as
 * float64). An empty file yields one empty object. Anything else is an error ("unable to parse file").
 */
export function parseParamFile(text: string): Array<Record<string, unknown>> {
  let v: unknown
  try {
    v = parseYamlLikeArgo(text)
  } catch (e) {
    throw new Error(`unable to parse file: ${errorMessage(e)}`)
  }
  if (v === null || v === undefined) return [{}]
  if (Array.isArray(v)) {
    // generateParamsFromGitFile: an empty list unmarshals into zero objects, so the file generates no app.
    if (v.length === 0) return []
    if (v.every((x) => x === null || isMap(x))) return v.map((x) => (isMap(x) ? x : {}))
    throw new Error('unable to parse file: error unmarshaling JSON: json: cannot unmarshal array into Go value of type map[string]interface {}')
  }
  if (isMap(v)) return [v]
  throw new Error(`unable to parse file: error unmarshaling JSON: json: cannot unmarshal ${typeof v} into Go value of type map[string]interface {}`)
}
