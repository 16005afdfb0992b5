// Pure parts of the GitHub layer: inputs, revisions per event, marker, diff lines, check-run plan, 403 mapping, the
// API client's pagination guard, and action.yml staying in sync with the input/output names.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { parse } from 'yaml'
import { ApiError, GitHubApi } from '../../src/github/api.js'
import { planCheckRun } from '../../src/github/check.js'
import { marker, parseMarker } from '../../src/github/comment.js'
import { Inputs, Outputs } from '../../src/github/constants.js'
import { readContext, resolveTarget, type GhContext } from '../../src/github/event.js'
import { InputError, readInputs } from '../../src/github/inputs.js'
import { describeFailure } from '../../src/github/permissions.js'
import { changedLinesByFile, inlineComments } from '../../src/github/review.js'
import { Runner } from '../../src/github/runner.js'
import { app, blockingReport, finding, report } from './reports.js'
import { FakeGitHub } from './server.js'

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..')
const quiet = (env: Record<string, string>) => new Runner({ GITHUB_WORKSPACE: '/ws', RUNNER_TEMP: '/tmp/rt', ...env }, () => {})

test('inputs: defaults, lists, and errors that name the input and the valid values', async () => {
  const i = await readInputs(quiet({ 'INPUT_API-VERSIONS': 'a/v1, b/v2\nc/v3', 'INPUT_REPO-URL': 'https://x/y.git' }))
  assert.equal(i.mode, 'auto')
  assert.equal(i.comment, 'always')
  assert.equal(i.commentMode, 'sticky')
  assert.equal(i.approveLabel, 'prune-guard/approve')
  assert.equal(i.instanceKey, 'default')
  assert.deepEqual(i.settings.apiVersions, ['a/v1', 'b/v2', 'c/v3'])
  assert.equal(i.reportPath, '/tmp/rt/prune-guard/report.json')
  assert.equal(i.contextPath, '/tmp/rt/prune-guard/context.json')
  assert.equal((await readInputs(quiet({ 'INPUT_APPROVE-LABEL': '' }))).approveLabel, null, 'an explicitly empty label turns approval off')
  assert.equal(i.settings.failOnUnknown, undefined, 'fail-on-unknown unset: the config decides')
  assert.equal((await readInputs(quiet({ 'INPUT_FAIL-ON-UNKNOWN': 'true' }))).settings.failOnUnknown, true)
  assert.equal(i.approvers, null, 'approvers unset: the base config decides')
  assert.deepEqual((await readInputs(quiet({ INPUT_APPROVERS: '@alice,\n@acme/platform, codeowners' }))).approvers, {
    users: ['alice'],
    teams: [{ org: 'acme', slug: 'platform' }],
    codeowners: true,
    reviews: false,
    selfApproval: false
  })
  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ INPUT_MODE: 'deploy' }, /^Input 'mode' is set to invalid value 'deploy'\. Valid values: auto, analyze, publish\.$/],
    [{ 'INPUT_FAIL-ON': 'severe' }, /Input 'fail-on' .* Valid values: critical, high, medium, low, info\./],
    [{ 'INPUT_FAIL-ON-UNKNOWN': 'yes' }, /Input 'fail-on-unknown' .* Valid values: true, false\./],
    [{ 'INPUT_COMMENT-MODE': 'thread' }, /Input 'comment-mode' .* Valid values: sticky, review\./],
    [{ 'INPUT_KUBE-VERSION': 'latest' }, /Input 'kube-version' .* Expected a Kubernetes version/],
    [{ INPUT_PATH: '../elsewhere' }, /Input 'path' \('\.\.\/elsewhere'\) points outside '\/ws'/],
    [{ 'INPUT_CONFIG-FILE': '../x.yaml' }, /Input 'config-file'/],
    [{ 'INPUT_APPROVE-LABEL': 'x'.repeat(51) }, /longer than 50 characters/],
    [{ 'INPUT_INSTANCE-KEY': 'a b' }, /Input 'instance-key'/],
    [{ INPUT_APPROVERS: 'alice' }, /^Input 'approvers': item \[0\] is "alice"; expected .*e\.g\. @alice\)\.$/],
    [{ INPUT_APPROVERS: 'reviews' }, /^Input 'approvers': 'reviews' needs @users, @org\/teams or codeowners/],
    [{ INPUT_MODE: 'publish' }, /Input 'github-token' is required with mode: publish/]
  ]
  for (const [env, re] of bad)
    await assert.rejects(
      () => readInputs(quiet(env)),
      (e: unknown) => e instanceof InputError && re.test(e.message)
    )
})

