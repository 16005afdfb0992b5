// Application files with shell placeholders (`name: ${app_name}`, `repoURL: ${repo_url}`) are templates that a script
// (envsubst, Terraform's templatefile) fills in before applying them, as public repositories commit them: Argo CD
// never reads them as written. A pull request adding one was a blocking render error ("not a valid Application
// name"); it is not analysed, with why and what to declare. The same text in a child a parent app renders is applied
// as written, so there it is still Argo CD's error. Real git repositories, real kustomize.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const TEMPLATE = applicationYaml('${app_name}', '${app_path}', { destination: 'web' })

test('a committed Application template with ${…} placeholders is not analysed (not a render error), naming the placeholder', async () => {
  const dir = makeRepo({ 'workloads/web/cm.yaml': cm('web') })
  commit(dir, { 'bootstrap/app.yaml.tpl': TEMPLATE, 'bootstrap/app.yaml': TEMPLATE }, 'add the bootstrap template')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.equal(report.apps.length, 1, 'the .yaml file (a .tpl file is not a manifest)')
  const a = report.apps[0]!
  assert.equal(a.outcome, 'unknown')
  assert.match(a.outcomeReason ?? '', /this file holds the placeholder \$\{app_name\}: a template that a script fills in/)
  assert.equal(report.findings.filter((f) => f.rule === 'render-error').length, 0)
  assert.equal(report.verdict, 'pass')
})

test('the same Application rendered by a parent (a directory app-of-apps) is applied as written: still a render error', async () => {
  const dir = makeRepo({
    'workloads/web/cm.yaml': cm('web'),
    'apps/root.yaml': applicationYaml('root', 'children', { repoURL: ORIGIN }),
    'children/keep.yaml': cm('keep')
  })
  commit(dir, { 'children/app.yaml': TEMPLATE }, 'add a child with placeholders')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const child = report.apps.find((a) => a.name === '${app_name}')!
  assert.equal(child.parent, 'argocd/root')
  assert.equal(child.outcome, 'render-error')
  assert.match(child.error ?? '', /not a valid Application name/)
})
