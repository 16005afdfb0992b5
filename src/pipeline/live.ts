// Live mode I/O for the pipeline (issue 13): the one readApps() per run, and the annotation reads for exactly the
// resources that are live-only prune candidates. Everything else about live facts is pure (plan/live.ts).
// A reader that throws is a failure like any other: the run degrades to the offline answer and says so. Its error
// text is not shown (it might carry what the reader was given); the reader's own failures carry safe messages.
import { sentence } from '../lib/text.js'
import { LIVE_FAILURE_WORDS, type LiveApp, type LiveObjectAnnotations, type LiveReader, type LiveResource, type LiveResult } from '../argocd/live.js'
import { keyString } from '../k8s/resource.js'
import { createLimiter } from '../lib/pool.js'
import { annotationsToRead, liveAnnotationKey, type LiveAnnotations } from '../plan/live.js'
import { liveAppsOfPlans } from '../plan/live-plan.js'
import type { AppPlan } from '../plan/plan.js'

/** A bound on the whole live read, in case a reader's own timeouts do not fire (the run must not hang on it). */
export const LIVE_READ_TIMEOUT_MS = 120_000

/** `p`, or `onTimeout()` after `ms` (the timer is cleared as soon as `p` settles). */
function within<T>(p: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => resolve(onTimeout()), ms)
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e))
    )
  })
}

export async function readLive(
  reader: LiveReader,
  log: (line: string) => void,
  warn: (line: string) => void = log,
  timeoutMs = reader.readTimeoutMs ?? LIVE_READ_TIMEOUT_MS
): Promise<LiveResult> {
  let r: LiveResult
  try {
    const timedOut = (): LiveResult => ({
      ok: false,
      failure: { kind: 'timeout', message: `the live read did not finish within ${Math.round(timeoutMs / 100) / 10} s (--live-timeout / live-timeout).` }
    })
    r = await within(
      Promise.resolve().then(() => reader.readApps()),
      timeoutMs,
      timedOut
    )
  } catch (e) {
    const kind = e instanceof Error ? e.name : typeof e
    r = { ok: false, failure: { kind: 'invalid-response', message: `the live reader failed unexpectedly (${kind}).` } }
  }
  if (r.ok) log(`live: read ${r.snapshot.apps.length} Application(s) from ${r.snapshot.via} at ${r.snapshot.endpoint}`)
  // No 'warning:' prefix here: the CLI and the job log mark warnings themselves.
  else warn(`live mode failed (${LIVE_FAILURE_WORDS[r.failure.kind] ?? 'unknown failure'}): ${sentence(r.failure.message)} Falling back to the offline answer.`)
  return r
}

/** Reads the annotations of live-only prune candidates not read yet; returns the map extended (a new map). */
export async function readCandidateAnnotations(
  reader: LiveReader,
  apps: LiveApp[],
  controlPlaneNamespace: string,
  plans: AppPlan[],
  done: LiveAnnotations,
  log: (line: string) => void,
  timeoutMs = reader.readTimeoutMs ?? LIVE_READ_TIMEOUT_MS
): Promise<Map<string, LiveObjectAnnotations>> {
  const out = new Map(done)
  const read = reader.annotationsOf?.bind(reader)
  if (!read) return out
  const byId = liveAppsOfPlans(apps, plans, controlPlaneNamespace)
  const limit = createLimiter(8)
  const jobs: Array<Promise<void>> = []
  for (const p of plans) {
    const app = byId.get(p.id)
    if (!app) continue
    const tracked = new Map<string, LiveResource>()
    for (const r of app.resources) if (!r.hook && !tracked.has(keyString(r))) tracked.set(keyString(r), r) // first one wins, as before
    for (const k of annotationsToRead(p.id, p.prune, done)) {
      const resource = tracked.get(keyString(k))
      if (!resource) continue
      jobs.push(
        limit(async () => {
          let a: LiveObjectAnnotations
          try {
            a = await within(read(app, resource), timeoutMs, (): LiveObjectAnnotations => ({ ok: false, reason: 'error' }))
          } catch {
            a = { ok: false, reason: 'error' }
          }
          out.set(liveAnnotationKey(p.id, k), a)
        })
      )
    }
  }
  await Promise.all(jobs)
  if (jobs.length) log(`live: read the annotations of ${jobs.length} tracked ${jobs.length === 1 ? 'resource' : 'resources'} no render produces`)
  return out
}
