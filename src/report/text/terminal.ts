// The terminal layout of the text report (issue 11 item 9): lines wrapped at the terminal width on word boundaries
// with a hanging indent (a token longer than the width stays whole on its own line, never broken), and ANSI colour
// when the caller decided colour is wanted. Pure: width and colour are data passed in; the CLI reads the TTY and env.
// Hand-written: wrap-ansi/chalk would be two dependencies for ~60 lines, and colour is applied after wrapping so no
// escape sequence is ever measured or split.

export interface TerminalOptions {
  /** Wrap at this many columns; undefined or 0 = no wrapping (pipes and files keep one logical line per line). */
  width?: number
  /** Add ANSI colour (the caller decides: TTY, NO_COLOR, FORCE_COLOR; see colorWanted). */
  color?: boolean
}

/** Narrower than this, wrapping helps nobody: lines are left as they are. */
const MIN_WIDTH = 30

/** List markers after which a continuation lines up with the text: "- ", "+ ", "~ ", "fix: ". */
const MARKER = /^(\s*)([-+~] |fix: |NOTE: )?/

/** One logical line as physical lines of at most `width` columns (a longer single token stays whole). */
export function wrapLine(line: string, width: number | undefined): string[] {
  if (!width || width < MIN_WIDTH || line.length <= width) return [line]
  const m = MARKER.exec(line)!
  const lead = m[1]!.length
  const indent = ' '.repeat(Math.min(lead + (m[2] ? m[2].length : 2), Math.floor(width / 2)))
  const words = line.slice(lead).split(' ')
  const out: string[] = []
  let cur = m[1]!
  let fresh = true // nothing but indentation on `cur` yet
  for (const w of words) {
    if (!fresh && cur.length + 1 + w.length > width) {
      out.push(cur)
      cur = indent + w
    } else cur = fresh ? cur + w : `${cur} ${w}`
    fresh = false
  }
  out.push(cur)
  return out
}

const ESC = '\u001b['
const CODES = { red: '31', green: '32', yellow: '33', cyan: '36', dim: '2', bold: '1', boldRed: '1;31', boldGreen: '1;32' } as const
type Colour = keyof typeof CODES
const paint = (s: string, c: Colour): string => (s === '' ? s : `${ESC}${CODES[c]}m${s}${ESC}0m`)

/** How a logical line is coloured: a leading part (first physical line) and/or the whole line. */
interface Style {
  lead?: { length: number; colour: Colour }
  whole?: Colour
}

const SEVERITY_COLOUR: Record<string, Colour> = { CRITICAL: 'boldRed', HIGH: 'red', MEDIUM: 'yellow', LOW: 'cyan', INFO: 'dim' }

/** Styles by the line's fixed leading words (written by text.ts), never by repository content further in. */
function styleOf(line: string): Style {
  let m: RegExpExecArray | null
  if ((m = /^FAIL: [^·]*?(?= ·|$)/.exec(line))) return { lead: { length: m[0].length, colour: 'boldRed' } }
  if ((m = /^PASS( \([^)]*\))?/.exec(line))) return { lead: { length: m[0].length, colour: 'boldGreen' } }
  if ((m = /^(App|ApplicationSet) /.exec(line))) return { lead: { length: m[0].length - 1, colour: 'bold' } }
  if (/^What blocks merge|^To unblock/.test(line)) return { whole: 'boldRed' }
  if (/^ {2}(ERROR|RENDER ERROR|NOT ANALYSED)/.test(line)) return { whole: 'red' }
  if (/^ {2}warning: /.test(line)) return { whole: 'yellow' }
  if (/^ {4}- .*: (deleted|automated sync stops)/.test(line)) return { whole: 'red' }
  if (/^ {4}- /.test(line)) return { whole: 'yellow' }
  if (/^ {4}\+ /.test(line)) return { whole: 'green' }
  if (/^ {4}~ /.test(line)) return { whole: 'yellow' }
  if ((m = /^ {2}(CRITICAL|HIGH|MEDIUM|LOW|INFO)( BLOCKING)?/.exec(line))) {
    return { lead: { length: m[0].length, colour: m[2] ? 'boldRed' : SEVERITY_COLOUR[m[1]!]! } }
  }
  if (/^ {4}fix: /.test(line)) return { lead: { length: 8, colour: 'green' } }
  return {}
}

function styled(physical: string[], style: Style): string[] {
  return physical.map((p, i) => {
    const ind = /^\s*/.exec(p)![0]
    if (style.whole) return ind + paint(p.slice(ind.length), style.whole)
    if (style.lead && i === 0) {
      const n = Math.min(style.lead.length, p.length)
      return paint(p.slice(0, n), style.lead.colour) + p.slice(n)
    }
    return p
  })
}

/** The report's logical lines laid out for a terminal: wrapped, then (optionally) coloured. */
export function layout(lines: string[], opts: TerminalOptions): string[] {
  const out: string[] = []
  for (const line of lines) {
    const physical = wrapLine(line, opts.width)
    for (const p of opts.color ? styled(physical, styleOf(line)) : physical) out.push(p) // no push(...): 200k lines
  }
  return out
}

/**
 * Whether to colour (issue 11 item 9): FORCE_COLOR, when set and not empty, decides ("0"/"false" off, anything else
 * on), as in Node.js where it overrides NO_COLOR; else NO_COLOR (any non-empty value, no-color.org) turns colour off;
 * else colour exactly when the stream is a terminal that is not TERM=dumb.
 */
export function colorWanted(isTTY: boolean | undefined, env: Record<string, string | undefined>): boolean {
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false'
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  return isTTY === true && env.TERM !== 'dumb'
}
