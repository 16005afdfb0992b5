// Issue 51 item 2: where the time goes. Every phase of a run is timed, apps are counted per class of source, the
// renderers' processes timed per tool, and --verbose prints one line with all of it.
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
  const chart = {
    'apps/c.yaml': app('c'),
    'w/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
    'w/c/values.yaml': 'v: 1\n',
    'w/c/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {v: "{{ .Values.v }}"}\n'
  }
  const dir = makeRepo({ 'apps/a.yaml': app('a'), 'apps/b.yaml': app('b'), 'w/a/cm.yaml': cm('a'), 'w/b/cm.yaml': cm('b'), ...chart })
  commit(dir, { 'w/a/cm.yaml': cm('a', '2'), 'w/c/values.yaml': 'v: 2\n' }, 'change a and c')
  const lines: string[] = []
  const { stats } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', log: (l) => lines.push(l) })
  const names = stats.timings.map((t) => t.name)
  for (const phase of ['git reads', 'settings', 'tools', 'discovery', 'renders', 'plan', 'rules', 'report'])
    assert.ok(names.includes(phase), `${phase} in ${names.join(', ')}`)
  const dirApps = stats.timings.find((t) => t.name === 'apps directory')
  assert.equal(dirApps?.count, 2, 'a and its base: b is unchanged, skipped')
  assert.equal(dirApps?.counted, true)
  assert.equal(stats.rendered, 4)
  const helmApps = stats.timings.find((t) => t.name === 'apps helm')
  assert.equal(helmApps?.count, 2, 'the chart app at base and head')
  // The renderers' own time, per tool: one helm template per side at least (version probes are not renders).
  const helm = stats.timings.find((t) => t.name === 'helm processes')
  assert.ok(helm && helm.count >= 2 && helm.ms > 0, JSON.stringify(helm))
  assert.ok(stats.timings.every((t) => Number.isInteger(t.ms) && t.ms >= 0))
  const line = lines.find((l) => l.startsWith('time: '))
  assert.match(
    line ?? '',
    /^time: open revisions \d+ ms · git reads \d+ ms · settings \d+ ms · tools .* · apps directory ×2 · .*renders .* · plan .* · rules .* · report /
  )
})
