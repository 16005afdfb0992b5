// Issue 11 extras: outcome labels on the pull request (off by default; through the real GitHub client against the
// loopback server that validates every request against GitHub's OpenAPI description), the argocdUrl and labels
// settings, and per app the Argo CD link, project and the hooks the next sync runs.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ConfigError, DEFAULT_LABELS, defaultConfig, mergeConfig } from '../../src/config/config.js'
import { ApiError, GitHubApi } from '../../src/github/api.js'
import { outcomeLabels, syncLabels } from '../../src/github/labels.js'
import { describeFailure } from '../../src/github/permissions.js'
import { publish } from '../../src/github/publish.js'
import { Runner } from '../../src/github/runner.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { app, blockingReport, report } from './reports.js'
import { FakeGitHub } from './server.js'

const ON = { ...DEFAULT_LABELS, enabled: true }
const repo = { owner: 'acme', repo: 'gitops' }
const quiet = report([app('a', { change: 'unchanged' })], [])

let gh: FakeGitHub
let api: GitHubApi
before(async () => {
  gh = await new FakeGitHub().start()
  api = new GitHubApi({ apiUrl: gh.url, graphqlUrl: `${gh.url}/graphql`, token: 't', userAgent: 'test', retries: 0, spaceWrites: false })
})
after(() => gh.stop())

test('outcome labels: deletes + blocked for a blocking deletion, no-changes for a quiet PR; a label set to false is not managed', () => {
  assert.deepEqual(outcomeLabels(blockingReport(), ON), { want: ['prune-guard/deletes', 'prune-guard/blocked'], unwanted: ['prune-guard/no-changes'] })
  assert.deepEqual(outcomeLabels(quiet, ON), { want: ['prune-guard/no-changes'], unwanted: ['prune-guard/deletes', 'prune-guard/blocked'] })
  assert.deepEqual(outcomeLabels(quiet, { ...ON, deletes: false, blocked: 'risky' }), { want: ['prune-guard/no-changes'], unwanted: ['risky'] })
})

test('outcome labels: added and removed through the API, other labels untouched, a second run writes nothing', async () => {
  gh.reset()
  gh.labels.set(7, ['bug', 'prune-guard/no-changes'])
  assert.deepEqual(await syncLabels(api, repo, 7, blockingReport(), ON), {
    added: ['prune-guard/deletes', 'prune-guard/blocked'],
    removed: ['prune-guard/no-changes']
  })
  assert.deepEqual(gh.labels.get(7), ['bug', 'prune-guard/deletes', 'prune-guard/blocked'])
  const writes = gh.writes().map((r) => `${r.method} ${r.path}`)
  assert.deepEqual(writes, ['POST /repos/acme/gitops/issues/7/labels', 'DELETE /repos/acme/gitops/issues/7/labels/prune-guard%2Fno-changes'])
  gh.requests = []
  assert.deepEqual(await syncLabels(api, repo, 7, blockingReport(), ON), { added: [], removed: [] })
  assert.deepEqual(gh.writes(), [], 'nothing to change, nothing written')
  assert.deepEqual(gh.invalid, [])
})

test('outcome labels through publish(): off by default; when on, a missing permission is a warning naming issues: write', async () => {
  gh.reset()
  gh.labels.set(8, [])
  const lines: string[] = []
  const runner = new Runner({}, (s) => void lines.push(s))
  const sinks = { comment: 'never' as const, commentMode: 'sticky' as const, instanceKey: 'default', checkName: null, statusContext: null }
  const t = { repo, pr: 8, fork: false, sha: 'a'.repeat(40), checkRunId: null, md: {}, targetUrl: null }
  await publish(runner, api, blockingReport(), t, sinks)
  assert.deepEqual(gh.requests, [], 'labels are off unless configured')
  await publish(runner, api, blockingReport(), { ...t, labels: ON }, sinks)
  assert.deepEqual(gh.labels.get(8), ['prune-guard/deletes', 'prune-guard/blocked'])
  assert.ok(
    lines.some((l) => l.includes('labels: +prune-guard/deletes +prune-guard/blocked')),
    lines.join('')
  )
  // A newer commit is being checked: this (older) run leaves the labels to that run.
  gh.pulls.set(8, { number: 8, head: { sha: 'b'.repeat(40) } })
  await publish(runner, api, quiet, { ...t, labels: ON }, sinks)
  assert.deepEqual(gh.labels.get(8), ['prune-guard/deletes', 'prune-guard/blocked'], 'labels untouched by an outdated run')
  gh.fail('POST', /\/labels$/, 403, 'Resource not accessible by integration')
  await publish(runner, api, quiet, { ...t, pr: 9, labels: ON }, sinks)
  assert.ok(
    runner.warnings.some((w) => /set the outcome labels.*'issues: write'/.test(w)),
    runner.warnings.join('\n')
  )
  assert.match(describeFailure('labels', new ApiError(403, 'POST', '/x', ''), true), /'issues: write'.*fork/)
  assert.deepEqual(gh.invalid, [])
})

