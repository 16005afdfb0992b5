// R1.6.2/R1.6.4-R1.6.6 build behaviour, R2.1.1 List flattening and file/line provenance of the Kustomize renderer.
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { NotRenderedError } from '../../../src/render/types.js'
import { parseYamlStream } from '../../../src/lib/yaml/yaml.js'
import { devToolbox, runner, tempDir } from '../../helpers/tools.js'
import { annotations, builds, doc, editLog, obj, render, rejectsWith, repo, treeDigest } from '../../fixtures/kustomize/harness.js'

const ORIGIN = 'config.kubernetes.io/origin'

const RICH = {
  'base/kustomization.yaml':
    'resources:\n- deployment.yaml\n- service.yaml\n- configs.yaml\nconfigMapGenerator:\n- name: settings\n  literals:\n  - mode=fast\n',
  'base/configs.yaml':
    '# two config maps\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: first\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: second\ndata:\n  k: v\n',
  'overlay/kustomization.yaml':
    'namespace: shop\nnamePrefix: prod-\nresources:\n- ../base\n- pdb.yaml\ncomponents:\n- ../components/mon\nlabels:\n- pairs:\n    env: prod\n',
  'overlay/pdb.yaml': 'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: web\nspec:\n  maxUnavailable: 1\n',
  'components/mon/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources:\n- monitor.yaml\n',
  'components/mon/monitor.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: mon\n'
}

test('R1.6.4: without edits the app is built in place with one `kubectl kustomize` call and the checkout is untouched', async () => {
  const root = repo()
  const before = treeDigest(root)
  const out = await render(root, 'overlay')
  assert.equal(out.type, 'kustomize')
  assert.deepEqual(editLog(out), [])
  assert.equal(builds(out).length, 1)
  assert.deepEqual(builds(out)[0]!.slice(1, 2), ['kustomize'])
  assert.deepEqual(out.docs.map((d) => `${d.obj.kind}/${(d.obj.metadata as { name: string }).name}`).sort(), ['Deployment/web', 'Service/web'])
  assert.equal(treeDigest(root), before)
})

test('R1.6.2: edits go to a disposable copy; the shared checkout is unchanged and the copy is removed', async () => {
  const root = repo(RICH)
  const before = treeDigest(root)
  const scratch = tempDir('pg-kz-scratch-')
  const out = await render(
    root,
    'overlay',
    { namePrefix: 'x-', commonLabels: { a: 'b' }, patches: [{ target: { kind: 'Service' }, patch: '[{"op":"add","path":"/spec/type","value":"NodePort"}]' }] },
    { extra: { scratchDir: scratch } }
  )
  // `edit set nameprefix` replaces the kustomization's own namePrefix (prod-), it does not stack on it.
  assert.equal(obj(out, 'Service', 'x-web').spec.type, 'NodePort')
  assert.equal(treeDigest(root), before)
  assert.deepEqual(readdirSync(scratch), [])
})

test('R1.6.2: the copy keeps sibling bases, so `../base` overlays render with edits', async () => {
  const out = await render(repo(RICH), 'overlay', { nameSuffix: '-v2' })
  assert.ok(obj(out, 'Deployment', 'prod-web-v2'))
  assert.ok(obj(out, 'Secret', 'prod-mon-v2'))
  assert.equal(obj(out, 'ConfigMap', 'prod-second-v2').metadata.namespace, 'shop')
})

test('provenance: each object points at the repo file and line that defines it, origin annotations stripped', async () => {
  for (const edits of [undefined, { commonAnnotations: { team: 'a' } }]) {
    const out = await render(repo(RICH), 'overlay', edits)
    assert.deepEqual([doc(out, 'ConfigMap', 'prod-first').file, doc(out, 'ConfigMap', 'prod-first').line], ['base/configs.yaml', 2])
    assert.deepEqual([doc(out, 'ConfigMap', 'prod-second').file, doc(out, 'ConfigMap', 'prod-second').line], ['base/configs.yaml', 7])
    assert.deepEqual([doc(out, 'PodDisruptionBudget', 'prod-web').file, doc(out, 'PodDisruptionBudget', 'prod-web').line], ['overlay/pdb.yaml', 1])
    assert.equal(doc(out, 'Secret', 'prod-mon').file, 'components/mon/monitor.yaml')
    assert.equal(doc(out, 'Deployment', 'prod-web').file, 'base/deployment.yaml')
    const generated = out.docs.find((d) => (d.obj.metadata as { name: string }).name.startsWith('prod-settings-'))
    assert.equal(generated?.file, 'base/kustomization.yaml')
    for (const d of out.docs) assert.equal(annotations(d.obj)[ORIGIN], undefined)
    // Stripping the origin leaves other annotations, and no empty `annotations: {}` behind.
    assert.deepEqual(obj(out, 'Service', 'prod-web').metadata.annotations, edits ? { team: 'a' } : undefined)
  }
})

