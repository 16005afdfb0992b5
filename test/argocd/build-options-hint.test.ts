import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildOptionsSettings, buildOptionsSettingsOnce, enableHelmSetting } from '../../src/argocd/build-options-hint.js'

test('R1.6.4 hint: argocd-cm data, the argo-cd chart values (quoted key or value) and JSON are found, with file and line', () => {
  const cm = {
    path: 'argocd/argocd-cm.yaml',
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cm\ndata:\n  kustomize.buildOptions: --enable-helm\n'
  }
  assert.deepEqual(enableHelmSetting([cm]), { file: 'argocd/argocd-cm.yaml', line: 6, value: '--enable-helm' })
  const values = {
    path: 'k8s/argocd/values.yaml',
    text: "configs:\n  cm:\n    url: https://x\n    kustomize.buildOptions: '--enable-helm --load-restrictor LoadRestrictionsNone'\n"
  }
  assert.deepEqual(enableHelmSetting([values]), { file: 'k8s/argocd/values.yaml', line: 4, value: '--enable-helm --load-restrictor LoadRestrictionsNone' })
  const quotedKey = { path: 'v.yaml', text: 'configs:\n  cm:\n    "kustomize.buildOptions": "--enable-helm"\n' }
  assert.equal(enableHelmSetting([quotedKey])?.value, '--enable-helm')
  const json = { path: 'cm.json', text: '{\n  "data": {\n    "kustomize.buildOptions": "--enable-helm",\n    "url": "x"\n  }\n}\n' }
  assert.deepEqual(enableHelmSetting([json]), { file: 'cm.json', line: 3, value: '--enable-helm' })
  const comment = { path: 'c.yaml', text: 'data:\n  kustomize.buildOptions: --enable-helm # for helmCharts\n' }
  assert.equal(enableHelmSetting([comment])?.value, '--enable-helm')
})

test('R1.6.4 hint: options without --enable-helm, a per-version key and a longer flag are not it; the first file in path order wins', () => {
  const none = { path: 'a.yaml', text: 'data:\n  kustomize.buildOptions: --load-restrictor LoadRestrictionsNone\n' }
  const versioned = { path: 'b.yaml', text: 'data:\n  kustomize.buildOptions.v5.7.1: --enable-helm\n' }
  const lookalike = { path: 'c.yaml', text: 'data:\n  kustomize.buildOptions: --enable-helm-plugins\n' }
  assert.equal(enableHelmSetting([none, versioned, lookalike]), undefined)
  const z = { path: 'z/values.yaml', text: 'kustomize.buildOptions: --enable-helm\n' }
  const a = { path: 'a/values.yaml', text: 'x: 1\nkustomize.buildOptions: "--enable-helm"\n' }
  assert.deepEqual(enableHelmSetting([z, a]), { file: 'a/values.yaml', line: 2, value: '--enable-helm' })
})

test('R1.6.4 hint: a revision is read once, on the first call, and only its YAML and JSON files', () => {
  let reads = 0
  const texts: Record<string, string> = { 'notes.md': 'kustomize.buildOptions: --enable-helm\n', 'cm.yml': 'data:\n  kustomize.buildOptions: --enable-helm\n' }
  const revision = { textPaths: () => (reads++, Object.keys(texts)), text: (p: string) => texts[p] }
  const hint = buildOptionsSettingsOnce(revision)
  assert.equal(reads, 0)
  assert.deepEqual(hint(), [{ file: 'cm.yml', line: 2, value: '--enable-helm' }])
  assert.equal(hint()[0]?.file, 'cm.yml')
  assert.equal(reads, 1)
})

test('R1.6.4 hint: every setting in file then line order, whatever its options', () => {
  const a = { path: 'a/cm.yaml', text: 'data:\n  kustomize.buildOptions: --load-restrictor LoadRestrictionsNone\n  kustomize.buildOptions.v5.7.1: --x\n' }
  const b = { path: 'b/values.yaml', text: 'cm:\n  kustomize.buildOptions: "--enable-helm"\n' }
  assert.deepEqual(buildOptionsSettings([b, a]), [
    { file: 'a/cm.yaml', line: 2, value: '--load-restrictor LoadRestrictionsNone' },
    { file: 'b/values.yaml', line: 2, value: '--enable-helm' }
  ])
  assert.equal(enableHelmSetting([b, a])?.file, 'b/values.yaml')
})
