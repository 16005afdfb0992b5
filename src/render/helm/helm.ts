// The Helm renderer: `helm template` exactly as Argo CD v3.5's repo-server runs it (§1.5 of the semantics spec),
// then the post-render steps R1.5.12 (stream split) and R2.1.1 (List flattening) in helm/output.ts.
// Value-file and file-parameter resolution (R1.5.7, R1.5.9, R1.9.2) lives in helm/paths.ts; what helm would fetch
// (URL value files and fileParameters, remote schema refs) is decided by the network policy in helm/remote-inputs.ts,
// and helm itself runs behind a dead proxy unless it must fetch allowed schemas (egress.ts). Unvendored dependencies
// (R1.5.10) are built by the injected builder (helm/deps.ts) and rendered from a throwaway copy of the chart.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { releaseNameFromInstance, type HelmOptions } from '../../argocd/application.js'
import { MissingBinaryError } from '../binaries.js'
import { withEgress, DEAD_PROXY_ENV, type GuardedPolicy } from '../network/egress.js'
import { envsubst } from '../../lib/go/envsubst.js'
import { chartSchemas, hasRemoteSchemaRefs, isRemoteSchemaLoadError, localSchemaWarning } from './remote-schema.js'
import { hasRemoteInputs, localizeRemoteInputs, NO_NETWORK, refusedSchemaRefs } from './remote-inputs.js'
import { resolveFileParameter, resolveValueFiles, type PathContext } from './paths.js'
import { helmHomeEnv } from './home.js'
import { mkdirOne } from '../../lib/mkdir-one.js'
import { firstLines, NotRenderedError, RenderError, type RenderOutput, type RenderRequest, type Tool, type ToolRunner } from '../types.js'
import { helmOutputToDocsAsync } from './output.js'
import { byCodeUnit } from '../../lib/order.js'

export interface HelmDeps {
  runner: ToolRunner
  helm: () => Promise<Tool>
  /** What PR content may make the runner fetch (default: nothing). See helm/remote-inputs.ts. */
  network?: GuardedPolicy
  /**
   * R1.5.10: builds the dependencies of a chart whose charts/ lacks some (helm/deps.ts); returns a charts/ folder to
   * render with, or throws NotRenderedError (offline, host not allowed, unreachable). Absent: not rendered.
   */
  buildDependencies?: (chartDir: string, repoRoot: string, scratch: string) => Promise<string>
}

/** The helm binary, or NotRenderedError when only its probe failed (a missing binary stays an environment error). */
export async function helmTool(deps: { helm: () => Promise<Tool> }): Promise<Tool> {
  try {
    return await deps.helm()
  } catch (e) {
    if (e instanceof MissingBinaryError) throw e
    throw new NotRenderedError(`helm could not be started by the guard (${(e as Error).message}); this is not an error Argo CD would report`)
  }
}

/** Argo's `helm.TemplateOpts`, already resolved: every path absolute, every value substituted. */
export interface HelmTemplateOptions {
  releaseName: string
  namespace?: string
  kubeVersion?: string
  /** Parameters without forceString (name → value, last entry per name already kept). */
  set?: Record<string, string>
  /** Parameters with forceString: true. */
  setString?: Record<string, string>
  /** fileParameters: name → resolved absolute path (or URL). */
  setFile?: Record<string, string>
  /** Resolved valueFiles in order. */
  values?: string[]
  /** Temp file holding valuesObject/values: always the last --values (R1.5.8). */
  extraValues?: string
  apiVersions?: string[]
  skipCrds?: boolean
  skipSchemaValidation?: boolean
  skipTests?: boolean
}

/**
 * R1.5.9 `cleanSetParameters`: every `,` not preceded by `\` becomes `\,`, unless the whole value is a Helm list
 * literal `{…}`. Helm would otherwise split `a=x,y` into two assignments.
 */
export function escapeSetValue(val: string): string {
  if (val.startsWith('{') && val.endsWith('}')) return val
  let out = ''
  let prev = ''
  for (const c of val) {
    out += c === ',' && prev !== '\\' ? '\\,' : c
    prev = c
  }
  return out
}

