// Who may approve a deletion (issue 50): config `approvers` or the action input of the same name, a list of
//   @login          a user who may approve
//   @org/team-slug  the members of a team
//   codeowners      a code owner (base revision's CODEOWNERS) of every file that defined a deleted resource
//   reviews         an approving pull request review by such an approver counts as the label does
//   self-approval   the pull request's author (and the head commit's author) may approve their own deletions
// Without users, teams or codeowners anyone who can apply the label may approve, except the author. Trusted config
// only: the base revision's config file or the workflow's input, never the pull request's head. Pure.
import { ConfigError } from '../lib/errors.js'

type Fail = (key: string, got: unknown, expected: string) => never

export interface Team {
  org: string
  slug: string
}

export interface Approvers {
  /** Logins, lower-cased (GitHub logins are case-insensitive). */
  users: string[]
  teams: Team[]
  codeowners: boolean
  reviews: boolean
  selfApproval: boolean
}

export const DEFAULT_APPROVERS: Approvers = { users: [], teams: [], codeowners: false, reviews: false, selfApproval: false }

const LOGIN = /^@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))$/
const TEAM = /^@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9_.-]{0,99})$/
const EXPECTED = 'a list of @user, @org/team, codeowners, reviews or self-approval'

/** Whether only some people may approve (a list of users or teams, or code owners), rather than anyone but the author. */
export const restricted = (a: Approvers): boolean => a.users.length > 0 || a.teams.length > 0 || a.codeowners

/** `approvers:` (a list, or for the action input a comma- or line-separated string already split into items). */
export function parseApprovers(v: unknown, fail: Fail): Approvers {
  if (!Array.isArray(v)) fail('approvers', v, EXPECTED)
  const out: Approvers = { users: [], teams: [], codeowners: false, reviews: false, selfApproval: false }
  for (const [i, x] of v.entries()) {
    const s = typeof x === 'string' ? x.trim() : x
    if (typeof s !== 'string') fail(`approvers[${i}]`, x, EXPECTED)
    const team = TEAM.exec(s)
    const user = LOGIN.exec(s)
    if (team) out.teams.push({ org: team[1]!.toLowerCase(), slug: team[2]!.toLowerCase() })
    else if (user) out.users.push(user[1]!.toLowerCase())
    else if (s === 'codeowners') out.codeowners = true
    else if (s === 'reviews') out.reviews = true
    else if (s === 'self-approval') out.selfApproval = true
    else fail(`approvers[${i}]`, x, `${EXPECTED} (a user is written with its @, e.g. @alice)`)
  }
  if (out.reviews && !restricted(out))
    throw new ConfigError(
      "approvers: 'reviews' needs @users, @org/teams or codeowners to say whose reviews count (anyone can review a public repository's pull request)."
    )
  return out
}

/** Who may approve, in words for the comment and the log. */
export function describeApprovers(a: Approvers): string {
  const who: string[] = []
  if (a.users.length) who.push(a.users.map((u) => `@${u}`).join(', '))
  if (a.teams.length) who.push(`members of ${a.teams.map((t) => `@${t.org}/${t.slug}`).join(', ')}`)
  if (a.codeowners) who.push('a code owner (CODEOWNERS at the base revision) of every file that defined a deleted resource')
  const base = who.length ? who.join('; or ') : 'anyone who can apply the label'
  const self = a.selfApproval
    ? ' (the pull request\u2019s author included: the approvers setting allows self-approval)'
    : who.length
      ? ', but not the pull request\u2019s author or the author of its head commit'
      : ' except the pull request\u2019s author and the author of its head commit'
  const how = a.reviews ? ', with the approve label or an approving review of the current head commit' : ''
  return `${base}${self}${how}`
}
