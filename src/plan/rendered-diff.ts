// The rendered diff of one resource, base -> head, as reviewers read it (`argocd app diff`): both objects as YAML with
// sorted keys, compared line by line, in unified-diff hunks. What is compared is what the plan compared (k8s/diff.ts
// `comparable`: no status, no tracking stamps); fields that change on every render are already masked in both sides
// (plan/unstable.ts), so they read as `<nondeterministic>` on both sides, never as a change. Secret values are hidden
// like Argo CD hides them (secret-mask.ts), and sensitive-looking values of other kinds too (value-mask.ts). Pure: objects in, lines out.
import { comparable } from '../k8s/diff.js'
import type { Manifest } from '../k8s/resource.js'
import { stringifyForDiff } from '../lib/yaml/yaml.js'
import { BoundedMemo } from '../lib/memo.js'
import { fastDiffLines } from '../lib/yaml/fast.js'
import { unifiedDiff } from './line-diff.js'
import { hideSecretData, isSecret } from './secret-mask.js'
import { maskSensitiveValues } from './value-mask.js'
import { sortedKeys } from '../lib/order.js'

export interface RenderedDiff {
  /** Unified-diff hunks of the YAML: `@@ -a,b +c,d @@` headers, then lines starting with ' ', '-' or '+'. */
  lines: string[]
  added: number
  removed: number
  /** For a Secret: its data keys (values hidden) by whether the value changed; null for other kinds. */
  secret: { changed: string[]; unchanged: string[] } | null
}

// The common shape (single-line scalars) is written by the fast path; the rest by the library. Same lines either way.
function yamlLines(obj: Manifest | undefined): string[] {
  if (!obj) return []
  const c = comparable(obj)
  return fastDiffLines(c) ?? libraryLines(c)
}

const libraryLines = (c: Record<string, unknown>): string[] => stringifyForDiff(c).replace(/\n$/, '').split('\n')

/**
 * Whether the writer writes `x` and `y` the same: the same tree, up to key order (keys are sorted when written).
 * Stricter than canonicalEqual: undefined keys, -0, NaN and prototypes count, since the writer treats them apart.
 */
function sameTree(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true // the same object, or the same scalar (-0 and 0 apart, as the writer keeps them)
  if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) return false
  if (Array.isArray(x) !== Array.isArray(y) || Object.getPrototypeOf(x) !== Object.getPrototypeOf(y)) return false
  if (Array.isArray(x)) {
    const ya = y as unknown[]
    if (x.length !== ya.length) return false
    for (let i = 0; i < x.length; i++) {
      const has = i in x
      if (has !== i in ya || (has && !sameTree(x[i], ya[i]))) return false
    }
    return true
  }
  const xo = x as Record<string, unknown>
  const yo = y as Record<string, unknown>
  const kx = Object.keys(xo)
  if (kx.length !== Object.keys(yo).length) return false
  for (const k of kx) if (!Object.prototype.propertyIsEnumerable.call(yo, k) || !sameTree(xo[k], yo[k])) return false
  return true
}

/**
 * The lines of the top-level block `k` of `c`. A block of a string value (`apiVersion: v1`, `kind: ConfigMap`) recurs
 * in most objects: it is written once per key and value (a bounded memo; the lines are only read).
 */
function block(c: Record<string, unknown>, k: string): string[] | null {
  const v = c[k]
  if (typeof v !== 'string') return fastDiffLines({ [k]: v })
  const byValue = scalarBlocks.get(k) ?? scalarBlocks.set(k, new BoundedMemo(256))
  const lines = byValue.get(v)
  return lines === undefined ? byValue.set(v, fastDiffLines({ [k]: v })) : lines
}
const scalarBlocks = new BoundedMemo<string, BoundedMemo<string, string[] | null>>(64)

/**
 * yamlLines of both sides. The writer writes a top-level key's block from that key's value alone, so the lines of
 * the object are the blocks of its keys in sorted order, and a key whose value is the same tree on both sides (most of
 * an updated object: metadata, unchanged spec parts) is written once and used for both. When any block needs the
 * library, each side is written whole, as yamlLines does.
 */
function bothYamlLines(base: Manifest, head: Manifest): [string[], string[]] {
  const cb = comparable(base)
  const ch = comparable(head)
  // Keys in the order the writers sort them (fastDiffLines' comparator; the library's sortMapEntries agrees).
  const kb = sortedKeys(cb)
  const kh = sortedKeys(ch)
  if (kb.length === 0 || kh.length === 0) return [yamlLines(base), yamlLines(head)]
  const blocks = new Map<string, string[] | null>()
  const lb: string[] = []
  for (const k of kb) {
    const b = block(cb, k)
    if (b === null) return [libraryLines(cb), yamlLines(head)]
    blocks.set(k, b)
    for (const l of b) lb.push(l)
  }
  const lh: string[] = []
  for (const k of kh) {
    const known = Object.prototype.propertyIsEnumerable.call(cb, k) && sameTree(cb[k], ch[k]) ? blocks.get(k) : undefined
    const h = known ?? block(ch, k)
    if (h === null) return [lb, libraryLines(ch)]
    for (const l of h) lh.push(l)
  }
  return [lb, lh]
}

/**
 * The diff of `base` -> `head`; a missing side (created or pruned resource) diffs against nothing. `maskValues`: hide
 * sensitive-looking values of other kinds too (value-mask.ts; config diffMaskValues, default true).
 */
export function renderedDiff(base: Manifest | undefined, head: Manifest | undefined, maskValues = true): RenderedDiff {
  const secrets = hideSecretData(base, head)
  const masked = maskValues && !isSecret(base) && !isSecret(head) ? { ...secrets, ...maskSensitiveValues(secrets.base, secrets.head) } : secrets
  const [a, b] = masked.base && masked.head ? bothYamlLines(masked.base, masked.head) : [yamlLines(masked.base), yamlLines(masked.head)]
  const lines = unifiedDiff(a, b)
  let added = 0
  let removed = 0
  for (const l of lines) {
    if (l.startsWith('+')) added++
    else if (l.startsWith('-')) removed++
  }
  const secret = isSecret(base) || isSecret(head) ? { changed: masked.changed, unchanged: masked.unchanged } : null
  return { lines, added, removed, secret }
}
