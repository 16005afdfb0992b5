// Source paths and files whose names start with a dot (`.gitops/web`, `.argocd/`): the files an app reads were keyed
// with the dot taken off (`gitops/web/...`), like a leading `./`, so a PR changing them matched no input: the app was
// skipped as unchanged (PASS, "0 to prune") while Argo CD pruned what the change removed. lib/repo-path.ts keys them as
// written. Real git repositories, real helm and kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { repoPath } from '../../src/lib/repo-path.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
const cm = (name: string, value = 'v') => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  k: ${value}\n`

test('repoPath keeps a leading dot of a name and takes off only `./`, trailing slashes and empty segments', () => {
  const cases: Array<[string, string]> = [
    ['', ''],
    ['.', ''],
    ['./', ''],
    ['apps/', 'apps'],
    ['./apps//web/./x/', 'apps/web/x'],
    ['.gitops/web', '.gitops/web'],
    ['./.env', '.env'],
    ['..x/y', '..x/y'],
    ['..', '..'],
    ['../x', '../x'],
    ['a/../..', '..'],
    ['/x', '/x']
  ]
  for (const [p, want] of cases) assert.equal(repoPath(p), want, p)
})

for (const [kind, files, change] of [
  ['a directory', { '.gitops/web/cms.yaml': `${cm('a')}---\n${cm('b')}` }, { '.gitops/web/cms.yaml': cm('a', 'v2') }],
  [
    'a kustomize overlay over a dot-named base',
    {
      '.gitops/web/kustomization.yaml': 'resources: [../.base]\n',
      '.gitops/.base/kustomization.yaml': 'resources: [cms.yaml]\n',
      '.gitops/.base/cms.yaml': `${cm('a')}---\n${cm('b')}`
    },
    { '.gitops/.base/cms.yaml': cm('a', 'v2') }
  ],
  [
    'a Helm chart',
    {
      '.gitops/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      '.gitops/web/values.yaml': 'both: true\n',
      '.gitops/web/templates/cms.yaml': `${cm('a')}{{- if .Values.both }}\n---\n${cm('b')}{{- end }}\n`
    },
    { '.gitops/web/values.yaml': 'both: false\n' }
  ]
] as const) {
  test(`an app whose source path starts with a dot (${kind}): a change to its files is analysed, and its prune reported`, async () => {
    const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', '.gitops/web'), ...files })
    commit(dir, change, 'drop b')
    const { report } = await run(dir)
    const web = report.apps.find((a) => a.name === 'web')!
    assert.equal(web.change, 'modified', JSON.stringify(web))
    assert.deepEqual(
      web.prune.map((p) => `${p.kind}/${p.name}`),
      ['ConfigMap/b']
    )
    assert.deepEqual(report.unreadChanges ?? [], [])
  })
}

test('a file in a dot-named folder no app reads is still listed as read by no app', async () => {
  const dir = makeRepo({ 'apps/web.yaml': applicationYaml('web', 'web'), 'web/cms.yaml': cm('a'), '.gitops/notes.yaml': cm('n') })
  commit(dir, { '.gitops/notes.yaml': cm('n', 'v2') }, 'notes')
  const { report } = await run(dir)
  assert.equal(report.apps.find((a) => a.name === 'web')!.change, 'unchanged')
  assert.deepEqual(report.unreadChanges, ['.gitops/notes.yaml'])
})

// app-removed-cascade: an ApplicationSet deleted from the folder of an app that fails to render at base may have been
// applied by that app, so its Applications' deletion is assumed; the folder was matched without its dot.
test('an ApplicationSet deleted from the dot-named folder of an app failing to render at base: its cascade is assumed', async () => {
  const set = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: fleet, namespace: argocd}
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - {name: data}
  template:
    metadata: {name: '{{.name}}', finalizers: [resources-finalizer.argocd.argoproj.io]}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: data, targetRevision: HEAD}
      destination: {server: 'https://kubernetes.default.svc', namespace: data}
      syncPolicy: {automated: {prune: true}}
`
  const dir = makeRepo({
    'root/root.yaml': applicationYaml('root', '.argocd', { destination: 'argocd' }),
    '.argocd/kustomization.yaml': 'resources: [fleet.yaml, keep.yaml, missing.yaml]\n',
    '.argocd/fleet.yaml': set,
    '.argocd/keep.yaml': cm('keep'),
    'data/pvc.yaml':
      'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: db}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n'
  })
  commit(dir, { '.argocd/kustomization.yaml': 'resources: [keep.yaml]\n' }, 'drop the ApplicationSet', ['.argocd/fleet.yaml'])
  const { report } = await run(dir)
  const cascade = report.findings.filter((f) => f.rule === 'app-removed-cascade')
  assert.equal(cascade.length, 1, JSON.stringify(report.findings))
  assert.deepEqual([cascade[0]!.severity, cascade[0]!.blocking], ['critical', true], cascade[0]!.message)
  assert.match(cascade[0]!.message, /is removed, which deletes the Applications it owns/)
})

// R1.2.1: the override files Argo CD Image Updater writes beside an app (`.argocd-source-<app>.yaml`), for an app at
// the repository root: the file's name starts with a dot, and a change to it was read as no app's input.
test('an app at the repository root whose .argocd-source-<app>.yaml changes a Helm parameter: the change is analysed', async () => {
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', '.', { extraSource: '    helm: {releaseName: web}\n' }),
    'Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
    '.helmignore': 'apps/\n',
    'values.yaml': 'both: false\n',
    'templates/cms.yaml': `${cm('a')}{{- if .Values.both }}\n---\n${cm('b')}{{- end }}\n`,
    '.argocd-source-web.yaml': 'helm:\n  parameters:\n  - {name: both, value: "true"}\n'
  })
  commit(dir, { '.argocd-source-web.yaml': 'helm:\n  parameters:\n  - {name: both, value: "false"}\n' }, 'override')
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.change, 'modified', JSON.stringify(web))
  assert.deepEqual(
    web.prune.map((p) => `${p.kind}/${p.name}`),
    ['ConfigMap/b']
  )
})

// go-yaml reads the plain scalar `.` as the string "."; the YAML 1.1 schema read it as NaN (lib/yaml/go-tags.ts), so
// an Application at the repository root had the path "NaN" and "failed to render like Argo CD would".
test('an Application with `path: .` (the repository root, unquoted) renders, and its prune is reported', async () => {
  const dir = makeRepo({
    'apps/root.yaml': applicationYaml('root', '.', { extraSource: '    directory: {exclude: "apps/*"}\n' }),
    'cms.yaml': `${cm('a')}---\n${cm('b')}`
  })
  commit(dir, { 'cms.yaml': cm('a', 'v2') }, 'drop b')
  const { report } = await run(dir)
  const root = report.apps.find((a) => a.name === 'root')!
  assert.equal(root.sources[0]!.path, '.')
  assert.equal(root.error, null, JSON.stringify(root))
  assert.deepEqual(
    root.prune.map((p) => `${p.kind}/${p.name}`),
    ['ConfigMap/b']
  )
})
