import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { renderHelm } from '../../../src/render/helm/helm.js'
import { resolveValueFiles } from '../../../src/render/helm/paths.js'
import { RenderError } from '../../../src/render/types.js'
import { writeTree } from '../../helpers/tools.js'
import { dataOf, deps, freshDir, repoWithChart, request, valuesArgs } from '../../fixtures/helm/charts.js'

/** A repo with a chart at charts/app, value files beside it, at the repo root and in envs/ (glob fodder). */
function fixture(): { root: string; app: string } {
  const r = repoWithChart({
    'values-a.yaml': 'a: from-a\nb: from-a\n',
    'values-dest-ns.yaml': 'ns: from-ns-file\n',
    'guestbook/values.yaml': 'app: from-app-dir\n',
    'envs/b.yaml': 'k: b\n',
    'envs/a.yaml': 'k: a\n',
    'envs/z.yaml': 'k: z\n',
    'envs/nested/c.yaml': 'k: c\n',
    'envs/nested/deeper/d.yaml': 'k: d\n'
  })
  writeTree(r.root, { 'common/values-b.yaml': 'b: from-b\n', 'outside-chart.yaml': 'x: 1\n' })
  return r
}

const rel = (app: string, files: string[]): string[] => files.map((f) => (f.startsWith(app) ? f.slice(app.length + 1) : f))

test('R1.5.7 relative entries resolve from the chart dir, a leading / from the repo root; later files win', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml', '/common/values-b.yaml'] } }), deps)
  assert.deepEqual(valuesArgs(out), [join(app, 'values-a.yaml'), join(root, 'common/values-b.yaml')])
  assert.equal(dataOf(out).v_a, 'string:from-a')
  assert.equal(dataOf(out).v_b, 'string:from-b')
})

