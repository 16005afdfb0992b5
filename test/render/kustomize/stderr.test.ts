// Found replaying real repositories: some kubectl builds report a failed `kubectl kustomize` through klog,
// `E1202 03:08:01.751953   25152 run.go:72] "command failed" err="..."`, so the render error, and the pull request
// comment quoting it, changed on every run (the README promises the same comment for the same pull request).
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { parseSource } from '../../../src/argocd/application.js'
import { renderKustomize } from '../../../src/render/kustomize/kustomize.js'
import { withoutKlog } from '../../../src/render/tool-output.js'
import { RenderError, type Tool } from '../../../src/render/types.js'
import { runner, tempDir } from '../../helpers/tools.js'
import { ENV, render, repo } from '../../fixtures/kustomize/harness.js'

// What kubectl 1.32.4 (Google Cloud SDK build, kustomize 5.5.0) writes on stderr for two failing builds.
const QUOTED =
  `E1202 03:43:40.682013    2200 run.go:72] "command failed" err="accumulating resources: accumulating resources from ` +
  `'x\\"y\\tz.yaml': lstat /tmp/kt1/x\\"y\\tz.yaml: no such file or directory"\n`
const BLOCK =
  'E1202 03:43:35.975921    2113 run.go:72] "command failed" err=<\n\ttrouble configuring builtin HelmChartInflationGenerator ' +
  'with config: `\n\tname: x\n\trepo: https://x\n\t`: must specify --enable-helm\n >\n'
test('klog: the prefix goes and kubectl\'s "command failed" record reads as its own `error: ...` line', () => {
  assert.equal(
    withoutKlog(QUOTED),
    `error: accumulating resources: accumulating resources from 'x"y\tz.yaml': lstat /tmp/kt1/x"y\tz.yaml: no such file or directory\n`
  )
  assert.equal(
    withoutKlog(BLOCK),
    'error: trouble configuring builtin HelmChartInflationGenerator with config: `\nname: x\nrepo: https://x\n`: must specify --enable-helm\n'
  )
  assert.equal(withoutKlog('W0102 10:00:00.000001  7 warnings.go:70] something\nplain line'), 'something\nplain line')
  assert.equal(withoutKlog('error: as kubectl 1.35 prints it'), 'error: as kubectl 1.35 prints it', 'other text is left alone')
  assert.equal(withoutKlog(QUOTED.replace('03:43:40.682013    2200', '11:59:01.000042    31337')), withoutKlog(QUOTED), 'no run-specific part left')
})

test('kustomize errors: no deprecation notes, and the same message from two builds in different folders (real kubectl kustomize)', async () => {
  const files = { 'overlay/kustomization.yaml': 'commonLabels:\n  team: a\nresources:\n- ../base\n- missing.yaml\n' }
  const messages: string[] = []
  for (let i = 0; i < 2; i++) {
    const e = await render(repo(files), 'overlay').then(
      () => assert.fail('the build fails'),
      (err: unknown) => err
    )
    assert.ok(e instanceof RenderError)
    messages.push(e.message)
  }
  assert.equal(messages[0], messages[1])
  assert.match(messages[0]!, /^`kustomize build \.\/overlay` failed exit status 1: error: accumulating resources: .*missing\.yaml/)
  assert.doesNotMatch(messages[0]!, /Warning|deprecated/)
})

const KLOG_KUBECTL = '/usr/lib/google-cloud-sdk/bin/kubectl'

test(
  'kustomize errors through a kubectl that logs with klog: identical on every run, no klog prefix',
  { skip: existsSync(KLOG_KUBECTL) ? false : `no klog-printing kubectl at ${KLOG_KUBECTL}` },
  async () => {
    const tool: Tool = { name: 'kustomize', command: KLOG_KUBECTL, prefixArgs: ['kustomize'], origin: 'test' }
    const messages: string[] = []
    for (let i = 0; i < 2; i++) {
      const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\n- missing.yaml\n' })
      const source = parseSource({ repoURL: 'https://example.com/repo.git', path: 'overlay', targetRevision: 'HEAD' })
      const req = {
        repoRoot: root,
        source,
        appPath: join(root, 'overlay'),
        instanceName: 'guestbook',
        destNamespace: 'dest',
        buildEnv: ENV,
        refs: {},
        scratchDir: tempDir('pg-kz-scratch-')
      }
      const e = await renderKustomize(req, { runner, kustomize: () => Promise.resolve(tool) }).then(
        () => assert.fail('the build fails'),
        (err: unknown) => err
      )
      assert.ok(e instanceof RenderError)
      messages.push(e.message)
    }
    assert.equal(messages[0], messages[1])
    assert.match(messages[0]!, /failed exit status 1: error: accumulating resources: .*missing\.yaml/)
    assert.doesNotMatch(messages[0]!, /run\.go|command failed|\d{2}:\d{2}:\d{2}\.\d{6}/)
  }
)