function ctx(eventName: string, payload: Record<string, unknown>): GhContext {
  return { ...readContext({ GITHUB_REPOSITORY: 'acme/gitops', GITHUB_SHA: 'f'.repeat(40), GITHUB_RUN_ID: '1' }), eventName, payload }
}
const none = { baseRef: null, headRef: null }

test('revisions per event: PR base/head SHAs (check on the PR head), merge_group, push, dispatch, unsupported', () => {
  const pr = {
    pull_request: {
      number: 3,
      head: { sha: 'h'.repeat(40), repo: { full_name: 'm/gitops' } },
      base: { sha: 'b'.repeat(40), repo: { full_name: 'acme/gitops' } },
      labels: [{ name: 'x' }]
    }
  }
  const t = resolveTarget(ctx('pull_request', pr), none)
  assert.ok(!('unsupported' in t))
  assert.deepEqual([t.base, t.head, t.checkSha, t.pr?.number, t.pr?.fork, t.pr?.labels], ['b'.repeat(40), 'h'.repeat(40), 'h'.repeat(40), 3, true, ['x']])
  const over = resolveTarget(ctx('pull_request', pr), { baseRef: 'origin/main', headRef: null })
  assert.ok(!('unsupported' in over) && over.base === 'origin/main')
  const mg = resolveTarget(ctx('merge_group', { merge_group: { base_sha: 'b1', head_sha: 'h1' } }), none)
  assert.ok(!('unsupported' in mg) && mg.base === 'b1' && mg.head === 'h1' && mg.pr === null)
  const push = resolveTarget(ctx('push', { before: 'b2', after: 'h2' }), none)
  assert.ok(!('unsupported' in push) && push.base === 'b2' && push.head === 'h2')
  assert.throws(() => resolveTarget(ctx('push', { before: '0'.repeat(40), after: 'h2' }), none), /set input 'base-ref'/)
  assert.throws(() => resolveTarget(ctx('workflow_dispatch', {}), none), /Input 'base-ref' is required for workflow_dispatch/)
  const wd = resolveTarget(ctx('workflow_dispatch', {}), { baseRef: 'v1', headRef: null })
  assert.ok(!('unsupported' in wd) && wd.head === 'f'.repeat(40))
  assert.match((resolveTarget(ctx('schedule', {}), none) as { unsupported: string }).unsupported, /'schedule' event is not supported/)
  const lbl = resolveTarget(ctx('pull_request', { ...pr, action: 'labeled', label: { name: 'ok' }, sender: { login: 'al' } }), none)
  assert.deepEqual(!('unsupported' in lbl) && lbl.pr?.labeled, { label: 'ok', by: 'al' })
  // Issue 50: a submitted review re-runs the check on the PR's revisions; the PR's author comes from the payload.
  const rev = resolveTarget(ctx('pull_request_review', { action: 'submitted', pull_request: { ...pr.pull_request, user: { login: 'dev' } } }), none)
  assert.ok(!('unsupported' in rev))
  assert.deepEqual([rev.head, rev.pr?.number, rev.pr?.author, rev.pr?.labeled], ['h'.repeat(40), 3, 'dev', null])
})