test('provenance: the rendered objects are exactly what a direct `kubectl kustomize <app>` prints', async () => {
  const root = repo(RICH)
  const out = await render(root, 'overlay')
  const tool = await devToolbox().kustomize()
  const direct = await runner.run(tool, [join(root, 'overlay')], { cwd: root })
  assert.equal(direct.code, 0, direct.stderr)
  assert.deepEqual(
    out.docs.map((d) => d.obj),
    parseYamlStream(direct.stdout).docs.map((d) => d.value)
  )
})

test('provenance: an app that asks for originAnnotations itself keeps them (and they still give the file)', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\nbuildMetadata: [originAnnotations]\n' })
  const out = await render(root, 'overlay')
  assert.match(annotations(obj(out, 'Service', 'web'))[ORIGIN] ?? '', /path: \.\.\/base\/service\.yaml/)
  assert.equal(doc(out, 'Service', 'web').file, 'base/service.yaml')
})

test('R2.1.1: an object with an `items` array is replaced by its items (kustomize only expands *List kinds)', async () => {
  const root = repo({
    'lists/kustomization.yaml': 'resources:\n- bundle.yaml\n- empty.yaml\n',
    'lists/bundle.yaml':
      'apiVersion: example.com/v1\nkind: Bundle\nmetadata:\n  name: bundle\nitems:\n- apiVersion: v1\n  kind: ConfigMap\n  metadata:\n    name: a\n- apiVersion: v1\n  kind: ConfigMap\n  metadata:\n    name: b\n',
    'lists/empty.yaml': 'apiVersion: example.com/v1\nkind: Nothing\nmetadata:\n  name: nothing\nitems: null\n'
  })
  const out = await render(root, 'lists')
  assert.deepEqual(
    out.docs.map((d) => `${d.obj.kind}/${(d.obj.metadata as { name: string }).name}`),
    ['ConfigMap/a', 'ConfigMap/b']
  )
  assert.deepEqual([out.docs[1]!.file, out.docs[1]!.line], ['lists/bundle.yaml', 1])
})

test('R1.6.4: a broken kustomization is a RenderError with kustomize’s message and repo-relative paths', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\n- missing.yaml\n' })
  const scratch = tempDir('pg-kz-scratch-')
  const e = await rejectsWith(render(root, 'overlay', undefined, { extra: { scratchDir: scratch } }), /kustomize build \.\/overlay/, /missing\.yaml/)
  assert.equal(e.file, 'overlay/kustomization.yaml')
  assert.ok(!e.message.includes(root) && !e.message.includes(scratch), e.message)
  assert.ok(e.message.split('\n').length <= 22)
  await rejectsWith(render(repo({ 'bad/kustomization.yaml': 'resources: [\n' }), 'bad'), /kustomize build \.\/bad/)
})

test('R1.6.4: loads stay restricted to the kustomization root by default (no --load-restrictor passed)', async () => {
  const root = repo({
    'shared/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared\n',
    'app/kustomization.yaml': 'resources:\n- ../shared/cm.yaml\n'
  })
  await rejectsWith(render(root, 'app'), /security; file .* is not in or below/)
  await rejectsWith(render(root, 'app', undefined, { buildOptions: ['--load-restrictor LoadRestrictionsRootOnly'] }), /is not in or below/)
})

test('R1.6.4: allowed build options are appended after the path', async () => {
  const out = await render(repo(), 'overlay', undefined, { buildOptions: ['--load-restrictor LoadRestrictionsRootOnly'] })
  assert.deepEqual(builds(out)[0]!.slice(-2), ['--load-restrictor', 'LoadRestrictionsRootOnly'])
})

test('R1.6.4: --enable-helm adds --helm-kube-version and --helm-api-versions (app values over cluster facts)', async () => {
  const extra = { kubeVersion: 'v1.30.11+k3s1', apiVersions: ['v1', 'monitoring.coreos.com/v1'] }
  const fromCluster = await render(repo(), 'overlay', undefined, { buildOptions: ['--enable-helm'], extra })
  // The run's helm goes last, through the wrapper for kustomize 5.7's `helm version -c` probe (kustomize/helm.ts).
  assert.deepEqual(builds(fromCluster)[0]!.slice(-2, -1), ['--helm-command'])
  assert.deepEqual(builds(fromCluster)[0]!.slice(-9, -2), [
    '--enable-helm',
    '--helm-kube-version',
    '1.30.11',
    '--helm-api-versions',
    'v1',
    '--helm-api-versions',
    'monitoring.coreos.com/v1'
  ])
  const fromApp = await render(repo(), 'overlay', { kubeVersion: '1.29.0', apiVersions: ['batch/v1'] }, { buildOptions: ['--enable-helm'], extra })
  assert.deepEqual(builds(fromApp)[0]!.slice(-7, -2), ['--enable-helm', '--helm-kube-version', '1.29.0', '--helm-api-versions', 'batch/v1'])
  const noHelm = await render(repo(), 'overlay', undefined, { extra })
  assert.ok(!builds(noHelm)[0]!.includes('--helm-kube-version'))
})

