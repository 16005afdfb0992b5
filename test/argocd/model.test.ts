import assert from 'node:assert/strict'
import { test } from 'node:test'
import { instanceName, parseApplication, releaseNameFromInstance } from '../../src/argocd/application.js'
import { discoverApplications, isChartTemplate, kustomizePatchFiles } from '../../src/argocd/discover.js'
import { classifyHook, hookDeletePolicies } from '../../src/argocd/hooks.js'
import { deleteProtection, syncOption } from '../../src/argocd/sync-options.js'
import { repoIdentity, sameRepo } from '../../src/argocd/url.js'

const withAnn = (annotations: Record<string, string>) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', annotations } })

test('R1.1.1: non-empty spec.sources makes the app multi-source and spec.source is ignored', () => {
  const app = parseApplication({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: 'a' },
    spec: {
      source: { repoURL: 'r', path: 'ignored' },
      sources: [
        { repoURL: 'r', path: 'one' },
        { repoURL: 'r', ref: 'values' }
      ]
    }
  })
  assert.equal(app.multiSource, true)
  assert.deepEqual(
    app.sources.map((s) => s.path || s.ref),
    ['one', 'values']
  )
  const single = parseApplication({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: 'b' },
    spec: { source: { repoURL: 'r', path: 'p' }, sources: [] }
  })
  assert.equal(single.multiSource, false)
  assert.equal(single.sources[0]!.path, 'p')
})

test('R3.5.1: automated.enabled=false turns auto-sync (and so automated prune) off', () => {
  const mk = (automated: unknown) =>
    parseApplication({ apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata: { name: 'a' }, spec: { syncPolicy: { automated } } })
  assert.equal(mk({ prune: true }).syncPolicy.prune, true)
  assert.equal(mk({ prune: true, enabled: false }).syncPolicy.prune, false)
  assert.equal(mk({}).syncPolicy.prune, false)
  assert.equal(mk(undefined).syncPolicy.automated, false)
})

test('R2.2.1/R1.5.3: instance name carries the app namespace outside the control plane; release name strips it', () => {
  assert.equal(instanceName({ name: 'web', namespace: 'argocd' }, 'argocd'), 'web')
  assert.equal(instanceName({ name: 'web', namespace: '' }, 'argocd'), 'web')
  assert.equal(instanceName({ name: 'web', namespace: 'team-a' }, 'argocd'), 'team-a_web')
  assert.equal(releaseNameFromInstance('team-a_web'), 'web')
  assert.equal(releaseNameFromInstance('web'), 'web')
})

test('R4.1.2/R4.2.1: hook classification follows IsHook/Types with the Helm mapping', () => {
  assert.deepEqual(classifyHook(withAnn({})), { kind: 'resource' })
  assert.equal(classifyHook(withAnn({ 'argocd.argoproj.io/hook': 'Skip' })).kind, 'skip')
  assert.deepEqual(classifyHook(withAnn({ 'argocd.argoproj.io/hook': 'Skip,PreSync' })), {
    kind: 'hook',
    phases: ['PreSync'],
    source: 'argocd',
    raw: 'Skip,PreSync'
  })
  assert.deepEqual(classifyHook(withAnn({ 'helm.sh/hook': 'pre-install,pre-upgrade' })), {
    kind: 'hook',
    phases: ['PreSync'],
    source: 'helm',
    raw: 'pre-install,pre-upgrade'
  })
  assert.equal(classifyHook(withAnn({ 'helm.sh/hook': 'crd-install' })).kind, 'resource')
  // R4.1.4: test and delete hooks have no sync phase: dropped.
  assert.equal(classifyHook(withAnn({ 'helm.sh/hook': 'test' })).kind, 'ignored')
  assert.equal(classifyHook(withAnn({ 'helm.sh/hook': 'pre-delete' })).kind, 'ignored')
  assert.equal(classifyHook(withAnn({ 'argocd.argoproj.io/hook': 'PostDelete' })).kind, 'ignored')
  // Argo types present → Helm types ignored.
  const both = classifyHook(withAnn({ 'argocd.argoproj.io/hook': 'PostSync', 'helm.sh/hook': 'pre-install' }))
  assert.deepEqual(both.kind === 'hook' && both.phases, ['PostSync'])
})

test('R4.2.3: delete policies are unioned across Argo and Helm, default BeforeHookCreation', () => {
  assert.deepEqual(hookDeletePolicies(withAnn({})), ['BeforeHookCreation'])
  assert.deepEqual(hookDeletePolicies(withAnn({ 'helm.sh/hook-delete-policy': 'hook-succeeded', 'argocd.argoproj.io/hook-delete-policy': 'HookFailed' })), [
    'HookFailed',
    'HookSucceeded'
  ])
})

test('R3.3.5: the resource sync-options annotation wins over the app per option; R3.3.6 protections', () => {
  const obj = withAnn({ 'argocd.argoproj.io/sync-options': 'Prune=false, ServerSideApply=true' })
  assert.equal(syncOption(obj, ['Prune=confirm'], 'Prune'), 'false')
  assert.equal(syncOption(withAnn({}), ['Prune=confirm'], 'Prune'), 'confirm')
  assert.equal(syncOption(withAnn({}), [], 'Prune'), undefined)
  assert.equal(deleteProtection(withAnn({ 'argocd.argoproj.io/sync-options': 'Delete=false' })), 'Delete=false')
  assert.equal(deleteProtection(withAnn({ 'helm.sh/resource-policy': 'keep' })), 'helm.sh/resource-policy: keep')
  assert.equal(deleteProtection(withAnn({})), undefined)
})

