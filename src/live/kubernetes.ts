// Live mode through a Kubernetes API server and a kubeconfig (issue 13), read-only, with @kubernetes/client-node.
// The kubeconfig comes only from the file or content given (KubeConfig.loadFromFile / loadFromString): never the
// library's loadFromDefault (KUBECONFIG, ~/.kube/config, in-cluster service account, then http://localhost:8080).
// Lists applications.argoproj.io/v1alpha1 in each configured namespace, `limit` + `continue` to the last page; reads
// one tracked object (KubernetesObjectApi.read, which finds the plural by discovery) for its annotations, only for
// apps whose destination is the cluster the kubeconfig points at (in-cluster): another cluster's object of the same
// name would be the wrong object. Every request has a timeout (the library has none by default).
import {
  ApiException,
  createConfiguration,
  CustomObjectsApi,
  KubeConfig,
  KubernetesObjectApi,
  ServerConfiguration,
  type RequestContext,
  type ResponseContext
} from '@kubernetes/client-node'
import type { LiveApp, LiveFailure, LiveFailureKind, LiveObjectAnnotations, LiveReader, LiveResource, LiveResult } from '../argocd/live.js'
import { annotationsOfObject, InvalidShape, isInCluster, parseApplicationList, type Destination } from './application.js'
import { DEFAULT_TIMEOUT_MS, endpointOf, failure, statusKind, transportKind, withTimeout } from './failure.js'
import { masking } from './mask.js'

export interface KubernetesOptions {
  /** A kubeconfig file (CLI --kubeconfig). */
  path?: string
  /** A kubeconfig's content (action input `kubeconfig`, a secret). Never printed. */
  content?: string
  /** A context of the kubeconfig; default its current-context. */
  context?: string
  /** Namespaces holding Applications: the control-plane namespace (default argocd), plus apps-in-any-namespace ones. */
  namespaces?: string[]
  timeoutMs?: number
  /** Page size of the list (kubectl's default chunk size is 500). */
  pageSize?: number
}

export const DEFAULT_NAMESPACE = 'argocd'
const SERVICE = 'the Kubernetes API server'
const GROUP = 'argoproj.io'
const VERSION = 'v1alpha1'
const PLURAL = 'applications'
/** A server that keeps returning `continue` tokens is not followed forever. */
const MAX_PAGES = 10_000

function configFailure(source: string, message: string): LiveFailure {
  return { kind: 'config', message: `Live mode (kubeconfig ${source}): ${message}` }
}

/** Loads and checks the kubeconfig; a reader, or a `config` failure naming the problem and the fix. */
export function kubernetesReader(o: KubernetesOptions): LiveReader | LiveFailure {
  const source = o.path !== undefined ? `'${o.path}'` : 'from the kubeconfig input'
  const kc = new KubeConfig()
  try {
    if (o.path !== undefined) kc.loadFromFile(o.path)
    else kc.loadFromString(o.content ?? '')
  } catch (e) {
    const code = (e as { code?: unknown }).code
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return configFailure(source, 'cannot read the file; give the path of a kubeconfig file.')
    // The library's own messages name a missing field (`clusters[0].cluster.server is missing`); a YAML parser's
    // message could quote the content (a token), so it is never shown.
    const msg = e instanceof Error ? e.message : ''
    const detail = /^(clusters|users|contexts)\[\d+\][\w.]* is missing$/.test(msg) ? ` (${msg})` : ''
    return configFailure(source, `not a valid kubeconfig${detail}. Check it with \`kubectl config view --kubeconfig <file>\`.`)
  }
  if (o.context !== undefined) {
    if (!kc.getContextObject(o.context))
      return configFailure(
        source,
        `has no context named '${o.context}' (--kube-context). Its contexts: ${
          kc
            .getContexts()
            .map((c) => c.name)
            .join(', ') || 'none'
        }.`
      )
    kc.setCurrentContext(o.context)
  }
  const current = kc.getCurrentContext()
  if (!current) return configFailure(source, 'has no current-context. Set one (`kubectl config use-context <name>`) or name a context with --kube-context.')
  const ctx = kc.getContextObject(current)
  if (!ctx) return configFailure(source, `its current-context '${current}' is not one of its contexts. Fix current-context or pass --kube-context.`)
  const cluster = kc.getCurrentCluster()
  if (!cluster) return configFailure(source, `context '${current}' names cluster '${ctx.cluster}', which the kubeconfig does not define.`)
  let server: URL
  try {
    server = new URL(cluster.server)
  } catch {
    return configFailure(source, `cluster '${cluster.name}' has a server that is not a URL; use https://<host>:<port>.`)
  }
  if (server.protocol !== 'https:' && !(server.protocol === 'http:' && cluster.skipTLSVerify))
    return configFailure(source, `cluster '${cluster.name}' must use an https:// server (http:// only with insecure-skip-tls-verify).`)
  const namespaces = o.namespaces?.length ? o.namespaces : [DEFAULT_NAMESPACE]
  const secrets = userSecrets(kc)
  return masking(new KubernetesReader(kc, server, namespaces, o.timeoutMs ?? DEFAULT_TIMEOUT_MS, o.pageSize ?? 500, secrets), secrets)
}

/**
 * The current user's credentials (token or token-file, password, client key, auth-provider tokens): masked in every
 * answer. An exec plugin's token is known only when a request carries it: the reader adds it then.
 */
function userSecrets(kc: KubeConfig): Set<string> {
  const u = kc.getCurrentUser()
  if (!u) return new Set()
  const provider = Object.values(u.authProvider?.config ?? {}).filter((v): v is string => typeof v === 'string')
  return new Set([u.token, u.password, u.keyData, ...provider].filter((v): v is string => typeof v === 'string' && v !== ''))
}

