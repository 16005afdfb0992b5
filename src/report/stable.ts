// Render errors as a reader sees them, identical on every run (issue 11): the tools' log prefixes (Go's log package
// writes `2026/11/30 12:00:00 ` and `12:00:00.123456 `; some lines carry a process id) change on every run and would
// rewrite the sticky comment each time. They are removed, and long lines are wrapped at word boundaries.

const GO_LOG_PREFIX = /^(\d{4}\/\d{2}\/\d{2} )?\d{2}:\d{2}:\d{2}(\.\d+)? /
const PID = /\s*\(?\bpid[ =:]?\d+\)?/gi

/** Strips per-run log prefixes and process ids from every line. */
export function stableError(s: string): string {
  return s
    .split('\n')
    .map((l) => l.replace(GO_LOG_PREFIX, '').replace(PID, ''))
    .join('\n')
}

/** Wraps lines longer than `width` at spaces (a word longer than the width stays whole); continuation lines indented. */
export function wrapLines(s: string, width = 100): string {
  const out: string[] = []
  for (const line of s.split('\n')) {
    if (line.length <= width) {
      out.push(line)
      continue
    }
    let cur = ''
    for (const w of line.split(' ')) {
      if (cur && cur.length + 1 + w.length > width) {
        out.push(cur)
        cur = `  ${w}`
      } else cur = cur ? `${cur} ${w}` : w
    }
    if (cur) out.push(cur)
  }
  return out.join('\n')
}

/** The error as shown in the comment and the terminal. */
export function shownError(s: string, width = 100): string {
  return wrapLines(stableError(s), width)
}
