// The revisions step of a run (pipeline/analyze.ts): the clone opened at base and head, the run's scratch folder, and
// both revisions read from git objects into snapshots (files are written to disk only for the apps that render).
import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { APPLICATION_MARKER } from '../argocd/discover.js'
import { GitRepo, type Revision } from '../git/git.js'
import { BlobTexts } from '../git/blob-texts.js'
import { MAX_MANIFEST_BYTES, Snapshot, WriteBudget } from '../git/snapshot.js'
import { branchOf, reviewedRefs, type ReviewedRefs } from '../argocd/revision.js'
import { scratchRoot } from '../lib/scratch-root.js'
import { scratchFolder } from './lifecycle.js'

/** What a run analyses (AnalyzeOptions' inputs that name revisions). */
export interface RevisionInputs {
  repoDir: string
  base: string
  head: string
  /**
   * The branch the revisions under review go into (a pull request's base branch, a pushed branch): a source of this
   * repository pinned to another revision renders the same after the merge (argocd/revision.ts). Otherwise the branch
   * `base` names, if it names one (`main`, `origin/main`).
   */
  branch?: string
  /** Manifest size cap (default MAX_MANIFEST_BYTES, 64 MiB); tests lower it instead of writing 64 MiB files. */
  maxManifestBytes?: number
}

export interface RunRevisions {
  repo: GitRepo
  baseRev: Revision
  headRev: Revision
  scratch: string
  maxManifestBytes: number
  /** What the snapshots of the run wrote for the renderers. */
  written: WriteBudget
  /** Snapshots of the run, closed by removeScratch. */
  snapshots: Snapshot[]
  /** The origin's URL (never rejects). */
  originUrl: Promise<string | undefined>
  /** The clone's refs, read once (never rejects). */
  refsNow(): Promise<Array<{ name: string; commit: string }>>
  /** A commit of the clone read into the scratch folder's `dir`, as a snapshot of the run. */
  load(sha: string, dir: string): Promise<Snapshot>
  /** Stops the writes into the checkouts, then removes the scratch folder; never rejects. */
  removeScratch(): Promise<void>
}

/** Opens the clone at both revisions and makes the scratch folder (removed on signals and crashes too, lifecycle.ts). */
export async function openRevisions(opts: RevisionInputs, log: (line: string) => void): Promise<RunRevisions> {
  // Both revisions at once (one git process when all is well), then the origin URL alongside the reads; base's error first.
  const {
    repo,
    revisions: [baseRev, headRev]
  } = await GitRepo.openAt(opts.repoDir, [opts.base, opts.head])
  const originUrl = repo.originUrl() // never rejects
  // The clone's refs (never rejects): at once when the branch must be read from them, else when a pinned app needs them.
  let cloneRefs = opts.branch ? undefined : repo.refs()
  const scratch = mkdtempSync(join(scratchRoot(), 'prune-guard-'))
  const scratchDir = scratchFolder(scratch, log)
  const snapshots: Snapshot[] = []
  const maxManifestBytes = opts.maxManifestBytes ?? MAX_MANIFEST_BYTES
  const written = new WriteBudget()
  // A blob both revisions hold is read once (git/blob-texts.ts).
  const shared = { texts: new BlobTexts(repo.root, undefined, maxManifestBytes), written, marker: APPLICATION_MARKER }
  return {
    repo,
    baseRev: baseRev!,
    headRev: headRev!,
    scratch,
    maxManifestBytes,
    written,
    snapshots,
    originUrl,
    refsNow: () => (cloneRefs ??= repo.refs()),
    load: async (sha, dir) => {
      const snap = await Snapshot.load(repo, sha, join(scratch, dir), shared)
      snapshots.push(snap)
      return snap
    },
    // Writes into the checkouts stop before the folder goes (a failed run may still have a write under way).
    removeScratch: () => scratchDir.remove(() => Promise.all(snapshots.map((s) => s.close())))
  }
}

/** Base and head read from git objects (one snapshot when they are the same commit). */
export async function loadRevisions(run: RunRevisions): Promise<{ baseSnap: Snapshot; headSnap: Snapshot }> {
  const [baseSnap, headSnap] = await Promise.all([
    run.load(run.baseRev.sha, 'base'),
    run.baseRev.sha === run.headRev.sha ? undefined : run.load(run.headRev.sha, 'head')
  ])
  return { baseSnap, headSnap: headSnap ?? baseSnap }
}

/** The refs the revisions under review go into (argocd/revision.ts): `branch`, or the branch `base` names. */
export async function reviewedRefsOf(opts: RevisionInputs, run: RunRevisions): Promise<ReviewedRefs> {
  const names = opts.branch ? [] : (await run.refsNow()).map((r) => r.name)
  return reviewedRefs(names, opts.branch ?? branchOf(opts.base, names))
}
