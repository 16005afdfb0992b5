// A local stand-in for the GitHub API on 127.0.0.1: the REST endpoints the action uses (plus the GraphQL viewer
// query), every request validated against GitHub's OpenAPI description and recorded. State is plain data the tests
// seed and inspect; failures (403, 422, …) can be injected per method and path; lists paginate with Link headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { validateRequest } from './openapi.js'

export interface User {
  login: string
  id: number
  type: 'User' | 'Bot'
}
export interface Comment {
  id: number
  body: string
  user: User
  html_url: string
}
export interface Recorded {
  method: string
  path: string
  query: string
  operationId: string | null
  body: any
  status: number
}
interface Failure {
  method: string
  path: RegExp
  status: number
  message: string
  times: number
  headers: Record<string, string>
}

export const BOT: User = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' }

export class FakeGitHub {
  url = ''
  viewer: User = BOT
  pageSize = 30
  comments = new Map<number, Comment[]>()
  reviews = new Map<number, any[]>()
  files = new Map<number, Array<{ filename: string; status: string; patch?: string }>>()
  pulls = new Map<number, any>()
  issueEvents = new Map<number, any[]>()
  /** Label names per issue / pull request. */
  labels = new Map<number, string[]>()
  /** GitHub accounts linked to a commit's author and committer, by sha (unlinked when absent). */
  commits = new Map<string, { author: string | null; committer: string | null }>()
  /** Active members per team, keyed `org/team-slug` (a team the token cannot see is simply absent: 404). */
  teams = new Map<string, string[]>()
  /** File contents per `ref:path` (GET /repos/{owner}/{repo}/contents/{path}?ref=). */
  contents = new Map<string, string>()
  checkRuns: Array<{ id: number; created: any; updates: any[] }> = []
  statuses: Array<{ sha: string; body: any }> = []
  requests: Recorded[] = []
  /** Requests that did not match GitHub's OpenAPI description. Tests assert this stays empty. */
  invalid: string[] = []
  private failures: Failure[] = []
  private nextId = 1000
  private server: Server | undefined

