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
