// Shallow checkouts (actions/checkout's default fetch-depth: 1 checks out only the merge commit) lack the PR's base
// and head commits. They are fetched from origin by SHA, one level deep: the engine only reads their trees. No shell;
// the token is passed as an HTTP header only to this GitHub server and only when checkout did not persist one.
// git runs with a minimal environment plus the runner's proxy variables (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, ALL_PROXY,
// either case), so a self-hosted runner behind a corporate proxy fetches through it; git reads them itself.
import { runText } from '../lib/process/spawn.js'
import { FULL_SHA } from './git.js'
import { urlUnder } from '../lib/url-prefix.js'

/** git with the 'git-fetch' environment of spawn.ts: PATH and HOME of this process, no prompt, and the proxy variables
 * of `proxies` (only the fetch itself passes them). */
async function git(dir: string, args: string[], proxies: NodeJS.ProcessEnv = {}): Promise<string> {
  const baseEnv = { ...proxies, PATH: process.env.PATH, HOME: process.env.HOME }
  return (await runText('git', args, { cwd: dir, profile: 'git-fetch', baseEnv, maxBuffer: 16 * 1024 * 1024 })).trim()
}

async function hasCommit(dir: string, sha: string): Promise<boolean> {
  try {
    await git(dir, ['cat-file', '-e', `${sha}^{commit}`])
    return true
  } catch {
    return false
  }
}

export interface FetchOptions {
  token?: string
  serverUrl: string
  log: (line: string) => void
  /** Where the proxy variables come from; default process.env. */
  env?: NodeJS.ProcessEnv
}

/** Fetches the listed commits (full SHAs only; other revision expressions must already resolve) when missing. */
export async function ensureCommits(dir: string, revs: string[], opts: FetchOptions): Promise<string[]> {
  const missing: string[] = []
  for (const r of [...new Set(revs)]) if (FULL_SHA.test(r) && !(await hasCommit(dir, r))) missing.push(r)
  if (missing.length === 0) return []
  opts.log(`fetching ${missing.map((s) => s.slice(0, 7)).join(', ')} from origin (shallow checkout)`)
  const shallow = (await git(dir, ['rev-parse', '--is-shallow-repository']).catch(() => 'false')) === 'true'
  const args = ['fetch', '--no-tags', '--no-recurse-submodules', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ...missing]
  const config: string[] = []
  const origin = await git(dir, ['remote', 'get-url', 'origin']).catch(() => '')
  const persisted = await git(dir, ['config', '--get-regexp', '^http\\..*extraheader$']).catch(() => '')
  if (opts.token && !persisted && urlUnder(origin, opts.serverUrl)) {
    const basic = Buffer.from(`x-access-token:${opts.token}`).toString('base64')
    config.push('-c', `http.${opts.serverUrl}/.extraheader=AUTHORIZATION: basic ${basic}`)
  }
  try {
    await git(dir, [...config, ...args], opts.env ?? process.env)
  } catch (e) {
    const msg = (e as { stderr?: string }).stderr?.trim() || (e as Error).message
    throw new Error(
      `Could not fetch ${missing.join(', ')} from origin: ${msg.replace(/basic [A-Za-z0-9+/=]+/g, 'basic ***')}. Use actions/checkout with fetch-depth: 0.`
    )
  }
  return missing
}

/** The content of a repository file at a revision (config-file is read from the base, like .prune-guard.yaml). */
export async function showFile(dir: string, rev: string, path: string): Promise<string | null> {
  try {
    return await runText('git', ['show', `${rev}:${path.replace(/^\.\//, '')}`], { cwd: dir, profile: 'git-local', maxBuffer: 4 * 1024 * 1024 })
  } catch {
    return null
  }
}
