// The action's install step, wired (issue 46): with tools: install the bundled action asks a loopback mirror for the
// Helm of the configured Argo CD version before rendering, and a mirror without it stops the run with the documented
// error (exit 2), never rendering with the helm the runner happens to have. Binaries the workflow names are used
// instead of installing, and the report states the Argo CD version modelled and the versions that rendered.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { git } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { pullRequestPayload, runAction } from './harness.js'

let server: Server
let mirror: string
const requests: string[] = []

before(async () => {
  server = createServer((req, res) => (requests.push(req.url!), res.writeHead(404).end()))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tools`
})
after(() => server.close())

const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'

test('action: tools install asks the mirror for the Argo CD version Helm; without it the run stops with the URL', async () => {
  const dir = demoRepo()
  const [base, head] = [git(dir, 'rev-parse', 'HEAD~1'), git(dir, 'rev-parse', 'HEAD')]
  const res = await runAction({
    api: 'http://127.0.0.1:9',
    workspace: dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 7, base, head }),
    inputs: { mode: 'analyze', tools: 'install', 'tools-mirror': mirror, 'argocd-version': '3.4' },
    env: { RUNNER_TOOL_CACHE: tempDir('pg-toolcache-') }
  })
  assert.equal(res.code, 2, res.stdout)
  assert.deepEqual(requests, [`/tools/helm-v3.19.4-linux-${arch}.tar.gz`])
  assert.match(
    res.stdout,
    new RegExp(
      `::error::Prune Guard could not analyze [0-9a-f.]+: Could not download Helm 3\\.19\\.4 \\(the version Argo CD v3\\.4 runs\\) from ${mirror}/helm-v3\\.19\\.4-linux-${arch}\\.tar\\.gz: Unexpected HTTP response: 404\\. Check that the tools-mirror server`
    )
  )
  assert.match(res.summary, /the analysis failed[\s\S]*Could not download Helm 3\.19\.4/)
})

test('action: helm-path and kustomize-path are used instead of installing; the report names Argo CD v3.4 and the tools', async () => {
  requests.length = 0
  const dir = demoRepo()
  const [base, head] = [git(dir, 'rev-parse', 'HEAD~1'), git(dir, 'rev-parse', 'HEAD')]
  const { helmPath, kustomizePath } = devBinaries()
  const res = await runAction({
    api: 'http://127.0.0.1:9',
    workspace: dir,
    event: 'pull_request',
    payload: pullRequestPayload({ number: 7, base, head }),
    inputs: { mode: 'analyze', tools: 'install', 'tools-mirror': mirror, 'argocd-version': '3.4', 'helm-path': helmPath, 'kustomize-path': kustomizePath },
    env: { RUNNER_TOOL_CACHE: tempDir('pg-toolcache-') }
  })
  assert.equal(res.code, 1, res.stdout)
  assert.deepEqual(requests, [])
  const report = JSON.parse(readFileSync(res.reportPath, 'utf8'))
  assert.equal(report.argocd.version, 'v3.4')
  assert.deepEqual(report.renderers, { helm: '4.1.4', kustomize: '5.7.1' })
  assert.match(res.summary, /rendered with Helm 4\.1\.4; Argo CD v3\.4 runs 3\.19\.4/)
})
