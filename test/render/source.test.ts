import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { parseSource } from '../../src/argocd/application.js'
import { applySourceOverrides, resolveAppPath } from '../../src/render/source.js'
import { detectSourceType } from '../../src/render/detect.js'
import { RenderError } from '../../src/render/types.js'
import { tempDir, writeTree } from '../helpers/tools.js'

const src = (raw: Record<string, unknown> = {}) => parseSource({ repoURL: 'https://git.example/repo.git', path: 'app', targetRevision: 'main', ...raw })

function renderError(fn: () => unknown, re: RegExp): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof RenderError, `expected RenderError, got ${String(e)}`)
    assert.match(e.message, re)
    return true
  })
}

async function renderErrorAsync(p: Promise<unknown>, re: RegExp): Promise<void> {
  await assert.rejects(p, (e: unknown) => {
    assert.ok(e instanceof RenderError, `expected RenderError, got ${String(e)}`)
    assert.match(e.message, re)
    return true
  })
}

test('R1.1.3 resolveAppPath: "" and "." are the root, a relative dir is joined', () => {
  const root = tempDir()
  writeTree(root, { 'apps/web/a.yaml': '' })
  assert.equal(resolveAppPath(root, ''), root)
  assert.equal(resolveAppPath(root, '.'), root)
  assert.equal(resolveAppPath(root, 'apps/web'), join(root, 'apps/web'))
  assert.equal(resolveAppPath(root, 'apps/../apps/web/'), join(root, 'apps/web'))
})

test('R1.1.3 resolveAppPath rejects absolute, escaping, missing and non-directory paths', () => {
  const root = tempDir()
  writeTree(root, { 'apps/file.yaml': 'x: 1\n' })
  renderError(() => resolveAppPath(root, '/etc'), /^\/etc: app path is absolute/)
  renderError(() => resolveAppPath(root, '../other'), /^\.\.\/other: app path outside root/)
  renderError(() => resolveAppPath(root, 'apps/../../x'), /app path outside root/)
  renderError(() => resolveAppPath(root, 'apps/nope'), /^apps\/nope: app path does not exist/)
  // A goTemplate ApplicationSet's `path: '{{.path}}'` (a git generator's path object printed by Go).
  renderError(
    () => resolveAppPath(root, 'map[basename:web path:apps/web segments:[apps web]]'),
    /app path does not exist; it is a Go map written as text: .*`\.path` is an object \(use `\{\{\.path\.path\}\}`\)/
  )
  renderError(() => resolveAppPath(root, 'apps/file.yaml'), /^apps\/file\.yaml: app path is not a directory/)
})

test('R1.1.3 resolveAppPath rejects an app path that leaves the root through a symlink', () => {
  const outside = tempDir()
  const root = tempDir()
  mkdirSync(join(root, 'apps'))
  symlinkSync(outside, join(root, 'apps/linked'))
  symlinkSync('../apps', join(root, 'apps/inside'))
  renderError(() => resolveAppPath(root, 'apps/linked'), /apps\/linked: app path outside root \(through a symlink\)/)
  assert.equal(resolveAppPath(root, 'apps/inside'), join(root, 'apps/inside'))
})

test('R1.2.1 applySourceOverrides: no override files returns the source unchanged', async () => {
  const root = tempDir()
  const s = src({ helm: { valueFiles: ['a.yaml'] } })
  assert.equal(await applySourceOverrides(s, root, 'web'), s)
})

test('R1.2.1 .argocd-source.yaml then .argocd-source-<instance>.yaml are merge-patched in that order', async () => {
  const app = tempDir()
  writeTree(app, {
    '.argocd-source.yaml': 'helm:\n  parameters:\n    - {name: image.tag, value: v1}\n  releaseName: common\n',
    '.argocd-source-argocd_web.yaml': 'helm:\n  parameters:\n    - {name: image.tag, value: v2}\n',
    '.argocd-source-other.yaml': 'helm:\n  releaseName: other\n'
  })
  const out = await applySourceOverrides(src({ helm: { skipCrds: true } }), app, 'argocd_web')
  assert.deepEqual(out.helm?.parameters, [{ name: 'image.tag', value: 'v2', forceString: false }])
  assert.equal(out.helm?.releaseName, 'common')
  assert.equal(out.helm?.skipCrds, true, 'merge keeps fields the patches do not mention')
})

