// The CLI's live-mode flags (issue 13): the reader is built from --argocd-server + ARGOCD_AUTH_TOKEN and handed to the
// analysis; a live source never changes the exit status of a run on its own and the token never shows in any output.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { makeRepo, commit } from '../helpers/git.js'
import { devBinaryArgs, runCli, type CliResult } from '../helpers/cli.js'
import { tempDir } from '../helpers/tools.js'
import { application } from '../live/fixtures.js'
import { FakeArgoCd } from '../live/servers.js'

const TOKEN = 'cli-argocd-token.never-printed.5678'
let server: FakeArgoCd

const APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: shop
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/example/gitops.git
    path: apps/shop
    targetRevision: HEAD
  destination:
    server: https://kubernetes.default.svc
    namespace: shop
  syncPolicy:
    automated:
      prune: true
`
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  k: v\n`

let repo: string
before(async () => {
  server = await new FakeArgoCd(TOKEN).start()
  server.apps = [application({ name: 'shop', destination: { server: 'https://kubernetes.default.svc', namespace: 'shop' } })]
  repo = makeRepo({ 'apps/shop.yaml': APP, 'apps/shop/a.yaml': cm('a'), 'apps/shop/b.yaml': cm('b') })
  commit(repo, { 'apps/shop/a.yaml': cm('a').replace('k: v', 'k: w') }, 'head', ['apps/shop/b.yaml'])
})
after(() => server.stop())

/** The loopback server lives in this process too and answers while the run awaits it. */
const run = (args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> => runCli([...args, ...devBinaryArgs()], { env })

test('CLI live mode: --argocd-server with ARGOCD_AUTH_TOKEN adds what the cluster tracks; unreachable falls back with a warning; the token is never printed', async () => {
  const base = ['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--verbose']
  const offline = await run(base, { ARGOCD_AUTH_TOKEN: undefined })
  assert.equal(offline.code, 0, offline.stderr)
  assert.equal(JSON.parse(offline.stdout).live, undefined, 'offline: no live section')
  // The cluster tracks shop-config, shop-web and the PVC shop-data, which no render produces: live mode prunes them.
  const live = await run([...base, '--argocd-server', server.url, '--live-namespace', 'argocd'], { ARGOCD_AUTH_TOKEN: TOKEN })
  const lr = JSON.parse(live.stdout)
  assert.equal(lr.live.status, 'used', live.stderr)
  const shop = lr.apps.find((a: { name: string }) => a.name === 'shop')
  const pvc = shop.prune.find((p: { kind: string }) => p.kind === 'PersistentVolumeClaim')
  assert.equal(pvc?.name, 'shop-data')
  assert.ok(pvc.live, 'the prune row says it comes from the cluster')
  assert.ok(!shop.prune.some((p: { kind: string }) => p.kind === 'Job'), 'hooks are never pruned')
  assert.equal(live.code, 1, 'deleting a PVC blocks')
  assert.ok(!live.stdout.includes(TOKEN) && !live.stderr.includes(TOKEN))
  // An unreachable server is not an error of the run: the offline answer stands, with a visible warning.
  const down = await run(['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--argocd-server', 'http://127.0.0.1:1'], {
    ARGOCD_AUTH_TOKEN: TOKEN
  })
  assert.equal(down.code, offline.code, down.stderr)
  assert.equal(JSON.parse(down.stdout).live.status, 'failed')
  assert.match(down.stderr, /prune-guard: warning: .*127\.0\.0\.1:1/, 'the fallback is said on stderr without --verbose')
  assert.ok(!down.stdout.includes(TOKEN) && !down.stderr.includes(TOKEN))
})

test('CLI live mode: the Argo CD API server sees the list request with the bearer token', async () => {
  server.requests = []
  const r = await run(['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--argocd-server', server.url], { ARGOCD_AUTH_TOKEN: TOKEN })
  assert.ok(r.code === 0 || r.code === 1, r.stderr)
  assert.ok(
    server.requests.some((q) => q.path === '/api/v1/applications' && q.auth === `Bearer ${TOKEN}`),
    JSON.stringify(server.requests.map((q) => q.path))
  )
  assert.ok(!r.stdout.includes(TOKEN) && !r.stderr.includes(TOKEN))
})

test('CLI live mode: flags that cannot work exit 2 naming the flag and the fix', async () => {
  const base = ['--repo', repo, '--base', 'HEAD']
  const noToken = await run([...base, '--argocd-server', server.url], { ARGOCD_AUTH_TOKEN: undefined })
  assert.equal(noToken.code, 2)
  assert.match(noToken.stderr, /no token for http:\/\/127\.0\.0\.1:\d+: set ARGOCD_AUTH_TOKEN/)
  const both = await run([...base, '--argocd-server', server.url, '--kubeconfig', 'kc.yaml'], { ARGOCD_AUTH_TOKEN: TOKEN })
  assert.equal(both.code, 2)
  assert.match(both.stderr, /not both/)
  assert.ok(!both.stderr.includes(TOKEN))
  const missing = await run([...base, '--kubeconfig', join(tempDir(), 'nope')])
  assert.equal(missing.code, 2)
  assert.match(missing.stderr, /kubeconfig '.*nope'\): cannot read the file/)
  const ca = await run([...base, '--argocd-ca-file', 'ca.pem'])
  assert.equal(ca.code, 2)
  assert.match(ca.stderr, /--argocd-ca-file needs --argocd-server/)
})

test('CLI --live-timeout: a server slower than the bound falls back to the offline answer with the warning; bad values exit 2', async () => {
  const base = ['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json']
  server.delayMs = 4000
  try {
    const t0 = Date.now()
    const slow = await run([...base, '--argocd-server', server.url, '--live-timeout', '1'], { ARGOCD_AUTH_TOKEN: TOKEN })
    const offline = await run(base, { ARGOCD_AUTH_TOKEN: undefined })
    assert.equal(slow.code, offline.code, slow.stderr)
    assert.equal(JSON.parse(slow.stdout).live.status, 'failed')
    // The request's own timer (min(15 s, 1 s)) and the bound on the whole read fire together; either one says so.
    assert.match(
      slow.stderr,
      /prune-guard: warning: live mode failed \(the request timed out\): .*(did not answer|did not finish) within 1 s .*--live-timeout.* Falling back to the offline answer\./
    )
    // The message above says which bound fired; this only catches a hang (generous for a loaded machine).
    assert.ok(Date.now() - t0 < 60_000)
    assert.ok(!slow.stderr.includes(TOKEN))
  } finally {
    server.delayMs = 0
  }
  for (const bad of ['abc', '0', '601']) {
    const r = await run(['--repo', repo, '--base', 'HEAD', '--argocd-server', server.url, '--live-timeout', bad], { ARGOCD_AUTH_TOKEN: TOKEN })
    assert.equal(r.code, 2, r.stderr)
    assert.match(r.stderr, new RegExp(`prune-guard: --live-timeout: '${bad}' is not a number of seconds \\(1-600\\)`))
  }
  const alone = await run(['--repo', repo, '--base', 'HEAD', '--live-timeout', '30'])
  assert.equal(alone.code, 2)
  assert.match(alone.stderr, /--live-timeout needs --kubeconfig or --argocd-server/)
})

test('CLI --help documents --live-timeout', async () => {
  const r = await run(['--help'])
  assert.equal(r.code, 0)
  assert.match(r.stdout, /--live-timeout <s> +bound on the whole live read, 1-600 seconds \(default 120\)/)
})
