// Which paths of a checkout are written, and the requests waiting for them (git/snapshot.ts): a request resumes as soon
// as its own files are written, while the stream goes on with later requests' files.
export class WrittenPaths {
  /** Paths written or failed (a failure's reason is kept by the snapshot). */
  readonly done = new Set<string>()
  /** Requests waiting for a path, woken by settle. */
  readonly #waiters = new Map<string, Array<(err?: Error) => boolean>>()

  /** Resolves when every path in `open` is written (or failed: the snapshot keeps the reason); rejects when its write failed as a whole. */
  when(open: string[]): Promise<void> {
    const waiting = open.filter((p) => !this.done.has(p))
    if (waiting.length === 0) return Promise.resolve()
    return new Promise((resolve, reject) => {
      let left = waiting.length
      let failed = false
      const on = (err?: Error): boolean => {
        if (failed) return false
        if (err) {
          failed = true
          reject(err)
          return true
        }
        if (--left > 0) return false
        resolve()
        return true
      }
      for (const p of waiting) {
        const list = this.#waiters.get(p)
        if (list) list.push(on)
        else this.#waiters.set(p, [on])
      }
    })
  }

  /** `path` is written (or failed with a reason in #failed): wakes the requests waiting for it; true when one is complete. */
  settle(path: string, err?: Error): boolean {
    if (!err) this.done.add(path)
    const list = this.#waiters.get(path)
    if (!list) return false
    this.#waiters.delete(path)
    let complete = false
    for (const on of list) complete = on(err) || complete
    return complete
  }
}
