// Issue 8 items 2 and 5 end to end: a pull request whose kustomization reads a file outside the checkout gets a
// render error naming the kustomization and the reference, and the file's content appears in no report format; a
// remote base with the network off is "not rendered" (never a render error), and no other app is affected.
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { analyze } from '../../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../../src/report/markdown/markdown.js'
import { startChartRepo } from '../../helpers/chart-repo.js'
import { commit, makeRepo, ORIGIN } from '../../helpers/git.js'
import { bareRepo, serveGit } from '../../helpers/git-http.js'
import { devBinaries, tempDir, writeTree } from '../../helpers/tools.js'
import { assertVerdictEverywhere, eachFormat, renderAll } from '../../helpers/formats.js'

const SECRET = 'OUTSIDE-CONTENT-77a1f'

const app = (name: string, path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: ${path}}
  destination: {server: https://kubernetes.default.svc, namespace: ${name}}
  syncPolicy: {automated: {prune: true}}
`
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`

test('kustomize bounds in the report: outside reads are render errors without the content; offline remote bases are not rendered', async () => {
  const out = tempDir('pg-outside-')
  writeTree(out, { 'secret.txt': SECRET, 'kustomization.yaml': 'resources:\n- cm.yaml\n', 'cm.yaml': `${cm('stolen')}data:\n  v: ${SECRET}\n` })
  // Enough `..` to reach `/` from wherever the checkout is materialized, then down to the outside folder.
  const climb = `${'../'.repeat(40)}${out.replace(/^\//, '')}`
  const dir = makeRepo({
    '.prune-guard.yaml': 'kustomizeBuildOptions: ["--load-restrictor LoadRestrictionsNone"]\nfailOn: high\n',
    'apps/leak.yaml': app('leak', 'k/leak'),
    'apps/base.yaml': app('basegen', 'k/basegen'),
    'apps/remote.yaml': app('remote', 'k/remote'),
    'apps/plain.yaml': app('plain', 'k/plain'),
    'k/leak/kustomization.yaml': 'resources:\n- cm.yaml\n',
    'k/leak/cm.yaml': cm('leak'),
    'k/basegen/kustomization.yaml': 'resources:\n- cm.yaml\n',
    'k/basegen/cm.yaml': cm('basegen'),
    'k/remote/kustomization.yaml': 'resources:\n- cm.yaml\n',
    'k/remote/cm.yaml': cm('remote'),
    'k/plain/kustomization.yaml': 'resources:\n- cm.yaml\n',
    'k/plain/cm.yaml': cm('plain')
  })
  commit(
    dir,
    {
      'k/leak/kustomization.yaml': `resources:\n- cm.yaml\n- ${climb}\n`,
      'k/basegen/kustomization.yaml': `resources:\n- cm.yaml\nconfigMapGenerator:\n- name: gen\n  files:\n  - ${climb}/secret.txt\n`,
      'k/remote/kustomization.yaml': 'resources:\n- cm.yaml\n- https://github.com/example/manifests//base?ref=v1\n',
      'k/plain/cm.yaml': `${cm('plain')}data:\n  v: "2"\n`
    },
    'hostile head'
  )
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.match(byName.leak!.error ?? '', /^k\/leak\/kustomization\.yaml: resources entry '\.\.\/.*' points outside the repository/)
  assert.match(byName.basegen!.error ?? '', /k\/basegen\/kustomization\.yaml: configMapGenerator\.files entry/)
  assert.equal(byName.remote!.error, null)
  assert.match(byName.remote!.notRendered ?? '', /github\.com\/example\/manifests.*network is off/)
  assert.equal(byName.plain!.error, null)
  assert.deepEqual(
    byName.plain!.update.map((u) => u.name),
    ['plain']
  )
  for (const [format, text] of await eachFormat(report)) assert.ok(!text.includes(SECRET), `${format} output contains the outside file's content`)
  const all = await renderAll(report)
  for (const f of ['text', 'markdown', 'sarif', 'summary', 'log'] as const) assert.match(all[f], /leak/, `${f} names the refused app`)
  assertVerdictEverywhere(all, 'fail')
  assert.ok(renderMarkdown(report).includes('points outside the repository'))
})

test('issue 9: a PR adding a helmCharts app and a remote-base app renders both when allowed; offline both are not rendered, no render error', async () => {
  const charts = await startChartRepo([{ name: 'hello', version: '1.2.0' }])
  const git = await serveGit(bareRepo('infra', { 'base/kustomization.yaml': 'resources:\n- cm.yaml\n', 'base/cm.yaml': cm('remote-cm') }))
  try {
    const dir = makeRepo({
      'apps/plain.yaml': app('plain', 'k/plain'),
      'k/plain/kustomization.yaml': 'resources:\n- cm.yaml\n',
      'k/plain/cm.yaml': cm('plain')
    })
    commit(
      dir,
      {
        'apps/charts.yaml': app('charts', 'k/charts'),
        'k/charts/kustomization.yaml': `helmCharts:\n- name: hello\n  repo: ${charts.url}\n  version: 1.2.0\n  releaseName: rel\n`,
        'apps/remote.yaml': app('remote', 'k/remote'),
        'k/remote/kustomization.yaml': `resources:\n- ${git.url}/infra.git//base?ref=v1\n`
      },
      'add apps'
    )
    const settings = { kustomizeBuildOptions: ['--enable-helm'], allowedHosts: [charts.url.replace('http://', ''), git.host] }
    const online = (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { ...settings, network: true } })).report
    const on = Object.fromEntries(online.apps.map((a) => [a.name, a]))
    for (const name of ['charts', 'remote']) assert.deepEqual([on[name]!.error, on[name]!.notRendered], [null, null], name)
    assert.deepEqual(
      on.charts!.create.map((c) => c.name),
      ['hello-cm']
    )
    assert.deepEqual(
      on.remote!.create.map((c) => c.name),
      ['remote-cm']
    )
    const seen = [charts.requests.length, git.requests.length]
    const offline = (await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { ...settings, network: false } })).report
    const off = Object.fromEntries(offline.apps.map((a) => [a.name, a]))
    for (const name of ['charts', 'remote']) {
      assert.equal(off[name]!.error, null, name)
      assert.match(off[name]!.notRendered ?? '', /network is off/, name)
    }
    assert.ok(!offline.findings.some((f) => f.rule === 'render-error'))
    assert.deepEqual([charts.requests.length, git.requests.length], seen, 'offline fetched nothing')
  } finally {
    await Promise.all([charts.close(), git.close()])
  }
})

