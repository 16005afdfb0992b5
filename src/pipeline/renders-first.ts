// Render-cache hits are read on this thread (a small app's entry in well under a millisecond, 20,000 objects in about
// 70 ms). Read while a render is getting ready to start its process, a hit delays that process and leaves a core idle;
// read while the renderers run, it only shares the CPU. So a hit waits its turn: turns are given while no render is
// waiting to start its first process, or while every renderer slot is taken, and one per event-loop turn, so that a
// renderer that exits between two reads hands its slot on at once. A render that never starts a process (plain YAML,
// an error before it) stops waiting when it ends, so turns always come.
export interface RendersFirst {
  /** A render begins: it waits to start its first process. Call the result at that start or when it ends (idempotent). */
  renderBegins(): () => void
  /** A renderer process starts and takes a slot; the result gives the slot back. */
  processStarts(): () => void
  /** Resolves at this caller's turn (never within the current synchronous work: renders begun in it count). */
  turn(): Promise<void>
}

export function rendersFirst(slots: number): RendersFirst {
  let waiting = 0
  let running = 0
  const queue: Array<() => void> = []
  let scheduled = false
  const open = (): boolean => waiting === 0 || running >= slots
  const give = (): void => {
    scheduled = false
    if (queue.length === 0 || !open()) return
    queue.shift()!()
    schedule()
  }
  const schedule = (): void => {
    if (scheduled || queue.length === 0) return
    scheduled = true
    setImmediate(give)
  }
  const once = (f: () => void): (() => void) => {
    let done = false
    return () => {
      if (done) return
      done = true
      f()
    }
  }
  return {
    renderBegins() {
      waiting++
      return once(() => (waiting--, schedule()))
    },
    processStarts() {
      running++
      schedule()
      return once(() => void running--)
    },
    turn() {
      return new Promise<void>((resolve) => {
        queue.push(resolve)
        schedule()
      })
    }
  }
}
