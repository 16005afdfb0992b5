// source-path-change: `repoURL`, `path`, `chart`, `targetRevision` or `ref` of an Application source changes between
// base and head (sources matched by index, R1.1.1, R1.9), or a source is added or removed. Such a change swaps what
// the app renders wholesale; the finding states what the plan measured for the app: resources pruned (R3.3, R3.9,
// with their outcome), a render error (no sync at all, R3.5.1), or identical output. High when it prunes or fails to
// render, else low. repoURLs are compared as repository identities (R1.9.4), so `.git` or ssh/https forms of the same
// repository are not changes.
import { canonicalJson } from '../lib/canonical-json.js'
import { plural } from '../lib/text.js'
import type { AppSource } from '../argocd/application.js'
import { followsReview, isDefaultRevision, type ReviewedRefs } from '../argocd/revision.js'
import { repoIdentity } from '../argocd/url.js'
import { sourceKind } from '../render/app.js'
import type { AppPlan, AppSide } from '../plan/plan.js'
import { applied, listKeys, outcomeSummary, removable, renderOf } from './support.js'
import { appRef, type RawFinding, type Rule, type Severity } from './types.js'

export const SOURCE_FIELDS = ['repoURL', 'path', 'chart', 'targetRevision', 'ref'] as const

function same(field: (typeof SOURCE_FIELDS)[number], a: string, b: string): boolean {
  return field === 'repoURL' ? a === b || (repoIdentity(a) !== '' && repoIdentity(a) === repoIdentity(b)) : a === b
}

const show = (v: string): string => (v === '' ? '(unset)' : JSON.stringify(v))

function describeSource(s: AppSource): string {
  return SOURCE_FIELDS.filter((f) => s[f] !== '')
    .map((f) => `${f} ${JSON.stringify(s[f])}`)
    .join(', ')
}

/** The source changes between two source lists, as human-readable lines (empty when nothing relevant changed). */
export function sourceChanges(base: AppSource[], head: AppSource[], baseMulti: boolean, headMulti: boolean): string[] {
  const label = (multi: boolean, i: number) => (multi ? `spec.sources[${i}]` : 'spec.source')
  const out: string[] = []
  for (let i = 0; i < Math.max(base.length, head.length); i++) {
    const b = base[i]
    const h = head[i]
    if (b && h) {
      for (const f of SOURCE_FIELDS) {
        if (!same(f, b[f], h[f])) out.push(`${label(headMulti, i)}.${f} ${show(b[f])} → ${show(h[f])}`)
      }
    } else if (h) out.push(`${label(headMulti, i)} added (${describeSource(h)})`)
    else if (b) out.push(`${label(baseMulti, i)} removed (${describeSource(b)})`)
  }
  return out
}

/**
 * Git sources whose targetRevision changes other than between `''` and `HEAD` (a tag, a branch, a commit) and was not
 * rendered at its own commit on both sides: Argo CD renders them at that revision (a `ref` source's value files too,
 * R1.9.2), while the guard read this repository at the pull request's base or head (a branch name it takes as the one
 * under review), so what it measured is not what Argo CD syncs. Pinned sources are rendered at their commits.
 */
function revisionMoves(p: AppPlan, reviewed: ReviewedRefs | undefined): string[] {
  const [b, h] = [p.base!.discovered.app.sources, p.head!.discovered.app.sources]
  // Measured: the default branch or the branch under review, when known (the reviewed revisions: what the merge makes
  // it), or the revision the side was rendered at (pipeline/pinned.ts). A branch name with the branch unknown is not.
  const onReviewed = (rev: string) => reviewed?.branch !== undefined && followsReview(rev, reviewed)
  const measured = (side: AppSide, rev: string) => isDefaultRevision(rev) || onReviewed(rev) || !!side.pinnedAt?.some((p) => p.revision === rev.trim())
  const out: string[] = []
  for (let i = 0; i < Math.min(b.length, h.length); i++) {
    const [x, y] = [b[i]!, h[i]!]
    if (sourceKind(x) !== 'git' || sourceKind(y) !== 'git' || x.targetRevision === y.targetRevision) continue
    if (measured(p.base!, x.targetRevision) && measured(p.head!, y.targetRevision)) continue
    out.push(`${show(x.targetRevision)} → ${show(y.targetRevision)}`)
  }
  return out
}

