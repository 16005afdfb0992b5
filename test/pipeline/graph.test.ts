import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm, pvc } from '../helpers/apps.js'

const app = (name: string, path: string, o: { finalizer?: boolean; prune?: boolean; ns?: string } = {}) =>
  applicationYaml(name, path, { finalizer: o.finalizer !== false, prune: o.prune, destination: o.ns })
const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

function appOfApps(): string {
  return makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/web.yaml': app('web', 'workloads/web'),
    'apps/db.yaml': app('db', 'workloads/db'),
    'workloads/web/cm.yaml': cm('web'),
    'workloads/db/cm.yaml': cm('db') + '---\n' + pvc('data')
  })
}

test('R3.6.1 acceptance: deleting a child Application file from an app-of-apps folder reports the cascade of that child only', async () => {
  const dir = appOfApps()
  commit(dir, {}, 'drop db', ['apps/db.yaml'])
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.equal(byName.db!.change, 'removed')
  assert.equal(byName.db!.parent, 'argocd/root')
  assert.equal(byName.web!.change, 'unchanged')
  assert.deepEqual(
    byName.root!.prune.map((p) => [p.kind, p.name, p.outcome]),
    [['Application', 'db', 'delete']]
  )
  const cascades = report.findings.filter((f) => f.rule === 'app-removed-cascade')
  assert.equal(cascades.length, 1)
  assert.equal(cascades[0]!.app, 'db')
  assert.equal(cascades[0]!.severity, 'critical')
  assert.equal(cascades[0]!.blocking, true)
  assert.match(cascades[0]!.message, /parent app argocd\/root no longer renders it/)
  assert.match(cascades[0]!.message, /deletes 2 resources: ConfigMap db\/db, PersistentVolumeClaim db\/data/)
  assert.equal(cascades[0]!.file, 'apps/db.yaml')
})

test('R3.6.1: without the resources finalizer the child app is deleted but its resources are orphaned (low)', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/db.yaml': app('db', 'workloads/db', { finalizer: false }),
    'apps/keep.yaml': cm('keep'),
    'workloads/db/cm.yaml': cm('db')
  })
  commit(dir, {}, 'drop db', ['apps/db.yaml'])
  const { report } = await run(dir)
  const f = report.findings.find((x) => x.rule === 'app-removed-cascade')!
  assert.equal(f.severity, 'low')
  assert.match(f.message, /orphaned/)
})

test('R3.6: a root Application whose manifest nothing manages is not deleted by removing the file (info)', async () => {
  const dir = makeRepo({ 'apps/solo.yaml': app('solo', 'workloads/solo'), 'workloads/solo/cm.yaml': cm('solo') })
  commit(dir, {}, 'drop solo', ['apps/solo.yaml'])
  const { report } = await run(dir)
  const f = report.findings.find((x) => x.rule === 'app-removed-cascade')!
  assert.equal(f.severity, 'info')
  assert.match(f.message, /nothing in this repository manages the Application/)
  assert.equal(report.verdict, 'pass')
})

test('R3.6.1/R3.6.3: a parent without automated prune only deletes on a manual prune; a Namespace takes its contents', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false, prune: false }),
    'apps/db.yaml': app('db', 'workloads/db'),
    'apps/keep.yaml': cm('keep'),
    'workloads/db/ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: db\n'
  })
  commit(dir, {}, 'drop db', ['apps/db.yaml'])
  const { report } = await run(dir)
  const f = report.findings.find((x) => x.rule === 'app-removed-cascade')!
  assert.equal(f.severity, 'high')
  assert.match(f.message, /next sync with prune deletes it/)
  assert.match(f.message, /Deleting Namespace db also deletes everything inside/)
})

test('R3.7 acceptance: moving a ConfigMap from one app to another reports ownership-move', async () => {
  const dir = makeRepo({
    'apps/a.yaml': app('a', 'workloads/a', { ns: 'shared' }),
    'apps/b.yaml': app('b', 'workloads/b', { ns: 'shared' }),
    'workloads/a/cm.yaml': cm('settings') + '---\n' + cm('a-only'),
    'workloads/b/cm.yaml': cm('b-only')
  })
  commit(dir, { 'workloads/a/cm.yaml': cm('a-only'), 'workloads/b/cm.yaml': cm('b-only') + '---\n' + cm('settings') }, 'move settings to b')
  const { report } = await run(dir)
  const moves = report.findings.filter((f) => f.rule === 'ownership-move')
  assert.equal(moves.length, 1)
  assert.equal(moves[0]!.app, 'a')
  assert.deepEqual(moves[0]!.resource, { group: '', kind: 'ConfigMap', namespace: 'shared', name: 'settings' })
  assert.match(moves[0]!.message, /moves from argocd\/a to argocd\/b/)
  assert.equal(moves[0]!.blocking, true)
})