test('config: labels (off by default, true, or a mapping) and argocdUrl (https only) are validated with the fix named', () => {
  const d = defaultConfig(1)
  assert.equal(d.labels.enabled, false)
  assert.equal(mergeConfig(d, { labels: true }, 'c').labels.enabled, true)
  assert.deepEqual(mergeConfig(d, { labels: { enabled: true, blocked: false, deletes: 'danger/deletes' } }, 'c').labels, {
    enabled: true,
    deletes: 'danger/deletes',
    noChanges: 'prune-guard/no-changes',
    blocked: false
  })
  assert.throws(() => mergeConfig(d, { labels: { deletes: 'x'.repeat(51) } }, 'c'), /'labels\.deletes' is "x+"; expected a label name of 1 to 50 characters/)
  assert.throws(
    () => mergeConfig(d, { labels: { colour: 'red' } }, 'c'),
    (e: unknown) => e instanceof ConfigError && /unknown setting 'labels\.colour'.*enabled, deletes, noChanges, blocked/.test(e.message)
  )
  assert.equal(mergeConfig(d, { argocdUrl: 'https://argocd.example.com/' }, 'c').argocdUrl, 'https://argocd.example.com')
  assert.equal(mergeConfig(d, { argocdUrl: 'https://example.com/argo/' }, 'c').argocdUrl, 'https://example.com/argo')
  for (const bad of [
    'http://argocd.example.com',
    'https://u:p@argocd.example.com',
    'javascript:alert(1)',
    'argocd.example.com',
    'https://a.example.com/?x=1',
    42
  ]) {
    assert.throws(() => mergeConfig(d, { argocdUrl: bad }, 'c'), /'argocdUrl' is .*; expected the https URL of the Argo CD UI/, String(bad))
  }
})

test('per app: a link to the Argo CD UI when argocdUrl is set, the project, and the hooks the next sync runs', () => {
  const r = blockingReport()
  const shop = r.apps.find((a) => a.name === 'shop')!
  shop.project = 'team-shop' // blockingReport() has project shop and one hook: replaced here
  shop.syncHooks = [
    { group: 'batch', kind: 'Job', namespace: 'shop', name: 'db-migrate', phases: ['PreSync'] },
    { group: 'batch', kind: 'Job', namespace: 'shop', name: 'smoke', phases: ['PostSync'] }
  ]
  const md = renderMarkdown(r, { argocdUrl: 'https://argocd.example.com' })
  assert.match(md, /^\| ✅ \| \[shop\]\(https:\/\/argocd\.example\.com\/applications\/argocd\/shop\) \| team-shop \| /m)
  assert.match(md, /\[open in Argo CD\]\(https:\/\/argocd\.example\.com\/applications\/argocd\/shop\)/)
  assert.match(md, /\*\*Hooks the next sync runs\*\* \(2\)\n\n- 🪝 PreSync `Job\.batch shop\/db-migrate`\n- 🪝 PostSync `Job\.batch shop\/smoke`/)
  assert.doesNotMatch(renderMarkdown(r), /argocd\.example\.com|open in Argo CD/, 'no link without argocdUrl')
  const txt = renderText(r, { argocdUrl: 'https://argocd.example.com' })
  assert.match(
    txt,
    /^App argocd\/shop \(apps\/shop\.yaml:1\): modified, automated prune ON, project team-shop\n {2}Argo CD: https:\/\/argocd\.example\.com\/applications\/argocd\/shop$/m
  )
  assert.match(txt, /^ {2}hooks the next sync runs \(2\): PreSync Job\.batch shop\/db-migrate; PostSync Job\.batch shop\/smoke$/m)
})

test('the Argo CD UI link cannot be steered by an app name or namespace: both are path-encoded, the link stays on argocdUrl', () => {
  const r = blockingReport()
  const shop = r.apps.find((a) => a.name === 'shop')!
  shop.namespace = '../../evil) [x](https://attacker.example'
  shop.name = 'a b/../../c?d#e'
  const md = renderMarkdown(r, { argocdUrl: 'https://argocd.example.com' })
  const urls = [...md.matchAll(/\]\((https?:[^)\s]*)\)/g)].map((m) => m[1]!).filter((u) => !u.includes('github.com'))
  assert.ok(urls.length >= 2, md)
  for (const u of urls) {
    assert.ok(u.startsWith('https://argocd.example.com/applications/'), u)
    assert.equal(new URL(u).pathname.split('/').length, 4, `namespace and name stay one path segment each: ${u}`)
  }
  assert.ok(!md.includes('](https://attacker.example'), 'no link to another host')
  const txt = renderText(r, { argocdUrl: 'https://argocd.example.com' })
  assert.match(
    txt,
    /Argo CD: https:\/\/argocd\.example\.com\/applications\/\.\.%2F\.\.%2Fevil\)%20%5Bx%5D\(https%3A%2F%2Fattacker\.example\/a%20b%2F\.\.%2F\.\.%2Fc%3Fd%23e$/m
  )
})
