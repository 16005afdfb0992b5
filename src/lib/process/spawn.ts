// The one place that starts processes (nothing else imports node:child_process): argv arrays only, never a shell, and
// the environment a child sees is chosen by a named profile, never assembled at the call site.
// * 'renderer'     helm, kustomize, plugins: PR content drives them, so they get only PATH, LANG, LC_ALL, TZ and TMPDIR
//                  plus what the caller adds (HOME/HELM_* cache dirs, the egress proxy). GITHUB_TOKEN, ACTIONS_* and cloud
//                  credentials never reach them. Bounds (time, memory, output, process group): exec.ts. Kernel-held
//                  bounds that outlive the CLI (a SIGKILL from the OOM killer or a forced cancel runs no exit handler):
//                  each renderer starts under `setpriv --pdeathsig KILL` (it dies with the CLI) and `prlimit --cpu`
//                  (RLIMIT_CPU: killed past its CPU seconds, inherited by what it starts) from util-linux, where found
//                  (containment()); where not, the renderer starts as it is and the verbose log says so.
// * 'git-local'    repository queries (rev-parse, ls-tree, show): the runner's environment, so its git config applies
//                  (actions/checkout's safe.directory), with GIT_TERMINAL_PROMPT=0 so nothing waits for a password.
// * 'git-isolated' blob reads of PR content (cat-file): as git-local, but the system and global git config and system
//                  attributes are ignored and LFS smudge is off, so nothing in a pull request can run a program or
//                  change bytes; the caller trusts the repository with `-c safe.directory=<dir>`.
// * 'git-fetch'    `git fetch` of missing commits: PATH and HOME (credential helpers, persisted auth), GIT_TERMINAL_PROMPT=0
//                  and the runner's proxy variables in both cases; nothing else (no GITHUB_TOKEN: the token travels as a
//                  header argument only to the configured GitHub server).
// * the guard itself, with other V8 flags (pipeline/relaunch.ts): the same program replaces this one (execve), with the
//                  same environment, standard streams and process id (execSelf).
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import type { Readable } from 'node:stream'

/** `inherited`: this process's environment as is (a tool asked for its version, as a user would run it). */
export type EnvProfile = 'renderer' | 'git-local' | 'git-isolated' | 'git-fetch' | 'inherited'

/** Variables passed through to renderers; everything else (GITHUB_TOKEN, ACTIONS_*, cloud credentials) is dropped. */
const RENDERER_PASSTHROUGH = ['PATH', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR']
const FETCH_PASSTHROUGH = ['PATH', 'HOME']
const PROXY_VARS = ['https_proxy', 'http_proxy', 'no_proxy', 'all_proxy']

/** The proxy variables of `env` in both cases, the lower-case one first (as @actions/http-client reads them for the
 * API): curl, under git, ignores an upper-case HTTP_PROXY, which runners often set. */
export function proxyEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of PROXY_VARS) {
    const value = env[name] || env[name.toUpperCase()]
    if (value) out[name] = out[name.toUpperCase()] = value
  }
  return out
}

function pick(base: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const k of names) {
    const v = base[k]
    if (v !== undefined) out[k] = v
  }
  return out
}

function inherited(base: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(base)) if (v !== undefined) out[k] = v
  return out
}

/** The environment of a child started under `profile`, from `base` (default process.env), with `extra` on top. */
export function envFor(profile: EnvProfile, extra: Record<string, string> = {}, base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  switch (profile) {
    case 'renderer':
      return { ...pick(base, RENDERER_PASSTHROUGH), ...extra }
    case 'git-local':
      return { ...inherited(base), GIT_TERMINAL_PROMPT: '0', ...extra }
    case 'git-isolated':
      return {
        ...inherited(base),
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_LFS_SKIP_SMUDGE: '1',
        GIT_ATTR_NOSYSTEM: '1',
        ...extra
      }
    case 'git-fetch':
      return { ...pick(base, FETCH_PASSTHROUGH), GIT_TERMINAL_PROMPT: '0', ...proxyEnv(base), ...extra }
    case 'inherited':
      return { ...inherited(base), ...extra }
  }
}

export interface SpawnOptions {
  cwd: string
  profile: EnvProfile
  /** Added on top of the profile's environment. */
  env?: Record<string, string>
  /** Where the profile reads variables from; default process.env (tests pass a map). */
  baseEnv?: NodeJS.ProcessEnv
  /** stdout and stderr are always piped; stdin is piped only when the caller writes to it. */
  stdin: 'ignore' | 'pipe'
  /** Own process group, so a kill reaches the children (renderers). */
  detached?: boolean
  /** Kernel-held bounds (renderers): killed when this process dies, and past this many CPU seconds (containment()). */
  contain?: { cpuSeconds: number }
}

/** The util-linux wrappers found on PATH, looked for once (absent: not found). */
export interface Containment {
  setpriv?: string
  prlimit?: string
}
let found: Containment | undefined

