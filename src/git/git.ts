// The git boundary: open the repository and resolve revisions (R1.1.5: never the dirty working tree). Content is read
// from git objects by snapshot.ts and written from blobs (blobs.ts), never checked out.
import { existsSync } from 'node:fs'
import { runText, type ProcessError } from '../lib/process/spawn.js'

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

const GIT_TIMEOUT_MS = 120_000

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
      top = (await git(dir, ['rev-parse', '--show-toplevel'])).trim()
    } catch (e) {
      if (e instanceof UsageError) throw e
      throw new UsageError(`'${dir}' is not inside a git repository. Pass --repo <dir> pointing at a clone of your GitOps repository.`)
    }
    return new GitRepo(top)
  }

  async resolve(rev: string): Promise<Revision> {
    if (rev.startsWith('-')) throw new UsageError(`Revision '${rev}' is not valid: it must not start with '-'.`)
    try {
      const sha = (await git(this.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])).trim()
      return { rev, sha }
    } catch {
      throw new UsageError(
        `Unknown revision '${rev}' in ${this.root}. Use a branch, tag or commit that exists locally ` +
          `(in a shallow CI checkout, fetch it first, e.g. \`git fetch origin ${rev}\`).`
      )
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
