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
const HEADS = 'refs/heads/'

/** `refs/heads/x` → `x`; any other text as it is. */
const withoutHeads = (ref: string): string => (ref.startsWith(HEADS) ? ref.slice(HEADS.length) : ref)

/** `''` and `HEAD`: the repository's default branch, which the pull request's head stands for. */
export function isDefaultRevision(targetRevision: string): boolean {
  const t = targetRevision.trim()
  return t === '' || t === 'HEAD'
}

/** Whether `targetRevision` follows the revisions under review (true when `refs` is not given: the guard's default). */
export function followsReview(targetRevision: string, refs: ReviewedRefs | undefined): boolean {
  if (isDefaultRevision(targetRevision) || !refs) return true
  const t = targetRevision.trim()
  if (FULL_COMMIT.test(t) || t.startsWith('refs/tags/')) return false
  const name = withoutHeads(t)
  if (refs.branch !== undefined) return name === refs.branch
  return !(refs.tags.has(name) && !refs.branches.has(name))
}

/** The branch of a full ref name: `refs/heads/x` and `refs/remotes/<remote>/x` → `x` (a remote's HEAD is none). */
function branchOfRef(ref: string): string | undefined {
  if (ref.startsWith(HEADS)) return ref.slice(HEADS.length) || undefined
  if (!ref.startsWith('refs/remotes/')) return undefined
  const rest = ref.slice('refs/remotes/'.length)
  const slash = rest.indexOf('/')
  const name = slash > 0 ? rest.slice(slash + 1) : ''
  return name && name !== 'HEAD' ? name : undefined
}

/**
 * The branch a revision expression names, from the clone's ref names: `main`, `refs/heads/main`, `origin/main` and
 * `refs/remotes/origin/main` name branch `main`; a commit id or `HEAD~1` names none.
 */
export function branchOf(rev: string, refNames: readonly string[]): string | undefined {
  const full = new Set(refNames)
  for (const ref of [rev, `${HEADS}${rev}`, `refs/remotes/${rev}`]) {
    const branch = full.has(ref) ? branchOfRef(ref) : undefined
    if (branch) return branch
  }
  return undefined
}

/** ReviewedRefs from the clone's ref names (`git for-each-ref --format=%(refname)`) and the branch, if known. */
export function reviewedRefs(refNames: readonly string[], branch: string | undefined): ReviewedRefs {
  const tags = new Set<string>()
  const branches = new Set<string>()
  for (const r of refNames) {
    if (r.startsWith('refs/tags/')) tags.add(r.slice('refs/tags/'.length))
    const b = branchOfRef(r)
    if (b) branches.add(b)
  }
  return { branch: branch ? withoutHeads(branch) || undefined : undefined, tags, branches }
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
