// Process lifecycle of the CLI and the action: whatever ends the process (a normal exit, SIGINT/SIGTERM/SIGHUP, an
// uncaught exception or rejection), no renderer outlives it and no scratch folder is left behind. Renderers run in
// their own process groups (lib/process/exec.ts), so a signal to the CLI does not reach them by itself: they are killed
// here. Cleanups registered with onExit run once, synchronously.
import { killAllRenderers } from '../lib/process/exec.js'

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
    write(`prune-guard: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
    process.exit(2)
  }
  process.on('uncaughtException', crash)
  process.on('unhandledRejection', crash)
}