test('R1.2.1 an override can add a block (making the type explicit); a null cannot delete one (decoded into the source)', async () => {
  const app = tempDir()
  writeTree(app, { '.argocd-source.yaml': 'kustomize:\n  namePrefix: p-\n' })
  const out = await applySourceOverrides(src(), app, '')
  assert.equal(out.kustomize?.namePrefix, 'p-')
  assert.equal(detectSourceType(out, app), 'kustomize')
  // MergePatch drops `directory`, but json.Unmarshal into the source Argo CD holds leaves its Directory as it was:
  // two blocks, the error Argo CD gives.
  writeTree(app, { '.argocd-source.yaml': 'kustomize:\n  namePrefix: p-\ndirectory: null\n' })
  const both = await applySourceOverrides(src({ directory: { recurse: true } }), app, '')
  assert.deepEqual(both.raw.directory, { recurse: true })
  assert.throws(() => detectSourceType(both, app), /multiple application sources defined: Kustomize,Directory/)
})

test('R1.2.1 chart, path, repoURL and targetRevision are restored from the original', async () => {
  const app = tempDir()
  writeTree(app, {
    '.argocd-source.yaml': 'repoURL: https://evil.example/x.git\npath: elsewhere\ntargetRevision: v9\nchart: nginx\nref: values\n'
  })
  const out = await applySourceOverrides(src(), app, 'web')
  assert.equal(out.repoURL, 'https://git.example/repo.git')
  assert.equal(out.path, 'app')
  assert.equal(out.targetRevision, 'main')
  assert.equal(out.chart, '', 'chart was absent in the original, so it stays absent')
  assert.equal('chart' in out.raw, false)
  assert.equal(out.ref, 'values', 'other fields may change')
})

test('R1.2.1 evanphx merge: nulls inside newly added values are pruned; arrays replace', async () => {
  const app = tempDir()
  writeTree(app, {
    '.argocd-source.yaml': 'helm:\n  valueFiles: [b.yaml]\n  valuesObject: {a: 1, b: null, c: {d: null, e: 2}}\n'
  })
  const out = await applySourceOverrides(src({ helm: { valueFiles: ['a.yaml', 'z.yaml'] } }), app, '')
  assert.deepEqual(out.helm?.valueFiles, ['b.yaml'])
  assert.deepEqual(out.helm?.valuesObject, { a: 1, c: { e: 2 } })
})

test('R1.2.1 a directory named like an override file is skipped', async () => {
  const app = tempDir()
  mkdirSync(join(app, '.argocd-source.yaml'))
  const s = src()
  assert.equal(await applySourceOverrides(s, app, 'web'), s)
})

test('R1.2.1 bad YAML or a non-mapping override file is a RenderError naming the file', async () => {
  const app = tempDir()
  writeTree(app, { '.argocd-source-web.yaml': 'helm: [unclosed\n' })
  await renderErrorAsync(applySourceOverrides(src(), app, 'web'), /app\/\.argocd-source-web\.yaml: line \d+/)
  const app2 = tempDir()
  writeTree(app2, { '.argocd-source.yaml': '# only a comment\n' })
  await renderErrorAsync(applySourceOverrides(src(), app2, 'web'), /app\/\.argocd-source\.yaml: Invalid JSON Patch/)
  const app3 = tempDir()
  writeTree(app3, { '.argocd-source.yaml': '- a\n- b\n' })
  await renderErrorAsync(applySourceOverrides(src(), app3, 'web'), /Invalid JSON Patch/)
})

