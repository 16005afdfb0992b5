// Generators (R6.1, R6.3–R6.9): Transform of one generator entry into parameter sets plus its merged template,
// following applicationset/generators/*.go. List, git (directories and files, on this repository only), matrix and
// merge are evaluated; cluster, clusterDecisionResource (duck-type), scmProvider, pullRequest, plugin, git on another
// repository and unknown kinds are external inputs: they take parameter sets from ExpandOptions.externalParams or
// throw NotExpandable, which makes the caller treat the appset's output as unknown (never as empty, R6.9).
import { sameRepo } from '../url.js'
import { matchDirectories, matchFiles, parseParamFile, pathItems, repoDirectories } from './git.js'
import { clusterParams, type ClusterSecret } from './clusters.js'
import {
  appendRawValues,
  appendValues,
  applySelector,
  combineMatrix,
  directoryParams,
  fileParams,
  GeneratorError,
  mergeParamSets,
  type Params
} from './params.js'
import { renderDeep, replaceString, AppSetTemplateError, type RenderMode } from './render.js'
import { parseYamlLikeArgo } from './functions.js'
import { deepCopy, goEmpty, isMap } from '../../gotemplate/values.js'
import { type ErrorKind, errorMessage, GuardError } from '../../lib/errors.js'

export { GeneratorError }

export interface AppSetRepo {
  /** URLs that name the repository under review (origin + aliases); compared with sameRepo() from src/argocd/url.ts */
  repoURLs: string[]
  /** All tracked files at this revision, repo-relative posix paths (like `git ls-files`). */
  files: string[]
  /** Reads a tracked file's text, or undefined. */
  readFile(path: string): string | undefined
  /**
   * Optional: revision names that denote the snapshot under review (e.g. ['HEAD', 'main']). A git generator pinned
   * to another `revision` still reads this snapshot, with a warning. Empty revision and HEAD are always accepted.
   */
  revisions?: string[]
}

/** A generator whose parameters cannot be computed offline (and no externalParams were supplied for it). */
export class NotExpandable extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
  constructor(
    readonly key: string,
    readonly what: string
  ) {
    super(`${what} (appSetParams key "${key}")`)
  }
}

export interface GenCtx {
  mode: RenderMode
  repo: AppSetRepo
  /** externalParams of this appset, keyed by generator index path ("0", "1.0", ...) */
  external: Record<string, Array<Record<string, unknown>>>
  /** Argo CD's cluster secrets, when the config lists them: clusters generators run offline (clusters.ts). */
  clusters?: ClusterSecret[]
  applyNestedSelectors: boolean
  warnings: string[]
}

export interface TransformResult {
  params: Params[]
  template: Record<string, unknown>
}

export const EXTERNAL_KINDS = ['clusters', 'clusterDecisionResource', 'scmProvider', 'pullRequest', 'plugin']
const KNOWN_KINDS = new Set(['list', 'git', 'matrix', 'merge', ...EXTERNAL_KINDS])

/**
 * generators.Transform: for each generator kind set on the entry, interpolate it with `genParams` (matrix child 2,
 * R6.8), generate its params, apply its post-selector, and merge its template over `baseTemplate` (mergo: fields set in
 * the generator template win). `depth` 0 is spec.generators; matrix/merge children are 1 and their children 2.
 */
export function transform(gen: Params, key: string, baseTemplate: Params, genParams: Params, depth: number, ctx: GenCtx): TransformResult[] {
  const kinds = Object.keys(gen).filter((k) => k !== 'selector' && gen[k] !== null && gen[k] !== undefined)
  const out: TransformResult[] = []
  for (const kind of kinds) {
    if (!KNOWN_KINDS.has(kind)) throw new NotExpandable(key, `unknown generator type "${kind}"`)
    const spec = isMap(gen[kind]) ? (gen[kind] as Params) : {}
    const template = mergeTemplate(isMap(spec.template) ? spec.template : {}, baseTemplate)
    let entry = gen
    if (Object.keys(genParams).length > 0) entry = interpolateGenerator(gen, genParams, ctx.mode)
    const interpolated = isMap(entry[kind]) ? (entry[kind] as Params) : {}
    const params = generateParams(kind, interpolated, key, depth, ctx)
    // A list or a git files generator can give as many sets as a matrix: past the same cap the output is unknown.
    if (params.length > MAX_MATRIX_PARAMS)
      throw new NotExpandable(key, `the ${kind} generator gives ${params.length} parameter sets, more than the ${MAX_MATRIX_PARAMS} the guard analyses offline`)
    out.push({ params: applySelector(params, gen.selector), template })
  }
  return out
}

