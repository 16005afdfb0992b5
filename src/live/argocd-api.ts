// Live mode through an Argo CD API server (issue 13), read-only, the way the `argocd` CLI talks to it over the REST
// gateway: `GET /api/v1/applications` (with `appNamespace=<ns>` per configured namespace for apps in any namespace;
// without namespaces the server returns every app the token may `get` in the namespaces it serves) and
// `GET /api/v1/applications/<name>/resource` for one tracked object's live manifest. Auth: `Authorization: Bearer`.
// Note: the server silently leaves out apps the token may not `get`, so an app missing from the list is "not seen",
// never "has no resources". Behind a proxy (HTTPS_PROXY / NO_PROXY of the env passed in, proxy.ts) every request goes
// through a CONNECT tunnel, TLS inside it; an http:// server is refused there, since the token would cross in clear.
import type { Agent } from 'node:http'
import { readFileSync } from 'node:fs'
import { rootCertificates } from 'node:tls'
import type { LiveApp, LiveFailure, LiveObjectAnnotations, LiveReader, LiveResource, LiveResult } from '../argocd/live.js'
import { annotationsOfObject, InvalidShape, parseApplicationList, type ParsedApp } from './application.js'
import { DEFAULT_TIMEOUT_MS, endpointOf, failure, statusKind, transportKind } from './failure.js'
import { BodyTooLarge, get, type GetResult } from './http.js'
import { masking } from './mask.js'
import { proxyFor, tunnelAgent, type ProxyChoice } from './proxy.js'

export interface ArgoCdApiOptions {
  /** Base URL of the Argo CD API server: `https://argocd.example.com`, or `http://127.0.0.1:8080` for a port-forward. */
  url: string
  /** A read-only token (a project role with `applications, get`). Never printed. */
  token: string
  /** A PEM file with a CA to trust in addition to the system's. */
  caFile?: string
  /** Namespaces of Applications (apps in any namespace); empty: whatever the server serves. */
  namespaces?: string[]
  timeoutMs?: number
  /** Where HTTPS_PROXY / HTTP_PROXY / NO_PROXY come from (the CLI's or the runner's env); absent: no proxy. */
  env?: NodeJS.ProcessEnv
}

const SERVICE = 'the Argo CD API server'
const FIX_AUTH =
  'Set ARGOCD_AUTH_TOKEN (CLI) or the argocd-auth-token input (action) to a token of a project role with `applications, get` (docs/live-mode.md).'
const FIX_FORBIDDEN = "The token's role needs `p, proj:<project>:prune-guard, applications, get, <project>/*, allow` (docs/live-mode.md)."

function configFailure(message: string): LiveFailure {
  return { kind: 'config', message: `Live mode (Argo CD API): ${message}` }
}

