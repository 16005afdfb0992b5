// A Go template is pull-request content executed in the guard's own process (ApplicationSet goTemplate): one that
// would loop, write or allocate without end must stop at the guard's bounds (TemplateLimit), and the ApplicationSet is
// then not analysed, never an error blamed on Argo CD, and never a hung or crashed run.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { executeTemplate, stepBudget, TEMPLATE_LIMITS, TemplateError, TemplateLimit, type StepBudget } from '../../src/gotemplate/template.js'
import { SPRIG_FUNCS } from '../../src/gotemplate/sprig.js'
import { expandApplicationSet } from '../../src/argocd/appset/expand.js'
import { MAX_MATRIX_PARAMS } from '../../src/argocd/appset/generators.js'

const run = (src: string, budget?: StepBudget): string => executeTemplate(src, { n: 3 }, { funcs: SPRIG_FUNCS, ...(budget ? { budget } : {}) })
const limited = (src: string, budget?: StepBudget): string => {
  try {
    run(src, budget)
  } catch (e) {
    assert.ok(e instanceof TemplateLimit, `${src}: ${String(e)}`)
    assert.ok(!(e instanceof TemplateError), 'a bound of the guard’s, not a template error Go would report')
    return e.message
  }
  return assert.fail(`${src} ran to the end`)
}

test('template bounds: steps (shared by executions that share a budget), output, list length, repeated text', () => {
  const budget = stepBudget(50)
  assert.equal(run('{{ range until 10 }}x{{ end }}', budget), 'xxxxxxxxxx')
  assert.equal(run('{{ range $i := until 9000 }}{{ $i }},{{ end }}'), Array.from({ length: 9000 }, (_, i) => `${i},`).join(''), 'pieces joined in order')
  assert.match(limited('{{ range until 10 }}{{ range until 10 }}{{ end }}{{ end }}', budget), /take more than 50 steps/)
  assert.match(limited('{{ range until 3000 }}{{ range until 3000 }}x{{ end }}{{ end }}'), /writes more than 8 MB/)
  assert.match(limited(`{{ len (until ${TEMPLATE_LIMITS.listLength + 1}) }}`), /until would build a list of 1000001 numbers/)
  assert.match(limited('{{ repeat 100000000 "xx" }}'), /repeat would build more than 8 MB/)
  assert.match(limited('{{ nindent 9000000 "x" }}'), /nindent would build more than 8 MB/)
  assert.equal(run('{{ repeat 3 "ab" }}|{{ indent 2 "a\\nb" }}|{{ repeat 100000000000 "" }}'), 'ababab|  a\n  b|')
})

test('template bounds: the JavaScript engine’s own size errors are bounds too, not Go errors', () => {
  const funcs = new Map([
    ...SPRIG_FUNCS,
    [
      'huge',
      {
        min: 0,
        max: 0,
        fn: () => {
          throw new RangeError('Invalid string length')
        }
      }
    ]
  ])
  assert.throws(
    () => executeTemplate('{{ huge }}', {}, { funcs }),
    (e: unknown) => e instanceof TemplateLimit && /huge would build a value larger than the guard can hold/.test(e.message)
  )
  const failing = new Map([
    ...SPRIG_FUNCS,
    [
      'bad',
      {
        min: 0,
        max: 0,
        fn: () => {
          throw new Error('no')
        }
      }
    ]
  ])
  assert.throws(
    () => executeTemplate('{{ bad }}', {}, { funcs: failing }),
    (e: unknown) => e instanceof TemplateError && /error calling bad: no/.test(e.message)
  )
})

const appSet = (name: string) => ({
  apiVersion: 'argoproj.io/v1alpha1',
  kind: 'ApplicationSet',
  metadata: { name: 's', namespace: 'argocd' },
  spec: {
    goTemplate: true,
    generators: [{ list: { elements: [{ env: 'dev' }, { env: 'prod' }] } }],
    template: {
      metadata: { name },
      spec: { project: 'default', source: { repoURL: 'https://x', path: 'p' }, destination: { server: 'https://kubernetes.default.svc', namespace: 'n' } }
    }
  }
})

test('template bounds: an ApplicationSet whose template exceeds them is unexpandable (unknown), not an error; a normal one expands', () => {
  const repo = { repoURLs: [], files: [], readFile: () => undefined }
  const hostile = expandApplicationSet(appSet('{{ .env }}{{ range until 100000 }}{{ range until 100000 }}{{ end }}{{ end }}'), repo)
  assert.equal(hostile.error, undefined)
  assert.equal(hostile.apps.length, 0)
  assert.match(
    hostile.unexpandable.join(),
    /generators\[0\]: the templates take more than 20,000,000 steps to execute, a bound of the guard's \(Argo CD has none\)/
  )
  const big = expandApplicationSet(appSet('{{ .env }}-{{ repeat 1000000000 "x" }}'), repo)
  assert.equal(big.error, undefined, 'not "error calling repeat: Invalid string length" blamed on Argo CD')
  assert.match(big.unexpandable.join(), /repeat would build more than 8 MB/)
  const fine = expandApplicationSet(appSet('{{ .env }}-web'), repo)
  assert.deepEqual(
    fine.apps.map((a) => (a.metadata as { name: string }).name),
    ['dev-web', 'prod-web']
  )
})

test('generator bounds: a list generator giving more parameter sets than the matrix cap is unexpandable, as a matrix is', () => {
  const repo = { repoURLs: [], files: [], readFile: () => undefined }
  const set = (n: number) => ({
    ...appSet('{{ .a }}'),
    spec: { ...appSet('{{ .a }}').spec, generators: [{ list: { elements: Array.from({ length: n }, (_, i) => ({ a: `a${i}` })) } }] }
  })
  const over = expandApplicationSet(set(MAX_MATRIX_PARAMS + 1), repo)
  assert.equal(over.apps.length, 0)
  assert.match(over.unexpandable.join(), /the list generator gives 50001 parameter sets, more than the 50000 the guard analyses offline/)
  assert.equal(expandApplicationSet(set(3), repo).apps.length, 3)
})