test('R3.7: a destination namespace change re-creates every resource and is flagged', async () => {
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'workloads/a', { ns: 'old' }), 'workloads/a/cm.yaml': cm('x') })
  commit(dir, { 'apps/a.yaml': app('a', 'workloads/a', { ns: 'new' }) }, 'move namespace')
  const { report } = await run(dir)
  const f = report.findings.find((x) => x.rule === 'ownership-move')!
  assert.match(f.message, /destination namespace old → new/)
  assert.deepEqual(
    report.apps[0]!.prune.map((p) => p.namespace),
    ['old']
  )
  assert.deepEqual(
    report.apps[0]!.create.map((p) => p.namespace),
    ['new']
  )
})

test('app-of-apps discovery recurses through rendered children with cycle protection', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'level1', { ns: 'argocd' }),
    'level1/mid.yaml': app('mid', 'level2', { ns: 'argocd' }),
    'level2/leaf.yaml': app('leaf', 'level3'),
    'level2/loop.yaml': app('root', 'level1', { ns: 'argocd' }),
    'level3/cm.yaml': cm('leaf')
  })
  commit(dir, { 'level3/cm.yaml': cm('leaf', '2') }, 'change leaf')
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  // Two files define argocd/root (root.yaml, level2/loop.yaml): no two apps of the report share a name.
  assert.equal(Object.keys(byName).length, report.apps.length, report.apps.map((a) => a.name).join(', '))
  assert.deepEqual(
    Object.keys(byName).filter((n) => !n.startsWith('root')),
    ['leaf', 'mid']
  )
  assert.equal(byName.leaf!.parent, 'argocd/mid')
  assert.deepEqual(
    byName.leaf!.update.map((u) => u.name),
    ['leaf']
  )
})

test('R3.6.1: when the parent no longer renders (its folder is gone), its child is not rendered (unknown), never "nothing deleted"', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/db.yaml': app('db', 'workloads/db'),
    'workloads/db/cm.yaml': cm('db')
  })
  commit(dir, {}, 'drop db', ['apps/db.yaml'])
  const { report } = await run(dir)
  assert.match(report.apps.find((a) => a.name === 'root')!.error ?? '', /app path does not exist/)
  const db = report.apps.find((a) => a.name === 'db')!
  assert.match(
    db.notRendered ?? '',
    /its parent app argocd\/root could not be rendered at head \(.*app path does not exist.*\), so whether Argo CD keeps this Application/
  )
  assert.deepEqual(db.prune, [])
  assert.ok(!report.findings.some((x) => x.rule === 'app-removed-cascade'), 'no cascade is claimed, and none is denied')
  assert.ok(report.findings.some((x) => x.rule === 'render-error' && x.app === 'root'))
})

function kustomizeAppOfApps(): string {
  return makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/kustomization.yaml': 'resources:\n  - web.yaml\n  - db.yaml\n',
    'apps/web.yaml': app('web', 'workloads/web'),
    'apps/db.yaml': app('db', 'workloads/db'),
    'workloads/web/cm.yaml': cm('web'),
    'workloads/db/cm.yaml': cm('db') + '---\n' + pvc('data') + '---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: db\n'
  })
}

test('R3.6.1 app-of-apps truth: a child dropped from the parent kustomization is removed with its resources although its file stays', async () => {
  const dir = kustomizeAppOfApps()
  commit(dir, { 'apps/kustomization.yaml': 'resources:\n  - web.yaml\n' }, 'drop db from the root kustomization')
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.equal(byName.db!.change, 'removed', 'apps/db.yaml is still in the repository, but nothing applies it')
  assert.equal(byName.web!.change, 'unchanged')
  assert.deepEqual(
    byName.root!.prune.map((p) => [p.kind, p.name]),
    [['Application', 'db']]
  )
  const cascades = report.findings.filter((f) => f.rule === 'app-removed-cascade')
  assert.equal(cascades.length, 1)
  assert.equal(cascades[0]!.app, 'db')
  assert.equal(cascades[0]!.severity, 'critical')
  assert.equal(cascades[0]!.blocking, true)
  assert.match(cascades[0]!.message, /parent app argocd\/root no longer renders it and prunes it/)
  assert.match(cascades[0]!.message, /deletes 3 resources: .*PersistentVolumeClaim db\/data/)
  assert.match(cascades[0]!.message, /Deleting Namespace db also deletes everything inside/)
  assert.equal(report.verdict, 'fail')
})

