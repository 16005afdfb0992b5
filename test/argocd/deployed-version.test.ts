// The Argo CD version a repository deploys, read from its files (src/argocd/deployed-version.ts): the argo-cd chart
// at an exact version (its appVersion, from argo-helm's tags), the install manifests at a tag, the argocd image tag.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { detectArgocdVersion } from '../../src/argocd/deployed-version.js'
import { argoCdChartAppVersion, ARGO_CD_CHART_APP_VERSIONS } from '../../src/argocd/argo-cd-chart-versions.js'
import { compareVersions, parseVersion } from '../../src/lib/semver.js'

const found = (files: Record<string, string>) => detectArgocdVersion(Object.entries(files).map(([path, text]) => ({ path, text })))

test('chart versions map to the Argo CD they install; outside the rows read, nothing is guessed', () => {
  assert.equal(argoCdChartAppVersion('8.0.0'), 'v3.0.0')
  assert.equal(argoCdChartAppVersion('9.4.2'), 'v3.3.0')
  assert.equal(argoCdChartAppVersion('9.4.3'), 'v3.3.1')
  assert.equal(argoCdChartAppVersion('9.5.11'), 'v3.3.9')
  assert.equal(argoCdChartAppVersion('9.5.12'), 'v3.4.1')
  assert.equal(argoCdChartAppVersion('10.1.1'), 'v3.4.4')
  assert.equal(argoCdChartAppVersion('10.2.0'), undefined)
  assert.equal(argoCdChartAppVersion('7.8.0'), undefined)
  assert.equal(argoCdChartAppVersion('9.5.*'), undefined)
  assert.equal(argoCdChartAppVersion('9.5.0-rc1'), undefined)
  // Rows ascend in both columns.
  for (let i = 1; i < ARGO_CD_CHART_APP_VERSIONS.length; i++) {
    const [a, b] = [ARGO_CD_CHART_APP_VERSIONS[i - 1]!, ARGO_CD_CHART_APP_VERSIONS[i]!]
    assert.ok(compareVersions(parseVersion(a[0])!, parseVersion(b[0])!) < 0, `${a[0]} < ${b[0]}`)
    assert.ok(compareVersions(parseVersion(a[1])!, parseVersion(b[1])!) < 0, `${a[1]} < ${b[1]}`)
  }
})

test('the argo-cd chart as a Chart.yaml dependency and as an Application source', () => {
  const chartYaml =
    'apiVersion: v2\nname: argocd\nversion: 1.0.0\ndependencies:\n  - name: redis\n    version: 1.2.3\n  - name: argo-cd\n    version: 9.5.14\n    repository: https://argoproj.github.io/argo-helm\n'
  assert.deepEqual(found({ 'platform/argocd/Chart.yaml': chartYaml }), [
    { version: 'v3.4.2', file: 'platform/argocd/Chart.yaml', line: 8, from: 'argo-cd chart 9.5.14' }
  ])
  const app = [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: Application',
    'metadata: {name: argocd, namespace: argocd}',
    'spec:',
    '  sources:',
    '    - repoURL: https://argoproj.github.io/argo-helm',
    '      chart: argo-cd',
    '      targetRevision: "9.4.0"',
    '    - repoURL: https://example.com/other-helm',
    '      chart: argo-cd',
    '      targetRevision: 9.5.14',
    ''
  ].join('\n')
  assert.deepEqual(found({ 'apps/argocd.yaml': app }), [{ version: 'v3.3.0', file: 'apps/argocd.yaml', line: 8, from: 'argo-cd chart 9.4.0' }])
  // A range names no one chart: not read.
  assert.deepEqual(found({ 'Chart.yaml': chartYaml.replace('9.5.14', '~9.5.0') }), [])
})

test('install manifests at a tag and the argocd image tag, in a kustomization and in plain manifests', () => {
  const kustomization = [
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'namespace: argocd',
    'resources:',
    '  - https://raw.githubusercontent.com/argoproj/argo-cd/v3.4.2/manifests/install.yaml',
    '  - github.com/argoproj/argo-cd//manifests/crds?ref=v3.4.2',
    '# - https://raw.githubusercontent.com/argoproj/argo-cd/v2.9.0/manifests/install.yaml',
    'images:',
    '  - newTag: v3.4.3',
    '    name: quay.io/argoproj/argocd',
    ''
  ].join('\n')
  assert.deepEqual(
    found({ 'argocd/kustomization.yaml': kustomization }).map((d) => [d.line, d.version, d.from]),
    [
      [5, 'v3.4.2', 'install manifests at v3.4.2'],
      [6, 'v3.4.2', 'install manifests at v3.4.2'],
      [9, 'v3.4.3', 'image quay.io/argoproj/argocd:v3.4.3']
    ]
  )
  const deployment = 'kind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n        - image: quay.io/argoproj/argocd:v3.5.1\n'
  assert.deepEqual(found({ 'argocd/repo-server.yaml': deployment, 'README.md': 'quay.io/argoproj/argocd:v9.9.9' }), [
    { version: 'v3.5.1', file: 'argocd/repo-server.yaml', line: 6, from: 'image quay.io/argoproj/argocd:v3.5.1' }
  ])
  // Other images and repositories named alike are not Argo CD.
  assert.deepEqual(found({ 'x.yaml': 'image: quay.io/argoproj/argocd-extension:v3.4.2\nimage: example.com/argoproj/argocdx:v1.0.0\n' }), [])
})
