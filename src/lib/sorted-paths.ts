// Paths under a folder in a sorted path list: one contiguous run, found by binary search (not a scan per lookup).

/** The paths of `sorted` (sorted by code unit) that start with `prefix`, in order. */
export function* pathsUnder(sorted: readonly string[], prefix: string): Generator<string> {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < prefix) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) yield sorted[i]!
}
