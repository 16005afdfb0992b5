// Self-hosted runners behind a corporate proxy: the GitHub API calls honour HTTPS_PROXY / HTTP_PROXY / NO_PROXY
// (through @actions/github's proxy-aware fetch), and so does `git fetch` of missing commits (the proxy variables are
// passed to git). The API host here is a name nothing resolves (api.github.test): a request that arrives at the fake
// can only have come through the loopback proxy, which maps that name to the fake and records every request.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ensureCommits } from '../../src/git/fetch.js'
import { demoRepo } from '../helpers/demo.js'
import { git, makeRepo } from '../helpers/git.js'
import { buildBundle, pullRequestPayload, runAction } from './harness.js'
import { TestProxy } from './proxy.js'
import { FakeGitHub } from './server.js'

let gh: FakeGitHub
let proxy: TestProxy
let port = 0
before(async () => {
  buildBundle()
  gh = await new FakeGitHub().start()
  port = Number(new URL(gh.url).port)
  proxy = await new TestProxy((host, p) => (host === 'api.github.test' && p === port ? { host: '127.0.0.1', port } : null)).start()
})
after(async () => {
  await proxy.stop()
  await gh.stop()
})

test('the GitHub API goes through HTTP_PROXY: comment, check run and status arrive via the proxy (NO_PROXY for other hosts)', async () => {
  const s = gh.reset()
  proxy.seen = []
  const dir = demoRepo()
  const base = git(dir, 'rev-parse', 'HEAD~1')
  const head = git(dir, 'rev-parse', 'HEAD')
  const api = `http://api.github.test:${port}`
  const res = await runAction({
    api,
    workspace: dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 12, base, head }),
    inputs: { 'check-name': 'Prune Guard', 'status-context': 'prune-guard' },
    env: { HTTP_PROXY: proxy.url, NO_PROXY: 'registry.example.test,.corp.example' }
  })
  assert.equal(res.code, 1, res.stdout + res.stderr)
  assert.deepEqual(s.invalid, [])
  assert.equal(s.comments.get(12)?.length, 1, res.stdout)
  assert.equal(s.checkRuns.length, 1)
  assert.equal(s.statuses.length, 2, 'pending, then the verdict')
  assert.ok(proxy.seen.length > 0)
  assert.ok(
    proxy.seen.every((r) => r.host === `api.github.test:${port}`),
    JSON.stringify(proxy.seen)
  )
  assert.doesNotMatch(res.stdout, /::warning/)
})

test('git fetch of a missing commit uses HTTP_PROXY from the environment, and skips it for a NO_PROXY host', async () => {
  proxy.seen = []
  const dir = makeRepo({ 'a.txt': 'a' }, 'http://git.example.test/acme/gitops.git')
  const missing = 'a'.repeat(40)
  const opts = { serverUrl: 'https://github.com', log: () => {} }
  await assert.rejects(ensureCommits(dir, [missing], { ...opts, env: { HTTP_PROXY: proxy.url } }), /Could not fetch a{40} from origin/)
  assert.ok(
    proxy.seen.some((r) => r.host.startsWith('git.example.test')),
    JSON.stringify(proxy.seen)
  )
  proxy.seen = []
  await assert.rejects(ensureCommits(dir, [missing], { ...opts, env: { http_proxy: proxy.url, no_proxy: 'git.example.test' } }), /Could not fetch/)
  assert.deepEqual(proxy.seen, [])
})