/**
 * R1.5.2: the exact `helm template` argument list (util/helm/cmd.go `template`). Argo ranges over Go maps for
 * --set/--set-string/--set-file, so its order is arbitrary; we sort by name for deterministic commands. Helm applies
 * all --set before all --set-string before all --set-file, so the order within a flag kind never changes the result
 * unless two names overlap (`a` and `a.b`), which Argo leaves to chance as well.
 */
export function buildHelmArgs(o: HelmTemplateOptions): string[] {
  const args = ['template', '.', '--name-template', o.releaseName]
  if (o.namespace) args.push('--namespace', o.namespace)
  if (o.kubeVersion) args.push('--kube-version', o.kubeVersion)
  const pairs = (flag: string, m: Record<string, string> | undefined): void => {
    for (const k of Object.keys(m ?? {}).sort(byCodeUnit)) args.push(flag, `${k}=${escapeSetValue(m![k]!)}`)
  }
  pairs('--set', o.set)
  pairs('--set-string', o.setString)
  pairs('--set-file', o.setFile)
  for (const v of o.values ?? []) args.push('--values', v)
  if (o.extraValues) args.push('--values', o.extraValues)
  for (const v of o.apiVersions ?? []) args.push('--api-versions', v)
  if (!o.skipCrds) args.push('--include-crds')
  if (o.skipSchemaValidation) args.push('--skip-schema-validation')
  if (o.skipTests) args.push('--skip-tests')
  return args
}

/**
 * R1.5.5 `parseKubeVersion`: k8s `version.ParseGeneric(v).String()`. Keeps the numeric components (at least two),
 * drops a leading `v`, surrounding space and anything after the numbers (`-eks-…`, `+IKS`).
 * `v1.30.11+IKS` → `1.30.11`, `1.29` → `1.29`. Throws on a version ParseGeneric rejects.
 */
export function normalizeKubeVersion(v: string): string {
  const m = /^\s*v?([0-9]+(?:\.[0-9]+)*)(.*)$/s.exec(v)
  if (!m) throw new Error(`could not parse "${v}" as version`)
  const parts = m[1]!.split('.')
  if (parts.length < 2) throw new Error(`illegal version string "${v}"`)
  if (parts[0]!.length > 1 && parts[0]!.startsWith('0')) {
    throw new Error(`illegal zero-prefixed version component "${parts[0]}" in "${v}"`)
  }
  return parts.map((p) => String(BigInt(p))).join('.')
}

/** R1.5.4, R1.5.5, R1.5.6: the source-level overrides, then the request (destination / cluster config). */
function clusterFacts(req: RenderRequest): { namespace: string; kubeVersion: string; apiVersions: string[] } {
  const h = req.source.helm
  const k = req.source.kustomize
  const namespace = h?.namespace || k?.namespace || req.destNamespace
  const rawKube = h?.kubeVersion || k?.kubeVersion || req.kubeVersion || ''
  let kubeVersion = ''
  if (rawKube) {
    try {
      kubeVersion = normalizeKubeVersion(rawKube)
    } catch (e) {
      throw new RenderError(`could not parse kubernetes version ${rawKube}: ${(e as Error).message}`)
    }
  }
  const apiVersions = h?.apiVersions?.length ? h.apiVersions : k?.apiVersions?.length ? k.apiVersions : (req.apiVersions ?? [])
  return { namespace, kubeVersion, apiVersions }
}

/** R1.5.8: valuesObject wins over values; nothing when both are empty (Argo's `ValuesIsEmpty`). */
function inlineValues(h: HelmOptions): string | undefined {
  // JSON is YAML; it also keeps strings such as "on"/"yes" quoted for Helm's YAML 1.1 reader.
  if (h.valuesObject !== undefined) return JSON.stringify(h.valuesObject, null, 2) + '\n'
  return h.values ? h.values : undefined
}

const MISSING_DEP = /found in (Chart\.yaml|requirements\.yaml), but missing in charts\/ directory:?\s*([^\n]*)/

