// The search for child Applications in an unchanged app's plain manifests (pipeline/plain-inputs.ts, child-apps.ts):
// files that reach the output as written count only the Applications they hold, not mentions of argoproj.io in
// descriptions, RBAC rules or data; what a kustomization can turn into an Application (a patch replacing the kind, a
// JSON patch copying a value, replacements) is still rendered to look. Real git repositories, real kustomize.
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { manifestKinds, plainInputs } from '../../src/pipeline/plain-inputs.js'
import { inputTree } from '../../src/render/input-tree.js'
import { parseKustomization } from '../../src/lib/yaml/yaml.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

// External Secrets' CRDs describe apiVersion fields this way.
const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        description: 'APIVersion of the target, e.g. "v1" for ConfigMap, "argoproj.io/v1alpha1" for ArgoCD Application'
`
const clusterRole = `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: app-reader}
rules:
- apiGroups: [argoproj.io]
  resources: [applications, applicationsets]
  verbs: [get, list]
`
const appProject = `apiVersion: argoproj.io/v1alpha1
kind: AppProject
metadata: {name: team, namespace: argocd}
spec:
  namespaceResourceWhitelist:
  - group: argoproj.io
    kind: Application
`
const dashboard =
  '{"title": "Argo CD", "panels": [{"targets": [{"expr": "argocd_app_info{group=\\"argoproj.io\\"}"}]}], "note": "apiVersion: argoproj.io/v1alpha1\\nkind: Application"}\n'

test('unchanged apps whose plain manifests only mention argoproj.io (a CRD description, RBAC, an AppProject, dashboard data) are skipped', async () => {
  const dir = makeRepo({
    'apps/eso.yaml': applicationYaml('eso', 'eso/overlay'),
    'eso/base/kustomization.yaml': 'resources: [crd.yaml, rbac.yaml]\n',
    'eso/base/crd.yaml': crd,
    'eso/base/rbac.yaml': clusterRole,
    // A patch that sets a replica count cannot make an Application of anything.
    'eso/overlay/kustomization.yaml':
      'resources: [../base, deploy.yaml]\npatches:\n  - patch: |-\n      - op: replace\n        path: /spec/replicas\n        value: 2\n    target: {kind: Deployment}\n',
    'eso/overlay/deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: eso}\nspec: {replicas: 1}\n',
    'apps/projects.yaml': applicationYaml('projects', 'projects', { destination: 'argocd' }),
    'projects/team.yaml': appProject,
    'projects/reader.yaml': clusterRole,
    'apps/grafana.yaml': applicationYaml('grafana', 'grafana'),
    'grafana/kustomization.yaml': 'configMapGenerator:\n  - name: dashboards\n    files: [argocd.json]\n',
    'grafana/argocd.json': dashboard,
    'README.md': 'hi\n'
  })
  commit(dir, { 'README.md': 'hello\n' }, 'a change no app reads')
  const { report, stats } = await run(dir)
  // Before: all three rendered on every run to look for child Applications.
  assert.equal(stats.skipped, 3, report.apps.map((a) => `${a.name}: ${a.skipped}`).join(', '))
  assert.equal(report.summary.unknownApps, 0)
})

function link(dir: string, path: string, target: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  symlinkSync(target, join(dir, path))
  git(dir, 'add', path)
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', `link ${path}`)
}

test('a symlink no app reads (a docs linter config) leaves the plain-manifest search on; a link the app reads turns it off', async () => {
  // Each folder of apps lists its AppProject next to its apps' kustomizations; the website's linter config is a link.
  const files = {
    'apps/team.yaml': applicationYaml('team', 'team', { destination: 'argocd' }),
    'team/kustomization.yaml': 'resources: [project.yaml, web]\n',
    'team/project.yaml': appProject,
    'team/web/kustomization.yaml': 'namespace: web\nresources: [cm.yaml]\n',
    'team/web/cm.yaml': cm('web'),
    'website/vale.ini': 'StylesPath = styles\n',
    'README.md': 'hi\n'
  }
  const dir = makeRepo(files)
  link(dir, 'website/docs/.vale.ini', '../vale.ini')
  commit(dir, { 'README.md': 'hello\n' }, 'a change no app reads')
  const { report, stats } = await run(dir)
  // Before: any link in the repository made every such app render on every run to look for child Applications.
  assert.equal(stats.skipped, 1, report.apps.map((a) => `${a.name}: ${a.skipped}`).join(', '))

  // The app's own folder reaches a file through a link: its paths are not worked out, so it is rendered to look.
  const linked = makeRepo(files)
  link(linked, 'team/web/extra.yaml', '../../website/vale.ini')
  commit(linked, { 'README.md': 'hello\n' }, 'a change no app reads')
  assert.equal((await run(linked)).stats.skipped, 0)
})

/** A parent app (path `parent`) whose files are `files`, and a child Application at `child/` holding a PVC. */
function parentRepo(files: Record<string, string>): string {
  return makeRepo({
    'root.yaml': applicationYaml('root', 'parent', { destination: 'argocd' }),
    'child/cm.yaml': cm('child'),
    'child/data.yaml': pvc('data'),
    ...files
  })
}

async function childFound(dir: string, why: string): Promise<void> {
  commit(dir, {}, 'drop the PVC', ['child/data.yaml'])
  const { report } = await run(dir)
  const child = report.apps.find((a) => a.name === 'child')
  assert.ok(child, `${why}: the child is found (${report.apps.map((a) => a.name).join(', ')})`)
  assert.deepEqual(
    child.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data'],
    why
  )
  assert.equal(report.verdict, 'fail')
}

const childApp = applicationYaml('child', 'child')

test('an unchanged parent holding a child Application in a plain manifest (directory, kustomize resource, List) is still rendered to find it', async () => {
  await childFound(parentRepo({ 'parent/child.yaml': childApp + '---\n' + clusterRole }), 'a directory app')
  await childFound(parentRepo({ 'parent/kustomization.yaml': 'resources: [apps/child.yaml]\n', 'parent/apps/child.yaml': childApp }), 'a kustomize resource')
  const list = `apiVersion: v1\nkind: List\nitems:\n${childApp.replace(/^/gm, '    ').replace(/^ {4}apiVersion/, '  - apiVersion')}`
  await childFound(parentRepo({ 'parent/list.yaml': list }), 'an item of a List')
})

// Argo CD objects and strings that kustomize can turn into an Application (tried with kustomize 5.7).
const child = (kind: string, apiVersion: string, annotations = '') =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: child\n  namespace: argocd\n${annotations}spec:\n  project: default\n  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: child}\n  destination: {server: https://kubernetes.default.svc, namespace: child}\n  syncPolicy: {automated: {prune: true}}\n`

