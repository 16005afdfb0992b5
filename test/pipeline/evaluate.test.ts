// evaluate() is the pure tail of the pipeline (issue 10): renders in, plans and report out. These tests build the
// apps and their renders in memory: no git, no helm, no kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseApplication } from '../../src/argocd/application.js'
import type { DiscoveredApp } from '../../src/argocd/discover.js'
import { defaultConfig } from '../../src/config/config.js'
import type { Manifest } from '../../src/k8s/resource.js'
import { evaluate, type EvaluationInput, type EvaluationSide } from '../../src/pipeline/evaluate.js'
import { shardOf } from '../../src/pipeline/shard.js'
import type { AppRender } from '../../src/render/app.js'
import { assertValidReport } from '../helpers/schema.js'

const REPO = 'https://github.com/example/gitops.git'

function app(name: string, autoPrune = true): DiscoveredApp {
  const manifest: Manifest = {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name, namespace: 'argocd' },
    spec: {
      project: 'default',
      source: { repoURL: REPO, targetRevision: 'HEAD', path: name },
      destination: { server: 'https://kubernetes.default.svc', namespace: name },
      ...(autoPrune ? { syncPolicy: { automated: { prune: true } } } : {})
    }
  }
  return { app: parseApplication(manifest), file: `apps/${name}.yaml`, line: 1, id: `argocd/${name}`, manifest }
}

const obj = (kind: string, name: string, apiVersion = 'v1', extra: Record<string, unknown> = {}): Manifest => ({
  apiVersion,
  kind,
  metadata: { name },
  ...extra
})

function render(path: string, ...objs: Manifest[]): AppRender {
  return {
    docs: objs.map((o, i) => ({ obj: o, file: `${path}/all.yaml`, line: 1 + 10 * i, source: 0 })),
    sources: [{ index: 0, type: 'directory', repoURL: REPO, path, chart: '', targetRevision: 'HEAD', ref: '' }],
    warnings: [],
    templates: {}
  }
}

function side(apps: DiscoveredApp[], renders: Record<string, AppRender>): EvaluationSide {
  return {
    apps: new Map(apps.map((a) => [a.id, a])),
    renders: new Map(Object.entries(renders).map(([name, r]) => [`argocd/${name}`, r])),
    appSets: new Map(),
    oversized: [],
    storageClasses: []
  }
}

function input(base: EvaluationSide, head: EvaluationSide, extra: Partial<EvaluationInput> = {}): EvaluationInput {
  return {
    config: defaultConfig(1),
    base,
    head,
    skipped: new Set(),
    maxManifestBytes: 1024,
    meta: { toolVersion: '0.0.0-test', base: { rev: 'main', sha: 'a'.repeat(40) }, head: { rev: 'pr', sha: 'b'.repeat(40) }, renderers: {}, problems: [] },
    ...extra
  }
}

test('in-memory renders: a PVC dropped from the head render is a blocking prune; an edited ConfigMap is an update', () => {
  const shop = app('shop')
  const base = side([shop], { shop: render('shop', obj('ConfigMap', 'cfg', 'v1', { data: { v: '1' } }), obj('PersistentVolumeClaim', 'data')) })
  const head = side([shop], { shop: render('shop', obj('ConfigMap', 'cfg', 'v1', { data: { v: '2' } })) })
  const { report, plans } = evaluate(input(base, head))
  assertValidReport(report)
  assert.equal(plans.length, 1)
  const a = report.apps[0]!
  assert.deepEqual(a.prune, [{ group: '', kind: 'PersistentVolumeClaim', namespace: 'shop', name: 'data', outcome: 'delete', file: 'shop/all.yaml', line: 11 }])
  assert.deepEqual(a.update, [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'cfg', paths: ['data.v'] }])
  assert.equal(report.verdict, 'fail')
  assert.ok(report.findings.some((f) => f.rule === 'prune' && f.blocking))
  assert.equal(report.base.sha, 'a'.repeat(40))
})

test('in-memory renders: without automated prune the dropped object is not deleted, and nothing blocks', () => {
  const shop = app('shop', false)
  const base = side([shop], { shop: render('shop', obj('ConfigMap', 'a'), obj('ConfigMap', 'b')) })
  const head = side([shop], { shop: render('shop', obj('ConfigMap', 'a')) })
  const { report } = evaluate(input(base, head))
  assert.deepEqual(
    report.apps[0]!.prune.map((p) => [p.name, p.outcome]),
    [['b', 'requires-manual-prune']]
  )
  assert.equal(report.verdict, 'pass')
})

test('R2.3.1 in memory: a CRD rendered at head makes its cluster-scoped kind lose the destination namespace', () => {
  const crd = obj('CustomResourceDefinition', 'widgets.example.com', 'apiextensions.k8s.io/v1', {
    spec: { group: 'example.com', names: { kind: 'Widget', plural: 'widgets' }, scope: 'Cluster' }
  })
  const ops = app('ops')
  const { report } = evaluate(input(side([], {}), side([ops], { ops: render('ops', crd, obj('Widget', 'w1', 'example.com/v1')) })))
  const widget = report.apps[0]!.create.find((k) => k.kind === 'Widget')
  assert.deepEqual(widget, { group: 'example.com', kind: 'Widget', namespace: '', name: 'w1' })
})

test('skipped apps are unchanged; a shard reports only its own apps', () => {
  const apps = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => app(n))
  const renders = Object.fromEntries(apps.map((a) => [a.app.name, render(a.app.name, obj('ConfigMap', 'x'))]))
  const skipped = new Set(['argocd/a'])
  const all = evaluate(input(side(apps, renders), side(apps, renders), { skipped }))
  assert.equal(all.report.apps.find((x) => x.name === 'a')!.skipped, true)
  assert.equal(all.report.apps.find((x) => x.name === 'a')!.change, 'unchanged')
  const shard = { index: 1, count: 2 }
  const one = evaluate(input(side(apps, renders), side(apps, renders), { skipped, shard }))
  const expected = apps.filter((a) => shardOf(a.id, 2) === 1).map((a) => a.app.name)
  assert.deepEqual(one.report.apps.map((x) => x.name).sort(), expected.sort())
  assert.equal(one.report.shard, '1/2')
  assert.equal(one.plans.length, apps.length) // every plan is computed; the report keeps the shard's
})
