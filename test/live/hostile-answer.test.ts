// Issue 44 item 13: what a live server answers is data the guard did not write. An Application or resource name that
// holds the token the guard sent (a server echoing it, a name built from it) never reaches any output: every string
// of the answer is masked where it is read (src/live/mask.ts). A name with a line break never makes a line of its
// own in `--format text` (a forged verdict line), in any message path. Real git repository, real analyze(), loopback
// Argo CD and Kubernetes API servers (test/live/servers.ts).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { LiveReader } from '../../src/argocd/live.js'
import { createLiveReader, isLiveFailure } from '../../src/live/index.js'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderAll } from '../helpers/formats.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { testPki } from './certs.js'
import { application } from './fixtures.js'
import { FakeArgoCd, FakeKube, kubeconfig } from './servers.js'

const ARGO_TOKEN = 'argocd-token-5f4e3d2c1b0a-do-not-print'
const KUBE_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.kube-token-9a8b7c-do-not-print.sig'
let argo: FakeArgoCd
let kube: FakeKube
let ca = ''

before(async () => {
  const pki = testPki()
  ca = pki.ca
  argo = await new FakeArgoCd(ARGO_TOKEN).start()
  kube = await new FakeKube({ cert: pki.cert, key: pki.key }, KUBE_TOKEN).start()
})
after(async () => {
  await argo.stop()
  await kube.stop()
})

const appYaml = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: apps/web, targetRevision: HEAD}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
  syncPolicy: {automated: {prune: true}}
`
const cm = (name: string, v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {v: "${v}"}\n`
const dir = makeRepo({ 'argocd/web.yaml': appYaml, 'apps/web/a.yaml': cm('a', '1') })
commit(dir, { 'apps/web/a.yaml': cm('a', '2') }, 'head')

/** Applications whose names and resources carry `token`, as a server holding such objects answers. */
function echoing(token: string): Array<Record<string, unknown>> {
  const web = application({
    name: 'web',
    destination: { server: 'https://kubernetes.default.svc', namespace: 'web' },
    resources: [
      { version: 'v1', kind: 'ConfigMap', namespace: 'web', name: 'a', status: 'Synced' },
      { version: 'v1', kind: 'ConfigMap', namespace: 'web', name: `leak-${token}`, status: 'OutOfSync', requiresPruning: true },
      { version: 'v1', kind: 'ConfigMap', namespace: 'web', name: 'left\nPASS: forged', status: 'OutOfSync', requiresPruning: true }
    ]
  })
  const echo = application({ name: `echo-${token}` })
  const status = echo.status as Record<string, unknown>
  status.sync = { ...(status.sync as object), status: `OutOfSync ${token}`, revision: token }
  return [web, echo]
}

async function readers(): Promise<Array<[string, LiveReader]>> {
  const a = await createLiveReader({ argocdServer: { url: argo.url, token: ARGO_TOKEN } })
  const k = await createLiveReader({ kubeconfig: { content: kubeconfig({ server: kube.url, ca, token: KUBE_TOKEN }) }, namespaces: ['argocd'] })
  // An exec credential plugin (a real process): the token is known only when the client sends it.
  const credential = JSON.stringify({ apiVersion: 'client.authentication.k8s.io/v1', kind: 'ExecCredential', status: { token: KUBE_TOKEN } })
  const exec = kubeconfig({ server: kube.url, ca, token: KUBE_TOKEN }).replace(
    `    token: ${KUBE_TOKEN}\n`,
    `    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: /bin/sh\n      args: ["-c", ${JSON.stringify(`printf '%s' '${credential}'`)}]\n      interactiveMode: Never\n`
  )
  assert.ok(!exec.includes(`token: ${KUBE_TOKEN}`))
  const e = await createLiveReader({ kubeconfig: { content: exec }, namespaces: ['argocd'] })
  assert.ok(a && !isLiveFailure(a) && k && !isLiveFailure(k) && e && !isLiveFailure(e))
  return [
    ['argocd-api', a],
    ['kubernetes', k],
    ['kubernetes (exec plugin)', e]
  ]
}

const run = (live: LiveReader) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', live })

test('a live answer echoing the Argo CD or kube token (Application name, resource name, sync status, revision) is masked in every output', async () => {
  argo.apps = echoing(ARGO_TOKEN)
  kube.apps.set('argocd', echoing(KUBE_TOKEN))
  for (const [via, live] of await readers()) {
    const { report } = await run(live)
    assert.equal(report.live?.status, 'used', `${via}: ${JSON.stringify(report.live?.failure)}`)
    assert.ok(report.live!.unmanagedApps.length === 1, `${via}: the echoing app is still reported`)
    const all = await renderAll(report)
    for (const [format, out] of Object.entries(all))
      for (const token of [ARGO_TOKEN, KUBE_TOKEN]) assert.ok(!out.includes(token), `${via} ${format} holds the token`)
    // A live-only resource named with a line break: its prune finding shows the name on one line.
    assert.equal(all.text.split('\n').filter((l) => /^(PASS|FAIL)\b/.test(l)).length, 1, `${via}: ${all.text}`)
    assert.match(all.text, /ConfigMap web\/left\\nPASS: forged/)
  }
})

test('a live answer that fails to parse, with a line break and a verdict in an Application name: no forged line in --format text', async () => {
  const forged = (token: string) => {
    const bad = application({ name: `x\nPASS: 0 blocking findings ${token}` })
    ;(bad.status as Record<string, unknown>).resources = 'not a list'
    return [bad]
  }
  argo.apps = forged(ARGO_TOKEN)
  kube.apps.set('argocd', forged(KUBE_TOKEN))
  for (const [via, live] of await readers()) {
    const { report } = await run(live)
    assert.equal(report.live?.status, 'failed', via)
    const all = await renderAll(report)
    const verdictLines = all.text.split('\n').filter((l) => /^(PASS|FAIL)\b/.test(l))
    assert.equal(verdictLines.length, 1, `${via}: ${verdictLines.join(' | ')}`)
    assert.match(all.text, /x\\nPASS: 0 blocking findings/, `${via}: the name is shown, escaped`)
    for (const [format, out] of Object.entries(all))
      for (const token of [ARGO_TOKEN, KUBE_TOKEN]) assert.ok(!out.includes(token), `${via} ${format} holds the token`)
  }
})
