// parseYamlStreamAsync for a large render. Most renders are read by the subset reader (lib/yaml/subset.ts) on the main
// thread: a 5 MB render of 20,000 objects takes ~0.15 s of CPU there, while a worker took ~0.9 s of CPU and over a
// second of wall time to start, decode and send the objects back (structured clone). A render with more than
// OFF_THREAD_MIN of text outside the subset (the `yaml` library decodes that at ~3 MB/s) is decoded in a worker thread
// (lib/yaml/worker.ts) instead, so that the base and head renders of a big app are decoded at the same time, on two
// cores, while the main thread goes on. Same result as parseYamlStreamAsync, which is used for small streams, when
// worker threads are not available, and whenever the worker declines or fails.
import { Worker } from 'node:worker_threads'
import { parseYamlStreamAsync, parseYamlStreamAsyncWithin, withReaderError, type ParsedDoc, type ParsedStream } from './yaml.js'
import type { WorkerMessage } from './worker.js'
import { kubeReads } from './kube-reader.js'

/**
 * Streams shorter than this, and streams with less than this outside the subset reader, are decoded on the main thread
 * (a worker costs ~30 ms and some memory to start, and the objects it decodes must be copied back).
 */
export const OFF_THREAD_MIN = 1024 * 1024

// A small young generation: the decoder's garbage is short-lived, and the process's peak memory is what is bounded.
const LIMITS = { maxYoungGenerationSizeMb: 4 }

// From the bundle (dist/cli.js, dist/index.js) the worker is dist/yaml-worker.js. From src/ (run through tsx) it is
// the .ts file, which a worker can only load after registering tsx itself (Node 20 does not pass loader hooks on).
function startWorker(text: string): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./yaml-worker.js', import.meta.url), { workerData: { text }, resourceLimits: LIMITS })
  const tsx = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./worker.ts', import.meta.url).href
  const boot = `import(${JSON.stringify(tsx)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry)}))`
  return new Worker(boot, { eval: true, workerData: { text }, resourceLimits: LIMITS })
}

/** The stream decoded by a worker; undefined when the worker declined it (decode it on this thread) or failed. */
export function decodeInWorker(text: string): Promise<ParsedStream | undefined> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = startWorker(text)
    } catch {
      return resolve(undefined)
    }
    const docs: ParsedDoc[] = []
    let result: ParsedStream | undefined
    worker.on('message', (m: WorkerMessage) => {
      if ('docs' in m) for (const d of m.docs) docs.push(d)
      else if ('done' in m) result = { docs, errors: m.done.errors }
    })
    worker.on('error', () => undefined)
    worker.on('exit', () => resolve(result))
  })
}

/** parseYamlStreamAsync, off the main thread when at least `min` characters are outside the subset reader's reach. */
export async function parseYamlStreamOffThread(stream: string, min = OFF_THREAD_MIN): Promise<ParsedStream> {
  if (stream.length < min) return parseYamlStreamAsync(stream)
  // The worker decodes the stream as Argo CD's reader cuts it too (the other two entries cut it themselves).
  const k = kubeReads(stream)
  const text = k.text
  const r = (await parseYamlStreamAsyncWithin(text, min)) ?? (await decodeInWorker(text)) ?? (await parseYamlStreamAsync(text))
  return withReaderError(r, k)
}
