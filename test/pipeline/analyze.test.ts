import assert from 'node:assert/strict'
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import Ajv from 'ajv'
import { analyze } from '../../src/pipeline/analyze.js'
import { demoRepo } from '../helpers/demo.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'))
const validate = new Ajv.default({ allErrors: true, strict: false }).compile(schema)

export function assertValidReport(report: unknown): void {
  const ok = validate(JSON.parse(JSON.stringify(report)))
  assert.ok(ok, JSON.stringify(validate.errors, null, 2))
}

const app = (name: string, path: string, extraSource = '', repoURL = ORIGIN) => applicationYaml(name, path, { extraSource, repoURL })

test('acceptance: Helm value change is an update, the removed Kustomize PVC is the only prune (delete, critical, blocking)', async () => {
  const dir = demoRepo()
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assertValidReport(report)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.deepEqual(Object.keys(byName).sort(), ['payments', 'shop'])
  assert.deepEqual(byName.payments!.prune, [
    {
      group: '',
      kind: 'PersistentVolumeClaim',
      namespace: 'payments',
      name: 'ledger-data',
      outcome: 'delete',
      file: 'kustomize/payments/base/pvc.yaml',
      line: 1
    }
  ])
  assert.deepEqual(byName.shop!.prune, [])
  assert.deepEqual(byName.shop!.update, [{ group: 'apps', kind: 'Deployment', namespace: 'shop', name: 'shop-web', paths: ['spec.replicas'] }])
  assert.equal(byName.shop!.sources[0]!.type, 'helm')
  assert.equal(byName.payments!.sources[0]!.type, 'kustomize')
  assert.equal(report.summary.prune, 1)
  assert.equal(report.summary.update, 1)
  const prune = report.findings.filter((f) => f.rule === 'prune')
  assert.equal(prune.length, 1)
  assert.equal(prune[0]!.severity, 'critical')
  assert.equal(prune[0]!.blocking, true)
  assert.equal(report.verdict, 'fail')
  assert.match(report.renderers.helm ?? '', /^\d+\.\d+\.\d+$/)
  assert.match(report.renderers.kustomize ?? '', /^\d+\.\d+\.\d+$/)
})

test('R1.1.5: only committed content is rendered, never the dirty working tree', async () => {
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'manifests/a'), 'manifests/a/cm.yaml': cm('one') })
  commit(dir, { 'manifests/a/cm.yaml': cm('one', '2') }, 'change')
  writeFileSync(join(dir, 'manifests/a/extra.yaml'), cm('untracked'))
  writeFileSync(join(dir, 'manifests/a/cm.yaml'), cm('one', 'dirty'))
  const { report, plans } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.equal(report.apps[0]!.resources.head, 1)
  assert.deepEqual(report.apps[0]!.create, [])
  const data = (plans[0]!.head!.render!.resources.get('/ConfigMap/a/one')!.obj as { data: { v: string } }).data
  assert.equal(data.v, '2')
})

test('capability 6: apps whose inputs are identical at base and head are not rendered at all', async () => {
  const dir = makeRepo({
    'apps/a.yaml': app('a', 'manifests/a'),
    'apps/b.yaml': app('b', 'manifests/b'),
    'manifests/a/cm.yaml': cm('a'),
    'manifests/b/cm.yaml': cm('b')
  })
  commit(dir, { 'manifests/b/cm.yaml': cm('b', '2'), 'README.md': 'docs' }, 'change b only')
  const { report, stats } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.deepEqual(
    report.apps.map((x) => [x.name, x.change, x.skipped]),
    [
      ['a', 'unchanged', true],
      ['b', 'modified', false]
    ]
  )
  assert.equal(stats.skipped, 1)
  assert.equal(stats.rendered, 2, 'only b is rendered, once per revision')
})

test('a broken app yields render-error for that app while the other apps are still analysed', async () => {
  const dir = makeRepo({
    'apps/a.yaml': app('a', 'manifests/a'),
    'apps/b.yaml': app('b', 'manifests/b'),
    'manifests/a/cm.yaml': cm('a1') + '---\n' + cm('a2'),
    'manifests/b/cm.yaml': cm('b1') + '---\n' + cm('b2')
  })
  commit(dir, { 'apps/a.yaml': app('a', 'manifests/typo'), 'manifests/b/cm.yaml': cm('b1') }, 'typo and prune')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assertValidReport(report)
  const a = report.apps.find((x) => x.name === 'a')!
  const b = report.apps.find((x) => x.name === 'b')!
  assert.match(a.error ?? '', /app path does not exist/)
  assert.deepEqual(a.prune, [], 'no sync happens when the head does not render, so nothing is pruned')
  const re = report.findings.find((f) => f.rule === 'render-error')!
  assert.equal(re.app, 'a')
  assert.equal(re.blocking, true)
  assert.deepEqual(
    b.prune.map((p) => [p.name, p.outcome]),
    [['b2', 'delete']]
  )
  const bp = report.findings.find((f) => f.rule === 'prune')!
  assert.equal(bp.severity, 'medium')
  assert.equal(bp.blocking, false)
})

