// Helm as a renderer (render/renderer.ts): `helm template` of a chart in the repository (helm.ts), rendered a second
// time in a separate process when a template may call a function whose output differs per run (R5.1).
import { relative, sep } from 'node:path'
import { nameOf, namespaceOf, type Manifest } from '../../k8s/resource.js'
import { changedPaths, type FieldChange } from '../../k8s/diff.js'
import type { RevisionContext } from '../context.js'
import { policyOf } from '../network/egress.js'
import type { FirstRender, Renderer, SourceRender } from '../renderer.js'
import { offlineSchemaFallback } from '../request.js'
import type { RenderOutput } from '../types.js'
import { readChartTemplates } from './chart-files.js'
import { buildDependencies } from './deps.js'
import { scanDeterminism } from './determinism.js'
import { readDeterminismInput } from './determinism-inputs.js'
import { renderHelm, type HelmDeps } from './helm.js'

export const helmRenderer: Renderer = {
  type: 'helm',
  label: 'Helm',
  tools: ['helm'],
  explicit: (s) => s.helm !== undefined,
  marks: (name) => name.endsWith('Chart.yaml'),
  prepare: offlineSchemaFallback,
  render: (req, ctx) => renderHelm(req, helmDeps(ctx)),
  settle: secondRender
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

/**
 * Helm is the renderer with functions that differ per run (R5.1): render again, in a separate process, unless no
 * template of the chart can call such a function (helm/determinism.ts): then the second render is skipped.
 */
async function secondRender({ first, again, req, ctx, templatesFrom }: FirstRender): Promise<SourceRender> {
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
  const [output, second] = await Promise.all([first, verdict?.mayVary ? again() : Promise.resolve(undefined)])
  return {
    output,
    unstable: second ? compareRenders(output, second) : verdict ? output.docs.map(() => undefined) : undefined,
    templates: readChartTemplates(templatesFrom, req.repoRoot)
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
