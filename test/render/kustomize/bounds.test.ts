// Issue 8 item 2: a kustomization must not make `kustomize build` read outside the checkout, whatever field names the
// file, and however deep in the bases it hides; the refusal names the kustomization file and the reference, never
// the outside content. Real kustomize, real files, real symlinks.
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'node:test'
import { checkKustomizeBounds } from '../../../src/render/kustomize/bounds.js'
import { isGitReference } from '../../../src/k8s/kustomization.js'
import { NotRenderedError } from '../../../src/render/types.js'
import { RenderError, type RenderOutput } from '../../../src/render/types.js'
import { git } from '../../helpers/git.js'
import { devToolbox, runner, tempDir, writeTree } from '../../helpers/tools.js'
import { builds, obj, render, repo } from '../../fixtures/kustomize/harness.js'

const SECRET = 'TOP-SECRET-OUTSIDE-VALUE-4242'

/** A directory outside any repo: a kustomization with a ConfigMap holding SECRET, plus loose files holding it. */
function outside(): string {
  const dir = tempDir('pg-outside-')
  writeTree(dir, {
    'kustomization.yaml': 'resources:\n- cm.yaml\n',
    'cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: stolen\ndata:\n  v: ${SECRET}\n`,
    'secret.txt': SECRET,
    'secret.env': `K=${SECRET}\n`,
    'values.yaml': `v: ${SECRET}\n`,
    'patch.yaml': `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  annotations:\n    v: ${SECRET}\n`
  })
  return dir
}

async function refused(p: Promise<RenderOutput>, file: string, ref: string | RegExp): Promise<RenderError> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x
  )
  assert.ok(e instanceof RenderError, `expected a RenderError, got ${String(e)}`)
  assert.equal(e.file, file)
  assert.ok(e.message.startsWith(`${file}: `), e.message)
  if (typeof ref === 'string') assert.ok(e.message.includes(`'${ref}'`), e.message)
  else assert.match(e.message, ref)
  assert.ok(!e.message.includes(SECRET), e.message)
  return e
}

test('kustomize bounds: resources and components that climb out of the checkout are refused before kustomize runs', async () => {
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'app'), out)
  writeTree(root, {
    'app/kustomization.yaml': `resources:\n- ../base\n- ${up}\n`,
    'comp/kustomization.yaml': `resources:\n- ../base\ncomponents:\n- ${up}\n`,
    'abs/kustomization.yaml': `resources:\n- ${out}\n`
  })
  await refused(render(root, 'app'), 'app/kustomization.yaml', up)
  await refused(render(root, 'comp'), 'comp/kustomization.yaml', up)
  await refused(render(root, 'abs'), 'abs/kustomization.yaml', out)
  // Proof that the fixture is the attack: kustomize run directly on the same app reads the outside file.
  const direct = await runner.run(await devToolbox().kustomize(), [join(root, 'app')], { cwd: root })
  assert.equal(direct.code, 0, direct.stderr)
  assert.ok(direct.stdout.includes(SECRET))
})

test('kustomize bounds: a path written as YAML that Go reads as text (a date, !!binary) is checked like any path', async () => {
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'app/2024-01-01'), out)
  // Before, both entries decoded to a Date and a Uint8Array, were skipped by the check, and kustomize read `out`.
  writeTree(root, {
    'app/kustomization.yaml': 'resources:\n- 2024-01-01\n',
    'app/2024-01-01/kustomization.yaml': `resources:\n- ${up}\n`,
    'bin/kustomization.yaml': `resources:\n- !!binary ${Buffer.from(relative(join(root, 'bin'), out)).toString('base64')}\n`
  })
  await refused(render(root, 'app'), 'app/2024-01-01/kustomization.yaml', up)
  await refused(render(root, 'bin'), 'bin/kustomization.yaml', relative(join(root, 'bin'), out))
  // Proof that the fixture is the attack: kustomize run directly reads the outside folder through both.
  for (const app of ['app', 'bin']) {
    const direct = await runner.run(await devToolbox().kustomize(), [join(root, app)], { cwd: root })
    assert.equal(direct.code, 0, direct.stderr)
    assert.ok(direct.stdout.includes(SECRET), app)
  }
})

