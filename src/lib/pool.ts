// A small concurrency limiter: renders run in parallel up to a bound (the number of cores by default).
// A finished task hands its slot to the next queued one before its own caller resumes: the caller's work on the result
// (decoding a render's output) then runs while the next renderer already does, instead of leaving a core idle.
export function createLimiter(max: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let active = 0
  const queue: Array<() => void> = []
  const next = (): void => {
    if (active >= max) return
    const start = queue.shift()
    if (start) {
      active++
      start()
    }
  }
  const release = (): void => {
    active--
    next()
  }
  return <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        let started: Promise<T>
        try {
          started = fn()
        } catch (e) {
          release()
          return reject(e)
        }
        started.then(
          (v) => {
            release()
            resolve(v)
          },
          (e: unknown) => {
            release()
            reject(e)
          }
        )
      })
      next()
    })
}

/**
 * `start(item)` for every item, in order, with a turn of the event loop after each `sliceMs` of synchronous work: what
 * the first items started (a checkout's files, a renderer process) gets going while the others are still being
 * prepared, instead of after all of them. Returns the started promises; a rejection is observed here so that none is
 * reported unhandled while later items start, and stays for whoever awaits the promise.
 */
export async function startInSlices<T, R>(items: readonly T[], start: (item: T) => Promise<R>, sliceMs = 4): Promise<Array<Promise<R>>> {
  const started: Array<Promise<R>> = []
  let since = performance.now()
  for (const item of items) {
    const p = start(item)
    p.catch(() => {})
    started.push(p)
    if (performance.now() - since >= sliceMs) {
      await new Promise((r) => setImmediate(r))
      since = performance.now()
    }
  }
  return started
}