test("the branch under review per event: a pull request's base branch, the merge queue's, a pushed branch; none for a tag or dispatch", () => {
  const branch = (name: string, payload: Record<string, unknown>, refs: { baseRef: string | null; headRef: string | null } = none) => {
    const t = resolveTarget(ctx(name, payload), refs)
    return 'unsupported' in t ? 'unsupported' : t.branch
  }
  const pr = { pull_request: { number: 3, head: { sha: 'h'.repeat(40) }, base: { sha: 'b'.repeat(40), ref: 'main' } } }
  assert.equal(branch('pull_request', pr), 'main')
  assert.equal(branch('pull_request', pr, { baseRef: 'origin/main', headRef: null }), 'main')
  assert.equal(branch('merge_group', { merge_group: { base_sha: 'b1', head_sha: 'h1', base_ref: 'refs/heads/release' } }), 'release')
  assert.equal(branch('push', { before: 'b2', after: 'h2', ref: 'refs/heads/prod' }), 'prod')
  assert.equal(branch('push', { before: 'b2', after: 'h2', ref: 'refs/tags/v1' }), undefined)
  assert.equal(branch('workflow_dispatch', {}, { baseRef: 'origin/main', headRef: null }), undefined)
})

test('marker: round trip, key required, only a first-line marker counts', () => {
  const m = marker({ key: 'staging', head: 'a'.repeat(40), base: 'b'.repeat(40) })
  assert.equal(m, `<!-- argocd-prune-guard:v1 {"key":"staging","head":"${'a'.repeat(40)}","base":"${'b'.repeat(40)}"} -->`)
  assert.deepEqual(parseMarker(`${m}\n## body`), { key: 'staging', head: 'a'.repeat(40), base: 'b'.repeat(40) })
  assert.equal(parseMarker(`hello\n${m}`), null)
  assert.equal(parseMarker('<!-- argocd-prune-guard:v1 {"head":"x"} -->'), null)
  assert.equal(parseMarker('<!-- argocd-prune-guard:v1 {nope -->'), null)
})

test('review: diff lines per side; a prune finding comments on the removed line (LEFT), others on RIGHT', () => {
  const lines = changedLinesByFile([
    { filename: 'pvc.yaml', status: 'removed', patch: '@@ -1,3 +0,0 @@\n-a\n-b\n-c' },
    { filename: 'app.yaml', status: 'modified', patch: '@@ -4,3 +4,3 @@\n ctx\n-old\n+new\n ctx' }
  ])
  assert.deepEqual([...lines.get('pvc.yaml')!.LEFT], [1, 2, 3])
  assert.deepEqual([...lines.get('app.yaml')!.RIGHT], [4, 5, 6])
  const r = report(
    [app('a')],
    [
      finding('prune', { app: 'a', file: 'pvc.yaml', line: 1 }),
      finding('source-path-change', { app: 'a', file: 'app.yaml', line: 5 }),
      finding('render-error', { app: 'a', file: 'app.yaml', line: 9 })
    ]
  )
  assert.deepEqual(
    inlineComments(r, lines).map((c) => [c.path, c.line, c.side]),
    [
      ['pvc.yaml', 1, 'LEFT'],
      ['app.yaml', 5, 'RIGHT']
    ]
  )
})

test('check run plan: conclusion, title ≤ 255, summary ≤ 65535, annotations in batches of at most 50', () => {
  const many = report(
    [app('a')],
    Array.from({ length: 120 }, (_, i) => finding('prune', { app: 'a', blocking: true, severity: 'critical', file: `f${i}.yaml`, line: 1 }))
  )
  const plan = planCheckRun(many, {})
  assert.equal(plan.conclusion, 'failure')
  assert.deepEqual(
    plan.batches.map((b) => b.length),
    [50, 50, 20]
  )
  assert.ok(plan.title.length <= 255 && plan.summary.length <= 65535)
  assert.equal(planCheckRun(blockingReport(), {}).batches.flat().length, 2)
})