test('R3.6.1: children of a parent whose head render fails are not rendered (unknown), not unchanged', async () => {
  const dir = kustomizeAppOfApps()
  commit(
    dir,
    { 'apps/kustomization.yaml': 'resources:\n  - web.yaml\n  - db.yaml\n  - missing.yaml\n', 'workloads/web/cm.yaml': cm('web', '2') },
    'break the root'
  )
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.ok(byName.root!.error)
  for (const child of ['web', 'db']) {
    assert.match(byName[child]!.notRendered ?? '', /its parent app argocd\/root could not be rendered at head/, child)
    assert.deepEqual(byName[child]!.update, [], `${child}: no plan is claimed from its leftover file`)
  }
  assert.ok(!report.findings.some((f) => f.rule === 'app-removed-cascade'))
})

test('R3.6.1: a file that nothing renders at either revision stays a root; grandchildren go with a removed child', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/kustomization.yaml': 'resources:\n  - mid.yaml\n',
    'apps/mid.yaml': app('mid', 'mid', { ns: 'argocd' }),
    'mid/leaf.yaml': app('leaf', 'workloads/leaf'),
    'workloads/leaf/cm.yaml': cm('leaf'),
    'standalone/solo.yaml': app('solo', 'workloads/solo'),
    'workloads/solo/cm.yaml': cm('solo')
  })
  commit(dir, { 'apps/kustomization.yaml': 'resources: []\n', 'workloads/solo/cm.yaml': cm('solo', '2') }, 'drop mid')
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.equal(byName.mid!.change, 'removed')
  assert.equal(byName.leaf!.change, 'removed')
  assert.match(report.findings.find((f) => f.rule === 'app-removed-cascade' && f.app === 'leaf')!.message, /its parent app argocd\/mid is removed/)
  assert.deepEqual(
    byName.solo!.update.map((u) => u.name),
    ['solo'],
    'a root file is what exists'
  )
})

test('app-of-apps: the parent render (a kustomize overlay patching a child) replaces the file version of the child', async () => {
  const child = (path: string) => app('web', path, { ns: 'web' })
  const dir = makeRepo({
    'root.yaml': app('root', 'bootstrap/overlay', { ns: 'argocd', finalizer: false }),
    'bootstrap/base/web.yaml': child('workloads/web-base'),
    'bootstrap/base/kustomization.yaml': 'resources: [web.yaml]\n',
    'bootstrap/overlay/kustomization.yaml': 'resources: [../base]\npatches:\n  - path: web-path.yaml\n',
    'bootstrap/overlay/web-path.yaml':
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web\n  namespace: argocd\nspec:\n  source:\n    path: workloads/web-prod\n',
    'workloads/web-base/cm.yaml': cm('base'),
    'workloads/web-prod/cm.yaml': cm('prod')
  })
  commit(dir, { 'workloads/web-prod/cm.yaml': cm('prod', '2') }, 'change prod')
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.parent, 'argocd/root')
  assert.equal(web.sources[0]!.path, 'workloads/web-prod', 'the overlay-patched path is the one Argo CD syncs')
  assert.deepEqual(
    web.update.map((u) => u.name),
    ['prod']
  )
  assert.ok(!report.problems.some((p) => /web-path\.yaml/.test(p.file)), 'the patch file is not read as an Application')
})

test('R3.6.1: a root app that manages itself is left alone when it stops rendering its own file or fails to render', async () => {
  const dir = makeRepo({
    'apps/root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/kustomization.yaml': 'resources:\n  - root.yaml\n  - web.yaml\n',
    'apps/web.yaml': app('web', 'workloads/web'),
    'workloads/web/cm.yaml': cm('web')
  })
  commit(dir, { 'apps/kustomization.yaml': 'resources:\n  - web.yaml\n' }, 'root stops managing itself')
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.notEqual(byName.root!.change, 'removed')
  assert.equal(byName.web!.change, 'unchanged')
  commit(dir, { 'apps/kustomization.yaml': 'resources:\n  - root.yaml\n  - web.yaml\n  - missing.yaml\n' }, 'break root')
  const broken = await run(dir)
  const root = broken.report.apps.find((a) => a.name === 'root')!
  assert.ok(root.error, 'the root keeps its own render error')
  assert.ok(broken.report.findings.some((f) => f.rule === 'render-error' && f.app === 'root'))
})

