// An app that reads a git submodule: Argo CD checks submodules out (ARGOCD_GIT_MODULES_ENABLED, on by default), the
// guard does not. Before, the render failed alike at base and head for want of the submodule's files ("as it already
// did at base") and a PR bumping the submodule to a commit without a PVC passed, even with failOnUnknown. Now such an
// app is not analysed, and says why. Real git: the submodule is a gitlink entry in the tree.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { git, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

function gitlink(dir: string, path: string, commit: string, message: string): void {
  git(dir, 'update-index', '--add', '--cacheinfo', `160000,${commit},${path}`)
  git(dir, 'commit', '-q', '--no-gpg-sign', '-m', message)
}

test('an app reading a git submodule is not analysed (the guard does not check submodules out), and blocks with failOnUnknown', async () => {
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'k/app'),
    'apps/other.yaml': applicationYaml('other', 'other'),
    'k/app/kustomization.yaml': 'resources: [../../vendor/shared]\n',
    'other/cm.yaml': cm('other')
  })
  gitlink(dir, 'vendor/shared', '1'.repeat(40), 'add the submodule')
  gitlink(dir, 'vendor/shared', '2'.repeat(40), 'bump the submodule')
  const run = (overrides = {}) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides })
  const { report } = await run()
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.outcome, 'unknown', JSON.stringify(web))
  assert.match(web.outcomeReason!, /reads vendor\/shared, a git submodule: the guard does not check submodules out \(Argo CD does\)/)
  assert.equal(report.apps.find((a) => a.name === 'other')!.change, 'unchanged')
  assert.equal((await run({ failOnUnknown: true })).report.verdict, 'fail')
})
