// Issue 51 item 2: where the time goes. Every phase of a run is timed, renders are summed per class of source, and
// --verbose prints one line with all of it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm } from '../helpers/apps.js'

const app = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  source: {repoURL: '${ORIGIN}', path: 'w/${name}'}
  destination: {server: 'https://kubernetes.default.svc', namespace: ${name}}
`

test('a run times each phase and each class of render, and --verbose prints them', async () => {
  const dir = makeRepo({ 'apps/a.yaml': app('a'), 'apps/b.yaml': app('b'), 'w/a/cm.yaml': cm('a'), 'w/b/cm.yaml': cm('b') })
  commit(dir, { 'w/a/cm.yaml': cm('a', '2') }, 'change a')
  const lines: string[] = []
  const { stats } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', log: (l) => lines.push(l) })
  const names = stats.timings.map((t) => t.name)
  for (const phase of ['git reads', 'settings', 'tools', 'discovery', 'renders', 'plan', 'rules', 'report'])
    assert.ok(names.includes(phase), `${phase} in ${names.join(', ')}`)
  const dirRenders = stats.timings.find((t) => t.name === 'render directory')
  assert.equal(dirRenders?.count, stats.rendered, 'one directory render per app revision rendered (b is unchanged, skipped)')
  assert.equal(stats.rendered, 2)
  assert.ok(stats.timings.every((t) => Number.isInteger(t.ms) && t.ms >= 0))
  const line = lines.find((l) => l.startsWith('time: '))
  assert.match(
    line ?? '',
    /^time: open revisions \d+ ms · git reads \d+ ms · settings \d+ ms · tools .* · render directory ×2 \d+ ms · .*renders .* · plan .* · rules .* · report /
  )
})
