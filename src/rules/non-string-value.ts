// non-string-value: a field the Kubernetes API types as a string holds a number, a boolean or a null (an unquoted
// `8080`, `true` or `yes` in a template or values file). helm template and kustomize build emit it as written; Argo CD
// sends it as written. The sync's dry-run (R4.5.1: client-side, validated against the API schema unless Validate=false)
// fails, and nothing in the app is applied; with Validate=false the API server itself rejects the object when it is
// applied ("cannot be handled as a ConfigMap: json: cannot unmarshal number into Go struct field ConfigMap.data of type
// string"), and the sync stops there. Checked: every applied object's labels and annotations (those Argo CD reads to
// stamp tracking fail the render instead, plan/side.ts, so they never reach this rule), ConfigMap data and binaryData,
// Secret data and stringData, pod templates' labels, annotations and container env values, label selectors (a null
// value is left out: read into a string map it is empty, and whether the schema check accepts it is not certain). Wave
// annotations are left to wave-order, which says what wave Argo CD uses. Values in Secrets, ConfigMaps and env vars are
// never printed (they may be credentials): the report names their type.
import { isRecord } from '../lib/record.js'
import { keyLabel } from '../k8s/resource.js'
import { podTemplateOf } from '../k8s/references.js'
import { shownValue } from '../argocd/tracking-stamp.js'
import type { Target } from '../plan/normalize.js'
import { syncOption } from '../argocd/sync-options.js'
import { appRef, renderedSides, type RawFinding, type Rule } from './types.js'

/** Annotations wave-order reports when they are not strings (R4.3.1). */
const WAVE_ANNOTATIONS = new Set(['argocd.argoproj.io/sync-wave', 'helm.sh/hook-weight'])
/** Kubernetes' own workload API groups: a Rollout's (argoproj.io) template is a custom resource's, its CRD's schema decides. */
const CORE_WORKLOAD_GROUPS = new Set(['', 'apps', 'batch'])

interface Bad {
  /** Dotted path to the field, e.g. `data.PORT` or `spec.template.spec.containers[app].env[PORT].value`. */
  path: string
  /** The value as shown: written out for metadata and selectors, its type for data and env. */
  shown: string
  scalar: boolean
}

const typeName = (v: unknown): string => (Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a map' : typeof v === 'number' ? 'a number' : 'a boolean')
const isScalar = (v: unknown): boolean => typeof v === 'number' || typeof v === 'boolean'

/**
 * The entries of a string map at `path` whose values are numbers, booleans or collections (a missing or null map has
 * none). A null value is left out: decoded into a string map it reads as empty, and the schema check's verdict on it
 * is not certain.
 */
function mapValues(out: Bad[], m: unknown, path: string, reveal: boolean, skip?: Set<string>): void {
  if (!isRecord(m) || Array.isArray(m)) return
  // Every object of a render passes here, most with strings only: no entries array per map (a 20,000-object app).
  for (const k in m) {
    if (!Object.prototype.hasOwnProperty.call(m, k)) continue
    const v = m[k]
    if (typeof v === 'string' || v === null || v === undefined || skip?.has(k)) continue
    out.push({ path: `${path}[${JSON.stringify(k)}]`, shown: reveal ? shownValue(v) : typeName(v), scalar: isScalar(v) })
  }
}

function envValues(out: Bad[], podSpec: unknown, at: string): void {
  if (!isRecord(podSpec)) return
  for (const list of ['initContainers', 'containers'] as const) {
    const cs = podSpec[list]
    if (!Array.isArray(cs)) continue
    for (const c of cs) {
      if (!isRecord(c) || !Array.isArray(c.env)) continue
      for (const e of c.env) {
        if (!isRecord(e) || !('value' in e) || typeof e.value === 'string' || e.value === null) continue
        const name = typeof e.name === 'string' ? e.name : '?'
        out.push({ path: `${at}spec.${list}[${String(c.name)}].env[${name}].value`, shown: typeName(e.value), scalar: isScalar(e.value) })
      }
    }
  }
}

/** Every field of `t` that Kubernetes types as a string and that holds something else. */
export function nonStringValues(t: Target): Bad[] {
  const { group, kind } = t.key
  const obj = t.obj
  const meta = isRecord(obj.metadata) ? obj.metadata : {}
  const out: Bad[] = []
  mapValues(out, meta.labels, 'metadata.labels', true)
  mapValues(out, meta.annotations, 'metadata.annotations', true, WAVE_ANNOTATIONS)
  if (group === '' && (kind === 'ConfigMap' || kind === 'Secret')) {
    mapValues(out, obj.data, 'data', false)
    mapValues(out, kind === 'ConfigMap' ? obj.binaryData : obj.stringData, kind === 'ConfigMap' ? 'binaryData' : 'stringData', false)
  }
  const spec = isRecord(obj.spec) ? obj.spec : {}
  if (group === '' && kind === 'Service') mapValues(out, spec.selector, 'spec.selector', true)
  const pod = CORE_WORKLOAD_GROUPS.has(group) ? podTemplateOf(obj, group, kind) : undefined
  if (pod) {
    if (isRecord(spec.selector)) mapValues(out, spec.selector.matchLabels, 'spec.selector.matchLabels', true)
    if (pod.metadata) {
      mapValues(out, pod.metadata.labels, `${pod.at}metadata.labels`, true)
      mapValues(out, pod.metadata.annotations, `${pod.at}metadata.annotations`, true)
    }
    envValues(out, pod.spec, pod.at)
  }
  return out
}

export const nonStringValue: Rule = {
  id: 'non-string-value',
  severity: 'high',
  title: 'A string field holds a number or a boolean',
  when: "a number or boolean where Kubernetes wants a string (a label, an annotation, ConfigMap or Secret data, an env value): the sync's dry-run fails",
  kind: 'state',
  check(ctx) {
    const out: RawFinding[] = []
    for (const { plan: p, side } of renderedSides(ctx)) {
      const appOptions = side.discovered.app.syncPolicy.syncOptions
      // Skip-only objects (R4.1.3) and hooks without a sync phase (R4.1.4) are never applied.
      const check = (t: Target): void => {
        if (t.hook.kind === 'skip') return
        const bad = nonStringValues(t)
        if (bad.length === 0) return
        const first = bad[0]!
        const more =
          bad.length > 1
            ? ` (and ${bad.length - 1} more: ${bad
                .slice(1, 4)
                .map((b) => b.path)
                .join(', ')}${bad.length > 4 ? ', …' : ''})`
            : ''
        const when =
          syncOption(t.obj, appOptions, 'Validate') === 'false'
            ? 'With Validate=false the dry-run passes and the API server rejects the object when the sync applies it: the sync fails there, after the waves before it.'
            : 'The dry-run Argo CD runs before a sync validates every object against the API schema and fails, so the sync fails and nothing in the app is applied.'
        out.push({
          ...appRef(p),
          severity: 'high',
          resource: t.key,
          file: t.file ?? null,
          line: t.line ?? null,
          fingerprint: bad.map((b) => b.path).join(','),
          message: `${keyLabel(t.key)}: ${first.path} is ${first.shown}, not a string${more}. Kubernetes types it as a string; helm and kustomize emit it as written. ${when}`,
          fix: first.scalar
            ? 'Quote the value ("…"; in a Helm template, pipe it to quote), or give it a string value.'
            : 'Give the field a string value (or remove it).'
        })
      }
      for (const t of side.render!.resources.values()) check(t)
      for (const t of side.render!.hooks) check(t)
    }
    return out
  }
}
