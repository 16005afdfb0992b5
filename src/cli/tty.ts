// The CLI's terminal decisions (issue 11 item 9), made once at the boundary and passed to the pure renderer as data:
// width and colour for the report on stdout, and a progress line on stderr that only a terminal sees.
import { colorWanted, type TerminalOptions } from '../report/text/terminal.js'

/** The parts of a process stream the CLI looks at (tests pass their own objects). */
export interface Stream {
  isTTY?: boolean
  columns?: number
  write(s: string): boolean
}

/** Width used on a terminal that does not report its columns. */
export const DEFAULT_WIDTH = 100

/**
 * Layout of the text report on `out`: on a terminal, wrapped at its width and coloured unless NO_COLOR; elsewhere
 * (a pipe, a file, CI logs) one logical line per line and no colour unless FORCE_COLOR. `width` (--width) overrides;
 * 0 turns wrapping off.
 */
export function terminalOptions(out: Stream, env: Record<string, string | undefined>, width?: number): TerminalOptions {
  const w = width ?? (out.isTTY ? out.columns || DEFAULT_WIDTH : undefined)
  return { width: w || undefined, color: colorWanted(out.isTTY, env) }
}

export interface Progress {
  update(done: number, total: number): void
  /** Removes the progress line (before the report is written). */
  clear(): void
}

const CLEAR_LINE = '\r\u001b[2K'

/**
 * "rendering 12/70 apps…" updated in place on `err`, only when `err` is a terminal (a log file or CI gets no
 * carriage-return noise); undefined otherwise. At most one write per 100 ms, and always the last one.
 */
export function progressLine(err: Stream, now: () => number = Date.now): Progress | undefined {
  if (!err.isTTY) return undefined
  let shown = false
  let last = -Infinity
  return {
    update(done, total) {
      const t = now()
      if (done < total && t - last < 100) return
      last = t
      shown = true
      err.write(`${CLEAR_LINE}rendering ${Math.min(done, total)}/${total} apps…`)
    },
    clear() {
      if (shown) err.write(CLEAR_LINE)
      shown = false
    }
  }
}
