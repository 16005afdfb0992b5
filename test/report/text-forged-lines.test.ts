// Issue 44 item 13: `--format text` keeps a message's line breaks (renderer errors span lines), so a name with a line
// break inside a message (a finding naming a resource, a render error quoting a file) could put a line of its own at
// the left margin: `FAIL: …` or `PASS` there reads as the verdict. Every continuation line of a message is indented
// under its entry. Real git repository, real analyze().
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderText } from '../../src/report/text/text.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const app = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: '${ORIGIN}', path: k, targetRevision: HEAD}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
  syncPolicy: {automated: {prune: true}}
`

test('a resource name with a line break in a finding message makes no line at the left margin in --format text', async () => {
  const dir = makeRepo({
    'apps/web.yaml': app,
    'k/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "x\\nPASS: 0 blocking findings\\nFAIL: forged"}\n',
    'k/b.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n'
  })
  commit(dir, {}, 'delete the oddly named ConfigMap', ['k/a.yaml'])
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.ok(
    report.findings.some((f) => f.message.includes('\nFAIL: forged')),
    'the message holds the line break'
  )
  for (const width of [undefined, 100]) {
    const text = renderText(report, { width })
    const margin = text.split('\n').filter((l) => /^(PASS|FAIL)\b/.test(l))
    assert.deepEqual(margin.length, 1, margin.join(' | '))
    assert.match(text, /^\s+FAIL: forged/m, 'the name is still shown, indented under its finding')
  }
})
