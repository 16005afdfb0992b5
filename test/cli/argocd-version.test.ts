// The Argo CD version modelled (issue 46): the CLI takes it from --argocd-version or the config, resolves helm and
// kustomize as before, and every format states the version and warns when the tools that rendered differ from the
// ones that Argo CD release bundles. The dev binaries are Helm 4.1.4 and kubectl's Kustomize 5.7.1.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { commit } from '../helpers/git.js'
import { devBinaryArgs, runCli } from '../helpers/cli.js'

const run = (args: string[]) => runCli([...args, ...devBinaryArgs()])

test('CLI: --argocd-version 3.4 is stated in text, markdown and JSON, with a warning for each tool at another version', async () => {
  const dir = demoRepo()
  const args = ['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--argocd-version', '3.4']
  const text = (await run(args)).stdout
  assert.match(text, /^modelled Argo CD v3\.4 \(Helm 3\.19\.4, Kustomize 5\.8\.1\)$/m)
  assert.match(text, /^WARNING: rendered with Helm 4\.1\.4; Argo CD v3\.4 runs 3\.19\.4\. Argo CD may render these apps differently\.$/m)
  assert.match(text, /^WARNING: rendered with Kustomize 5\.7\.1; Argo CD v3\.4 runs 5\.8\.1\./m)
  const md = (await run([...args, '--format', 'markdown'])).stdout
  assert.match(md, /⚠️ rendered with Helm 4\.1\.4; Argo CD v3\.4 runs 3\.19\.4; rendered with Kustomize 5\.7\.1; Argo CD v3\.4 runs 5\.8\.1\./)
  assert.match(md, / with helm 4\.1\.4, kustomize 5\.7\.1 · modelled Argo CD v3\.4 \(Helm 3\.19\.4, Kustomize 5\.8\.1\)/)
  const json = JSON.parse((await run([...args, '--format', 'json'])).stdout)
  assert.deepEqual(json.argocd, {
    version: 'v3.4',
    helm: '3.19.4',
    kustomize: '5.8.1',
    toolMismatches: ['rendered with Helm 4.1.4; Argo CD v3.4 runs 3.19.4', 'rendered with Kustomize 5.7.1; Argo CD v3.4 runs 5.8.1']
  })
  assert.deepEqual(json.renderers, { helm: '4.1.4', kustomize: '5.7.1' })
})

test('CLI: the default is the newest release modelled; the config file sets it too (a patch release picks its own tools)', async () => {
  const dir = demoRepo()
  const json = JSON.parse((await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json'])).stdout)
  assert.equal(json.argocd.version, 'v3.5')
  assert.ok(json.argocd.toolMismatches.includes('rendered with Helm 4.1.4; Argo CD v3.5 runs 4.2.1'))
  // .prune-guard.yaml is read at base: commit it, then compare the commit with itself.
  commit(dir, { '.prune-guard.yaml': 'argocdVersion: "v3.3.0"\n' }, 'model Argo CD 3.3.0')
  const pinned = JSON.parse((await run(['--repo', dir, '--base', 'HEAD', '--head', 'HEAD', '--format', 'json'])).stdout)
  assert.deepEqual([pinned.argocd.version, pinned.argocd.kustomize], ['v3.3.0', '5.8.0'])
})

test('CLI: an Argo CD version the guard does not model is a usage error listing those it does', async () => {
  const dir = demoRepo()
  const r = await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--argocd-version', '2.14'])
  assert.equal(r.code, 2)
  assert.match(r.stderr, /'argocdVersion' is "2\.14"; expected a quoted Argo CD version the guard models: v3\.0, v3\.1, v3\.2, v3\.3, v3\.4, v3\.5/)
})
