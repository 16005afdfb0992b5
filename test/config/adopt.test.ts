// The settings a repository's own Argo CD holds (argocd/own-settings.ts) and the config layer made of them
// (config/adopt.ts): pure, files in, settings and notes out.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ownArgocdSettings } from '../../src/argocd/own-settings.js'
import { adoptSettings, headChanges } from '../../src/config/adopt.js'

const revision = (files: Record<string, string>) => ({ textPaths: () => Object.keys(files), text: (p: string) => files[p] })

const CHART_VALUES = `configs:
  params:
    application.namespaces: "team-*, apps"
  cm:
    application.resourceTrackingMethod: annotation+label
    kustomize.buildOptions: --enable-helm
  cmp:
    create: true
    plugins:
      envsubst:
        generate:
          command: [sh, -c, "kustomize build . | envsubst"]
        discover:
          fileName: kustomization.yaml
`

test('the argo-cd chart values: build options, application namespaces, tracking method and plugins, each with its line', () => {
  const own = ownArgocdSettings(revision({ 'argocd/values.yaml': CHART_VALUES }))
  assert.deepEqual(own.buildOptions, [{ file: 'argocd/values.yaml', line: 6, value: '--enable-helm' }])
  assert.deepEqual(own.applicationNamespaces, [{ file: 'argocd/values.yaml', line: 3, value: 'team-*, apps' }])
  assert.deepEqual(own.trackingMethod, [{ file: 'argocd/values.yaml', line: 5, value: 'annotation+label' }])
  assert.deepEqual(
    own.plugins.map((p) => [p.file, p.line, p.name]),
    [['argocd/values.yaml', 10, 'envsubst']]
  )
  const a = adoptSettings(own)
  assert.deepEqual(a.raw.kustomizeBuildOptions, ['--enable-helm'])
  assert.deepEqual(a.raw.applicationNamespaces, ['team-*', 'apps'])
  assert.equal(a.raw.trackingMethod, 'annotation+label')
  assert.deepEqual(a.raw.plugins, [{ kind: 'ConfigManagementPlugin', metadata: { name: 'envsubst' }, spec: own.plugins[0]!.manifest.spec }])
  assert.deepEqual(
    a.notes.map((n) => [n.key, n.line]),
    [
      ['kustomizeBuildOptions', 6],
      ['applicationNamespaces', 3],
      ['trackingMethod', 5],
      ['plugins', 10]
    ]
  )
})

test('templated and empty values are no setting; a versioned ConfigManagementPlugin is called <name>-<version>', () => {
  const own = ownArgocdSettings(
    revision({
      'chart/templates/cm.yaml': 'data:\n  kustomize.buildOptions: {{ .Values.opts }}\n',
      'vendored/argo-cd/values.yaml': 'configs:\n  params:\n    application.namespaces: ""\n',
      'plugin.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: tanka\nspec:\n  version: v1.0\n  generate:\n    command: [tk, show]\n'
    })
  )
  assert.deepEqual(own.buildOptions, [])
  const a = adoptSettings(own)
  assert.equal(a.raw.applicationNamespaces, undefined)
  assert.deepEqual(
    own.plugins.map((p) => p.name),
    ['tanka-v1.0']
  )
})

test('one plugin declared differently in two places is adopted from neither; one without a generate command is named and left out', () => {
  const p = (cmd: string) => `kind: ConfigManagementPlugin\nmetadata:\n  name: p\nspec:\n  generate:\n    command: [${cmd}]\n`
  const a = adoptSettings(
    ownArgocdSettings(
      revision({
        'a.yaml': p('one'),
        'b.yaml': p('two'),
        'c.yaml': 'kind: ConfigManagementPlugin\nmetadata:\n  name: q\nspec:\n  discover:\n    fileName: x\n'
      })
    )
  )
  assert.equal(a.raw.plugins, undefined)
  assert.match(a.notes.map((n) => n.message).join('\n'), /declares plugin p differently in a\.yaml:1, b\.yaml:1; the guard adopts neither/)
  assert.match(a.notes.map((n) => n.message).join('\n'), /Plugin q declared here is not adopted: spec\.generate\.command/)
})

test('what a pull request changes is told once per setting, at its head place; an unchanged setting says nothing', () => {
  const base = ownArgocdSettings(revision({ 'v.yaml': CHART_VALUES }))
  const headFiles = { 'v.yaml': CHART_VALUES.replace('--enable-helm', '--enable-helm --load-restrictor LoadRestrictionsNone') }
  const head = ownArgocdSettings(revision(headFiles))
  const changes = headChanges(adoptSettings(base), adoptSettings(head), head)
  assert.deepEqual(
    changes.map((c) => [c.file, c.line]),
    [['v.yaml', 6]]
  )
  assert.match(changes[0]!.message, /from \["--enable-helm"\] to \["--enable-helm --load-restrictor LoadRestrictionsNone"\]/)
  assert.deepEqual(headChanges(adoptSettings(base), adoptSettings(base), base), [])
})