test('an unchanged parent whose kustomization can make an Application of another document (patch, JSON patch copy, replacements) is still rendered', async () => {
  const patch = (ops: string) => `resources: [child.yaml]\npatches:\n  - target: {name: child}\n    patch: |-\n${ops.replace(/^/gm, '      ')}\n`
  await childFound(
    parentRepo({
      'parent/kustomization.yaml': patch('- op: replace\n  path: /kind\n  value: Application'),
      'parent/child.yaml': child('AppProject', 'argoproj.io/v1alpha1')
    }),
    'a patch replacing the kind of an AppProject'
  )
  const strings = '  annotations: {k: Application, v: argoproj.io/v1alpha1}\n'
  await childFound(
    parentRepo({
      'parent/kustomization.yaml': patch(
        '- op: copy\n  from: /metadata/annotations/v\n  path: /apiVersion\n- op: copy\n  from: /metadata/annotations/k\n  path: /kind'
      ),
      'parent/child.yaml': child('ConfigMap', 'v1', strings)
    }),
    'a JSON patch copying strings into apiVersion and kind'
  )
  const replace = (field: string, to: string) =>
    `  - source: {kind: ConfigMap, fieldPath: metadata.annotations.${field}}\n    targets: [{select: {kind: ConfigMap}, fieldPaths: [${to}]}]\n`
  await childFound(
    parentRepo({
      'parent/kustomization.yaml': `resources: [child.yaml]\nreplacements:\n${replace('v', 'apiVersion')}${replace('k', 'kind')}`,
      'parent/child.yaml': child('ConfigMap', 'v1', strings)
    }),
    'replacements copying strings into apiVersion and kind'
  )
})