test('R3.6.1: a parent whose chart files never mention Argo CD but whose inline values render child Applications is still rendered for its children', async () => {
  // A generic chart with an `extraObjects` template (no argoproj.io in its files); the Application passes the child in
  // spec.source.helm.valuesObject. The PR changes only the child's folder: the parent's inputs are the same.
  const parent = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: root
  namespace: argocd
spec:
  project: default
  source:
    repoURL: ${ORIGIN}
    targetRevision: HEAD
    path: charts/extra
    helm:
      valuesObject:
        extraObjects:
          - apiVersion: argoproj.io/v1alpha1
            kind: Application
            metadata: {name: db, namespace: argocd}
            spec:
              project: default
              source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: workloads/db}
              destination: {server: https://kubernetes.default.svc, namespace: db}
              syncPolicy: {automated: {prune: true}}
  destination:
    server: https://kubernetes.default.svc
    namespace: argocd
`
  const dir = makeRepo({
    'root.yaml': parent,
    'charts/extra/Chart.yaml': 'apiVersion: v2\nname: extra\nversion: 1.0.0\n',
    'charts/extra/values.yaml': 'extraObjects: []\n',
    'charts/extra/templates/extra.yaml': '{{- range .Values.extraObjects }}\n---\n{{ toYaml . }}\n{{- end }}\n',
    'workloads/db/cm.yaml': cm('db') + '---\n' + pvc('data')
  })
  commit(dir, { 'workloads/db/cm.yaml': cm('db') }, 'drop the PVC')
  const { report } = await run(dir)
  const db = report.apps.find((a) => a.name === 'db')
  assert.equal(db?.parent, 'argocd/root')
  assert.deepEqual(
    db.prune.map((p) => [p.kind, p.name]),
    [['PersistentVolumeClaim', 'data']]
  )
})

test('R3.6.1: a new Application copied from another keeps its name: the kustomize root fails (blocking); its children say so briefly', async () => {
  // As in argoproj/argoproj-deployments #61: a new file under the root's folder, copied from the self-managing app.
  const dir = makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/kustomization.yaml': 'resources:\n  - web.yaml\n  - db.yaml\n',
    'apps/web.yaml': app('web', 'workloads/web'),
    'apps/db.yaml': app('db', 'workloads/db'),
    'workloads/web/cm.yaml': cm('web'),
    'workloads/db/cm.yaml': cm('db'),
    'workloads/metrics/cm.yaml': cm('metrics')
  })
  commit(
    dir,
    { 'apps/kustomization.yaml': 'resources:\n  - web.yaml\n  - db.yaml\n  - metrics.yaml\n', 'apps/metrics.yaml': app('web', 'workloads/metrics') },
    'add metrics'
  )
  const { report } = await run(dir)
  const root = report.apps.find((a) => a.name === 'root')!
  assert.equal(root.outcome, 'render-error')
  assert.match(root.error ?? '', /may not add resource with an already registered id: Application\.v1alpha1\.argoproj\.io\/web\.argocd/)
  assert.equal(report.verdict, 'fail')
  assert.ok(report.findings.some((f) => f.rule === 'render-error' && f.app === 'root' && f.blocking))
  const db = report.apps.find((a) => a.name === 'db')!
  assert.match(db.notRendered ?? '', /^its parent app argocd\/root could not be rendered at head \(`kustomize build \.\/apps` failed/)
  // The parent's error is shown in full once, under the parent; each child shows its start.
  assert.match(db.notRendered ?? '', /… \(in full under argocd\/root\)\), so whether Argo CD keeps this Application/)
  assert.ok(!(db.notRendered ?? '').includes(root.error!), 'not the whole error again')
})

// One cluster folder per cluster, each with its own copy of the same ApplicationSet; only cluster b's folder has a
// root Application in this repository (the others are bootstrapped elsewhere).
const appSetYaml = (elements: string[]) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: workloads
  namespace: argocd
spec:
  generators:
    - list:
        elements: [${elements.map((e) => `{name: ${e}}`).join(', ')}]
  template:
    metadata:
      name: '{{name}}'
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: 'workloads/{{name}}'}
      destination: {server: https://kubernetes.default.svc, namespace: '{{name}}'}
      syncPolicy: {automated: {prune: true}}
`

test('app-of-apps: an ApplicationSet the parent renders replaces a file of the same name elsewhere (another cluster’s copy) and its apps are planned', async () => {
  const dir = makeRepo({
    'clusters/b/root.yaml': app('root', 'clusters/b/argocd', { ns: 'argocd', finalizer: false }),
    'clusters/b/argocd/workloads.yaml': appSetYaml(['web']),
    // Read after cluster b's file: before, this empty copy was the one expanded and `web` was never found.
    'clusters/c/argocd/workloads.yaml': appSetYaml([]),
    'workloads/web/cm.yaml': cm('web') + '---\n' + pvc('data')
  })
  commit(dir, { 'workloads/web/cm.yaml': cm('web') }, 'drop the claim')
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')
  assert.ok(web, report.apps.map((a) => a.name).join(', '))
  assert.equal(web.change, 'modified')
  assert.deepEqual(
    web.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
  const set = report.appSets.find((s) => s.name === 'workloads')!
  assert.equal(set.file, 'clusters/b/argocd/workloads.yaml')
  assert.deepEqual(set.apps, ['argocd/web'])
  // The copies are named, with the one used.
  assert.ok((report.notes ?? []).some((p) => /ApplicationSet argocd\/workloads is also defined in clusters\/b\/argocd\/workloads.yaml/.test(p.message)))
})

test('app-of-apps: an ApplicationSet the parent renders only slightly otherwise (its kustomization sets the namespace) plans the same apps, with no extra render', async () => {
  const repo = (setNamespace: boolean) => {
    const set = appSetYaml(['web'])
    const dir = makeRepo({
      'root.yaml': app('root', 'sets', { ns: 'argocd', finalizer: false }),
      'sets/kustomization.yaml': 'namespace: argocd\nresources: [workloads.yaml]\n',
      'sets/workloads.yaml': setNamespace ? set : set.replace('  namespace: argocd\n', ''),
      'workloads/web/cm.yaml': cm('web')
    })
    commit(dir, { 'workloads/web/cm.yaml': cm('web', '2') }, 'change web')
    return dir
  }
  const same = await run(repo(true))
  const patched = await run(repo(false))
  for (const r of [same, patched]) {
    assert.deepEqual(r.report.apps.map((a) => `${a.name} ${a.change}`).sort(), ['root unchanged', 'web modified'])
  }
  assert.equal(patched.stats.processes, same.stats.processes, 'the apps it generates alike are not rendered again (identical inputs render once)')
})

test('app-of-apps: an ApplicationSet its parent renders with other labels generates the same apps: each is worked out once per side, not again', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'sets', { ns: 'argocd', finalizer: false }),
    'sets/kustomization.yaml': 'commonLabels: {team: platform}\nresources: [workloads.yaml]\n',
    'sets/workloads.yaml': appSetYaml(['web']),
    'workloads/web/cm.yaml': cm('web')
  })
  commit(dir, { 'workloads/web/cm.yaml': cm('web', '2') }, 'change web')
  const lines: string[] = []
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', log: (l) => lines.push(l) })
  assert.deepEqual(report.apps.map((a) => `${a.name} ${a.change}`).sort(), ['root unchanged', 'web modified'])
  assert.ok(
    lines.some((l) => /renders it unlike sets\/workloads\.yaml/.test(l)),
    'the rendered version replaced the file'
  )
  for (const side of ['base', 'head']) {
    const renders = lines.filter((l) => l.startsWith(`rendered argocd/web at ${side} `))
    assert.equal(renders.length, 1, `${side}: ${renders.join(' | ')}`)
  }
})

test('a goTemplate ApplicationSet whose source path is the git generator’s `.path` object: a render error that names the Go map and the fix', async () => {
  const set = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: envs
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: ${ORIGIN}
        revision: HEAD
        directories:
          - path: apps/*/envs/prod
  template:
    metadata:
      name: '{{index .path.segments 1}}-prod'
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: '{{.path}}'}
      destination: {server: https://kubernetes.default.svc, namespace: web}
      syncPolicy: {automated: {prune: true}}
`
  const dir = makeRepo({ 'sets/envs.yaml': set.replace("'{{.path}}'", "'{{.path.path}}'"), 'apps/web/envs/prod/cm.yaml': cm('web') })
  commit(dir, { 'sets/envs.yaml': set }, 'path object instead of path.path')
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web-prod')!
  assert.equal(web.outcome, 'render-error')
  // Argo CD prints the object with Go's fmt, keys sorted, as the guard does.
  assert.match(
    web.error ?? '',
    /^map\[basename:prod basenameNormalized:prod path:apps\/web\/envs\/prod segments:\[apps web envs prod\]\]: app path does not exist; it is a Go map written as text/
  )
  assert.equal(report.verdict, 'fail')
})