test('app matched across revisions by namespace/name: added, removed and unchanged apps', async () => {
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'm/a'), 'apps/b.yaml': app('b', 'm/b'), 'm/a/cm.yaml': cm('a'), 'm/b/cm.yaml': cm('b') })
  commit(dir, { 'apps/c.yaml': app('c', 'm/b'), 'README.md': 'hi' }, 'add c, remove b', ['apps/b.yaml'])
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.deepEqual(
    report.apps.map((x) => [x.name, x.change]),
    [
      ['a', 'unchanged'],
      ['b', 'removed'],
      ['c', 'added']
    ]
  )
  assert.deepEqual(
    report.apps.find((x) => x.name === 'c')!.create.map((r) => r.name),
    ['b']
  )
})

test('sources in other repositories or Helm repositories are reported as not rendered, never guessed', async () => {
  const ext = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ext, namespace: argocd}
spec:
  source: {repoURL: 'https://charts.example.com', chart: redis, targetRevision: 1.2.3}
  destination: {server: 'https://kubernetes.default.svc', namespace: ext}
`
  const dir = makeRepo({
    'apps/ext.yaml': ext,
    'apps/other.yaml': app('other', 'x', '', 'https://github.com/someone/else.git'),
    // idpbuilder's placeholder (cnoe-io/stacks): rewritten before Argo CD reads the file; git cannot fetch it as written.
    'apps/idp.yaml': app('idp', 'manifests', '', 'cnoe://vault')
  })
  const cache = tempDir()
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD', head: 'HEAD', overrides: { network: false, chartCacheDir: cache } })
  assertValidReport(report)
  for (const a of report.apps) {
    assert.ok(a.notRendered, `${a.name} should be not rendered`)
    assert.equal(a.sources[0]!.rendered, false)
    assert.equal(a.resources.head, null)
  }
  assert.match(report.apps.find((a) => a.name === 'ext')!.notRendered!, /chart redis could not be fetched: .*network/)
  assert.match(report.apps.find((a) => a.name === 'other')!.notRendered!, /another repository \(https:\/\/github\.com\/someone\/else\.git\)/)
  assert.match(report.apps.find((a) => a.name === 'other')!.notRendered!, /Add its URL to repoURLs if it is this repository\.$/)
  // Not "add it to repoURLs": that would read this repository's root, while the placeholder names a folder beside the file.
  assert.equal(
    report.apps.find((a) => a.name === 'idp')!.notRendered,
    'source 1 comes from cnoe://vault, which git cannot fetch as written (cnoe:// is a placeholder that a tool such as idpbuilder rewrites before Argo CD reads the Application, or a typo); it is not rendered offline.'
  )
})

test('R1.9.4: a repository without origin is recognised through configured repoURLs aliases', async () => {
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'm', '', 'git@gitlab.example.com:team/gitops.git'), 'm/cm.yaml': cm('x') }, null)
  commit(dir, { 'm/cm.yaml': cm('x', '2') }, 'change')
  const plain = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.ok(plain.report.apps[0]!.notRendered)
  const aliased = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { repoURLs: ['https://gitlab.example.com/team/gitops'] }
  })
  assert.equal(aliased.report.apps[0]!.notRendered, null)
  assert.equal(aliased.report.apps[0]!.resources.head, 1)
})

test('R1.9.1/R1.9.2: multi-source renders concatenate in order and $values refs resolve to this repo', async () => {
  const multi = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: multi, namespace: argocd}
spec:
  sources:
    - repoURL: ${ORIGIN}
      path: charts/web
      helm:
        valueFiles: [$values/env/prod.yaml]
    - repoURL: ${ORIGIN}
      ref: values
    - repoURL: ${ORIGIN}
      path: extra
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
  syncPolicy: {automated: {prune: true}}
`
  const dir = makeRepo({
    'apps/multi.yaml': multi,
    'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    'charts/web/values.yaml': 'size: small\n',
    'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  size: {{ .Values.size }}\n',
    'env/prod.yaml': 'size: large\n',
    'extra/cm.yaml': cm('extra')
  })
  commit(dir, { 'env/prod.yaml': 'size: huge\n' }, 'bigger')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const a = report.apps[0]!
  assert.deepEqual(
    a.sources.map((s) => s.type),
    ['helm', 'ref', 'directory']
  )
  assert.equal(a.resources.head, 2)
  assert.deepEqual(
    a.update.map((u) => [u.name, u.paths]),
    [['web', ['data.size']]]
  )
})

