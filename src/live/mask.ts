// What a live server answers is data the guard did not write, and it may hold the credential the guard sent: a server
// that echoes the request, an Application or resource named after the token. Every string of every answer (the
// Application list, failure messages, a live object's annotations) has each secret the reader holds masked before it
// leaves the reader, so no name, status or message can carry it into a report, a comment or a log.
import type { LiveObjectAnnotations, LiveReader, LiveResult } from '../argocd/live.js'

export const MASK = '***'

/** Secrets short enough to occur by chance in ordinary names are not masked (no credential is this short). */
const MIN_SECRET = 6

/** `value` with every string (keys too) having each secret replaced by MASK. Iterative: any depth. */
export function maskSecrets<T>(value: T, secrets: readonly string[]): T {
  const list = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET))].sort((a, b) => b.length - a.length)
  if (list.length === 0) return value
  const mask = (s: string): string => (list.some((x) => s.includes(x)) ? list.reduce((t, x) => t.split(x).join(MASK), s) : s)
  type Node = Record<string | number, unknown>
  const out: Node = {}
  const stack: Array<{ from: Node; to: Node }> = [{ from: { v: value }, to: out }]
  while (stack.length > 0) {
    const { from, to } = stack.pop()!
    for (const k of Array.isArray(from) ? Array.from(from.keys()) : Object.keys(from)) {
      const child = from[k]
      const key = typeof k === 'string' ? mask(k) : k
      if (typeof child === 'string') to[key] = mask(child)
      else if (child && typeof child === 'object') {
        const copy = (Array.isArray(child) ? new Array(child.length) : {}) as Node
        to[key] = copy
        stack.push({ from: child as Node, to: copy })
      } else to[key] = child
    }
  }
  return out.v as T
}

/** `r` whose answers have `secrets` masked (see above); a set is read after each answer (credentials seen on the way). */
export function masking(r: LiveReader, secrets: Iterable<string>): LiveReader {
  const annotationsOf = r.annotationsOf?.bind(r)
  return {
    readApps: async (): Promise<LiveResult> => {
      const res = await r.readApps()
      return maskSecrets(res, [...secrets])
    },
    ...(annotationsOf
      ? {
          annotationsOf: async (...args: Parameters<typeof annotationsOf>): Promise<LiveObjectAnnotations> => {
            const res = await annotationsOf(...args)
            return maskSecrets(res, [...secrets])
          }
        }
      : {}),
    ...(r.readTimeoutMs !== undefined ? { readTimeoutMs: r.readTimeoutMs } : {})
  }
}
