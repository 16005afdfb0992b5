// The text of blobs by object id, read once for all the snapshots of a run. Base and head of a pull request share
// almost every blob: each snapshot streaming its own copy read the repository twice and held two copies of each text.
// Here the first request streams its blobs (one `git cat-file --batch`, blobs.ts) and a later request streams only
// the ids no earlier request asked for, and waits for the rest. Measured on the 200-app benchmark repository with loose
// objects (as `git commit` leaves them; a clone's are packed): two streams at once took 0.44-0.49 s, one 0.16-0.24 s.
import { streamBlobs } from './blobs.js'
import { utf16Text } from '../lib/text.js'

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

/** A blob as read: its size in bytes, and its UTF-8 text unless it is over the reader's `maxBytes` (never read then). */
export interface GitBlob {
  size: number
  text?: string
  /** The text is the file's UTF-16 (it began with a byte order mark), decoded: it never gives the bytes back. */
  utf16?: true
}

export class BlobTexts {
  readonly #blobs = new Map<string, Promise<GitBlob | undefined>>()

  /**
   * `shareUpTo`: texts up to this length are kept for later requests. `maxBytes`: a blob larger than this is not read
   * (its bytes are skipped as git streams them); only its size is handed over.
   */
  constructor(
    private readonly root: string,
    private readonly shareUpTo = SHARED_TEXT_BYTES,
    readonly maxBytes = Infinity
  ) {}

  /**
   * Calls `onBlob(i, blob)` with each blob `oids[i]` as it arrives (an object the repository does not have is left
   * out); resolves when every one was handed over, rejects when the stream fails.
   */
  async read(oids: readonly string[], onBlob: (index: number, blob: GitBlob) => void): Promise<void> {
    const fresh: string[] = []
    const settle = new Map<string, { resolve(b: GitBlob | undefined): void; reject(e: unknown): void }>()
    // Only the handed-over results are held here, not the texts: a text nobody keeps can go as soon as it is handed over.
    const handed = oids.map((oid, i) => {
      let blob = this.#blobs.get(oid)
      if (!blob) {
        blob = new Promise<GitBlob | undefined>((resolve, reject) => settle.set(oid, { resolve, reject }))
        this.#blobs.set(oid, blob)
        fresh.push(oid)
      }
      return blob.then((b) => void (b !== undefined && onBlob(i, b)))
    })
    if (fresh.length > 0) {
      const chunks: Buffer[] = []
      const done = (oid: string, blob: GitBlob | undefined): void => {
        const s = settle.get(oid)!
        settle.delete(oid)
        s.resolve(blob)
        // A large text is not kept: the requests waiting now have it, a later one reads it again.
        if (blob?.text !== undefined && blob.text.length > this.shareUpTo) this.#blobs.delete(oid)
      }
      let size = 0
      streamBlobs(this.root, fresh, {
        start: (i, n) => {
          size = n
          if (n < 0) done(fresh[i]!, undefined)
          else if (n > this.maxBytes) done(fresh[i]!, { size: n })
          return n >= 0 && n <= this.maxBytes
        },
        data: (_i, chunk) => void chunks.push(chunk),
        end: (i) => {
          const bytes = Buffer.concat(chunks.splice(0))
          // A file with a UTF-16 byte order mark is text to every Go reader (Argo CD's directory reader, go-yaml):
          // an Application in one is an Application. Such a text never stands for its bytes (utf16).
          const utf16 = utf16Text(bytes)
          done(fresh[i]!, utf16 === undefined ? { size, text: bytes.toString('utf8') } : { size, text: utf16, utf16: true })
        }
      }).then(
        // Ids the stream did not reach are settled too, so that no request waits for ever.
        () => settle.forEach((s) => s.reject(new Error('git cat-file ended before every object was read'))),
        (e: unknown) => {
          for (const [oid, s] of settle) {
            this.#blobs.delete(oid) // a failed read is not remembered
            s.reject(e)
          }
        }
      )
    }
    await Promise.all(handed)
  }
}
