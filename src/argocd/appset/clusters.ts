// The clusters generator evaluated offline from Argo CD's cluster secrets as the config lists them (`clusters:`), so
// that one list serves every ApplicationSet instead of appSetParams per generator (gitops-bridge-style repositories
// hold dozens of cluster-generator ApplicationSets, each selecting by labels). As Argo CD does it
// (applicationset/generators/cluster.go):
// * secrets match the generator's `selector` (matchLabels, matchExpressions) on their labels, with
//   `argocd.argoproj.io/secret-type: cluster`;
// * the local cluster (`in-cluster`, https://kubernetes.default.svc) takes part when no secret describes it and the
//   selector is empty (it has no labels to match);
// * params `name`, `nameNormalized`, `server`, `project`, and the secret's labels and annotations (`metadata.labels.<k>`
//   flat, or a `metadata` map in goTemplate mode), then the generator's `values`, rendered against them;
// * `flatList: true` gives one parameter set `{clusters: [...]}`.
import { tagType } from '../../gotemplate/values.js'
import { IN_CLUSTER_NAME, IN_CLUSTER_SERVER } from '../application.js'
import { sanitizeName } from './functions.js'
import { appendValues, compileSelector, requirementsMatch, type Params } from './params.js'
import type { RenderMode } from './render.js'

/** One of Argo CD's cluster secrets: its `name`, `server`, `project` data and its labels and annotations. */
export interface ClusterSecret {
  name: string
  server: string
  project?: string
  labels?: Record<string, string>
  annotations?: Record<string, string>
}

const SECRET_TYPE = { 'argocd.argoproj.io/secret-type': 'cluster' }

function secretParams(c: ClusterSecret, goTemplate: boolean): Params {
  const params: Params = { name: c.name, nameNormalized: sanitizeName(c.name), server: c.server, project: c.project ?? '' }
  const labels = c.labels ?? {}
  const annotations = c.annotations ?? {}
  if (goTemplate) {
    const meta: Params = {}
    if (Object.keys(annotations).length > 0) meta.annotations = tagType({ ...annotations }, 'map[string]string')
    if (Object.keys(labels).length > 0) meta.labels = tagType({ ...labels }, 'map[string]string')
    params.metadata = meta
  } else {
    for (const [k, v] of Object.entries(annotations)) params[`metadata.annotations.${k}`] = v
    for (const [k, v] of Object.entries(labels)) params[`metadata.labels.${k}`] = v
  }
  return params
}

/** The parameter sets of a `clusters` generator `spec` over `clusters` (the config's list of cluster secrets). */
export function clusterParams(spec: Params, clusters: ClusterSecret[], mode: RenderMode): Params[] {
  const selector = spec.selector ?? {}
  const reqs = compileSelector(selector)
  const out: Params[] = []
  // No secret for the local cluster: it is there without labels, and only an empty selector takes it.
  if (reqs.length === 0 && !clusters.some((c) => c.server === IN_CLUSTER_SERVER))
    out.push({ name: IN_CLUSTER_NAME, nameNormalized: IN_CLUSTER_NAME, server: IN_CLUSTER_SERVER, project: '' })
  for (const c of clusters) if (requirementsMatch(reqs, { ...c.labels, ...SECRET_TYPE })) out.push(secretParams(c, mode.goTemplate))
  for (const p of out) appendValues(spec.values, p, mode)
  return spec.flatList === true ? [{ clusters: out }] : out
}