test('R5.1/R5.2: random values are reported by the double render, masked in the diff, and attributed to the call', async () => {
  const chart = {
    'apps/db.yaml': app('db', 'charts/db'),
    'charts/db/Chart.yaml': 'apiVersion: v2\nname: db\nversion: 0.1.0\n',
    'charts/db/values.yaml': 'size: 1\n',
    'charts/db/templates/_helpers.tpl':
      '{{- define "db.password" -}}\n{{- $s := lookup "v1" "Secret" .Release.Namespace "db" -}}\n{{- if $s }}{{ index $s.data "p" }}{{ else }}{{ randAlphaNum 20 | b64enc }}{{ end -}}\n{{- end -}}\n',
    'charts/db/templates/secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: {{ include "db.password" . }}\n',
    'charts/db/templates/cm.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: db\n  annotations:\n    checksum: {{ .Values.size | toString | sha256sum }}\ndata:\n  size: "{{ .Values.size }}"\n'
  }
  const dir = makeRepo(chart)
  commit(dir, { 'charts/db/values.yaml': 'size: 2\n' }, 'resize')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assertValidReport(report)
  const db = report.apps[0]!
  // The Secret's random password is masked: only the ConfigMap is an update.
  assert.deepEqual(
    db.update.map((u) => [u.kind, u.paths]),
    [['ConfigMap', ['metadata.annotations.checksum', 'data.size']]]
  )
  const nd = report.findings.filter((f) => f.rule === 'nondeterministic-render')
  assert.equal(nd.length, 1)
  assert.equal(nd[0]!.resource!.kind, 'Secret')
  assert.equal(nd[0]!.introduced, false, 'the randomness was already there at base')
  assert.match(nd[0]!.message, /data\.password.*randAlphaNum/s)
  assert.equal(nd[0]!.file, 'charts/db/templates/_helpers.tpl')
  const lk = report.findings.filter((f) => f.rule === 'helm-lookup')
  assert.deepEqual(
    lk.map((f) => [f.file, f.line]),
    [['charts/db/templates/_helpers.tpl', 2]]
  )
  assert.equal(report.verdict, 'pass')
})

test('R1.1.4: an out-of-bounds symlink anywhere in the repository fails generation of the apps at that revision', async () => {
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'manifests/a'), 'manifests/a/cm.yaml': cm('one') })
  symlinkSync('/etc/passwd', join(dir, 'manifests/leak.yaml'))
  commit(dir, { 'manifests/a/cm.yaml': cm('one', '2') }, 'link')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.match(report.apps[0]!.error ?? '', /out-of-bounds symlinks\. file: manifests\/leak\.yaml/)
  assert.equal(report.findings.find((f) => f.rule === 'render-error')?.blocking, true)
})

test('offline: an in-repo chart whose values.schema.json refers to remote schemas renders without validation, and says so', async () => {
  const schema = JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', properties: { size: { $ref: 'http://127.0.0.1:9/size.json' } } })
  const dir = makeRepo({
    'apps/s.yaml': app('s', 'charts/s'),
    'charts/s/Chart.yaml': 'apiVersion: v2\nname: s\nversion: 0.1.0\n',
    'charts/s/values.yaml': 'size: 1\n',
    'charts/s/values.schema.json': schema,
    'charts/s/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s\ndata:\n  size: "{{ .Values.size }}"\n'
  })
  commit(dir, { 'charts/s/values.yaml': 'size: 2\n' }, 'resize')
  const offline = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = offline.report.apps[0]!
  assert.equal(a.error, null)
  assert.deepEqual(
    a.update.map((u) => u.paths),
    [['data.size']]
  )
  assert.ok(
    a.warnings.some((w) => /schema validation was skipped/.test(w)),
    JSON.stringify(a.warnings)
  )
  // Online, a schema host not in allowedHosts is not fetched either: validation skipped, and the warning says why.
  const online = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.equal(online.report.apps[0]!.error, null)
  assert.ok(online.report.apps[0]!.warnings.some((w) => /127\.0\.0\.1:9 is not in allowedHosts/.test(w)))
  // Listed exactly, helm itself loads the remote schema (as Argo CD would); here that address refuses: a network
  // failure of the guard, so not rendered (not a render error).
  const allowed = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { allowedHosts: ['127.0.0.1:9'] } })
  assert.equal(allowed.report.apps[0]!.error, null)
  assert.match(allowed.report.apps[0]!.notRendered ?? '', /remote schema .*127\.0\.0\.1:9/)
})

