// Issue 50: the approvers setting and CODEOWNERS matching (GitHub's documented examples, docs.github.com "About code
// owners"), as pure functions.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { describeApprovers, parseApprovers } from '../../src/config/approvers.js'
import { ConfigError, defaultConfig, mergeConfig } from '../../src/config/config.js'
import { GitHubApi } from '../../src/github/api.js'
import { resolveApproval } from '../../src/github/approve.js'
import { ownersOf, parseCodeowners } from '../../src/github/codeowners.js'
import { app, BASE_SHA, finding, HEAD_SHA, report } from './reports.js'
import { FakeGitHub } from './server.js'

const LABEL = 'prune-guard/approve'

const GITHUB_EXAMPLE = `# Lines starting with '#' are comments.
* @global-owner1 @global-owner2
*.js @js-owner #This is an inline comment.
*.go docs@example.com
/build/logs/ @doctocat
docs/* docs@example.com
apps/ @octocat
/docs/ @doctocat
/scripts/ @doctocat @octocat
**/logs @octocat
/apps/ @octocat
/apps/github
!/never/ @negated
/[ab]/ @ranged
`

test('CODEOWNERS: GitHub’s examples, the last matching pattern wins, unsupported syntax matches nothing', () => {
  const rules = parseCodeowners(GITHUB_EXAMPLE)
  const owners = (f: string) => ownersOf(rules, f)
  assert.deepEqual(owners('README.md'), ['global-owner1', 'global-owner2'])
  assert.deepEqual(owners('src/web/app.js'), ['js-owner'])
  assert.deepEqual(owners('main.go'), [], 'an e-mail owner is not a login')
  assert.deepEqual(owners('build/logs/today.log'), ['octocat'], '**/logs comes later and wins')
  assert.deepEqual(owners('docs/getting-started.md'), ['doctocat'])
  assert.deepEqual(owners('x/apps/ledger.yaml'), ['octocat'], 'apps/ matches an apps folder at any depth')
  assert.deepEqual(owners('apps/ledger/pvc.yaml'), ['octocat'])
  assert.deepEqual(owners('apps/github/pvc.yaml'), [], '/apps/github has no owners: its files are unowned')
  assert.deepEqual(owners('deeply/nested/logs/a.txt'), ['octocat'])
  assert.deepEqual(owners('never/x.yaml'), ['global-owner1', 'global-owner2'], '! is not supported by GitHub')
  assert.deepEqual(owners('a/x.yaml'), ['global-owner1', 'global-owner2'], '[…] is not supported by GitHub')
  // docs/* owns one level only; anchored (it holds a slash), so src/docs/a.md is not matched.
  const one = parseCodeowners('* @all\ndocs/* @docs\n')
  assert.deepEqual(ownersOf(one, 'docs/a.md'), ['docs'])
  assert.deepEqual(ownersOf(one, 'docs/build-app/troubleshooting.md'), ['all'])
  assert.deepEqual(ownersOf(one, 'src/docs/a.md'), ['all'])
  // Teams are kept as org/slug, lower-cased; no rule: no owners.
  assert.deepEqual(ownersOf(parseCodeowners('/ledger/ @Acme/Storage @Olivia\n'), 'ledger/a.yaml'), ['acme/storage', 'olivia'])
  assert.deepEqual(ownersOf(parseCodeowners('/ledger/ @o\n'), 'other/a.yaml'), [])
})

test('approvers: users, teams, codeowners, reviews and self-approval; bad entries name the fix', () => {
  const a = parseApprovers(['@Alice', '@acme/Platform', 'codeowners', 'reviews'], () => {
    throw new Error('unexpected')
  })
  assert.deepEqual(a, { users: ['alice'], teams: [{ org: 'acme', slug: 'platform' }], codeowners: true, reviews: true, selfApproval: false })
  assert.equal(
    describeApprovers(a),
    '@alice; or members of @acme/platform; or a code owner (CODEOWNERS at the base revision) of every file that defined a deleted resource, but not the pull request’s author or the author of its head commit, with the approve label or an approving review of the current head commit'
  )
  assert.equal(
    describeApprovers(parseApprovers([], () => assert.fail())),
    'anyone who can apply the label except the pull request’s author and the author of its head commit'
  )
  const base = defaultConfig(1)
  assert.deepEqual(base.approvers, { users: [], teams: [], codeowners: false, reviews: false, selfApproval: false })
  assert.equal(mergeConfig(base, { approvers: ['self-approval'] }, 'cfg').approvers.selfApproval, true)
  assert.throws(() => mergeConfig(base, { approvers: ['alice'] }, 'cfg'), /cfg: 'approvers\[0\]' is "alice"; expected .*written with its @, e\.g\. @alice/)
  assert.throws(() => mergeConfig(base, { approvers: '@alice' }, 'cfg'), /'approvers' is "@alice"; expected a list/)
  assert.throws(
    () => mergeConfig(base, { approvers: ['reviews'] }, 'cfg'),
    (e: unknown) => e instanceof ConfigError && /anyone can review/.test(e.message)
  )
})

