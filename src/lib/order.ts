// Sorting strings the way Go and the YAML writers do: by UTF-16 code unit, never by locale (localeCompare varies with
// the machine's ICU data and settings; a report or a rendered diff must not).

/** Code-unit order of two strings. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Code-unit order of map entries by key (`Object.entries(...).sort(byEntryKey)`). */
export const byEntryKey = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]): number => byCodeUnit(a, b)