test('403 names the missing permission (and the fork setup); rate limits and 422 are told apart', () => {
  assert.match(describeFailure('check', new ApiError(403, 'POST', '/x', 'Resource not accessible by integration'), false), /'checks: write'/)
  assert.match(describeFailure('comment', new ApiError(403, 'POST', '/x', ''), true), /'pull-requests: write'.*fork.*mode: analyze.*mode: publish/)
  assert.match(describeFailure('status', new ApiError(403, 'POST', '/x', '', true), false), /rate limit/)
  assert.match(describeFailure('comment', new ApiError(422, 'POST', '/x', 'Body is too long'), false), /rejected the request \(.*Body is too long\)/)
})

let gh: FakeGitHub
before(async () => {
  gh = await new FakeGitHub().start()
})
after(() => gh.stop())

test('API client: paginates through Link headers, never follows a link to another origin, maps errors', async () => {
  const api = new GitHubApi({ apiUrl: gh.url, graphqlUrl: `${gh.url}/graphql`, token: 't', userAgent: 'test', retries: 0, spaceWrites: false })
  for (let i = 0; i < 250; i++) gh.seedComment(1, { login: 'u', id: 1, type: 'User' }, `c${i}`)
  gh.pageSize = 100
  const all = await api.paginate<{ body: string }>('/repos/acme/gitops/issues/1/comments')
  assert.equal(all.length, 250)
  assert.equal(all[249]!.body, 'c249')
  assert.deepEqual(gh.invalid, [])
  gh.fail('GET', /\/issues\/2\/comments$/, 403, 'Resource not accessible by integration')
  await assert.rejects(api.paginate('/repos/acme/gitops/issues/2/comments'), (e: unknown) => e instanceof ApiError && e.status === 403)
  const evil = new GitHubApi({
    apiUrl: gh.url,
    graphqlUrl: `${gh.url}/graphql`,
    token: 't',
    userAgent: 'test',
    spaceWrites: false,
    fetch: (async () =>
      new Response('[1]', { headers: { 'content-type': 'application/json', link: '<https://evil.example/steal?page=2>; rel="next"' } })) as typeof fetch
  })
  assert.deepEqual(await evil.paginate('/repos/acme/gitops/issues/1/comments'), [1])
  assert.equal(await api.viewerLogin(), 'github-actions[bot]')
})

const fast = () => new GitHubApi({ apiUrl: gh.url, graphqlUrl: `${gh.url}/graphql`, token: 't', userAgent: 'test', retryUnitMs: 1, spaceWrites: false })
const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'

