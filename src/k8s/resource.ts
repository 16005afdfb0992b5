// Kubernetes objects as rendered, and their identity as Argo CD sees it (R2.4.1: group, kind, namespace, name;
// the version is not part of the key).
import { isRecord } from '../lib/record.js'

/** A decoded Kubernetes object (a rendered manifest). */
export type Manifest = Record<string, unknown> & {
  apiVersion?: unknown
  kind?: unknown
  metadata?: unknown
}

export interface ResourceKey {
  group: string
  kind: string
  namespace: string
  name: string
}

/** A CustomResourceDefinition (apiextensions.k8s.io): Argo CD never prunes one it cannot track (R3.3.7). */
export function isCrdKey(k: Pick<ResourceKey, 'group' | 'kind'>): boolean {
  return k.group === 'apiextensions.k8s.io' && k.kind === 'CustomResourceDefinition'
}

/** `apps/v1` → `apps`; `v1` → `` (core group). */
export function groupOf(apiVersion: unknown): string {
  if (typeof apiVersion !== 'string') return ''
  const i = apiVersion.lastIndexOf('/')
  return i < 0 ? '' : apiVersion.slice(0, i)
}

export function metadataOf(obj: Manifest): Record<string, unknown> {
  return isRecord(obj.metadata) ? obj.metadata : {}
}

export function stringMap(v: unknown): Record<string, string> {
  if (!isRecord(v)) return {}
  const out: Record<string, string> = {}
  for (const [k, val] of Object.entries(v)) if (typeof val === 'string') out[k] = val
  return out
}

export function annotationsOf(obj: Manifest): Record<string, string> {
  return stringMap(metadataOf(obj).annotations)
}

export function labelsOf(obj: Manifest): Record<string, string> {
  return stringMap(metadataOf(obj).labels)
}

export function nameOf(obj: Manifest): string {
  const m = metadataOf(obj)
  return typeof m.name === 'string' ? m.name : ''
}

export function namespaceOf(obj: Manifest): string {
  const m = metadataOf(obj)
  return typeof m.namespace === 'string' ? m.namespace : ''
}

export function kindOf(obj: Manifest): string {
  return typeof obj.kind === 'string' ? obj.kind : ''
}

/** Stable string form used for maps and sorting: `group/kind/namespace/name`. */
export function keyString(k: ResourceKey): string {
  return `${k.group}/${k.kind}/${k.namespace}/${k.name}`
}

/** Human form used in reports: `Kind ns/name` or `Kind name` (with group when not core). */
export function keyLabel(k: ResourceKey): string {
  const kind = k.group ? `${k.kind}.${k.group}` : k.kind
  return k.namespace ? `${kind} ${k.namespace}/${k.name}` : `${kind} ${k.name}`
}

export function compareKeys(a: ResourceKey, b: ResourceKey): number {
  return keyString(a) < keyString(b) ? -1 : keyString(a) > keyString(b) ? 1 : 0
}

/** `items.sort((x, y) => compareKeys(keyOf(x), keyOf(y)))`, with each key string built once (not per comparison). */
export function sortByKey<T>(items: T[], keyOf: (item: T) => ResourceKey): T[] {
  if (items.length < 2) return items
  const decorated = items.map((item) => ({ item, ks: keyString(keyOf(item)) }))
  decorated.sort((x, y) => (x.ks < y.ks ? -1 : x.ks > y.ks ? 1 : 0))
  for (let i = 0; i < items.length; i++) items[i] = decorated[i]!.item
  return items
}

/**
 * R2.1.1: any object whose top-level `items` is an array stands for its items, whatever its kind; `items: null`
 * without spec/status stands for nothing; anything else stands for itself. `onInvalid` is told of each List member
 * that is not an object (by default it is skipped).
 */
export function listItems(obj: Manifest, onInvalid: (item: unknown) => void = () => {}): Manifest[] {
  if (Array.isArray(obj.items)) {
    const out: Manifest[] = []
    for (const item of obj.items) {
      if (isRecord(item)) out.push(item)
      else onInvalid(item)
    }
    return out
  }
  if ('items' in obj && obj.items === null && !('spec' in obj) && !('status' in obj)) return []
  return [obj]
}
