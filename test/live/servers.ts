// Loopback stand-ins (127.0.0.1 only) for the two live sources, speaking their real wire shapes:
// * FakeKube: a Kubernetes API server over HTTPS (a test CA): bearer-token auth, namespaced custom-object lists with
//   `limit`/`continue` (an opaque token, as the apiserver's), Status bodies for 401/403/404, discovery lists
//   (/api/v1, /apis/<group>/<version>) for the kinds it serves objects of, per-namespace 403s and a delay.
// * FakeArgoCd: an Argo CD API server (REST gateway shape): /api/v1/applications with appNamespace, the
//   /api/v1/applications/<name>/resource endpoint returning {manifest: "<json>"}, grpc-gateway error bodies.
// Every request is recorded with its path, query and Authorization header.
import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttps } from 'node:https'
import type { AddressInfo } from 'node:net'

export interface Seen {
  path: string
  query: URLSearchParams
  auth: string | undefined
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

abstract class Fake {
  url = ''
  port = 0
  requests: Seen[] = []
  /** Milliseconds to wait before answering any request. */
  delayMs = 0
  private server: Server | undefined
  private readonly open = new Set<IncomingMessage['socket']>()

  constructor(private readonly tls?: { cert: string; key: string }) {}

  async start(): Promise<this> {
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      const u = new URL(req.url ?? '/', 'http://x')
      this.requests.push({ path: u.pathname, query: u.searchParams, auth: req.headers.authorization })
      const answer = () => {
        if (!res.destroyed) this.handle(u, req, res)
      }
      if (this.delayMs) setTimeout(answer, this.delayMs).unref()
      else answer()
    }
    this.server = this.tls ? createHttps({ cert: this.tls.cert, key: this.tls.key }, handler) : createHttp(handler)
    this.server.on('connection', (s) => {
      this.open.add(s)
      s.on('close', () => this.open.delete(s))
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.port = (this.server.address() as AddressInfo).port
    this.url = `${this.tls ? 'https' : 'http'}://127.0.0.1:${this.port}`
    return this
  }

  async stop(): Promise<void> {
    for (const s of this.open) s.destroy()
    await new Promise<void>((r) => this.server?.close(() => r()))
  }

  protected abstract handle(u: URL, req: IncomingMessage, res: ServerResponse): void
}

const status = (code: number, reason: string, message: string) => ({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code })

export class FakeKube extends Fake {
  /** Applications by namespace. */
  apps = new Map<string, Array<Record<string, unknown>>>()
  /** Live objects by `apiVersion|kind|namespace|name`. */
  objects = new Map<string, Record<string, unknown>>()
  /** Namespaces where listing applications answers 403; kinds whose objects answer 403. */
  forbiddenNamespaces = new Set<string>()
  forbiddenKinds = new Set<string>()
  /** Answer with this text (content type text/html) instead of the list. */
  htmlInstead = false
  constructor(
    tls: { cert: string; key: string },
    readonly token: string
  ) {
    super(tls)
  }