test('R1.6.4: build options that run PR code, escape the checkout or write files are refused by name', async () => {
  for (const [option, named] of [
    ['--enable-alpha-plugins', '--enable-alpha-plugins'],
    ['--enable-exec', '--enable-exec'],
    ['--helm-command /tmp/evil', '--helm-command'],
    ['-o /tmp/out', '-o'],
    ['--mount type=bind,src=/,dst=/host', '--mount']
  ]) {
    const e = await rejectsWith(render(repo(), 'overlay', undefined, { buildOptions: [option] }), /is refused/)
    assert.ok(e.message.includes(`'${named}`), e.message)
  }
  // Explicitly disabled is fine.
  const out = await render(repo(), 'overlay', undefined, { buildOptions: ['--enable-alpha-plugins=false'] })
  assert.equal(out.docs.length, 2)
})

test('R1.6.4: a refused option in every spelling pflag accepts is refused before kustomize runs (`_` for `-`, `=value`, `-ovalue`, `-o=value`, `-ho…`)', async () => {
  const out = tempDir('pg-kustomize-out-')
  for (const option of [
    '--enable_alpha_plugins',
    '--enable_alpha_plugins=true',
    '--enable-alpha_plugins=1',
    '--enable_exec',
    '--helm_command=/tmp/evil',
    `--output=${out}/a.yaml`,
    `-o=${out}/b.yaml`,
    `-o${out}/c.yaml`,
    `-ho${out}/d.yaml`
  ]) {
    const e = await render(repo(), 'overlay', undefined, { buildOptions: [option] }).then(
      () => new Error(`${option} was accepted`),
      (x: Error) => x
    )
    assert.match(e.message, /is refused/, option)
  }
  assert.deepEqual(readdirSync(out), [], 'kustomize wrote no file')
})

test('R1.6.6: a remote base with the network off is not rendered (the guard’s limit), naming the reference', async () => {
  const url = 'https://git.invalid/org/manifests//base?ref=v1.0.0'
  const root = repo({ 'remote/kustomization.yaml': `resources:\n- ${url}\n- ../base\n` })
  const e = await render(root, 'remote').then(
    () => undefined,
    (x: unknown) => x
  )
  assert.ok(e instanceof NotRenderedError, String(e))
  assert.match(e.message, /git\.invalid/)
  assert.match(e.message, /network is off/)
})

test('provenance wrapper keeps the app’s sortOptions (output order as with a direct build)', async () => {
  const files = { 'ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: zz\n', 'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: aa\n' }
  const root = repo({
    'fifo/kustomization.yaml': 'resources:\n- cm.yaml\n- ns.yaml\nsortOptions:\n  order: fifo\n',
    'legacy/kustomization.yaml': 'resources:\n- cm.yaml\n- ns.yaml\n',
    ...Object.fromEntries(
      Object.entries(files).flatMap(([k, v]) => [
        [`fifo/${k}`, v],
        [`legacy/${k}`, v]
      ])
    )
  })
  assert.deepEqual(
    (await render(root, 'fifo')).docs.map((d) => d.obj.kind),
    ['ConfigMap', 'Namespace']
  )
  assert.deepEqual(
    (await render(root, 'legacy')).docs.map((d) => d.obj.kind),
    ['Namespace', 'ConfigMap']
  )
})

test('R1.1.3: an app at the repo root and an app that is a Component both render with provenance', async () => {
  const root = repo({ 'kustomization.yaml': 'resources:\n- base\n' })
  const atRoot = await render(root, '')
  assert.equal(doc(atRoot, 'Service', 'web').file, 'base/service.yaml')
  const comp = await render(repo(RICH), 'components/mon')
  assert.deepEqual([doc(comp, 'Secret', 'mon').file, doc(comp, 'Secret', 'mon').line], ['components/mon/monitor.yaml', 1])
})

test('R1.6.1: a kustomize.version the guard cannot honour is rendered with the configured binary and a warning', async () => {
  const out = await render(repo(), 'overlay', { version: 'v4.5.7' })
  assert.equal(out.docs.length, 2)
  assert.equal(out.warnings.length, 1)
  assert.match(out.warnings[0]!, /kustomize\.version v4\.5\.7/)
  assert.deepEqual((await render(repo(), 'overlay')).warnings, [])
})