test('a kustomization in UTF-16 (a byte order mark) is read by the bounds as kustomize reads it: an outside base is refused', async () => {
  // kustomize decodes such a file; the bounds read it as UTF-8, found no reference, and an outside folder was built.
  const out = tempDir('pg-outside16-')
  writeTree(out, { 'kustomization.yaml': 'resources:\n- cm.yaml\n', 'cm.yaml': `${cm('stolen')}data:\n  v: ${SECRET}\n` })
  const climb = `${'../'.repeat(40)}${out.replace(/^\//, '')}`
  const dir = makeRepo({ 'apps/leak.yaml': app('leak', 'k/leak'), 'k/leak/kustomization.yaml': 'resources:\n- cm.yaml\n', 'k/leak/cm.yaml': cm('leak') })
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`resources:\n- cm.yaml\n- ${climb}\n`, 'utf16le')])
  writeFileSync(join(dir, 'k/leak/kustomization.yaml'), utf16)
  commit(dir, {}, 'hostile head')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  assert.match(report.apps[0]!.error ?? '', /^k\/leak\/kustomization\.yaml: resources entry '\.\.\/.*' points outside the repository/)
  for (const [format, text] of await eachFormat(report)) assert.ok(!text.includes(SECRET) && !text.includes('stolen'), `${format} shows the outside folder`)
})
