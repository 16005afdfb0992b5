// Issue 9 acceptance, end to end through the CLI on a real git repository: a PR adds a config-management-plugin app,
// a kustomize `helmCharts` app and an in-repo umbrella chart whose dependencies are not vendored. With the network
// allowed (the loopback chart repository listed exactly in allowedHosts) and the plugin declared in the base config,
// all three render and the PR passes; offline, all three are outcome `unknown` with the reason, the headline says they
// were not analysed, and the PR still passes (exit 0); with failOnUnknown the same offline run blocks (exit 1).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { stringify } from 'yaml'
import type { Report } from '../../src/report/model.js'
import { startChartRepo, type ChartRepo } from '../helpers/chart-repo.js'
import { assertVerdictEverywhere, renderAll } from '../helpers/formats.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'

const cli = new URL('../../src/cli/main.ts', import.meta.url).pathname

let charts: ChartRepo
before(async () => {
  charts = await startChartRepo([
    { name: 'hello', version: '1.2.0' },
    { name: 'redis-lite', version: '0.3.0' }
  ])
})
after(() => charts.close())

/** The pull request on a new repository with its own (cold) chart cache; returns the repository dir. */
function pullRequest(): string {
  const host = charts.url.replace('http://', '')
  const application = (name: string, source: Record<string, unknown>) =>
    stringify({
      apiVersion: 'argoproj.io/v1alpha1',
      kind: 'Application',
      metadata: { name, namespace: 'argocd' },
      spec: {
        project: 'default',
        source: { repoURL: ORIGIN, targetRevision: 'HEAD', ...source },
        destination: { server: 'https://kubernetes.default.svc', namespace: name },
        syncPolicy: { automated: { prune: true } }
      }
    })
  // Base: the guard's own config (read from the base revision) declares the plugin, lists exactly the loopback chart
  // repository, and sets Argo CD's kustomize.buildOptions --enable-helm.
  const repo = makeRepo({
    '.prune-guard.yaml': stringify({
      allowedHosts: [host],
      kustomizeBuildOptions: ['--enable-helm'],
      chartCacheDir: tempDir('pg-accept-cache-'),
      checkDeterminism: false,
      plugins: [
        {
          apiVersion: 'argoproj.io/v1alpha1',
          kind: 'ConfigManagementPlugin',
          metadata: { name: 'cat-yaml' },
          spec: { generate: { command: ['sh', '-c'], args: ['cat *.yaml | sed -e "s/__APP__/$ARGOCD_APP_NAME/"'] } }
        }
      ]
    }),
    'README.md': 'gitops\n'
  })
  // Head: the PR adds the three apps.
  commit(
    repo,
    {
      'apps/plug.yaml': application('plug', { path: 'workloads/plug', plugin: { name: 'cat-yaml' } }),
      'workloads/plug/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plug-settings\ndata:\n  app: __APP__\n',
      'apps/inflate.yaml': application('inflate', { path: 'workloads/inflate' }),
      'workloads/inflate/kustomization.yaml': `helmCharts:\n- name: hello\n  repo: ${charts.url}\n  version: 1.2.0\n  releaseName: inflate\n`,
      'apps/umbrella.yaml': application('umbrella', { path: 'charts/umbrella' }),
      'charts/umbrella/Chart.yaml': `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: redis-lite\n    version: "0.3.0"\n    repository: "${charts.url}"\n`,
      'charts/umbrella/values.yaml': 'greeting: hi\n',
      'charts/umbrella/templates/cm.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: umbrella-own\ndata:\n  greeting: {{ .Values.greeting | quote }}\n'
    },
    'add three apps'
  )
  return repo
}

/** The CLI in a child process; asynchronous, so the loopback chart repository in this process keeps answering. */
async function run(repo: string, ...extra: string[]): Promise<{ code: number | null; report: Report; stderr: string }> {
  const { helmPath, kustomizePath } = devBinaries()
  const out = join(tempDir(), 'report.json')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--output', out, ...extra],
    {
      env: { ...process.env, PRUNE_GUARD_HELM: helmPath, PRUNE_GUARD_KUSTOMIZE: kustomizePath },
      stdio: ['ignore', 'ignore', 'pipe']
    }
  )
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const code = await new Promise<number | null>((ok) => child.on('close', ok))
  let report: Report
  try {
    report = JSON.parse(readFileSync(out, 'utf8')) as Report
  } catch {
    assert.fail(`no report (exit ${code}): ${stderr}`)
  }
  return { code, report, stderr }
}

