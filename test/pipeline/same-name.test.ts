// Same-named Applications in several files (argocd/same-name.ts): one root per cluster, each applied to that cluster's
// own Argo CD, with same-named children. Planning only the last definition passed a pull request deleting prod's volume
// claim ("0 apps changed"). Real git and renderers.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { sameNamedIds, separateSameNamed } from '../../src/argocd/same-name.js'
import type { DiscoveredApp } from '../../src/argocd/discover.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { assertValidReport } from '../helpers/schema.js'

type Report = Awaited<ReturnType<typeof analyze>>['report']
const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
const app = (name: string, path: string, extra = '') => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: ${path}, targetRevision: HEAD${extra}}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
  syncPolicy: {automated: {prune: true}}
`
const PVC = 'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n'
const cluster = (c: string) => ({
  [`clusters/${c}/root.yaml`]: app('root', `clusters/${c}/apps`),
  [`clusters/${c}/apps/web.yaml`]: app('web', `workloads/${c}`),
  [`workloads/${c}/cm.yaml`]: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web-${c}}\n`,
  [`workloads/${c}/pvc.yaml`]: PVC
})
const pruned = (r: Report) => r.apps.filter((a) => a.prune.length > 0).map((a) => `${a.name}: ${a.prune.map((p) => `${p.kind}/${p.name}`).join(', ')}`)

test('one root per cluster with same-named children: a deletion in either cluster is planned in that cluster’s app', async () => {
  for (const c of ['prod', 'stage']) {
    const dir = makeRepo({ ...cluster('prod'), ...cluster('stage') })
    commit(dir, {}, `drop ${c}'s claim`, [`workloads/${c}/pvc.yaml`])
    const { report } = await run(dir)
    assert.deepEqual(pruned(report), [`web (clusters/${c}/apps/web.yaml): PersistentVolumeClaim/data`], c)
    assert.equal(report.verdict, 'fail', c)
    assert.equal(report.apps.length, 4, 'two roots and two webs')
    assert.deepEqual(report.unreadChanges ?? [], [])
  }
})

