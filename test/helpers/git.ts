// Real git repositories for tests: created in a temp dir, committed with a fixed identity.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir, writeTree } from './tools.js'

export const ORIGIN = 'https://github.com/example/gitops.git'

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_CONFIG_NOSYSTEM: '1'
    }
  }).trim()
}

/** A new repository with `origin` set and one commit of `files`; returns its dir. */
export function makeRepo(files: Record<string, string>, origin: string | null = ORIGIN): string {
  const dir = tempDir('pg-repo-')
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'config', 'commit.gpgsign', 'false')
  if (origin) git(dir, 'remote', 'add', 'origin', origin)
  commit(dir, files, 'base')
  return dir
}

/** Writes `files`, removes `remove`, commits everything; returns the new commit SHA. */
export function commit(dir: string, files: Record<string, string>, message: string, remove: string[] = []): string {
  writeTree(dir, files)
  for (const r of remove) rmSync(join(dir, r), { recursive: true, force: true })
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '--allow-empty', '-m', message)
  return git(dir, 'rev-parse', 'HEAD')
}

/** The object id of `path` at `rev`. */
export function oidOf(dir: string, rev: string, path: string): string {
  return git(dir, 'rev-parse', `${rev}:${path}`)
}

/** Removes the loose object of `path` at `rev` (as `git commit` leaves it): a read that needs git for it then finds it missing. */
export function dropObject(dir: string, rev: string, path: string): string {
  const oid = oidOf(dir, rev, path)
  rmSync(join(dir, '.git', 'objects', oid.slice(0, 2), oid.slice(2)))
  return oid
}
