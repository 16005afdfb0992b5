// Issue 8 attacks on the git boundary and source preparation, each on a real repository analysed end to end: the
// leaked content must never reach a report (json, text, markdown, sarif).
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join } from 'node:path'
import { test } from 'node:test'
import { invalidAppName } from '../../src/argocd/application.js'
import { UsageError } from '../../src/lib/errors.js'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderJson } from '../../src/report/json.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { renderText } from '../../src/report/text/text.js'
import type { Report } from '../../src/report/model.js'
import { assertVerdictEverywhere, renderAll } from '../helpers/formats.js'
import { applicationYaml } from '../helpers/apps.js'
import { commit, git as gitCmd, makeRepo } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'

export const app = (name: string, path: string, ns = 'argocd') => applicationYaml(name, path, { namespace: ns, destination: 'web' })

/** Every output of the report (json, text, markdown, sarif, the action's log and job summary), concatenated. */
async function allFormats(r: Report): Promise<string> {
  const all = await renderAll(r)
  assert.equal(all.json, renderJson(r))
  assert.equal(all.text + all.markdown + all.sarif, renderText(r) + renderMarkdown(r) + renderSarif(r))
  assertVerdictEverywhere(all, r.verdict)
  return Object.values(all).join('\n')
}

/** A secret outside any repository, where a link chain can reach it from the scratch checkout. */
function outsideSecret(): { dir: string; value: string } {
  const dir = tempDir('pg-outside-')
  const value = `TOP-SECRET-${Math.random().toString(36).slice(2)}`
  writeFileSync(join(dir, 'secret.txt'), value)
  return { dir, value }
}

function link(repo: string, path: string, target: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true })
  symlinkSync(target, join(repo, path))
}

const chart = (tpl: string) => ({
  'charts/leak/Chart.yaml': 'apiVersion: v2\nname: leak\nversion: 0.1.0\n',
  'charts/leak/templates/cm.yaml': tpl
})

test('R1.1.4: two links, each inside by text, escape together; helm never reads the file and the revision fails', async () => {
  const secret = outsideSecret()
  const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: "1"\n'
  const dir = makeRepo({ 'apps/leak.yaml': app('leak', 'charts/leak'), ...chart(cm), 'x/y/z/keep': '' })
  // x/y/z/up climbs to the root (inside by text); files/secret goes through it and then climbs further.
  link(dir, 'x/y/z/up', '../../..')
  // root/.. is the scratch folder, its parent the temp folder that holds the secret's folder.
  link(dir, 'charts/leak/files/secret', `../../../x/y/z/up/../../${basename(secret.dir)}/secret.txt`)
  commit(dir, chart(`{{ fail (.Files.Get "files/secret") }}\n`), 'leak')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const out = await allFormats(report)
  assert.ok(!out.includes(secret.value), 'the secret must not be printed')
  const leak = report.apps.find((a) => a.name === 'leak')!
  assert.match(leak.error ?? '', /out-of-bounds symlinks\. file: charts\/leak\/files\/secret/)
  assert.ok(report.findings.some((f) => f.app === 'leak' && f.rule === 'render-error' && f.blocking))
  assert.equal(report.verdict, 'fail')
})

test('issue 8 item 3: an Application name with /../ cannot turn .argocd-source-<name>.yaml into a file outside', async () => {
  const secret = outsideSecret()
  writeFileSync(join(secret.dir, 'secret.yaml'), `helm:\n  releaseName: ok\n  parameters:\n  - name: leaked\n    value: ${secret.value}\n`)
  const tpl = '{{ if .Values.leaked }}{{ fail .Values.leaked }}{{ end }}\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n'
  const dir = makeRepo({ 'apps/ok.yaml': app('ok', 'charts/leak'), ...chart(tpl) })
  // <checkout>/charts/leak/.argocd-source-<name>.yaml climbs to the temp folder that holds the secret's folder.
  const name = `leak/../../../../../${basename(secret.dir)}/secret`
  commit(dir, { 'apps/leak.yaml': app(name, 'charts/leak'), 'apps/ns.yaml': app('fine', 'charts/leak', 'bad/../ns') }, 'hostile names')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const out = await allFormats(report)
  assert.ok(!out.includes(secret.value), 'the secret must not be printed')
  const leak = report.apps.find((a) => a.name === name)
  assert.ok(leak, 'the app with the invalid name is reported, not dropped')
  assert.match(leak.error ?? '', /not a valid Application name/)
  const finding = report.findings.find((f) => f.app === name && f.rule === 'render-error')
  assert.ok(finding?.blocking, 'the invalid name blocks')
  const badNs = report.apps.find((a) => a.name === 'fine')
  assert.match(badNs?.error ?? '', /not a valid namespace/)
  assert.equal(report.apps.find((a) => a.name === 'ok')?.error, null, 'other apps are still analysed')
  assert.equal(report.verdict, 'fail')
})

