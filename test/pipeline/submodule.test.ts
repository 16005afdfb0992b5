// An app that reads a git submodule: Argo CD checks submodules out (ARGOCD_GIT_MODULES_ENABLED, on by default), the
// guard does not. Before, the render failed alike at base and head for want of the submodule's files ("as it already
// did at base") and a PR bumping the submodule to a commit without a PVC passed, even with failOnUnknown. Now such an
// app is not analysed, and says why. Real git: the submodule is a gitlink entry in the tree.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { git, makeRepo } from '../helpers/git.js'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
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

test('issue 47 item 4: an app reading a submodule whose commit and .gitmodules did not change is unchanged; either changed, it is not analysed', async () => {
  const dir = makeRepo({
    'apps/web.yaml': applicationYaml('web', 'k/app'),
    'k/app/kustomization.yaml': 'resources: [../../vendor/shared]\n',
    '.gitmodules': '[submodule "shared"]\n\tpath = vendor/shared\n\turl = https://github.com/example/shared.git\n',
    'other/cm.yaml': cm('other')
  })
  gitlink(dir, 'vendor/shared', '1'.repeat(40), 'add the submodule')
  const run = () => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  // `git add -A` would drop the gitlink (no checkout of the submodule): each change stages its own file.
  const change = (path: string, text: string, message: string) => {
    writeFileSync(join(dir, path), text)
    git(dir, 'add', path)
    git(dir, 'commit', '-q', '--no-gpg-sign', '-m', message)
  }
  change('other/cm.yaml', cm('other', '2'), 'an unrelated change')
  const web = (await run()).report.apps.find((a) => a.name === 'web')!
  assert.equal(web.change, 'unchanged', JSON.stringify(web))
  assert.equal(web.outcome, 'analysed')

  // The same commit from another repository is other content as far as the guard can tell: .gitmodules is an input.
  change('.gitmodules', '[submodule "shared"]\n\tpath = vendor/shared\n\turl = https://github.com/evil/shared.git\n', 'point the submodule elsewhere')
  assert.equal((await run()).report.apps.find((a) => a.name === 'web')!.outcome, 'unknown')
  gitlink(dir, 'vendor/shared', '2'.repeat(40), 'bump the submodule')
  assert.equal((await run()).report.apps.find((a) => a.name === 'web')!.outcome, 'unknown')
})