class KubernetesReader implements LiveReader {
  private readonly endpoint: string
  private readonly custom: CustomObjectsApi
  private readonly objects: KubernetesObjectApi
  /** spec.destination of every app read, by `namespace/name`. */
  private readonly destinations = new Map<string, Destination>()

  constructor(
    kc: KubeConfig,
    server: URL,
    private readonly namespaces: string[],
    private readonly timeoutMs: number,
    private readonly pageSize: number,
    secrets: Set<string>
  ) {
    this.endpoint = endpointOf(server)
    const ms = timeoutMs
    const configuration = createConfiguration({
      baseServer: new ServerConfiguration(kc.getCurrentCluster()!.server.replace(/\/+$/, ''), {}),
      authMethods: { default: kc },
      // Each HTTP request (discovery included) gets its own deadline; withTimeout bounds auth plugins as well.
      promiseMiddleware: [
        {
          pre: async (c: RequestContext) => {
            c.setSignal(AbortSignal.timeout(ms))
            // The credential this request carries (an exec plugin's token too): masked in what the server answers.
            const auth = c.getHeaders()['Authorization'] ?? c.getHeaders()['authorization']
            const credential = typeof auth === 'string' ? auth.replace(/^\S+\s+/, '') : ''
            if (credential) secrets.add(credential)
            return c
          },
          post: async (r: ResponseContext) => r
        }
      ]
    })
    this.custom = new CustomObjectsApi(configuration)
    this.objects = new KubernetesObjectApi(configuration)
  }

  async readApps(): Promise<LiveResult> {
    const apps: LiveApp[] = []
    for (const namespace of this.namespaces) {
      let token: string | undefined
      const seen = new Set<string>()
      for (let page = 0; ; page++) {
        const what = `listing ${PLURAL}.${GROUP} in namespace ${namespace}${page ? ` (page ${page + 1})` : ''}`
        let body: unknown
        try {
          body = await withTimeout(this.timeoutMs, () =>
            this.custom.listNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural: PLURAL, limit: this.pageSize, _continue: token })
          )
        } catch (e) {
          return { ok: false, failure: this.failureOf(e, what, namespace) }
        }
        let parsed
        try {
          parsed = parseApplicationList(body, namespace)
        } catch (e) {
          const detail = e instanceof InvalidShape ? ` (${e.message})` : ''
          return {
            ok: false,
            failure: failure(
              'invalid-response',
              SERVICE,
              this.endpoint,
              what + detail,
              'Check that the kubeconfig points at the cluster running Argo CD.',
              this.timeoutMs
            )
          }
        }
        for (const p of parsed.apps) {
          this.destinations.set(`${p.app.namespace}/${p.app.name}`, p.destination)
          apps.push(p.app)
        }
        token = parsed.continueToken
        if (!token) break
        if (seen.has(token) || page >= MAX_PAGES)
          return {
            ok: false,
            failure: failure(
              'invalid-response',
              SERVICE,
              this.endpoint,
              what,
              'The server repeated a continue token; the list cannot be read to its end.',
              this.timeoutMs
            )
          }
        seen.add(token)
      }
    }
    return { ok: true, snapshot: { via: 'kubernetes', endpoint: this.endpoint, apps } }
  }

  async annotationsOf(app: LiveApp, r: LiveResource): Promise<LiveObjectAnnotations> {
    const dest = this.destinations.get(`${app.namespace}/${app.name}`)
    if (!dest || !isInCluster(dest)) return { ok: false, reason: 'error' }
    const apiVersion = r.group ? `${r.group}/${r.version}` : r.version
    try {
      const obj = await withTimeout(this.timeoutMs, () =>
        this.objects.read({ apiVersion, kind: r.kind, metadata: { name: r.name, ...(r.namespace ? { namespace: r.namespace } : {}) } })
      )
      return { ok: true, annotations: annotationsOfObject(obj) }
    } catch (e) {
      if (e instanceof ApiException && e.code === 403) return { ok: false, reason: 'forbidden' }
      if (e instanceof ApiException && e.code === 404) return { ok: false, reason: 'missing' }
      return { ok: false, reason: 'error' }
    }
  }

  private failureOf(e: unknown, what: string, namespace: string): LiveFailure {
    let kind: LiveFailureKind
    let status = 0
    if (e instanceof ApiException) {
      status = e.code
      kind = statusKind(e.code)
    } else
      kind = transportKind(e) ?? (e instanceof SyntaxError || /mediaType|Content-Type/.test(String((e as Error)?.message)) ? 'invalid-response' : 'unreachable')
    const fixes: Record<LiveFailureKind, string> = {
      forbidden: `The kubeconfig's user needs \`get\` and \`list\` on ${PLURAL}.${GROUP} in namespace ${namespace} (the Role in docs/live-mode.md).`,
      unauthorized: "The kubeconfig's credentials were not accepted: refresh the token or client certificate.",
      timeout: `Check that the cluster is reachable from this runner${this.timeoutMs < DEFAULT_TIMEOUT_MS ? ', or raise --live-timeout / live-timeout' : ''}.`,
      tls: "Check the cluster's certificate-authority(-data) in the kubeconfig.",
      unreachable: 'Check the server in the kubeconfig and that the cluster is reachable from this runner.',
      'invalid-response':
        status === 404
          ? `${PLURAL}.${GROUP} is not served: is Argo CD installed in the cluster the kubeconfig points at?`
          : status === 410
            ? 'The list changed while it was read page by page (its continue token expired); run again.'
            : 'Check that the kubeconfig points at the cluster running Argo CD.',
      config: 'Check the kubeconfig.'
    }
    return failure(kind, SERVICE, this.endpoint, status && kind === 'invalid-response' ? `${what}, HTTP ${status}` : what, fixes[kind], this.timeoutMs)
  }
}
