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
