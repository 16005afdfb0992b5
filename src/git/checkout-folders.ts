// Where a checkout's files go (git/snapshot.ts): each folder is created, then checked with the kernel's answer
// (realpath(3)) to be inside the checkout, before any file is created in it; files are created without following a
// link (O_NOFOLLOW). Small files are written off the main thread: creating folders and files can take milliseconds
// each on a busy disk, which on the main thread delayed every renderer start and every output read.
import { constants, mkdirSync, openSync } from 'node:fs'
import { mkdir, open } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { isInside, realPath, realPathAsync } from './contain.js'

const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW

export class CheckoutFolders {
  #realRoot: string | undefined
  readonly #checked = new Set<string>()
  /** Folders created (or being created) off the main thread; concurrent writes into one folder share the work. */
  readonly #pending = new Map<string, Promise<void>>()

  constructor(readonly dir: string) {}

  /** The checkout's real path, as the kernel resolves it. */
  root(): string {
    return (this.#realRoot ??= realPath(this.dir))
  }

  /** Creates the folder of `path` and checks that it is inside the checkout; throws naming the folder otherwise. */
  parentOf(path: string): void {
    const parent = posix.dirname(path)
    if (parent === '.' || this.#checked.has(parent)) return
    const abs = join(this.dir, parent)
    mkdirSync(abs, { recursive: true })
    this.#inside(parent, realPath(abs))
  }

  /** parentOf off the main thread. */
  parentOfAsync(path: string): Promise<void> {
    const parent = posix.dirname(path)
    if (parent === '.' || this.#checked.has(parent)) return Promise.resolve()
    let made = this.#pending.get(parent)
    if (!made) {
      const abs = join(this.dir, parent)
      made = mkdir(abs, { recursive: true })
        .then(() => realPathAsync(abs))
        .then((real) => this.#inside(parent, real))
      this.#pending.set(parent, made)
      made.catch(() => this.#pending.delete(parent)) // a later file retries, and fails with its own reason
    }
    return made
  }

  /** Opens `path` for writing (created or truncated, never through a link); the file descriptor. */
  openSync(path: string, executable: boolean): number {
    this.parentOf(path)
    return openSync(join(this.dir, path), CREATE_FLAGS, executable ? 0o755 : 0o644)
  }

  /** Writes a whole small file off the main thread. */
  async write(path: string, bytes: Buffer, executable: boolean): Promise<void> {
    await this.parentOfAsync(path)
    const file = await open(join(this.dir, path), CREATE_FLAGS, executable ? 0o755 : 0o644)
    try {
      await file.writeFile(bytes)
    } finally {
      await file.close()
    }
  }

  #inside(parent: string, real: string): void {
    if (!isInside(this.root(), real)) throw new Error(`${parent}: folder resolves outside the checkout; refusing to write into it`)
    this.#checked.add(parent)
  }
}
