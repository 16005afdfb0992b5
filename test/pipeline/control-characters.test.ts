// Issue 44 item 14: Argo CD's repo-server decodes a directory app's YAML with go-yaml (reposerver/repository
// getObjsFromYAMLOrJSON -> apimachinery's YAMLOrJSONDecoder -> sigs.k8s.io/yaml -> goyaml.v2), whose reader refuses
// every control character but tab, LF and CR, anywhere in a document, comments included ("yaml: control characters
// are not allowed"): the app fails to generate manifests. The guard's YAML library read the file, so a PR adding a NUL
// byte passed as "0 apps changed". Real git repositories; helm and kustomize inputs with a NUL run the real tools.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const app = (path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: ${path}, targetRevision: HEAD}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
  syncPolicy: {automated: {prune: true}}
`
const PVC =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources: {requests: {storage: 1Gi}}\n'
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  a: "1"\n'

async function run(dir: string) {
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  return { report, web: report.apps.find((a) => a.name === 'web')! }
}

test('a NUL byte in a comment of a directory-app file: a render error naming the file, never "0 apps changed"', async () => {
  const dir = makeRepo({ 'apps/web.yaml': app('k/web'), 'k/web/cm.yaml': CM, 'k/web/pvc.yaml': PVC })
  commit(dir, { 'k/web/pvc.yaml': PVC.replace('  name: data\n', '  name: data # \0\n') }, 'a NUL in a comment')
  const { report, web } = await run(dir)
  assert.equal(web.outcome, 'render-error', JSON.stringify(web))
  assert.match(web.error ?? '', /k\/web\/pvc\.yaml/)
  assert.match(web.error ?? '', /control characters are not allowed/)
  assert.notEqual(report.summary.changedRenderErrors, 0)
})

test('other characters go-yaml refuses (DEL, C1 controls, U+FFFE) fail the app too; tab, NEL and U+FEFF do not', async () => {
  for (const [ch, fails] of [
    ['\x7f', true],
    ['\x9b', true],
    ['\x01', true],
    ['\ufffe', true],
    ['\t', false],
    ['\x85', false],
    ['\ufeff', false]
  ] as const) {
    const dir = makeRepo({ 'apps/web.yaml': app('k/web'), 'k/web/cm.yaml': CM, 'k/web/pvc.yaml': PVC })
    commit(dir, { 'k/web/cm.yaml': CM.replace('  a: "1"\n', `  a: "1" # x${ch}y\n`) }, 'a character in a comment')
    const { web } = await run(dir)
    assert.equal(web.outcome === 'render-error', fails, `U+${ch.charCodeAt(0).toString(16)}: ${JSON.stringify(web.error)}`)
  }
})

test('a NUL byte in a file Argo CD ignores (no apiVersion/kind/metadata) leaves the app as it was', async () => {
  const dir = makeRepo({ 'apps/web.yaml': app('k/web'), 'k/web/cm.yaml': CM, 'k/web/notes.yaml': 'title: notes\n' })
  commit(dir, { 'k/web/notes.yaml': 'title: notes\0\n' }, 'a NUL in an unrelated YAML file')
  const { web } = await run(dir)
  assert.equal(web.outcome, 'analysed', web.error ?? '')
})

test('a NUL byte in a helm values file or a kustomize input: the real tools fail the app, so does the guard', async () => {
  const chart = {
    'Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
    'values.yaml': 'x: 1\n',
    'templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n'
  }
  const h = makeRepo({ 'apps/web.yaml': app('c'), ...Object.fromEntries(Object.entries(chart).map(([k, v]) => [`c/${k}`, v])) })
  commit(h, { 'c/values.yaml': 'x: 1 # \0\n' }, 'a NUL in values.yaml')
  assert.equal((await run(h)).web.outcome, 'render-error')
  const t = makeRepo({ 'apps/web.yaml': app('c'), ...Object.fromEntries(Object.entries(chart).map(([k, v]) => [`c/${k}`, v])) })
  commit(t, { 'c/templates/cm.yaml': `${chart['templates/cm.yaml']}# \0\n` }, 'a NUL in a template: in the render Argo CD decodes')
  const rendered = (await run(t)).web
  assert.equal(rendered.outcome, 'render-error', JSON.stringify(rendered))
  const k = makeRepo({ 'apps/web.yaml': app('k'), 'k/kustomization.yaml': 'resources: [cm.yaml]\n', 'k/cm.yaml': CM })
  commit(k, { 'k/cm.yaml': CM.replace('  a: "1"\n', '  a: "1" # \0\n') }, 'a NUL in a kustomize resource')
  assert.equal((await run(k)).web.outcome, 'render-error')
})
