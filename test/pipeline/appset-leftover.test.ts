// An ApplicationSet in its default templating (goTemplate not true) that writes Go template syntax: the controller
// leaves `{{.cluster.name}}` as written (R6.2), so the generated Application's name is invalid and its path does not
// exist (christianh814/gitops-examples added one). The render error's fix now says to set goTemplate, not "fix the
// source so that it renders"; a chart's own error quoting its templates keeps the usual fix. Real git, real helm.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { leftoverFix, leftoverTag } from '../../src/argocd/appset/leftover.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm } from '../helpers/apps.js'

const listSet = (name: string, template: string, path: string, extra = '') => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: ${name}, namespace: argocd}
spec:
${extra}  generators:
    - list:
        elements:
          - cluster: dev
  template:
    metadata: {name: '${template}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: '${path}'}
      destination: {server: 'https://kubernetes.default.svc', namespace: web}
`

test('R6.2: fasttemplate leaves Go syntax as written; the invalid name and the missing path get the goTemplate fix', async () => {
  const dir = makeRepo({ 'envs/dev/cm.yaml': cm('a') })
  commit(
    dir,
    { 'sets/web.yaml': listSet('web', '{{.cluster}}-web', 'envs/{{.cluster}}'), 'sets/api.yaml': listSet('api', 'api-{{cluster}}', 'envs/{{ .cluster }}') },
    'add'
  )
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const errors = report.findings.filter((f) => f.rule === 'render-error')
  assert.equal(errors.length, 2, errors.map((f) => f.message).join('\n'))
  const web = errors.find((f) => f.message.includes('{{.cluster}}-web'))!
  assert.match(web.message, /not a valid Application name/)
  assert.match(
    web.fix ?? '',
    /^Set spec\.goTemplate: true in ApplicationSet argocd\/web \(or write \{\{cluster\}\} everywhere\): \{\{\.cluster\}\} is Go template syntax/
  )
  const api = errors.find((f) => f.message.includes('api-dev'))!
  assert.match(api.message, /app path does not exist/)
  assert.match(
    api.fix ?? '',
    /^Set spec\.goTemplate: true in ApplicationSet argocd\/api \(or write \{\{cluster\}\} everywhere\): \{\{ \.cluster \}\} is Go template syntax/
  )
  assert.equal(report.verdict, 'fail')
})

test('R6.2: the same set with goTemplate: true generates a valid app; a chart error quoting its own templates keeps the usual fix', async () => {
  const chart = {
    'charts/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n',
    'charts/c/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {a: {{ required "a is required" .Values.a }}}\n'
  }
  const dir = makeRepo({ 'envs/dev/cm.yaml': cm('a'), ...chart })
  commit(
    dir,
    {
      'sets/web.yaml': listSet('web', '{{.cluster}}-web', 'envs/{{.cluster}}', '  goTemplate: true\n'),
      'sets/chart.yaml': listSet('chart', 'chart-{{cluster}}', 'charts/c')
    },
    'add'
  )
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.equal(report.apps.find((a) => a.name === 'dev-web')?.outcome, 'analysed')
  const chartError = report.findings.find((f) => f.rule === 'render-error')!
  assert.match(chartError.message, /a is required/)
  assert.doesNotMatch(chartError.fix ?? '', /goTemplate/)
})

test('R6.2 leftovers: the first tag, and a misspelt plain parameter told apart from Go syntax', () => {
  assert.equal(leftoverTag('path "envs/{{ .x }}/{{y}}" does not exist'), '{{ .x }}')
  assert.equal(leftoverTag('no braces'), undefined)
  assert.match(
    leftoverFix('{{path.basenme}}', 'argocd/s'),
    /^Check \{\{path\.basenme\}\} against the parameters the generators of ApplicationSet argocd\/s give/
  )
  assert.match(leftoverFix('{{ if .x }}', 'argocd/s'), /^Set spec\.goTemplate: true in ApplicationSet argocd\/s: /)
})
