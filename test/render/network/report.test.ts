// Issue 8 item 5 and issue 9 item 2 end to end: a pull request adds apps whose rendering would fetch from a loopback
// server standing for a cloud metadata endpoint (URL value file, URL fileParameters, Helm repository, OCI registry
// named without a scheme, an unvendored chart dependency). With the network off and with the host not allowed, the
// server is never asked, every app is "not rendered" with the reason (not a blocking render error), and the answer
// appears in no report format. Allowed exactly as 127.0.0.1:PORT, the value file is fetched and rendered.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { analyze } from '../../../src/pipeline/analyze.js'
import { isSchemelessOci, remoteChartRef } from '../../../src/render/helm/remote-chart.js'
import { sourceKind } from '../../../src/render/app.js'
import type { Report } from '../../../src/report/model.js'
import { commit, makeRepo, ORIGIN } from '../../helpers/git.js'
import { devBinaries, tempDir } from '../../helpers/tools.js'
import { serveDir, serveSecret, source, startChartRepo, type LoopbackServer } from '../../helpers/chart-repo.js'
import { assertVerdictEverywhere, eachFormat, renderAll } from '../../helpers/formats.js'

const SECRET = 'ASIA-instance-role-token-7c1e'
let secret: LoopbackServer
let values: LoopbackServer

before(async () => {
  secret = await serveSecret(`leak: ${SECRET}\n`)
  const dir = tempDir('pg-vals-')
  writeFileSync(join(dir, 'v.yaml'), 'fromUrl: remote-value\n')
  values = await serveDir(dir)
})
after(async () => {
  await secret.close()
  await values.close()
})

