// The GitHub REST/GraphQL client: Octokit from @actions/github (token auth, the runner's HTTPS_PROXY / HTTP_PROXY /
// NO_PROXY through its proxy-aware fetch) with @octokit/plugin-retry (5xx, 429) and @octokit/plugin-throttling (primary
// and secondary rate limits). Two things stay ours because Octokit does them differently:
// - pagination: Octokit's paginate follows any `Link: rel="next"` with the token; we follow only links within the
//   configured API origin, so the token never leaves it;
// - errors become ApiError with `rateLimited` set for every rate limit, including a secondary limit answered without
//   `retry-after` (a 403 that is not a missing permission; permissions.ts tells the two apart).
import { getOctokit } from '@actions/github'
import { defaults as actionsDefaults } from '@actions/github/lib/utils'
import { retry } from '@octokit/plugin-retry'
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling'
import { API_VERSION, MAX_PAGES, PER_PAGE } from './constants.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export type Query = Record<string, string | number | undefined>

export interface ApiOptions {
  apiUrl: string
  graphqlUrl: string
  token: string
  userAgent: string
  /** The fetch Octokit uses; default: @actions/github's, which honours the runner's proxy variables for the host
   * of GITHUB_API_URL (read when the module loads, as the runner sets it before the action starts). */
  fetch?: typeof fetch
  /** Retries of 5xx and network errors; default 2. */
  retries?: number
  /** Milliseconds per unit of wait: retry n of a 5xx waits n² units, a rate limit its retry-after seconds in units
   * (60 without one). Default 1000; tests pass 1. */
  retryUnitMs?: number
  /** Rate-limit retries (primary or secondary); default 2. A wait longer than maxRateLimitWaitS is not retried. */
  rateLimitRetries?: number
  maxRateLimitWaitS?: number
  /** false: writes are not spaced out (tests). Default true: 1 s between writes, 3 s between notifying writes. */
  spaceWrites?: boolean
}

export class ApiError extends GuardError {
  override get kind(): ErrorKind {
    return 'service'
  }
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
  headers: Record<string, string | number | undefined>
}

type Octokit = ReturnType<typeof getOctokit>
type Rest = Octokit['rest']

/**
 * What the typed endpoint `octokit.rest.<scope>.<method>` answers in `data` (GitHub's OpenAPI description, through
 * Octokit's types): the payload types of request() and paginate() calls, instead of declaring them by hand.
 */
export type RestData<S extends keyof Rest, M extends keyof Rest[S]> = Rest[S][M] extends (...args: never[]) => Promise<{ data: infer D }> ? D : never
/** One item of a list endpoint's `data` (what paginate() returns a list of). */
export type RestItem<S extends keyof Rest, M extends keyof Rest[S]> = RestData<S, M> extends Array<infer I> ? I : never
type ThrottleGroup = NonNullable<ThrottlingOptions['write']>

function nextLink(header: unknown): string | null {
  for (const part of String(header ?? '').split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="next"/.exec(part)
    if (m) return m[1]!
  }
  return null
}

/** A 403/429 that is a rate limit: no requests left, a retry-after, or GitHub's secondary-limit message. */
export function isRateLimit(status: number, headers: Record<string, unknown>, message: string): boolean {
  if (status === 429) return true
  if (status !== 403) return false
  return String(headers['x-ratelimit-remaining']) === '0' || Number(headers['retry-after']) > 0 || /\b(secondary )?rate limit/i.test(message)
}

function toApiError(e: unknown, method: string, label: string): ApiError {
  const err = e as { status?: number; message?: string; response?: { data?: unknown; headers?: Record<string, unknown> } }
  if (typeof err?.status !== 'number' || !err.response) return new ApiError(0, method, label, err?.message ?? String(e))
  const data = err.response.data
  const message = data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : ''
  return new ApiError(err.status, method, label, message, isRateLimit(err.status, err.response.headers ?? {}, message))
}

