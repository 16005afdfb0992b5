// R1.6.3 edits (done natively on a copy), R1.4.3 substitution scope, with the real kubectl kustomize build.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { annotations, containers, editLog, labels, obj, render, rejectsWith, repo } from '../../fixtures/kustomize/harness.js'

test('R1.6.3 items 1-2: namePrefix and nameSuffix rename every object and the references to them', async () => {
  const root = repo({
    'overlay/ingress.yaml':
      'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: web\nspec:\n  defaultBackend:\n    service:\n      name: web\n      port:\n        number: 80\n',
    'overlay/kustomization.yaml': 'resources:\n- ../base\n- ingress.yaml\n'
  })
  const out = await render(root, 'overlay', { namePrefix: 'pre-', nameSuffix: '-suf' })
  assert.ok(obj(out, 'Deployment', 'pre-web-suf'))
  assert.equal(obj(out, 'Ingress', 'pre-web-suf').spec.defaultBackend.service.name, 'pre-web-suf')
  assert.deepEqual(editLog(out), ['set nameprefix', 'set namesuffix'])
})

test('R1.6.3 item 3: set image handles name:tag, name=newName:tag, tag@digest and is env-substituted (R1.4.3)', async () => {
  const out = await render(repo(), 'overlay', {
    images: ['nginx:1.27', 'busybox=registry.example.com/tools/busybox:${ARGOCD_APP_REVISION_SHORT}@sha256:0123abcd']
  })
  assert.deepEqual(containers(obj(out, 'Deployment', 'web')), {
    web: 'nginx:1.27',
    sidecar: 'registry.example.com/tools/busybox:abc1234@sha256:0123abcd'
  })
})

test('R1.6.3 item 3: `*` keeps the newName already in the kustomization and other images there are kept', async () => {
  const root = repo({
    'overlay/kustomization.yaml':
      'resources:\n- ../base\nimages:\n- name: nginx\n  newName: mirror.example.com/nginx\n  newTag: old\n- name: busybox\n  newTag: "1.0"\n'
  })
  const out = await render(root, 'overlay', { images: ['nginx=*:2.0'] })
  assert.deepEqual(containers(obj(out, 'Deployment', 'web')), { web: 'mirror.example.com/nginx:2.0', sidecar: 'busybox:1.0' })
})

test('R1.6.3 item 3: a malformed image is kustomize edit’s error, not a build', async () => {
  await rejectsWith(render(repo(), 'overlay', { images: ['nginx'] }), /kustomize edit set image nginx/, /invalid format of image/)
})

test('R1.6.3 item 4: set replicas accepts int and numeric-string counts and keeps other file replicas', async () => {
  const root = repo({
    'base/worker.yaml': 'apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: worker\nspec:\n  replicas: 1\n',
    'base/kustomization.yaml': 'resources:\n- deployment.yaml\n- service.yaml\n- worker.yaml\n',
    'overlay/kustomization.yaml': 'resources:\n- ../base\nreplicas:\n- name: worker\n  count: 7\n'
  })
  const out = await render(root, 'overlay', { replicas: [{ name: 'web', count: 4 }] })
  assert.equal(obj(out, 'Deployment', 'web').spec.replicas, 4)
  assert.equal(obj(out, 'StatefulSet', 'worker').spec.replicas, 7)
  const out2 = await render(root, 'overlay', { replicas: [{ name: 'worker', count: '+02' }] })
  assert.equal(obj(out2, 'StatefulSet', 'worker').spec.replicas, 2)
})

test('R1.6.3 item 4: a non-integer count fails with Argo’s message', async () => {
  await rejectsWith(render(repo(), 'overlay', { replicas: [{ name: 'web', count: 'garbage' }] }), /expected integer value for count\. Received: garbage/)
})

test('R1.6.3 item 5: commonLabels go to labels, selectors and templates, values env-substituted (R1.4.3)', async () => {
  const out = await render(repo(), 'overlay', { commonLabels: { team: '$ARGOCD_APP_NAME', tier: 'front' } })
  const d = obj(out, 'Deployment', 'web')
  assert.deepEqual(labels(d), { app: 'web', team: 'guestbook', tier: 'front' })
  assert.deepEqual(d.spec.selector.matchLabels, { app: 'web', team: 'guestbook', tier: 'front' })
  assert.deepEqual(obj(out, 'Service', 'web').spec.selector, { app: 'web', team: 'guestbook', tier: 'front' })
})