const app = (name: string, src: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  source:
${src.replace(/^/gm, '    ')}
  destination: {server: 'https://kubernetes.default.svc', namespace: ${name}}
  syncPolicy: {automated: {prune: true}}
`
const CHART = {
  'Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.1.0\n',
  'templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: {{ .Values | toJson | quote }}\n'
}

function repoFor(valuesUrl: string): string {
  const dir = makeRepo({ 'README.md': 'gitops\n' })
  const port = new URL(secret.url).port
  commit(
    dir,
    {
      ...Object.fromEntries(Object.entries(CHART).map(([k, v]) => [`charts/local/${k}`, v])),
      'charts/umbrella/Chart.yaml': `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: x\n    version: 1.0.0\n    repository: ${secret.url}\n`,
      'charts/umbrella/templates/cm.yaml': CHART['templates/cm.yaml'],
      'apps/values-url.yaml': app('values-url', `repoURL: ${ORIGIN}\npath: charts/local\nhelm:\n  valueFiles: [${valuesUrl}]`),
      'apps/file-param.yaml': app(
        'file-param',
        `repoURL: ${ORIGIN}\npath: charts/local\nhelm:\n  fileParameters: [{name: p, path: '${secret.url}/latest/meta-data/iam/security-credentials/role'}]`
      ),
      'apps/helm-repo.yaml': app('helm-repo', `repoURL: ${secret.url}\nchart: x\ntargetRevision: 1.0.0`),
      'apps/oci-schemeless.yaml': app('oci-schemeless', `repoURL: localhost:${port}/charts\nchart: x\ntargetRevision: 1.0.0`),
      'apps/umbrella.yaml': app('umbrella', `repoURL: ${ORIGIN}\npath: charts/umbrella`)
    },
    'add apps'
  )
  return dir
}

async function assertNothingLeaked(report: Report): Promise<void> {
  for (const [format, text] of await eachFormat(report)) assert.ok(!text.includes(SECRET), format)
  assertVerdictEverywhere(await renderAll(report), 'pass')
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'), 'not rendered is never a render error')
  assert.equal(report.verdict, 'pass')
}

const run = (dir: string, overrides: Record<string, unknown>) =>
  analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { chartCacheDir: tempDir('pg-cache-'), ...overrides } })

test('network off: nothing is fetched, every such app is not rendered with the reason, nothing leaks, nothing blocks', async () => {
  const dir = repoFor(`${secret.url}/latest/meta-data/`)
  const { report } = await run(dir, { network: false, allowedHosts: [new URL(secret.url).host] })
  assert.deepEqual(secret.requests, [])
  const reasons = Object.fromEntries(report.apps.map((a) => [a.name, a.notRendered]))
  assert.match(reasons['values-url']!, /values file .* network is off/)
  assert.match(reasons['file-param']!, /fileParameters entry p: .* network is off/)
  assert.match(reasons['helm-repo']!, /network is off/)
  assert.match(reasons['oci-schemeless']!, /OCI chart oci:\/\/localhost:\d+\/charts\/x .*network is off/)
  assert.match(reasons.umbrella!, /dependency x .* network is off/)
  await assertNothingLeaked(report)
})

test('network on, host not in allowedHosts (the default list): refused before any connection, with what to configure', async () => {
  const dir = repoFor(`${secret.url}/latest/meta-data/`)
  const { report } = await run(dir, {})
  assert.deepEqual(secret.requests, [])
  for (const name of ['values-url', 'file-param', 'helm-repo', 'oci-schemeless', 'umbrella']) {
    assert.match(report.apps.find((a) => a.name === name)!.notRendered ?? '', /not in allowedHosts; add it to allowedHosts in \.prune-guard\.yaml/, name)
  }
  await assertNothingLeaked(report)
})

test('network on and the values host listed exactly as 127.0.0.1:PORT: the URL value file is fetched and rendered', async () => {
  const dir = repoFor(`${values.url}/v.yaml`)
  const { report } = await run(dir, { allowedHosts: [new URL(values.url).host] })
  const a = report.apps.find((x) => x.name === 'values-url')!
  assert.equal(a.notRendered, null, a.notRendered ?? '')
  assert.equal(a.error, null)
  assert.ok(values.count('/v.yaml') >= 1)
  assert.deepEqual(
    a.create.map((c) => [c.kind, c.name]),
    [['ConfigMap', 'cm']]
  )
  assert.deepEqual(secret.requests, [], 'the other apps still name a host that is not listed')
})

test('R1.1.2 a repoURL without a scheme is an OCI registry when the source has a chart (Argo CD IsHelmOciRepo)', () => {
  for (const u of ['ghcr.io/org/charts', 'localhost:5000/charts', 'registry.example.com']) assert.ok(isSchemelessOci(u), u)
  // Go's url.Parse rejects a first segment with a colon that is no scheme (an IP with a port, scp-like git URLs).
  for (const u of ['https://charts.example.com', 'oci://ghcr.io/x', 'git@github.com:org/repo.git', '127.0.0.1:5000/a/b', '', '//host/x'])
    assert.ok(!isSchemelessOci(u), u)
  assert.equal(sourceKind(source({ repoURL: 'ghcr.io/org/charts', chart: 'x', targetRevision: '1.0.0' })), 'oci')
  assert.equal(sourceKind(source({ repoURL: 'github.com/org/repo', path: 'x', targetRevision: 'HEAD' })), 'git', 'no chart: git')
  const ref = remoteChartRef(source({ repoURL: 'ghcr.io/org/charts/', chart: 'x', targetRevision: '1.0.0' }))
  assert.deepEqual([ref.kind, ref.repo, ref.plainHttp], ['oci', 'oci://ghcr.io/org/charts/x', false])
  assert.equal(remoteChartRef(source({ repoURL: 'localhost:5000/charts', chart: 'x', targetRevision: '1' })).plainHttp, true)
  assert.equal(
    remoteChartRef(source({ repoURL: 'oci://ghcr.io/org/charts', chart: 'x', targetRevision: '1' })).key,
    ref.key,
    'same cache key as the oci:// form'
  )
})

test('issue 9: a PR adding an umbrella chart with unvendored dependencies renders when the repository is allowed, and passes', async () => {
  const charts = await startChartRepo([{ name: 'demo', version: '1.0.0' }])
  try {
    const dir = makeRepo({ 'README.md': 'gitops\n' })
    commit(
      dir,
      {
        'charts/umbrella/Chart.yaml': `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: demo\n    version: 1.0.0\n    repository: ${charts.url}\n`,
        'charts/umbrella/templates/cm.yaml': CHART['templates/cm.yaml'],
        'apps/umbrella.yaml': app('umbrella', `repoURL: ${ORIGIN}\npath: charts/umbrella`)
      },
      'add umbrella'
    )
    const { report } = await run(dir, { allowedHosts: [new URL(charts.url).host] })
    const a = report.apps.find((x) => x.name === 'umbrella')!
    assert.equal(a.notRendered, null, a.notRendered ?? '')
    assert.equal(a.error, null)
    assert.deepEqual(a.create.map((c) => c.name).sort(), ['cm', 'demo-cm'])
    assert.equal(report.verdict, 'pass')
  } finally {
    await charts.close()
  }
})
