import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { parseSource } from '../../../src/argocd/application.js'
import { renderDirectory } from '../../../src/render/directory/directory.js'
import { RenderError, type RenderOutput, type RenderRequest } from '../../../src/render/types.js'
import { tempDir, writeTree } from '../../helpers/tools.js'

const cm = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`

function request(repoRoot: string, path: string, directory?: Record<string, unknown>): RenderRequest {
  return {
    repoRoot,
    source: parseSource({ repoURL: 'https://git.example/r.git', path, ...(directory ? { directory } : {}) }),
    appPath: join(repoRoot, path),
    instanceName: 'web',
    destNamespace: 'default',
    buildEnv: {},
    refs: {},
    scratchDir: tempDir()
  }
}

async function render(files: Record<string, string>, directory?: Record<string, unknown>): Promise<RenderOutput> {
  const root = tempDir()
  writeTree(root, files)
  return renderDirectory(request(root, 'app', directory))
}

const names = (out: RenderOutput): string[] => out.docs.map((d) => (d.obj.metadata as { name: string }).name)

async function rejects(p: Promise<unknown>, re: RegExp, file?: string): Promise<void> {
  await assert.rejects(p, (e: unknown) => {
    assert.ok(e instanceof RenderError, `expected RenderError, got ${String(e)}`)
    assert.match(e.message, re)
    if (file !== undefined) assert.equal(e.file, file)
    return true
  })
}

test('R1.7.1 walks the app dir in lexical byte order; file/line point at each document', async () => {
  const out = await render({
    'app/b.yaml': `${cm('b1')}---\n${cm('b2')}`,
    'app/B.yml': cm('B'),
    'app/a.json': '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a"}}',
    'other/x.yaml': cm('outside-app')
  })
  assert.equal(out.type, 'directory')
  assert.deepEqual(out.commands, [])
  assert.deepEqual(names(out), ['B', 'a', 'b1', 'b2'])
  assert.deepEqual(
    out.docs.map((d) => [d.file, d.line]),
    [
      ['app/B.yml', 1],
      ['app/a.json', 1],
      ['app/b.yaml', 1],
      ['app/b.yaml', 6]
    ]
  )
})

test('R1.7.1 subdirectories are skipped unless recurse; hidden dirs are walked, .git never', async () => {
  const files = {
    'app/top.yaml': cm('top'),
    'app/sub/deep.yaml': cm('deep'),
    'app/.hidden/h.yaml': cm('hidden'),
    'app/.git/g.yaml': cm('git')
  }
  assert.deepEqual(names(await render(files)), ['top'])
  assert.deepEqual(names(await render(files, { recurse: true })), ['hidden', 'deep', 'top'])
})

test('R1.7.1 candidate names: only .yaml .yml .json .jsonnet, case-sensitive', async () => {
  const out = await render({
    'app/a.YAML': cm('upper'),
    'app/b.yaml.bak': cm('bak'),
    'app/c.txt': cm('txt'),
    'app/d.yml': cm('d'),
    'app/lib.libsonnet': '{}'
  })
  assert.deepEqual(names(out), ['d'])
})

test('R1.7.1 exclude is tested before include; both are gobwas globs over the app-relative path', async () => {
  const files = {
    'app/base/a.yaml': cm('base-a'),
    'app/base/skip.yaml': cm('base-skip'),
    'app/prod/p.yaml': cm('prod-p'),
    'app/top.yaml': cm('top')
  }
  assert.deepEqual(names(await render(files, { recurse: true, include: '*.yaml' })), ['base-a', 'base-skip', 'prod-p', 'top']) // `*` crosses `/`
  assert.deepEqual(names(await render(files, { recurse: true, include: '{base/*,top.yaml}' })), ['base-a', 'base-skip', 'top'])
  assert.deepEqual(names(await render(files, { recurse: true, include: 'base/*', exclude: '*skip*' })), ['base-a'])
  // A comma outside braces is literal: "a.yaml,top.yaml" names no file.
  assert.deepEqual(names(await render(files, { recurse: true, include: 'base/a.yaml,top.yaml' })), [])
})

test('R1.7.1 a file containing +argocd:skip-file-rendering is skipped', async () => {
  const out = await render({
    'app/a.yaml': `# +argocd:skip-file-rendering\n${cm('skipped')}`,
    'app/b.yaml': cm('kept')
  })
  assert.deepEqual(names(out), ['kept'])
})

