import assert from 'node:assert/strict'
import { test } from 'node:test'
import { planApp } from '../../src/plan/plan.js'
import { runRules } from '../../src/rules/index.js'
import { sourcePathChange } from '../../src/rules/source-path-change.js'
import { cm, makePlan, makeSide } from '../helpers/plans.js'

const REPO = 'https://github.com/example/gitops.git'
const src = (path: string, extra: Record<string, unknown> = {}) => ({ source: { repoURL: REPO, path, targetRevision: 'HEAD', ...extra } })
const check = (plans: ReturnType<typeof makePlan>[]) => sourcePathChange.check({ plans, revision: 'head', options: {} })

test('R3.9: a path change that prunes is high and names the prunes with their outcome', () => {
  const plan = makePlan([cm('a'), cm('b')], [cm('a'), cm('c')], { spec: src('apps/app') }, { spec: src('apps/app-v2') })
  const findings = runRules([plan], { failOn: 'high' }, [sourcePathChange])
  assert.equal(findings.length, 1)
  const f = findings[0]!
  assert.equal(f.severity, 'high')
  assert.equal(f.blocking, true)
  assert.equal(f.file, 'argocd/app.yaml')
  assert.equal(f.line, 1)
  assert.match(f.message, /spec\.source\.path "apps\/app" → "apps\/app-v2"/)
  assert.match(
    f.message,
    /1 resource of the base is no longer rendered and would be pruned \(1 deleted by the next automated sync\): ConfigMap dest\/b\. 1 resource would be created/
  )
})

test('passing: a path change that renders identically is low and says so', () => {
  const [f] = check([makePlan([cm('a')], [cm('a')], { spec: src('apps/app') }, { spec: src('apps/moved') })])
  assert.equal(f!.severity, 'low')
  assert.match(f!.message, /renders identically to the base: safe/)
  const blocking = runRules([makePlan([cm('a')], [cm('a')], { spec: src('apps/app') }, { spec: src('apps/moved') })], { failOn: 'high' }, [sourcePathChange])
  assert.equal(blocking[0]!.blocking, false)
})

test('R3.5.1: a targetRevision change whose head fails to render is high; the error itself is left to the render-error finding', () => {
  const base = makeSide([cm('a')], { spec: src('apps/app') })
  const head = { ...makeSide([], { spec: src('apps/app', { targetRevision: 'v2' }) }), render: undefined, error: { message: 'app path does not exist' } }
  const plan = planApp(base.discovered.id, base, head, { trackingMethod: 'annotation', instanceLabelKey: 'app.kubernetes.io/instance', instanceName: 'app' })
  const [f] = check([plan])
  assert.equal(f!.severity, 'high')
  assert.match(f!.message, /targetRevision "HEAD" → "v2"/)
  assert.match(f!.message, /does not render \(the render error for this app says why\).*ComparisonError/)
  assert.doesNotMatch(f!.message, /app path does not exist/, 'one place for the error text')
})

test('R1.9: multi-source: an added source and a changed chart are listed; the render diff decides the severity', () => {
  const base = { sources: [{ repoURL: 'https://charts.example.com', chart: 'web', targetRevision: '1.0.0' }] }
  const head = {
    sources: [
      { repoURL: 'https://charts.example.com', chart: 'web2', targetRevision: '1.0.0' },
      { repoURL: REPO, targetRevision: 'HEAD', ref: 'values' }
    ]
  }
  const [f] = check([makePlan([cm('a')], [cm('a', { labels: { v: '2' } })], { spec: base }, { spec: head })])
  assert.match(
    f!.message,
    /spec\.sources\[0\]\.chart "web" → "web2"; spec\.sources\[1\] added \(repoURL "https:\/\/github\.com\/example\/gitops\.git", targetRevision "HEAD", ref "values"\)/
  )
  assert.equal(f!.severity, 'low')
  assert.match(f!.message, /renders differently \(0 created, 1 updated\); nothing is pruned/)
})

test('a removed source that took resources with it is high', () => {
  const base = {
    sources: [
      { repoURL: REPO, path: 'a', targetRevision: 'HEAD' },
      { repoURL: REPO, path: 'b', targetRevision: 'HEAD' }
    ]
  }
  const head = { sources: [{ repoURL: REPO, path: 'a', targetRevision: 'HEAD' }] }
  const [f] = check([makePlan([cm('a'), cm('b')], [cm('a')], { spec: base }, { spec: head })])
  assert.match(f!.message, /spec\.sources\[1\] removed \(repoURL .*path "b"/)
  assert.equal(f!.severity, 'high')
})

test('passing: the same repository in another form, or a change outside the source fields, is not a source change', () => {
  const plans = [
    makePlan(
      [cm('a')],
      [cm('a')],
      { spec: src('apps/app') },
      { spec: { source: { repoURL: 'git@github.com:example/gitops', path: 'apps/app', targetRevision: 'HEAD' } } }
    ),
    makePlan([cm('a')], [cm('a')], { spec: src('apps/app') }, { spec: src('apps/app', { helm: { valueFiles: ['prod.yaml'] } }) }),
    makePlan(null, [cm('a')], { spec: src('apps/app') })
  ]
  assert.deepEqual(check(plans), [])
})
