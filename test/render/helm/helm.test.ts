import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildHelmArgs, renderHelm } from '../../../src/render/helm/helm.js'
import { NotRenderedError, RenderError, type RunOptions, type ToolRunner } from '../../../src/render/types.js'
import { runner, tempDir, writeTree } from '../../helpers/tools.js'
import { argsOf, chart, dataOf, deps, freshDir, repoWithChart, request, toolbox } from '../../fixtures/helm/charts.js'

test('R1.5.2 buildHelmArgs reproduces the upstream argument order (repository_test.go example)', () => {
  const args = buildHelmArgs({
    releaseName: 'test-app',
    namespace: 'test-namespace',
    kubeVersion: '1.2.3',
    set: { 'image.tag': 'v1', replicas: '2' },
    setString: { 'config.flag': 'true' },
    setFile: { 'config.file': '/repo/chart/file.txt' },
    values: ['./my-chart-values.yaml'],
    extraValues: '/tmp/inline-values.yaml',
    apiVersions: ['v1/Test', 'v2/Test'],
    skipCrds: true
  })
  assert.deepEqual(args, [
    'template',
    '.',
    '--name-template',
    'test-app',
    '--namespace',
    'test-namespace',
    '--kube-version',
    '1.2.3',
    '--set',
    'image.tag=v1',
    '--set',
    'replicas=2',
    '--set-string',
    'config.flag=true',
    '--set-file',
    'config.file=/repo/chart/file.txt',
    '--values',
    './my-chart-values.yaml',
    '--values',
    '/tmp/inline-values.yaml',
    '--api-versions',
    'v1/Test',
    '--api-versions',
    'v2/Test'
  ])
})

test('R1.5.2 buildHelmArgs without parameters is `template . --name-template --namespace --include-crds`', () => {
  assert.deepEqual(buildHelmArgs({ releaseName: 'test-app', namespace: 'test-namespace' }), [
    'template',
    '.',
    '--name-template',
    'test-app',
    '--namespace',
    'test-namespace',
    '--include-crds'
  ])
  // Optional trailing flags keep their order; empty namespace/kubeVersion are omitted.
  assert.deepEqual(buildHelmArgs({ releaseName: 'r', namespace: '', kubeVersion: '', skipSchemaValidation: true, skipTests: true }), [
    'template',
    '.',
    '--name-template',
    'r',
    '--include-crds',
    '--skip-schema-validation',
    '--skip-tests'
  ])
})

test('R1.5.2 --set/--set-string/--set-file are sorted by name for determinism and comma-escaped (R1.5.9)', () => {
  const args = buildHelmArgs({ releaseName: 'r', set: { z: 'a,b', a: '{x,y}', m: 'p\\,q' }, setFile: { f: '/a,b.txt' } })
  assert.deepEqual(args.slice(4, 12), ['--set', 'a={x,y}', '--set', 'm=p\\,q', '--set', 'z=a\\,b', '--set-file', 'f=/a\\,b.txt'])
})

test('R1.5.2 renderHelm runs one `helm template .` in the chart dir and records the exact argv', async () => {
  const { root, app } = repoWithChart()
  const seen: Array<{ args: string[]; opts: RunOptions }> = []
  const recording: ToolRunner = {
    run: (tool, args, opts) => {
      seen.push({ args, opts })
      return runner.run(tool, args, opts)
    }
  }
  const req = request(root, app, { kubeVersion: '1.31.2', apiVersions: ['v1', 'apps/v1'] })
  const out = await renderHelm(req, { runner: recording, helm: () => toolbox.helm() })
  assert.equal(out.type, 'helm')
  assert.deepEqual(out.commands, [
    [
      'helm',
      'template',
      '.',
      '--name-template',
      'guestbook',
      '--namespace',
      'dest-ns',
      '--kube-version',
      '1.31.2',
      '--api-versions',
      'v1',
      '--api-versions',
      'apps/v1',
      '--include-crds'
    ]
  ])
  assert.equal(seen.length, 1)
  assert.equal(seen[0]!.opts.cwd, app)
  // Isolated helm homes inside the scratch dir, removed afterwards.
  const env = seen[0]!.opts.env ?? {}
  for (const k of ['HOME', 'HELM_CONFIG_HOME', 'HELM_CACHE_HOME', 'HELM_DATA_HOME', 'HELM_PLUGINS']) {
    assert.ok(env[k]?.startsWith(req.scratchDir), `${k}=${env[k]} should be under the scratch dir`)
  }
  assert.deepEqual(readdirSync(req.scratchDir), [])
  assert.ok(!argsOf(out).includes('--post-renderer'))
})