test('R1.7.1 symlinked files inside the repo are followed; file points at the target', async () => {
  const root = tempDir()
  writeTree(root, { 'shared/cm.yaml': cm('shared'), 'app/own.yaml': cm('own') })
  symlinkSync('../shared/cm.yaml', join(root, 'app/link.yaml'))
  const out = await renderDirectory(request(root, 'app'))
  assert.deepEqual(names(out), ['shared', 'own']) // link.yaml < own.yaml
  assert.deepEqual(
    out.docs.map((d) => d.file),
    ['shared/cm.yaml', 'app/own.yaml']
  )
})

test('R1.7.1 a symlink escaping the repo is a RenderError, even when excluded', async () => {
  const outside = tempDir()
  writeTree(outside, { 'secret.yaml': cm('secret') })
  const root = tempDir()
  writeTree(root, { 'app/a.yaml': cm('a') })
  symlinkSync(join(outside, 'secret.yaml'), join(root, 'app/leak.yaml'))
  await rejects(renderDirectory(request(root, 'app')), /illegal filepath in symlink at "leak\.yaml"/, 'app/leak.yaml')
  await rejects(renderDirectory(request(root, 'app', { exclude: 'leak.yaml' })), /illegal filepath in symlink/)
})

test('R1.7.1 symlinked directories are not followed; dangling links and non-regular files are skipped with a warning', async () => {
  const root = tempDir()
  writeTree(root, { 'shared/x.yaml': cm('via-dir-link'), 'app/a.yaml': cm('a') })
  symlinkSync('../shared', join(root, 'app/linkdir'))
  symlinkSync('../shared', join(root, 'app/dirlink.yaml'))
  symlinkSync('missing.yaml', join(root, 'app/dangling.yaml'))
  mkdirSync(join(root, 'app/realdir.yaml')) // a real directory named *.yaml is a directory, not a candidate
  const out = await renderDirectory(request(root, 'app', { recurse: true }))
  assert.deepEqual(names(out), ['a'])
  assert.equal(out.warnings.length, 2, out.warnings.join('\n'))
  assert.ok(out.warnings.some((w) => /destination of symlink "dangling\.yaml" is missing/.test(w)))
  assert.ok(out.warnings.some((w) => /non-regular file "dirlink\.yaml"/.test(w)))
})

test('R1.7.2 a .json file with two objects is an error; one object with trailing ] is accepted', async () => {
  const one = '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"j"}}'
  await rejects(render({ 'app/two.json': `${one}\n${one}\n` }), /Found multiple objects in "app\/two\.json"/, 'app/two.json')
  assert.deepEqual(names(await render({ 'app/one.json': `\n\n${one}\n` })), ['j'])
  assert.equal((await render({ 'app/one.json': `\n\n${one}\n` })).docs[0]!.line, 3)
  // json.Decoder.More() is false before `]` or `}`, so such trailing garbage is not "another object".
  assert.deepEqual(names(await render({ 'app/one.json': `${one}]` })), ['j'])
  assert.deepEqual(names(await render({ 'app/bom.json': `\ufeff${one}` })), ['j'])
})

test('R1.7.2 a .json file that is not a Kubernetes object is an error', async () => {
  await rejects(render({ 'app/package.json': '{"name":"x","version":"1.0.0"}' }), /Failed to unmarshal "app\/package\.json": Object 'Kind' is missing/)
  await rejects(render({ 'app/bad.json': '{"kind": ' }), /Failed to unmarshal "app\/bad\.json"/)
})

test('R1.7.3 empty and null documents are skipped', async () => {
  const out = await render({ 'app/a.yaml': `---\n---\nnull\n---\n${cm('x')}---\n~\n` })
  assert.deepEqual(names(out), ['x'])
})