test('names several files define are notes, not files that could not be read: JSON, text and comment', async () => {
  const dir = makeRepo({ ...cluster('prod'), ...cluster('stage'), 'broken.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: x\n' })
  commit(dir, {}, "drop prod's claim", ['workloads/prod/pvc.yaml'])
  const { report } = await run(dir)
  assert.deepEqual(
    report.notes?.map((n) => `${n.file}: ${n.message.replace(/;.*/, '')}`),
    [
      'clusters/stage/apps/web.yaml: Application argocd/web is also defined in clusters/prod/apps/web.yaml:1',
      'clusters/stage/root.yaml: Application argocd/root is also defined in clusters/prod/root.yaml:1'
    ]
  )
  assert.deepEqual(
    report.problems.map((p) => p.file),
    ['broken.yaml'],
    'a file that cannot be parsed is still a problem'
  )
  assertValidReport(report)
  const md = renderMarkdown(report)
  assert.match(md, /⚠️ 1 file could not be read as manifests/)
  assert.match(md, /ℹ️ 2 notes on the repository's files<\/summary>[\s\S]*is also defined in clusters\/prod\/root\.yaml/)
  const text = renderText(report)
  assert.match(
    text,
    /Files that could not be read:\n {2}broken\.yaml:\d+: [^\n]*\n\nNotes:\n {2}clusters\/stage\/apps\/web\.yaml:1: Application argocd\/web is also defined/
  )
})

test('a Helm root per cluster renders same-named children: each cluster’s child is its own app', async () => {
  const chart = {
    'charts/apps/Chart.yaml': 'apiVersion: v2\nname: apps\nversion: 0.1.0\n',
    'charts/apps/templates/web.yaml': app('web', 'workloads/{{ .Values.cluster }}')
  }
  const root = (c: string) => app('root', 'charts/apps', `, helm: {values: 'cluster: ${c}'}`)
  const files: Record<string, string> = {
    ...chart,
    ...cluster('prod'),
    ...cluster('stage'),
    'clusters/prod/root.yaml': root('prod'),
    'clusters/stage/root.yaml': root('stage')
  }
  delete files['clusters/prod/apps/web.yaml']
  delete files['clusters/stage/apps/web.yaml']
  const dir = makeRepo(files)
  commit(dir, {}, "drop prod's claim", ['workloads/prod/pvc.yaml'])
  const { report } = await run(dir)
  assert.deepEqual(pruned(report), ['web (clusters/prod/root.yaml): PersistentVolumeClaim/data'])
})

test('a second cluster added by the pull request: the first cluster’s apps are unchanged, not removed and re-added', async () => {
  const dir = makeRepo(cluster('prod'))
  commit(dir, cluster('stage'), 'add stage')
  const { report } = await run(dir)
  const by = (name: string) => report.apps.find((a) => a.name === name)?.change
  assert.equal(by('root (clusters/prod/root.yaml)'), 'unchanged')
  assert.equal(by('web (clusters/prod/apps/web.yaml)'), 'unchanged')
  assert.equal(by('root (clusters/stage/root.yaml)'), 'added')
  assert.equal(by('web (clusters/stage/apps/web.yaml)'), 'added')
  assert.ok(!report.findings.some((f) => f.rule === 'app-removed-cascade'))
})

test('sameNamedIds and separateSameNamed: only ids of several files, at any revision, by file', () => {
  const d = (id: string, file: string) => ({ id, file, line: 1, manifest: {}, app: { name: id.split('/')[1] } }) as unknown as DiscoveredApp
  const base = [d('argocd/root', 'a/root.yaml'), d('argocd/one', 'a/one.yaml')]
  const head = [...base, d('argocd/root', 'b/root.yaml'), d('argocd/two', 'x.yaml')]
  const ids = sameNamedIds(base, head)
  assert.deepEqual([...ids], ['argocd/root'])
  const apps = new Map(base.map((x) => [x.id, x]))
  separateSameNamed(apps, base, ids)
  assert.deepEqual([...apps.keys()], ['argocd/one', 'argocd/root (a/root.yaml)'])
  assert.equal(apps.get('argocd/root (a/root.yaml)')!.label, 'root (a/root.yaml)')
  assert.deepEqual([...sameNamedIds([d('argocd/x', 'f.yaml'), d('argocd/x', 'f.yaml')])], [], 'one file: the later definition wins')
})

const addons = (c: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: addons, namespace: argocd}
spec:
  goTemplate: true
  generators:
    - git: {repoURL: '${ORIGIN}', revision: HEAD, directories: [{path: 'addons/${c}/*'}]}
  template:
    metadata: {name: '{{.path.basename}}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', targetRevision: HEAD, path: '{{.path.path}}'}
      destination: {server: 'https://kubernetes.default.svc', namespace: '{{.path.basename}}'}
      syncPolicy: {automated: {prune: true}}
`
const CM = (c: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: redis-${c}}\n`
const addonFiles = (c: string) => ({ [`clusters/${c}/addons.yaml`]: addons(c), [`addons/${c}/redis/pvc.yaml`]: PVC, [`addons/${c}/redis/cm.yaml`]: CM(c) })

test('same-named ApplicationSets of two clusters: each expanded, a deletion planned in its own cluster’s app', async () => {
  const dir = makeRepo({ ...addonFiles('prod'), ...addonFiles('stage') })
  commit(dir, {}, "drop prod's claim", ['addons/prod/redis/pvc.yaml'])
  const { report } = await run(dir)
  // Before: the later file's (stage) was expanded, prod's reported as not analysed, and this read as a pass.
  assert.equal(report.verdict, 'fail')
  assert.deepEqual(pruned(report), ['redis (clusters/prod/addons.yaml): PersistentVolumeClaim/data'])
  assert.deepEqual(report.apps.map((a) => `${a.name} ${a.change}`).sort(), [
    'redis (clusters/prod/addons.yaml) modified',
    'redis (clusters/stage/addons.yaml) unchanged'
  ])
  assert.deepEqual(report.appSets.map((s) => `${s.file} ${s.outcome} ${s.apps.join(',')}`).sort(), [
    'clusters/prod/addons.yaml analysed argocd/redis (clusters/prod/addons.yaml)',
    'clusters/stage/addons.yaml analysed argocd/redis (clusters/stage/addons.yaml)'
  ])
  assert.equal(report.summary.unknownAppSets, 0)
})

test('a second cluster’s same-named ApplicationSet added by the pull request: the first cluster’s apps are unchanged', async () => {
  const dir = makeRepo(addonFiles('prod'))
  commit(dir, addonFiles('stage'), 'add stage')
  const { report } = await run(dir)
  assert.deepEqual(report.apps.map((a) => `${a.name} ${a.change}`).sort(), [
    'redis (clusters/prod/addons.yaml) unchanged',
    'redis (clusters/stage/addons.yaml) added'
  ])
  assert.equal(report.verdict, 'pass')
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'app-removed-cascade'),
    []
  )
})

