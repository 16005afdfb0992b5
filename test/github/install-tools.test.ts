// The action's installer (src/github/install-tools.ts) against a loopback release server: the real helm and kubectl
// of .tools/bin packed as release archives, their digests given through the table row the installer is passed.
// Download, sha256 check, extraction, the tool cache reused by a second run (no request), a tampered archive refused,
// an unreachable server's error, a mirror folder honoured, a matching tool on PATH used as it is. No internet.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import * as tc from '@actions/tool-cache'
import { archiveUrl, installTools, runnerArch, ToolInstallError, type InstallRequest } from '../../src/github/install-tools.js'
import type { ToolPin } from '../../src/argocd/tool-versions.js'
import { devBinaries, tempDir } from '../helpers/tools.js'

// @actions/tool-cache waits 10-20 s between its three download attempts; its test knobs make that 0 here.
Object.assign(globalThis, { TEST_DOWNLOAD_TOOL_RETRY_MIN_SECONDS: 0, TEST_DOWNLOAD_TOOL_RETRY_MAX_SECONDS: 0 })

const arch = runnerArch()
const HELM = '4.1.4' // the version of .tools/bin/helm
const KUSTOMIZE = '5.7.1'
let files: Map<string, Buffer>
let server: Server
let base: string
const requests: string[] = []
let tamper = false

/** A tar.gz made by the system tar from `entries` (archive path → file to copy). */
function tarGz(entries: Record<string, string>): Buffer {
  const dir = tempDir('pg-release-')
  for (const [rel, from] of Object.entries(entries)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true })
    copyFileSync(from, join(dir, rel))
  }
  const out = join(tempDir('pg-release-out-'), 'a.tar.gz')
  execFileSync('tar', ['-C', dir, '-I', 'gzip -1', '-cf', out, ...Object.keys(entries)])
  return readFileSync(out)
}

const digest = (b: Buffer): string => createHash('sha256').update(b).digest('hex')

function pin(version: string, archive: Buffer): ToolPin {
  return { version, sha256: { amd64: 'f'.repeat(64), arm64: 'e'.repeat(64), [arch]: digest(archive) } as ToolPin['sha256'] }
}

let release: InstallRequest['release']