const pvc =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources:\n    requests:\n      storage: 1Gi\n'

test('issue 8 item 7: an Application manifest over 4 MB is read; its path change to an empty folder prunes and blocks', async () => {
  const pad = `# ${'x'.repeat(5 * 1024 * 1024)}\n`
  const dir = makeRepo({ 'apps/web.yaml': pad + app('web', 'manifests/web'), 'manifests/web/pvc.yaml': pvc, 'manifests/empty/README.md': 'empty\n' })
  commit(dir, { 'apps/web.yaml': pad + app('web', 'manifests/empty') }, 'move web to an empty folder')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const web = report.apps.find((a) => a.name === 'web')
  assert.ok(web, 'the app in the 5 MB file is discovered')
  assert.deepEqual(
    web.prune.map((p) => `${p.kind}/${p.name}`),
    ['PersistentVolumeClaim/data']
  )
  assert.equal(report.verdict, 'fail')
})

test('issue 8 item 7: a manifest over the size cap that mentions argoproj.io fails closed, in every format', async () => {
  const cap = 64 * 1024
  const big = (text: string) => `# ${'y'.repeat(cap)}\n${text}`
  const dir = makeRepo({ 'apps/ok.yaml': app('ok', 'manifests/web'), 'manifests/web/pvc.yaml': pvc })
  commit(dir, { 'apps/huge.yaml': big(app('huge', 'manifests/web')), 'data/huge.json': big('{"no": "apps"}\n') }, 'huge files')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', maxManifestBytes: cap })
  const found = report.findings.filter((f) => f.rule === 'manifest-too-large')
  assert.deepEqual(
    found.map((f) => [f.file, f.blocking]),
    [['apps/huge.yaml', true]],
    'only the file that may hold an Application'
  )
  assert.equal(report.verdict, 'fail')
  assert.equal(report.apps.find((a) => a.name === 'ok')?.error, null, 'other apps are still analysed')
  const out = await allFormats(report)
  for (const format of [renderJson(report), renderText(report), renderMarkdown(report), renderSarif(report)]) {
    assert.ok(format.includes('apps/huge.yaml'), 'every format names the file')
  }
  assert.ok(!out.includes('yyyyyyyyyy'), 'the content is not printed')
})

test('issue 8 item 4: a filter the runner configures never runs on PR content, so it cannot print a file into the report', async () => {
  const secret = outsideSecret()
  const marker = join(tempDir(), 'filter-ran')
  const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n'
  const dir = makeRepo({ 'apps/leak.yaml': app('leak', 'charts/leak'), ...chart(cm) })
  // The runner has a filter driver configured; the pull request assigns it to a template.
  gitCmd(dir, 'config', 'filter.evil.smudge', `sh -c 'touch ${marker}; printf "{{ fail \\"%s\\" }}\\n" "$(cat ${join(secret.dir, 'secret.txt')})"'`)
  gitCmd(dir, 'config', 'filter.evil.clean', 'cat')
  commit(
    dir,
    { '.gitattributes': 'charts/leak/templates/cm.yaml filter=evil\n', 'charts/leak/templates/cm.yaml': cm.replace('name: cm', 'name: cm2') },
    'attributes'
  )
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.ok(!existsSync(marker), 'the filter program never ran')
  assert.ok(!(await allFormats(report)).includes(secret.value), 'the secret must not be printed')
  const leak = report.apps.find((a) => a.name === 'leak')!
  assert.equal(leak.error, null, 'the template renders from its committed bytes')
  assert.deepEqual(
    leak.create.map((c) => c.name),
    ['cm2']
  )
})

test('Argo CD name rules: DNS-1123 subdomain names, DNS-1123 label namespaces', () => {
  for (const name of ['web', 'a.b-c', '0', 'x'.repeat(253)]) assert.equal(invalidAppName({ name, namespace: '' }), undefined, name)
  for (const name of ['Web', 'a_b', '-a', 'a.', 'a/../b', 'a..b', 'x'.repeat(254), 'a\nb', '']) {
    assert.match(invalidAppName({ name, namespace: '' }) ?? '', /is not a valid Application name/, JSON.stringify(name))
  }
  assert.equal(invalidAppName({ name: 'web', namespace: 'team-a' }), undefined)
  for (const namespace of ['team.a', 'Team', 'x'.repeat(64), '../x']) {
    assert.match(invalidAppName({ name: 'web', namespace }) ?? '', /is not a valid namespace/, namespace)
  }
})