test('capability 6 acceptance: a README-only change in a repo with many apps renders nothing and passes', async () => {
  const files: Record<string, string> = {}
  for (let i = 0; i < 12; i++) {
    files[`apps/a${i}.yaml`] = app(`a${i}`, `manifests/a${i}`)
    files[`manifests/a${i}/cm.yaml`] = cm(`c${i}`)
  }
  files['charts/h/Chart.yaml'] = 'apiVersion: v2\nname: h\nversion: 0.1.0\n'
  files['charts/h/templates/cm.yaml'] = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: h\n'
  files['apps/h.yaml'] = app('h', 'charts/h')
  const dir = makeRepo(files)
  commit(dir, { 'README.md': '# docs only\n' }, 'docs')
  const processes: string[][] = []
  const { report, stats } = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    runner: { run: (tool, args) => (processes.push(args), Promise.reject(new Error(`unexpected ${tool.name} ${args.join(' ')}`))) }
  })
  assert.equal(stats.rendered, 0)
  assert.deepEqual(processes, [], 'no renderer process at all')
  assert.equal(report.apps.length, 13)
  assert.ok(report.apps.every((a) => a.change === 'unchanged' && a.skipped))
  assert.equal(report.verdict, 'pass')
})

test('R1.6.4: a kustomization inflating Helm charts without --enable-helm configured is unknown (Argo CD settings not known), not a blocking error, and says how to configure it', async () => {
  const dir = makeRepo({
    'apps/k.yaml': app('k', 'kust'),
    'kust/kustomization.yaml': 'helmCharts:\n  - name: x\n    repo: https://charts.example.com\n    version: 1.0.0\n'
  })
  commit(dir, { 'kust/kustomization.yaml': 'helmCharts:\n  - name: x\n    repo: https://charts.example.com\n    version: 1.0.1\n' }, 'bump')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  // Found by the history replay: a repository using helmCharts runs an Argo CD whose kustomize.buildOptions include
  // --enable-helm; the guard cannot read that setting, so it must not block and blame Argo CD.
  const a = report.apps[0]!
  assert.equal(a.error, null)
  assert.equal(a.outcome, 'unknown')
  assert.notEqual(a.change, 'unchanged')
  assert.match(a.outcomeReason ?? '', /helmCharts.*kustomize\.buildOptions include --enable-helm.*kustomizeBuildOptions: \[--enable-helm\]/)
  assert.equal(report.findings.filter((f) => f.blocking).length, 0)
  assert.equal(report.verdict, 'pass')
})

test('R1.6.4: with kustomize.buildOptions --enable-helm, kustomize runs the helm this run resolved (--helm-command)', async () => {
  const dir = makeRepo({
    'apps/k.yaml': app('k', 'kust'),
    'kust/kustomization.yaml': 'helmGlobals:\n  chartHome: charts\nhelmCharts:\n  - name: local\n    releaseName: rel\n',
    'kust/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.1.0\n',
    'kust/charts/local/values.yaml': '{}\n',
    'kust/charts/local/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n  labels: {v: "{{ .Chart.Version }}"}\n'
  })
  commit(dir, { 'kust/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.2.0\n' }, 'bump')
  const bins = devBinaries()
  const { report } = await analyze({
    ...bins,
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { network: false, kustomizeBuildOptions: ['--enable-helm'] }
  })
  const a = report.apps[0]!
  // The pinned kustomize (5.7.1) probes `helm version -c`, which Helm 4 rejects: the wrapper answers it, so the chart
  // inflates with the resolved helm (never whatever is on PATH) and the version bump shows as an update.
  assert.equal(a.error, null)
  assert.deepEqual(
    a.update.map((u) => u.name),
    ['rel']
  )
  assert.deepEqual([a.resources.base, a.resources.head], [1, 1])
})
