// The runner's proxy for the Argo CD API reader: HTTPS_PROXY / HTTP_PROXY / NO_PROXY, decided with the rules of
// @actions/http-client's getProxyUrl/checkBypass (the ones the GitHub API calls of this action follow): the lower-case
// name before the upper-case one; NO_PROXY entries (comma-separated, case-insensitive) are `*`, a host, `host:port`, or
// a domain whose subdomains match too (with or without a leading dot); loopback (localhost, 127.*, [::1]) always
// direct. Re-stated here (about 30 lines) because those functions read process.env only, and the environment is passed
// in (the CLI's process env, the action runner's env); test/live/proxy.test.ts checks both agree on a table of cases.
// The connection is hpagent's (the agent @kubernetes/client-node uses for a kubeconfig's proxy-url, so one proxy
// implementation serves both readers): a CONNECT tunnel, then TLS with the server inside it, with the request's own
// CA (--argocd-ca-file). The proxy sees `host:port` only; the token travels encrypted to the server.
import type { Agent } from 'node:http'
import { HttpsProxyAgent } from 'hpagent'

export interface ProxyChoice {
  /** The proxy URL (may carry user:password for Proxy-Authorization: never shown). */
  url: URL
  /** The variable it came from, for messages. */
  variable: string
}

function isLoopback(host: string): boolean {
  const h = host.toLowerCase()
  return h === 'localhost' || h.startsWith('127.') || h.startsWith('[::1]') || h.startsWith('[0:0:0:0:0:0:0:1]')
}

/** True when `url` is reached directly: loopback, or an entry of NO_PROXY / no_proxy matches. */
export function bypassesProxy(url: URL, env: NodeJS.ProcessEnv): boolean {
  if (!url.hostname) return false
  if (isLoopback(url.hostname)) return true
  const noProxy = env.no_proxy || env.NO_PROXY || ''
  if (!noProxy) return false
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : url.protocol === 'https:' ? 443 : undefined
  const hosts = [url.hostname.toUpperCase()]
  if (port !== undefined) hosts.push(`${hosts[0]}:${port}`)
  for (const item of noProxy
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter((x) => x)) {
    if (item === '*' || hosts.some((h) => h === item || h.endsWith(`.${item}`) || (item.startsWith('.') && h.endsWith(item)))) return true
  }
  return false
}

/** The proxy for `url` from `env`, or undefined (direct). `config` when the variable holds no usable URL. */
export function proxyFor(url: URL, env: NodeJS.ProcessEnv): ProxyChoice | undefined {
  if (bypassesProxy(url, env)) return undefined
  const names = url.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY']
  const variable = names.find((n) => env[n])
  if (!variable) return undefined
  const value = env[variable]!
  // A value without a scheme is an http:// proxy, `proxy.corp:3128` included (as curl reads it; @actions/http-client
  // takes `proxy.corp:` there for a URL scheme, which no request could use).
  let proxy: URL | undefined
  try {
    proxy = new URL(/^https?:\/\//i.test(value) ? value : `http://${value}`)
  } catch {
    proxy = undefined
  }
  // The value may carry a password: never shown, only the variable's name.
  if (!proxy || !proxy.hostname) throw new TypeError(`${variable} is not a URL`)
  return { url: proxy, variable }
}

/** An agent that tunnels every request (CONNECT) through `proxy`; TLS with the server runs inside the tunnel. */
export function tunnelAgent(proxy: URL): Agent {
  return new HttpsProxyAgent({ proxy, keepAlive: false })
}
