// Every network connection the guard makes or lets helm make for PR content goes through the network policy
// (network/policy.ts), at connect time, not only when a URL is first read:
//
// * fetchGuarded: the guard's own downloads (URL value files and fileParameters, which helm would otherwise fetch
//   itself). Redirects are followed by hand, each hop checked with refuseRemote; the connection uses a lookup that
//   refuses internal addresses (unless the host is listed exactly), so a DNS answer that changes between the check and
//   the connection (rebinding) is caught; the body is capped.
// * startEgressProxy: an HTTP proxy on 127.0.0.1 for helm processes (HTTP_PROXY/HTTPS_PROXY), one per helm run. It
//   applies refuseRemote to every connection helm opens (CONNECT for https, absolute-form for http), so redirects, the
//   `urls:` of a repository's index.yaml and registry blob hosts are held to the same allowedHosts as the URLs named in
//   the pull request, and it connects to the address it checked. Go does not use a proxy for `localhost` and loopback
//   IP literals: those are why every URL is also checked before helm starts (a chart repository, value file or
//   dependency repository on loopback is refused unless listed exactly), and why index.yaml is read by the guard before
//   `helm pull` (helm/index-file.ts).
// * Offline, helm gets a proxy address where nothing listens (127.0.0.1:9), so a fetch helm attempts on its own (a
//   remote JSON schema) fails instead of reaching the network.
// Hand-written: no maintained npm package is a policy-checking forward proxy with a pinned-address lookup; the proxy
// is a few dozen lines of node:http/node:net.
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect, isIP, type LookupFunction, type Socket } from 'node:net'
import { DEFAULT_ALLOWED_HOSTS, isInternalAddress, listedExactly, refuseRemote, resolverOf, type NetworkPolicy, type Resolve } from './policy.js'
import { GuardError, type ErrorKind } from '../../lib/errors.js'

export interface GuardedPolicy extends NetworkPolicy {
  /** DNS resolver (tests inject one; default: the system's). */
  resolve?: Resolve
}

/** The policy of a run's settings (allowedHosts defaults to the public list). */
export function policyOf(s: { network: boolean; allowedHosts?: readonly string[]; resolve?: Resolve }): GuardedPolicy {
  return { network: s.network, allowedHosts: s.allowedHosts ?? DEFAULT_ALLOWED_HOSTS, resolve: s.resolve }
}

/** A connection or URL the network policy refuses (as opposed to a network failure). */
export class EgressRefused extends GuardError {
  override get kind(): ErrorKind {
    return 'limit'
  }
}