test('R1.5.2 a shared helm home given for the run is used as is, and nothing is left in the scratch dir', async () => {
  const { root, app } = repoWithChart()
  const envs: Array<Record<string, string> | undefined> = []
  const recording: ToolRunner = { run: (tool, args, opts) => (envs.push(opts.env), runner.run(tool, args, opts)) }
  const home = join(tempDir(), 'shared-home')
  const req = { ...request(root, app), helmHome: home }
  await renderHelm(req, { runner: recording, helm: () => toolbox.helm() })
  await renderHelm({ ...req, scratchDir: join(tempDir(), 'other') }, { runner: recording, helm: () => toolbox.helm() })
  assert.deepEqual(
    envs.map((e) => [e?.HOME, e?.HELM_PLUGINS]),
    [
      [home, join(home, 'plugins')],
      [home, join(home, 'plugins')]
    ]
  )
  assert.deepEqual(readdirSync(req.scratchDir), [])
  assert.deepEqual(readdirSync(join(home, 'plugins')), [], 'no plugins can be found')
})

test('R1.5.3 release name defaults to the instance name without its namespace prefix; helm.releaseName wins', async () => {
  const { root, app } = repoWithChart()
  const plain = await renderHelm(request(root, app, { instanceName: 'team-a_guestbook' }), deps)
  assert.equal(dataOf(plain).release, 'guestbook')
  const noPrefix = await renderHelm(request(root, app, { instanceName: 'web' }), deps)
  assert.equal(dataOf(noPrefix).release, 'web')
  const named = await renderHelm(request(root, app, { instanceName: 'team-a_guestbook', helm: { releaseName: 'custom' } }), deps)
  assert.equal(dataOf(named).release, 'custom')
})

test('R1.5.4 namespace: helm.namespace, then kustomize.namespace, then destination; omitted when all empty', async () => {
  const { root, app } = repoWithChart()
  assert.equal(dataOf(await renderHelm(request(root, app), deps)).namespace, 'dest-ns')
  const k = await renderHelm(request(root, app, { helm: {}, kustomize: { namespace: 'from-kustomize' } }), deps)
  assert.equal(dataOf(k).namespace, 'from-kustomize')
  const h = await renderHelm(request(root, app, { helm: { namespace: 'from-helm' }, kustomize: { namespace: 'from-kustomize' } }), deps)
  assert.equal(dataOf(h).namespace, 'from-helm')
  const none = await renderHelm(request(root, app, { destNamespace: '' }), deps)
  assert.ok(!argsOf(none).includes('--namespace'))
  assert.equal(dataOf(none).namespace, 'default')
})

test('R1.5.5 kube version is reduced to MAJOR.MINOR.PATCH without v or vendor suffix and reaches .Capabilities', async () => {
  const { root, app } = repoWithChart()
  const iks = await renderHelm(request(root, app, { kubeVersion: 'v1.30.11+IKS' }), deps)
  assert.deepEqual(argsOf(iks).slice(argsOf(iks).indexOf('--kube-version'), argsOf(iks).indexOf('--kube-version') + 2), ['--kube-version', '1.30.11'])
  assert.equal(dataOf(iks).kubeVersion, 'v1.30.11')
  const eks = await renderHelm(request(root, app, { kubeVersion: 'v1.29.8-eks-a737599' }), deps)
  assert.equal(dataOf(eks).kubeVersion, 'v1.29.8')
  // ParseGeneric keeps a two-component version as is.
  const short = await renderHelm(request(root, app, { kubeVersion: '1.28' }), deps)
  assert.ok(argsOf(short).join(' ').includes('--kube-version 1.28 '))
  assert.equal(dataOf(short).kubeVersion, 'v1.28')
})