test('kustomize bounds: a path field holding a number, a map or null is named as the render error kustomize gives, never skipped', async () => {
  const root = repo()
  writeTree(root, {
    'num/kustomization.yaml': 'resources:\n- 1.10\n',
    'map/kustomization.yaml': 'patches:\n- path: {a: b}\n',
    'nul/kustomization.yaml': 'resources:\n- ~\n'
  })
  await refused(render(root, 'num'), 'num/kustomization.yaml', /resources has an entry that is number 1\.1, not a path/)
  await refused(render(root, 'map'), 'map/kustomization.yaml', /patches\.path is a map, not a path/)
  await refused(render(root, 'nul'), 'nul/kustomization.yaml', /resources has an entry that is null/)
  const direct = await runner.run(await devToolbox().kustomize(), [join(root, 'num')], { cwd: root })
  assert.notEqual(direct.code, 0, 'kustomize refuses it too')
})

test('kustomize bounds: file:// and git::file:// bases (local clones) are refused, even with the network on', async () => {
  const out = outside()
  git(out, 'init', '-q', '-b', 'main')
  const root = repo()
  for (const ref of [`file://${out}`, `git::file://${out}//?ref=main`]) {
    writeTree(root, { 'app/kustomization.yaml': `resources:\n- ${ref}\n` })
    await refused(render(root, 'app', undefined, { network: { network: true, allowedHosts: ['*'] } }), 'app/kustomization.yaml', ref)
  }
})

test('kustomize bounds: every file-naming field is checked (patches, generators, replacements, helm, crds, openapi)', async () => {
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'app'), out)
  const cases: Array<[string, string]> = [
    ['patches', `patches:\n- path: ${up}/patch.yaml\n`],
    ['patchesStrategicMerge', `patchesStrategicMerge:\n- ${up}/patch.yaml\n`],
    ['patchesJson6902', `patchesJson6902:\n- target: {kind: Service, name: web}\n  path: ${up}/patch.yaml\n`],
    ['configMapGenerator.files', `configMapGenerator:\n- name: x\n  files:\n  - key=${up}/secret.txt\n`],
    ['configMapGenerator.envs', `configMapGenerator:\n- name: x\n  envs:\n  - ${up}/secret.env\n`],
    ['secretGenerator.files', `secretGenerator:\n- name: x\n  files:\n  - ${up}/secret.txt\n`],
    ['replacements.path', `replacements:\n- path: ${up}/values.yaml\n`],
    ['helmCharts[0].valuesFile', `helmCharts:\n- name: c\n  valuesFile: ${up}/values.yaml\n`],
    ['helmCharts[0].name', `helmCharts:\n- name: ../${up}\n`],
    ['helmGlobals.configHome', `helmGlobals:\n  configHome: ${out}\n`],
    ['crds', `crds:\n- ${up}/cm.yaml\n`],
    ['openapi.path', `openapi:\n  path: ${up}/values.yaml\n`],
    ['configurations', `configurations:\n- ${up}/values.yaml\n`]
  ]
  for (const [field, text] of cases) {
    writeTree(root, { 'app/kustomization.yaml': `resources:\n- ../base\n${text}` })
    const e = await refused(render(root, 'app', undefined, { buildOptions: ['--load-restrictor LoadRestrictionsNone'] }), 'app/kustomization.yaml', /outside/)
    assert.ok(e.message.includes(field), `${field}: ${e.message}`)
  }
})

test('kustomize bounds: generator and transformer configs (files and inline) are followed to the files they name', async () => {
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'app'), out)
  writeTree(root, {
    'app/gen.yaml': `apiVersion: builtin\nkind: ConfigMapGenerator\nmetadata:\n  name: x\nfiles:\n- ${up}/secret.txt\n`,
    'app/kustomization.yaml': 'resources:\n- ../base\ngenerators:\n- gen.yaml\n'
  })
  await refused(
    render(root, 'app', undefined, { buildOptions: ['--load-restrictor=LoadRestrictionsNone'] }),
    'app/kustomization.yaml',
    /generators \(gen\.yaml\)\.files/
  )
  writeTree(root, {
    'app/kustomization.yaml': `resources:\n- ../base\ntransformers:\n- |-\n  apiVersion: builtin\n  kind: PatchTransformer\n  metadata:\n    name: p\n  path: ${up}/patch.yaml\n`
  })
  await refused(render(root, 'app'), 'app/kustomization.yaml', /transformers\.path/)
})