/** mergo.Merge(generatorTemplate, appsetTemplate): appset fields fill what the generator template leaves empty. */
export function mergeTemplate(dst: Params, src: Params): Params {
  const out = deepCopy(dst)
  for (const [k, s] of Object.entries(src)) {
    const d = out[k]
    if (isMap(d) && isMap(s)) out[k] = mergeTemplate(d, s)
    else if (goEmpty(d)) out[k] = deepCopy(s)
  }
  return out
}

/**
 * R6.8 InterpolateGenerator: matrix child 2 rendered with child 1's params. In goTemplate mode `values` entries are
 * first tried with missingkey=error and keep their raw text when a key is missing, so they can still refer to the
 * child's own params.
 */
function interpolateGenerator(gen: Params, params: Params, mode: RenderMode): Params {
  if (!mode.goTemplate) return renderDeep(gen, params, mode) as Params
  const out: Params = {}
  for (const [kind, spec] of Object.entries(gen)) {
    if (!isMap(spec) || !isMap(spec.values)) {
      out[kind] = renderDeep(spec, params, mode)
      continue
    }
    const { values, ...rest } = spec
    const rendered = renderDeep(rest, params, mode) as Params
    const vals: Params = {}
    for (const [k, v] of Object.entries(values)) {
      if (typeof v !== 'string') {
        vals[k] = v
        continue
      }
      try {
        vals[k] = replaceString(v, params, { ...mode, missingKey: 'error' })
      } catch (e) {
        if (!(e instanceof AppSetTemplateError)) throw e
        vals[k] = v
      }
    }
    out[kind] = { ...rendered, values: vals }
  }
  return out
}

function generateParams(kind: string, spec: Params, key: string, depth: number, ctx: GenCtx): Params[] {
  switch (kind) {
    case 'list':
      return listParams(spec, ctx.mode)
    case 'clusters':
      // Parameter sets supplied for this generator win over the cluster list.
      if (ctx.clusters && !ctx.external[key]) return clusterParams(spec, ctx.clusters, ctx.mode)
      break
    case 'git': {
      const url = String(spec.repoURL ?? '')
      if (!ctx.repo.repoURLs.some((u) => sameRepo(u, url)))
        return external(kind, spec, key, `git generator on another repository (${url || 'no repoURL'})`, ctx)
      return gitParams(spec, ctx)
    }
    case 'matrix':
    case 'merge': {
      if (depth >= 2) throw new GeneratorError(`${kind} generator nested more than one level is not supported by Argo CD`)
      const children = Array.isArray(spec.generators) ? spec.generators.map((g) => (isMap(g) ? g : {})) : []
      return kind === 'matrix' ? matrixParams(children, key, depth, ctx) : mergeParams(spec, children, key, depth, ctx)
    }
  }
  return external(kind, spec, key, `${kind} generator`, ctx)
}

/**
 * The parameter sets supplied (appSetParams) for a generator that reads outside the repository (cluster secrets, an
 * SCM provider, a plugin, another repository). Its own `values` are in the ApplicationSet and are added as Argo CD
 * adds them: rendered against each set (clusters, git, scmProvider, pullRequest, plugin, clusterProfiles), or as
 * written (duck-type).
 */
function external(kind: string, spec: Params, key: string, what: string, ctx: GenCtx): Params[] {
  const supplied = ctx.external[key]
  // The clusters generator also runs from the config's list of cluster secrets (one list for every ApplicationSet).
  const hint = kind === 'clusters' ? ": list Argo CD's cluster secrets under `clusters` in .prune-guard.yaml, or supply its parameters" : ''
  if (!supplied) throw new NotExpandable(key, `${what} cannot be evaluated offline${hint}`)
  if (!Array.isArray(supplied) || !supplied.every(isMap)) throw new GeneratorError(`externalParams["${key}"] must be an array of objects`)
  const res = deepCopy(supplied)
  for (const p of res) (kind === 'clusterDecisionResource' ? appendRawValues : appendValues)(spec.values, p, ctx.mode)
  return res
}

