// Rendering with dedupe and the determinism check (R5.1): identical render inputs render once; Helm sources are
// rendered a second time in a separate process and the fields that differ are recorded.
import { join, relative, sep } from 'node:path'
import { nameOf, namespaceOf, type Manifest } from '../k8s/resource.js'
import { canonicalJson, changedPaths, type FieldChange } from '../k8s/diff.js'
import type { RevisionContext } from './context.js'
import { readChartTemplates } from './helm/chart-files.js'
import { scanDeterminism } from './helm/determinism.js'
import { readDeterminismInput } from './helm/determinism-inputs.js'
import { renderDirectory } from './directory/directory.js'
import { policyOf } from './network/egress.js'
import { renderHelm, type HelmDeps } from './helm/helm.js'
import { buildDependencies } from './helm/deps.js'
import { renderKustomize } from './kustomize/kustomize.js'
import { detectSandbox } from './plugin/sandbox.js'
import { DEFAULT_ALLOWED_HOSTS } from './network/policy.js'
import type { RenderOutput, RenderRequest, SourceType } from './types.js'

export interface SourceRender {
  output: RenderOutput
  /** Per document of `output`: fields that differed in a second render (R5.1). */
  unstable?: Array<FieldChange[] | undefined>
  /** Chart template texts (repo-relative path → text) for static analysis. */
  templates?: Record<string, string>
}

/** Numbers the renders' scratch folders (unique within the process, so within every run's own scratch root). */
let renderSeq = 0

/**
 * Renders `req` with the renderer for `type`. `inputKey` (see inputs.ts) identifies everything the source reads, so
 * equal keys share one render across revisions and apps; `templatesFrom` is the chart dir to read templates from.
 */
export async function renderCached(
  type: Exclude<SourceType, 'plugin'>,
  req: Omit<RenderRequest, 'scratchDir'>,
  ctx: RevisionContext,
  inputKey: string | undefined,
  templatesFrom: string
): Promise<SourceRender> {
  // With an input fingerprint, the revision itself does not matter unless the key says so (R1.4.4 is in the key).
  const env = inputKey ? { ...req.buildEnv, ARGOCD_APP_REVISION: '', ARGOCD_APP_REVISION_SHORT: '', ARGOCD_APP_REVISION_SHORT_8: '' } : req.buildEnv
  // A kustomize build reads the app's name and the other build variables only through envsubst in the source's own
  // options (images, commonLabels, commonAnnotations with commonAnnotationsEnvsubst; R1.4.3; exec plugins, which read
  // the environment too, are never run), and not its destination namespace at all: with no `$` in the source, apps of
  // other names and destinations over the same inputs share one build (an ApplicationSet's apps of one path; an
  // Application file and the renamed child its parent renders).
  const appBlind = type === 'kustomize' && !JSON.stringify(req.source.raw).includes('$')
  const key = JSON.stringify([
    inputKey ?? `${req.repoRoot}@${ctx.sha}`,
    type,
    // In a canonical key order: a child Application a parent renders has its keys in the renderer's order.
    canonicalJson(req.source.raw),
    appBlind ? '' : req.instanceName,
    appBlind ? '' : req.destNamespace,
    appBlind ? {} : env,
    inputKey ? [] : req.refs
  ])
  const render = (): Promise<RenderOutput> => {
    // A fresh name in the run's private scratch folder, created by the renderer only when it needs one (a helm render
    // of a chart with its values in files needs none).
    const full: RenderRequest = { ...req, scratchDir: join(ctx.scratchRoot, `render-${++renderSeq}`), helmHome: join(ctx.scratchRoot, 'helm-home') }
    return type === 'helm'
      ? renderHelm(full, helmDeps(ctx))
      : type === 'kustomize'
        ? renderKustomize(full, {
            runner: ctx.runner,
            kustomize: () => ctx.toolbox.kustomize(),
            helm: () => ctx.toolbox.helm(),
            buildOptions: ctx.kustomizeBuildOptions,
            network: ctx.networkPolicy ?? { network: ctx.remoteCharts.network, allowedHosts: DEFAULT_ALLOWED_HOSTS },
            contain: async () => (await detectSandbox(ctx.runner)).level === 'bubblewrap'
          })
        : renderDirectory(full)
  }
  let first = ctx.cache.get(key)
  if (!first) {
    first = render()
    ctx.cache.set(key, first)
  }
  if (type !== 'helm') return { output: await first }
  // Helm is the renderer with functions that differ per run (R5.1): render again, in a separate process, unless no
  // template of the chart can call such a function (helm/determinism.ts): then the second render is skipped.
  const paths = { appPath: req.appPath, repoRoot: req.repoRoot, refs: req.refs, env: req.buildEnv }
  // The scan reads and parses every template of the chart (20-50 ms for a small one on a cold start): it decides only
  // the second render, so it runs once this render's process (and the others ready) has started, not before them. Or
  // once the render has ended: one found in the run's cache (the other revision's) starts no process of this app, and
  // the turn, which waits for every render that has begun, would not come while this one waits.
  if (ctx.checkDeterminism && ctx.rendersStarted) {
    const ended = first.then(
      () => undefined,
      () => undefined // awaited below: a render failing meanwhile is not an unhandled rejection
    )
    await Promise.race([ctx.rendersStarted(), ended])
  }
  const verdict = ctx.checkDeterminism
    ? scanDeterminism(await readDeterminismInput(templatesFrom, relative(req.repoRoot, templatesFrom).split(sep).join('/'), req.source.helm, paths))
    : undefined
  if (verdict && ctx.stats) ctx.stats[verdict.mayVary ? 'secondRenders' : 'secondRendersSkipped']++
  const [output, second] = await Promise.all([first, verdict?.mayVary ? render() : Promise.resolve(undefined)])
  return {
    output,
    unstable: second ? compareRenders(output, second) : verdict ? output.docs.map(() => undefined) : undefined,
    templates: readChartTemplates(templatesFrom, req.repoRoot)
  }
}

/** Helm with the run's network policy and the dependency builder (R1.5.10, helm/deps.ts). */
export function helmDeps(ctx: RevisionContext): HelmDeps {
  const helm = () => ctx.toolbox.helm()
  const policy = policyOf(ctx.remoteCharts)
  const { cacheDir, helmCredentials: credentials } = ctx.remoteCharts
  return {
    runner: ctx.runner,
    helm,
    network: policy,
    buildDependencies: (chartDir, repoRoot, scratch) =>
      buildDependencies(chartDir, repoRoot, scratch, { runner: ctx.runner, helm, cacheDir, policy, credentials })
  }
}

/** Fields that differ between two renders of the same input, per document of the first. */
export function compareRenders(a: RenderOutput, b: RenderOutput): Array<FieldChange[] | undefined> {
  const id = (o: Manifest) => `${String(o.apiVersion)}/${String(o.kind)}/${nameOf(o)}/${namespaceOf(o)}`
  const byId = new Map(b.docs.map((d) => [id(d.obj), d.obj]))
  return a.docs.map((d, i) => {
    const other = b.docs.length === a.docs.length && id(b.docs[i]!.obj) === id(d.obj) ? b.docs[i]!.obj : byId.get(id(d.obj))
    if (!other) return undefined
    const diff = changedPaths(d.obj, other)
    return diff.length > 0 ? diff : undefined
  })
}