/** Checks the settings; a reader, or a `config` failure naming the setting and the fix. */
export function argoCdApiReader(o: ArgoCdApiOptions): LiveReader | LiveFailure {
  let url: URL
  try {
    url = new URL(o.url)
  } catch {
    return configFailure(`--argocd-server / argocd-server '${o.url}' is not a URL. Use https://<host>[:port] (or http://127.0.0.1:<port> for a port-forward).`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return configFailure(`--argocd-server / argocd-server must start with https:// (or http:// for a port-forward), not ${url.protocol}//.`)
  if (url.username || url.password)
    return configFailure('--argocd-server / argocd-server must not contain credentials; pass the token in ARGOCD_AUTH_TOKEN or the argocd-auth-token input.')
  if (url.search || url.hash) return configFailure(`--argocd-server / argocd-server must be a base URL without a query or fragment (${url.origin}).`)
  const token = o.token.trim()
  if (!token) return configFailure(`no token for ${url.origin}: set ARGOCD_AUTH_TOKEN (CLI) or the argocd-auth-token input (action).`)
  if (/[\s\x00-\x1f\x7f]/.test(token)) return configFailure('the token contains whitespace or control characters; copy it again without line breaks.')
  let ca: string[] | undefined
  if (o.caFile) {
    let pem: string
    try {
      pem = readFileSync(o.caFile, 'utf8')
    } catch {
      return configFailure(`cannot read the CA file '${o.caFile}' (--argocd-ca-file / argocd-ca-file): give the path of a PEM file.`)
    }
    if (!pem.includes('-----BEGIN CERTIFICATE-----')) return configFailure(`the CA file '${o.caFile}' holds no PEM certificate (-----BEGIN CERTIFICATE-----).`)
    ca = [...rootCertificates, pem]
  }
  let proxy: ProxyChoice | undefined
  try {
    proxy = proxyFor(url, o.env ?? {})
  } catch (e) {
    return configFailure(`${(e as Error).message}: give the proxy as http://<host>:<port> (or set NO_PROXY to reach ${url.host} directly).`)
  }
  if (proxy && url.protocol === 'http:')
    return configFailure(
      `${url.origin} would be reached through the proxy in ${proxy.variable}, which would see the token in clear text over http://. Use https://, or add ${url.hostname} to NO_PROXY.`
    )
  return masking(new ArgoCdApiReader(url, token, ca, o.namespaces ?? [], o.timeoutMs ?? DEFAULT_TIMEOUT_MS, proxy), [token])
}

class ArgoCdApiReader implements LiveReader {
  private readonly endpoint: string
  constructor(
    private readonly base: URL,
    private readonly token: string,
    private readonly ca: string[] | undefined,
    private readonly namespaces: string[],
    private readonly timeoutMs: number,
    private readonly proxy?: ProxyChoice
  ) {
    this.endpoint = endpointOf(base)
    this.agent = proxy ? tunnelAgent(proxy.url) : undefined
  }

  private readonly agent: Agent | undefined

  private url(path: string, query: Record<string, string | undefined>): URL {
    const u = new URL(this.base.href.replace(/\/+$/, '') + path)
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v)
    return u
  }

  private get(u: URL): Promise<GetResult> {
    return get(u, { headers: { Authorization: `Bearer ${this.token}`, Accept: 'application/json' }, ca: this.ca, timeoutMs: this.timeoutMs, agent: this.agent })
  }

  async readApps(): Promise<LiveResult> {
    const apps: LiveApp[] = []
    const targets = this.namespaces.length ? this.namespaces : [undefined]
    for (const ns of targets) {
      const what = `listing Applications${ns ? ` in namespace ${ns}` : ''} (GET /api/v1/applications)`
      let res: GetResult
      try {
        res = await this.get(this.url('/api/v1/applications', { appNamespace: ns }))
      } catch (e) {
        return { ok: false, failure: this.transportFailure(e, what) }
      }
      if (res.status !== 200) return { ok: false, failure: this.statusFailure(res.status, what) }
      let parsed: ParsedApp[]
      try {
        parsed = parseApplicationList(JSON.parse(res.body), ns ?? '').apps
      } catch (e) {
        return { ok: false, failure: this.shapeFailure(e, what) }
      }
      apps.push(...parsed.map((p) => p.app))
    }
    return { ok: true, snapshot: { via: 'argocd-api', endpoint: this.endpoint, apps } }
  }

  async annotationsOf(app: LiveApp, r: LiveResource): Promise<LiveObjectAnnotations> {
    const u = this.url(`/api/v1/applications/${encodeURIComponent(app.name)}/resource`, {
      appNamespace: app.namespace || undefined,
      namespace: r.namespace,
      resourceName: r.name,
      version: r.version,
      kind: r.kind,
      group: r.group,
      project: app.project
    })
    let res: GetResult
    try {
      res = await this.get(u)
    } catch {
      return { ok: false, reason: 'error' }
    }
    if (res.status === 403) return { ok: false, reason: 'forbidden' }
    if (res.status === 404) return { ok: false, reason: 'missing' }
    if (res.status !== 200) return { ok: false, reason: 'error' }
    try {
      const body = JSON.parse(res.body) as { manifest?: unknown }
      if (typeof body?.manifest !== 'string') return { ok: false, reason: 'error' }
      return { ok: true, annotations: annotationsOfObject(JSON.parse(body.manifest)) }
    } catch {
      return { ok: false, reason: 'error' }
    }
  }

  private transportFailure(e: unknown, what: string): LiveFailure {
    if (e instanceof BodyTooLarge) return failure('invalid-response', SERVICE, this.endpoint, what, 'The answer was larger than 256 MiB.', this.timeoutMs)
    const kind = transportKind(e) ?? 'unreachable'
    const fix: Record<string, string> = {
      timeout: `Check that the server is reachable from this runner${this.timeoutMs < DEFAULT_TIMEOUT_MS ? ', or raise --live-timeout / live-timeout' : ''}.`,
      tls:
        this.base.protocol === 'https:'
          ? 'Give the CA that signed the server certificate with --argocd-ca-file / argocd-ca-file.'
          : 'Use the URL scheme the server speaks.',
      unreachable: 'Check --argocd-server / argocd-server and that the server is reachable from this runner.'
    }
    // Only the proxy's host:port is named: its URL may carry a password.
    const via = this.proxy
      ? ` Requests go through the proxy at ${endpointOf(this.proxy.url)} (${this.proxy.variable}): check that it allows CONNECT to ${this.endpoint}, or add ${this.base.hostname} to NO_PROXY.`
      : ''
    return failure(kind, SERVICE, this.endpoint, what, (fix[kind] ?? fix.unreachable) + via, this.timeoutMs)
  }

  private statusFailure(status: number, what: string): LiveFailure {
    const kind = statusKind(status)
    if (kind === 'unauthorized') return failure(kind, SERVICE, this.endpoint, what, FIX_AUTH, this.timeoutMs)
    if (kind === 'forbidden') return failure(kind, SERVICE, this.endpoint, what, FIX_FORBIDDEN, this.timeoutMs)
    return failure(
      kind,
      SERVICE,
      this.endpoint,
      `${what}, HTTP ${status}`,
      'Check that --argocd-server / argocd-server is the base URL of the Argo CD API server.',
      this.timeoutMs
    )
  }

  private shapeFailure(e: unknown, what: string): LiveFailure {
    const detail = e instanceof InvalidShape ? ` (${e.message})` : ''
    return failure(
      'invalid-response',
      SERVICE,
      this.endpoint,
      what + detail,
      'Check that --argocd-server / argocd-server is the base URL of the Argo CD API server (not the UI behind an SSO proxy).',
      this.timeoutMs
    )
  }
}
