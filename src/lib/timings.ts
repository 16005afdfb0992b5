// Where a run's time goes (issue 51): wall time per phase, and time summed per class of work done many times over
// (renders by source type, fingerprints). Printed by --verbose and read by the benchmark; never in a report.

export interface Timing {
  name: string
  ms: number
  /** How many times it ran (1 for a phase). */
  count: number
  /** Counted, not timed (`apps helm ×12`). */
  counted?: true
}

export class Timings {
  private readonly entries = new Map<string, Timing>()

  add(name: string, ms: number): void {
    const e = this.entries.get(name)
    if (e) {
      e.ms += ms
      e.count++
    } else this.entries.set(name, { name, ms, count: 1 })
  }

  /** Counts one more of `name`, without a time. */
  count(name: string): void {
    this.add(name, 0)
    this.entries.get(name)!.counted = true
  }

  /** Runs `fn`, adding its wall time to `name`. */
  time<T>(name: string, fn: () => T): T {
    const t0 = performance.now()
    try {
      return fn()
    } finally {
      this.add(name, performance.now() - t0)
    }
  }

  /** Awaits `fn`, adding its wall time to `name` (concurrent calls add up: a sum, not a phase's wall time). */
  async timeAsync<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const t0 = performance.now()
    try {
      return await fn()
    } finally {
      this.add(name, performance.now() - t0)
    }
  }

  list(): Timing[] {
    return [...this.entries.values()].map((e) => ({ ...e, ms: Math.round(e.ms) }))
  }

  /** `git reads 120 ms · renders 3.2 s (helm ×12 2.9 s) …`, in the order they were first recorded. */
  summary(): string {
    const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`)
    return this.list()
      .map((e) => (e.counted ? `${e.name} ×${e.count}` : `${e.name}${e.count > 1 ? ` ×${e.count}` : ''} ${fmt(e.ms)}`))
      .join(' · ')
  }
}
