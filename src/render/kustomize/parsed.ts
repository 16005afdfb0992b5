// Kustomization files and plugin configurations as the Kustomize renderer's own checks read them, parsed once per text
// and shared. One render reads its kustomizations several times (the bounds check, the origin scan, the provenance
// wrapper), and an unchanged file is read again at the other revision. The values are deep-frozen: read, never
// changed (a change would throw). Errors are not remembered: a file that does not parse throws each time.
import { BoundedMemo } from '../../lib/memo.js'
import { parseGoYamlDocuments, parseKustomization } from '../../lib/yaml.js'

/** Texts longer than this are parsed each time (the memo's keys stay small: at most 256 x 16 KiB). */
const MAX_SHARED_TEXT = 16 * 1024
const memo = new BoundedMemo<string, unknown>(256)

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}

function shared<T>(key: string, text: string, parse: () => T): T {
  if (text.length > MAX_SHARED_TEXT) return deepFreeze(parse())
  const known = memo.get(key)
  return known !== undefined ? (known as T) : (memo.set(key, deepFreeze(parse())) as T)
}

/** parseKustomization (the first document, as kustomize's build reads it), frozen. */
export const sharedKustomization = (text: string): unknown => shared(`k${text}`, text, () => parseKustomization(text))

/** parseGoYamlDocuments (every document; the first problem throws), frozen. */
export const sharedDocuments = (text: string, maxAliases: number): readonly unknown[] =>
  shared(`d${maxAliases}\0${text}`, text, () => parseGoYamlDocuments(text, maxAliases))
