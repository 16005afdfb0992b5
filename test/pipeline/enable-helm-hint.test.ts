// A repository that manages its own Argo CD (the argo-cd chart's values set kustomize.buildOptions: --enable-helm,
// as theepicsaxguy/homelab does) and a kustomization inflating a chart. The setting is adopted (issue 46, test/pipeline/
// adopt-argocd-settings.test.ts); with adoption turned off, the "not analysed" reason names the line to copy.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { devBinaries } from '../helpers/tools.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { applicationYaml } from '../helpers/apps.js'

const KUST = (v: string) => `helmCharts:\n  - name: x\n    repo: https://charts.example.com\n    version: ${v}\n`
const VALUES = "configs:\n  cm:\n    url: https://argocd.example.com\n    kustomize.buildOptions: '--enable-helm'\n"

test('R1.6.4: adoption off, the reason of a helmCharts app not analysed names where the repository sets --enable-helm (base revision)', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': 'adoptArgocdSettings: false\n',
    'apps/k.yaml': applicationYaml('k', 'kust', { repoURL: ORIGIN }),
    'kust/kustomization.yaml': KUST('1.0.0'),
    'infra/argocd/values.yaml': VALUES
  })
  commit(dir, { 'kust/kustomization.yaml': KUST('1.0.1') }, 'bump')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown')
  assert.match(a.outcomeReason ?? '', /infra\/argocd\/values\.yaml:4 sets kustomize\.buildOptions: "--enable-helm" \(base revision\)/)
  assert.match(a.outcomeReason ?? '', /set kustomizeBuildOptions: \["--enable-helm"\] in \.prune-guard\.yaml/)
  assert.equal(report.verdict, 'pass')
})

test('R1.6.4: a setting the pull request adds is not offered as a hint; the head side renders with it (then needs the chart repository)', async () => {
  const dir = makeRepo({ 'apps/k.yaml': applicationYaml('k', 'kust', { repoURL: ORIGIN }), 'kust/kustomization.yaml': KUST('1.0.0') })
  commit(dir, { 'kust/kustomization.yaml': KUST('1.0.1'), 'infra/argocd/values.yaml': VALUES }, 'bump and add the setting')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown')
  assert.doesNotMatch(a.outcomeReason ?? '', /values\.yaml/)
  assert.match(a.outcomeReason ?? '', /kustomize would fetch a Helm chart repository.*the network is off/)
})

test('issue 47 item 2: a helmCharts entry with long inline values is still classified by the cause kustomize prints last', async () => {
  const values = Array.from({ length: 60 }, (_, i) => `      key${i}: value-${i}`).join('\n')
  const kust = (v: string) => `${KUST(v)}    valuesInline:\n${values}\n`
  const dir = makeRepo({ 'apps/k.yaml': applicationYaml('k', 'kust', { repoURL: ORIGIN }), 'kust/kustomization.yaml': kust('1.0.0') })
  commit(dir, { 'kust/kustomization.yaml': kust('1.0.1') }, 'bump')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown', 'the guard was not told --enable-helm: not analysed, never a render error')
  assert.match(a.outcomeReason ?? '', /inflates Helm charts \(helmCharts\)/)
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'))
})
