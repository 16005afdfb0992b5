// Small helpers for user-facing text, shared by every layer that writes it (rules, report, pipeline).

/** A message as a sentence: a final period when it has none, so the next sentence does not run on. */
export function sentence(message: string): string {
  const m = message.trim()
  return /[.!?]$/.test(m) ? m : `${m}.`
}

/** The start of `text` up to `max` characters, cut after a whole word when one ends past half of it. */
export function wordsUpTo(text: string, max: number): string {
  if (text.length <= max) return text
  const space = text.lastIndexOf(' ', max)
  return text.slice(0, space > max / 2 ? space : max)
}

/** "a, b, c and 4 more": the first `max` of `items` (through `label`), then how many are left out. */
export function listSome<T>(items: readonly T[], max: number, label: (item: T) => string = String): string {
  const shown = items.slice(0, max).map(label).join(', ')
  return items.length > max ? `${shown} and ${items.length - max} more` : shown
}

/**
 * The text of a file that starts with a UTF-16 byte order mark, as Go's utfutil (Argo CD's directory reader) and
 * go-yaml decode it; undefined for any other file (UTF-8). A lone last byte is U+FFFD.
 */
export function utf16Text(b: Uint8Array): string | undefined {
  const le = b[0] === 0xff && b[1] === 0xfe
  if (!le && !(b[0] === 0xfe && b[1] === 0xff)) return undefined
  const even = Buffer.from(b.subarray(2, 2 + ((b.length - 2) & ~1)))
  return (le ? even : even.swap16()).toString('utf16le') + (b.length % 2 === 1 ? '\uFFFD' : '')
}

/** A file's bytes as Go's YAML readers take them: UTF-16 with a byte order mark decoded (utf16Text), else UTF-8. */
export function goText(b: Buffer): string {
  return utf16Text(b) ?? b.toString('utf8')
}

/** `1 app`, `3 apps` (`many` for irregular plurals). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}