test('R1.5.5 helm.kubeVersion beats kustomize.kubeVersion beats the cluster version; garbage is a RenderError', async () => {
  const { root, app } = repoWithChart()
  const h = await renderHelm(request(root, app, { kubeVersion: '1.30.0', helm: { kubeVersion: '1.25.3' }, kustomize: { kubeVersion: '1.26.0' } }), deps)
  assert.equal(dataOf(h).kubeVersion, 'v1.25.3')
  const k = await renderHelm(request(root, app, { kubeVersion: '1.30.0', helm: {}, kustomize: { kubeVersion: '1.26.0' } }), deps)
  assert.equal(dataOf(k).kubeVersion, 'v1.26.0')
  const none = await renderHelm(request(root, app), deps)
  assert.ok(!argsOf(none).includes('--kube-version'))
  await assert.rejects(renderHelm(request(root, app, { kubeVersion: 'latest' }), deps), (e: unknown) => {
    assert.ok(e instanceof RenderError)
    assert.match(e.message, /could not parse kubernetes version latest/)
    return true
  })
})

test('R1.5.6 helm.apiVersions replaces the cluster list; kustomize.apiVersions is next; else the cluster list', async () => {
  const { root, app } = repoWithChart()
  const cluster = await renderHelm(request(root, app, { apiVersions: ['example.com/v1'] }), deps)
  assert.equal(dataOf(cluster).hasFoo, 'true')
  const h = await renderHelm(request(root, app, { apiVersions: ['example.com/v1'], helm: { apiVersions: ['other.io/v1'] } }), deps)
  assert.equal(dataOf(h).hasFoo, 'false')
  assert.deepEqual(
    argsOf(h).filter((_, i, a) => a[i - 1] === '--api-versions'),
    ['other.io/v1']
  )
  const k = await renderHelm(request(root, app, { apiVersions: [], helm: { apiVersions: [] }, kustomize: { apiVersions: ['example.com/v1'] } }), deps)
  assert.equal(dataOf(k).hasFoo, 'true')
})

test('R1.5.11 crds/ is rendered by default (--include-crds) and dropped by skipCrds; templates/ CRDs stay', async () => {
  const crd = (name: string): string => `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${name}\n`
  const { root, app } = repoWithChart({ 'crds/a.yaml': crd('as.example.com'), 'templates/b.yaml': crd('bs.example.com') })
  const names = (o: Awaited<ReturnType<typeof renderHelm>>): string[] =>
    o.docs
      .filter((d) => d.obj.kind === 'CustomResourceDefinition')
      .map((d) => (d.obj.metadata as { name: string }).name)
      .sort()
  const all = await renderHelm(request(root, app), deps)
  assert.deepEqual(names(all), ['as.example.com', 'bs.example.com'])
  assert.equal(all.docs.find((d) => d.obj.kind === 'CustomResourceDefinition')?.file, 'charts/app/crds/a.yaml')
  const skipped = await renderHelm(request(root, app, { helm: { skipCrds: true } }), deps)
  assert.deepEqual(names(skipped), ['bs.example.com'])
  assert.ok(!argsOf(skipped).includes('--include-crds'))
})