test('R1.6.3 item 5: an existing commonLabels key fails without forceCommonLabels and is overwritten with it', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\ncommonLabels:\n  team: old\n' })
  await rejectsWith(render(root, 'overlay', { commonLabels: { team: 'new' } }), /kustomize edit add label team:new/, /label team already in kustomization file/)
  const out = await render(root, 'overlay', { commonLabels: { team: 'new' }, forceCommonLabels: true })
  assert.equal(labels(obj(out, 'Deployment', 'web')).team, 'new')
})

test('R1.6.3 item 5: labelWithoutSelector leaves selectors and templates alone; labelIncludeTemplates adds templates', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\ncommonLabels:\n  team: old\n' })
  // --without-selector writes a new `labels:` entry, so an existing commonLabels key is no conflict.
  const out = await render(root, 'overlay', { commonLabels: { owner: 'me' }, labelWithoutSelector: true })
  const d = obj(out, 'Deployment', 'web')
  assert.equal(labels(d).owner, 'me')
  assert.deepEqual(d.spec.selector.matchLabels, { app: 'web', team: 'old' })
  assert.equal(d.spec.template.metadata.labels.owner, undefined)
  const withTemplates = obj(
    await render(root, 'overlay', { commonLabels: { owner: 'me' }, labelWithoutSelector: true, labelIncludeTemplates: true }),
    'Deployment',
    'web'
  )
  assert.equal(withTemplates.spec.template.metadata.labels.owner, 'me')
  assert.deepEqual(withTemplates.spec.selector.matchLabels, { app: 'web', team: 'old' })
})

test('R1.6.3 item 5: labelIncludeTemplates without labelWithoutSelector is kustomize’s flag error', async () => {
  await rejectsWith(
    render(repo(), 'overlay', { commonLabels: { a: 'b' }, labelIncludeTemplates: true }),
    /--without-selector flag must be specified for --include-templates to work/
  )
})

test('R1.4.3 / R1.6.3 item 6: commonAnnotations are substituted only with commonAnnotationsEnvsubst', async () => {
  const ann = { rev: '${ARGOCD_APP_REVISION}', cost: '$$5', quoted: '"v"' }
  const plain = annotations(obj(await render(repo(), 'overlay', { commonAnnotations: ann }), 'Service', 'web'))
  assert.deepEqual(plain, { rev: '${ARGOCD_APP_REVISION}', cost: '$$5', quoted: 'v' })
  const subst = annotations(obj(await render(repo(), 'overlay', { commonAnnotations: ann, commonAnnotationsEnvsubst: true }), 'Service', 'web'))
  assert.deepEqual(subst, { rev: 'abc1234def5678', cost: '$5', quoted: 'v' })
})

test('R1.6.3 item 6: an existing commonAnnotations key fails without forceCommonAnnotations', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\ncommonAnnotations:\n  owner: a\n' })
  await rejectsWith(render(root, 'overlay', { commonAnnotations: { owner: 'b' } }), /annotation owner already in kustomization file/)
  const out = await render(root, 'overlay', { commonAnnotations: { owner: 'b' }, forceCommonAnnotations: true })
  assert.equal(annotations(obj(out, 'Service', 'web')).owner, 'b')
})

test('R1.6.3 item 7 / R1.6.5: kustomize.namespace overrides the kustomization namespace; without it nothing is defaulted', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\nnamespace: from-file\n' })
  const out = await render(root, 'overlay', { namespace: 'from-app' })
  assert.equal(obj(out, 'Deployment', 'web').metadata.namespace, 'from-app')
  const bare = await render(repo(), 'base', { namePrefix: 'x-' })
  assert.equal(obj(bare, 'Deployment', 'x-web').metadata.namespace, undefined)
})

