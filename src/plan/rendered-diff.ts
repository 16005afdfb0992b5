// The rendered diff of one resource, base -> head, as reviewers read it (`argocd app diff`): both objects as YAML with
// sorted keys, compared line by line, in unified-diff hunks. What is compared is what the plan compared (k8s/diff.ts
// `comparable`: no status, no tracking stamps); fields that change on every render are already masked in both sides
// (plan/unstable.ts), so they read as `<nondeterministic>` on both sides, never as a change. Secret values are hidden
// like Argo CD hides them (secret-mask.ts). Pure: objects in, lines out.
import { comparable } from '../k8s/diff.js'
import type { Manifest } from '../k8s/resource.js'
import { stringifyForDiff } from '../lib/yaml.js'
import { fastDiffLines } from '../lib/yaml-fast.js'
import { diffLines, unifiedHunks } from './line-diff.js'
import { hideSecretData, isSecret } from './secret-mask.js'

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
  return fastDiffLines(c) ?? stringifyForDiff(c).replace(/\n$/, '').split('\n')
}

/** The diff of `base` -> `head`; a missing side (created or pruned resource) diffs against nothing. */
export function renderedDiff(base: Manifest | undefined, head: Manifest | undefined): RenderedDiff {
  const masked = hideSecretData(base, head)
  const lines = unifiedHunks(diffLines(yamlLines(masked.base), yamlLines(masked.head)))
  let added = 0
  let removed = 0
  for (const l of lines) {
    if (l.startsWith('+')) added++
    else if (l.startsWith('-')) removed++
  }
  const secret = isSecret(base) || isSecret(head) ? { changed: masked.changed, unchanged: masked.unchanged } : null
  return { lines, added, removed, secret }
}
