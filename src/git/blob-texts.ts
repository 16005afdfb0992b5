// The text of blobs by object id, read once for all the snapshots of a run. Base and head of a pull request share
// almost every blob: each snapshot streaming its own copy read the repository twice and held two copies of each text.
// Here the first request streams its blobs (one `git cat-file --batch`, blobs.ts) and a later request streams only
// the ids no earlier request asked for, and waits for the rest. Measured on the 200-app benchmark repository with loose
// objects (as `git commit` leaves them; a clone's are packed): two streams at once took 0.44-0.49 s, one 0.16-0.24 s.
import { streamBlobs } from './blobs.js'

/** Texts up to this size are kept for later requests; a larger one goes only to the requests waiting for it. */
export const SHARED_TEXT_BYTES = 4 * 1024 * 1024

/**
 * The bytes of a blob of `size` bytes whose UTF-8 text is `text`, when the text gives them back exactly; undefined when
 * it may not: a blob that is not UTF-8 decodes with U+FFFD in place of what was invalid, and a cut sequence of 3 bytes
 * becomes one U+FFFD of 3 bytes, so the size alone cannot tell (a text holding U+FFFD itself is left to git too).
 */
export function bytesOf(text: string, size: number): Buffer | undefined {
  if (text.includes('\uFFFD')) return undefined
  const bytes = Buffer.from(text, 'utf8')
  return bytes.length === size ? bytes : undefined
}

export class BlobTexts {
  readonly #texts = new Map<string, Promise<string | undefined>>()

  constructor(
    private readonly root: string,
    private readonly shareUpTo = SHARED_TEXT_BYTES
  ) {}

  /**
   * Calls `onText(i, text)` with the UTF-8 text of each blob `oids[i]` as it arrives (an object the repository does
   * not have is left out); resolves when every one was handed over, rejects when the stream fails.
   */
  async read(oids: readonly string[], onText: (index: number, text: string) => void): Promise<void> {
    const fresh: string[] = []
    const settle = new Map<string, { resolve(t: string | undefined): void; reject(e: unknown): void }>()
    // Only the handed-over results are held here, not the texts: a text nobody keeps can go as soon as it is handed over.
    const handed = oids.map((oid, i) => {
      let text = this.#texts.get(oid)
      if (!text) {
        text = new Promise<string | undefined>((resolve, reject) => settle.set(oid, { resolve, reject }))
        this.#texts.set(oid, text)
        fresh.push(oid)
      }
      return text.then((t) => void (t !== undefined && onText(i, t)))
    })
    if (fresh.length > 0) {
      const chunks: Buffer[] = []
      const done = (oid: string, text: string | undefined): void => {
        const s = settle.get(oid)!
        settle.delete(oid)
        s.resolve(text)
        // A large text is not kept: the requests waiting now have it, a later one reads it again.
        if (text !== undefined && text.length > this.shareUpTo) this.#texts.delete(oid)
      }
      streamBlobs(this.root, fresh, {
        start: (i, size) => {
          if (size < 0) done(fresh[i]!, undefined)
          return size >= 0
        },
        data: (_i, chunk) => void chunks.push(chunk),
        end: (i) => done(fresh[i]!, Buffer.concat(chunks.splice(0)).toString('utf8'))
      }).then(
        // Ids the stream did not reach are settled too, so that no request waits for ever.
        () => settle.forEach((s) => s.reject(new Error('git cat-file ended before every object was read'))),
        (e: unknown) => {
          for (const [oid, s] of settle) {
            this.#texts.delete(oid) // a failed read is not remembered
            s.reject(e)
          }
        }
      )
    }
    await Promise.all(handed)
  }
}
