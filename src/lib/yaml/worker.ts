// Worker-thread entry of lib/yaml/offthread.ts: decodes one rendered stream (lib/yaml/yaml.ts decodeSteps, the same
// decoder and bounds as on the main thread) and posts the documents back in batches, so that neither thread holds the
// whole stream twice. A stream the incremental decoder cannot take (a syntax error, a value that is not plain data,
// which a structured clone would change: a Set, a Date, a Buffer) is answered with `fallback`, and the main thread
// decodes it itself.
import { parentPort, workerData } from 'node:worker_threads'
import { decodeSteps, tooDeepStream, type ParsedDoc } from './yaml.js'

export type WorkerMessage = { docs: ParsedDoc[] } | { done: { errors: Array<{ message: string; line: number }> } } | { fallback: true }

const BATCH = 500

function plainData(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && !Object.is(v, -0))) return true
  if (typeof v !== 'object') return false
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !plainData(v[i])) return false
    return true
  }
  const proto = Object.getPrototypeOf(v)
  if (proto !== Object.prototype && proto !== null) return false
  if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return false
  for (const x of Object.values(v)) if (!plainData(x)) return false
  return true
}

function run(text: string): void {
  const port = parentPort!
  // A too-deep stream is answered here, with the same error the main thread would give: not scanned a second time there.
  const deep = tooDeepStream(text)
  if (deep) return void port.postMessage({ done: { errors: deep.errors } } satisfies WorkerMessage)
  const docs: ParsedDoc[] = []
  const steps = decodeSteps(text, docs)
  let checked = 0
  for (;;) {
    const s = steps.next()
    for (; checked < docs.length; checked++) if (!plainData(docs[checked]!.value)) return void port.postMessage({ fallback: true } satisfies WorkerMessage)
    if (docs.length >= BATCH || (s.done && docs.length > 0)) {
      port.postMessage({ docs: docs.splice(0) } satisfies WorkerMessage)
      checked = 0
    }
    if (s.done && !s.value) return void port.postMessage({ fallback: true } satisfies WorkerMessage)
    if (s.done) return void port.postMessage({ done: { errors: s.value!.errors } } satisfies WorkerMessage)
  }
}

run((workerData as { text: string }).text)