test('R1.4.3 value file paths are env-substituted (ARGOCD_APP_*), including a leading $VAR that is not a ref', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(request(root, app, { helm: { valueFiles: ['values-$ARGOCD_APP_NAMESPACE.yaml', '$ARGOCD_APP_NAME/values.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(out)), ['values-dest-ns.yaml', 'guestbook/values.yaml'])
  assert.equal(dataOf(out).v_ns, 'string:from-ns-file')
  assert.equal(dataOf(out).v_app, 'string:from-app-dir')
})

test('R1.9.2 $ref/… resolves from the root of the ref source; an unknown ref and a ref escape are RenderErrors', async () => {
  const { root, app } = fixture()
  const refRoot = freshDir()
  writeTree(refRoot, { 'env/prod.yaml': 'fromRef: prod\n', 'env/x1.yaml': 'g: 1\n', 'env/x2.yaml': 'g: 2\n' })
  const refs = { values: refRoot }
  const out = await renderHelm(request(root, app, { refs, helm: { valueFiles: ['$values/env/prod.yaml', '$values/env/x*.yaml'] } }), deps)
  assert.deepEqual(
    valuesArgs(out),
    ['prod', 'x1', 'x2'].map((f) => join(refRoot, `env/${f}.yaml`))
  )
  assert.equal(dataOf(out).v_fromRef, 'string:prod')
  assert.equal(dataOf(out).v_g, 'float64:2')
  await assert.rejects(renderHelm(request(root, app, { refs, helm: { valueFiles: ['$nope/values.yaml'] } }), deps), (e: unknown) => {
    assert.ok(e instanceof RenderError)
    assert.match(e.message, /\$nope.*no source of this application has `ref: nope` \(known refs: \$values\)/)
    return true
  })
  await assert.rejects(renderHelm(request(root, app, { refs, helm: { valueFiles: ['$values/../escape.yaml'] } }), deps), /resolved to outside repository root/)
})

test('R1.5.7 a glob expands in place in lexical order; ** lists a directory before its subdirectories', async () => {
  const { root, app } = fixture()
  const flat = await renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml', 'envs/*.yaml', '/common/values-b.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(flat)), ['values-a.yaml', 'envs/a.yaml', 'envs/b.yaml', 'envs/z.yaml', join(root, 'common/values-b.yaml')])
  assert.equal(dataOf(flat).v_k, 'string:z')
  const deep = await renderHelm(request(root, app, { helm: { valueFiles: ['envs/**/*.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(deep)), ['envs/a.yaml', 'envs/b.yaml', 'envs/z.yaml', 'envs/nested/c.yaml', 'envs/nested/deeper/d.yaml'])
  assert.equal(dataOf(deep).v_k, 'string:d')
  const fromRoot = await renderHelm(request(root, app, { helm: { valueFiles: ['/charts/app/envs/?.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(fromRoot)), ['envs/a.yaml', 'envs/b.yaml', 'envs/z.yaml'])
})

test('R1.5.7 an explicit entry wins its position over a glob; duplicates keep the first position', async () => {
  const { root, app } = fixture()
  const pinned = await renderHelm(request(root, app, { helm: { valueFiles: ['envs/*.yaml', 'envs/a.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(pinned)), ['envs/b.yaml', 'envs/z.yaml', 'envs/a.yaml'])
  assert.equal(dataOf(pinned).v_k, 'string:a')
  const first = await renderHelm(request(root, app, { helm: { valueFiles: ['envs/z.yaml', 'envs/*.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(first)), ['envs/z.yaml', 'envs/a.yaml', 'envs/b.yaml'])
  assert.equal(dataOf(first).v_k, 'string:b')
  const twice = await renderHelm(request(root, app, { helm: { valueFiles: ['envs/*.yaml', 'envs/**/*.yaml', 'values-a.yaml', 'values-a.yaml'] } }), deps)
  assert.deepEqual(rel(app, valuesArgs(twice)), [
    'envs/a.yaml',
    'envs/b.yaml',
    'envs/z.yaml',
    'envs/nested/c.yaml',
    'envs/nested/deeper/d.yaml',
    'values-a.yaml'
  ])
})

test('R1.5.7 a glob with no match is an error unless ignoreMissingValueFiles, which skips it with a warning', async () => {
  const { root, app } = fixture()
  await assert.rejects(
    renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml', 'overrides/*.yaml'] } }), deps),
    (e: unknown) => e instanceof RenderError && e.message === 'values file glob "overrides/*.yaml" matched no files'
  )
  const out = await renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml', 'overrides/*.yaml'], ignoreMissingValueFiles: true } }), deps)
  assert.deepEqual(rel(app, valuesArgs(out)), ['values-a.yaml'])
  assert.ok(out.warnings.some((w) => w.includes('overrides/*.yaml')))
})

test('R1.5.7 a missing plain file is dropped with ignoreMissingValueFiles, else passed on so helm fails', async () => {
  const { root, app } = fixture()
  const out = await renderHelm(request(root, app, { helm: { valueFiles: ['values-a.yaml', 'values-missing.yaml'], ignoreMissingValueFiles: true } }), deps)
  assert.deepEqual(rel(app, valuesArgs(out)), ['values-a.yaml'])
  assert.ok(out.warnings.some((w) => w.includes('values-missing.yaml')))
  await assert.rejects(renderHelm(request(root, app, { helm: { valueFiles: ['values-missing.yaml'] } }), deps), (e: unknown) => {
    assert.ok(e instanceof RenderError)
    assert.match(e.message, /^helm template failed .*values-missing\.yaml: no such file or directory/)
    return true
  })
})

test('R1.5.7 paths that traverse outside the repo root are rejected', async () => {
  const { root, app } = fixture()
  for (const f of ['../../../outside.yaml', '/../outside.yaml', '../../../*.yaml']) {
    await assert.rejects(renderHelm(request(root, app, { helm: { valueFiles: [f] } }), deps), (e: unknown) => {
      assert.ok(e instanceof RenderError, f)
      assert.match(e.message, /resolved to outside repository root/, f)
      return true
    })
  }
  await assert.rejects(renderHelm(request(root, app, { helm: { valueFiles: ['/'] } }), deps), /repository root, which is not allowed/)
  // Inside the root, climbing out of the chart is fine.
  const ok = await renderHelm(request(root, app, { helm: { valueFiles: ['../../outside-chart.yaml'] } }), deps)
  assert.equal(dataOf(ok).v_x, 'float64:1')
})

test('R1.5.7 symlinks are resolved: a file or directory link leaving the root is rejected, one inside is allowed', async () => {
  const { root, app } = fixture()
  const outside = freshDir()
  writeTree(outside, { 'secret.yaml': 'stolen: true\n' })
  symlinkSync(join(outside, 'secret.yaml'), join(app, 'leak.yaml'))
  symlinkSync(outside, join(app, 'linkdir'))
  mkdirSync(join(app, 'globby'))
  symlinkSync(join(outside, 'secret.yaml'), join(app, 'globby/evil.yaml'))
  symlinkSync('../../common/values-b.yaml', join(app, 'alias.yaml'))
  for (const f of ['leak.yaml', 'linkdir/secret.yaml']) {
    await assert.rejects(renderHelm(request(root, app, { helm: { valueFiles: [f] } }), deps), /resolved to outside repository root/, f)
  }
  await assert.rejects(
    renderHelm(request(root, app, { helm: { valueFiles: ['globby/*.yaml'] } }), deps),
    /glob pattern "globby\/\*\.yaml": glob match "charts\/app\/globby\/evil\.yaml" resolved to outside repository root/
  )
  const ok = await renderHelm(request(root, app, { helm: { valueFiles: ['alias.yaml'] } }), deps)
  assert.equal(dataOf(ok).v_b, 'string:from-b')
})

test('R1.5.7 http(s) URLs pass through unchanged and are never globbed; other schemes are refused', () => {
  const ctx = { appPath: '/repo/chart', repoRoot: '/repo', refs: {}, env: {} }
  const warnings: string[] = []
  const urls = ['https://example.com/values.yaml', 'HTTP://example.com/v.yaml', 'https://example.com/*.yaml']
  assert.deepEqual(resolveValueFiles(urls, false, ctx, warnings), urls)
  assert.equal(warnings.length, 3)
  assert.match(warnings[0]!, /"https:\/\/example\.com\/values\.yaml" is a URL; the guard fetches it when the network policy allows/)
  for (const bad of ['ftp://example.com/v.yaml', 's3://bucket/v.yaml', 'file:///etc/passwd']) {
    assert.throws(() => resolveValueFiles([bad], false, ctx, []), /the URL scheme '(ftp|s3|file)' is not allowed/)
  }
})

test('R1.5.7 a malformed glob is a RenderError naming the entry', async () => {
  const { root, app } = fixture()
  await assert.rejects(renderHelm(request(root, app, { helm: { valueFiles: ['envs/[a-.yaml'] } }), deps), /error expanding glob pattern "envs\/\[a-\.yaml"/)
})
