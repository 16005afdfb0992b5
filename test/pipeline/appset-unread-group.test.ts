// Many ApplicationSets that cannot be expanded offline (small-hack/argocd-apps: 251 with a plugin generator) and a
// change to a file no analysed app reads: one finding says what the change does, not 251 alike (the comment was 50
// near-identical info blocks and "201 more"). Each set keeps its own finding, not introduced by this change.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { assertValidReport } from '../helpers/schema.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm } from '../helpers/apps.js'

const pluginSet = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: ${name}, namespace: argocd}
spec:
  generators:
    - plugin: {configMapRef: {name: secret-vars}}
  template:
    metadata: {name: '${name}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: '${name}/manifests'}
      destination: {server: 'https://kubernetes.default.svc', namespace: '${name}'}
`

test('R6.9: four untouched ApplicationSets and a change no analysed app reads: one introduced finding names them, each set keeps its own', async () => {
  const names = ['alloy', 'ghost', 'matrix', 'nextcloud']
  const files: Record<string, string> = { 'demo/local/cm.yaml': cm('local') }
  for (const n of names) files[`${n}/appset.yaml`] = pluginSet(n)
  const dir = makeRepo(files)
  commit(dir, { 'demo/local/cm.yaml': cm('local-2') }, 'edit a file nothing analysed reads')
  const run = (overrides = {}) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides })
  const { report } = await run()
  assertValidReport(report)
  assert.equal(report.summary.unknownAppSets, 4)
  const introduced = report.findings.filter((f) => f.rule === 'not-analysed' && f.introduced)
  assert.equal(introduced.length, 1, introduced.map((f) => f.message).join('\n'))
  const [f] = introduced
  assert.equal(f!.resource, null)
  assert.match(
    f!.message,
    /^4 ApplicationSets whose generators cannot be evaluated offline \(argocd\/alloy, argocd\/ghost, argocd\/matrix, argocd\/nextcloud\): the Applications they produce are unknown\. The change touches files no analysed app reads \(demo\/local\/cm\.yaml\); an Application they produce may read them\.$/
  )
  const own = report.findings.filter((x) => x.rule === 'not-analysed' && x.resource?.kind === 'ApplicationSet')
  assert.deepEqual(
    own.map((x) => [x.resource!.name, x.introduced, /touches files/.test(x.message)]),
    names.map((n) => [n, false, false])
  )
  assert.match(own[0]!.message, /plugin generator cannot be evaluated offline/)
  // In the comment: one table row for the four, one finding.
  const md = renderMarkdown(report)
  assert.match(md, /\| ⚠️ \| 4 ApplicationSets alike: alloy, ghost, matrix, nextcloud \|/)
  assert.equal(md.split('whose generators cannot be evaluated offline').length - 1, 1)
  assert.equal(report.verdict, 'pass')
  assert.equal((await run({ failOnUnknown: true })).report.verdict, 'fail', 'failOnUnknown: the one finding blocks')
})
