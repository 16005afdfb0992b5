// A line diff (Myers' O((N+M)D) algorithm) and its unified-diff hunks (`@@ -a,b +c,d @@`, 3 lines of context).
// Hand-written: the `diff` npm package is not a dependency of this project, and the part needed here (lines in,
// hunks out, deterministic) is about 100 lines. Bounded: past MAX_EDITS the changed middle is shown as removed then
// added as a whole (still a correct diff, just not a minimal one), so a hostile render cannot make it quadratic.

export type LineOp = { op: ' ' | '-' | '+'; text: string }

/** Edit distance beyond which the middle is replaced as a whole (memory grows with its square). */
export const MAX_EDITS = 2000
/** Comparisons beyond which the same happens (long runs of equal lines on many diagonals cost (N+M)·D). */
export const MAX_WORK = 20_000_000
export const CONTEXT = 3

/** Minimal edit script of the lines of a into the lines of b (common prefix and suffix trimmed first). */
export function diffLines(a: string[], b: string[], maxEdits = MAX_EDITS): LineOp[] {
  let pre = 0
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++
  let suf = 0
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++
  const midA = a.slice(pre, a.length - suf)
  const midB = b.slice(pre, b.length - suf)
  const mid = myers(midA, midB, maxEdits) ?? [...midA.map((text) => ({ op: '-' as const, text })), ...midB.map((text) => ({ op: '+' as const, text }))]
  const same = (text: string): LineOp => ({ op: ' ', text })
  return [...a.slice(0, pre).map(same), ...mid, ...a.slice(a.length - suf).map(same)]
}

function myers(a: string[], b: string[], maxEdits: number): LineOp[] | null {
  const n = a.length
  const m = b.length
  const max = Math.min(n + m, maxEdits)
  const off = max + 1
  const v = new Int32Array(2 * max + 3)
  // trace[d]: v before step d, for k in [-(d+1), d+1] (index k + d + 1).
  const trace: Int32Array[] = []
  let work = 0
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
      work += x - x0 + 1
      if (work > MAX_WORK) return null
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
  const changes: number[] = []
  ops.forEach((o, i) => o.op !== ' ' && changes.push(i))
  if (changes.length === 0) return []
  // Line numbers before each op, in a and in b.
  const oldAt = new Int32Array(ops.length + 1)
  const newAt = new Int32Array(ops.length + 1)
  ops.forEach((o, i) => {
    oldAt[i + 1] = oldAt[i]! + (o.op === '+' ? 0 : 1)
    newAt[i + 1] = newAt[i]! + (o.op === '-' ? 0 : 1)
  })
  const out: string[] = []
  let g = 0
  while (g < changes.length) {
    let last = g
    while (last + 1 < changes.length && changes[last + 1]! - changes[last]! <= 2 * context + 1) last++
    const start = Math.max(0, changes[g]! - context)
    const end = Math.min(ops.length, changes[last]! + 1 + context)
    const oldCount = oldAt[end]! - oldAt[start]!
    const newCount = newAt[end]! - newAt[start]!
    const range = (at: number, count: number): string => `${count === 0 ? at : at + 1}${count === 1 ? '' : `,${count}`}`
    out.push(`@@ -${range(oldAt[start]!, oldCount)} +${range(newAt[start]!, newCount)} @@`)
    for (let i = start; i < end; i++) out.push(`${ops[i]!.op}${ops[i]!.text}`)
    g = last + 1
  }
  return out
}
