// Containment of config management plugin commands. A plugin's commands run what the repository holds (a script,
// helmfile with exec, tanka, `kustomize build` over PR content), so a pull request controls them: without containment
// one can read the guard's environment through /proc/$PPID/environ (the action's inputs, its token), reach the runner's
// loopback services, and read files outside its copy of the repository. Two levels, detected once per run:
// * `bubblewrap`: each command runs under bwrap (Debian's and Ubuntu's `bubblewrap` package) in new user, PID, network,
//   IPC, UTS and cgroup namespaces with every capability dropped. It sees /usr and the system's library and binary
//   folders read-only, the few /etc files programs need (users, hosts, certificates, alternatives), the folders of its
//   PATH read-only, its own throwaway copy of the repository (read-write), and a private /tmp, /proc and /dev: no other
//   process (its /proc lists only its own, so /proc/$PPID/environ is not the guard's), not the checkout, the runner's
//   home or workspace, and no network at all (its loopback is its own). It dies with the guard (--die-with-parent).
// * `none`: bwrap is missing, or the runner refuses user namespaces (some container runners): commands run with the
//   scrubbed environment only (lib/process/spawn.ts), in their copy; the report says so on every app a plugin rendered.
// Argo CD runs plugins in a sidecar container of their own; this is the closest a CI runner can come.
import { existsSync, lstatSync, readlinkSync } from 'node:fs'
import { delimiter, isAbsolute, resolve } from 'node:path'
import { isInside } from '../../git/contain.js'
import type { Tool, ToolRunner } from '../types.js'

export type SandboxLevel = 'bubblewrap' | 'none'

export interface Sandbox {
  level: SandboxLevel
  /** Why there is no sandbox (level `none`). */
  why?: string
}

const SYSTEM_DIRS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']
const ETC_FILES = ['/etc/passwd', '/etc/group', '/etc/nsswitch.conf', '/etc/hosts', '/etc/localtime', '/etc/ssl', '/etc/ca-certificates', '/etc/alternatives']

/**
 * bwrap's arguments up to the command: what the command sees (see the file header). `copy`: the throwaway copy of the
 * repository (read-write); `cwd`: where the command starts; `path`: its PATH (each absolute folder read-only, except
 * one that holds the copy, the checkout or the guard's own folders: `hidden`).
 */
export function bwrapArgs(o: { copy: string; cwd: string; path: string; hidden: string[] }): string[] {
  const args = ['--unshare-all', '--cap-drop', 'ALL', '--die-with-parent', '--ro-bind', '/usr', '/usr']
  for (const d of SYSTEM_DIRS) {
    let st
    try {
      st = lstatSync(d)
    } catch {
      continue
    }
    if (st.isSymbolicLink()) args.push('--symlink', readlinkSync(d), d)
    else if (st.isDirectory()) args.push('--ro-bind', d, d)
  }
  for (const f of ETC_FILES) if (existsSync(f)) args.push('--ro-bind', f, f)
  const guarded = [o.copy, ...o.hidden].map((p) => resolve(p))
  for (const d of new Set(o.path.split(delimiter))) {
    // A PATH folder that is (or holds) the copy, the checkout or the guard's folders would show them: never bound.
    if (!isAbsolute(d) || d === '/' || isInside('/usr', d) || guarded.some((g) => isInside(d, g) || isInside(g, d)) || !existsSync(d)) continue
    args.push('--ro-bind', d, d)
  }
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--bind', o.copy, o.copy, '--chdir', o.cwd)
  args.push('--setenv', 'TMPDIR', '/tmp', '--setenv', 'HOME', '/tmp')
  return args
}

/** `exe` run inside the sandbox: bwrap with its arguments, then the command. */
export function sandboxedTool(tool: Tool, o: { copy: string; cwd: string; path: string; hidden: string[] }): Tool {
  return { ...tool, command: 'bwrap', prefixArgs: [...bwrapArgs(o), '--', tool.command, ...tool.prefixArgs] }
}

let detected: Promise<Sandbox> | undefined

/** Whether bwrap can start a sandbox here (once per process): level `bubblewrap`, else `none` with the reason. */
export function detectSandbox(runner: ToolRunner): Promise<Sandbox> {
  detected ??= (async (): Promise<Sandbox> => {
    const tool: Tool = { name: 'plugin', command: 'bwrap', prefixArgs: [], origin: 'bubblewrap' }
    try {
      const r = await runner.run(tool, ['--unshare-all', '--cap-drop', 'ALL', '--die-with-parent', '--ro-bind', '/', '/', '--', 'true'], {
        cwd: '/',
        timeoutMs: 10_000
      })
      if (r.code === 0) return { level: 'bubblewrap' }
      return { level: 'none', why: `bwrap cannot create a sandbox here (${r.stderr.trim().split('\n')[0] || `exit ${r.code}`}): user namespaces are refused` }
    } catch {
      return { level: 'none', why: 'bwrap (the bubblewrap package) is not installed' }
    }
  })()
  return detected
}
