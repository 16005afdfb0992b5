import { test } from 'node:test'
import assert from 'node:assert/strict'
import { analyze } from '../../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../../helpers/git.js'
import { devBinaries } from '../../helpers/tools.js'

const app = (name: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: charts/${name}\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ${name}\n`
const chart = (name: string, template: string) => ({
  [`apps/${name}.yaml`]: app(name),
  [`charts/${name}/Chart.yaml`]: `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n`,
  [`charts/${name}/values.yaml`]: 'v: 1\n',
  [`charts/${name}/templates/s.yaml`]: template
})

test('R5.1: the second render runs only for the chart that can vary; the engine counts the skipped one', async () => {
  const dir = makeRepo({
    ...chart('plain', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\ndata:\n  v: "{{ .Values.v }}"\n'),
    ...chart('random', 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: random\nstringData:\n  v: "{{ .Values.v }}"\n  p: {{ randAlphaNum 16 | quote }}\n')
  })
  commit(dir, { 'charts/plain/values.yaml': 'v: 2\n', 'charts/random/values.yaml': 'v: 2\n' }, 'bump')
  const { report, stats } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  // Head: plain skipped, random rendered twice; base: random rendered twice again (it was unstable at head).
  assert.deepEqual([stats.secondRendersSkipped, stats.secondRenders], [1, 2])
  const nd = report.findings.filter((f) => f.rule === 'nondeterministic-render')
  assert.deepEqual(
    nd.map((f) => f.resource?.name),
    ['random']
  )
  assert.deepEqual(report.apps.map((a) => [a.name, a.update.map((u) => u.paths)]).sort(), [
    ['plain', [['data.v']]],
    ['random', [['stringData.v']]]
  ])
})
