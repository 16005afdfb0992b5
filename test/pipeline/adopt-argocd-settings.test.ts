// Issue 46 item 4: a repository that manages its own Argo CD (the argo-cd chart's values, argocd-cm, argocd-cmp-cm)
// is analysed with those settings, read at base, with no .prune-guard.yaml; the report names what it adopted and
// where; the config file still overrides; a pull request's change of them is told. Real git repositories, real
// kustomize and helm, a plugin run by the real runner (contained when bubblewrap is there).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { devBinaries } from '../helpers/tools.js'
import { commit, makeRepo } from '../helpers/git.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const KUST = 'helmGlobals:\n  chartHome: charts\nhelmCharts:\n  - name: local\n    releaseName: rel\n'
const chart = (v: string): Record<string, string> => ({
  'kust/kustomization.yaml': KUST,
  'kust/charts/local/Chart.yaml': `apiVersion: v2\nname: local\nversion: ${v}\n`,
  'kust/charts/local/values.yaml': '{}\n',
  'kust/charts/local/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n  labels: {v: "{{ .Chart.Version }}"}\n'
})
const VALUES = (options: string) => `configs:\n  cm:\n    url: https://argocd.example.com\n    kustomize.buildOptions: '${options}'\n`
const notes = (report: { notes?: Array<{ file: string; line: number; message: string }> }) =>
  (report.notes ?? []).map((p) => `${p.file}:${p.line} ${p.message}`)

async function run(dir: string, overrides: Record<string, unknown> = {}) {
  return (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false, ...overrides } })).report
}

test('the argo-cd chart values set --enable-helm at base: the helmCharts app renders with it, and the report says where it came from', async () => {
  const dir = makeRepo({ 'apps/k.yaml': applicationYaml('k', 'kust'), 'infra/argocd/values.yaml': VALUES('--enable-helm'), ...chart('0.1.0') })
  commit(dir, { 'kust/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.2.0\n' }, 'bump')
  const report = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.outcome, 'analysed', JSON.stringify(a.outcomeReason))
  assert.deepEqual(
    a.update.map((u) => u.name),
    ['rel']
  )
  assert.ok(
    notes(report).some((n) => /^infra\/argocd\/values\.yaml:4 Adopted .*kustomize\.buildOptions "--enable-helm"/.test(n)),
    notes(report).join('\n')
  )
})

test('the config file overrides an adopted setting, and adoptArgocdSettings: false turns adoption off', async () => {
  for (const config of ['kustomizeBuildOptions: []\n', 'adoptArgocdSettings: false\n']) {
    const dir = makeRepo({
      '.prune-guard.yaml': config,
      'apps/k.yaml': applicationYaml('k', 'kust'),
      'infra/argocd/values.yaml': VALUES('--enable-helm'),
      ...chart('0.1.0')
    })
    commit(dir, { 'kust/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.2.0\n' }, 'bump')
    const report = await run(dir)
    assert.equal(report.apps[0]!.outcome, 'unknown', config)
    assert.match(report.apps[0]!.outcomeReason ?? '', /--enable-helm/)
    assert.ok(!notes(report).some((n) => /Adopted/.test(n)), `${config}: ${notes(report).join('\n')}`)
  }
})

test('two Argo CDs with different build options: none is adopted, and the note names both places', async () => {
  const dir = makeRepo({
    'apps/k.yaml': applicationYaml('k', 'kust'),
    'infra/prod/values.yaml': VALUES('--enable-helm'),
    'infra/staging/values.yaml': VALUES('--enable-helm --load-restrictor LoadRestrictionsNone'),
    ...chart('0.1.0')
  })
  commit(dir, { 'kust/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.2.0\n' }, 'bump')
  const report = await run(dir)
  assert.equal(report.apps[0]!.outcome, 'unknown')
  assert.ok(
    notes(report).some((n) => /infra\/prod\/values\.yaml:4 .*differently.*infra\/staging\/values\.yaml:4.*adopts none.*kustomizeBuildOptions/.test(n)),
    notes(report).join('\n')
  )
})