test('R1.5.12 `# Source:` maps each doc to its repo-relative template; empty documents are dropped', async () => {
  const { root, app } = repoWithChart(
    {
      'templates/multi.yaml':
        'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s1\n---\n# just a comment\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: s2\n',
      'templates/empty.yaml': '{{- if false }}\napiVersion: v1\nkind: Secret\n{{- end }}\n'
    },
    'apps/web'
  )
  const out = await renderHelm(request(root, app), deps)
  const files = out.docs.map((d) => `${d.obj.kind}/${(d.obj.metadata as { name: string }).name}@${d.file}`).sort()
  assert.deepEqual(files, ['ConfigMap/echo@apps/web/templates/echo.yaml', 'Secret/s1@apps/web/templates/multi.yaml', 'Secret/s2@apps/web/templates/multi.yaml'])
  assert.ok(out.docs.every((d) => d.line === undefined))
})

test('R1.5.12 a chart at the repo root maps to templates/… without a prefix', async () => {
  const root = freshDir()
  chart(root, '.', {}, 'rootchart')
  const out = await renderHelm(request(root, root), deps)
  assert.equal(out.docs[0]!.file, 'templates/echo.yaml')
})

test('R2.1.1 any object with an items array is flattened; `items: null` without spec/status is dropped', async () => {
  const { root, app } = repoWithChart({
    'templates/list.yaml': [
      'apiVersion: v1\nkind: ConfigMapList\nitems:\n  - {apiVersion: v1, kind: ConfigMap, metadata: {name: l1}}\n  - {apiVersion: v1, kind: ConfigMap, metadata: {name: l2}}',
      'apiVersion: example.com/v1\nkind: Bucket\nmetadata: {name: odd}\nitems:\n  - {apiVersion: v1, kind: Secret, metadata: {name: l3}}',
      'apiVersion: v1\nkind: SecretList\nitems: null',
      'apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: keep}\nitems: null\nspec: {a: 1}'
    ].join('\n---\n')
  })
  const out = await renderHelm(request(root, app), deps)
  const names = out.docs.map((d) => `${d.obj.kind}/${(d.obj.metadata as { name: string }).name}`).sort()
  assert.deepEqual(names, ['ConfigMap/echo', 'ConfigMap/l1', 'ConfigMap/l2', 'Secret/l3', 'Thing/keep'])
  assert.equal(out.docs.find((d) => (d.obj.metadata as { name: string }).name === 'l2')?.file, 'charts/app/templates/list.yaml')
})

test('R1.5.12 a rendered document without kind fails the render like the Unstructured decoder', async () => {
  const { root, app } = repoWithChart({ 'templates/bad.yaml': 'foo: bar\n' })
  await assert.rejects(renderHelm(request(root, app), deps), /Object 'Kind' is missing/)
})

test("R1.5.2 a template error becomes a RenderError with helm's message and no stack trace", async () => {
  const { root, app } = repoWithChart({ 'templates/fail.yaml': '{{ fail "boom: replicas must be set" }}\n' })
  await assert.rejects(renderHelm(request(root, app), deps), (e: unknown) => {
    assert.ok(e instanceof RenderError)
    assert.match(e.message, /^helm template failed \(exit 1\): Error: execution error at \(mychart\/templates\/fail\.yaml:1:3\): boom: replicas must be set/)
    assert.doesNotMatch(e.message, /\n\s+at /)
    assert.equal(e.file, 'charts/app/Chart.yaml')
    return true
  })
})

test('R1.5.1 helm.version v3/v4 are accepted and ignored; any other version is a RenderError', async () => {
  const { root, app } = repoWithChart()
  for (const version of ['v3', 'v4']) {
    assert.equal(dataOf(await renderHelm(request(root, app, { helm: { version } }), deps)).release, 'guestbook')
  }
  await assert.rejects(renderHelm(request(root, app, { helm: { version: 'v2' } }), deps), /helm chart version 'v2' is not supported/)
})

