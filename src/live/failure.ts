// Transport errors of both live readers, mapped to the contract's failure kinds (argocd/live.ts). Messages are built
// here from the kind, the endpoint (host:port) and what was being read; never from a server body, an error text that
// could quote a header, or any credential.
import type { LiveFailure, LiveFailureKind } from '../argocd/live.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export const DEFAULT_TIMEOUT_MS = 15_000

/** Node's and OpenSSL's certificate and handshake error codes. */
const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'EPROTO'
])

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ETIMEDOUT',
  'EADDRNOTAVAIL'
])

/** A reader's own timer fired. */
export class LiveTimeout extends GuardError {
  override get kind(): ErrorKind {
    return 'service'
  }
  constructor() {
    super('timed out')
    this.name = 'LiveTimeout'
  }
}

function codeOf(e: unknown): string | undefined {
  for (let c: unknown = e, depth = 0; c && depth < 4; c = (c as { cause?: unknown }).cause, depth++) {
    const code = (c as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** The kind of a transport error (no HTTP status): timeout, tls or unreachable; else null. */
export function transportKind(e: unknown): LiveFailureKind | null {
  if (e instanceof LiveTimeout) return 'timeout'
  const name = (e as { name?: unknown })?.name
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout'
  const code = codeOf(e)
  if (code && (TLS_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_'))) return 'tls'
  if (code && UNREACHABLE_CODES.has(code)) return 'unreachable'
  if (code === 'ERR_INVALID_URL') return 'config'
  return null
}

/** The kind of an HTTP status that is not a success. */
export function statusKind(status: number): LiveFailureKind {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 408 || status === 504) return 'timeout'
  if (status === 502 || status === 503) return 'unreachable'
  return 'invalid-response'
}

/** User-facing: what was read from where, then why it failed and the fix. `what` never carries a credential. */
export function failure(kind: LiveFailureKind, service: string, endpoint: string, what: string, fix: string, timeoutMs = DEFAULT_TIMEOUT_MS): LiveFailure {
  const why: Record<LiveFailureKind, string> = {
    unreachable: `could not connect to ${service} at ${endpoint}`,
    unauthorized: `${service} at ${endpoint} rejected the credentials (401 Unauthorized)`,
    forbidden: `${service} at ${endpoint} refused the request (403 Forbidden)`,
    timeout: `${service} at ${endpoint} did not answer within ${Math.round(timeoutMs / 100) / 10} s`,
    tls: `the TLS certificate of ${service} at ${endpoint} could not be verified`,
    'invalid-response': `${service} at ${endpoint} answered with something that is not the expected JSON`,
    config: `the live mode settings for ${service} are not usable`
  }
  return { kind, message: `Live mode: ${why[kind]} while ${what}. ${fix}` }
}

/** Runs `fn` with an AbortSignal that fires after `ms`; rejects with LiveTimeout then, however `fn` reacts. */
export async function withTimeout<T>(ms: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const ac = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      ac.abort(new LiveTimeout())
      reject(new LiveTimeout())
    }, ms)
  })
  try {
    return await Promise.race([fn(ac.signal), expired])
  } finally {
    clearTimeout(timer)
  }
}

/** `host:port` of a URL, the only part of an endpoint any message shows. */
export function endpointOf(url: URL): string {
  const port = url.port || (url.protocol === 'http:' ? '80' : '443')
  return `${url.hostname.includes(':') && !url.hostname.startsWith('[') ? `[${url.hostname}]` : url.hostname}:${port}`
}