/** R1.5.10: which dependencies `helm template` found missing in charts/, described for the report; else undefined. */
function missingDependencies(stderr: string, appPath: string): string | undefined {
  const m = MISSING_DEP.exec(stderr)
  if (!m) return undefined
  const names = m[2]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  // Helm 4 says "Chart.yaml" for apiVersion v1 charts too, whose dependencies live in requirements.yaml.
  const declaredIn = existsSync(join(appPath, 'requirements.yaml')) ? 'requirements.yaml' : m[1]
  return (
    `chart dependencies are not vendored: ${names.join(', ') || '(unnamed)'} ${names.length === 1 ? 'is' : 'are'} declared in ` +
    `${declaredIn} but missing in the charts/ directory (Argo CD runs \`helm dependency build\` for them)`
  )
}

/** R1.5.3: helm.releaseName, else the instance name without its `<namespace>_` prefix. */
function releaseName(req: RenderRequest): string {
  return req.source.helm?.releaseName || releaseNameFromInstance(req.instanceName) || req.instanceName
}

/** The `helm template` options of a request (R1.5), its inline values, and what the value files' reading warned. */
function templateOptions(req: RenderRequest, warnings: string[]): { opts: HelmTemplateOptions; inline?: string } {
  const h = req.source.helm
  // R1.5.1: only "", v3 and v4 are accepted (and ignored).
  if (h?.version && h.version !== 'v3' && h.version !== 'v4') {
    throw new RenderError(`helm chart version '${h.version}' is not supported`)
  }
  const facts = clusterFacts(req)
  const opts: HelmTemplateOptions = {
    releaseName: releaseName(req),
    namespace: facts.namespace,
    kubeVersion: facts.kubeVersion,
    apiVersions: facts.apiVersions,
    skipCrds: h?.skipCrds ?? false,
    skipSchemaValidation: h?.skipSchemaValidation ?? false,
    skipTests: h?.skipTests ?? false
  }
  const ctx: PathContext = { appPath: req.appPath, repoRoot: req.repoRoot, refs: req.refs, env: req.buildEnv }
  let inline: string | undefined
  if (h) {
    opts.values = resolveValueFiles(h.valueFiles, h.ignoreMissingValueFiles, ctx, warnings)
    inline = inlineValues(h)
    // R1.5.9: maps keyed by name, so the last entry wins; R1.4.3: values are env-substituted, names are not.
    const set: Record<string, string> = {}
    const setString: Record<string, string> = {}
    for (const p of h.parameters) (p.forceString ? setString : set)[p.name] = p.value
    for (const m of [set, setString]) for (const k of Object.keys(m)) m[k] = envsubst(m[k]!, req.buildEnv)
    const setFile: Record<string, string> = {}
    for (const p of h.fileParameters) setFile[p.name] = resolveFileParameter(p.path, ctx)
    Object.assign(opts, { set, setString, setFile })
  }
  return { opts, inline }
}

