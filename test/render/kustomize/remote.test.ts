// Issue 9 item 2 and issue 8 item 5, kustomize parts: remote bases from a git remote on loopback and helmCharts from
// a chart repository on loopback render when the network is on and the host is listed exactly in allowedHosts;
// offline (or unlisted) they are "not rendered" with the reason and nothing reaches the server. The build's
// environment reaches no other host (nested references to an unlisted server fail), and `--enable-helm` works with
// the pinned Helm 4 through the wrapper for kustomize 5.7's `helm version -c` probe.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { execFile, execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { writeHelmWrapper } from '../../../src/render/kustomize/helm.js'
import { DEAD_PROXY, fetchEnv } from '../../../src/render/kustomize/network.js'
import { NotRenderedError } from '../../../src/render/types.js'
import type { RenderOutput } from '../../../src/render/types.js'
import { startChartRepo, writeChart, type ChartRepo } from '../../helpers/chart-repo.js'
import { bareRepo, serveGit, type GitHttpServer } from '../../helpers/git-http.js'
import { devToolbox, tempDir } from '../../helpers/tools.js'
import { builds, obj, render, repo, treeDigest } from '../../fixtures/kustomize/harness.js'

const execFileP = promisify(execFile)

const CM = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`
let remote: GitHttpServer
let other: GitHttpServer
let charts: ChartRepo

before(async () => {
  remote = await serveGit(bareRepo('infra', { 'base/kustomization.yaml': 'resources:\n- cm.yaml\n', 'base/cm.yaml': CM('remote-cm') }))
  other = await serveGit(bareRepo('other', { 'base/kustomization.yaml': 'resources:\n- cm.yaml\n', 'base/cm.yaml': CM('other-cm') }))
  charts = await startChartRepo([{ name: 'hello', version: '1.2.0' }])
})
after(async () => {
  await Promise.all([remote.close(), other.close(), charts.close()])
})

const online = (...hosts: string[]) => ({ network: true, allowedHosts: hosts })
const gitRequests = (s: GitHttpServer) => s.requests.filter((p) => /info\/refs|git-upload-pack/.test(p)).length

async function notRendered(p: Promise<RenderOutput>, ...patterns: RegExp[]): Promise<string> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x
  )
  assert.ok(e instanceof NotRenderedError, `expected not rendered, got ${String(e)}`)
  for (const re of patterns) assert.match(e.message, re)
  return e.message
}

test('remote base: served by git on loopback, rendered when the network is on and allowedHosts lists the host:port', async () => {
  for (const url of [`${remote.url}/infra.git//base?ref=v1`, `git::${remote.url}/infra.git//base?ref=v1`]) {
    const root = repo({ 'app/kustomization.yaml': `resources:\n- ../base\n- ${url}\n` })
    const before = gitRequests(remote)
    const out = await render(root, 'app', undefined, { network: online(remote.host) })
    assert.ok(obj(out, 'ConfigMap', 'remote-cm'))
    assert.ok(obj(out, 'Service', 'web'))
    assert.ok(gitRequests(remote) > before)
    assert.ok(
      out.warnings.some((w) => w.includes(url) && /network dependency/.test(w)),
      out.warnings.join('\n')
    )
  }
})

test('remote base: offline, or a host not in allowedHosts, is not rendered with the reason and nothing is fetched', async () => {
  const url = `${remote.url}/infra.git//base?ref=v1`
  const root = repo({ 'app/kustomization.yaml': `resources:\n- ../base\n- ${url}\n` })
  const seen = remote.requests.length
  await notRendered(render(root, 'app', undefined, { network: { network: false, allowedHosts: [remote.host] } }), /network is off/, /app\/kustomization\.yaml/)
  await notRendered(render(root, 'app'), /network is off/)
  // Online, but only the default public hosts (a loopback address is never allowed unless listed exactly).
  await notRendered(
    render(root, 'app', undefined, { network: online('github.com', '127.0.0.1:1') }),
    /not in allowedHosts/,
    /allowedHosts in \.prune-guard\.yaml/
  )
  await notRendered(render(root, 'app', undefined, { network: online('*.0.0.1') }), /internal address/)
  assert.equal(remote.requests.length, seen)
})

