// pipeline/kustomize-reads.ts: the files of a kustomize app's folders that no kustomization names (left out of the
// search for child Applications); anything else reads whole folders, so nothing is left out.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { unnamedByKustomize } from '../../src/pipeline/kustomize-reads.js'
import { inputTree } from '../../src/render/input-tree.js'
import { parseKustomization } from '../../src/lib/yaml/yaml.js'

function tree(files: Record<string, string>, links: string[] = []) {
  const entries = new Map(Object.keys(files).map((p) => [p, { mode: links.includes(p) ? '120000' : '100644', oid: p }]))
  const kustomizations = new Map<string, unknown>()
  // As a revision holds them: one that does not parse is absent.
  for (const [p, t] of Object.entries(files)) {
    try {
      if (/kustomization\.yaml$/.test(p)) kustomizations.set(p, parseKustomization(t))
    } catch {
      continue
    }
  }
  return inputTree(entries, Object.keys(files).sort(), 'sha', (p) => files[p], kustomizations)
}

const files = {
  'app/overlay/kustomization.yaml': 'resources: [../base, extra/cm.yaml]\npatches: [{path: patch.yaml}]\nhelmCharts: [{name: c, valuesFile: values.yaml}]\n',
  'app/overlay/patch.yaml': 'x',
  'app/overlay/values.yaml': 'x',
  'app/overlay/extra/cm.yaml': 'x',
  'app/overlay/extra/unused.yaml': 'x',
  'app/overlay/config.json': '{"srcRepoURL": "x"}',
  'app/overlay/.argocd-source-web.yaml': 'x',
  'app/overlay/charts/c/Chart.yaml': 'x',
  'app/overlay/charts/c/values.yaml': 'x',
  'app/base/kustomization.yaml': 'resources: [ns.yaml]\n',
  'app/base/ns.yaml': 'x',
  'app/base/README.md': 'x',
  'shared/values.yaml': 'x'
}
const kustomize = [{ path: 'app/overlay' }]

test('kustomize reads its kustomizations and what they name; the rest of their folders is left out', () => {
  const out = unnamedByKustomize(Object.keys(files), kustomize, tree(files))
  // The chart home (helmCharts' `charts`) is read whole by helm; Argo CD reads .argocd-source files; a file outside
  // every kustomization folder (a value file elsewhere) is read.
  assert.deepEqual([...out].sort(), ['app/base/README.md', 'app/overlay/config.json', 'app/overlay/extra/unused.yaml'])
})

test('nothing is left out when another renderer reads whole folders, a kustomization does not parse, or links are involved', () => {
  const all = Object.keys(files)
  assert.equal(unnamedByKustomize(all, [{ path: 'app/overlay', directory: { recurse: true } }], tree(files)).size, 0)
  assert.equal(unnamedByKustomize(all, [{ path: 'app/overlay', helm: {} }], tree(files)).size, 0)
  assert.equal(unnamedByKustomize(all, [...kustomize, { path: 'shared' }], tree(files)).size, 0, 'a source without a kustomization')
  assert.equal(unnamedByKustomize(all, [{ repoURL: 'https://charts.example.com', chart: 'c', path: '' }], tree(files)).size, 0)
  const broken = { ...files, 'app/base/kustomization.yaml': 'resources: [\n' }
  assert.equal(unnamedByKustomize(all, kustomize, tree(broken)).size, 0)
  // A link the app reads (the fingerprint lists the links on the way) turns it off; one elsewhere in the repository not.
  const linked = tree({ ...files, 'app/overlay/link': 'x', 'website/docs/.vale.ini': 'x' }, ['app/overlay/link', 'website/docs/.vale.ini'])
  assert.equal(unnamedByKustomize([...all, 'app/overlay/link'], kustomize, linked).size, 0)
  assert.deepEqual([...unnamedByKustomize(all, kustomize, linked)].sort(), ['app/base/README.md', 'app/overlay/config.json', 'app/overlay/extra/unused.yaml'])
  // R1.3.3: a Chart.yaml next to the kustomization may make the source Helm; R1.2.1: an override file may set a type.
  assert.equal(unnamedByKustomize(all, kustomize, tree({ ...files, 'app/overlay/Chart.yaml': 'x' })).size, 0)
  assert.equal(unnamedByKustomize(all, kustomize, tree({ ...files, 'app/overlay/.argocd-source-web.yaml': 'helm:\n  parameters: []\n' })).size, 0)
  // An override of kustomize settings (argocd-image-updater's images) keeps it a kustomization.
  const images = { ...files, 'app/overlay/.argocd-source-web.yaml': 'kustomize:\n  images: [web:2]\n' }
  assert.deepEqual([...unnamedByKustomize(all, kustomize, tree(images))].sort(), [
    'app/base/README.md',
    'app/overlay/config.json',
    'app/overlay/extra/unused.yaml'
  ])
})
