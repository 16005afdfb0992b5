import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import { test } from 'node:test'
import { chooseScratchRoot, MIN_FREE_BYTES, onTmpfs, scratchRoot, type ScratchProbe } from '../../src/lib/scratch-root.js'
import { analyze } from '../../src/pipeline/analyze.js'
import { makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const TMPFS = 0x01021994
const EXT4 = 0xef53
const SHM = 'proc /proc proc rw 0 0\ntmpfs /dev/shm tmpfs rw,nosuid,nodev,size=8G 0 0\n'
/** A machine's small files: the mount table, and an unlimited cgroup v2 leaf with an unlimited parent. */
const files = (mounts: string, extra: Record<string, string> = {}): Record<string, string | undefined> => ({
  '/proc/mounts': mounts,
  '/proc/self/cgroup': '0::/user.slice/job.scope\n',
  '/sys/fs/cgroup/user.slice/job.scope/memory.max': 'max\n',
  '/sys/fs/cgroup/user.slice/memory.max': 'max\n',
  ...extra
})
const probe = (over: Partial<ScratchProbe> & { type?: number; free?: number; mounts?: string }): ScratchProbe => ({
  env: {},
  platform: 'linux',
  tmpdir: () => '/tmp',
  read: (path) => files(over.mounts ?? SHM)[path],
  statfs: () => ({ type: over.type ?? TMPFS, bsize: 4096, bavail: Math.floor((over.free ?? 8 * 1024 ** 3) / 4096) }),
  ...over
})

test('scratch root: a tmpfs /dev/shm with room is used; TMPDIR set, a small, disk-backed or noexec /dev/shm, a memory-limited cgroup, none, or another OS keep the temp folder', () => {
  assert.equal(chooseScratchRoot(probe({})), '/dev/shm')
  assert.equal(chooseScratchRoot(probe({ env: { TMPDIR: '/scratch' }, tmpdir: () => '/scratch' })), '/scratch', "the user's TMPDIR wins")
  assert.equal(chooseScratchRoot(probe({ free: 64 * 1024 * 1024 })), '/tmp', "a container's default 64 MB /dev/shm is too small")
  assert.equal(chooseScratchRoot(probe({ free: MIN_FREE_BYTES })), '/dev/shm')
  assert.equal(chooseScratchRoot(probe({ type: EXT4 })), '/tmp', 'not RAM-backed')
  assert.equal(
    chooseScratchRoot(
      probe({
        statfs: () => {
          throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
        }
      })
    ),
    '/tmp'
  )
  assert.equal(chooseScratchRoot(probe({ platform: 'darwin' })), '/tmp')
  const noexec = 'tmpfs /dev/shm tmpfs rw,nosuid,nodev,noexec,size=8G 0 0\n'
  assert.equal(chooseScratchRoot(probe({ mounts: noexec })), '/tmp', 'programs in a checkout could not run there')
  assert.equal(chooseScratchRoot(probe({ mounts: noexec + 'tmpfs /dev/shm tmpfs rw,size=8G 0 0\n' })), '/dev/shm', 'the last mount on the folder counts')
  assert.equal(chooseScratchRoot(probe({ mounts: 'proc /proc proc rw 0 0\n' })), '/tmp', 'not a mount point of its own: not known to be the tmpfs')
  // A memory limit on the process's cgroup or an ancestor (a container, a runner pod): tmpfs pages would count against it.
  const limited = (extra: Record<string, string>) => chooseScratchRoot(probe({ read: (p) => files(SHM, extra)[p] }))
  assert.equal(limited({ '/sys/fs/cgroup/user.slice/memory.max': '4294967296\n' }), '/tmp', 'cgroup v2 limit on an ancestor')
  assert.equal(limited({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/memory.max': '2147483648\n' }), '/tmp', 'cgroup v2 inside a container namespace')
  const v1 = (limit: string) =>
    limited({ '/proc/self/cgroup': '4:memory:/docker/abc\n1:cpu:/\n', '/sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes': `${limit}\n` })
  assert.equal(v1('1073741824'), '/tmp', 'cgroup v1 limit')
  assert.equal(v1('9223372036854771712'), '/dev/shm', 'cgroup v1 without a limit (the kernel reports ~2^63)')
  assert.equal(chooseScratchRoot(probe({ read: (p) => (p === '/proc/mounts' ? SHM : undefined) })), '/dev/shm', 'no cgroup files: no limit known')
})

test('a run creates its scratch folder under the chosen root and removes it afterwards', async () => {
  const dir = makeRepo({ 'apps/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n' })
  const root = scratchRoot()
  const before = new Set(readdirSync(root).filter((n) => n.startsWith('prune-guard-')))
  const seen: string[] = []
  await analyze({
    repoDir: dir,
    base: 'HEAD',
    head: 'HEAD',
    ...devBinaries(),
    overrides: { network: false },
    log: () => {
      for (const n of readdirSync(root)) if (n.startsWith('prune-guard-') && !before.has(n)) seen.push(n)
    }
  })
  assert.ok(seen.length > 0, `a prune-guard-* folder appeared under ${root} during the run`)
  for (const n of new Set(seen)) assert.ok(!existsSync(`${root}/${n}`), `${n} is removed when the run ends`)
})

test('onTmpfs: a tmpfs by statfs type; another file system, or one that cannot be read, is not', () => {
  const fs = (type: number) => () => ({ type, bsize: 4096, bavail: 1 })
  assert.equal(onTmpfs('/x', fs(0x01021994)), true)
  assert.equal(onTmpfs('/x', fs(0xef53)), false) // ext4
  assert.equal(
    onTmpfs('/x', () => {
      throw new Error('ENOENT')
    }),
    false
  )
})