test('remote base: the build environment reaches no other host (a nested remote on an unlisted server is never cloned)', async () => {
  // The allowed remote's base pulls in a base from a second server that the policy did not approve.
  const nested = await serveGit(
    bareRepo('nested', {
      'base/kustomization.yaml': `resources:\n- cm.yaml\n- ${other.url.replace('127.0.0.1', 'localhost')}/other.git//base?ref=v1\n`,
      'base/cm.yaml': CM('nested-cm')
    })
  )
  try {
    const root = repo({ 'app/kustomization.yaml': `resources:\n- ${nested.url}/nested.git//base?ref=v1\n` })
    const before = gitRequests(other)
    await notRendered(render(root, 'app', undefined, { network: online(nested.host) }), /could not fetch/)
    assert.ok(gitRequests(nested) > 0)
    assert.equal(gitRequests(other), before)
  } finally {
    await nested.close()
  }
})

test('helmCharts with --enable-helm render with the pinned Helm 4 (the `helm version -c` probe goes through the wrapper)', async () => {
  const root = repo({ 'app/kustomization.yaml': 'helmCharts:\n- name: local\n  releaseName: rel\n  valuesInline:\n    greeting: hi\n' })
  writeChart(`${root}/app/charts`, { name: 'local', version: '0.1.0' })
  const out = await render(root, 'app', undefined, { buildOptions: ['--enable-helm'] })
  assert.equal(obj(out, 'ConfigMap', 'local-cm').data.greeting, 'hi')
  const argv = builds(out)[0]!
  const wrapper = argv[argv.indexOf('--helm-command') + 1]!
  assert.match(wrapper, /kustomize-[^/]+\/helm$/)
})

test('helmCharts from a chart repository: pulled when allowed, not rendered offline or when the host is not listed', async () => {
  const root = repo({ 'app/kustomization.yaml': `helmCharts:\n- name: hello\n  repo: ${charts.url}\n  version: 1.2.0\n  releaseName: rel\n` })
  const seen = charts.requests.length
  await notRendered(render(root, 'app', undefined, { buildOptions: ['--enable-helm'] }), /Helm chart repository/, /network is off/)
  await notRendered(render(root, 'app', undefined, { buildOptions: ['--enable-helm'], network: online('charts.example.com') }), /not in allowedHosts/)
  assert.equal(charts.requests.length, seen)
  const before = treeDigest(root)
  const out = await render(root, 'app', undefined, { buildOptions: ['--enable-helm'], network: online(charts.url.replace('http://', '')) })
  assert.equal(obj(out, 'ConfigMap', 'hello-cm').data.version, '1.2.0')
  assert.ok(charts.count('/index.yaml') > 0)
  // The pulled chart went to a throwaway copy, not into the shared checkout.
  assert.equal(treeDigest(root), before)
})

test('fetch environment: git may use only the approved schemes (never file or ext), every proxy variable is the dead proxy', () => {
  const ref = (url: string, via: 'git' | 'http' | 'helm', scheme: string) => ({ url, via, scheme, file: 'k', field: 'resources' })
  const env = fetchEnv([ref('http://127.0.0.1:9/x.git//b', 'git', 'http'), ref('https://charts.example.com', 'helm', 'https')], '/home')
  assert.equal(env.GIT_ALLOW_PROTOCOL, 'http')
  assert.equal(env.NO_PROXY, '127.0.0.1:9,charts.example.com')
  assert.equal(env.HTTPS_PROXY, DEAD_PROXY)
  const keys = Object.keys(env)
    .filter((k) => k.startsWith('GIT_CONFIG_KEY_'))
    .map((k) => `${env[k]}=${env[k.replace('KEY', 'VALUE')]}`)
  assert.ok(
    keys.includes(`http.proxy=${DEAD_PROXY}`) && keys.includes('http.http://127.0.0.1:9/.proxy=') && keys.includes('protocol.file.allow=never'),
    keys.join(' ')
  )
  assert.match(env.GIT_SSH_COMMAND!, /^ssh -F \/dev\/null .*-o IdentitiesOnly=yes -o IdentityFile=\/dev\/null -o IdentityAgent=none/)
  assert.equal(env.HOME, '/home')
  const none = fetchEnv([], '/home')
  assert.equal(none.GIT_ALLOW_PROTOCOL, 'none')
  assert.equal(none.NO_PROXY, '')
})

test('remote base with --load-restrictor LoadRestrictionsNone is not rendered (its files cannot be checked before the build)', async () => {
  const url = `${remote.url}/infra.git//base?ref=v1`
  const root = repo({ 'app/kustomization.yaml': `resources:\n- ${url}\n` })
  const seen = remote.requests.length
  await notRendered(
    render(root, 'app', undefined, { network: online(remote.host), buildOptions: ['--load-restrictor=LoadRestrictionsNone'] }),
    /LoadRestrictionsNone/,
    /infra\.git/
  )
  assert.equal(remote.requests.length, seen)
})

