// Whether a git source of this repository follows the revisions under review, or is pinned to a revision a merge does
// not move (R1.1.5: the repo-server renders the commit `targetRevision` resolves to). `''` and `HEAD` follow the
// repository's default branch, which a pull request into it stands for; a branch name follows that branch; a tag or a
// commit id stays where it is, so merging a pull request into a branch changes nothing a source pinned to it renders.
// The guard renders this repository at the pull request's base and head, which is what a following source syncs; a
// pinned source renders the same before and after the merge unless its Application changes.
// When the branch under review is not known (the CLI given commit ids), only what cannot be that branch counts as
// pinned: a full commit id, `refs/tags/…`, or a name the clone has as a tag and not as a branch. Anything else is
// treated as following (the guard then shows what the pull request's files would do: never less than a merge does).

/** The names that tell a following source from a pinned one. */
export interface ReviewedRefs {
  /** The branch the reviewed revisions go into (a pull request's base branch, a pushed branch), when known. */
  branch?: string
  /** Tag names of the local clone (without refs/tags/), for when the branch is not known. */
  tags: ReadonlySet<string>
  /** Branch names of the local clone, local and remote-tracking (without refs/heads/ or refs/remotes/<remote>/). */
  branches: ReadonlySet<string>
}

const FULL_COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/i

/** Whether `targetRevision` follows the revisions under review (true when `refs` is not given: the guard's default). */
export function followsReview(targetRevision: string, refs: ReviewedRefs | undefined): boolean {
  const t = targetRevision.trim()
  if (t === '' || t === 'HEAD' || !refs) return true
  if (FULL_COMMIT.test(t) || t.startsWith('refs/tags/')) return false
  const name = t.startsWith('refs/heads/') ? t.slice('refs/heads/'.length) : t
  if (refs.branch !== undefined) return name === refs.branch
  return !(refs.tags.has(name) && !refs.branches.has(name))
}

/**
 * The branch a revision expression names, from the clone's ref names: `main`, `refs/heads/main`, `origin/main` and
 * `refs/remotes/origin/main` name branch `main`; a commit id or `HEAD~1` names none.
 */
export function branchOf(rev: string, refNames: readonly string[]): string | undefined {
  const full = new Set(refNames)
  if (rev.startsWith('refs/heads/') && full.has(rev)) return rev.slice('refs/heads/'.length)
  if (full.has(`refs/heads/${rev}`)) return rev
  const remote = rev.startsWith('refs/remotes/') ? rev : `refs/remotes/${rev}`
  if (full.has(remote)) {
    const rest = remote.slice('refs/remotes/'.length)
    const slash = rest.indexOf('/')
    if (slash > 0 && rest.slice(slash + 1) !== 'HEAD') return rest.slice(slash + 1)
  }
  return undefined
}

/** ReviewedRefs from the clone's ref names (`git for-each-ref --format=%(refname)`) and the branch, if known. */
export function reviewedRefs(refNames: readonly string[], branch: string | undefined): ReviewedRefs {
  const tags = new Set<string>()
  const branches = new Set<string>()
  for (const r of refNames) {
    if (r.startsWith('refs/tags/')) tags.add(r.slice('refs/tags/'.length))
    else if (r.startsWith('refs/heads/')) branches.add(r.slice('refs/heads/'.length))
    else if (r.startsWith('refs/remotes/')) {
      const rest = r.slice('refs/remotes/'.length)
      const slash = rest.indexOf('/')
      if (slash > 0) branches.add(rest.slice(slash + 1))
    }
  }
  const b = branch?.startsWith('refs/heads/') ? branch.slice('refs/heads/'.length) : branch
  return { branch: b || undefined, tags, branches }
}

/** What a render of an app pinned to another revision shows (argocd/revision.ts). */
export function pinnedWarning(revisions: string[]): string {
  const which = revisions.map((r) => JSON.stringify(r)).join(', ')
  return (
    `targetRevision ${which} pins this app's sources: Argo CD renders that revision, while the guard rendered the files ` +
    `of the pull request's base and head, so the diff shows this Application's change applied to the branch's files, ` +
    `not to ${revisions.length > 1 ? 'those revisions' : 'that revision'}`
  )
}
