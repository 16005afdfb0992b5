// A pull request that only turns automated sync down (operate-first/apps #2780 turned it off for every app): an app the
// guard cannot render (its source is another repository) renders what it rendered, and a sync after the merge does no
// more than before, so it is analysed; one that turns automation on is not (plan/outcome.ts lessAutomationOnly).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const remote = (prune: boolean | undefined) => {
  const app = applicationYaml('bot', 'manifests', { repoURL: 'https://github.com/example/bot.git' })
  return prune === undefined ? app.replace(/ {2}syncPolicy:\n {4}automated:\n {6}prune: true\n/, '') : app.replace('prune: true', `prune: ${prune}`)
}

const outcomes = async (before: string, after: string) => {
  const dir = makeRepo({ 'apps/bot.yaml': before })
  commit(dir, { 'apps/bot.yaml': after }, 'change the sync policy')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const bot = report.apps.find((a) => a.name === 'bot')!
  return [bot.change, bot.outcome]
}

test('an app from another repository whose automated sync is turned off is analysed; turned on, it is not', async () => {
  assert.notEqual(remote(undefined), remote(true), 'the fixture drops the policy')
  assert.deepEqual(await outcomes(remote(true), remote(undefined)), ['modified', 'analysed'])
  assert.deepEqual(await outcomes(remote(true), remote(false)), ['modified', 'analysed'])
  assert.deepEqual(await outcomes(remote(undefined), remote(true)), ['modified', 'unknown'])
  assert.deepEqual(await outcomes(remote(true), remote(undefined).replace('path: manifests', 'path: other')), ['modified', 'unknown'])
})