export class GitHubApi {
  private readonly octokit: Octokit
  private readonly origin: string
  constructor(private readonly opts: ApiOptions) {
    this.origin = new URL(opts.apiUrl).origin
    const unit = opts.retryUnitMs ?? 1000
    const rateRetries = opts.rateLimitRetries ?? 2
    const maxWait = opts.maxRateLimitWaitS ?? 60
    const onLimit = (after: number, _o: unknown, _k: unknown, count: number): boolean => count < rateRetries && after <= maxWait
    this.octokit = getOctokit(
      opts.token,
      {
        baseUrl: opts.apiUrl,
        userAgent: opts.userAgent,
        request: { fetch: opts.fetch ?? actionsDefaults.request?.fetch },
        // (Not `request.retries`: set there, the retry plugin retries every status, doNotRetry or not.)
        retry: { retries: opts.retries ?? 2, retryAfterBaseValue: unit },
        throttle: {
          retryAfterBaseValue: unit,
          onRateLimit: onLimit,
          onSecondaryRateLimit: onLimit,
          ...(opts.spaceWrites === false ? { write: UNSPACED, notifications: UNSPACED } : {})
        }
      },
      retry,
      throttling
    )
    // Typed endpoints (rest) send the same API version as request does.
    this.octokit.hook.before('request', (o) => {
      o.headers['x-github-api-version'] ??= API_VERSION
    })
  }

  private async send<T>(method: string, url: string, label: string, body?: unknown): Promise<Response<T>> {
    try {
      const res = await this.octokit.request({
        method: method as 'GET',
        url,
        headers: { accept: 'application/vnd.github+json', 'x-github-api-version': API_VERSION },
        ...(body === undefined ? {} : { data: body })
      })
      return { status: res.status, data: res.data as T, headers: res.headers as Response<T>['headers'] }
    } catch (e) {
      throw toApiError(e, method, label)
    }
  }

  private url(path: string, query: Query = {}): string {
    const u = new URL(path.startsWith('http') ? path : `${this.opts.apiUrl}${path}`)
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v))
    return u.toString()
  }

  request<T>(method: string, path: string, opts: { query?: Query; body?: unknown } = {}): Promise<Response<T>> {
    return this.send<T>(method, this.url(path, opts.query), path, opts.body)
  }

  /** A typed Octokit endpoint (`octokit.rest.*`) for single-object reads; its errors become ApiError like request's. */
  async rest<T>(label: string, call: (rest: Octokit['rest']) => Promise<{ data: T }>): Promise<T> {
    try {
      return (await call(this.octokit.rest)).data
    } catch (e) {
      throw toApiError(e, 'GET', label)
    }
  }

  /** Every item of a list endpoint, following `Link: rel="next"` within the API origin. */
  async paginate<T>(path: string, query: Query = {}): Promise<T[]> {
    const out: T[] = []
    let url: string | null = this.url(path, { per_page: PER_PAGE, ...query })
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const res: Response<T[] | unknown> = await this.send<T[] | unknown>('GET', url, path)
      if (!Array.isArray(res.data)) throw new ApiError(res.status, 'GET', path, 'expected a list')
      out.push(...(res.data as T[]))
      const next = nextLink(res.headers.link)
      url = next && URL.canParse(next) && new URL(next).origin === this.origin ? next : null
    }
    return out
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await this.send<{ data?: T; errors?: Array<{ message: string }> }>('POST', this.opts.graphqlUrl, 'graphql', { query, variables })
    if (res.data.errors?.length || !res.data.data)
      throw new ApiError(res.status, 'POST', 'graphql', res.data.errors?.map((e) => e.message).join('; ') ?? 'no data')
    return res.data.data
  }

  /** The login of the token's own identity (a bot's login ends in [bot]), as comment authors are shown by REST. */
  async viewerLogin(): Promise<string> {
    const d = await this.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
    return d.viewer.login
  }
}

/** In place of the throttling plugin's write and notification groups (Bottleneck groups that space writes 1 s and
 * 3 s apart, as GitHub advises against secondary limits): runs each job at once. Only for tests. */
const UNSPACED = {
  key: () => ({ schedule: (_o: unknown, fn: (...a: unknown[]) => unknown, ...args: unknown[]) => Promise.resolve(fn(...args)) })
} as unknown as ThrottleGroup