const NAMES = ['inflate', 'plug', 'umbrella']
const created = (r: Report, app: string) =>
  r.apps
    .find((a) => a.name === app)!
    .create.map((x) => `${x.kind}/${x.name}`)
    .sort()

test('issue 9 acceptance: network allowed and the plugin declared: plugin, helmCharts and unvendored umbrella apps all render; the PR passes', async () => {
  const before = charts.requests.length
  const { code, report, stderr } = await run(pullRequest())
  assert.equal(
    code,
    0,
    stderr +
      JSON.stringify(report.apps.map((a) => [a.name, a.outcome, a.outcomeReason, a.error])) +
      JSON.stringify(report.findings.map((f) => [f.rule, f.app, f.message]))
  )
  assert.equal(report.verdict, 'pass')
  assert.deepEqual(report.apps.map((a) => a.name).sort(), NAMES)
  for (const a of report.apps) assert.equal(a.outcome, 'analysed', `${a.name}: ${a.outcomeReason ?? a.error ?? ''}`)
  assert.deepEqual(created(report, 'plug'), ['ConfigMap/plug-settings'])
  assert.deepEqual(created(report, 'inflate'), ['ConfigMap/hello-cm'])
  assert.deepEqual(created(report, 'umbrella'), ['ConfigMap/redis-lite-cm', 'ConfigMap/umbrella-own'])
  assert.equal(report.summary.unknownApps, 0)
  assert.ok(!report.findings.some((f) => f.blocking), JSON.stringify(report.findings))
  // The charts really came from the loopback repository (helmCharts pull and `helm dependency build`).
  assert.ok(
    charts.requests.slice(before).some((p) => p.endsWith('hello-1.2.0.tgz')),
    charts.requests.join(' ')
  )
  assert.ok(
    charts.requests.slice(before).some((p) => p.endsWith('redis-lite-0.3.0.tgz')),
    charts.requests.join(' ')
  )
  const out = await renderAll(report)
  assertVerdictEverywhere(out, 'pass')
  assert.match(out.text, /^PASS · 3 apps changed of 3/m)
  assert.match(out.log, /^Prune Guard: PASS · /m)
  for (const [name, body] of Object.entries(out)) assert.doesNotMatch(body, /not analysed|not-analysed/, name)
})

test('issue 9 acceptance: offline, all three are unknown with their reason, the headline says so, and the PR passes; failOnUnknown blocks', async () => {
  const before = charts.requests.length
  const repo = pullRequest()
  const { code, report, stderr } = await run(repo, '--offline')
  assert.equal(code, 0, stderr)
  assert.equal(report.verdict, 'pass')
  assert.deepEqual(report.apps.map((a) => a.name).sort(), NAMES)
  for (const a of report.apps) {
    assert.equal(a.outcome, 'unknown', a.name)
    assert.ok((a.outcomeReason ?? '').length > 0, `${a.name} has a reason`)
  }
  const reason = (n: string) => report.apps.find((a) => a.name === n)!.outcomeReason!
  assert.match(reason('inflate'), /network is off/)
  assert.match(reason('umbrella'), /redis-lite .* is not fetched for `helm dependency build` \(named in Chart\.yaml\): the network is off/)
  // A plugin's commands may fetch from anywhere, so offline none runs.
  assert.match(reason('plug'), /plugin cat-yaml was not run because the network is off/)
  assert.equal(report.summary.unknownApps, 3)
  assert.ok(!report.findings.some((f) => f.blocking || f.rule === 'render-error'), JSON.stringify(report.findings))
  assert.equal(charts.requests.length, before, 'offline fetches nothing')
  const out = await renderAll(report)
  assertVerdictEverywhere(out, 'pass')
  assert.match(out.text, /^PASS · 3 apps changed of 3 \(3 not analysed\)/m)
  assert.match(out.markdown, /^## ⚠️ Argo CD Prune Guard: passed, 3 apps not analysed$/m)
  for (const n of NAMES) assert.match(out.markdown, new RegExp(`\\| ${n} \\(added, not analysed\\) \\|`))
  assert.match(out.sarif, /"ruleId": ?"not-analysed"/)
  assert.match(out.summary, /passed, 3 apps not analysed/)
  assert.match(out.log, /^Prune Guard: PASS · .*3 not analysed/m)

  const strict = await run(repo, '--offline', '--fail-on-unknown')
  assert.equal(strict.code, 1, strict.stderr)
  assert.equal(strict.report.verdict, 'fail')
  assert.deepEqual(
    strict.report.findings
      .filter((f) => f.blocking)
      .map((f) => f.app)
      .sort(),
    NAMES
  )
})