/** A regular file this process may execute (a folder passes X_OK; the kernel refuses to start it). */
function executable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK)
    return statSync(p).isFile()
  } catch {
    return false
  }
}

/** An executable `name` on `path` (a PATH value), or undefined. */
function onPath(name: string, path: string | undefined): string | undefined {
  return (path ?? '')
    .split(':')
    .filter((d) => d !== '')
    .map((d) => join(d, name))
    .find(executable)
}

/**
 * The wrappers renderers start under (Linux only: prctl and setrlimit through util-linux, which Debian and Ubuntu
 * always install). Node cannot call prctl(PR_SET_PDEATHSIG) or setrlimit for a child itself; both survive the
 * wrapper's execve into the renderer (same process id, so the group kill and the /proc memory watch still apply).
 */
export function containment(): Containment {
  if (found) return found
  const linux = process.platform === 'linux'
  const setpriv = linux ? onPath('setpriv', process.env.PATH) : undefined
  const prlimit = linux ? onPath('prlimit', process.env.PATH) : undefined
  found = { setpriv, prlimit }
  return found
}

/** `command` and `args` under the wrappers found; as given where none is, or where `command` cannot be found (so the
 * caller sees ENOENT for the renderer, not a wrapper's failure to run it). */
function contained(command: string, args: string[], cpuSeconds: number, cwd: string, env: Record<string, string>): [string, string[]] {
  const c = containment()
  if (!c.setpriv && !c.prlimit) return [command, args]
  if (!(command.includes('/') ? executable(isAbsolute(command) ? command : join(cwd, command)) : onPath(command, env.PATH))) return [command, args]
  let argv = [command, ...args]
  // Soft and hard limit alike: the kernel sends SIGKILL at the hard one (Go renderers ignore SIGXCPU, the soft one's).
  if (c.prlimit) argv = [c.prlimit, `--cpu=${cpuSeconds}:${cpuSeconds}`, '--', ...argv]
  if (c.setpriv) argv = [c.setpriv, '--pdeathsig', 'KILL', '--', ...argv]
  return [argv[0]!, argv.slice(1)]
}

/** A started process whose stdout and stderr are pipes. */
export type PipedProcess = ChildProcess & { stdout: Readable; stderr: Readable }

/** Starts `command` with `args` (no shell) for streaming callers (the renderer runner, blob reads). */
export function spawnProcess(command: string, args: string[], opts: SpawnOptions): PipedProcess {
  const env = envFor(opts.profile, opts.env, opts.baseEnv)
  const [cmd, argv] = opts.contain ? contained(command, args, opts.contain.cpuSeconds, opts.cwd, env) : [command, args]
  return spawn(cmd, argv, { cwd: opts.cwd, env, stdio: [opts.stdin, 'pipe', 'pipe'], detached: opts.detached }) as PipedProcess
}

/**
 * Replaces this Node program with itself started again (execve: same process id, environment and standard streams),
 * `args` being Node's flags, the script and its arguments; on success it does not return. It returns where that cannot
 * be done: process.execve is missing (before Node 23.11, Windows), refused (Node's permission model), or the binary is
 * no longer executable. Node aborts the process when the system call itself fails, so what can be checked beforehand
 * is: the binary that runs this process, the same environment, a few more argument bytes.
 */
export function execSelf(args: string[]): void {
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve
  if (typeof execve !== 'function' || process.platform === 'win32') return
  try {
    accessSync(process.execPath, constants.X_OK)
    execve.call(process, process.execPath, [process.execPath, ...args], process.env)
  } catch {
    // refused before the system call: run as started
  }
}

export interface RunTextOptions {
  cwd: string
  profile: EnvProfile
  env?: Record<string, string>
  baseEnv?: NodeJS.ProcessEnv
  /** Written to stdin, which is then closed. */
  input?: string
  /** Killed (SIGTERM) after this long; default none. */
  timeoutMs?: number
  /** stdout or stderr larger than this kills the process and fails the call. */
  maxBuffer: number
}

/** An error of a finished or failed process: `code` is the exit code or a spawn errno (e.g. 'ENOENT'). */
export interface ProcessError extends Error {
  code?: number | string
  stdout?: string
  stderr?: string
}

/** Runs `command` to completion and returns its stdout (UTF-8); a non-zero exit rejects with a ProcessError. */
export function runText(command: string, args: string[], opts: RunTextOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      { cwd: opts.cwd, env: envFor(opts.profile, opts.env, opts.baseEnv), maxBuffer: opts.maxBuffer, timeout: opts.timeoutMs ?? 0, encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (err) reject(Object.assign(err, { stdout, stderr }) as ProcessError)
        else resolve(stdout)
      }
    )
    if (opts.input !== undefined) child.stdin?.end(opts.input)
  })
}