/** Deletes the loose object of `path` at HEAD: a clone that lacks it, as a partial or damaged clone does. */
function dropObject(dir: string, path: string): void {
  const oid = gitCmd(dir, 'rev-parse', `HEAD:${path}`)
  rmSync(join(dir, '.git/objects', oid.slice(0, 2), oid.slice(2)))
}

test('a file written only for the renderer whose object the clone lacks: that app is not analysed, the others are', async () => {
  const tpl = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: {{ .Files.Get "files/v.txt" | quote }}\n'
  const files = (v: string) => ({
    'charts/a/Chart.yaml': 'apiVersion: v2\nname: a\nversion: 0.1.0\n',
    'charts/a/templates/cm.yaml': tpl,
    'charts/a/files/v.txt': v,
    'manifests/b/cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: "${v}"\n`
  })
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'charts/a'), 'apps/b.yaml': app('b', 'manifests/b'), ...files('1') })
  commit(dir, files('unique-2'), 'change both')
  dropObject(dir, 'charts/a/files/v.txt')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  const a = report.apps.find((x) => x.name === 'a')!
  // The guard's clone is at fault, not the chart: never "fails to render like Argo CD would", never a removal.
  assert.equal(a.outcome, 'unknown')
  assert.equal(a.error, null)
  assert.match(
    a.outcomeReason ?? '',
    /could not write the files of this revision: charts\/a\/files\/v\.txt: its object is missing from this clone .*fetch-depth: 0/
  )
  const b = report.apps.find((x) => x.name === 'b')!
  assert.equal(b.outcome, 'analysed')
  assert.deepEqual(
    b.update.map((u) => u.name),
    ['cm']
  )
  assert.equal(report.verdict, 'pass', 'not analysed blocks only with failOnUnknown')
  const strict = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { failOnUnknown: true } })
  assert.equal(strict.report.verdict, 'fail')
})

test('a file read up front (an Application, a manifest) whose object the clone lacks stops the run, naming it and the fix', async () => {
  const cm = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: "${v}"\n`
  for (const missing of ['apps/a.yaml', 'manifests/b/cm.yaml']) {
    const dir = makeRepo({
      'apps/a.yaml': app('a', 'manifests/a'),
      'apps/b.yaml': app('b', 'manifests/b'),
      'manifests/a/cm.yaml': cm('1'),
      'manifests/b/cm.yaml': cm('1')
    })
    // Before: an Application file that could not be read was taken for a removed app (outcome analysed, nothing to prune).
    commit(dir, { 'apps/a.yaml': `${app('a', 'manifests/a')}# moved\n`, 'manifests/b/cm.yaml': cm('2') }, 'change')
    dropObject(dir, missing)
    await assert.rejects(
      analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' }),
      (e: unknown) =>
        e instanceof UsageError &&
        e.message.includes(`this clone is missing the objects of 1 file (${missing})`) &&
        /actions\/checkout with fetch-depth: 0/.test(e.message),
      missing
    )
  }
})

test('issue 44 item 11: one 1 MB blob at 300 paths of a chart read at both revisions: the run writes at most 512 MB, that app is not analysed, the other is', async () => {
  const blob = randomBytes(1024 * 1024)
    .toString('base64')
    .slice(0, 1024 * 1024)
  const files: Record<string, string> = {
    'charts/a/Chart.yaml': 'apiVersion: v2\nname: a\nversion: 0.1.0\n',
    'charts/a/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: "1"\n',
    'manifests/b/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  v: "1"\n'
  }
  for (let i = 0; i < 300; i++) files[`charts/a/files/copy-${i}.txt`] = blob
  const dir = makeRepo({ 'apps/a.yaml': app('a', 'charts/a'), 'apps/b.yaml': app('b', 'manifests/b'), ...files })
  const changed = (f: string) => files[f]!.replace('v: "1"', 'v: "2"')
  commit(dir, { 'charts/a/templates/cm.yaml': changed('charts/a/templates/cm.yaml'), 'manifests/b/cm.yaml': changed('manifests/b/cm.yaml') }, 'change both')
  const lines: string[] = []
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', log: (l) => lines.push(l) })
  const a = report.apps.find((x) => x.name === 'a')!
  assert.equal(a.outcome, 'unknown')
  assert.match(
    a.outcomeReason ?? '',
    /could not write the files of this revision: charts\/a\/files\/copy-\d+\.txt: the files written for this run would pass 512 MB/
  )
  const b = report.apps.find((x) => x.name === 'b')!
  assert.equal(b.outcome, 'analysed')
  assert.deepEqual(
    b.update.map((u) => u.name),
    ['cm']
  )
  const written = lines.map((l) => /wrote (\d+) MB of files for the renderers/.exec(l)).find((m) => m)
  assert.ok(written && Number(written[1]) <= 512, lines.join('\n'))
})
