// pipeline/archive-evidence.ts bytesEvidence: what an unchanged app reads that is not loaded as text (a vendored chart
// archive, archives inside it, other files) is searched for Applications: `parent` for an Application kind with
// argoproj.io, `may` for argoproj.io alone (as the API group) or what cannot be read, `none` otherwise.
// Archives made by the real `helm package`.
import assert from 'node:assert/strict'
import { gzipSync } from 'node:zlib'
import { test } from 'node:test'
import { namesAsRepoURL } from '../../src/pipeline/child-apps.js'
import { bytesEvidence as evidenceIn, textEvidence } from '../../src/pipeline/archive-evidence.js'
import { UnpackBudget } from '../../src/render/helm/tgz.js'
import { mayHoldApplication, namesArgoGroup } from '../../src/argocd/discover.js'
import { chartArchive } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const bytesEvidence = (b: Buffer | undefined) => evidenceIn(b, new UnpackBudget())

const helmPackage = (name: string, files: Record<string, string>, vendored: Record<string, Buffer> = {}): Buffer =>
  chartArchive({ 'Chart.yaml': `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`, ...files, ...vendored })

test('an Application in a chart archive, or in an archive inside it, is found; an archive without one is not', async () => {
  const apps = helmPackage('apps', { 'templates/child.yaml': applicationYaml('child', 'child') })
  const plain = helmPackage('plain', { 'templates/cm.yaml': cm('x') })
  assert.equal(await bytesEvidence(apps), 'parent')
  assert.equal(await bytesEvidence(plain), 'none')
  assert.equal(await bytesEvidence(helmPackage('outer', { 'templates/cm.yaml': cm('y') }, { 'charts/apps-1.0.0.tgz': apps })), 'parent')
  assert.equal(await bytesEvidence(helmPackage('outer2', { 'templates/cm.yaml': cm('y') }, { 'charts/plain-1.0.0.tgz': plain })), 'none')
  // Argo CD's annotations alone: no Application can be made of them (the app is skipped when unchanged).
  const annotated = helmPackage('annotated', {
    'templates/cm.yaml': cm('z').replace('metadata:\n', 'metadata:\n  annotations: {argocd.argoproj.io/sync-wave: "1"}\n')
  })
  assert.equal(await bytesEvidence(annotated), 'none')
})

test('argoproj.io counts as the API group, not inside a subdomain (Argo CD annotation and label keys)', () => {
  // Before, any of these made an unchanged app render on every run (a homelab repository: 25 of 25 apps, 6 s a PR).
  for (const t of [
    'argocd.argoproj.io/sync-wave: "1"',
    'notifications.argoproj.io/subscribe.on-sync-failed.slack: ops',
    'argocd-image-updater.argoproj.io/image-list: x'
  ])
    assert.equal(textEvidence(t), 'none', t)
  for (const t of ['apiVersion: argoproj.io/v1alpha1\nkind: Rollout', '{"apiVersion":"argoproj.io/v1alpha1"}', "group: 'argoproj.io'", 'argoproj.io/v1alpha1'])
    assert.equal(textEvidence(t), 'may', t)
  assert.equal(textEvidence('annotations: {argocd.argoproj.io/sync-wave: "1"}\napiVersion: argoproj.io/v1alpha1\nkind: Application\n'), 'parent')
  assert.equal(namesArgoGroup('x'.repeat(10) + 'argocd.argoproj.io/a argoproj.io/b'), true, 'a later occurrence as the group counts')
  // The SIG Application kind with Argo CD annotations is not an Argo CD Application.
  assert.equal(textEvidence('apiVersion: app.k8s.io/v1beta1\nkind: Application\nmetadata:\n  annotations: {argocd.argoproj.io/sync-wave: "1"}\n'), 'none')
})