test('R1.5.10 a vendored subchart directory renders directly and maps to charts/<sub>/templates', async () => {
  const { root, app } = repoWithChart({
    'Chart.yaml':
      'apiVersion: v2\nname: mychart\nversion: 0.1.0\ndependencies:\n  - name: sub\n    version: 1.0.0\n    repository: https://charts.example.com\n',
    'charts/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 1.0.0\n',
    'charts/sub/templates/s.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: from-sub\n'
  })
  const out = await renderHelm(request(root, app), deps)
  assert.equal(out.commands.length, 1, 'no dependency build')
  assert.equal(out.docs.find((d) => d.obj.kind === 'Secret')?.file, 'charts/app/charts/sub/templates/s.yaml')
  assert.ok(!existsSync(join(app, 'Chart.lock')))
})

test('R1.5.10 a vendored subchart archive (charts/*.tgz) renders and maps to the archive', async () => {
  const src = freshDir()
  writeTree(src, {
    'sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 1.2.0\n',
    'sub/templates/s.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: from-tgz\n'
  })
  const { root, app } = repoWithChart({
    'Chart.yaml':
      'apiVersion: v2\nname: mychart\nversion: 0.1.0\ndependencies:\n  - name: sub\n    version: 1.2.0\n    repository: https://charts.example.com\n'
  })
  const tool = await toolbox.helm()
  const pkg = await runner.run(tool, ['package', join(src, 'sub'), '--destination', join(app, 'charts')], { cwd: src })
  assert.equal(pkg.code, 0, pkg.stderr)
  const out = await renderHelm(request(root, app), deps)
  assert.equal(out.docs.find((d) => d.obj.kind === 'Secret')?.file, 'charts/app/charts/sub-1.2.0.tgz')
})

test('R1.5.10 a missing dependency without a dependency builder is "not rendered" naming it (never a render error); no Chart.lock', async () => {
  const { root, app } = repoWithChart({
    'Chart.yaml':
      'apiVersion: v2\nname: mychart\nversion: 0.1.0\ndependencies:\n  - name: redis\n    version: 19.0.0\n    repository: https://charts.example.com\n  - name: pg\n    version: 1.0.0\n    repository: oci://registry.example.com/charts\n'
  })
  const seen: string[][] = []
  const recording: ToolRunner = { run: (tool, args, opts) => (seen.push(args), runner.run(tool, args, opts)) }
  await assert.rejects(renderHelm(request(root, app), { runner: recording, helm: () => toolbox.helm() }), (e: unknown) => {
    assert.ok(e instanceof NotRenderedError && !(e instanceof RenderError))
    assert.match(e.message, /not vendored: redis, pg are declared in Chart\.yaml/)
    assert.match(e.message, /helm dependency build/)
    return true
  })
  assert.deepEqual(
    seen.map((a) => a[0]),
    ['template']
  )
  assert.ok(!existsSync(join(app, 'Chart.lock')))
  assert.deepEqual(readdirSync(app).sort(), ['Chart.yaml', 'templates'])
})

test('R1.5.10 a pre-existing Chart.lock is kept', async () => {
  const { root, app } = repoWithChart({ 'Chart.lock': 'dependencies: []\ndigest: sha256:0\ngenerated: "2024-01-01T00:00:00Z"\n' })
  await renderHelm(request(root, app), deps)
  assert.ok(existsSync(join(app, 'Chart.lock')))
})

test('R1.5.10 the requirements.yaml variant (apiVersion v1 chart) is reported the same way', async () => {
  const { root, app } = repoWithChart({
    'Chart.yaml': 'apiVersion: v1\nname: legacy\nversion: 0.1.0\n',
    'requirements.yaml': 'dependencies:\n  - name: redis\n    version: 1.0.0\n    repository: https://charts.example.com\n'
  })
  await assert.rejects(renderHelm(request(root, app), deps), /not vendored: redis is declared in requirements\.yaml .*helm dependency build/s)
  assert.ok(!existsSync(join(app, 'Chart.lock')) && !existsSync(join(app, 'requirements.lock')))
})
