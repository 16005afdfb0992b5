// Reads the regular files of a gzip'd tar archive (a vendored `.tgz` subchart) into memory, bounded.
// Hand-written because no dependency of this project reads tar, and a chart archive needs only the ustar basics
// helm writes (Go's archive/tar): regular files, directories, the ustar `prefix` field, PAX `path` records and GNU
// long names. Anything else (links, devices) is skipped; a truncated or oversized archive throws, so callers treat
// the chart as unread rather than read in part.
// Archives of a pull request are decompressed within bounds: MAX_UNPACKED_BYTES per archive, and, for what reads them
// asynchronously (gunzipBounded: zlib's stream, on libuv's thread pool, a chunk at a time, so the main thread and the
// run deadline keep control), an UnpackBudget shared by every archive a run reads.
import { createGunzip, gunzipSync } from 'node:zlib'
import { GuardError, type ErrorKind } from '../../lib/errors.js'

export interface TarEntry {
  path: string
  data: Buffer
}

/** Limits on the unpacked size: a chart archive is small; a gzip bomb must not take the process's memory. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024

const text = (b: Buffer, start: number, len: number): string => {
  const s = b.subarray(start, start + len)
  const nul = s.indexOf(0)
  return (nul < 0 ? s : s.subarray(0, nul)).toString('utf8')
}

const octal = (b: Buffer, start: number, len: number): number => {
  const s = text(b, start, len).trim()
  if (!/^[0-7]*$/.test(s)) throw new Error(`bad tar header number "${s}"`)
  return s === '' ? 0 : parseInt(s, 8)
}

/** PAX extended header records: "<len> key=value\n". */
function paxPath(data: Buffer): string | undefined {
  let at = 0
  while (at < data.length) {
    const sp = data.indexOf(0x20, at)
    if (sp < 0) break
    const len = parseInt(data.subarray(at, sp).toString('ascii'), 10)
    if (!(len > 0)) break
    const rec = data.subarray(sp + 1, at + len - 1).toString('utf8')
    if (rec.startsWith('path=')) return rec.slice('path='.length)
    at += len
  }
  return undefined
}

const MB = 1024 * 1024
/** What one run may unpack of the repository's archives in all (issue 44: a 100 KB archive unpacked for minutes). */
export const RUN_UNPACK_BUDGET_BYTES = 256 * MB

/** What is left to unpack in a run, and until when; `spent` says why nothing more is unpacked once it is set. */
export class UnpackBudget {
  spent: string | undefined
  private readonly total: number
  constructor(
    public left = RUN_UNPACK_BUDGET_BYTES,
    readonly deadline?: number,
    readonly deadlineLabel = 'the run deadline'
  ) {
    this.total = left
  }
  /** Why no more may be unpacked, or undefined. */
  check(): string | undefined {
    if (this.spent === undefined && this.deadline !== undefined && Date.now() > this.deadline) this.spent = `${this.deadlineLabel} passed`
    return this.spent
  }
  take(bytes: number): string | undefined {
    this.left -= bytes
    if (this.left < 0) this.spent ??= `archives unpack to more than ${Math.round(this.total / MB)} MB in all`
    return this.check()
  }
}

/** An archive not unpacked, or not in full: over a bound (the message says which). */
export class UnpackBoundError extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
}

/**
 * `archive` gunzipped without holding the main thread: zlib's stream inflates on the thread pool a chunk at a time;
 * each chunk is counted against `maxBytes` and `budget` (and its deadline), and the first one past a bound stops it.
 */
export function gunzipBounded(archive: Buffer, budget: UnpackBudget, maxBytes = MAX_UNPACKED_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const spent = budget.check()
    if (spent !== undefined) return reject(new UnpackBoundError(spent))
    const z = createGunzip({ chunkSize: 256 * 1024 })
    const parts: Buffer[] = []
    let size = 0
    const stop = (why: string): void => {
      z.destroy()
      reject(new UnpackBoundError(why))
    }
    z.on('data', (b: Buffer) => {
      size += b.length
      if (size > maxBytes) return stop(`an archive unpacks to more than ${Math.round(maxBytes / MB)} MB`)
      const over = budget.take(b.length)
      if (over !== undefined) return stop(over)
      parts.push(b)
    })
    z.on('end', () => resolve(Buffer.concat(parts, size)))
    z.on('error', reject)
    z.end(archive)
  })
}

/** The regular files of `archive` (gzip'd tar), paths with `/` separators and no leading `./`. */
export function readTgz(archive: Buffer, maxBytes = MAX_UNPACKED_BYTES): TarEntry[] {
  return readTar(gunzipSync(archive, { maxOutputLength: maxBytes }))
}

/** The regular files of a tar archive (readTgz); `copy: false` leaves their data views into `tar`. */
export function readTar(tar: Buffer, copy = true): TarEntry[] {
  const out: TarEntry[] = []
  let longName: string | undefined
  let at = 0
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512)
    if (header.every((x) => x === 0)) break
    const size = octal(header, 124, 12)
    const type = String.fromCharCode(header[156] || 0x30)
    const name = text(header, 0, 100)
    const magic = text(header, 257, 6)
    const prefix = magic.startsWith('ustar') ? text(header, 345, 155) : ''
    const start = at + 512
    if (start + size > tar.length) throw new Error('truncated tar archive')
    const data = tar.subarray(start, start + size)
    at = start + Math.ceil(size / 512) * 512
    if (type === 'x' || type === 'L') {
      longName = type === 'x' ? paxPath(data) : text(data, 0, data.length)
      continue
    }
    if (type === 'g') continue
    const path = (longName ?? (prefix ? `${prefix}/${name}` : name)).replace(/^\.\//, '')
    longName = undefined
    if (type === '0' || type === '7') out.push({ path, data: copy ? Buffer.from(data) : data })
  }
  return out
}
