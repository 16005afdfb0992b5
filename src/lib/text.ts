// Small helpers for user-facing text, shared by every layer that writes it (rules, report, pipeline).

/** A message as a sentence: a final period when it has none, so the next sentence does not run on. */
export function sentence(message: string): string {
  const m = message.trim()
  return /[.!?]$/.test(m) ? m : `${m}.`
}