test('R1.6.3 item 8: patches are appended to the existing ones, never env-substituted (R1.4.3)', async () => {
  const root = repo({
    'overlay/kustomization.yaml': [
      'resources:',
      '- ../base',
      'patches:',
      '- target:',
      '    kind: Service',
      '  patch: |-',
      '    - op: add',
      '      path: /metadata/labels',
      '      value: {from: file}',
      ''
    ].join('\n')
  })
  const out = await render(root, 'overlay', {
    patches: [
      {
        target: { kind: 'Deployment', name: 'web' },
        patch: '[{"op":"replace","path":"/spec/template/spec/containers/0/image","value":"app:$ARGOCD_APP_NAME"}]'
      }
    ]
  })
  assert.deepEqual(labels(obj(out, 'Service', 'web')), { from: 'file' })
  assert.equal(containers(obj(out, 'Deployment', 'web')).web, 'app:$ARGOCD_APP_NAME')
  const created = await render(repo(), 'overlay', {
    patches: [{ target: { kind: 'Service' }, patch: '[{"op":"add","path":"/spec/type","value":"NodePort"}]' }]
  })
  assert.equal(obj(created, 'Service', 'web').spec.type, 'NodePort')
})

const COMPONENT = {
  'components/extra/kustomization.yaml':
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources:\n- cm.yaml\ncommonLabels:\n  extra: "yes"\n',
  'components/extra/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n'
}

test('R1.6.3 item 9: add component applies it; a missing one fails unless ignoreMissingComponents drops it', async () => {
  const root = repo(COMPONENT)
  const out = await render(root, 'overlay', { components: ['../components/extra'] })
  assert.ok(obj(out, 'ConfigMap', 'extra'))
  assert.equal(labels(obj(out, 'Deployment', 'web')).extra, 'yes')
  await rejectsWith(
    render(root, 'overlay', { components: ['../components/extra', '../components/missing'] }),
    /kustomize edit add component/,
    /\.\.\/components\/missing has no match/
  )
  const kept = await render(root, 'overlay', { components: ['../components/extra', '../components/missing'], ignoreMissingComponents: true })
  assert.ok(obj(kept, 'ConfigMap', 'extra'))
  assert.ok(kept.commands.some((c) => c.join(' ') === '# native kustomize edit add component ../components/extra'))
  // Arguments are Go filepath.Glob patterns, relative to the app dir.
  assert.ok(obj(await render(root, 'overlay', { components: ['../components/ex*'] }), 'ConfigMap', 'extra'))
  const none = await render(root, 'overlay', { components: ['../components/missing'], ignoreMissingComponents: true })
  assert.deepEqual(editLog(none), [])
  assert.equal(none.docs.length, 2)
})

test('R1.6.3: the steps run in Argo’s order whatever the field order, and the first failing step wins', async () => {
  const root = repo(COMPONENT)
  const out = await render(root, 'overlay', {
    components: ['../components/extra'],
    patches: [{ target: { kind: 'Service' }, patch: '[{"op":"add","path":"/spec/type","value":"NodePort"}]' }],
    namespace: 'ns',
    commonAnnotations: { a: 'b' },
    commonLabels: { c: 'd' },
    replicas: [{ name: 'web', count: '2' }],
    images: ['nginx:2'],
    nameSuffix: '-s',
    namePrefix: 'p-'
  })
  assert.deepEqual(editLog(out), [
    'set nameprefix',
    'set namesuffix',
    'set image',
    'set replicas',
    'add label',
    'add annotation',
    'set namespace',
    'patches',
    'add component'
  ])
  // Replicas target the original name: kustomize's replicas transformer matches before the prefix is applied.
  assert.equal(obj(out, 'Deployment', 'p-web-s').spec.replicas, 2)
  // Step 3 (image) fails before step 4 (replicas) would.
  await rejectsWith(render(root, 'overlay', { images: ['bad'], replicas: [{ name: 'web', count: 'x' }] }), /invalid format of image/)
})

test('R1.6.3: edits read the first of kustomization.yaml, kustomization.yml, Kustomization', async () => {
  const root = repo({ 'alt/Kustomization': 'resources:\n- ../base\n' })
  const out = await render(root, 'alt', { namePrefix: 'k-' })
  assert.ok(obj(out, 'Service', 'k-web'))
  await rejectsWith(render(repo({ 'empty/.keep': '' }), 'empty', { namePrefix: 'k-' }), /Missing kustomization file 'kustomization\.yaml'/)
})
