// The action's live-mode inputs: secrets masked first (the token, the kubeconfig and each credential in it), settings
// checked in one place with errors naming the input, and the reader handed to the analysis of an in-process run.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { InputError, readInputs } from '../../src/github/inputs.js'
import { run } from '../../src/github/main.js'
import { Runner } from '../../src/github/runner.js'
import { commit, git, makeRepo } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { pullRequestPayload } from '../github/harness.js'
import { testPki } from './certs.js'
import { application } from './fixtures.js'
import { FakeArgoCd, kubeconfig } from './servers.js'

const TOKEN = 'action-argocd-token.masked.9012'
const KUBE_TOKEN = 'kubeconfig-user-token.masked.3456'
let server: FakeArgoCd
before(async () => {
  server = await new FakeArgoCd(TOKEN).start()
  server.apps = [application({ name: 'shop' })]
})
after(() => server.stop())

function inputs(env: Record<string, string>) {
  let log = ''
  const runner = new Runner({ GITHUB_WORKSPACE: testPki().dir, RUNNER_TEMP: '/tmp/rt', ...env }, (s) => void (log += s))
  return { read: () => readInputs(runner), log: () => log }
}

test('action inputs: argocd-server + argocd-auth-token give a reader; the token is masked; argocd-ca-file is relative to the workspace', async () => {
  const i = inputs({ 'INPUT_ARGOCD-SERVER': server.url, 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN, 'INPUT_LIVE-NAMESPACES': 'argocd, team-a' })
  const r = await i.read()
  assert.ok(r.live)
  assert.ok(i.log().includes(`::add-mask::${TOKEN}\n`))
  const res = await r.live.readApps()
  assert.ok(res.ok, res.ok ? '' : res.failure.message)
  assert.deepEqual(
    server.requests.slice(-2).map((q) => q.query.get('appNamespace')),
    ['argocd', 'team-a']
  )
  const ca = inputs({ 'INPUT_ARGOCD-SERVER': 'https://argocd.example.com', 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN, 'INPUT_ARGOCD-CA-FILE': 'test-ca.crt' })
  assert.ok((await ca.read()).live)
  assert.equal((await inputs({}).read()).live, null, 'live mode is opt-in')
  const timed = (await inputs({ 'INPUT_ARGOCD-SERVER': server.url, 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN, 'INPUT_LIVE-TIMEOUT': '45' }).read()).live
  assert.equal(timed?.readTimeoutMs, 45_000, 'live-timeout bounds the whole read')
  assert.equal(r.live.readTimeoutMs, undefined, 'unset: the default bound')
  // A fork PR gets no secrets: offline with a warning, not a failed run.
  const fork = inputs({ 'INPUT_ARGOCD-SERVER': server.url, 'INPUT_ARGOCD-AUTH-TOKEN': '' })
  assert.equal((await fork.read()).live, null)
  assert.match(fork.log(), /::warning::Input 'argocd-server' is set but 'argocd-auth-token' is empty .*live mode is off/)
})

test('action inputs: the kubeconfig content and every credential in it are masked before it is used', async () => {
  const kc = kubeconfig({ server: 'https://127.0.0.1:6443', ca: testPki().ca, token: KUBE_TOKEN })
  const i = inputs({ INPUT_KUBECONFIG: kc, 'INPUT_KUBE-CONTEXT': 'ci' })
  assert.ok((await i.read()).live)
  assert.ok(i.log().includes(`::add-mask::${KUBE_TOKEN}\n`))
  assert.ok(i.log().includes('::add-mask::apiVersion: v1%0Akind: Config'))
})

test('action inputs: settings that cannot work are input errors naming the input, never the secret', async () => {
  const kc = kubeconfig({ server: 'https://127.0.0.1:6443', ca: testPki().ca, token: KUBE_TOKEN })
  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN }, /Input 'argocd-auth-token' needs 'argocd-server'/],
    [{ 'INPUT_ARGOCD-SERVER': 'ftp://x', 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN }, /argocd-server must start with https:\/\//],
    [{ INPUT_KUBECONFIG: kc, 'INPUT_ARGOCD-SERVER': server.url, 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN }, /not both/],
    [{ INPUT_KUBECONFIG: '/home/runner/.kube/config' }, /must be the kubeconfig's content/],
    [{ INPUT_KUBECONFIG: kc, 'INPUT_KUBE-CONTEXT': 'prod' }, /no context named 'prod'/],
    [{ 'INPUT_LIVE-NAMESPACES': 'argocd' }, /'live-namespaces' needs 'kubeconfig' or 'argocd-server'/],
    [{ 'INPUT_LIVE-TIMEOUT': '60' }, /'live-timeout' needs 'kubeconfig' or 'argocd-server'/],
    [
      { 'INPUT_ARGOCD-SERVER': server.url, 'INPUT_ARGOCD-AUTH-TOKEN': TOKEN, 'INPUT_LIVE-TIMEOUT': 'abc' },
      /live-timeout: 'abc' is not a number of seconds \(1-600\)/
    ],
    [{ INPUT_KUBECONFIG: kc, 'INPUT_LIVE-TIMEOUT': '601' }, /live-timeout: '601' is not a number of seconds \(1-600\)/]
  ]
  for (const [env, re] of bad)
    await assert.rejects(
      () => inputs(env).read(),
      (e: unknown) => e instanceof InputError && re.test(e.message) && !e.message.includes(TOKEN) && !e.message.includes(KUBE_TOKEN),
      JSON.stringify(Object.keys(env))
    )
})

test('action run with argocd-server: the analysis runs (reader handed over), the token never appears in the log or summary', async () => {
  const cm = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  k: ${v}\n`
  const app =
    'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: shop\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: https://github.com/example/gitops.git\n    path: apps/shop\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: shop\n'
  const repo = makeRepo({ 'apps/shop.yaml': app, 'apps/shop/c.yaml': cm('a') })
  commit(repo, { 'apps/shop/c.yaml': cm('b') }, 'head')
  const dir = tempDir('pg-live-action-')
  writeFileSync(
    join(dir, 'event.json'),
    JSON.stringify(pullRequestPayload({ number: 7, base: git(repo, 'rev-parse', 'HEAD~1'), head: git(repo, 'rev-parse', 'HEAD') }))
  )
  writeFileSync(join(dir, 'summary.md'), '')
  writeFileSync(join(dir, 'output'), '')
  mkdirSync(join(dir, 'temp'))
  const { helmPath, kustomizePath } = devBinaries()
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_REPOSITORY: 'acme/gitops',
    GITHUB_SHA: git(repo, 'rev-parse', 'HEAD'),
    GITHUB_WORKSPACE: repo,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '4242',
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_OUTPUT: join(dir, 'output'),
    RUNNER_TEMP: join(dir, 'temp'),
    'INPUT_GITHUB-TOKEN': '',
    INPUT_MODE: 'analyze',
    'INPUT_HELM-PATH': helmPath,
    'INPUT_KUSTOMIZE-PATH': kustomizePath,
    'INPUT_ARGOCD-SERVER': server.url,
    'INPUT_ARGOCD-AUTH-TOKEN': TOKEN
  }
  let log = ''
  const code = await run(env, (s) => void (log += s))
  assert.ok(code === 0 || code === 1, log)
  // The only place the token may appear is the mask command itself.
  assert.ok(!log.replace(`::add-mask::${TOKEN}\n`, '').includes(TOKEN), log)
  assert.ok(!readFileSync(join(dir, 'summary.md'), 'utf8').includes(TOKEN))
})
