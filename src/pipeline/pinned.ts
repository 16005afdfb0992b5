// Sources pinned to a tag, a commit or another branch (R1.1.5): the repo-server renders the commit `targetRevision`
// resolves to, not the pull request's files. An app whose every source of this repository is pinned is unchanged by a
// merge unless its Application changes (argocd/revision.ts, render/inputs.ts); when it does change (a promotion that
// moves prod from tag v1 to v2, a new value on a pinned app), each pinned source is rendered at the commit its
// Application pins, read from the local clone like base and head: its own checkout, input listing and symlink check
// (pipeline/render-at.ts; a multi-source app reads each source at its own revision).
// The clone's refs stand for the remote's: actions/checkout with fetch-depth: 0 fetches every branch and tag. A revision
// the clone cannot resolve leaves the app not analysed, with the reason (never rendered from the wrong files).
import { resolvePinned, type CloneRef } from '../argocd/revision.js'
import type { RevisionContext } from '../render/context.js'
import type { RevisionSide } from './revision-side.js'
import { errorMessage } from '../lib/errors.js'

/**
 * Commits read besides base and head, per run: each is a tree listing and the manifests it holds that base and head do
 * not share, so a pull request naming a thousand old commits cannot make the guard read its whole history. Apps pinned
 * beyond it are not analysed, with the reason.
 */
export const MAX_PINNED_COMMITS = 32

/** What to tell a user whose clone lacks a pinned revision. */
export const PINNED_FETCH_HINT = 'fetch every branch and tag (actions/checkout with fetch-depth: 0; locally, git fetch --tags origin)'

export interface PinnedDeps {
  /** The full id of a short commit id (git rev-parse), undefined when none or ambiguous. */
  expandCommit: (short: string) => Promise<string | undefined>
  /** Lists the clone's refs (called once, when a pinned revision is first resolved). */
  refs: () => Promise<CloneRef[]>
  /** The sides already read: a pinned revision that is one of them is rendered there. */
  sides: RevisionSide[]
  /** Reads another commit of the clone as a side of its own (a snapshot in the run's scratch folder). */
  load: (sha: string) => Promise<RevisionSide>
  /** MAX_PINNED_COMMITS unless given (tests). */
  maxCommits?: number
}

export type PinnedSide = { side: RevisionSide; commit: string } | { error: string }

/** The side each pinned revision renders at, resolved and read once per run. */
export function pinnedSides(deps: PinnedDeps): (targetRevision: string) => Promise<PinnedSide> {
  const byRevision = new Map<string, Promise<PinnedSide>>()
  const byCommit = new Map<string, Promise<RevisionSide>>()
  const sideAt = (sha: string): Promise<RevisionSide> => {
    const known = deps.sides.find((s) => s.ctx.sha === sha)
    if (known) return Promise.resolve(known)
    let p = byCommit.get(sha)
    if (p) return p
    if (byCommit.size >= (deps.maxCommits ?? MAX_PINNED_COMMITS))
      return Promise.reject(
        new Error(`the guard reads at most ${deps.maxCommits ?? MAX_PINNED_COMMITS} pinned commits per run, and other apps' pinned revisions took them`)
      )
    byCommit.set(sha, (p = deps.load(sha)))
    return p
  }
  let listed: Promise<CloneRef[]> | undefined
  const resolve = async (targetRevision: string): Promise<PinnedSide> => {
    const r = resolvePinned(targetRevision, await (listed ??= deps.refs()))
    if ('error' in r) return { error: `${r.error}; ${PINNED_FETCH_HINT}` }
    const commit = 'commit' in r ? r.commit : await deps.expandCommit(r.shortCommit)
    if (!commit) return { error: `${JSON.stringify(targetRevision.trim())} names no single commit of this clone; ${PINNED_FETCH_HINT}` }
    try {
      return { side: await sideAt(commit), commit }
    } catch (e) {
      return { error: `commit ${commit.slice(0, 7)} cannot be read: ${errorMessage(e)}` }
    }
  }
  return (targetRevision) => {
    const k = targetRevision.trim()
    let p = byRevision.get(k)
    if (!p) byRevision.set(k, (p = resolve(k)))
    return p
  }
}

/** `ctx` (runner, settings, determinism check of the side being planned) with the checkout of the pinned side. */
export function atPinned(ctx: RevisionContext, pinned: RevisionSide): RevisionContext {
  const p = pinned.ctx
  return { ...ctx, checkout: p.checkout, readText: p.readText, sha: p.sha, treePaths: p.treePaths, symlinkError: p.symlinkError }
}
