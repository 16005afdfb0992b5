// The Kustomize renderer (R1.6): Argo CD's edit sequence on a disposable copy (R1.6.2, R1.6.3), then
// `kustomize build` (R1.6.4), List flattening (R2.1.1) and file/line provenance from kustomize's origin annotations.
import { isRecord } from '../../lib/record.js'
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { readGoText, writeText } from '../../lib/fs-async.js'
import { mkdirOneAsync } from '../../lib/mkdir-one.js'
import { basename, join, sep } from 'node:path'
import type { KustomizeOptions } from '../../argocd/application.js'
import { listItems, type Manifest } from '../../k8s/resource.js'
import { checkAppComponents, checkKustomizeBounds, type RemoteRef } from './bounds.js'
import { chartSchemas, localSchemaWarning, remoteSchemaRefs } from '../helm/remote-schema.js'
import { policyOf, redact } from '../network/egress.js'
import { startContainedEgress, type ContainedEgress } from '../network/contained-fetch.js'
import { kustomizationFilesIn, loadKustomization } from './edit.js'
import { writeHelmWrapper } from './helm.js'
import { fetchEnv, OFFLINE, refuseKustomizeFetches } from './network.js'
import { buildOptionTokens, loadsUnrestricted, refusedBuildOption } from './build-options.js'
import { externalPluginKind, externalPluginReason, pluginConfigFile } from './plugins.js'
import { Locator, readKustomization, repoRelative, scanKustomizations, takeOrigin, wrapperKustomizationText } from './origin.js'
import { editSteps, hasEdits } from './steps.js'
import type { NetworkPolicy, Resolve } from '../network/policy.js'
import {
  firstLines,
  NotRenderedError,
  RenderError,
  type RenderedDoc,
  type RenderOutput,
  type RenderRequest,
  type RunResult,
  type Tool,
  type ToolRunner
} from '../types.js'
import { parseYamlStreamAsync } from '../../lib/yaml/yaml.js'
import { withoutKlog } from '../tool-output.js'

export interface KustomizeDeps {
  runner: ToolRunner
  kustomize: () => Promise<Tool>
  /** The run's helm, passed as `--helm-command` when the build options enable Helm inflation. */
  helm?: () => Promise<Tool>
  /** argocd-cm `kustomize.buildOptions` (whitespace-split, appended after the path, R1.6.4). */
  buildOptions?: string[]
  /** What remote bases, remote files and helmCharts repositories may be fetched (default: nothing). */
  network?: NetworkPolicy
  resolve?: Resolve
  /**
   * Whether fetches can run contained (bubblewrap and user namespaces: network/contained-fetch.ts); absent or false,
   * kustomize fetches with the proxy variables only (a remote base's nested loopback references are not held).
   */
  contain?: () => Promise<boolean>
}

/** R1.6.4: the build options after refusal checks, plus Argo's helm flags when `--enable-helm` is among them. */
export function buildOptionArgs(options: string[], opts: KustomizeOptions | undefined, req: Pick<RenderRequest, 'kubeVersion' | 'apiVersions'>): string[] {
  const tokens = buildOptionTokens(options)
  const refused = refusedBuildOption(tokens)
  if (refused) throw new RenderError(`kustomize build option '${refused.option}' is refused: ${refused.why}. Remove it from the guard's kustomizeBuildOptions.`)
  // `--load-restrictor LoadRestrictionsNone` is allowed (Argo CD users set it): kustomize/bounds.ts refuses every
  // reference that leaves the checkout before the build.
  // Argo tests `strings.Contains(buildOptions, "--enable-helm")` and then passes the cluster facts (R1.5.5, R1.5.6).
  if (tokens.some((t) => t.includes('--enable-helm'))) {
    const kv = normalizeKubeVersion(opts?.kubeVersion ?? req.kubeVersion)
    if (kv) tokens.push('--helm-kube-version', kv)
    const apis = opts?.apiVersions && opts.apiVersions.length > 0 ? opts.apiVersions : (req.apiVersions ?? [])
    for (const v of apis) tokens.push('--helm-api-versions', v)
  }
  return tokens
}

/** kustomize's, git's or helm's words for a fetch that did not work (the remote, not the kustomization, failed). */
const FETCH_FAILED =
  /failed to run '\S*git (fetch|checkout|submodule)|unable to access|could not read from remote|proxyconnect|dial tcp|no such host|connection refused|HTTP [45]\d\d|helm pull|failed to fetch|looks like .* is not a valid chart repository/i

