// Whether a git source of this repository follows the revisions under review, or is pinned to a revision a merge does
// not move (R1.1.5: the repo-server renders the commit `targetRevision` resolves to). `''` and `HEAD` follow the
// repository's default branch, which a pull request into it stands for; a branch name follows that branch; a tag or a
// commit id stays where it is, so merging a pull request into a branch changes nothing a source pinned to it renders.
// The guard renders this repository at the pull request's base and head, which is what a following source syncs; a
// pinned source renders the same before and after the merge unless its Application changes.
// When the branch under review is not known (the CLI given commit ids), only what cannot be that branch counts as
// pinned: a full commit id, `refs/tags/…`, or a name the clone has as a tag and not as a branch. Anything else is
// treated as following (the guard then shows what the pull request's files would do: never less than a merge does).
import { maxSatisfying, parseConstraint, parseVersion, type Constraint } from '../lib/semver.js'

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
const TAGS = 'refs/tags/'

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
  if (FULL_COMMIT.test(t) || t.startsWith(TAGS)) return false
  const name = withoutHeads(t)
  if (refs.branch !== undefined) return name === refs.branch
  return !(refs.tags.has(name) && !refs.branches.has(name))
}

/** The branch of a full ref name: `refs/heads/x` and `refs/remotes/<remote>/x` → `x` (a remote's HEAD is none). */
export function branchOfRef(ref: string): string | undefined {
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
    if (r.startsWith(TAGS)) tags.add(r.slice(TAGS.length))
    const b = branchOfRef(r)
    if (b) branches.add(b)
  }
  return { branch: branch ? withoutHeads(branch) || undefined : undefined, tags, branches }
}

/** A ref of the local clone and the commit it names (an annotated tag peeled). */
export interface CloneRef {
  name: string
  commit: string
}

/** Where a pinned targetRevision resolves in the local clone: a commit, a short commit id for git to expand, or why not. */
export type PinnedCommit = { commit: string } | { shortCommit: string } | { error: string }

const SHORT_COMMIT = /^[0-9a-f]{7,}$/i

/**
 * The commit a pinned `targetRevision` of this repository renders, as the repo-server resolves it against the remote's
 * refs (util/git/client.go lsRemote), with the clone's refs standing for the remote's: its branch `b` is
 * `refs/remotes/<remote>/b` (else the local `refs/heads/b`), its tags are `refs/tags/…`.
 * 1. A full commit id is used as it is.
 * 2. A semver range that is not a version (`1.*`, `>=1.2 <2`) becomes the highest tag it matches (util/versions).
 * 3. The first ref, in the remote's order (branches before tags), whose short name or full name is the revision.
 * 4. Otherwise seven or more hex digits are a short commit id.
 */
export function resolvePinned(targetRevision: string, refs: readonly CloneRef[], remote = 'origin'): PinnedCommit {
  let t = targetRevision.trim()
  if (FULL_COMMIT.test(t)) return { commit: t.toLowerCase() }
  const tags = new Map<string, string>()
  const branches = new Map<string, string>()
  const remoteBranches = `refs/remotes/${remote}/`
  for (const r of refs) {
    if (r.name.startsWith(TAGS)) tags.set(r.name.slice(TAGS.length), r.commit)
    else if (r.name.startsWith(remoteBranches) && r.name !== `${remoteBranches}HEAD`) branches.set(r.name.slice(remoteBranches.length), r.commit)
  }
  for (const r of refs) if (r.name.startsWith(HEADS) && !branches.has(r.name.slice(HEADS.length))) branches.set(r.name.slice(HEADS.length), r.commit)
  if (!parseVersion(t)) {
    let range: Constraint | undefined
    try {
      range = parseConstraint(t)
    } catch {
      range = undefined // not a range: matched by name below
    }
    if (range) {
      const best = maxSatisfying([...tags.keys()], range)
      if (best === undefined) return { error: `no tag of this clone matches the version range ${JSON.stringify(t)}` }
      t = best
    }
  }
  const commit = t.startsWith(HEADS)
    ? branches.get(t.slice(HEADS.length))
    : t.startsWith(TAGS)
      ? tags.get(t.slice(TAGS.length))
      : (branches.get(t) ?? tags.get(t))
  if (commit) return { commit }
  if (SHORT_COMMIT.test(t)) return { shortCommit: t.toLowerCase() }
  return { error: `${JSON.stringify(t)} is not a branch, tag or commit of this clone` }
}
