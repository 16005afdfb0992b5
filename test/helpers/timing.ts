// Time in tests on a shared machine that may be loaded many times over (docs/testing.md): a bound on how long work
// takes is set against what it guards against (a hang, a wait for a server's delayed answer, backtracking that never
// finishes), not against how fast the work is on an idle machine; a wait for something to happen polls for it rather
// than sleeping a fixed time and hoping.

/** For work that takes milliseconds when right and minutes, or forever, when wrong (exponential backtracking). */
export const NEVER_MS = 20_000

/** Resolves once `done()` holds, checking every `everyMs`; rejects naming `what` when it has not within `timeoutMs`. */
export async function until(what: string, done: () => boolean, timeoutMs = 30_000, everyMs = 20): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