test('R1.9.4: repository URLs match across https, ssh and scp forms, case and .git suffix', () => {
  assert.equal(repoIdentity('git@github.com:Example/GitOps.git'), 'github.com/example/gitops')
  assert.ok(sameRepo('https://github.com/example/gitops.git', 'git@github.com:example/gitops'))
  assert.ok(sameRepo('ssh://git@github.com/example/gitops.git', 'https://github.com/example/gitops/'))
  assert.ok(!sameRepo('https://github.com/example/gitops', 'https://github.com/example/gitops-other'))
  assert.ok(!sameRepo('', ''))
})

test('discovery: Applications in multi-doc files and Lists, problems for broken files, templates skipped', () => {
  const app = (name: string, ns = '') =>
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n${ns ? `  namespace: ${ns}\n` : ''}spec:\n  source: {repoURL: r, path: p}\n`
  const { apps, problems } = discoverApplications(
    [
      { path: 'apps/a.yaml', text: `${app('a')}---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n---\n${app('b', 'team')}` },
      { path: 'apps/broken.yaml', text: 'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: [\n' },
      { path: 'charts/x/templates/app.yaml', text: `${app('{{ .Values.name }}')}` },
      { path: 'apps/set.yaml', text: 'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {name: s}\n' }
    ],
    'argocd'
  )
  assert.deepEqual(
    apps.map((a) => [a.id, a.file, a.line]),
    [
      ['argocd/a', 'apps/a.yaml', 1],
      ['team/b', 'apps/a.yaml', 12]
    ]
  )
  assert.equal(problems.length, 1)
  assert.equal(problems[0]!.file, 'apps/broken.yaml')
})

test('discovery: a plain Application whose inline Helm values contain {{ }} is kept; templated names are not apps', () => {
  const plain = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: alerts
spec:
  source:
    repoURL: r
    chart: prometheus
    helm:
      values: |
        summary: "{{ $labels.instance }} is down"
`
  const templatedName = `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: "{{ .Values.name }}"\nspec: {}\n`
  const { apps, problems } = discoverApplications(
    [
      { path: 'a.yaml', text: plain },
      { path: 't.yaml', text: templatedName }
    ],
    'argocd'
  )
  assert.deepEqual(
    apps.map((a) => a.id),
    ['argocd/alerts']
  )
  assert.deepEqual(problems, [])
})

test('R1.9.4: `git@host/path` without the scp colon is the same repository (Argo treats git@ as SSH)', () => {
  assert.ok(sameRepo('git@github.com/alphagov/govuk-helm-charts', 'https://github.com/alphagov/govuk-helm-charts.git'))
})

test('discovery: files under a chart templates/ folder are templates, not plain Applications', () => {
  const charts = new Set(['charts/root', ''])
  assert.equal(isChartTemplate('charts/root/templates/app.yaml', charts), true)
  assert.equal(isChartTemplate('charts/root/templates/sub/app.yaml', charts), true)
  assert.equal(isChartTemplate('templates/app.yaml', charts), true, 'a chart at the repo root')
  assert.equal(isChartTemplate('apps/templates/app.yaml', charts), false, 'a folder named templates outside a chart')
  assert.equal(isChartTemplate('charts/root/values.yaml', charts), false)
})

test('discovery: files a kustomization uses as patches are fragments, not Applications', () => {
  const k = new Map<string, unknown>([
    [
      'overlays/prod/kustomization.yaml',
      { resources: ['../../base'], patches: [{ path: 'branch.yaml' }, { patch: 'inline' }], patchesStrategicMerge: ['../common/sm.yaml'] }
    ],
    ['kustomization.yaml', { patchesJson6902: [{ path: 'json.yaml', target: {} }] }]
  ])
  assert.deepEqual([...kustomizePatchFiles(k)].sort(), ['json.yaml', 'overlays/common/sm.yaml', 'overlays/prod/branch.yaml'])
})

test('discovery parses with the parser it is given: one shared by both revisions parses an unchanged file once', async () => {
  const { parseYamlStream } = await import('../../src/lib/yaml/yaml.js')
  const app = (name: string) =>
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: ${name}, namespace: argocd}\nspec:\n  source: {repoURL: https://x/r.git, path: ${name}}\n  destination: {server: https://kubernetes.default.svc, namespace: ${name}}\n`
  const parsed: string[] = []
  const memo = new Map<string, ReturnType<typeof parseYamlStream>>()
  const parse = (text: string) => {
    if (!memo.has(text)) {
      parsed.push(text)
      memo.set(text, parseYamlStream(text))
    }
    return memo.get(text)!
  }
  const base = discoverApplications(
    [
      { path: 'apps/a.yaml', text: app('a') },
      { path: 'apps/b.yaml', text: app('b') }
    ],
    'argocd',
    parse
  )
  const head = discoverApplications(
    [
      { path: 'apps/a.yaml', text: app('a') },
      { path: 'apps/b.yaml', text: app('b2') }
    ],
    'argocd',
    parse
  )
  assert.equal(parsed.length, 3, 'a.yaml, unchanged, was parsed once for both revisions')
  assert.deepEqual([...base.apps.map((a) => a.id)], ['argocd/a', 'argocd/b'])
  assert.deepEqual([...head.apps.map((a) => a.id)], ['argocd/a', 'argocd/b2'])
  assert.deepEqual(head.apps[0], { ...base.apps[0] }, 'the same discovered app from the shared parse')
})