/** `v1.30.11+IKS` → `1.30.11`. */
function normalizeKubeVersion(v: string | undefined): string | undefined {
  if (!v) return undefined
  return v.replace(/^v/, '').split(/[+-]/)[0] || undefined
}

/** kustomize's notes on deprecated kustomization fields (`# Warning: 'commonLabels' is deprecated. ...`): not the error. */
const DEPRECATION_WARNING = /^#?\s*Warning: .*\bdeprecated\b/i

/**
 * kustomize's error output: the same on every run (tool-output.ts), runner paths replaced, no deprecation notes.
 * `whole` is what a failure is classified on (a cause after long inline values is not cut off); `shown` its first lines.
 */
function trimStderr(text: string, paths: Array<[string, string]>): { whole: string; shown: string } {
  let s = withoutKlog(text)
  for (const [from, to] of paths.filter(([p]) => p !== '').sort((a, b) => b[0].length - a[0].length)) s = s.split(from).join(to)
  const whole = s
    .split('\n')
    .filter((l) => !DEPRECATION_WARNING.test(l))
    .join('\n')
  return { whole, shown: firstLines(whole) }
}

/** A failed build: not rendered when the guard's limits are why (a fetch, a plugin it never runs), else Argo CD's error. */
function buildFailed(
  result: RunResult,
  at: { req: RenderRequest; work: string; root: string; appDir: string; appRel: string; kfile: string; remote: RemoteRef[]; contained?: ContainedEgress }
): never {
  const { req, work, root, appDir, appRel, kfile, remote, contained } = at
  const { whole, shown: stderr } = trimStderr(result.stderr || result.stdout, [
    [join(work, 'wrap', 'app'), `./${appRel}`],
    [appDir, `./${appRel}`],
    [root, '.'],
    [req.repoRoot, '.'],
    [work, '<scratch>']
  ])
  const cmd = `kustomize build ./${appRel}`
  if (remote.length > 0 && FETCH_FAILED.test(whole)) {
    // An allowed remote that could not be fetched is the guard's limit here, not the kustomization's error.
    const refusals = contained?.refused.length ? `; the network policy refused ${contained.refused.join('; ')}` : ''
    throw new NotRenderedError(`\`${cmd}\` could not fetch its remote references (${remote.map((r) => r.url).join(', ')}): ${stderr}${refusals}`)
  }
  // An exec or KRM function plugin (KSOPS...): Argo CD may run it (--enable-alpha-plugins), the guard never does.
  const plugin = externalPluginKind(whole)
  if (plugin !== undefined) throw new NotRenderedError(externalPluginReason(plugin, pluginConfigFile(root, appDir, plugin)))
  throw new RenderError(`\`${cmd}\` failed exit status ${result.code}: ${stderr}`, kfile, whole)
}