/** What the plan measured for the app at head, with the severity it earns. */
function consequence(p: AppPlan, reviewed: ReviewedRefs | undefined): { severity: Severity; text: string; fix?: string; approvable?: true } {
  const head = p.head!
  if (head.error) {
    return {
      severity: 'high',
      // The error itself is the render-error finding's (always raised for a changed app's head error): not repeated here.
      text: 'The head does not render (the render error for this app says why). Argo CD reports a ComparisonError and syncs nothing in this app until it renders.'
    }
  }
  if (head.notRendered || !head.render) {
    return { severity: 'low', text: `The guard could not render the head (${head.notRendered ?? 'no render'}), so the consequence is not measured.` }
  }
  const b = renderOf(p.base)
  if (!b) {
    const why = p.base?.error?.message ?? p.base?.notRendered ?? 'no render'
    return {
      severity: 'low',
      text: `The base did not render (${why}), so what it managed is unknown; the head renders ${plural(applied(head.render).length, 'resource')}.`
    }
  }
  const moves = revisionMoves(p, reviewed)
  if (moves.length > 0) {
    return {
      severity: 'high',
      text:
        `Argo CD renders the source at that revision (targetRevision ${moves.join(', ')}), while the guard rendered this ` +
        "repository at the pull request's base and head: what the app deploys and prunes after this change is not measured.",
      fix:
        'Review by hand what the app renders at the new revision against what it runs now (its PVCs and namespaces ' +
        'especially), then approve (the approve label acknowledges this finding); or keep targetRevision on the branch ' +
        'this pull request merges into (HEAD).',
      approvable: true
    }
  }
  const gone = removable(p.prune)
  if (gone.length > 0) {
    return {
      severity: 'high',
      text:
        `${plural(p.prune.length, 'resource')} of the base ${p.prune.length === 1 ? 'is' : 'are'} no longer rendered and would be pruned ` +
        `(${outcomeSummary(p.prune)}): ${listKeys(p.prune.map((c) => c.key))}.` +
        (p.create.length > 0 ? ` ${plural(p.create.length, 'resource')} would be created.` : '')
    }
  }
  const counts = `${p.create.length} created, ${p.update.length} updated`
  if (p.prune.length > 0) {
    return { severity: 'low', text: `It renders differently (${counts}); ${outcomeSummary(p.prune)}: ${listKeys(p.prune.map((c) => c.key))}.` }
  }
  if (p.create.length === 0 && p.update.length === 0) {
    const hooks = (r: typeof b) => canonicalJson(r.hooks.map((t) => t.obj))
    return hooks(b) === hooks(head.render)
      ? { severity: 'low', text: 'The head renders identically to the base: safe.' }
      : { severity: 'low', text: 'The non-hook resources render identically; only hooks differ (they run on the next sync). Nothing is pruned.' }
  }
  return { severity: 'low', text: `It renders differently (${counts}); nothing is pruned.` }
}

export const sourcePathChange: Rule = {
  id: 'source-path-change',
  severity: 'high',
  title: 'An Application source moves to another repo, path, chart or revision',
  when: '`path`, `repoURL`, `chart`, `targetRevision` or `ref` changes; states the measured consequence',
  severityText: 'high / low',
  kind: 'change',
  check({ plans, graph }) {
    const out: RawFinding[] = []
    for (const p of plans) {
      if (!p.base || !p.head) continue
      const ba = p.base.discovered.app
      const ha = p.head.discovered.app
      const changes = sourceChanges(ba.sources, ha.sources, ba.multiSource, ha.multiSource)
      if (changes.length === 0) continue
      const { severity, text, fix, approvable } = consequence(p, graph?.reviewed)
      const d = p.head.discovered
      out.push({
        ...appRef(p),
        severity,
        introduced: true,
        resource: null,
        // The Application manifest; the line is the document's (the changed field's line is not in the plan).
        file: d.file,
        line: d.line,
        message: `Application ${ha.name} changes its source: ${changes.join('; ')}. ${text}`,
        ...(approvable ? { approvable } : {}),
        fix: fix
          ? fix
          : p.head.error
            ? 'Point the source at something that renders (the path must exist at that targetRevision; the chart and ' +
              'version must exist in the repository), or revert the source change.'
            : severity === 'high'
              ? 'Check that the new source renders the same resources (compare the listed prunes). To move resources ' +
                'between paths without deleting them, keep their kinds, names and namespaces identical, or annotate them ' +
                'with argocd.argoproj.io/sync-options: Prune=false in a separate, synced change first.'
              : 'No action needed when the consequence above is intended.'
      })
    }
    return out
  }
}
