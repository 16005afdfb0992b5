// Texts the renderers' own checks read (kustomizations, Chart.yaml, the source files provenance points into, the origin
// annotations kustomize writes), parsed once per text and shared. One render reads its kustomizations up to three
// times (the bounds check, the origin scan, the provenance wrapper), and an unchanged file is read again at the other
// revision and by other apps. The values are deep-frozen: read, never changed (a change throws). Errors are not
// remembered: a text that does not parse throws each time. Keyed by what is parsed and how (`kind`), so two readings of
// one text never mix.
import { BoundedMemo } from './memo.js'

/**
 * Texts longer than this, or with an alias (`*`), are parsed each time: what the memo holds stays in proportion to
 * the texts it keeps (at most 256 x 8 KiB), also for a hostile file whose aliases expand to far more than its text.
 */
const MAX_SHARED_TEXT = 8 * 1024
const memo = new BoundedMemo<string, unknown>(256)

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}

/** `parse(text)`, deep-frozen, from the memo when `kind` of this text was parsed before. */
export function parsedOnce<T>(kind: string, text: string, parse: (text: string) => T): T {
  if (text.length > MAX_SHARED_TEXT || text.includes('*')) return deepFreeze(parse(text))
  const key = `${kind}\0${text}`
  const known = memo.get(key)
  return known !== undefined ? (known as T) : (memo.set(key, deepFreeze(parse(text))) as T)
}
