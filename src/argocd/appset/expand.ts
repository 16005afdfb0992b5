// Offline ApplicationSet expansion (R6, R3.6.2): the Applications an ApplicationSet generates at one revision of the
// repository under review. Pure: every repository read goes through AppSetRepo.
//
// Flow (applicationset/controllers/template/template.go): for each spec.generators entry, Transform it into param
// sets and a template (generators.ts); render the template with each set (render.ts; fasttemplate or goTemplate);
// add the resources finalizer unless the template sets finalizers or syncPolicy.preserveResourcesOnDeletion is true
// (R6.2); apply templatePatch (patch.ts); set metadata.namespace to the appset's namespace (R6.1).
//
// Outcomes:
// * error: any generator or render error. Argo CD then creates and deletes nothing (R3.6.2), so apps = [] and the
//   caller must not infer deletions. This includes a template calling a function that is not defined (including
//   `env`, `expandenv`, `getHostByName`, which Argo CD removes), duplicate generated names, and bad options.
// * unexpandable: generators that cannot be evaluated offline (cluster, clusterDecisionResource, scmProvider,
//   pullRequest, plugin, git on another repository, unknown kinds) without externalParams, or templates calling a
//   Sprig function the guard does not evaluate (dates, random, crypto, ...). The appset's output is then UNKNOWN:
//   `apps` holds only what the other generators produced, a lower bound the caller must never treat as complete.
//
// externalParams keys: `<appset name>` then the generator's index path: "0" is spec.generators[0], "1.0" is child 0 of
// the matrix/merge at spec.generators[1], "1.1.0" a child of a nested matrix/merge. The value is that generator's
// param sets exactly as Argo CD would produce them (flat string maps in fasttemplate mode, nested objects with
// goTemplate); they still go through the generator's selector, matrix/merge combination and templates.
import { NotExpandable, transform, type AppSetRepo, type GenCtx } from './generators.js'
import type { ClusterSecret } from './clusters.js'
import { GeneratorError, type Params } from './params.js'
import { missingKeyOption, stepBudget, TemplateError, TemplateLimit, UnsupportedFunction } from '../../gotemplate/template.js'
import { applyTemplatePatch, PatchError } from './patch.js'
import { AppSetTemplateError, renderWithParams, replaceString, type RenderMode } from './render.js'
import { isMap } from '../../gotemplate/values.js'
import { RESOURCES_FINALIZER } from '../application.js'
import { errorMessage } from '../../lib/errors.js'

export type { AppSetRepo }

export { RESOURCES_FINALIZER }

export interface ExpandOptions {
  /** Param sets for generators that cannot be evaluated offline: externalParams[appsetName][indexPath] (see above). */
  externalParams?: Record<string, Record<string, Array<Record<string, unknown>>>>
  /** Argo CD's cluster secrets (config `clusters`): clusters generators are evaluated from them (clusters.ts). */
  clusters?: ClusterSecret[]
  /** Namespace to use when the ApplicationSet manifest has none (it is applied into this namespace). */
  defaultNamespace?: string
}

export interface ExpandResult {
  /** Generated Applications in generation order (apiVersion/kind/metadata/spec). */
  apps: Array<Record<string, unknown>>
  /** Set when any generator or render errors: Argo CD creates and deletes nothing (R3.6.2); apps is then []. */
  error?: string
  /** Generators (or template functions) that cannot be evaluated offline: the appset's output is UNKNOWN. */
  unexpandable: string[]
  warnings: string[]
  preserveResourcesOnDeletion: boolean
  /** false for the create-only / create-update applicationsSync policies (R3.6.2). */
  deletesApps: boolean
  /** false for the create-only / create-delete applicationsSync policies: an existing Application is never updated. */
  updatesApps: boolean
}

const META_FIELDS = ['name', 'namespace', 'labels', 'annotations', 'finalizers']