test('kustomize bounds: a field name in another case (RESOURCES, reſources with U+017F, PATH) is the field kustomize decodes', async () => {
  // kustomize decodes a kustomization and a plugin config with encoding/json, which matches keys case-insensitively
  // (bytes.EqualFold). Before, the check read the exact names only: kustomize built the outside folder.
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'app'), out)
  const cases: Array<[string, string]> = [
    ['RESOURCES', `RESOURCES:\n- ../base\n- ${up}\n`],
    ['reſources (U+017F)', `re\u017fources:\n- ../base\n- ${up}\n`],
    ['Components', `resources:\n- ../base\nComponents:\n- ${up}\n`],
    ['patches[].PATH', `resources:\n- ../base\npatches:\n- PATH: ${up}/patch.yaml\n`],
    ['ConfigMapGenerator[].Files', `resources:\n- ../base\nConfigMapGenerator:\n- name: x\n  Files:\n  - ${up}/secret.txt\n`]
  ]
  for (const [field, text] of cases) {
    writeTree(root, { 'app/kustomization.yaml': text })
    await refused(render(root, 'app', undefined, { buildOptions: ['--load-restrictor LoadRestrictionsNone'] }), 'app/kustomization.yaml', /outside/).catch(
      (e: unknown) => {
        throw new Error(`${field}: ${String(e)}`)
      }
    )
  }
  writeTree(root, {
    'app/kustomization.yaml': `resources:\n- ../base\ntransformers:\n- |-\n  apiVersion: builtin\n  kind: PatchTransformer\n  metadata:\n    name: p\n  Path: ${up}/patch.yaml\n`
  })
  await refused(render(root, 'app'), 'app/kustomization.yaml', /outside/)
  // Proof that the fixture is the attack: kustomize run directly reads the outside folder through `RESOURCES`.
  writeTree(root, { 'app/kustomization.yaml': `RESOURCES:\n- ../base\n- ${up}\n` })
  const direct = await runner.run(await devToolbox().kustomize(), [join(root, 'app')], { cwd: root })
  assert.equal(direct.code, 0, direct.stderr)
  assert.ok(direct.stdout.includes(SECRET))
})

test('kustomize bounds: followed transitively; the refusal names the base that holds the reference', async () => {
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'lib/inner'), out)
  writeTree(root, {
    'lib/inner/kustomization.yaml': `configMapGenerator:\n- name: x\n  files:\n  - ${up}/secret.txt\n`,
    'lib/kustomization.yaml': 'resources:\n- inner\n',
    'app/kustomization.yaml': 'resources:\n- ../base\n- ../lib\n'
  })
  const e = await refused(render(root, 'app'), 'lib/inner/kustomization.yaml', `${up}/secret.txt`)
  assert.match(e.message, /configMapGenerator\.files/)
})

test('kustomize bounds: symlinks are judged by the kernel (a chain of in-repo-looking links that leaves is refused)', async () => {
  const out = outside()
  const root = repo()
  mkdirSync(join(root, 'links/a/b'), { recursive: true })
  // links/hop -> a/b/deep, links/a/b/deep -> ../../../../<outside> : each text looks local, together they leave.
  symlinkSync(relative(join(root, 'links/a/b'), out), join(root, 'links/a/b/deep'))
  symlinkSync('a/b/deep', join(root, 'links/hop'))
  writeTree(root, {
    'app/kustomization.yaml': 'resources:\n- ../base\n- ../links/hop\n',
    'gen/kustomization.yaml': 'configMapGenerator:\n- name: x\n  files:\n  - ../links/hop/secret.txt\n'
  })
  await refused(render(root, 'app'), 'app/kustomization.yaml', '../links/hop')
  await refused(
    render(root, 'gen', undefined, { buildOptions: ['--load-restrictor LoadRestrictionsNone'] }),
    'gen/kustomization.yaml',
    '../links/hop/secret.txt'
  )
})

test('kustomize bounds: references inside the checkout still build, with LoadRestrictionsNone reading a sibling folder', async () => {
  const root = repo({
    'shared/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared\n',
    'shared/greeting.txt': 'hello',
    'app/kustomization.yaml': 'resources:\n- ../base\n- ../shared/cm.yaml\nconfigMapGenerator:\n- name: gen\n  files:\n  - greeting=../shared/greeting.txt\n'
  })
  const out = await render(root, 'app', undefined, { buildOptions: ['--load-restrictor', 'LoadRestrictionsNone'] })
  assert.ok(obj(out, 'ConfigMap', 'shared'))
  assert.ok(out.docs.some((d) => (d.obj.data as Record<string, string> | undefined)?.greeting === 'hello'))
  assert.deepEqual(builds(out)[0]!.slice(-2), ['--load-restrictor', 'LoadRestrictionsNone'])
})

test('kustomize bounds: a remote base listed by a local base is found; with the network off the app is not rendered', async () => {
  const root = repo({
    'lib/kustomization.yaml': 'resources:\n- https://github.com/example/manifests//base?ref=v1\n',
    'app/kustomization.yaml': 'resources:\n- ../base\n- ../lib\n'
  })
  const e = await render(root, 'app').then(
    () => undefined,
    (x: unknown) => x
  )
  assert.ok(e instanceof NotRenderedError, String(e))
  assert.match(e.message, /lib\/kustomization\.yaml/)
  assert.match(e.message, /network is off/)
})