export async function renderKustomize(req: RenderRequest, deps: KustomizeDeps): Promise<RenderOutput> {
  const out: RenderOutput = { type: 'kustomize', docs: [], warnings: [], commands: [] }
  const opts = req.source.kustomize
  const extra = buildOptionArgs(deps.buildOptions ?? [], opts, req)
  const enableHelm = extra.some((t) => t.includes('--enable-helm'))
  const appRel = repoRelative(req.repoRoot, req.appPath)
  const tool = await deps.kustomize()
  if (opts?.version) {
    // R1.6.1: Argo would pick the binary registered for this version in argocd-cm; the guard has one kustomize.
    out.warnings.push(`kustomize.version ${opts.version} is requested; rendered with the configured kustomize (${tool.origin})`)
  }
  await mkdirOneAsync(req.scratchDir)
  const work = await mkdtemp(join(req.scratchDir, 'kustomize-'))
  let contained: ContainedEgress | undefined
  try {
    // R1.6.2: edits never touch req.repoRoot (shared by parallel renders): they go to a copy of the checkout.
    let root = req.repoRoot
    let appDir = req.appPath
    // Nothing leaves the checkout, and nothing is fetched that the network policy does not allow (kustomize/bounds.ts).
    let charts: string[] = []
    let remote = hasEdits(opts) ? [] : checkKustomizeBounds(root, appDir, { enableHelm, charts })
    // kustomize has helm pull charts into the chart home: like edits, that goes to the copy.
    if (hasEdits(opts) || remote.some((r) => r.via === 'helm')) {
      root = join(work, 'repo')
      await copyCheckout(req.repoRoot, root, work)
      appDir = appRel === '' ? root : join(root, ...appRel.split('/'))
      if (hasEdits(opts)) await applyEdits(opts, req, { root, appDir, appRel }, out)
      charts = []
      remote = checkKustomizeBounds(root, appDir, { enableHelm, charts })
    }
    const names = await kustomizationFilesIn(appDir)
    const kfile = [appRel, names[0] ?? 'kustomization.yaml'].filter((p) => p !== '').join('/')
    const scan = await scanKustomizations(appDir)
    const refused = await refuseKustomizeFetches(remote, deps.network ?? OFFLINE, deps.resolve)
    if (refused) throw new NotRenderedError(refused)
    if (remote.length > 0 && loadsUnrestricted(extra) && remote.some((r) => r.via === 'git')) {
      throw new NotRenderedError(
        `${kfile}: the kustomization uses remote bases (${remote
          .filter((r) => r.via === 'git')
          .map((r) => r.url)
          .join(', ')}) and the build options include --load-restrictor LoadRestrictionsNone; ` +
          `a remote kustomization could then read any file of the machine running the guard, so the guard does not build it`
      )
    }
    await mkdir(join(work, 'home'))
    // Fetches go through the egress proxy from a network namespace of their own, where bubblewrap can make one (ssh
    // cannot go through a proxy: such a build fetches as before).
    contained =
      remote.length > 0 && !remote.some((r) => r.scheme === 'ssh') && (await deps.contain?.())
        ? await startContainedEgress(policyOf({ ...(deps.network ?? OFFLINE), resolve: deps.resolve }), work)
        : undefined
    const env: Record<string, string> = { ...req.buildEnv, ...fetchEnv(remote, join(work, 'home'), contained?.env.HTTP_PROXY) }
    // With --enable-helm, kustomize runs helm: the helm this run resolved (not whatever is on PATH), through the
    // wrapper that lets kustomize 5.7's `helm version -c` probe work with Helm 4 (kustomize/helm.ts).
    if (deps.helm && enableHelm) {
      const skip = helmChartsSchemaWarning(charts, root, remote)
      if (skip) out.warnings.push(skip)
      extra.push('--helm-command', await writeHelmWrapper(work, await deps.helm(), skip !== undefined))
    }
    if (enableHelm) {
      // A kustomization can point helmGlobals.configHome at a directory holding a helm plugin; an empty plugin dir
      // keeps helm from loading it (the GHSA-fw5c-w8rc-j7fx class of issue).
      env.HELM_PLUGINS = join(work, 'no-helm-plugins')
      await mkdir(env.HELM_PLUGINS, { recursive: true })
    }
    const build = async (dir: string, cwd: string): Promise<RunResult> => {
      const args = [...(tool.prefixArgs.length > 0 ? [] : ['build']), dir, ...extra]
      out.commands.push([tool.command, ...tool.prefixArgs, ...args])
      return deps.runner.run(contained ? contained.tool(tool) : tool, args, { cwd, env })
    }

    // Provenance: build a wrapper kustomization that asks for origin annotations and links the app as `app`, so
    // the app's own kustomization stays as written. If the wrapper cannot build, the app is built directly.
    let result: RunResult | undefined
    let prefix: string | undefined
    let strip = false
    let wrapperFailed = false
    if (names.length === 1 && scan.declaresOrigin === 'none') {
      const wrap = join(work, 'wrap')
      await mkdir(wrap)
      await symlink(appDir, join(wrap, 'app'), 'dir')
      const app = await readKustomization(appDir)
      await writeText(join(wrap, 'kustomization.yaml'), wrapperKustomizationText(app?.value ?? {}))
      const r = await build(wrap, root)
      if (r.code === 0 || remote.length > 0) {
        result = r
        prefix = 'app'
        strip = true
      } else wrapperFailed = true
    } else if (scan.declaresOrigin === 'app') prefix = ''
    result ??= await build(appDir, root)
    if (wrapperFailed && result.code === 0) {
      out.warnings.push(`${kfile}: no file/line provenance (the origin-annotation build failed, the direct build did not)`)
    }

    if (result.code !== 0) buildFailed(result, { req, work, root, appDir, appRel, kfile, remote, contained })
    if (remote.length > 0) {
      out.warnings.push(
        `${kfile}: renders remote references (${remote.map((r) => r.url).join(', ')}): a network dependency whose content can change without a commit`
      )
      out.fetched = true
    }
    out.docs = await collectDocs(result.stdout, { repoRoot: req.repoRoot, readText: req.readText, appRel, prefix, strip, kfile })
    return out
  } finally {
    await contained?.close()
    await rm(work, { recursive: true, force: true })
  }
}

