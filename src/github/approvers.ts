// Whether a login may approve this pull request's deletions (issue 50), and with what standing: a listed user, a
// member of a listed team, or a code owner (the base revision's CODEOWNERS) of every file that defined a deleted
// resource. The pull request's author and the author/committer of its head commit never approve their own deletions
// unless the approvers setting says `self-approval` (GitHub does not record who pushed a commit: the head commit's
// GitHub-linked author and committer stand for the pusher).
// Every check fails closed: an API answer that is not a clear yes (a 403 for a missing permission, an error) is a
// refusal whose reason names the permission the token needs (README "Permissions per feature").
import { describeApprovers, restricted, type Approvers } from '../config/approvers.js'
import { ApiError, type GitHubApi } from './api.js'
import { CODEOWNERS_PATHS, ownersOf, parseCodeowners, type OwnerRule } from './codeowners.js'
import type { Repo } from './comment.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

export interface PullFacts {
  number: number
  /** The pull request's author (`pull_request.user.login`), from the event payload or the API. */
  author: string | null
  headSha: string
  baseSha: string
}

export type Standing = { ok: true; standing: string | null } | { ok: false; reason: string }

/** What a refusal or an approval depends on besides the login: the files of the deletions (null: not all are known). */
export interface ApprovalSubject {
  files: string[] | null
}

class Unchecked extends GuardError {
  override get kind(): ErrorKind {
    return 'internal'
  }
}

const GitHubWebFlow = 'web-flow'

/** An API failure as the reason a check could not be made: names the permission `what` needs. */
function unchecked(e: unknown, what: string, permission: string): Unchecked {
  const status = e instanceof ApiError ? ` (HTTP ${e.status})` : ''
  const hint = e instanceof ApiError && e.status !== 403 && e.status !== 401 ? ` ${e.message}.` : ''
  return new Unchecked(`could not ${what}${status}: the token needs the permission '${permission}'.${hint} Until then no approval counts.`)
}

/** Checks of one run share their answers (the same team is asked about once per login). */
export class ApproverChecks {
  private readonly members = new Map<string, Promise<boolean>>()
  private owners: Promise<OwnerRule[] | null> | undefined
  private headLogins: Promise<string[]> | undefined

  constructor(
    private readonly api: GitHubApi,
    private readonly repo: Repo,
    private readonly approvers: Approvers,
    private readonly pull: PullFacts
  ) {}

  /** Who may approve, in words. */
  describe(): string {
    return describeApprovers(this.approvers)
  }

  async standing(login: string, subject: ApprovalSubject): Promise<Standing> {
    try {
      return await this.check(login.toLowerCase(), subject)
    } catch (e) {
      if (e instanceof Unchecked) return { ok: false, reason: e.message }
      throw e
    }
  }

  private async check(login: string, subject: ApprovalSubject): Promise<Standing> {
    const a = this.approvers
    const own = await this.ownChange(login)
    if (own && !a.selfApproval)
      return { ok: false, reason: `@${login} is ${own}, and nobody approves their own deletions (the approvers setting does not say self-approval)` }
    const self = own ? `${own}; the approvers setting allows self-approval` : null
    if (!restricted(a)) return { ok: true, standing: self }
    const why = (s: string) => ({ ok: true as const, standing: self ? `${s}, ${self}` : s })
    if (a.users.includes(login)) return why('listed approver')
    for (const t of a.teams) if (await this.member(t.org, t.slug, login)) return why(`member of @${t.org}/${t.slug}`)
    const not: string[] = []
    if (a.users.length) not.push('not a listed approver')
    if (a.teams.length) not.push(`not a member of ${a.teams.map((t) => `@${t.org}/${t.slug}`).join(', ')}`)
    if (a.codeowners) {
      const owned = await this.ownsAll(login, subject.files)
      if (owned === true) return why('code owner of the deleted resources\u2019 files')
      not.push(owned)
    }
    return { ok: false, reason: `@${login} is ${not.join(', and ')}` }
  }

  /** Why `login` made this change ("the pull request's author", …), or null. */
  private async ownChange(login: string): Promise<string | null> {
    if (this.pull.author && this.pull.author.toLowerCase() === login) return 'the pull request\u2019s author'
    this.headLogins ??= this.readHeadLogins()
    return (await this.headLogins).includes(login) ? 'the author of the head commit' : null
  }

  private async readHeadLogins(): Promise<string[]> {
    const { owner, repo } = this.repo
    try {
      const c = await this.api.rest('repos.getCommit', (o) => o.repos.getCommit({ owner, repo, ref: this.pull.headSha }))
      return [c.author?.login, c.committer?.login].filter((x): x is string => !!x && x !== GitHubWebFlow).map((x) => x.toLowerCase())
    } catch (e) {
      throw unchecked(e, 'read the head commit to tell who authored it', 'contents: read')
    }
  }

  private member(org: string, slug: string, login: string): Promise<boolean> {
    const key = `${org}/${slug}/${login}`
    let p = this.members.get(key)
    if (!p) {
      p = this.readMembership(org, slug, login)
      this.members.set(key, p)
    }
    return p
  }

  private async readMembership(org: string, slug: string, login: string): Promise<boolean> {
    try {
      const m = await this.api.rest('teams.getMembershipForUserInOrg', (o) => o.teams.getMembershipForUserInOrg({ org, team_slug: slug, username: login }))
      return m.state === 'active'
    } catch (e) {
      // 404: not a member (GitHub also answers 404 for a team the token cannot see; docs/approval.md says so).
      if (e instanceof ApiError && e.status === 404) return false
      throw unchecked(e, `check the membership of @${org}/${slug}`, 'members: read')
    }
  }

  /** true, or why not ("not a code owner of x"). */
  private async ownsAll(login: string, files: string[] | null): Promise<true | string> {
    if (files === null) return 'not checked as a code owner: the report does not name the file of every deletion (some are counted, not listed)'
    this.owners ??= this.readCodeowners()
    const rules = await this.owners
    if (rules === null) return 'not a code owner: the base revision has no CODEOWNERS file'
    const notOwned: string[] = []
    for (const f of [...new Set(files)].sort()) {
      let ok = false
      for (const o of ownersOf(rules, f)) {
        const [org, slug] = o.split('/')
        if (slug ? await this.member(org!, slug, login) : o === login) {
          ok = true
          break
        }
      }
      if (!ok) notOwned.push(f)
    }
    if (notOwned.length === 0) return true
    const list = notOwned.slice(0, 5).join(', ') + (notOwned.length > 5 ? `, … (${notOwned.length} files)` : '')
    return `not a code owner of ${list}`
  }

  private async readCodeowners(): Promise<OwnerRule[] | null> {
    for (const path of CODEOWNERS_PATHS) {
      try {
        const { owner, repo } = this.repo
        const d = await this.api.rest('repos.getContent', (o) => o.repos.getContent({ owner, repo, path, ref: this.pull.baseSha }))
        if (Array.isArray(d) || d.type !== 'file' || !('content' in d)) continue
        return parseCodeowners(Buffer.from(d.content, d.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8'))
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) continue
        throw unchecked(e, `read ${path} at the base revision`, 'contents: read')
      }
    }
    return null
  }
}