/** R6.3 list generator. */
function listParams(spec: Params, mode: RenderMode): Params[] {
  const res: Params[] = []
  for (const el of Array.isArray(spec.elements) ? spec.elements : []) {
    if (el !== null && !isMap(el))
      throw new GeneratorError(
        `error unmarshling list element json: cannot unmarshal ${Array.isArray(el) ? 'array' : typeof el} into Go value of type map[string]interface {}`
      )
    const element = isMap(el) ? el : {}
    if (mode.goTemplate) {
      res.push(deepCopy(element))
      continue
    }
    const params: Params = {}
    for (const [k, v] of Object.entries(element)) {
      if (k === 'values') {
        if (!isMap(v)) throw new GeneratorError('error parsing values map')
        for (const [vk, vv] of Object.entries(v)) {
          if (typeof vv !== 'string') throw new GeneratorError(`error parsing value as string: values.${vk}`)
          params[`values.${vk}`] = vv
        }
      } else {
        if (typeof v !== 'string') throw new GeneratorError(`error parsing value as string: ${k} (fasttemplate list elements must be strings)`)
        params[k] = v
      }
    }
    res.push(params)
  }
  if (typeof spec.elementsYaml === 'string' && spec.elementsYaml !== '') {
    let parsed: unknown
    try {
      parsed = parseYamlLikeArgo(spec.elementsYaml)
    } catch (e) {
      throw new GeneratorError(`error unmarshling decoded ElementsYaml ${errorMessage(e)}`)
    }
    if (parsed !== null && (!Array.isArray(parsed) || !parsed.every((x) => x === null || isMap(x)))) {
      throw new GeneratorError('error unmarshling decoded ElementsYaml: json: cannot unmarshal into Go value of type []map[string]interface {}')
    }
    for (const x of (parsed as unknown[] | null) ?? []) res.push(isMap(x) ? x : {})
  }
  return res
}

/** R6.4 / R6.5 git generators on this repository's snapshot. */
function gitParams(spec: Params, ctx: GenCtx): Params[] {
  const rev = String(spec.revision ?? '')
  if (rev !== '' && rev !== 'HEAD' && ctx.repo.revisions && !ctx.repo.revisions.includes(rev)) {
    ctx.warnings.push(`git generator pinned to revision "${rev}" was evaluated on the revision under review`)
  }
  const prefix = typeof spec.pathParamPrefix === 'string' ? spec.pathParamPrefix : ''
  const go = ctx.mode.goTemplate
  const dirs = pathItems(spec.directories)
  const files = pathItems(spec.files)
  let res: Params[]
  if (dirs.length > 0) {
    res = matchDirectories(repoDirectories(ctx.repo.files), dirs).map((d) => directoryParams(d, go, prefix))
  } else if (files.length > 0) {
    res = []
    for (const f of matchFiles(ctx.repo.files, files)) {
      const text = ctx.repo.readFile(f)
      if (text === undefined) throw new GeneratorError(`error generating params from git: unable to read file '${f}'`)
      let objects: Array<Record<string, unknown>>
      try {
        objects = parseParamFile(text)
      } catch (e) {
        throw new GeneratorError(`error generating params from git: unable to process file '${f}': ${errorMessage(e)}`)
      }
      for (const o of objects) res.push(fileParams(f, o, go, prefix))
    }
  } else throw new GeneratorError('generator is empty')
  for (const p of res) appendValues(spec.values, p, ctx.mode)
  return res
}

function childParams(child: Params, key: string, genParams: Params, depth: number, ctx: GenCtx): Params[] {
  let c = child
  if (depth >= 2 && !ctx.applyNestedSelectors && c.selector !== undefined) {
    ctx.warnings.push(`selector on nested generator ${key} is ignored (spec.applyNestedSelectors is not set)`)
    const { selector: _drop, ...rest } = c
    c = rest
  }
  const t = transform(c, key, {}, genParams, depth, ctx)
  if (t.length === 0) throw new GeneratorError('child generator generated no parameters')
  if (t.length > 1) throw new GeneratorError('found more than one generator in matrix.Generators')
  return t[0]!.params
}

export const MAX_MATRIX_PARAMS = 50_000

/** R6.6 matrix: exactly two children; child 2 is interpolated with each of child 1's param sets. */
function matrixParams(children: Params[], key: string, depth: number, ctx: GenCtx): Params[] {
  if (children.length < 2) throw new GeneratorError('found less than two generators, Matrix support only two')
  if (children.length > 2) throw new GeneratorError('found more than two generators, Matrix support only two')
  const res: Params[] = []
  for (const a of childParams(children[0]!, `${key}.0`, {}, depth + 1, ctx)) {
    for (const b of childParams(children[1]!, `${key}.1`, a, depth + 1, ctx)) {
      // A few KB of list elements can multiply into millions of apps: past the cap the output is unknown, not guessed.
      if (res.length >= MAX_MATRIX_PARAMS)
        throw new NotExpandable(key, `the matrix generates more than ${MAX_MATRIX_PARAMS} parameter sets, more than the guard analyses offline`)
      res.push(combineMatrix(a, b, ctx.mode.goTemplate))
    }
  }
  return res
}

/** R6.7 merge: at least two children and mergeKeys. */
function mergeParams(spec: Params, children: Params[], key: string, depth: number, ctx: GenCtx): Params[] {
  if (children.length < 2) throw new GeneratorError('found less than two generators, Merge requires two or more')
  const sets = children.map((c, i) => childParams(c, `${key}.${i}`, {}, depth + 1, ctx))
  return mergeParamSets(spec.mergeKeys, sets, ctx.mode.goTemplate)
}
