import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ChartTemplates, LOOKUP, parseTemplateFile, RANDOM_FUNCTIONS } from '../../src/render/helm/template-calls.js'
import { changedPaths } from '../../src/k8s/diff.js'
import { runRules } from '../../src/rules/index.js'
import { helmLookup } from '../../src/rules/helm-lookup.js'
import { nondeterministicRender } from '../../src/rules/nondeterministic-render.js'
import { makePlan, makeSide } from '../helpers/plans.js'

const helpers = `{{- define "app.password" -}}
{{- $s := lookup "v1" "Secret" .Release.Namespace "x" -}}
{{- if $s }}{{ index $s.data "p" }}{{ else }}{{ randAlphaNum 16 | b64enc }}{{ end -}}
{{- end -}}
{{- define "app.name" -}}{{ .Chart.Name }}{{- end -}}
`
const secretTpl = `apiVersion: v1
kind: Secret
metadata:
  name: {{ include "app.name" . }}
data:
  password: {{ include "app.password" . }}
`
const templates = {
  'charts/app/templates/_helpers.tpl': helpers,
  'charts/app/templates/secret.yaml': secretTpl,
  'charts/app/templates/cm.yaml': 'kind: ConfigMap\ndata:\n  sum: {{ .Values.x | sha256sum }}\n'
}

test('template parsing: define bodies nest through if/end and top-level actions keep their lines', () => {
  const f = parseTemplateFile('h.tpl', helpers)
  assert.deepEqual([...f.defines.keys()], ['app.password', 'app.name'])
  assert.equal(f.defines.get('app.password')!.find((a) => a.text.includes('lookup'))!.line, 2)
  assert.equal(f.actions.length, 0)
})

test('R5.1/R5.2: function uses are found through include chains, deterministic functions are not', () => {
  const t = new ChartTemplates(templates)
  const uses = t.reachable('charts/app/templates/secret.yaml', [...RANDOM_FUNCTIONS, LOOKUP])
  assert.deepEqual(
    uses.map((u) => [u.fn, u.file, u.line, u.define]),
    [
      ['lookup', 'charts/app/templates/_helpers.tpl', 2, 'app.password'],
      ['randAlphaNum', 'charts/app/templates/_helpers.tpl', 3, 'app.password']
    ]
  )
  assert.deepEqual(t.reachable('charts/app/templates/cm.yaml', RANDOM_FUNCTIONS), [])
})

function secret(password: string, file = 'charts/app/templates/secret.yaml') {
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'app' }, data: { password }, __file: file, __line: 1 }
}

test('R5.1: nondeterministic-render names the resource, the path and the template call, never the value', () => {
  const side = makeSide([secret('c2VjcmV0LTE=')])
  const t = side.render!.resources.get('/Secret/dest/app')!
  t.unstable = changedPaths(t.obj, { ...t.obj, data: { password: 'c2VjcmV0LTI=' } })
  side.templates = templates
  const plan = makePlan([], [])
  plan.head = side
  const [f, ...rest] = runRules([plan], { failOn: 'high' }, [nondeterministicRender])
  assert.equal(rest.length, 0)
  assert.equal(f!.severity, 'high')
  assert.deepEqual(f!.resource, { group: '', kind: 'Secret', namespace: 'dest', name: 'app' })
  assert.match(f!.message, /data\.password/)
  assert.match(f!.message, /randAlphaNum/)
  assert.doesNotMatch(f!.message, /c2VjcmV0/)
  assert.equal(f!.file, 'charts/app/templates/_helpers.tpl')
  assert.equal(f!.line, 3)
  assert.equal(f!.introduced, true)
  assert.equal(f!.blocking, true)
})

test('R5.1: the same instability at base is existing, not introduced; hook Jobs are not reported', () => {
  const mk = () => {
    const s = makeSide([
      secret('a'),
      { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'j', annotations: { 'helm.sh/hook': 'pre-install' } }, spec: { x: 'r1' } }
    ])
    for (const t of [...s.render!.resources.values(), ...s.render!.hooks])
      t.unstable = changedPaths(t.obj, { ...t.obj, data: { password: 'b' }, spec: { x: 'r2' } })
    return s
  }
  const plan = makePlan([], [])
  plan.base = mk()
  plan.head = mk()
  const findings = runRules([plan], { failOn: 'high' }, [nondeterministicRender])
  assert.deepEqual(
    findings.map((f) => [f.resource!.kind, f.introduced, f.blocking]),
    [['Secret', false, false]]
  )
})

test('R5.2: helm-lookup reports each rendered template that reaches lookup, at the call', () => {
  const side = makeSide([secret('x'), { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, __file: 'charts/app/templates/cm.yaml' }])
  side.templates = templates
  const plan = makePlan([], [])
  plan.head = side
  const findings = runRules([plan], { failOn: 'high' }, [helmLookup])
  assert.equal(findings.length, 1)
  assert.equal(findings[0]!.severity, 'medium')
  assert.equal(findings[0]!.file, 'charts/app/templates/_helpers.tpl')
  assert.equal(findings[0]!.line, 2)
  assert.match(findings[0]!.message, /always empty/)
  side.templates = { 'charts/app/templates/secret.yaml': 'data: {{ .Values.p }}' }
  assert.deepEqual(runRules([plan], { failOn: 'high' }, [helmLookup]), [])
})