test('R1.7.3 non-Kubernetes YAML (values.yaml, CI config) is silently ignored', async () => {
  const out = await render({
    'app/values.yaml': 'replicaCount: 2\nimage:\n  tag: v1\n',
    'app/ci.yml': 'stages: [build]\nscript: make\n',
    'app/list.yaml': '- a\n- b\n',
    'app/broken.yaml': 'a: [unclosed\n',
    'app/z.yaml': cm('z')
  })
  assert.deepEqual(names(out), ['z'])
})

test('R1.7.3 the first failing document hides the rest of the file when it does not look like a manifest', async () => {
  // The second document is a valid object, but the file lacks `metadata:`, so the first failure ignores it all.
  const out = await render({ 'app/a.yaml': 'settings: {a: 1}\n---\napiVersion: v1\nkind: Namespace\n' })
  assert.equal(out.docs.length, 0)
})

test('R1.7.3 a failing document is an error when the file has apiVersion:, kind: and metadata:', async () => {
  await rejects(
    render({ 'app/a.yaml': 'apiVersion: v1\nmetadata:\n  name: x\nspec:\n  kind: nested\n' }),
    /Failed to unmarshal "app\/a\.yaml": .*Object 'Kind' is missing \(app\/a\.yaml line 1;/,
    'app/a.yaml'
  )
  await rejects(render({ 'app/b.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [x\n' }), /app\/b\.yaml line/)
})

test('R1.7.3 a failing document after a decoded one is always an error, with its line', async () => {
  await rejects(render({ 'app/a.yaml': `${cm('ok')}---\nfoo: bar\n` }), /app\/a\.yaml line 6/)
  await rejects(render({ 'app/b.yaml': `${cm('ok')}---\nfoo: [x\n` }), /Failed to unmarshal "app\/b\.yaml"/)
})

test('R1.7.3 decoding mirrors unstructured: kind is required, apiVersion is not, kind must be a string', async () => {
  assert.deepEqual(names(await render({ 'app/a.yaml': 'kind: ConfigMap\nmetadata: {name: no-api}\n' })), ['no-api'])
  assert.deepEqual(names(await render({ 'app/a.yaml': 'apiVersion: v1\nkind: 5\nmeta: {}\n' })), [])
  assert.deepEqual(names(await render({ 'app/a.yaml': 'apiVersion: a/b/c\nkind: X\nmeta: {}\n' })), [])
})

test('R1.7.4 a .jsonnet entry point is a RenderError; excluded or skipped jsonnet is not', async () => {
  await rejects(render({ 'app/main.jsonnet': '{}' }), /^jsonnet is not supported by prune-guard: app\/main\.jsonnet$/)
  assert.deepEqual(names(await render({ 'app/main.jsonnet': '{}', 'app/a.yaml': cm('a') }, { exclude: '*.jsonnet' })), ['a'])
  assert.deepEqual(names(await render({ 'app/main.jsonnet': '// +argocd:skip-file-rendering\n{}' })), [])
})

test('R2.1.1 any object with an items array is flattened; items: null without spec/status is dropped', async () => {
  const out = await render({
    'app/a.yaml':
      `apiVersion: v1\nkind: ConfigMapList\nitems:\n  - ${cm('i1').trimEnd().replace(/\n/g, '\n    ')}\n  - ${cm('i2').trimEnd().replace(/\n/g, '\n    ')}\n` +
      '---\napiVersion: v1\nkind: WhateverKind\nitems: []\n' +
      '---\napiVersion: v1\nkind: ConfigMapList\nitems: null\n' +
      `---\napiVersion: v1\nkind: Thing\nitems: null\nspec: {}\nmetadata: {name: keep-null-items-with-spec}\n`
  })
  assert.deepEqual(names(out), ['i1', 'i2', 'keep-null-items-with-spec'])
  assert.equal(out.docs[0]!.file, 'app/a.yaml')
})

test('R1.1.3 the app root itself may be the repo root ("." path)', async () => {
  const root = tempDir()
  writeTree(root, { 'a.yaml': cm('root-a'), 'sub/b.yaml': cm('sub-b') })
  const out = await renderDirectory(request(root, ''))
  assert.deepEqual(names(out), ['root-a'])
  assert.equal(out.docs[0]!.file, 'a.yaml')
})