export async function renderHelm(req: RenderRequest, deps: HelmDeps): Promise<RenderOutput> {
  const warnings: string[] = []
  const { opts, inline } = templateOptions(req, warnings)
  const policy = deps.network ?? NO_NETWORK
  const tool = await helmTool(deps)
  // A shared home (given by the caller for the whole run) saves creating one per render; else a private one in work.
  // The scratch folder itself is created only when a work folder is needed.
  let work: string | undefined
  const workDir = (): string => (work ??= (mkdirOne(req.scratchDir), mkdtempSync(join(req.scratchDir, 'helm-'))))
  const remoteInputs = hasRemoteInputs(opts.values, opts.setFile) // before localizeRemoteInputs rewrites them to files
  if (inline !== undefined || !req.helmHome || remoteInputs) workDir()
  const chartFile = [relative(req.repoRoot, req.appPath).split(sep).join('/'), 'Chart.yaml'].filter(Boolean).join('/')
  // R1.5.10: Argo deletes a Chart.lock that `helm template` created; the checkout must stay pristine.
  const lockPath = join(req.appPath, 'Chart.lock')
  const lockExisted = existsSync(lockPath)
  try {
    await localizeRemoteInputs(opts.values, opts.setFile, workDir, policy)
    // Whether helm validates values against the chart's schemas, and whether it fetches some of them (then only it
    // gets the egress proxy; every other helm run gets a dead proxy). Asked again of a chart whose dependencies were
    // built: their schemas are new.
    let fetches = false
    const planSchemas = async (chartDir: string) => {
      const schemas = chartSchemas(chartDir) // read once for the three questions
      if (!opts.skipSchemaValidation) {
        const refused = localSchemaWarning(schemas) ?? (await refusedSchemaRefs(schemas, policy))
        if (refused) {
          opts.skipSchemaValidation = true
          warnings.push(refused)
        }
      }
      fetches = !opts.skipSchemaValidation && hasRemoteSchemaRefs(schemas)
    }
    await planSchemas(req.appPath)
    if (inline !== undefined) {
      opts.extraValues = join(workDir(), 'inline-values.yaml')
      writeFileSync(opts.extraValues, inline)
    }
    const env = helmHomeEnv(req.helmHome ?? join(workDir(), 'home'))
    let args = buildHelmArgs(opts)
    const commands = [[tool.name, ...tool.prefixArgs, ...args]]
    const run = async (cwd: string) => {
      try {
        return fetches
          ? await withEgress(policy, (egress) => deps.runner.run(tool, args, { cwd, env: { ...env, ...egress } }))
          : await deps.runner.run(tool, args, { cwd, env: { ...env, ...DEAD_PROXY_ENV } })
      } catch (e) {
        throw new RenderError(`helm template could not run: ${(e as Error).message}`, chartFile)
      }
    }
    let result = await run(req.appPath)
    let dependenciesBuilt = false
    const failed = (r: typeof result) => {
      const stderr = r.stderr.trim() || r.stdout.trim()
      return new RenderError(`helm template failed (exit ${r.code}): ${firstLines(stderr) || 'no output'}`, chartFile)
    }
    if (result.code !== 0 && fetches && isRemoteSchemaLoadError(result.stderr)) {
      // The remote schema could not be loaded from here (unreachable, refused): the guard's network, not Argo CD's.
      const line =
        result.stderr
          .split('\n')
          .find((l) => isRemoteSchemaLoadError(l))
          ?.trim() ?? ''
      throw new NotRenderedError(`helm could not load a remote schema of values.schema.json from here: ${line}`)
    }
    if (result.code !== 0) {
      const missing = missingDependencies(result.stderr.trim() || result.stdout.trim(), req.appPath)
      if (!missing) throw failed(result)
      // R1.5.10: Argo CD runs `helm dependency build` and renders again; the guard does it in a throwaway copy.
      if (!deps.buildDependencies) throw new NotRenderedError(`${missing}; the guard cannot run \`helm dependency build\` here`)
      const charts = await deps.buildDependencies(req.appPath, req.repoRoot, workDir())
      dependenciesBuilt = true
      const copy = join(workDir(), 'chart')
      cpSync(req.appPath, copy, { recursive: true })
      rmSync(join(copy, 'charts'), { recursive: true, force: true })
      cpSync(charts, join(copy, 'charts'), { recursive: true })
      const skipped = opts.skipSchemaValidation
      await planSchemas(copy)
      if (opts.skipSchemaValidation !== skipped) commands.push([tool.name, ...tool.prefixArgs, ...(args = buildHelmArgs(opts))])
      result = await run(copy)
      if (result.code !== 0) throw failed(result)
      warnings.push(`chart dependencies are not vendored; they were built with \`helm dependency build\` as Argo CD does`)
    }
    for (const line of result.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, 20)) {
      warnings.push(`helm: ${line}`)
    }
    const fetched = fetches || dependenciesBuilt || remoteInputs
    return { type: 'helm', docs: await helmOutputToDocsAsync(result.stdout, req), warnings, commands, ...(fetched ? { fetched } : {}) }
  } finally {
    if (!lockExisted && existsSync(lockPath)) rmSync(lockPath, { force: true })
    if (work) rmSync(work, { recursive: true, force: true })
  }
}