test('helm wrapper: answers `version -c --short` as Helm 3 for kustomize 5.7, and helm never sees a configHome of the PR', async () => {
  const dir = tempDir('pg-wrapper-')
  const real = await devToolbox().helm()
  const wrapper = await writeHelmWrapper(dir, real)
  const probe = await execFileP(wrapper, ['version', '-c', '--short'], { env: { PATH: process.env.PATH ?? '' } })
  assert.match(probe.stdout, /^v3\.0\.0\+compat-v4\.\d+\.\d+/)
  // Everything else reaches the resolved binary unchanged, argument by argument (here /usr/bin/env running sh).
  const envTool = { name: 'helm' as const, command: '/usr/bin/env', prefixArgs: [], origin: 'test' }
  const echo = await writeHelmWrapper(tempDir('pg-wrapper-'), envTool)
  const r = await execFileP(echo, ['sh', '-c', 'printf "%s|%s|%s" "$HELM_CONFIG_HOME" "$HELM_REGISTRY_CONFIG" "$1"', 'x', 'a b;$(id)'], {
    env: { PATH: process.env.PATH ?? '', HELM_CONFIG_HOME: '/home/runner/.config/helm', HELM_REGISTRY_CONFIG: '/home/runner/.config/helm/registry/config.json' }
  })
  const [config, registry, arg] = r.stdout.split('|')
  assert.match(config!, /\/pg-wrapper-[^/]+\/helm-home\/config$/)
  assert.equal(registry, '')
  assert.equal(arg, 'a b;$(id)')
})

const hasBwrap = (() => {
  try {
    execFileSync('bwrap', ['--unshare-all', '--die-with-parent', '--ro-bind', '/', '/', '--', 'true'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
const noBwrap = { skip: !hasBwrap && 'bubblewrap cannot run here (.ci/run installs it)' }

/** An HTTP server on loopback that records every request and serves a ConfigMap. */
async function recordingServer(): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = []
  const server = createServer((req, res) => {
    hits.push(req.url ?? '')
    res.end(CM('internal-cm'))
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((ok) => server.close(() => ok())) }
}

test(
  'hardening item 8: a nested remote file on the runner’s loopback, listed by an allowed remote base, is never fetched (contained build)',
  noBwrap,
  async () => {
    const internal = await recordingServer()
    const nested = await serveGit(
      bareRepo('nested', { 'base/kustomization.yaml': `resources:\n- cm.yaml\n- ${internal.url}/secret.yaml\n`, 'base/cm.yaml': CM('nested-cm') })
    )
    try {
      const root = repo({ 'app/kustomization.yaml': `resources:\n- ${nested.url}/nested.git//base?ref=v1\n` })
      const e = await render(root, 'app', undefined, { network: online(nested.host), contain: true }).then(
        () => undefined,
        (x: unknown) => x
      )
      assert.ok(e instanceof NotRenderedError, `the build is not rendered (the guard's limit, never a blocking error): ${String(e)}`)
      assert.match(e.message, /could not fetch its remote references/)
      assert.ok(gitRequests(nested) > 0, 'the allowed remote base was fetched, through the namespace')
      assert.deepEqual(internal.hits, [], 'nothing reached the loopback service')
      // Without containment the same build reaches it (Go never proxies loopback): the exposure documented in docs/security.md.
      await render(root, 'app', undefined, { network: online(nested.host) }).catch(() => undefined)
      assert.deepEqual(internal.hits, ['/secret.yaml'])
    } finally {
      await Promise.all([nested.close(), internal.close()])
    }
  }
)

test('contained build: an allowed remote base on loopback and an allowed helmCharts repository still render', noBwrap, async () => {
  const root = repo({ 'app/kustomization.yaml': `resources:\n- ../base\n- ${remote.url}/infra.git//base?ref=v1\n` })
  const out = await render(root, 'app', undefined, { network: online(remote.host), contain: true })
  assert.ok(obj(out, 'ConfigMap', 'remote-cm'))
  const chartsRoot = repo({ 'app/kustomization.yaml': `helmCharts:\n- name: hello\n  repo: ${charts.url}\n  version: 1.2.0\n  releaseName: rel\n` })
  const host = charts.url.replace('http://', '')
  const pulled = await render(chartsRoot, 'app', undefined, { network: online(host), contain: true, buildOptions: ['--enable-helm'] })
  assert.ok(pulled.docs.length > 0)
})
