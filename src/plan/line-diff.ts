// A line diff (Myers' O((N+M)D) algorithm) and its unified-diff hunks (`@@ -a,b +c,d @@`, 3 lines of context).
// Hand-written: the `diff` npm package is not a dependency of this project, and the part needed here (lines in,
// hunks out, deterministic) is about 150 lines. Bounded, so a hostile render cannot make it quadratic: past MAX_EDITS
// edits or MAX_WORK comparisons, the middle is split at lines that occur once on each side, in order (the anchors of
// patience diff), and each segment is diffed within what is left of the budget; a segment still over it is shown as
// removed then added as a whole (a correct diff, just not a minimal one).

export type LineOp = { op: ' ' | '-' | '+'; text: string }

/** Edit distance beyond which a segment is not diffed minimally (memory grows with its square). */
export const MAX_EDITS = 2000
/** Comparisons for one whole diff (long runs of equal lines on many diagonals cost (N+M)·D). */
export const MAX_WORK = 20_000_000
export const CONTEXT = 3

interface Budget {
  work: number
  maxEdits: number
}

const same = (text: string): LineOp => ({ op: ' ', text })
const replaced = (a: string[], b: string[]): LineOp[] => [...a.map((text) => ({ op: '-' as const, text })), ...b.map((text) => ({ op: '+' as const, text }))]

/** Minimal edit script of the lines of a into the lines of b, within the bounds above. */
export function diffLines(a: string[], b: string[], maxEdits = MAX_EDITS): LineOp[] {
  return trimmed(a, b, minimal({ work: MAX_WORK, maxEdits }))
}

/** Myers' minimal script within `budget`, else split at anchors (the whole diff's middle). */
function minimal(budget: Budget): (a: string[], b: string[]) => LineOp[] {
  return (a, b) => myers(a, b, budget) ?? anchored(a, b, budget)
}

/** The edit script between the common prefix and suffix: `middle`'s, or all removed then added when a side is empty. */
function middleOps(midA: string[], midB: string[], middle: (a: string[], b: string[]) => LineOp[]): LineOp[] {
  return midA.length === 0 || midB.length === 0 ? replaced(midA, midB) : middle(midA, midB)
}

/** The lengths of the common prefix and suffix of a and b, and the lines of each between them. */
function split(a: string[], b: string[]): { pre: number; suf: number; midA: string[]; midB: string[] } {
  let pre = 0
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++
  let suf = 0
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++
  return { pre, suf, midA: a.slice(pre, a.length - suf), midB: b.slice(pre, b.length - suf) }
}

/** Common prefix and suffix as context; `middle` diffs the rest. */
function trimmed(a: string[], b: string[], middle: (a: string[], b: string[]) => LineOp[]): LineOp[] {
  const { pre, suf, midA, midB } = split(a, b)
  const mid = middleOps(midA, midB, middle)
  const out: LineOp[] = []
  for (let i = 0; i < pre; i++) out.push(same(a[i]!))
  for (const o of mid) out.push(o)
  for (let i = a.length - suf; i < a.length; i++) out.push(same(a[i]!))
  return out
}

/** Split at lines unique on both sides (longest run in order), each segment diffed with what the budget has left. */
function anchored(a: string[], b: string[], budget: Budget): LineOp[] {
  const seen = new Map<string, { a: number; b: number; ia: number; ib: number }>()
  a.forEach((l, i) => {
    const e = seen.get(l) ?? { a: 0, b: 0, ia: i, ib: -1 }
    e.a++
    seen.set(l, e)
  })
  b.forEach((l, i) => {
    const e = seen.get(l)
    if (!e) return
    e.b++
    e.ib = i
  })
  const pairs = [...seen.values()].filter((e) => e.a === 1 && e.b === 1).sort((x, y) => x.ia - y.ia)
  const anchors = increasing(pairs.map((p) => p.ib)).map((i) => pairs[i]!)
  if (anchors.length === 0) return replaced(a, b)
  const out: LineOp[] = []
  let pa = 0
  let pb = 0
  const segment = (x: string[], y: string[]): void => {
    const ops = trimmed(x, y, (u, v) => myers(u, v, budget) ?? replaced(u, v))
    for (const o of ops) out.push(o)
  }
  for (const p of anchors) {
    segment(a.slice(pa, p.ia), b.slice(pb, p.ib))
    out.push(same(a[p.ia]!))
    pa = p.ia + 1
    pb = p.ib + 1
  }
  segment(a.slice(pa), b.slice(pb))
  return out
}

/** Indexes of a longest strictly increasing subsequence of `xs` (patience sorting, O(n log n)). */
function increasing(xs: number[]): number[] {
  const tails: number[] = []
  const prev = new Int32Array(xs.length).fill(-1)
  for (let i = 0; i < xs.length; i++) {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (xs[tails[mid]!]! < xs[i]!) lo = mid + 1
      else hi = mid
    }
    if (lo > 0) prev[i] = tails[lo - 1]!
    tails[lo] = i
  }
  const out: number[] = []
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) out.push(i)
  return out.reverse()
}

