// A git files generator reads its config files (R6.5): they are inputs of the Applications the set generates. The
// report listed a change to one as "changed files no Application the guard found reads, so nothing analysed them"
// (christianh814/gitops-examples' cluster-config/*/config.yaml) although the set was expanded from it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm } from '../helpers/apps.js'

const SET = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: bgd, namespace: argocd}
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: ${ORIGIN}
        revision: HEAD
        files:
          - path: cluster-config/*/config.yaml
  template:
    metadata:
      name: '{{.cluster.name}}-bgd'
      labels: {tier: '{{.cluster.tier}}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: 'overlays/{{.cluster.overlay}}'}
      destination: {server: 'https://kubernetes.default.svc', namespace: bgd}
`
const config = (tier: string) => `cluster:\n  name: one\n  overlay: one\n  tier: ${tier}\n`

test('R6.5: a git files generator config changed: read by the set (not listed as unread), the generated app compared', async () => {
  const dir = makeRepo({ 'sets/bgd.yaml': SET, 'cluster-config/one/config.yaml': config('gold'), 'overlays/one/cm.yaml': cm('a'), 'notes/todo.txt': 'x\n' })
  commit(dir, { 'cluster-config/one/config.yaml': config('silver'), 'notes/todo.txt': 'y\n' }, 'retier')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.deepEqual(report.unreadChanges, ['notes/todo.txt'])
  const app = report.apps.find((a) => a.name === 'one-bgd')!
  assert.equal(app.change, 'modified', 'its spec (a label) changed with the config')
})
