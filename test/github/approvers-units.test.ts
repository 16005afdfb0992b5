// Issue 50: the approvers setting and CODEOWNERS matching (GitHub's documented examples, docs.github.com "About code
// owners"), as pure functions.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { describeApprovers, parseApprovers } from '../../src/config/approvers.js'
import { ConfigError, defaultConfig, mergeConfig } from '../../src/config/config.js'
import { ownersOf, parseCodeowners } from '../../src/github/codeowners.js'

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