test('kustomize bounds: remote classification follows kustomize (git URLs, scp form, github shorthand; local paths stay local)', () => {
  for (const r of [
    'https://github.com/o/r//base?ref=v1',
    'git::https://h.example/o/r.git',
    'git@github.com:o/r.git',
    'github.com/o/r/base',
    'ssh://git@h/o/r',
    'dev.azure.com/o/p/_git/r'
  ]) {
    assert.ok(isGitReference(r), r)
  }
  for (const r of ['../base', 'overlays/prod', 'cm.yaml', 'example.com/not-a-host']) assert.ok(!isGitReference(r), r)
  const root = repo({ 'app/kustomization.yaml': 'resources:\n- ../base\nhelmCharts:\n- name: c\n  repo: https://charts.example.com\n  version: 1.0.0\n' })
  assert.deepEqual(checkKustomizeBounds(root, join(root, 'app'), { enableHelm: false }), [])
  const pulls = checkKustomizeBounds(root, join(root, 'app'), { enableHelm: true })
  assert.deepEqual(
    pulls.map((r) => [r.url, r.via, r.field, r.file]),
    [['https://charts.example.com', 'helm', 'helmCharts[0].repo', 'app/kustomization.yaml']]
  )
  // A vendored chart (charts/<name>-<version>/<name>) is not pulled.
  writeTree(root, { 'app/charts/c-1.0.0/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n' })
  assert.deepEqual(checkKustomizeBounds(root, join(root, 'app'), { enableHelm: true }), [])
})

test('kustomize bounds: a kustomization the check cannot read is not built (fail closed), with the file named', async () => {
  const aliases = Array.from({ length: 1200 }, (_, i) => `  k${i}: *a`).join('\n')
  const root = repo({ 'app/kustomization.yaml': `resources:\n- ../base\ncommonAnnotations: &a\n  x: y\nextra:\n${aliases}\n` })
  const e = await render(root, 'app').then(
    () => undefined,
    (x: unknown) => x
  )
  assert.ok(e instanceof RenderError, String(e))
  assert.equal(e.file, 'app/kustomization.yaml')
  assert.match(e.message, /^`kustomize build \.\/app` was not run: app\/kustomization\.yaml could not be checked/)
})

test('kustomize bounds: a remote-looking entry that exists as a local link out of the checkout is refused (kustomize loads files first)', async () => {
  const out = outside()
  const root = repo()
  mkdirSync(join(root, 'app/github.com/o'), { recursive: true })
  symlinkSync(join(out, 'secret.txt'), join(root, 'app/github.com/o/r'))
  writeTree(root, { 'app/kustomization.yaml': 'resources:\n- ../base\n- github.com/o/r\n' })
  await refused(render(root, 'app', undefined, { network: { network: true, allowedHosts: ['github.com'] } }), 'app/kustomization.yaml', 'github.com/o/r')
})

test('kustomize bounds: Application kustomize.components that glob outside the checkout are refused without listing it', async () => {
  const out = outside()
  const root = repo()
  const up = relative(join(root, 'overlay'), out)
  for (const c of [`${up}/*`, up, `${up}/[a-z]*`]) {
    const e = await render(root, 'overlay', { components: [c] }).then(
      () => undefined,
      (x: unknown) => x
    )
    assert.ok(e instanceof RenderError, String(e))
    assert.ok(e.message.includes(`'${c}'`) && !/secret|cm\.yaml/.test(e.message), e.message)
  }
})

test('kustomize bounds: configs produced by a generator kustomization are checked from the directory that uses them', async () => {
  const out = outside()
  const root = repo()
  // kustomize resolves the configs' files from app/ (the kustomization listing the generator), not from gens/.
  const up = relative(join(root, 'app'), out)
  writeTree(root, {
    'gens/kustomization.yaml': 'resources:\n- gen.yaml\n',
    'gens/gen.yaml': `apiVersion: builtin\nkind: ConfigMapGenerator\nmetadata:\n  name: x\nfiles:\n- ${up}/secret.txt\n`,
    'app/kustomization.yaml': 'resources:\n- ../base\ngenerators:\n- ../gens\n'
  })
  await refused(
    render(root, 'app', undefined, { buildOptions: ['--load-restrictor', 'LoadRestrictionsNone'] }),
    'gens/kustomization.yaml',
    /resources \(gen\.yaml\)\.files/
  )
})