test('a root per cluster renders its same-named ApplicationSet: each cluster’s generated apps are its own', async () => {
  const files = (c: string) => ({
    [`clusters/${c}/root.yaml`]: app('root', `clusters/${c}/sets`),
    [`clusters/${c}/sets/addons.yaml`]: addons(c),
    [`addons/${c}/redis/pvc.yaml`]: PVC,
    [`addons/${c}/redis/cm.yaml`]: CM(c)
  })
  const dir = makeRepo({ ...files('prod'), ...files('stage') })
  commit(dir, {}, "drop stage's claim", ['addons/stage/redis/pvc.yaml'])
  const { report } = await run(dir)
  assert.deepEqual(pruned(report), ['redis (clusters/stage/sets/addons.yaml): PersistentVolumeClaim/data'])
  assert.equal(report.apps.filter((a) => a.name.startsWith('redis')).length, 2, report.apps.map((a) => a.name).join(', '))
  // One root (one Argo CD) rendering prod's: that one is the root's, named plainly; stage's stays its file's.
  const sets = (c: string) => ({ [`sets/${c}/addons.yaml`]: addons(c), [`addons/${c}/redis/pvc.yaml`]: PVC, [`addons/${c}/redis/cm.yaml`]: CM(c) })
  const one = makeRepo({ 'top.yaml': app('top', 'sets/prod'), ...sets('prod'), ...sets('stage') })
  commit(one, {}, "drop prod's claim", ['addons/prod/redis/pvc.yaml'])
  const r = (await run(one)).report
  assert.deepEqual(pruned(r), ['redis: PersistentVolumeClaim/data'])
  assert.deepEqual(r.apps.map((a) => `${a.name} ${a.change}`).sort(), ['redis (sets/stage/addons.yaml) unchanged', 'redis modified', 'top unchanged'])
  assert.deepEqual(r.appSets.map((s) => `${s.file}: ${s.apps.join(',')}`).sort(), [
    'sets/prod/addons.yaml: argocd/redis',
    'sets/stage/addons.yaml: argocd/redis (sets/stage/addons.yaml)'
  ])
})

test('apps under two files’ definitions of one root name never share a resource nor take one over (one Argo CD each)', async () => {
  // Alternative bootstraps (as kubriX's bootstrap-app-*.yaml): each renders its own version of the child sx-argocd.
  const child = (v: string) => app('sx-argocd', `argocd/${v}`)
  const dir = makeRepo({
    'bootstrap/kind.yaml': app('bootstrap', 'platform/kind'),
    'bootstrap/k8s.yaml': app('bootstrap', 'platform/k8s'),
    'platform/kind/sx-argocd.yaml': child('kind'),
    'platform/k8s/sx-argocd.yaml': child('k8s'),
    'argocd/kind/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {x: "1"}\n',
    'argocd/k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {x: "1"}\n'
  })
  // k8s's settings ConfigMap goes while kind's stays: a prune under k8s's bootstrap, not a move to kind's.
  commit(dir, { 'platform/k8s/sx-argocd.yaml': child('k8s').replace('targetRevision: HEAD', 'targetRevision: HEAD, directory: {exclude: cm.yaml}') }, 'exclude')
  const { report } = await run(dir)
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'shared-resource' || f.rule === 'ownership-move').map((f) => `${f.rule} ${f.app}`),
    [],
    'different Argo CDs: nothing shared, nothing moves'
  )
  assert.deepEqual(pruned(report), ['sx-argocd (platform/k8s/sx-argocd.yaml): ConfigMap/settings'])
  // The control: two roots of different names in one Argo CD rendering the same child still share it.
  const one = makeRepo({
    'bootstrap/a.yaml': app('a', 'platform/kind'),
    'bootstrap/b.yaml': app('b', 'platform/k8s'),
    'platform/kind/sx-argocd.yaml': child('kind'),
    'platform/k8s/sx-argocd.yaml': child('k8s'),
    'argocd/kind/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\n',
    'argocd/k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\n'
  })
  commit(one, { 'README.md': 'x\n' }, 'touch')
  const shared = (await run(one)).report.findings.filter((f) => f.rule === 'shared-resource').map((f) => f.app)
  assert.deepEqual(shared.sort(), ['a', 'b'])
})