test('manifestKinds: Applications wherever they sit, other Argo CD kinds, prose, and text that does not parse', async () => {
  assert.equal(await manifestKinds(crd, undefined), 'none')
  assert.equal(await manifestKinds(clusterRole, undefined), 'none')
  assert.equal(await manifestKinds(appProject, undefined), 'argo')
  assert.equal(await manifestKinds(childApp, undefined), 'app')
  assert.equal(await manifestKinds(child('ApplicationSet', 'argoproj.io/v1alpha1'), undefined), 'app')
  assert.equal(await manifestKinds('apiVersion: v1\nkind: List\nitems:\n- {apiVersion: argoproj.io/v1alpha1, kind: Application}\n', undefined), 'app')
  assert.equal(await manifestKinds('a: &x {apiVersion: argoproj.io/v1, kind: Application}\nb: *x\n', undefined), 'app')
  assert.equal(await manifestKinds('apiVersion: app.k8s.io/v1beta1\nkind: Application\n', undefined), 'none', 'another group')
  assert.equal(await manifestKinds('kind: [argoproj.io/v1\n', undefined), 'unparsed')
})

function tree(files: Record<string, string>) {
  const entries = new Map(Object.keys(files).map((p) => [p, { mode: '100644', oid: p }]))
  const kustomizations = new Map<string, unknown>()
  for (const [p, t] of Object.entries(files)) if (/kustomization\.yaml$/.test(p)) kustomizations.set(p, parseKustomization(t))
  return inputTree(entries, Object.keys(files).sort(), 'sha', (p) => files[p], kustomizations)
}
const plain = (files: Record<string, string>, source: Record<string, unknown> = { path: 'k' }) => {
  const r = plainInputs(Object.keys(files), [source], tree(files))
  return { manifests: [...r.manifests].sort(), data: [...r.data].sort(), patched: r.patched }
}

test('plainInputs: resources and directory manifests are plain, generator files data; anything that may rewrite a document is not', () => {
  const k = (kustomization: string, more: Record<string, string> = {}) => ({ 'k/kustomization.yaml': kustomization, 'k/a.yaml': 'x', ...more })
  assert.deepEqual(plain(k('resources: [a.yaml]\nnamespace: n\nconfigMapGenerator: [{name: d, files: [d.json]}]\n', { 'k/d.json': '{}' })), {
    manifests: ['k/a.yaml'],
    data: ['k/d.json'],
    patched: false
  })
  assert.deepEqual(plain({ 'd/a.yaml': 'x', 'd/b.json': '{}', 'd/c.jsonnet': '{}', 'd/sub/e.yml': 'x' }, { path: 'd' }).manifests, [
    'd/a.yaml',
    'd/b.json',
    'd/sub/e.yml'
  ])
  // A patch may replace the kind: other objects of the group count; its file is searched as text.
  const patched = plain(k('resources: [a.yaml]\npatches: [{path: p.yaml}]\n', { 'k/p.yaml': '- {op: replace, path: /kind, value: Application}' }))
  assert.deepEqual(patched, { manifests: ['k/a.yaml'], data: [], patched: true })
  assert.equal(plain(k('resources: [a.yaml]\n'), { path: 'k', kustomize: { patches: [{ patch: '- {op: replace, path: /kind, value: X}' }] } }).patched, true)
  const none = { manifests: [], data: [], patched: true }
  for (const [why, files, source] of [
    ['a JSON patch copy', k('resources: [a.yaml]\npatches: [{path: p.yaml}]\n', { 'k/p.yaml': '- {op: copy, from: /a, path: /kind}' })],
    ['an inline move', k('resources: [a.yaml]\npatches:\n  - patch: \'[{"op": "move", "from": "/a", "path": "/kind"}]\'\n')],
    ['an escape', k('resources: [a.yaml]\npatches: [{patch: "- {op: c\\x6fpy, from: /a, path: /kind}"}]\n')],
    ['replacements', k('resources: [a.yaml]\nreplacements: []\n')],
    ['vars', k('resources: [a.yaml]\nvars: []\n')],
    ['transformers', k('resources: [a.yaml]\ntransformers: [t.yaml]\n')],
    ['helmCharts', k('resources: [a.yaml]\nhelmCharts: []\n')],
    ['an override file', k('resources: [a.yaml]\n', { 'k/.argocd-source.yaml': 'kustomize: {}' })],
    ['a Helm source', k('resources: [a.yaml]\n'), { path: 'k', helm: {} }],
    ['a chart', k('resources: [a.yaml]\n', { 'k/Chart.yaml': 'name: c' })],
    ['a plugin', k('resources: [a.yaml]\n'), { path: 'k', plugin: {} }],
    ['a patch file the Application names', k('resources: [a.yaml]\n'), { path: 'k', kustomize: { patches: [{ path: 'p.yaml' }] } }]
  ] as Array<[string, Record<string, string>, Record<string, unknown> | undefined]>)
    assert.deepEqual(plain(files, source), none, why)
})