/** A lookup for node:net that resolves with the policy's resolver and refuses internal addresses. */
export function guardedLookup(policy: GuardedPolicy, url: string): LookupFunction {
  const allowInternal = listedExactly(url, policy)
  const resolve = resolverOf(policy.resolve)
  return ((hostname: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => {
    resolve(hostname).then(
      (addrs) => {
        const bad = allowInternal ? undefined : addrs.find(isInternalAddress)
        if (bad || addrs.length === 0)
          return cb(new EgressRefused(bad ? `host ${hostname} resolves to ${bad}, an internal address` : `host ${hostname} has no address`))
        if (options?.all)
          return cb(
            null,
            addrs.map((a) => ({ address: a, family: isIP(a) }))
          )
        return cb(null, addrs[0], isIP(addrs[0]!))
      },
      (e: Error) => cb(e)
    )
  }) as LookupFunction
}

const MAX_REDIRECTS = 10
export const MAX_FETCH_BYTES = 16 * 1024 * 1024

/**
 * Downloads `url` under the policy: every hop checked, redirects followed by hand, at most `maxBytes`. Throws
 * EgressRefused when the policy refuses a hop, Error for network and HTTP failures (status named, body never quoted).
 */
export async function fetchGuarded(
  url: string,
  policy: GuardedPolicy,
  opts: {
    timeoutMs?: number
    maxBytes?: number
    /** Sent only to the origin of `url` (like helm without --pass-credentials). */ headers?: Record<string, string>
  } = {}
): Promise<Buffer> {
  let current = url
  const origin = new URL(url).origin
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const why = await refuseRemote(current, policy, policy.resolve)
    if (why) throw new EgressRefused(hop === 0 ? why : `${url} redirects to ${current}: ${why}`)
    const u = new URL(current)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new EgressRefused(`${current}: only http and https URLs are fetched`)
    const res = await new Promise<IncomingMessage>((ok, fail) => {
      const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(
        u,
        { method: 'GET', headers: u.origin === origin ? opts.headers : undefined, lookup: guardedLookup(policy, current), timeout: opts.timeoutMs ?? 60_000 },
        ok
      )
      req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 60_000} ms`)))
      req.on('error', fail)
      req.end()
    })
    const status = res.statusCode ?? 0
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume()
      current = new URL(res.headers.location, current).toString()
      continue
    }
    if (status !== 200) {
      res.resume()
      throw new Error(`${redact(current)} answered HTTP ${status}`)
    }
    const max = opts.maxBytes ?? MAX_FETCH_BYTES
    const chunks: Buffer[] = []
    let size = 0
    for await (const c of res as AsyncIterable<Buffer>) {
      size += c.length
      if (size > max) {
        res.destroy()
        throw new Error(`${redact(current)} is larger than ${max} bytes`)
      }
      chunks.push(c)
    }
    return Buffer.concat(chunks)
  }
  throw new Error(`${redact(url)}: more than ${MAX_REDIRECTS} redirects`)
}

/** A URL without user info or query (which may carry tokens), for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}${u.pathname}`
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//').replace(/\?.*$/, '')
  }
}

export interface EgressProxy {
  /** Environment for helm: HTTP(S)_PROXY pointing at the proxy, NO_PROXY cleared. */
  env: Record<string, string>
  /** Why connections were refused, in order. */
  refused: string[]
  close(): Promise<void>
}

/** Offline: a proxy address where nothing listens (port 9, discard), so helm's own fetches fail. */
export const DEAD_PROXY_ENV: Record<string, string> = proxyEnv('http://127.0.0.1:9')

function proxyEnv(url: string): Record<string, string> {
  return { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, NO_PROXY: '', no_proxy: '' }
}

/** Starts a policy-checking forward proxy on 127.0.0.1 (see the file header). */
export async function startEgressProxy(policy: GuardedPolicy, at: { socket?: string } = {}): Promise<EgressProxy> {
  const refused: string[] = []
  const sockets = new Set<Socket>()
  const check = async (url: string): Promise<string | undefined> => {
    const why = await refuseRemote(url, policy, policy.resolve)
    if (why) refused.push(why)
    return why
  }
  const server = createServer((req, res) => {
    // Absolute-form request for plain http.
    void (async () => {
      const target = req.url ?? ''
      if (!/^http:\/\//i.test(target) || (await check(target))) return res.writeHead(403).end('refused by the prune guard network policy')
      const up = httpRequest(target, { method: req.method, headers: req.headers, lookup: guardedLookup(policy, target) }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers)
        r.pipe(res)
      })
      up.on('error', (e) => {
        if (e instanceof EgressRefused) refused.push(`${redact(target)}: ${e.message}`)
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(up)
    })()
  })
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => client.destroy())
    void (async () => {
      const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(req.url ?? '')
      const url = m ? `https://${m[1]!.includes(':') ? `[${m[1]}]` : m[1]}:${m[2]}` : ''
      if (!m || (await check(url))) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n')
        return
      }
      const up = connect({ host: m[1]!, port: Number(m[2]), lookup: guardedLookup(policy, url) })
      sockets.add(up)
      up.on('close', () => sockets.delete(up))
      up.once('connect', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        if (head.length) up.write(head)
        up.pipe(client)
        client.pipe(up)
      })
      up.on('error', (e) => {
        if (e instanceof EgressRefused) refused.push(`${m[1]}: ${e.message}`)
        client.destroy()
      })
    })()
  })
  // On a unix socket for a renderer in a network namespace of its own (contained-fetch.ts), else on loopback.
  await new Promise<void>((ok, fail) => (at.socket ? server.once('error', fail).listen(at.socket, ok) : server.once('error', fail).listen(0, '127.0.0.1', ok)))
  const port = at.socket ? 0 : (server.address() as { port: number }).port
  return {
    env: proxyEnv(`http://127.0.0.1:${port}`),
    refused,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy()
        server.closeAllConnections()
        server.close(() => ok())
      })
  }
}

/** Runs `fn` with the helm environment for the policy: the egress proxy online, the dead proxy offline. */
export async function withEgress<T>(policy: GuardedPolicy, fn: (env: Record<string, string>, refused: readonly string[]) => Promise<T>): Promise<T> {
  if (!policy.network) return fn(DEAD_PROXY_ENV, [])
  const proxy = await startEgressProxy(policy)
  try {
    return await fn(proxy.env, proxy.refused)
  } finally {
    await proxy.close()
  }
}
