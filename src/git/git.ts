// The git boundary: open the repository and resolve revisions (R1.1.5: never the dirty working tree). Content is read
// from git objects by snapshot.ts and written from blobs (blobs.ts), never checked out.
import { existsSync } from 'node:fs'
import { UsageError } from '../lib/errors.js'
import { runText, type ProcessError } from '../lib/process/spawn.js'

const GIT_TIMEOUT_MS = 120_000
/** A full object id (SHA-1 or SHA-256). */
export const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/

/** Runs git (the 'git-local' environment of spawn.ts) and returns its stdout. */
export async function git(cwd: string, args: string[], env: Record<string, string> = {}, input?: string): Promise<string> {
  try {
    return await runText('git', args, { cwd, profile: 'git-local', env, input, maxBuffer: 512 * 1024 * 1024, timeoutMs: GIT_TIMEOUT_MS })
  } catch (err) {
    const e = err as ProcessError
    if (e.code === 'ENOENT') throw new UsageError('git was not found on PATH; install git to compare revisions.')
    throw new Error(`git ${args[0]} failed: ${(e.stderr || e.message).trim()}`)
  }
}

export interface Revision {
  /** The expression the user gave. */
  rev: string
  sha: string
}

export class GitRepo {
  private constructor(readonly root: string) {}

  /** Opens the repository containing `dir`; a usage error when it is not one. */
  static async open(dir: string): Promise<GitRepo> {
    if (!existsSync(dir)) throw new UsageError(`Repository folder '${dir}' does not exist. Pass --repo <dir> pointing at a clone of your GitOps repository.`)
    let top: string
    try {
      top = (await git(dir, ['rev-parse', '--show-toplevel'])).replace(/\n$/, '') // only the newline: a folder may end in a space
    } catch (e) {
      if (e instanceof UsageError) throw e
      throw new UsageError(`'${dir}' is not inside a git repository. Pass --repo <dir> pointing at a clone of your GitOps repository.`)
    }
    return new GitRepo(top)
  }

  /**
   * Opens the repository containing `dir` and resolves `revs` there. When all is well that is one git process, not one
   * per step (starting a process costs 10-20 ms of main-thread time on some runners); anything else (an unknown
   * revision, a range, not a repository) takes the step-by-step path: same results, same errors, base's first.
   */
  static async openAt(dir: string, revs: string[]): Promise<{ repo: GitRepo; revisions: Revision[] }> {
    if (existsSync(dir) && revs.every((r) => !r.startsWith('-'))) {
      // `--` makes every argument a revision; without --verify, a range would print two lines: checked below.
      const out = await git(dir, ['rev-parse', '--show-toplevel', ...revs.map((r) => `${r}^{commit}`), '--']).catch(() => '')
      const lines = out.split('\n')
      const shas = lines.slice(1, 1 + revs.length)
      const rest = lines.slice(1 + revs.length).filter((l) => l !== '' && l !== '--')
      if (lines[0] && shas.length === revs.length && shas.every((x) => FULL_SHA.test(x)) && rest.length === 0) {
        return { repo: new GitRepo(lines[0]), revisions: revs.map((rev, i) => ({ rev, sha: shas[i]! })) }
      }
    }
    const repo = await GitRepo.open(dir)
    const settled = await Promise.allSettled(revs.map((r) => repo.resolve(r)))
    const revisions = settled.map((x) => {
      if (x.status === 'rejected') throw x.reason
      return x.value
    })
    return { repo, revisions }
  }

  async resolve(rev: string): Promise<Revision> {
    if (rev.startsWith('-')) throw new UsageError(`Revision '${rev}' is not valid: it must not start with '-'.`)
    try {
      const sha = (await git(this.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])).trim()
      // `^main` verifies as `^<sha>` (an exclusion, not a revision): refused like an unknown one.
      if (!FULL_SHA.test(sha)) throw new Error(`not a commit: ${sha}`)
      return { rev, sha }
    } catch {
      const range = /^(.+?)\.\.\.?(.+)$/.exec(rev)
      if (range) throw new UsageError(`Revision '${rev}' is a range: pass its ends separately, --base ${range[1]} --head ${range[2]}.`)
      if (rev.startsWith('^')) throw new UsageError(`Revision '${rev}' excludes a commit; pass the commit itself: ${rev.slice(1)}.`)
      throw new UsageError(
        `Unknown revision '${rev}' in ${this.root}. Use a branch, tag or commit that exists locally ` +
          `(in a shallow CI checkout, fetch it first, e.g. \`git fetch origin ${rev}\`).`
      )
    }
  }

  /**
   * Every ref of the clone (refs/heads/…, refs/remotes/…, refs/tags/…) with the commit it names (an annotated tag's
   * commit, not the tag object); [] when they cannot be listed.
   */
  async refs(): Promise<Array<{ name: string; commit: string }>> {
    try {
      const out = await git(this.root, ['for-each-ref', '--format=%(refname)%00%(objectname)%00%(*objectname)'])
      return out
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          const [name = '', object = '', peeled = ''] = l.split('\0')
          return { name, commit: peeled || object }
        })
    } catch {
      return []
    }
  }

  /** The full id of the commit a short commit id (hex digits only) names, or undefined (none, or ambiguous). */
  async expandCommit(short: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{4,64}$/i.test(short)) return undefined
    try {
      const sha = (await git(this.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${short}^{commit}`])).trim()
      return FULL_SHA.test(sha) ? sha : undefined
    } catch {
      return undefined
    }
  }

  /** The URL of the `origin` remote, or undefined when there is none. */
  async originUrl(): Promise<string | undefined> {
    try {
      const url = (await git(this.root, ['remote', 'get-url', 'origin'])).trim()
      return url || undefined
    } catch {
      return undefined
    }
  }
}
