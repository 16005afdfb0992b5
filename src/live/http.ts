// One GET with a JSON answer over node:http/node:https, for the Argo CD API reader. Node core rather than fetch: a
// CA file has to be added to the trust of exactly these requests (fetch needs an undici Agent for that, which is not
// a dependency), and the timeout must cover the whole exchange (connect, TLS, headers and body).
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { LiveTimeout } from './failure.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export interface GetOptions {
  headers: Record<string, string>
  /** Trusted CAs (PEM) for https; undefined: Node's defaults. */
  ca?: string[]
  timeoutMs: number
  /** A proxy's tunnelling agent (proxy.ts); undefined: a direct connection of its own. */
  agent?: Agent
  /** Largest body read (bytes). */
  maxBytes?: number
}

export interface GetResult {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export class BodyTooLarge extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
}

export function get(url: URL, o: GetOptions): Promise<GetResult> {
  const max = o.maxBytes ?? 256 * 1024 * 1024
  return new Promise((resolve, reject) => {
    let reason: Error | undefined
    const fail = (e: Error): void => {
      clearTimeout(timer)
      reject(reason ?? e)
    }
    const stop = (e: Error): void => {
      reason ??= e
      req.destroy(e)
    }
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { method: 'GET', headers: o.headers, ...(url.protocol === 'https:' && o.ca ? { ca: o.ca } : {}), agent: o.agent ?? false, timeout: o.timeoutMs },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          size += c.length
          if (size > max) stop(new BodyTooLarge())
          else chunks.push(c)
        })
        res.on('end', () => {
          clearTimeout(timer)
          if (reason) return reject(reason)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') })
        })
        res.on('error', fail)
        res.on('aborted', () => fail(new Error('aborted')))
      }
    )
    const timer = setTimeout(() => stop(new LiveTimeout()), o.timeoutMs)
    req.on('error', fail)
    req.end()
  })
}