before(async () => {
  const { helmPath, kustomizePath } = devBinaries()
  const helmTgz = tarGz({ [`linux-${arch}/helm`]: helmPath, [`linux-${arch}/LICENSE`]: helmPath })
  const kustomizeTgz = tarGz({ kustomize: kustomizePath })
  files = new Map([
    [`/mirror/helm-v${HELM}-linux-${arch}.tar.gz`, helmTgz],
    [`/mirror/kustomize_v${KUSTOMIZE}_linux_${arch}.tar.gz`, kustomizeTgz]
  ])
  release = { helm: pin(HELM, helmTgz), kustomize: pin(KUSTOMIZE, kustomizeTgz) }
  server = createServer((req, res) => {
    requests.push(req.url!)
    const body = files.get(req.url!)
    if (!body) return res.writeHead(404).end('not found')
    const sent = tamper ? Buffer.concat([body.subarray(0, 1000), Buffer.from([body[1000]! ^ 1]), body.subarray(1001)]) : body
    res.writeHead(200, { 'content-length': sent.length }).end(sent)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

after(() => server.close())

/** A fresh runner: empty tool cache and temp folder. */
function freshRunner(): void {
  process.env.RUNNER_TOOL_CACHE = tempDir('pg-toolcache-')
  process.env.RUNNER_TEMP = tempDir('pg-runner-temp-')
  requests.length = 0
  tamper = false
}

const request = (o: Partial<InstallRequest> = {}): InstallRequest => ({ argocd: 'v3.5', release, arch, mirror: `${base}/mirror/`, path: '', ...o })

test('downloads from the mirror folder, checks the digests, extracts, and the second run takes the tool cache', async () => {
  freshRunner()
  const lines: string[] = []
  const first = await installTools(request({ log: (l) => lines.push(l) }))
  // The mirror URL is honoured: the official file names under the given folder (its trailing slash dropped).
  assert.deepEqual([...requests].sort(), [...files.keys()].sort())
  assert.equal(first.helm!.from, `${base}/mirror/helm-v${HELM}-linux-${arch}.tar.gz`)
  assert.ok(first.helm!.path.startsWith(process.env.RUNNER_TOOL_CACHE!), first.helm!.path)
  // Extracted from linux-<arch>/ and runnable: the real helm answers with its version.
  assert.match(execFileSync(first.helm!.path, ['version', '--short'], { encoding: 'utf8' }), new RegExp(`v${HELM.replace(/\./g, '\\.')}`))
  assert.ok(readFileSync(first.kustomize!.path).equals(readFileSync(devBinaries().kustomizePath)))
  assert.ok(lines.some((l) => l.includes('downloading Helm 4.1.4 for Argo CD v3.5')))

  const second = await installTools(request())
  assert.equal(requests.length, 2, 'no download on the second run')
  assert.equal(second.helm!.from, 'tool cache')
  assert.equal(second.helm!.path, first.helm!.path)
  assert.equal(second.kustomize!.from, 'tool cache')
})

test('a tampered archive is refused with the URL and the two digests, and nothing is cached', async () => {
  freshRunner()
  tamper = true
  const url = `${base}/mirror/helm-v${HELM}-linux-${arch}.tar.gz`
  await assert.rejects(installTools(request({ tools: ['helm'] })), (e: Error) => {
    assert.ok(e instanceof ToolInstallError)
    assert.ok(e.message.includes(`The archive downloaded from ${url} has sha256 `), e.message)
    assert.ok(e.message.includes(`not ${release.helm.sha256[arch]}`), e.message)
    assert.match(e.message, /it was not used\. Replace the file on the mirror/)
    return true
  })
  assert.equal(tc.find('prune-guard-helm', HELM, arch), '')
  // A wrong digest in the table is refused the same way (the unit compares, it does not trust the server).
  tamper = false
  const wrong = { ...release, helm: { ...release.helm, sha256: { amd64: '0'.repeat(64), arm64: '0'.repeat(64) } } }
  await assert.rejects(installTools(request({ tools: ['helm'], release: wrong })), /has sha256 [0-9a-f]{64}, not 0{64}/)
})

test('an unreachable server: the documented error, naming the URL and the ways out; no fallback', async () => {
  freshRunner()
  const closed = createServer()
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
  const port = (closed.address() as AddressInfo).port
  await new Promise((r) => closed.close(r))
  const mirror = `http://127.0.0.1:${port}`
  await assert.rejects(installTools(request({ mirror, tools: ['kustomize'] })), (e: Error) => {
    assert.ok(e instanceof ToolInstallError)
    assert.ok(
      e.message.startsWith(
        `Could not download Kustomize ${KUSTOMIZE} (the version Argo CD v3.5 runs) from ${mirror}/kustomize_v${KUSTOMIZE}_linux_${arch}.tar.gz: `
      ),
      e.message
    )
    assert.match(e.message, /ECONNREFUSED/)
    assert.match(e.message, /tools-mirror server is reachable/)
    assert.match(e.message, /set tools: path/)
    return true
  })
  // A mirror without the file: no retry on a 404, the same error with the status.
  await assert.rejects(
    installTools(request({ mirror: `${base}/elsewhere`, tools: ['helm'] })),
    /from http:\/\/127\.0\.0\.1:\d+\/elsewhere\/helm-v4\.1\.4-linux-\w+\.tar\.gz: Unexpected HTTP response: 404/
  )
  assert.equal(requests.filter((r) => r.startsWith('/elsewhere')).length, 1)
})

test('a tool on PATH is used only when its version is the pinned one', async () => {
  freshRunner()
  const bin = tempDir('pg-path-')
  copyFileSync(devBinaries().helmPath, join(bin, 'helm'))
  const same = await installTools(request({ path: bin, tools: ['helm'] }))
  assert.deepEqual(same.helm, { path: join(bin, 'helm'), version: HELM, from: 'PATH' })
  assert.equal(requests.length, 0)
  // Pinned 4.2.1 (Argo CD v3.5): the 4.1.4 on PATH is not used; the archive is downloaded.
  const other = { ...release, helm: { ...release.helm, version: '4.2.1' } }
  files.set(`/mirror/helm-v4.2.1-linux-${arch}.tar.gz`, files.get(`/mirror/helm-v${HELM}-linux-${arch}.tar.gz`)!)
  const got = await installTools(request({ path: bin, tools: ['helm'], release: other }))
  assert.equal(got.helm!.from, `${base}/mirror/helm-v4.2.1-linux-${arch}.tar.gz`)
  assert.equal(requests.length, 1)
})

test('official locations: the URLs Argo CD installs from', () => {
  assert.equal(archiveUrl('helm', '4.2.1', 'amd64'), 'https://get.helm.sh/helm-v4.2.1-linux-amd64.tar.gz')
  assert.equal(
    archiveUrl('kustomize', '5.8.1', 'arm64'),
    'https://github.com/kubernetes-sigs/kustomize/releases/download/kustomize%2Fv5.8.1/kustomize_v5.8.1_linux_arm64.tar.gz'
  )
  assert.throws(() => runnerArch('darwin', 'arm64'), /linux x64 and arm64 runners only; this runner is darwin arm64\. .*tools: path/)
})