test('API client: a 5xx is retried (twice by default), then reported with its status', async () => {
  gh.reset()
  gh.seedComment(7, { login: 'u', id: 1, type: 'User' }, 'kept')
  gh.fail('GET', /\/issues\/7\/comments$/, 502, 'Bad Gateway', 2)
  assert.deepEqual(
    (await fast().paginate<{ body: string }>('/repos/acme/gitops/issues/7/comments')).map((c) => c.body),
    ['kept']
  )
  assert.deepEqual(
    gh.requests.map((r) => r.status),
    [502, 502, 200]
  )
  gh.reset()
  gh.fail('POST', /\/statuses\//, 503, 'Service Unavailable')
  const body = { state: 'pending', context: 'c' }
  await assert.rejects(
    fast().request('POST', `/repos/acme/gitops/statuses/${'a'.repeat(40)}`, { body }),
    (e: unknown) => e instanceof ApiError && e.status === 503 && !e.rateLimited
  )
  assert.equal(gh.requests.length, 3, 'one request and two retries')
  assert.deepEqual(gh.invalid, [])
})

test('API client: a secondary rate limit is waited out and retried, with or without retry-after', async () => {
  for (const headers of [{ 'retry-after': '2' }, {} as Record<string, string>]) {
    gh.reset()
    gh.fail('POST', /\/issues\/8\/comments$/, 403, SECONDARY, 1, headers)
    const t0 = Date.now()
    const res = await fast().request<{ body: string }>('POST', '/repos/acme/gitops/issues/8/comments', { body: { body: 'hello' } })
    assert.equal(res.data.body, 'hello')
    assert.deepEqual(
      gh.requests.map((r) => r.status),
      [403, 201]
    )
    assert.ok(Date.now() - t0 < 5000, 'the wait is scaled by retryUnitMs')
  }
  // A 429 is retried too.
  gh.reset()
  gh.fail('GET', /\/pulls\/9$/, 429, 'Too Many Requests', 1, { 'retry-after': '1' })
  await assert.rejects(fast().request('GET', '/repos/acme/gitops/pulls/9'), (e: unknown) => e instanceof ApiError && e.status === 404)
  assert.deepEqual(
    gh.requests.map((r) => r.status),
    [429, 404]
  )
})

test('API client: a secondary rate limit that persists, without retry-after, is reported as a rate limit, not a permission', async () => {
  gh.reset()
  gh.fail('POST', /\/check-runs$/, 403, SECONDARY)
  const err = await fast()
    .request('POST', '/repos/acme/gitops/check-runs', { body: { name: 'n', head_sha: 'a'.repeat(40) } })
    .catch((e: unknown) => e)
  assert.ok(err instanceof ApiError && err.status === 403 && err.rateLimited)
  assert.equal(gh.requests.length, 3, 'one request and two rate-limit retries')
  const text = describeFailure('check', err, false)
  assert.match(text, /rate limit/)
  assert.doesNotMatch(text, /permission/)
  // A plain 403 is not retried and names the permission.
  gh.reset()
  gh.fail('POST', /\/check-runs$/, 403, 'Resource not accessible by integration')
  const denied = await fast()
    .request('POST', '/repos/acme/gitops/check-runs', { body: { name: 'n', head_sha: 'a'.repeat(40) } })
    .catch((e: unknown) => e)
  assert.equal(gh.requests.length, 1)
  assert.match(describeFailure('check', denied, false), /'checks: write'/)
})

test('action.yml declares exactly the inputs and outputs the code reads and writes; runs on node24 from dist/index.js', () => {
  const a = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'))
  assert.deepEqual(Object.keys(a.inputs).sort(), Object.values(Inputs).sort())
  assert.deepEqual(Object.keys(a.outputs).sort(), Object.values(Outputs).sort())
  assert.deepEqual(a.runs, { using: 'node24', main: 'dist/index.js' })
  for (const [name, spec] of Object.entries<Record<string, unknown>>(a.inputs)) assert.ok(spec.description, `${name} has a description`)
})

// Issue 45 item 2: every action input the settings table names sets its setting, in the config file's form, and the
// run applies it over the base revision's config as the CLI applies its flags (github/main.ts).
test('each setting input sets its setting, checked as the config checks it; an empty input sets nothing', async () => {
  const { SETTINGS } = await import('../../src/config/settings.js')
  const { defaultConfig, mergeConfig } = await import('../../src/config/config.js')
  const sample: Record<string, string> = {
    'fail-on': 'medium',
    'fail-on-unknown': 'false',
    'argocd-version': '3.4',
    'kube-version': '1.30.0',
    'api-versions': 'a/v1, b/v2',
    'repo-url': 'https://x/y.git',
    approvers: '@alice, @acme/platform'
  }
  const rows = SETTINGS.filter((r) => r.input)
  assert.deepEqual(rows.map((r) => r.input).sort(), Object.keys(sample).sort(), 'a sample value for each setting input')
  const env = Object.fromEntries(Object.entries(sample).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  const { settings } = await readInputs(quiet(env))
  assert.deepEqual(Object.keys(settings).sort(), rows.map((r) => r.key).sort())
  const c = mergeConfig(defaultConfig(2), settings, 'inputs')
  assert.equal(c.failOn, 'medium')
  assert.equal(c.failOnUnknown, false)
  assert.equal(c.argocdVersion, '3.4')
  assert.deepEqual(c.apiVersions, ['a/v1', 'b/v2'])
  assert.deepEqual(c.approvers.users, ['alice'])
  assert.deepEqual((await readInputs(quiet({}))).settings, {}, 'no input given: the config decides')
})