/** The checkout without `.git` (and without the entry holding the scratch dir, should it live inside the checkout). */
async function copyCheckout(from: string, to: string, work: string): Promise<void> {
  await mkdir(to, { recursive: true })
  for (const name of await readdir(from)) {
    const src = join(from, name)
    if (name === '.git' || work === src || work.startsWith(src + sep)) continue
    await cp(src, join(to, name), { recursive: true, verbatimSymlinks: true, filter: (p) => basename(p) !== '.git' })
  }
}

/** R1.6.3 on the copy: the steps in Argo's order, then one write of the kustomization file. */
async function applyEdits(opts: KustomizeOptions, req: RenderRequest, at: { root: string; appDir: string; appRel: string }, out: RenderOutput): Promise<void> {
  checkAppComponents(at.root, at.appDir, opts.components)
  const steps = editSteps(opts, req.buildEnv, { appDir: at.appDir, repoRoot: at.root, appRel: at.appRel })
  const names = await kustomizationFilesIn(at.appDir)
  const firstCommand = steps.find((s) => s.argv[0] === 'edit')
  const kfile = [at.appRel, names[0] ?? 'kustomization.yaml'].filter((p) => p !== '').join('/')
  if (names.length !== 1 && firstCommand) {
    const why = names.length === 0 ? "Missing kustomization file 'kustomization.yaml'." : `Found multiple kustomization file: [${names.join(' ')}]`
    throw new RenderError(`\`kustomize ${firstCommand.argv.join(' ')}\` failed exit status 1: Error: ${why}`, kfile)
  }
  if (names.length === 0) throw new RenderError('kustomization file not found in the path', kfile)
  const path = join(at.appDir, names[0]!)
  const k = loadKustomization(path, await readGoText(path))
  for (const step of steps) {
    let ran: void | string[] | null
    try {
      ran = await step.apply(k)
    } catch (e) {
      if (e instanceof RenderError) throw new RenderError(e.message, kfile)
      throw e
    }
    if (ran === null) continue
    const argv = ran ?? step.argv
    out.commands.push(argv[0]!.startsWith('#') ? argv : ['# native', 'kustomize', ...argv])
  }
  await writeText(path, String(k.doc))
}

async function collectDocs(
  stdout: string,
  at: { repoRoot: string; readText?: (path: string) => string | undefined; appRel: string; prefix: string | undefined; strip: boolean; kfile: string }
): Promise<RenderedDoc[]> {
  const parsed = await parseYamlStreamAsync(stdout)
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0]!
    throw new RenderError(`kustomize output could not be parsed (line ${e.line}): ${e.message}`, at.kfile)
  }
  const locator = at.prefix === undefined ? undefined : new Locator(at.repoRoot, at.appRel, at.prefix, at.readText)
  const docs: RenderedDoc[] = []
  for (const d of parsed.docs) {
    if (!isRecord(d.value)) continue
    const obj = d.value as Manifest
    const origin = takeOrigin(obj, at.strip)
    const found = locator ? await locator.locate(obj, origin) : {}
    const where = found.file ? found : { file: at.kfile }
    for (const item of listItems(obj)) docs.push({ obj: item, ...where })
  }
  return docs
}

/**
 * Why kustomize's `helm template` runs without schema validation, if it must: a helmCharts chart whose
 * values.schema.json makes helm read a file of the machine running it (never the runner's files) or fetch a schema
 * (kustomize's helm gets no egress for schema hosts; offline nothing is fetched), or a chart pulled at build time,
 * whose schemas cannot be read before.
 */
function helmChartsSchemaWarning(charts: string[], root: string, remote: RemoteRef[]): string | undefined {
  for (const dir of charts) {
    const schemas = chartSchemas(dir)
    const local = localSchemaWarning(schemas)
    const at = `helmCharts chart ${repoRelative(root, dir)}: `
    if (local) return at + local
    const urls = [...remoteSchemaRefs(schemas).values()].flat()
    if (urls.length > 0)
      return `${at}values.schema.json refers to ${redact(urls[0]!)}, which kustomize's helm does not fetch here, so schema validation was skipped`
  }
  const pulled = remote.find((r) => r.via === 'helm')
  if (pulled)
    return `${pulled.file}: ${pulled.field} is pulled at build time and its values.schema.json cannot be checked before, so schema validation was skipped`
  return undefined
}
