// Sorting strings the way Go and the YAML writers do: by UTF-16 code unit, never by locale (localeCompare varies with
// the machine's ICU data and settings; a report or a rendered diff must not).

/** Code-unit order of two strings. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Code-unit order of map entries by key (`Object.entries(...).sort(byEntryKey)`). */
export const byEntryKey = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]): number => byCodeUnit(a, b)

/**
 * `Object.keys(obj).sort(byCodeUnit)`, without Array.prototype.sort's own allocations for the few keys most objects
 * have (V8 copies the array into a work array and a sort state on every call: about a third of what the rendered diff
 * of a 20,000-object app allocated). An insertion sort in place up to 16 keys; the library's sort beyond.
 */
export function sortedKeys(obj: object): string[] {
  const keys = Object.keys(obj)
  const n = keys.length
  if (n > 16) return keys.sort(byCodeUnit)
  for (let i = 1; i < n; i++) {
    const k = keys[i]!
    let j = i - 1
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!
      j--
    }
    keys[j + 1] = k
  }
  return keys
}