test('text that may spell the group otherwise (an escape, a quoted scalar continued, a binary tag) may hold Applications; scripts do not', () => {
  for (const t of [
    'apiVersion: "argoproj\\x2eio/v1alpha1"',
    '{"apiVersion":"argoproj\\u002eio/v1"}',
    'a: "argoproj.\\\n  io/v1"',
    'apiVersion: !!binary YXJnb3Byb2ouaW8=',
    '%TAG !g! tag:yaml.org,2002:\n---\na: !g!binary eA=='
  ])
    assert.equal(textEvidence(t), 'may', t)
  // A shell line continued after an even number of quotes, a shebang, a negation: what embedded scripts hold.
  for (const t of [
    'run: |\n  helm upgrade "x" \\\n    --wait\n',
    '#!/bin/sh\nif ! true; then exit 1; fi\n',
    'regex: "^a\\\\d+$"',
    '{"expr": "a \\u003e b\\n"}'
  ])
    assert.equal(textEvidence(t), 'none', t)
  assert.equal(mayHoldApplication('x: &k Application\napiVersion: argoproj.io/v1alpha1\nkind: *k\n'), true, 'an alias for the kind')
  assert.equal(mayHoldApplication('apiVersion: argoproj.io/v1alpha1\nkind: !!str Application\n'), true, 'a tag before the kind')
  assert.equal(mayHoldApplication('apiVersion: argoproj.io/v1alpha1\nkind: AppProject\n'), false)
  assert.equal(mayHoldApplication('k: &k kind\napiVersion: argoproj.io/v1alpha1\n*k : Application\n'), true, 'the key anchored, used by an alias')
  assert.equal(mayHoldApplication('apiVersion: argoproj.io/v1alpha1\n? kind\n: Application\n'), true, 'an explicit key')
  // Argo CD's annotation keys are not the group; a glob or a list bullet in a script proves nothing (parsed before: slow).
  assert.equal(mayHoldApplication('metadata:\n  annotations: {argocd.argoproj.io/sync-wave: "1"}\ndata:\n  run: "ls *.yaml ? x"\n'), false)
  assert.equal(mayHoldApplication('rule: "\\x25\\x2f\\u003c"\n'), false, "a WAF rule's escapes write no letter")
  assert.equal(
    mayHoldApplication('rules: |\n  SecRule REQUEST_LINE "@streq GET /" \\\n    "id:905100,\\\n    phase:1"\n'),
    false,
    'continued lines naming neither'
  )
  // A template or values text is a likely parent by its plain letters only: a comment's `* item` proves nothing.
  assert.equal(textEvidence('# * the group is argoproj.io\nkind: Rollout\n'), 'may')
})

test('plain files are searched as bytes; what cannot be read (too large, a damaged or foreign archive) may hold Applications', async () => {
  assert.equal(await bytesEvidence(Buffer.from('apiVersion: argoproj.io/v1alpha1\nkind: Application\n')), 'parent')
  assert.equal(await bytesEvidence(Buffer.from('apiVersion: argoproj.io/v1alpha1\nkind: Rollout\n')), 'may')
  assert.equal(await bytesEvidence(Buffer.from('#!/bin/sh\necho hello\n')), 'none')
  assert.equal(await bytesEvidence(undefined), 'may', 'over the size read')
  const apps = helmPackage('apps', { 'templates/child.yaml': applicationYaml('child', 'child') })
  assert.equal(await bytesEvidence(apps.subarray(0, apps.length >> 1)), 'may', 'a truncated archive')
  assert.equal(await bytesEvidence(gzipSync(Buffer.from('kind: Application\napiVersion: argoproj.io/v1alpha1\n'))), 'parent', 'a gzip file')
  assert.equal(await bytesEvidence(gzipSync(Buffer.from('kind: ConfigMap\n'))), 'none')
})

test('this repository as a repoURL: after a repoURL-like key on its line only; a hostile 3 MB line is read once', { timeout: 10_000 }, () => {
  const n = 'example/gitops'
  assert.equal(namesAsRepoURL('apps:\n  - repourl: https://github.com/example/gitops\n', n), true)
  assert.equal(namesAsRepoURL('{\n "repourl": "git@github.com:example/gitops.git"\n}', n), true)
  assert.equal(namesAsRepoURL('target: https://github.com/example/gitops/blob/main/catalog.yaml\n', n), false)
  assert.equal(namesAsRepoURL('repourl: https://github.com/other/repo\ntarget: https://github.com/example/gitops\n', n), false)
  // Quadratic work on one long line would not end within the test's timeout.
  assert.equal(namesAsRepoURL(`${'example/gitops '.repeat(200_000)}`, n), false)
  assert.equal(namesAsRepoURL(`${'repo '.repeat(300_000)}${'example/gitops'.repeat(100_000)}`, n), true)
  assert.equal(namesAsRepoURL(`example/gitops ${'repourl: '.repeat(300_000)}`, n), false, 'keys after the URL')
})
