// Blob reads: one `git cat-file --batch` process per batch, its output parsed as a stream so a large batch never has
// to sit in memory twice. Raw bytes, no attributes, filters, eol or encoding conversion (cat-file without --filters
// applies none), LFS smudge off, and the machine's system/global git config ignored: nothing in a pull request's
// `.gitattributes` can run a program or change bytes (issue 8 item 4).
import { spawnProcess } from '../lib/process/spawn.js'

/**
 * What a reader does with each object, in request order. `start` returning false skips the bytes (no `data`). `end`
 * returning true asks for a pause: the rest of the stream is handled on a later turn of the event loop, so that work
 * waiting for this object (e.g. a render waiting for its files) can start before the next objects are handled. `end`
 * returning a promise pauses the stream until it settles (backpressure: a reader with too much work in flight).
 */
export interface BlobSink {
  start(index: number, size: number): boolean
  data(index: number, chunk: Buffer): void
  end(index: number): void | boolean | Promise<void>
}

/** Hands one object already in memory to `sink` as streamBlobs would, pauses included. */
export async function feedBlob(sink: BlobSink, index: number, bytes: Buffer): Promise<void> {
  if (!sink.start(index, bytes.length)) return
  sink.data(index, bytes)
  const pause = sink.end(index)
  if (pause === true) await new Promise((r) => setImmediate(r))
  else if (pause instanceof Promise) await pause
}

/** Streams the blobs `oids` (by object id) from the repository at `cwd` into `sink`. A missing object has size -1. */
export function streamBlobs(cwd: string, oids: string[], sink: BlobSink): Promise<void> {
  if (oids.length === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    // safe.directory: the global config is ignored, so the repository the user named is trusted on the command line.
    const child = spawnProcess('git', ['-c', `safe.directory=${cwd}`, 'cat-file', '--batch'], { cwd, profile: 'git-isolated', stdin: 'pipe' })
    let err = ''
    let pending: Buffer = Buffer.alloc(0)
    let index = 0
    let need = -1 // bytes left of the current object plus its trailing LF; -1 while reading a header
    let keep = false
    let failure: Error | undefined
    let paused = false
    /** Handles `chunk` after what is pending; returns early (stdout paused) when the sink asks for a pause. */
    const onData = (chunk: Buffer): void => {
      let buf = pending.length === 0 ? chunk : chunk.length === 0 ? pending : Buffer.concat([pending, chunk])
      pending = Buffer.alloc(0)
      while (buf.length > 0) {
        if (need < 0) {
          const nl = buf.indexOf(10)
          if (nl < 0) {
            pending = buf
            return
          }
          const header = buf.subarray(0, nl).toString()
          buf = buf.subarray(nl + 1)
          const size = Number(header.split(' ')[2])
          if (!Number.isFinite(size) || index >= oids.length) {
            // `<oid> missing`: no content follows.
            if (index < oids.length && sink.start(index, -1)) sink.end(index)
            index++
            continue
          }
          keep = sink.start(index, size)
          need = size + 1
          continue
        }
        const take = Math.min(need, buf.length)
        const content = need - 1 // content bytes still expected (the last byte of `need` is the LF)
        if (keep && content > 0) sink.data(index, buf.subarray(0, Math.min(take, content)))
        buf = buf.subarray(take)
        need -= take
        if (need === 0) {
          const pause = keep ? sink.end(index) : undefined
          index++
          need = -1
          if (pause === true || pause instanceof Promise) {
            pending = buf
            paused = true
            child.stdout.pause()
            if (pause === true) setImmediate(resume)
            else pause.then(resume, resume)
            return
          }
        }
      }
    }
    const resume = (): void => {
      if (!paused) return
      paused = false
      if (!failure) handle(Buffer.alloc(0))
      if (paused) return
      if (exit !== undefined) finish(exit)
      else child.stdout.resume()
    }
    const handle = (b: Buffer): void => {
      try {
        onData(b)
      } catch (e) {
        failure = e instanceof Error ? e : new Error(String(e))
        pending = Buffer.alloc(0)
        child.kill()
      }
    }
    child.stdout.on('data', (b: Buffer) => {
      if (!failure) handle(b)
    })
    child.stderr.on('data', (b: Buffer) => (err += b.toString()))
    child.on('error', reject)
    /** The process has exited (`code`) and every byte it wrote is handled. */
    const finish = (code: number | null): void => {
      if (failure) return reject(failure)
      if (code !== 0) return reject(new Error(`git cat-file failed: ${err.trim()}`))
      if (index < oids.length) return reject(new Error(`git cat-file returned ${index} of ${oids.length} objects`))
      resolve()
    }
    let exit: number | null | undefined
    child.on('close', (code) => {
      exit = code
      // Output held back by a pause is handled first (resume finishes then).
      if (!paused || failure) finish(code)
    })
    const stdin = child.stdin!
    stdin.on('error', () => {}) // a killed reader closes the pipe; the close handler reports why
    stdin.end(oids.join('\n') + '\n')
  })
}

/** Whether each blob contains `needle` (bytes), scanned as a stream: nothing is held beyond a needle-sized tail. */
export async function blobsContain(cwd: string, oids: string[], needle: string): Promise<boolean[]> {
  const n = Buffer.from(needle)
  const found: boolean[] = new Array(oids.length).fill(false)
  let tail = Buffer.alloc(0)
  await streamBlobs(cwd, oids, {
    start: (_i, size) => {
      tail = Buffer.alloc(0)
      return size >= 0
    },
    data: (i, chunk) => {
      if (found[i]) return
      const window = Buffer.concat([tail, chunk])
      if (window.includes(n)) found[i] = true
      tail = Buffer.from(window.subarray(Math.max(0, window.length - n.length + 1)))
    },
    end: () => {}
  })
  return found
}
