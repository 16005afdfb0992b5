// Where a checkout's files go (git/snapshot.ts): each folder is created one level at a time, each level checked with
// the kernel's answer (realpath(3)) to be inside the checkout before anything is created in it; files are created
// without following a link (O_NOFOLLOW). Small files are written off the main thread: creating folders and files can take milliseconds
// each on a busy disk, which on the main thread delayed every renderer start and every output read.
import { constants, openSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { isInside, realPath, realPathAsync } from './contain.js'
import { mkdirOne, mkdirOneAsync } from '../lib/mkdir-one.js'

const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW

export class CheckoutFolders {
  #realRoot: string | undefined
  readonly #checked = new Set<string>()
  /** Folders being created and checked off the main thread. */
  readonly #pending = new Map<string, Promise<void>>()

  constructor(readonly dir: string) {}

  /** The checkout's real path, as the kernel resolves it. */
  root(): string {
    return (this.#realRoot ??= realPath(this.dir))
  }

  /** Creates the folder of `path` and checks that it is inside the checkout; throws naming the folder otherwise. */
  parentOf(path: string): void {
    this.#folder(posix.dirname(path))
  }

  /** parentOf off the main thread. */
  parentOfAsync(path: string): Promise<void> {
    return this.#folderAsync(posix.dirname(path))
  }

  /**
   * One level at a time: the parent is checked first, then this folder is created (never `recursive`, which would
   * create folders through a link before any check) and checked with the kernel's answer.
   */
  #folder(folder: string): void {
    if (folder === '.' || this.#checked.has(folder)) return
    this.#folder(posix.dirname(folder))
    const abs = join(this.dir, folder)
    mkdirOne(abs)
    this.#inside(folder, realPath(abs))
  }

  /** #folder off the main thread; concurrent writes into one folder share its creation and check. */
  #folderAsync(folder: string): Promise<void> {
    if (folder === '.' || this.#checked.has(folder)) return Promise.resolve()
    let made = this.#pending.get(folder)
    if (!made) {
      const abs = join(this.dir, folder)
      made = this.#folderAsync(posix.dirname(folder))
        .then(() => mkdirOneAsync(abs))
        .then(() => realPathAsync(abs))
        .then((real) => this.#inside(folder, real))
      this.#pending.set(folder, made)
      made.catch(() => this.#pending.delete(folder)) // a later file retries, and fails with its own reason
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