  protected handle(u: URL, req: IncomingMessage, res: ServerResponse): void {
    if (req.headers.authorization !== `Bearer ${this.token}`) return send(res, 401, status(401, 'Unauthorized', 'Unauthorized'))
    if (this.htmlInstead) {
      res.writeHead(200, { 'content-type': 'text/html' })
      return void res.end('<html>login</html>')
    }
    const p = u.pathname
    if (p === '/api/v1')
      return send(res, 200, {
        kind: 'APIResourceList',
        groupVersion: 'v1',
        resources: [
          { name: 'configmaps', singularName: 'configmap', namespaced: true, kind: 'ConfigMap', verbs: ['get', 'list'] },
          { name: 'persistentvolumeclaims', singularName: 'persistentvolumeclaim', namespaced: true, kind: 'PersistentVolumeClaim', verbs: ['get', 'list'] }
        ]
      })
    if (p === '/apis/apps/v1')
      return send(res, 200, {
        kind: 'APIResourceList',
        apiVersion: 'v1',
        groupVersion: 'apps/v1',
        resources: [{ name: 'deployments', singularName: 'deployment', namespaced: true, kind: 'Deployment', verbs: ['get', 'list'] }]
      })
    const list = /^\/apis\/argoproj\.io\/v1alpha1\/namespaces\/([^/]+)\/applications$/.exec(p)
    if (list) {
      const ns = list[1]!
      if (this.forbiddenNamespaces.has(ns))
        return send(
          res,
          403,
          status(
            403,
            'Forbidden',
            `applications.argoproj.io is forbidden: User "system:serviceaccount:ci:prune-guard" cannot list resource "applications" in API group "argoproj.io" in the namespace "${ns}"`
          )
        )
      const all = this.apps.get(ns) ?? []
      const limit = Number(u.searchParams.get('limit') ?? 0) || all.length
      const cont = u.searchParams.get('continue')
      const start = cont ? JSON.parse(Buffer.from(cont, 'base64url').toString()).start : 0
      const items = all.slice(start, start + limit)
      const next =
        start + limit < all.length ? Buffer.from(JSON.stringify({ v: 'meta.k8s.io/v1', rv: 482913, start: start + limit })).toString('base64url') : undefined
      return send(res, 200, {
        apiVersion: 'argoproj.io/v1alpha1',
        kind: 'ApplicationList',
        metadata: { resourceVersion: '482913', ...(next ? { continue: next, remainingItemCount: all.length - start - limit } : {}) },
        items
      })
    }
    const obj = /^\/(?:api\/(v1)|apis\/([^/]+\/[^/]+))\/namespaces\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(p)
    if (obj) {
      const apiVersion = obj[1] ?? obj[2]!
      const kind = { configmaps: 'ConfigMap', deployments: 'Deployment', persistentvolumeclaims: 'PersistentVolumeClaim' }[obj[4]!]
      if (kind && this.forbiddenKinds.has(kind))
        return send(
          res,
          403,
          status(403, 'Forbidden', `${obj[4]} "${obj[5]}" is forbidden: User "system:serviceaccount:ci:prune-guard" cannot get resource "${obj[4]}"`)
        )
      const found = kind && this.objects.get(`${apiVersion}|${kind}|${obj[3]}|${obj[5]}`)
      if (found) return send(res, 200, found)
      return send(res, 404, status(404, 'NotFound', `${obj[4]} "${obj[5]}" not found`))
    }
    send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'))
  }
}

export class FakeArgoCd extends Fake {
  apps: Array<Record<string, unknown>> = []
  /** Live manifests by `appName|kind|namespace|name`. */
  manifests = new Map<string, Record<string, unknown>>()
  /** Answer every request with this status (a grpc-gateway error body). */
  failWith: number | undefined
  forbiddenKinds = new Set<string>()
  constructor(
    readonly token: string,
    tls?: { cert: string; key: string }
  ) {
    super(tls)
  }

  protected handle(u: URL, req: IncomingMessage, res: ServerResponse): void {
    if (req.headers.authorization !== `Bearer ${this.token}`)
      return send(res, 401, { error: 'invalid session: token signature is invalid', code: 16, message: 'invalid session: token signature is invalid' })
    if (this.failWith) return send(res, this.failWith, { error: 'permission denied', code: 7, message: 'permission denied' })
    if (u.pathname === '/api/v1/applications') {
      const ns = u.searchParams.get('appNamespace')
      const items = this.apps.filter((a) => !ns || (a.metadata as { namespace: string }).namespace === ns)
      return send(res, 200, { metadata: { resourceVersion: '482913' }, items: items.length ? items : null })
    }
    const r = /^\/api\/v1\/applications\/([^/]+)\/resource$/.exec(u.pathname)
    if (r) {
      const q = u.searchParams
      if (this.forbiddenKinds.has(q.get('kind') ?? '')) return send(res, 403, { error: 'permission denied', code: 7, message: 'permission denied' })
      const m = this.manifests.get(`${decodeURIComponent(r[1]!)}|${q.get('kind')}|${q.get('namespace')}|${q.get('resourceName')}`)
      if (!m) return send(res, 404, { error: 'not found', code: 5, message: `${q.get('kind')} "${q.get('resourceName')}" not found as part of application` })
      return send(res, 200, { manifest: JSON.stringify(m) })
    }
    send(res, 404, { error: 'Not Found', code: 5, message: 'Not Found' })
  }
}

/** A kubeconfig for a FakeKube (token auth, CA data inline). */
export function kubeconfig(o: { server: string; ca: string; token: string; currentContext?: string | null }): string {
  const current = o.currentContext === null ? '' : `current-context: ${o.currentContext ?? 'ci'}\n`
  return `apiVersion: v1
kind: Config
clusters:
- name: control-plane
  cluster:
    server: ${o.server}
    certificate-authority-data: ${Buffer.from(o.ca).toString('base64')}
users:
- name: prune-guard
  user:
    token: ${o.token}
contexts:
- name: ci
  context:
    cluster: control-plane
    user: prune-guard
    namespace: argocd
${current}`
}
