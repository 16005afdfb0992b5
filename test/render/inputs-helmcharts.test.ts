// Fingerprints (render/inputs.ts) decide both "unchanged, not rendered" and the render cache key: a kustomization's
// helmCharts values files outside its folder are inputs too; what is fetched at render time (a URL values file, a
// remote base or component) is identified by its reference's text, and marks the fingerprint external.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { discoverApplications } from '../../src/argocd/discover.js'
import { appFingerprint } from '../../src/render/inputs.js'
import { inputTree } from '../../src/render/input-tree.js'
import { parseKustomization } from '../../src/lib/yaml/yaml.js'

const ORIGIN = 'https://github.com/example/gitops.git'
const app = `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: a, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: '${ORIGIN}', targetRevision: HEAD, path: k/app}\n  destination: {server: 'https://kubernetes.default.svc', namespace: a}\n`

function fingerprint(kustomization: string, valuesOid: string) {
  const files: Record<string, string> = { 'k/app/kustomization.yaml': kustomization, 'shared/values.yaml': 'x: 1\n', 'k/app/charts/c/Chart.yaml': 'name: c\n' }
  // The kustomization's object id follows its text, as git's does.
  const oids: Record<string, string> = { 'k/app/kustomization.yaml': `k:${kustomization}`, 'shared/values.yaml': valuesOid, 'k/app/charts/c/Chart.yaml': 'c1' }
  const entries = new Map(Object.keys(files).map((p) => [p, { mode: '100644', oid: oids[p]! }]))
  const kustomizations = new Map<string, unknown>([['k/app/kustomization.yaml', parseKustomization(kustomization)]])
  const t = inputTree(entries, Object.keys(files).sort(), 'sha', (p) => files[p], kustomizations)
  const d = discoverApplications([{ path: 'apps/a.yaml', text: app }], 'argocd').apps[0]!
  return appFingerprint(d, t, [ORIGIN], {})
}

test('fingerprint: a helmCharts valuesFile outside the kustomization folder is an input', () => {
  const k = 'helmCharts:\n  - name: c\n    valuesFile: ../../shared/values.yaml\n'
  assert.ok(fingerprint(k, 'v1').app)
  assert.notEqual(fingerprint(k, 'v1').app, fingerprint(k, 'v2').app, 'a changed values file changes the fingerprint')
  assert.ok(fingerprint(k, 'v1').files.includes('shared/values.yaml'))
  const extra = 'helmCharts:\n  - name: c\n    additionalValuesFiles: [../../shared/values.yaml]\n'
  assert.notEqual(fingerprint(extra, 'v1').app, fingerprint(extra, 'v2').app)
  assert.equal(fingerprint(k, 'v1').external, false)
})

test('fingerprint (R1.6.6): a remote base, file or values file is external, identified by its reference as written', () => {
  const refs = [
    'resources:\n  - https://github.com/example/other//deploy?ref=v1.0.0\n',
    'resources:\n  - https://raw.githubusercontent.com/example/other/v1.0.0/install.yaml\n',
    'resources:\n  - github.com/example/other/deploy?ref=v1.0.0\n',
    'components:\n  - https://github.com/example/other//component?ref=v1.0.0\n',
    'helmCharts:\n  - name: c\n    valuesFile: https://example.com/v1.0.0/values.yaml\n',
    // Forms only the renderer's bounds knew before (no external mark, so a render of fetched content was cached).
    'resources:\n  - git::https://github.com/example/other//deploy?version=v1.0.0\n',
    'resources:\n  - deploy@git.example.com:example/other//deploy?version=v1.0.0\n',
    'resources:\n  - dev.azure.com/example/p/_git/other//deploy?version=v1.0.0\n'
  ]
  for (const k of refs) {
    // Before, the app had no fingerprint: rendered on every run, "not analysed" offline whatever the change.
    const fp = fingerprint(k, 'v1')
    assert.ok(fp.app, k)
    assert.equal(fp.external, true, k)
    assert.equal(fp.externalKeys, undefined, 'whatever the kustomization gives it reaches the fetched content')
    assert.equal(fingerprint(k, 'v2').app, fp.app, 'a file it does not read changes nothing')
    assert.notEqual(fingerprint(k.replaceAll('v1.0.0', 'v1.0.1'), 'v1').app, fp.app, 'another reference is another input')
  }
})

test('fingerprint: a remote-looking entry that names a file the repository holds hashes that file too (kustomize reads it first)', () => {
  const k = 'resources:\n  - ../../shared/values.yaml?ref=x\n'
  const files = (oid: string) => {
    const texts: Record<string, string> = { 'k/app/kustomization.yaml': k, 'shared/values.yaml?ref=x': 'x: 1\n' }
    const entries = new Map(Object.keys(texts).map((p) => [p, { mode: '100644', oid: p.endsWith('.yaml') ? `k:${k}` : oid }]))
    const kustomizations = new Map<string, unknown>([['k/app/kustomization.yaml', parseKustomization(k)]])
    const t = inputTree(entries, Object.keys(texts).sort(), 'sha', (p) => texts[p], kustomizations)
    const d = discoverApplications([{ path: 'apps/a.yaml', text: app }], 'argocd').apps[0]!
    return appFingerprint(d, t, [ORIGIN], {})
  }
  assert.equal(files('v1').external, true)
  assert.ok(files('v1').files.includes('shared/values.yaml?ref=x'))
  assert.notEqual(files('v1').app, files('v2').app, 'a PR editing that file changes the fingerprint')
})