// resolveApproval against the local GitHub API (real HTTP on 127.0.0.1): what an earlier approval rests on.
const pvcs = (...names: string[]) =>
  report(
    [app('payments')],
    names.map((n) =>
      finding('prune', {
        severity: 'critical',
        blocking: true,
        app: 'payments',
        file: `payments/${n}.yaml`,
        resource: { group: '', kind: 'PersistentVolumeClaim', namespace: 'payments', name: n }
      })
    )
  )

test('resolveApproval: a label record ends with the label; a refused labeling drops the record; a review record holds while the review does; missing permissions fail closed', async () => {
  const gh = await new FakeGitHub().start()
  try {
    const api = new GitHubApi({ apiUrl: gh.url, graphqlUrl: `${gh.url}/graphql`, token: 't', userAgent: 'test', retries: 0, spaceWrites: false })
    const approvers = parseApprovers(['@alice', 'reviews'], () => assert.fail())
    const base = {
      api,
      repo: { owner: 'acme', repo: 'gitops' },
      pull: { number: 7, author: 'dev', headSha: HEAD_SHA, baseSha: BASE_SHA },
      approvers,
      label: LABEL
    }
    const byAlice = await resolveApproval(pvcs('a'), { ...base, labelOn: true, labeling: { by: 'alice', event: null }, stored: null })
    assert.equal(byAlice!.state, 'approved-now')
    const record = byAlice!.record!
    assert.equal(record.standing, 'listed approver')
    // The label removed: no approval, and nothing to keep in the marker.
    assert.equal(await resolveApproval(pvcs('a'), { ...base, labelOn: false, labeling: null, stored: record }), null)
    // The author re-applies the label: refused, and alice's earlier record does not carry over.
    const dev = await resolveApproval(pvcs('a'), { ...base, labelOn: true, labeling: { by: 'dev', event: null }, stored: record })
    assert.deepEqual([dev!.state, dev!.record, dev!.report.verdict], ['refused', null, 'fail'])
    assert.match(
      dev!.refusal!,
      /^The label prune-guard\/approve was applied by @dev, which does not count: @dev is the pull request’s author.* Who may approve: @alice, but not/
    )
    // alice's approving review on the head: approved via review; at a later head with the same set, it still holds.
    gh.reviews.set(7, [{ id: 11, state: 'APPROVED', commit_id: HEAD_SHA, user: { login: 'alice' } }])
    const reviewed = await resolveApproval(pvcs('a'), { ...base, labelOn: false, labeling: null, stored: null })
    assert.equal(reviewed!.record!.via, 'review')
    const later = { ...base, pull: { ...base.pull, headSha: 'c'.repeat(40) }, labelOn: false, labeling: null, stored: reviewed!.record }
    assert.equal((await resolveApproval(pvcs('a'), later))!.state, 'approved')
    const more = await resolveApproval(pvcs('a', 'b'), later)
    assert.equal(more!.state, 'stale')
    assert.match(
      more!.report.findings[0]!.fix,
      /The approving review by @alice was for another set of deletions \(1 finding\).*an approving review of the current head commit/
    )
    // alice requests changes afterwards: the review approval is gone.
    gh.reviews.get(7)!.push({ id: 12, state: 'CHANGES_REQUESTED', commit_id: HEAD_SHA, user: { login: 'alice' } })
    assert.equal(await resolveApproval(pvcs('a'), later), null)
    // Missing permissions fail closed and name what to grant: reviews (pull-requests: read), the head commit (contents: read).
    gh.fail('GET', /\/pulls\/7\/reviews$/, 403, 'Resource not accessible by integration')
    const noReviews = await resolveApproval(pvcs('a'), later)
    assert.deepEqual([noReviews!.state, noReviews!.report.verdict], ['refused', 'fail'])
    assert.match(noReviews!.refusal!, /Approving reviews could not be read \(HTTP 403\): the token needs the permission 'pull-requests: read'\./)
    gh.fail('GET', /\/commits\//, 403, 'Resource not accessible by integration')
    const noCommit = await resolveApproval(pvcs('a'), {
      ...base,
      approvers: parseApprovers([], () => assert.fail()),
      labelOn: true,
      labeling: { by: 'bob', event: null },
      stored: null
    })
    assert.equal(noCommit!.state, 'refused')
    assert.match(noCommit!.refusal!, /could not read the head commit to tell who authored it \(HTTP 403\): the token needs the permission 'contents: read'\./)
    assert.deepEqual(gh.invalid, [])
  } finally {
    await gh.stop()
  }
})
