// The R-numbers in comments and test titles resolve in docs/argocd-semantics.md, and never reach users.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderJson } from '../../src/report/json.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import { demoRepo } from '../helpers/demo.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { numbersInStrings, referencedNumbers, R_NUMBER, ROOT } from './rule-numbers.js'

const DOC = readFileSync(join(ROOT, 'docs', 'argocd-semantics.md'), 'utf8')
/** Entries: a heading (`### R1.3 ...`) or a bullet starting with the bold number (`- **R1.1.1 ...**`). */
const ENTRIES = new Set([...DOC.matchAll(/^(?:#{2,4} |- \*\*)(R\d+(?:\.\d+)+)\b/gm)].map((m) => m[1]!))

test('every R-number referenced in src/ and test/ has an entry in docs/argocd-semantics.md', () => {
  const refs = referencedNumbers()
  assert.ok(refs.size > 50, `only ${refs.size} numbers found: the scan is broken`)
  const missing = [...refs].filter(([r]) => !ENTRIES.has(r)).map(([r, file]) => `${r} (first in ${file})`)
  assert.deepEqual(missing, [])
  // An entry says where in Argo CD the behaviour lives, or that it is the guard's own method.
  const unsourced: string[] = []
  for (const r of refs.keys()) {
    const at = DOC.search(new RegExp(`^(?:#{2,4} |- \\*\\*)${r.replace(/\./g, '\\.')}\\b`, 'm'))
    // A heading's entry runs to the next heading (its bullets included), a bullet's to the next entry.
    const heading = DOC[at] === '#'
    const eol = DOC.indexOf('\n', at)
    const next = DOC.slice(eol).search(heading ? /^#{2,4} /m : /^(?:#{2,4} |- \*\*)/m)
    const body = DOC.slice(at, next === -1 ? undefined : eol + next)
    if (!/Where:|the guard/i.test(body)) unsourced.push(r)
  }
  assert.deepEqual(unsourced, [], 'entries without a source location')
})

test('no R-number inside a string literal of src/ (findings, warnings, CLI text speak the user language)', () => {
  assert.deepEqual(numbersInStrings(), [])
})

const app = (name: string, path: string, o: { ns?: string; finalizer?: boolean } = {}) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
${o.finalizer === false ? '' : '  finalizers:\n    - resources-finalizer.argocd.argoproj.io\n'}spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: ${path}}
  destination: {server: https://kubernetes.default.svc, namespace: ${o.ns ?? name}}
  syncPolicy: {automated: {prune: true}}
`
const obj = (kind: string, name: string, extra = '') =>
  `apiVersion: ${kind === 'PersistentVolumeClaim' || kind === 'ConfigMap' || kind === 'Namespace' ? 'v1' : 'apps/v1'}\nkind: ${kind}\nmetadata:\n  name: ${name}\n${extra}`

test('generated reports (JSON, Markdown, text, SARIF) carry no R-number', async () => {
  const dir = makeRepo({
    'root.yaml': app('root', 'apps', { ns: 'argocd', finalizer: false }),
    'apps/gone.yaml': app('gone', 'workloads/gone'),
    'apps/keep.yaml': app('keep', 'workloads/keep'),
    'apps/empty.yaml': app('empty', 'workloads/empty'),
    'workloads/gone/ns.yaml': obj('Namespace', 'gone-space'),
    'workloads/keep/a.yaml':
      obj('ConfigMap', 'a') +
      '---\n' +
      obj('ConfigMap', 'protected', '  annotations: {argocd.argoproj.io/sync-options: Delete=false}\n') +
      '---\n' +
      obj('Namespace', 'team-space'),
    'workloads/empty/cm.yaml': obj('ConfigMap', 'only')
  })
  commit(dir, { 'workloads/keep/a.yaml': obj('ConfigMap', 'a') + '---\n' + obj('ConfigMap', 'a'), 'workloads/empty/cm.yaml': '# nothing\n' }, 'head', [
    'apps/gone.yaml'
  ])
  const texts: string[] = []
  for (const repo of [dir, demoRepo()]) {
    const { report } = await analyze({ ...devBinaries(), repoDir: repo, base: 'HEAD~1', head: 'HEAD' })
    texts.push(renderJson(report), renderMarkdown(report), renderText(report), renderSarif(report))
  }
  const all = texts.join('\n')
  // Texts that used to cite a rule number are exercised (the check below could fail).
  assert.match(all, /does not stop a prune/)
  assert.match(all, /every object inside that namespace/)
  assert.match(all, /auto-sync will wipe out all resources/)
  assert.match(all, /rendered more than once/)
  assert.deepEqual(
    [...all.matchAll(R_NUMBER)].map((m) => m[0]),
    []
  )
})