function myers(a: string[], b: string[], budget: Budget): LineOp[] | null {
  const n = a.length
  const m = b.length
  // One line against another (a changed scalar: most updated objects): the answer the search below gives, without it.
  if (n === 1 && m === 1 && a[0] !== b[0]) return replaced(a, b)
  const max = Math.min(n + m, budget.maxEdits)
  const off = max + 1
  const v = new Int32Array(2 * max + 3)
  // trace[d]: v before step d, for k in [-(d+1), d+1] (index k + d + 1).
  const trace: Int32Array[] = []
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(off - d - 1, off + d + 2))
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? v[off + k + 1]! : v[off + k - 1]! + 1
      let y = x - k
      const x0 = x
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      budget.work -= x - x0 + 1
      if (budget.work < 0) return null
      v[off + k] = x
      if (x >= n && y >= m) return backtrack(a, b, trace)
    }
  }
  return null
}

function backtrack(a: string[], b: string[], trace: Int32Array[]): LineOp[] {
  const out: LineOp[] = []
  let x = a.length
  let y = b.length
  for (let d = trace.length - 1; d >= 0; d--) {
    const t = trace[d]!
    const at = (k: number): number => t[k + d + 1]!
    const k = x - y
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
    const prevX = at(prevK)
    const prevY = prevX - prevK
    while (x > prevX && y > prevY) {
      out.push({ op: ' ', text: a[--x]! })
      y--
    }
    if (d > 0) {
      if (x === prevX) out.push({ op: '+', text: b[--y]! })
      else out.push({ op: '-', text: a[--x]! })
    }
  }
  return out.reverse()
}

/** Unified-diff hunks of an edit script: `@@ -a,b +c,d @@` headers, then ' ', '-', '+' lines. Empty when equal. */
export function unifiedHunks(ops: LineOp[], context = CONTEXT): string[] {
  return hunksAround([], 0, ops, 0, context)
}

/**
 * unifiedHunks(diffLines(a, b)), without an op for each line of the common prefix and suffix: an updated object is
 * mostly lines both sides share (an app of 20,000 resources wrote and dropped ~400,000 of them for its diff).
 */
export function unifiedDiff(a: string[], b: string[], context = CONTEXT): string[] {
  const { pre, suf, midA, midB } = split(a, b)
  if (midA.length === 0 && midB.length === 0) return []
  return hunksAround(a, pre, middleOps(midA, midB, minimal({ work: MAX_WORK, maxEdits: MAX_EDITS })), suf, context)
}

/**
 * The hunks of the edit script made of the first `pre` lines of `a` as context, the ops `mid`, then the last `suf`
 * lines of `a` as context; only the context lines a hunk shows are written.
 */
function hunksAround(a: string[], pre: number, mid: LineOp[], suf: number, context: number): string[] {
  const changes: number[] = []
  // Lines of a and of b before each op of mid.
  const midOld = new Int32Array(mid.length + 1)
  const midNew = new Int32Array(mid.length + 1)
  mid.forEach((o, i) => {
    if (o.op !== ' ') changes.push(pre + i)
    midOld[i + 1] = midOld[i]! + (o.op === '+' ? 0 : 1)
    midNew[i + 1] = midNew[i]! + (o.op === '-' ? 0 : 1)
  })
  if (changes.length === 0) return []
  const end = pre + mid.length
  const length = end + suf
  // Lines before position i of the whole script: the prefix, the middle's ops, the suffix.
  const before = (i: number, inMid: Int32Array): number => (i <= pre ? i : i <= end ? pre + inMid[i - pre]! : pre + inMid[mid.length]! + i - end)
  const line = (i: number): string => (i < pre ? ` ${a[i]!}` : i < end ? `${mid[i - pre]!.op}${mid[i - pre]!.text}` : ` ${a[a.length - suf + i - end]!}`)
  const out: string[] = []
  let g = 0
  while (g < changes.length) {
    let last = g
    while (last + 1 < changes.length && changes[last + 1]! - changes[last]! <= 2 * context + 1) last++
    const start = Math.max(0, changes[g]! - context)
    const stop = Math.min(length, changes[last]! + 1 + context)
    const [oldStart, newStart] = [before(start, midOld), before(start, midNew)]
    const range = (at: number, count: number): string => `${count === 0 ? at : at + 1}${count === 1 ? '' : `,${count}`}`
    out.push(`@@ -${range(oldStart, before(stop, midOld) - oldStart)} +${range(newStart, before(stop, midNew) - newStart)} @@`)
    for (let i = start; i < stop; i++) out.push(line(i))
    g = last + 1
  }
  return out
}
