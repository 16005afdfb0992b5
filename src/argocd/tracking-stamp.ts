// R2.2.3 stamping can fail. The repo-server adds the tracking annotation (annotation modes) or label (label modes) to
// every rendered object but CRDs (R2.2.4), after flattening Lists, and it reads the object's existing annotations or
// labels as a map of strings first (argo-cd util/kube/kube.go SetAppInstanceAnnotation / SetAppInstanceLabel, through
// nestedNullableStringMap, which is apimachinery's NestedStringMap when the field is set and not null). A value that is
// not a string (an unquoted number or boolean such as `prometheus.io/port: 8080`, or a null) or a field that is not a
// map is an error there, and the whole manifest generation of the app fails with it (reposerver/repository.go: "failed
// to set app instance tracking info on manifest"): the app is in ComparisonError and cannot sync (R3.5.1), as when its
// render fails. Pure: a rendered object and the tracking method in, the reason out.
import { isRecord } from '../lib/record.js'
import { groupOf, isCrdKey, type Manifest } from '../k8s/resource.js'

/** argocd-cm `application.resourceTrackingMethod` values (R2.2.2; the config's `trackingMethod`). */
export const TRACKING_METHODS = ['annotation', 'annotation+label', 'label'] as const
export type TrackingMethod = (typeof TRACKING_METHODS)[number]

/** The metadata maps the repo-server reads before it stamps tracking, by method (R2.2.3). */
function stampedMaps(method: TrackingMethod): Array<'annotations' | 'labels'> {
  if (method === 'label') return ['labels']
  return method === 'annotation+label' ? ['labels', 'annotations'] : ['annotations']
}

/** A decoded value as the report names it: scalars as written, collections by kind. */
export function shownValue(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'a list'
  return typeof v === 'object' ? 'a map' : String(v)
}

const isCrd = (obj: Manifest): boolean =>
  typeof obj.kind === 'string' && typeof obj.apiVersion === 'string' && isCrdKey({ group: groupOf(obj.apiVersion), kind: obj.kind })

export interface StampFailure {
  /** The metadata map Argo CD could not read. */
  field: 'annotations' | 'labels'
  /** The key whose value is not a string; undefined when the field itself is not a map. */
  key?: string
  /** The offending value as the report names it (`8080`, `true`, `null`, `a list`). */
  value: string
}

/** Why the repo-server cannot stamp tracking on `obj` with `method`, or undefined when it can. */
export function stampFailure(obj: Manifest, method: TrackingMethod): StampFailure | undefined {
  if (isCrd(obj) || !isRecord(obj.metadata)) return undefined
  for (const field of stampedMaps(method)) {
    const m = (obj.metadata as Record<string, unknown>)[field]
    if (m === undefined || m === null) continue
    if (!isRecord(m) || Array.isArray(m)) return { field, value: shownValue(m) }
    // Every rendered object passes here: no entries array per map.
    for (const key in m) if (Object.prototype.hasOwnProperty.call(m, key) && typeof m[key] !== 'string') return { field, key, value: shownValue(m[key]) }
  }
  return undefined
}

/** The report's message and fix for a failure on the object labelled `what` (kind and name), in the user's terms. */
export function stampFailureMessage(what: string, f: StampFailure): { message: string; fix: string } {
  const singular = f.field === 'annotations' ? 'annotation' : 'label'
  const argo =
    f.key === undefined
      ? `.metadata.${f.field} accessor error: … expected map[string]interface {}`
      : `.metadata.${f.field} accessor error: contains non-string value in the map under key ${JSON.stringify(f.key)}`
  const which = f.key === undefined ? `its metadata.${f.field} is ${f.value}, not a map` : `its ${singular} ${f.key} is ${f.value}, not a string`
  const scalar = f.value !== 'null' && f.value !== 'a list' && f.value !== 'a map'
  const fix =
    f.key === undefined
      ? `Make metadata.${f.field} of ${what} a map of strings.`
      : scalar
        ? `Quote the value in ${what}: ${f.key}: "${f.value}" (in a Helm template, pipe it to quote). helm template and kustomize build accept it; Argo CD does not.`
        : `Give ${f.key} in ${what} a string value, or remove it.`
  return {
    message: `${what}: ${which}. Argo CD reads the ${f.field} as strings to add its tracking ${singular}, so generating the app's manifests fails ("failed to set app instance tracking info on manifest: … ${argo}")`,
    fix
  }
}
