// Issue 48 item 8: an app whose source path does not exist is shown as "path not found", never as a source of type
// "unknown" (a raw value that reads as a renderer the guard does not know).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { cm } from '../helpers/apps.js'

const app = (path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  source: {repoURL: '${ORIGIN}', path: '${path}'}
  destination: {server: 'https://kubernetes.default.svc', namespace: web}
`

test('a source path that does not exist reads "path not found" in the comment and the terminal', async () => {
  const dir = makeRepo({ 'apps/web.yaml': app('w/web'), 'w/web/cm.yaml': cm('web') })
  commit(dir, { 'apps/web.yaml': app('w/wbe') }, 'typo')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const md = renderMarkdown(report)
  assert.match(md, /Sources: path not found `w\/wbe`/)
  assert.doesNotMatch(md, /Sources: unknown/)
  const text = renderText(report)
  assert.match(text, /sources: path not found w\/wbe/)
  assert.doesNotMatch(text, /sources: unknown/)
})