  async start(): Promise<this> {
    // A bug in the fake must fail the test loudly, not leave the action waiting for an answer that never comes.
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e: unknown) => {
        this.invalid.push(`fake server error on ${req.method} ${req.url}: ${e instanceof Error ? e.message : String(e)}`)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: 'fake server error' }))
      })
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()))
  }

  /** Answer `status` to matching requests (`times` of them; default all), with `headers` (e.g. retry-after). */
  fail(method: string, path: RegExp, status: number, message: string, times = Infinity, headers: Record<string, string> = {}): void {
    this.failures.push({ method, path, status, message, times, headers })
  }

  /** Forgets all state, recorded requests and injected failures. */
  reset(): this {
    for (const m of [this.comments, this.reviews, this.files, this.pulls, this.issueEvents, this.labels, this.commits, this.teams, this.contents]) m.clear()
    this.checkRuns = []
    this.statuses = []
    this.requests = []
    this.invalid = []
    this.failures = []
    this.viewer = BOT
    return this
  }

  seedComment(pr: number, user: User, body: string): Comment {
    const id = this.nextId++
    const c = { id, body, user, html_url: `https://github.com/o/r/pull/${pr}#issuecomment-${id}` }
    this.comments.set(pr, [...(this.comments.get(pr) ?? []), c])
    return c
  }

  private label(name: string, i: number): Record<string, unknown> {
    return { id: i + 1, node_id: `L${i}`, url: `https://api.github.com/labels/${i}`, name, description: null, color: 'ededed', default: false }
  }

  writes(): Recorded[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql')
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    // The Host header, as a request through a proxy names the API host the client was configured with.
    const u = new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : this.url)
    const method = req.method ?? 'GET'
    let body: any
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      this.invalid.push(`${method} ${u.pathname}: body is not JSON`)
    }
    // Validated before `send` is defined: `send` records the operation id of every request it answers.
    const v = u.pathname === '/graphql' ? undefined : validateRequest(method, u.pathname, u.searchParams, body)
    const send = (status: number, data: unknown, headers: Record<string, string> = {}): void => {
      this.requests.push({ method, path: u.pathname, query: u.search, operationId: v?.operationId ?? null, body, status })
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      res.end(JSON.stringify(data))
    }
    if (!/^(Bearer|token) \S+$/.test(req.headers.authorization ?? '')) this.invalid.push(`${method} ${u.pathname}: no token`)
    if (u.pathname === '/graphql') {
      if (method !== 'POST' || !/viewer\s*\{\s*login\s*\}/.test(body?.query ?? '')) this.invalid.push(`unexpected GraphQL request ${text}`)
      return send(200, { data: { viewer: { login: this.viewer.login } } })
    }
    if (!v) throw new Error('unreachable: only /graphql skips validation')
    for (const p of v.problems) this.invalid.push(`${method} ${u.pathname}${u.search}: ${p}`)
    if (!v.operationId) return send(404, { message: 'Not Found' })
    const f = this.failures.find((x) => x.method === method && x.path.test(u.pathname) && x.times > 0)
    if (f) {
      f.times--
      return send(f.status, { message: f.message, documentation_url: 'https://docs.github.com/rest' }, f.headers)
    }
    const [status, data, headers] = this.route(v.operationId, v.params, u, body)
    send(status, data, headers)
  }

  private page<T>(items: T[], u: URL): [number, T[], Record<string, string>] {
    const per = Number(u.searchParams.get('per_page') ?? this.pageSize)
    const size = Math.min(per, this.pageSize)
    const page = Number(u.searchParams.get('page') ?? 1)
    const slice = items.slice((page - 1) * size, page * size)
    const headers: Record<string, string> = {}
    if (page * size < items.length) {
      const next = new URL(u)
      next.searchParams.set('page', String(page + 1))
      headers.link = `<${next}>; rel="next"`
    }
    return [200, slice, headers]
  }

  private route(op: string, p: Record<string, string>, u: URL, body: any): [number, unknown, Record<string, string>?] {
    const pr = Number(p.issue_number ?? p.pull_number)
    switch (op) {
      case 'issues/list-comments':
        return this.page(this.comments.get(pr) ?? [], u)
      case 'issues/create-comment': {
        if (body.body.length > 65536) return [422, { message: 'Validation Failed', errors: [{ message: 'Body is too long (maximum is 65536 characters)' }] }]
        return [201, this.seedComment(pr, this.viewer, body.body)]
      }
      case 'issues/update-comment': {
        const c = [...this.comments.values()].flat().find((x) => x.id === Number(p.comment_id))
        if (!c) return [404, { message: 'Not Found' }]
        c.body = body.body
        return [200, c]
      }
      case 'issues/list-events':
        return this.page(this.issueEvents.get(pr) ?? [], u)
      case 'checks/create': {
        const id = this.nextId++
        this.checkRuns.push({ id, created: body, updates: [] })
        return [201, { id, html_url: `https://github.com/o/r/runs/${id}`, status: body.status ?? 'queued' }]
      }
      case 'checks/update': {
        const run = this.checkRuns.find((r) => r.id === Number(p.check_run_id))
        if (!run) return [404, { message: 'Not Found' }]
        run.updates.push(body)
        return [200, { id: run.id, html_url: `https://github.com/o/r/runs/${run.id}` }]
      }
      case 'repos/create-commit-status':
        this.statuses.push({ sha: p.sha!, body })
        return [201, { id: this.nextId++, state: body.state, context: body.context }]
      case 'pulls/get': {
        const pull = this.pulls.get(pr)
        return pull ? [200, pull] : [404, { message: 'Not Found' }]
      }
      case 'pulls/list-files':
        return this.page(this.files.get(pr) ?? [], u)
      case 'pulls/list-reviews':
        return this.page(this.reviews.get(pr) ?? [], u)
      case 'pulls/create-review': {
        const state = { REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED', APPROVE: 'APPROVED' }[body.event as string]
        const id = this.nextId++
        const review = {
          id,
          body: body.body,
          state,
          user: this.viewer,
          commit_id: body.commit_id ?? null,
          html_url: `https://github.com/o/r/pull/${pr}#pullrequestreview-${id}`,
          comments: body.comments
        }
        this.reviews.set(pr, [...(this.reviews.get(pr) ?? []), review])
        return [200, review]
      }
      case 'pulls/dismiss-review': {
        const r = (this.reviews.get(pr) ?? []).find((x) => x.id === Number(p.review_id))
        if (!r) return [404, { message: 'Not Found' }]
        r.state = 'DISMISSED'
        return [200, r]
      }
      case 'issues/list-labels-on-issue':
        return this.page(
          (this.labels.get(pr) ?? []).map((name, i) => this.label(name, i)),
          u
        )
      case 'issues/add-labels': {
        const now = this.labels.get(pr) ?? []
        const add = (body.labels as string[]).filter((l) => !now.includes(l))
        this.labels.set(pr, [...now, ...add])
        return [200, this.labels.get(pr)!.map((name, i) => this.label(name, i))]
      }
      case 'issues/remove-label': {
        const now = this.labels.get(pr) ?? []
        if (!now.includes(p.name!)) return [404, { message: 'Label does not exist' }]
        this.labels.set(
          pr,
          now.filter((l) => l !== p.name)
        )
        return [200, this.labels.get(pr)!.map((name, i) => this.label(name, i))]
      }
      case 'repos/get-commit': {
        const c = this.commits.get(p.ref!)
        const account = (login: string | null) => (login ? { login, id: 5000, type: 'User' } : null)
        return [200, { sha: p.ref, author: account(c?.author ?? null), committer: account(c?.committer ?? null), commit: { message: 'change' } }]
      }
      case 'teams/get-membership-for-user-in-org': {
        const members = this.teams.get(`${p.org}/${p.team_slug}`)
        if (!members?.includes(p.username!)) return [404, { message: 'Not Found' }]
        return [200, { url: `https://api.github.com/teams/1/memberships/${p.username}`, role: 'member', state: 'active' }]
      }
      case 'repos/get-content': {
        const text = this.contents.get(`${u.searchParams.get('ref') ?? ''}:${decodeURIComponent(p.path!)}`)
        if (text === undefined) return [404, { message: 'Not Found' }]
        return [200, { type: 'file', encoding: 'base64', path: p.path, content: Buffer.from(text).toString('base64') }]
      }
      default:
        this.invalid.push(`the fake does not implement ${op}`)
        return [501, { message: `not implemented: ${op}` }]
    }
  }
}
