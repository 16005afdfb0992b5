// A small GitHub REST/GraphQL client on fetch: token auth, the API version header, Link-header pagination (only to
// the configured API origin, so the token never leaves it), retries of 5xx and secondary rate limits. Errors are
// ApiError with the status, so callers can map 403 to the missing permission.
import { API_VERSION, MAX_PAGES, PER_PAGE } from './constants.js'

export type Query = Record<string, string | number | undefined>

export interface ApiOptions {
  apiUrl: string
  graphqlUrl: string
  token: string
  userAgent: string
  fetch?: typeof fetch
  /** Retries of 5xx and network errors; default 2. */
  retries?: number
  retryDelayMs?: number
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    message: string,
    readonly rateLimited = false
  ) {
    super(`${method} ${path}: HTTP ${status}${message ? `: ${message}` : ''}`)
    this.name = 'ApiError'
  }
}

export interface Response<T> {
  status: number
  data: T
  headers: Headers
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

function nextLink(header: string | null): string | null {
  for (const part of (header ?? '').split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="next"/.exec(part)
    if (m) return m[1]!
  }
  return null
}

export class GitHubApi {
  private readonly fetch: typeof fetch
  constructor(private readonly opts: ApiOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch
  }

  private url(path: string, query: Query = {}): string {
    const u = new URL(path.startsWith('http') ? path : `${this.opts.apiUrl}${path}`)
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v))
    return u.toString()
  }

  private async send<T>(method: string, url: string, label: string, body?: unknown): Promise<Response<T>> {
    const retries = this.opts.retries ?? 2
    for (let attempt = 0; ; attempt++) {
      let res: globalThis.Response
      try {
        res = await this.fetch(url, {
          method,
          headers: {
            accept: 'application/vnd.github+json',
            authorization: `Bearer ${this.opts.token}`,
            'user-agent': this.opts.userAgent,
            'x-github-api-version': API_VERSION,
            ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' })
          },
          body: body === undefined ? undefined : JSON.stringify(body)
        })
      } catch (e) {
        if (attempt < retries) {
          await sleep((this.opts.retryDelayMs ?? 1000) * (attempt + 1))
          continue
        }
        throw new ApiError(0, method, label, (e as Error).message)
      }
      const text = await res.text()
      let data: unknown = null
      try {
        data = text ? JSON.parse(text) : null
      } catch {
        data = text
      }
      if (res.ok) return { status: res.status, data: data as T, headers: res.headers }
      const retryAfter = Number(res.headers.get('retry-after'))
      const rateLimited = (res.status === 403 || res.status === 429) && (res.headers.get('x-ratelimit-remaining') === '0' || retryAfter > 0)
      if (attempt < retries && (res.status >= 500 || (rateLimited && retryAfter > 0 && retryAfter <= 60))) {
        await sleep(rateLimited ? retryAfter * 1000 : (this.opts.retryDelayMs ?? 1000) * (attempt + 1))
        continue
      }
      const message = data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : ''
      throw new ApiError(res.status, method, label, message, rateLimited)
    }
  }

  request<T>(method: string, path: string, opts: { query?: Query; body?: unknown } = {}): Promise<Response<T>> {
    return this.send<T>(method, this.url(path, opts.query), path, opts.body)
  }

  /** Every item of a list endpoint, following `Link: rel="next"` within the API origin. */
  async paginate<T>(path: string, query: Query = {}): Promise<T[]> {
    const out: T[] = []
    const origin = new URL(this.opts.apiUrl).origin
    let url: string | null = this.url(path, { per_page: PER_PAGE, ...query })
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const res: Response<T[] | unknown> = await this.send<T[] | unknown>('GET', url, path)
      if (!Array.isArray(res.data)) throw new ApiError(res.status, 'GET', path, 'expected a list')
      out.push(...(res.data as T[]))
      const next = nextLink(res.headers.get('link'))
      url = next && new URL(next).origin === origin ? next : null
    }
    return out
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await this.send<{ data?: T; errors?: Array<{ message: string }> }>('POST', this.opts.graphqlUrl, 'graphql', { query, variables })
    if (res.data.errors?.length || !res.data.data) throw new ApiError(res.status, 'POST', 'graphql', res.data.errors?.map((e) => e.message).join('; ') ?? 'no data')
    return res.data.data
  }

  /** The login of the token's own identity (a bot's login ends in [bot]), as comment authors are shown by REST. */
  async viewerLogin(): Promise<string> {
    const d = await this.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
    return d.viewer.login
  }
}
