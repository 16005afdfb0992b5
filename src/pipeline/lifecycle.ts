// Process lifecycle of the CLI and the action: whatever ends the process (a normal exit, SIGINT/SIGTERM/SIGHUP, an
// uncaught exception or rejection), no renderer outlives it and no scratch folder is left behind. Renderers run in
// their own process groups (lib/process/exec.ts), so a signal to the CLI does not reach them by itself: they are killed
// here. Cleanups registered with onExit run once, synchronously.
import { rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { killAllRenderers } from '../lib/process/exec.js'
import { errorMessage, errorStack } from '../lib/errors.js'

const cleanups = new Set<() => void>()
let installed = false

/** Registers a synchronous cleanup (e.g. removing a scratch folder); returns its unregistration. */
export function onExit(fn: () => void): () => void {
  cleanups.add(fn)
  return () => {
    cleanups.delete(fn)
  }
}

/** Kills every live renderer group and runs the registered cleanups. Safe to call more than once. */
export function shutdown(): void {
  killAllRenderers()
  for (const fn of [...cleanups]) {
    try {
      fn()
    } catch {
      // best effort: one failing cleanup must not keep the others from running
    }
  }
  cleanups.clear()
}

const SIGNALS: Array<[NodeJS.Signals, number]> = [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129]
]

/** Installs the handlers once per process. `write` receives one line for a signal or a crash. */
export function installExitHandlers(write: (line: string) => void = (l) => process.stderr.write(l + '\n')): void {
  if (installed) return
  installed = true
  process.on('exit', shutdown)
  for (const [signal, code] of SIGNALS) {
    process.on(signal, () => {
      shutdown()
      write(`prune-guard: stopped by ${signal}; renderers killed, scratch files removed.`)
      process.exit(code)
    })
  }
  const crash = (e: unknown): void => {
    shutdown()
    write(`prune-guard: internal error: ${errorStack(e)}`)
    process.exit(2)
  }
  process.on('uncaughtException', crash)
  process.on('unhandledRejection', crash)
}

/**
 * A run's scratch folder: removed on exit and signals until remove() has removed it. remove() waits for `before` (the
 * writers into the folder stopping), retries a folder still being written to, and never rejects: a folder that is
 * still not gone is logged and left to the exit cleanup, because a temporary folder must never cost the analysis.
 * Removal goes through the thread pool's parallel unlinks (a synchronous removal waits on each unlink in turn: on a
 * disk that discards freed blocks, seconds for a large checkout). `removeDir` is the file-system call (a seam).
 */
export function scratchFolder(
  dir: string,
  log: (line: string) => void,
  removeDir: (dir: string) => Promise<void> = (d) => rm(d, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
): { remove(before?: () => Promise<unknown>): Promise<void> } {
  const forget = onExit(() => rmSync(dir, { recursive: true, force: true }))
  let removal: Promise<void> | undefined
  return {
    remove: (before) =>
      (removal ??= (async () => {
        try {
          await before?.()
          await removeDir(dir)
          forget()
        } catch (e) {
          log(`scratch folder not removed yet (${errorMessage(e)}); it is removed when the process exits`)
        }
      })())
  }
}
