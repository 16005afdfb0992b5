// Issue 11 item 1, end to end on a real repository (git, directory app): the rendered diff shows values, hides Secret
// values in every output, is byte-identical across runs, and follows the diff / diffCreated settings.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { renderAll } from '../helpers/formats.js'
import { diffRepo, SECRET_NEEDLES } from '../helpers/diff-repo.js'
import { assertValidReport } from '../helpers/schema.js'
import { devBinaries } from '../helpers/tools.js'

const dir = diffRepo()
const run = (overrides: Record<string, unknown> = {}) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides })

test('rendered diff: image tag and replicas as values in every format; no Secret value (plain or base64) in any output', async () => {
  const { report } = await run()
  const all = await renderAll(report)
  for (const [name, body] of Object.entries(all)) {
    for (const needle of SECRET_NEEDLES) assert.ok(!body.includes(needle), `${name} must not contain a Secret value`)
  }
  for (const [name, body] of Object.entries({ text: all.text, markdown: all.markdown, summary: all.summary })) {
    assert.match(body, /^ *- {2}replicas: 2$/m, name)
    assert.match(body, /^ *\+ {2}replicas: 4$/m, name)
    assert.match(body, /^ *- {6}- image: nginx:1\.1$/m, name)
    assert.match(body, /^ *\+ {6}- image: nginx:1\.2$/m, name)
    // The changed value gets a different mask than before; the unchanged one the same mask on both sides.
    assert.match(body, /^ *- {2}password: \+{8}$/m, name)
    assert.match(body, /^ *\+ {2}password: \+{12}$/m, name)
    assert.match(body, /^ * {3}username: \+{8}$/m, name)
  }
  assert.match(all.markdown, /<details><summary>✏️ shop: 3 resources · \+4 −4<\/summary>/)
  assert.match(all.markdown, /changed: `password`; unchanged: `username`/)
  assert.match(all.text, /changed: password; unchanged: username/)
  const shop = JSON.parse(all.json).apps.find((a: { name: string }) => a.name === 'shop')
  assert.deepEqual(
    shop.diffs.map((d: { kind: string; action: string }) => `${d.kind}/${d.action}`),
    ['Secret/update', 'Secret/update', 'Deployment/update']
  )
  // Created and pruned ConfigMaps are listed, not dumped.
  assert.deepEqual(
    shop.create.map((c: { name: string }) => c.name),
    ['new-flags']
  )
  assert.ok(!all.markdown.includes('+kind: ConfigMap') && !all.text.includes('+kind: ConfigMap'))
})

test('rendered diff: two runs of the same PR give byte-identical comment and text bodies', async () => {
  const [a, b] = [await run(), await run()]
  assert.equal(renderMarkdown(a.report), renderMarkdown(b.report))
  assert.equal(renderText(a.report), renderText(b.report))
})

test('rendered diff: diff false (--no-diff) leaves it out; diffCreated dumps created and pruned objects, still masked', async () => {
  const off = (await run({ diff: false })).report
  assert.ok(off.apps.every((a) => a.diffs === undefined))
  assert.doesNotMatch(renderText(off), /diff \(/)
  assert.doesNotMatch(renderMarkdown(off), /Rendered diff/)
  const created = (await run({ diffCreated: true })).report
  const shop = created.apps.find((a) => a.name === 'shop')!
  assert.deepEqual(shop.diffs!.map((d) => `${d.action} ${d.name}`).sort(), [
    'create new-flags',
    'prune old-flags',
    'update creds',
    'update token',
    'update web'
  ])
  assertValidReport(JSON.parse(JSON.stringify(created)))
  assert.throws(() => assertValidReport({ ...JSON.parse(JSON.stringify(created)), apps: [{ ...shop, diffs: [{ ...shop.diffs![0], action: 'replace' }] }] }))
  const cm = shop.diffs!.find((d) => d.name === 'new-flags')!
  assert.equal(cm.removed, 0)
  assert.ok(cm.lines.includes('+kind: ConfigMap'))
  assert.match(renderText(created), /ConfigMap shop\/new-flags \(created\): \+\d+ -0/)
})

test('rendered diff with real helm: a random field (rendered differently each time) reads masked, the real change as values', async () => {
  const { commit, makeRepo, ORIGIN } = await import('../helpers/git.js')
  const appYaml = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: rnd, namespace: argocd}
spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: chart}
  destination: {server: https://kubernetes.default.svc, namespace: rnd}
`
  const repo = makeRepo({
    'apps/rnd.yaml': appYaml,
    'chart/Chart.yaml': 'apiVersion: v2\nname: rnd\nversion: 1.0.0\n',
    'chart/values.yaml': 'size: small\n',
    'chart/templates/cm.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: rnd\ndata:\n  size: {{ .Values.size | quote }}\n  token: {{ randAlphaNum 16 | quote }}\n'
  })
  commit(repo, { 'chart/values.yaml': 'size: large\n' }, 'head')
  const { report } = await analyze({ ...devBinaries(), repoDir: repo, base: 'HEAD~1', head: 'HEAD' })
  const d = report.apps.find((a) => a.name === 'rnd')!.diffs![0]!
  assert.deepEqual(
    d.lines.filter((l) => /^[+-]/.test(l)),
    ['-  size: small', '+  size: large']
  )
  assert.ok(d.lines.includes('   token: <nondeterministic>'), d.lines.join('\n'))
})

test('hostile manifest content in the rendered diff: markdown, job summary, text and log stay safe', async () => {
  const { HOSTILE, q } = await import('../fuzz/hostile-repo.js')
  const { assertSafeLines, assertSafeMarkdown } = await import('../fuzz/invariants.js')
  const { commit, makeRepo, ORIGIN } = await import('../helpers/git.js')
  const cm = (v: string, block: string) =>
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cfg\ndata:\n  v: ${q(v)}\n  script: |\n${block
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n')}\n`
  const repo = makeRepo({
    'apps/h.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: h, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: h}\n  destination: {server: https://kubernetes.default.svc, namespace: h}\n`,
    'h/cm.yaml': cm('v', 'echo hi')
  })
  commit(repo, { 'h/cm.yaml': cm(HOSTILE, '::error::block-injected\n```\n</details>\n@octocat #12 https://evil.example/') }, 'head')
  const { report } = await analyze({ ...devBinaries(), repoDir: repo, base: 'HEAD~1', head: 'HEAD' })
  assert.ok(report.apps.find((a) => a.name === 'h')!.diffs!.length === 1, 'the update has a diff')
  const all = await renderAll(report)
  assertSafeMarkdown(all.markdown)
  assertSafeMarkdown(all.summary)
  assertSafeLines(all.text)
  assertSafeLines(all.log)
  assert.match(all.markdown, /block-injected/, 'the content is shown (inside the fence)')
})