export function expandApplicationSet(appset: Record<string, unknown>, repo: AppSetRepo, opts: ExpandOptions = {}): ExpandResult {
  const meta = isMap(appset.metadata) ? appset.metadata : {}
  const name = typeof meta.name === 'string' ? meta.name : ''
  const namespace = typeof meta.namespace === 'string' && meta.namespace !== '' ? meta.namespace : opts.defaultNamespace
  const spec = isMap(appset.spec) ? appset.spec : {}
  const syncPolicy = isMap(spec.syncPolicy) ? spec.syncPolicy : {}
  const preserve = syncPolicy.preserveResourcesOnDeletion === true
  const policy = syncPolicy.applicationsSync
  const warnings: string[] = []
  if (policy !== undefined && !['sync', 'create-only', 'create-update', 'create-delete'].includes(String(policy))) {
    warnings.push(`unknown applicationsSync policy "${String(policy)}", assumed to delete apps`)
  }
  const result: ExpandResult = {
    apps: [],
    unexpandable: [],
    warnings,
    preserveResourcesOnDeletion: preserve,
    deletesApps: policy !== 'create-only' && policy !== 'create-update',
    updatesApps: policy !== 'create-only' && policy !== 'create-delete'
  }
  if (namespace === undefined) warnings.push('the ApplicationSet has no namespace: generated apps have none either')

  const goTemplate = spec.goTemplate === true
  let mode: RenderMode
  try {
    mode = { goTemplate, missingKey: goTemplate ? missingKeyOption(spec.goTemplateOptions) : 'default', budget: stepBudget() }
  } catch (e) {
    return { ...result, error: `goTemplateOptions: ${(e as Error).message}` }
  }
  const templatePatch = typeof spec.templatePatch === 'string' ? spec.templatePatch : undefined
  if (templatePatch !== undefined && !goTemplate)
    warnings.push('templatePatch is documented for goTemplate only; it was applied with fasttemplate substitution as the controller does')

  const ctx: GenCtx = {
    mode,
    repo,
    external: opts.externalParams?.[name] ?? {},
    ...(opts.clusters ? { clusters: opts.clusters } : {}),
    applyNestedSelectors: spec.applyNestedSelectors === true,
    warnings
  }
  const baseTemplate = isMap(spec.template) ? spec.template : {}
  const errors: string[] = []
  const generators = Array.isArray(spec.generators) ? spec.generators : []
  generators.forEach((g, i) => {
    const label = `generators[${i}]`
    try {
      const apps: Array<Record<string, unknown>> = []
      for (const t of transform(isMap(g) ? g : {}, String(i), baseTemplate, {}, 0, ctx)) {
        for (const p of t.params) apps.push(renderApp(t.template, p, mode, preserve, templatePatch, namespace))
      }
      for (const a of apps) result.apps.push(a) // no push(...): a large matrix generates more apps than call arguments allow
    } catch (e) {
      if (e instanceof NotExpandable) result.unexpandable.push(`${label}: ${e.message}`)
      else if (e instanceof UnsupportedFunction) result.unexpandable.push(`${label}: ${e.message}`)
      // A bound of the guard's on the template's work (gotemplate TEMPLATE_LIMITS): unknown, never an error of Argo CD's.
      else if (e instanceof TemplateLimit) result.unexpandable.push(`${label}: ${e.message}, a bound of the guard's (Argo CD has none)`)
      else if (e instanceof GeneratorError || e instanceof AppSetTemplateError || e instanceof TemplateError || e instanceof PatchError)
        errors.push(`${label}: ${e.message}`)
      // A failure of the expander itself says nothing about Argo CD's result: unknown, never empty.
      else result.unexpandable.push(`${label}: internal error while expanding: ${errorMessage(e)}`)
    }
  })
  if (errors.length === 0) {
    const seen = new Set<string>()
    for (const app of result.apps) {
      const n = String((app.metadata as Params).name ?? '')
      if (seen.has(n)) {
        errors.push(`ApplicationSet ${name} contains applications with duplicate name: ${n}`)
        break
      }
      seen.add(n)
    }
  }
  if (errors.length > 0) return { ...result, apps: [], error: errors.join('; ') }
  return result
}

/** GetTempApplication + RenderTemplateParams + templatePatch + namespace for one param set. */
function renderApp(
  template: Params,
  p: Params,
  mode: RenderMode,
  preserve: boolean,
  templatePatch: string | undefined,
  namespace: string | undefined
): Record<string, unknown> {
  const tm = isMap(template.metadata) ? template.metadata : {}
  const tmpl: Params = {
    metadata: Object.fromEntries(META_FIELDS.filter((k) => tm[k] !== undefined && tm[k] !== null).map((k) => [k, tm[k]])),
    spec: isMap(template.spec) ? template.spec : {}
  }
  let app = renderWithParams(tmpl, p, mode)
  const md = app.metadata as Params
  // R6.2 / R3.6.2: the finalizer, unless the template has finalizers or preserveResourcesOnDeletion. Argo returns the
  // template untouched (no finalizer either) when the param set is empty.
  if (Object.keys(p).length > 0 && !preserve && !(Array.isArray(md.finalizers) && md.finalizers.length > 0)) md.finalizers = [RESOURCES_FINALIZER]
  if (templatePatch !== undefined) {
    let text: string
    try {
      text = replaceString(templatePatch, p, mode)
    } catch (e) {
      if (e instanceof AppSetTemplateError) throw new AppSetTemplateError(`error replacing values in templatePatch: ${e.message}`)
      throw e
    }
    app = applyTemplatePatch(app, text)
  }
  const metadata: Params = { ...(isMap(app.metadata) ? app.metadata : {}) }
  if (namespace !== undefined) metadata.namespace = namespace
  else delete metadata.namespace
  return { apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata, spec: isMap(app.spec) ? app.spec : {} }
}
