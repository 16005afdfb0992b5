// Where a repository declares a config management plugin for its own Argo CD (a hint, never applied): the argo-cd
// chart's values at any depth, a ConfigManagementPlugin manifest (versioned name), an argocd-cmp-cm ConfigMap.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { cmpDeclaration, cmpHint } from '../../src/argocd/cmp-hint.js'

const chartValues = `# argo-cd chart values, nested under an umbrella chart's dependency
argo-cd:
  configs:
    cmp:
      create: true
      plugins:
        kustomize-build-with-helm:
          generate:
            command: [sh, -c]
            args: [kustomize build --enable-helm]
`
const manifest = `apiVersion: v1
kind: Namespace
metadata: {name: argocd}
---
apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: envsubst
spec:
  version: v1.0
  generate:
    command: [sh, -c, "kustomize build . | envsubst"]
`
const configMap = `apiVersion: v1
kind: ConfigMap
metadata: {name: argocd-cmp-cm, namespace: argocd}
data:
  tanka.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: tanka
    spec:
      generate:
        command: [tk, show, environments/default, --dangerous-allow-redirect]
`

test('the argo-cd chart values declare a plugin at any depth: file, line of its name, its generate command', () => {
  const d = cmpDeclaration([{ path: 'platform/argocd/values.yaml', text: chartValues }], 'kustomize-build-with-helm')
  assert.deepEqual(d, {
    file: 'platform/argocd/values.yaml',
    line: 7,
    form: 'the argo-cd chart values configs.cmp.plugins',
    generate: ['sh', '-c', 'kustomize build --enable-helm']
  })
  assert.equal(
    cmpHint(d!),
    'this repository declares it in platform/argocd/values.yaml:7 (the argo-cd chart values configs.cmp.plugins, generate ["sh","-c","kustomize build --enable-helm"]): copy that declaration if it is the one your Argo CD runs'
  )
  assert.equal(cmpDeclaration([{ path: 'v.yaml', text: chartValues }], 'kustomize-build'), undefined, 'another name')
})

test('a ConfigManagementPlugin manifest matches by the name apps use (<name>-<version> when versioned); a ConfigMap of plugin files too', () => {
  const files = [
    { path: 'b/cmp-cm.yaml', text: configMap },
    { path: 'a/plugin.yaml', text: manifest }
  ]
  assert.equal(cmpDeclaration(files, 'envsubst'), undefined, 'a versioned plugin is called envsubst-v1.0')
  assert.deepEqual(cmpDeclaration(files, 'envsubst-v1.0'), {
    file: 'a/plugin.yaml',
    line: 6,
    form: 'a ConfigManagementPlugin',
    generate: ['sh', '-c', 'kustomize build . | envsubst']
  })
  const tanka = cmpDeclaration(files, 'tanka')
  assert.deepEqual(
    [tanka?.file, tanka?.line, tanka?.form, tanka?.generate[0]],
    ['b/cmp-cm.yaml', 5, 'a ConfigManagementPlugin in ConfigMap data tanka.yaml', 'tk']
  )
})

test('files that cannot be read, or do not name the plugin, give no hint and no error', () => {
  const files = [
    { path: 'broken.yaml', text: 'cmp: [unclosed\n  tanka: {' },
    { path: 'deep.yaml', text: `${'a:\n  '.repeat(1)}cmp:\n    plugins:\n      other: {}\n` }
  ]
  assert.equal(cmpDeclaration(files, 'tanka'), undefined)
})

test('a long generate command (an inline script) is cut in the message', () => {
  const script = 'x'.repeat(500)
  const d = { file: 'v.yaml', line: 3, form: 'a ConfigManagementPlugin', generate: ['sh', '-c', script] }
  const hint = cmpHint(d)
  assert.ok(hint.length < 400, hint)
  assert.match(hint, /generate \["sh","-c","x+…\): copy that declaration/)
})
