// Where a run's scratch folder (checkouts, renderer homes, work folders) is created. Every render creates folders and
// files there, and on a busy disk each creation can take a millisecond or more (on the 2-core benchmark machine, 500
// small files took 0.9 s on ext4 while renderers ran, 18 ms on tmpfs; the 50-app PR ran 15% faster). So:
// * TMPDIR, when set, is the user's choice and is kept;
// * else, on Linux, /dev/shm when it is a tmpfs with at least MIN_FREE_BYTES free (a container's default 64 MB
//   /dev/shm is not used: a full scratch would fail renders), not mounted noexec (plugins and kustomize exec
//   functions may run programs from the checkout), and the process's memory is not limited by a cgroup (a container
//   or a runner pod: tmpfs pages count against that limit, so a large checkout could get the job killed);
// * else the system's temporary folder.
// A write that still fails for lack of space fails that app's render, which the report shows; it never passes.
import { readFileSync, statfsSync, type StatsFs } from 'node:fs'
import { tmpdir } from 'node:os'

/** The magic number of tmpfs in statfs(2). */
const TMPFS_MAGIC = 0x01021994
export const MIN_FREE_BYTES = 2 * 1024 * 1024 * 1024
const RAM_FOLDER = '/dev/shm'

export interface ScratchProbe {
  env: NodeJS.ProcessEnv
  platform: NodeJS.Platform
  statfs(path: string): Pick<StatsFs, 'type' | 'bsize' | 'bavail'>
  /** A small system file (/proc/mounts, /proc/self/cgroup, cgroup limits), or undefined when it cannot be read. */
  read(path: string): string | undefined
  tmpdir(): string
}

const system: ScratchProbe = {
  env: process.env,
  platform: process.platform,
  statfs: (p) => statfsSync(p),
  read: (p) => {
    try {
      return readFileSync(p, 'utf8')
    } catch {
      return undefined
    }
  },
  tmpdir
}

/** A cgroup v1 limit at or above this means "no limit" (the kernel reports about 2^63 rounded to a page). */
const V1_UNLIMITED = 2 ** 62

/** Whether a memory cgroup of this process or of one of its ancestors has a limit (cgroup v2 and v1). */
export function memoryLimited(read: (path: string) => string | undefined): boolean {
  const ancestors = (path: string): string[] => {
    const parts = path.split('/').filter((p) => p !== '')
    return parts.map((_, i) => '/' + parts.slice(0, parts.length - i).join('/')).concat('')
  }
  for (const line of (read('/proc/self/cgroup') ?? '').split('\n')) {
    const [, controllers, path] = line.split(':')
    if (path === undefined) continue
    if (controllers === '') {
      for (const dir of ancestors(path)) {
        const max = read(`/sys/fs/cgroup${dir}/memory.max`)?.trim()
        if (max !== undefined && max !== 'max') return true
      }
    } else if (controllers!.split(',').includes('memory')) {
      for (const dir of ancestors(path)) {
        const limit = Number(read(`/sys/fs/cgroup/memory${dir}/memory.limit_in_bytes`)?.trim())
        if (Number.isFinite(limit) && limit > 0 && limit < V1_UNLIMITED) return true
      }
    }
  }
  return false
}

/** The options of the last mount on `point` in a mount table, or undefined. */
function mountOptions(table: string, point: string): string[] | undefined {
  let options: string[] | undefined
  for (const line of table.split('\n')) {
    const f = line.split(' ')
    if (f[1] === point && f[3]) options = f[3].split(',')
  }
  return options
}

/** The folder under which the run's scratch folder is created (see the file header); `ram` probes /dev/shm. */
export function chooseScratchRoot(probe: ScratchProbe = system, ram: () => string | undefined = () => ramFolder(probe)): string {
  if (probe.env.TMPDIR || probe.platform !== 'linux') return probe.tmpdir()
  return ram() ?? probe.tmpdir()
}

function ramFolder(probe: ScratchProbe): string | undefined {
  try {
    const s = probe.statfs(RAM_FOLDER)
    if (s.type !== TMPFS_MAGIC || s.bavail * s.bsize < MIN_FREE_BYTES) return undefined
    const options = mountOptions(probe.read('/proc/mounts') ?? '', RAM_FOLDER)
    if (options && !options.includes('noexec') && !memoryLimited(probe.read)) return RAM_FOLDER
  } catch {
    // no /dev/shm here
  }
  return undefined
}

let probed: { ram: string | undefined } | undefined

/** chooseScratchRoot for this process: TMPDIR is read each time, /dev/shm is probed once. */
export function scratchRoot(): string {
  return chooseScratchRoot(system, () => (probed ??= { ram: ramFolder(system) }).ram)
}

/** Whether `path` is on a tmpfs (memory: creating files there costs no disk I/O); false when it cannot be told. */
export function onTmpfs(path: string, statfs: ScratchProbe['statfs'] = system.statfs): boolean {
  try {
    return statfs(path).type === TMPFS_MAGIC
  } catch {
    return false
  }
}