test('a refused option in the repository setting is left out, the rest is adopted, and the note says which', async () => {
  const dir = makeRepo({
    'apps/k.yaml': applicationYaml('k', 'kust'),
    'argocd-cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cm\ndata:\n  kustomize.buildOptions: --enable-helm --enable-alpha-plugins\n`,
    ...chart('0.1.0')
  })
  commit(dir, { 'kust/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.2.0\n' }, 'bump')
  const report = await run(dir)
  assert.equal(report.apps[0]!.outcome, 'analysed')
  assert.ok(
    notes(report).some((n) => /argocd-cm\.yaml:6 Adopted .*"--enable-helm" \(without --enable-alpha-plugins, which the guard refuses/.test(n)),
    notes(report).join('\n')
  )
})

test('a pull request that adds --enable-helm: the head side renders with it, base stays as it was, and the change is told', async () => {
  const dir = makeRepo({ 'apps/k.yaml': applicationYaml('k', 'kust'), ...chart('0.1.0') })
  commit(dir, { 'infra/argocd/values.yaml': VALUES('--enable-helm') }, 'enable helm')
  const report = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.resources.head, 1, JSON.stringify(a))
  assert.ok(
    notes(report).some((n) =>
      /infra\/argocd\/values\.yaml:4 This pull request changes Argo CD's kustomize\.buildOptions from unset to \["--enable-helm"\]/.test(n)
    ),
    notes(report).join('\n')
  )
  assert.ok(!notes(report).some((n) => /Adopted/.test(n)), 'nothing adopted at base')
})

const PLUGIN_CM = `apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-cmp-cm
data:
  cat.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: cat
    spec:
      generate:
        command: [sh, -c]
        args: ["cat manifests.txt"]
      discover:
        fileName: manifests.txt
`

test('a plugin the repository declares in argocd-cmp-cm (base) renders its apps; one the pull request adds is not run', async () => {
  const dir = makeRepo({ 'apps/p.yaml': applicationYaml('p', 'plug'), 'plug/manifests.txt': cm('one', '1'), 'argocd/cmp.yaml': PLUGIN_CM })
  commit(dir, { 'plug/manifests.txt': cm('two', '1') }, 'rename')
  const report = await run(dir, { network: true, allowedHosts: [] })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'analysed', JSON.stringify(a.outcomeReason))
  assert.deepEqual(
    a.prune.map((p) => p.name),
    ['one']
  )
  assert.ok(
    notes(report).some((n) => /^argocd\/cmp\.yaml:6 Adopted .*config management plugin cat/.test(n)),
    notes(report).join('\n')
  )

  const hostile = makeRepo({ 'apps/p.yaml': applicationYaml('p', 'plug'), 'plug/manifests.txt': cm('one', '1') })
  commit(hostile, { 'plug/manifests.txt': cm('two', '1'), 'argocd/cmp.yaml': PLUGIN_CM }, 'add a plugin and use it')
  const r2 = await run(hostile, { network: true, allowedHosts: [] })
  // Without the plugin the folder is a directory app whose .txt file Argo CD does not read: nothing renders.
  assert.equal(r2.apps[0]!.resources.head, 0, 'a plugin declared only at head never runs')
  assert.ok(
    notes(r2).some((n) => /This pull request changes Argo CD's config management plugins/.test(n)),
    notes(r2).join('\n')
  )
})

test('an adopted plugin that fails where the guard runs (its sidecar’s tools or network missing) is not analysed, never a blocking render error', async () => {
  const failing = PLUGIN_CM.replace('args: ["cat manifests.txt"]', 'args: ["echo helm pull failed: no network >&2; exit 3"]')
  const dir = makeRepo({ 'apps/p.yaml': applicationYaml('p', 'plug'), 'plug/manifests.txt': cm('one', '1'), 'argocd/cmp.yaml': failing })
  commit(dir, { 'plug/manifests.txt': cm('two', '1') }, 'rename')
  const report = await run(dir, { network: true, allowedHosts: [] })
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown', JSON.stringify(a))
  assert.match(
    a.outcomeReason ?? '',
    /failed exit status 3: helm pull failed: no network\. The plugin is declared in argocd\/cmp\.yaml:6 for the repo-server's sidecar/
  )
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'))
})

test('hostile: a pull request that adds --enable-alpha-plugins to the Argo CD values never makes the guard run an exec plugin', async () => {
  const generator = 'apiVersion: viaduct.ai/v1\nkind: ksops\nmetadata:\n  name: secrets\nfiles: [./secret.enc.yaml]\n'
  const dir = makeRepo({ 'apps/k.yaml': applicationYaml('k', 'kust'), 'kust/kustomization.yaml': 'resources: [cm.yaml]\n', 'kust/cm.yaml': cm('k') })
  commit(
    dir,
    {
      'infra/argocd/values.yaml': VALUES('--enable-alpha-plugins --enable-exec'),
      'kust/kustomization.yaml': 'resources: [cm.yaml]\ngenerators: [gen.yaml]\n',
      'kust/gen.yaml': generator
    },
    'enable plugins and use one'
  )
  const report = await run(dir)
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown', JSON.stringify(a))
  assert.match(a.outcomeReason ?? '', /needs --enable-alpha-plugins, which the guard never runs/)
  // Every option the pull request adds is refused: nothing is left to adopt at head, so no head-side change either.
  assert.ok(!notes(report).some((n) => /kustomize\.buildOptions/.test(n)), notes(report).join('\n'))
})
