// R3.6.1 at base: a parent app that does not render at base (konflux-ci/infra-deployments: a kustomize overlay listing
// a folder that did not exist yet) leaves its children's versions in the cluster unknown. A child whose base file is
// not what the parent renders at head (the overlay patches it) is not compared with that file: comparing reported the
// patch as the change, with a prune that was not real and 14 ApplicationSets "modified".
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { assertValidReport } from '../helpers/schema.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const overlay = (extra: string, patch: string) => `resources:
- ../base
${extra}${patch}`

const PATH_PATCH = `patches:
- target: {kind: Application, name: web}
  patch: |
    - op: replace
      path: /spec/source/path
      value: workloads/staging
`

/** root renders apps/staging: the base folder's Applications, and (until the fix) a folder that does not exist. */
function repo(patch: string, appFiles: Record<string, string>): string {
  return makeRepo({
    'root.yaml': applicationYaml('root', 'apps/staging', { destination: 'argocd' }),
    'apps/base/kustomization.yaml': `resources:\n${Object.keys(appFiles)
      .map((f) => `- ${f}`)
      .join('\n')}\n`,
    ...Object.fromEntries(Object.entries(appFiles).map(([f, t]) => [`apps/base/${f}`, t])),
    'apps/staging/kustomization.yaml': overlay('- ../missing\n', patch),
    'workloads/base/cms.yaml': cm('base-only') + '---\n' + cm('shared'),
    'workloads/base/kustomization.yaml': 'resources:\n- cms.yaml\n',
    'workloads/staging/cms.yaml': cm('staging-only') + '---\n' + cm('shared', '2'),
    'workloads/staging/kustomization.yaml': 'resources:\n- cms.yaml\n'
  })
}

const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

test('R3.6.1: a child the broken-at-base parent patches is unknown at base, not compared with its file (no prune, no spec change)', async () => {
  const dir = repo(PATH_PATCH, { 'web.yaml': applicationYaml('web', 'workloads/base') })
  commit(dir, { 'apps/staging/kustomization.yaml': overlay('', PATH_PATCH) }, 'fix the overlay')
  const { report } = await run(dir)
  assertValidReport(report)
  const root = report.apps.find((a) => a.name === 'root')!
  assert.equal(root.outcome, 'render-error')
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.outcome, 'unknown')
  assert.match(web.outcomeReason!, /its parent app argocd\/root does not render at base, so the version of this Application Argo CD last synced is unknown/)
  assert.deepEqual(web.prune, [], 'base-only is in the file version only: not a prune')
  assert.equal(report.summary.prune, 0)
  assert.equal(report.summary.deletes, 0)
  const webFindings = report.findings.filter((f) => f.app === 'web')
  assert.match(webFindings[0]!.fix, /^Compare the live app before merging \(argocd app diff web --revision <head>\)/)
  assert.deepEqual(
    webFindings.map((f) => f.rule),
    ['not-analysed'],
    'the patched path is not reported as this change'
  )
  assert.match(
    renderText(report, { width: 0 }),
    /App argocd\/web .*\n.*\n {2}NOT ANALYSED: inputs may have changed, could not be analysed: the base revision was not rendered \(its parent app\s+argocd\/root/
  )
})

test('R3.6.1: a child whose file is what the broken-at-base parent renders at head is compared as before', async () => {
  const dir = repo('', { 'web.yaml': applicationYaml('web', 'workloads/staging') })
  commit(dir, { 'apps/staging/kustomization.yaml': overlay('', ''), 'workloads/staging/cms.yaml': cm('staging-only') }, 'fix the overlay, drop a ConfigMap')
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.outcome, 'analysed')
  assert.deepEqual(
    web.prune.map((p) => p.name),
    ['shared']
  )
})

const listSet = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: envs, namespace: argocd}
spec:
  generators:
    - list: {elements: [{env: one}]}
  template:
    metadata: {name: 'web-{{env}}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', targetRevision: HEAD, path: workloads/base}
      destination: {server: 'https://kubernetes.default.svc', namespace: '{{env}}'}
      syncPolicy: {automated: {prune: true}}
`

const SET_PATCH = `patches:
- target: {kind: ApplicationSet, name: envs}
  patch: |
    - op: replace
      path: /spec/template/spec/source/path
      value: workloads/staging
`

test('R3.6.1: an ApplicationSet the broken-at-base parent patches: version at base unknown, and so are the apps its file generated', async () => {
  const dir = repo(SET_PATCH, { 'envs.yaml': listSet })
  commit(dir, { 'apps/staging/kustomization.yaml': overlay('', SET_PATCH) }, 'fix the overlay')
  const { report } = await run(dir)
  assertValidReport(report)
  const set = report.appSets.find((s) => s.name === 'envs')!
  assert.equal(set.change, 'unknown')
  assert.match(set.baseUnknown!, /^its parent app argocd\/root does not render at base, so the version of this ApplicationSet Argo CD last synced is unknown/)
  assert.deepEqual(set.apps, ['argocd/web-one'])
  const app = report.apps.find((a) => a.name === 'web-one')!
  assert.equal(app.outcome, 'unknown')
  assert.match(app.outcomeReason!, /generated by ApplicationSet argocd\/envs, whose version at base is unknown/)
  assert.deepEqual(app.prune, [])
  assert.ok(!report.findings.some((f) => f.app === 'web-one' && f.rule !== 'not-analysed'), JSON.stringify(report.findings))
  assert.match(
    renderText(report, { width: 0 }),
    /ApplicationSet argocd\/envs \(apps\/base\/envs\.yaml:1\), version at base unknown: 1 generated app: argocd\/web-one \(NOT ANALYSED\)\n {4}VERSION AT BASE UNKNOWN: its parent app argocd\/root/
  )
  const md = renderMarkdown(report)
  assert.match(md, /\| envs \(version at base unknown\) \|/)
  assert.match(md, /Version at base unknown for envs: its parent app argocd\/root does not render at base/)
})

test('R3.6.1: an ApplicationSet that cannot be expanded offline, its version at base unknown: its finding is this change’s and says why', async () => {
  const clusters = listSet.replace('- list: {elements: [{env: one}]}', '- clusters: {}').replaceAll('{{env}}', '{{name}}')
  const dir = repo(SET_PATCH, { 'envs.yaml': clusters })
  commit(dir, { 'apps/staging/kustomization.yaml': overlay('', SET_PATCH) }, 'fix the overlay')
  const { report } = await run(dir)
  const set = report.appSets.find((s) => s.name === 'envs')!
  assert.deepEqual([set.change, set.outcome], ['unknown', 'unknown'])
  const f = report.findings.find((x) => x.rule === 'not-analysed' && x.resource?.kind === 'ApplicationSet')!
  assert.equal(f.introduced, true)
  assert.match(
    f.message,
    /The Applications these generators produce are unknown\. Its version at base is unknown: its parent app argocd\/root does not render at base/
  )
  assert.doesNotMatch(f.message, /This change modifies the ApplicationSet/)
})