test('R1.2.1 override files stay in the app folder: a name with a separator or a link out of the repo is refused', async () => {
  const root = tempDir()
  const outside = tempDir()
  writeTree(outside, { 'x.yaml': 'helm:\n  releaseName: stolen\n' })
  writeTree(root, { 'app/keep': '' })
  const app = join(root, 'app')
  await renderErrorAsync(applySourceOverrides(src(), app, 'a/../../x', root), /instance name "a\/\.\.\/\.\.\/x" cannot name a parameter override file/)
  // a chain: up -> the root (inside by text), then the override file climbs out through it
  symlinkSync('..', join(app, 'up'))
  symlinkSync(`up/../${outside.split('/').pop()!}/x.yaml`, join(app, '.argocd-source.yaml'))
  await renderErrorAsync(applySourceOverrides(src(), app, 'web', root), /\.argocd-source\.yaml: parameter override file resolves outside the repository/)
})

test('R1.3.1 explicit type: exactly one block wins over files; an empty block counts', () => {
  const app = tempDir()
  writeTree(app, { 'Chart.yaml': 'name: x\n' })
  assert.equal(detectSourceType(src({ directory: {} }), app), 'directory')
  assert.equal(detectSourceType(src({ kustomize: {} }), app), 'kustomize')
  assert.equal(detectSourceType(src({ plugin: { name: 'cmp' } }), app), 'plugin')
  assert.equal(detectSourceType(src({ helm: {} }), tempDir()), 'helm')
})

test('R1.3.1 two or more explicit blocks: "multiple application sources defined"', () => {
  const app = tempDir()
  renderError(() => detectSourceType(src({ helm: {}, kustomize: {} }), app), /^multiple application sources defined: Kustomize,Helm/)
  renderError(() => detectSourceType(src({ directory: {}, plugin: {} }), app), /Directory,Plugin/)
})

test('R1.3.3 auto-detection: Chart.yaml → helm, kustomization files → kustomize, nothing → directory', () => {
  const cases: [Record<string, string>, string][] = [
    [{ 'Chart.yaml': '' }, 'helm'],
    [{ 'myChart.yaml': '' }, 'helm'], // HasSuffix
    [{ 'kustomization.yaml': '' }, 'kustomize'],
    [{ 'kustomization.yml': '' }, 'kustomize'],
    [{ Kustomization: '' }, 'kustomize'],
    [{ 'deploy.yaml': '' }, 'directory'],
    [{ 'Chart.yml': '' }, 'directory'], // not detected
    [{ 'kustomization.YAML': '' }, 'directory'],
    [{ 'sub/Chart.yaml': '', 'sub/kustomization.yaml': '', 'a.yaml': '' }, 'directory'] // only the root mark counts
  ]
  for (const [files, want] of cases) {
    const app = tempDir()
    writeTree(app, files)
    assert.equal(detectSourceType(src(), app), want, JSON.stringify(files))
  }
})

test('R1.3.3 later marks overwrite: Chart.yaml + kustomization.yaml → kustomize; zChart.yaml wins back', () => {
  const a = tempDir()
  writeTree(a, { 'Chart.yaml': '', 'kustomization.yaml': '' })
  assert.equal(detectSourceType(src(), a), 'kustomize')
  const b = tempDir()
  writeTree(b, { 'Chart.yaml': '', 'kustomization.yaml': '', 'zChart.yaml': '' })
  assert.equal(detectSourceType(src(), b), 'helm')
  const c = tempDir()
  writeTree(c, { Kustomization: '', 'Chart.yaml': '' }) // "C" < "K": Kustomization is later
  assert.equal(detectSourceType(src(), c), 'kustomize')
})

test('R1.3.3 a directory named Chart.yaml does not mark; a symlink named Chart.yaml does', () => {
  const a = tempDir()
  mkdirSync(join(a, 'Chart.yaml'))
  assert.equal(detectSourceType(src(), a), 'directory')
  const b = tempDir()
  writeTree(b, { 'real/c.yaml': '' })
  symlinkSync(realpathSync(join(b, 'real')), join(b, 'Chart.yaml'))
  assert.equal(detectSourceType(src(), b), 'helm')
})
