// Post-render normalization (R2.1-R2.4) and hook separation (R3.2.1, R4.1): from the concatenated documents of
// all sources of one app to the keyed target set Argo CD reconciles.
import { classifyHook, type HookClass } from '../argocd/hooks.js'
import { groupOf, keyString, kindOf, listItems, metadataOf, type Manifest, type ResourceKey } from '../k8s/resource.js'
import { isExcludedKind, type ScopeTable } from '../k8s/scope.js'

import type { SourcedDoc } from '../render/types.js'
export type { SourcedDoc }

export interface Target extends SourcedDoc {
  key: ResourceKey
  hook: HookClass
}

export interface NormalizedRender {
  /** Non-hook targets by keyString, including Skip-only objects (R4.1.3). The last duplicate wins (R2.4.2). */
  resources: Map<string, Target>
  /** Hooks with sync phases (not diffed, not pruned). */
  hooks: Target[]
  /** Hooks without a sync phase, dropped at sync (R4.1.4). */
  ignored: Target[]
  /** Keys rendered more than once (RepeatedResourceWarning). */
  duplicates: ResourceKey[]
  /** Objects of excluded kinds (ExcludedResourceWarning), never applied or pruned. */
  excluded: ResourceKey[]
  /** Namespaced objects without a namespace when the destination has none: InvalidSpecError (R2.3.3). */
  missingNamespace: ResourceKey[]
  /**
   * Objects without a namespace, when the destination has none, of a kind whose scope the guard does not know: Argo CD
   * applies them if the cluster serves the kind cluster-scoped and fails the app (R2.3.3) if namespaced.
   */
  unknownScope: ResourceKey[]
  /** Documents that are not Kubernetes objects (no kind or name). */
  invalid: SourcedDoc[]
}

/** What normalize needs of a group/kind. `known`: the guard knows its scope (R2.3.1 counts an unknown kind namespaced). */
interface KindFacts {
  cluster: boolean
  known: boolean
  excluded: boolean
}

/**
 * Normalizes one app's rendered documents. Objects are copied; the namespace written into the copy is the one Argo CD
 * would use (R2.3.1: cleared for cluster-scoped kinds, destination namespace when missing for the others).
 */
export function normalize(docs: SourcedDoc[], destNamespace: string, scopes: ScopeTable): NormalizedRender {
  const out: NormalizedRender = {
    resources: new Map(),
    hooks: [],
    ignored: [],
    duplicates: [],
    excluded: [],
    missingNamespace: [],
    unknownScope: [],
    invalid: []
  }
  const generateNameIndex = new Map<string, number>()
  // Scope and exclusion of each group/kind, looked up once per kind (not once per object).
  const kinds = new Map<string, Map<string, KindFacts>>()
  const kindFacts = (group: string, kind: string): KindFacts => {
    let byGroup = kinds.get(kind)
    if (!byGroup) kinds.set(kind, (byGroup = new Map()))
    let f = byGroup.get(group)
    if (!f) {
      const scope = scopes.scopeOf(group, kind)
      byGroup.set(group, (f = { cluster: scope === 'Cluster', known: scope !== undefined, excluded: isExcludedKind(group, kind) }))
    }
    return f
  }
  for (const d of flattenLists(docs)) {
    const kind = kindOf(d.obj)
    const meta = metadataOf(d.obj)
    let name = typeof meta.name === 'string' ? meta.name : ''
    if (!name && typeof meta.generateName === 'string' && meta.generateName) {
      // R2.4.1: a nameless object with generateName gets `<generateName><index>`.
      const i = generateNameIndex.get(meta.generateName) ?? 0
      generateNameIndex.set(meta.generateName, i + 1)
      name = `${meta.generateName}${i}`
    }
    if (!kind || !name || typeof d.obj.apiVersion !== 'string') {
      out.invalid.push(d)
      continue
    }
    const group = groupOf(d.obj.apiVersion)
    const facts = kindFacts(group, kind)
    const obj: Manifest = { ...d.obj, metadata: { ...meta } }
    const m = obj.metadata as Record<string, unknown>
    let namespace = typeof m.namespace === 'string' ? m.namespace : ''
    if (facts.cluster) {
      namespace = ''
      delete m.namespace
    } else if (!namespace) {
      namespace = destNamespace
      if (namespace) m.namespace = namespace
    }
    const key: ResourceKey = { group, kind, namespace, name }
    if (facts.excluded) {
      out.excluded.push(key)
      continue
    }
    const hook = classifyHook(obj)
    const target = targetOf(d, obj, key, hook)
    if (hook.kind === 'hook') {
      out.hooks.push(target)
      continue
    }
    if (hook.kind === 'ignored') {
      out.ignored.push(target)
      continue
    }
    if (!namespace && !facts.cluster) (facts.known ? out.missingNamespace : out.unknownScope).push(key)
    const ks = keyString(key)
    if (out.resources.has(ks)) out.duplicates.push(key)
    out.resources.set(ks, target)
  }
  return out
}

/** The fields of a rendered document as the renderers write them (render/app.ts), in their order. */
const DOC_FIELDS = ['obj', 'file', 'line', 'source', 'unstable'] as const

/**
 * `{ ...d, obj, key, hook }`. A spread followed by new properties takes V8's slow path (~20x a plain literal, 20,000
 * objects per render), so a document with exactly the renderers' fields (with or without `unstable`) is written as a
 * literal with the same properties in the same order; any other document is spread.
 */
function targetOf(d: SourcedDoc, obj: Manifest, key: ResourceKey, hook: HookClass): Target {
  const keys = Object.keys(d)
  const n = keys.length
  if ((n === 4 || n === 5) && keys.every((k, i) => k === DOC_FIELDS[i]) && Object.getOwnPropertySymbols(d).length === 0) {
    return n === 5
      ? { obj, file: d.file, line: d.line, source: d.source, unstable: d.unstable, key, hook }
      : { obj, file: d.file, line: d.line, source: d.source, key, hook }
  }
  return { ...d, obj, key, hook }
}

/** R2.1.1 (the renderers flatten already; kept here so every caller of normalize gets flat targets). */
export function flattenLists(docs: SourcedDoc[]): SourcedDoc[] {
  const out: SourcedDoc[] = []
  for (const d of docs) {
    // Without an `items` field an object stands for itself (listItems would answer [d.obj]).
    if (!('items' in d.obj)) out.push(d)
    else for (const obj of listItems(d.obj)) out.push(obj === d.obj ? d : { ...d, obj })
  }
  return out
}
