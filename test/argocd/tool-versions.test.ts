// The table of Argo CD releases → Helm/Kustomize (src/argocd/tool-versions.ts) against the upstream file format
// (a fixture laid out as argoproj/argo-cd's hack/ at v3.5.1) and its invariants.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseChecksumFile, parseToolVersionsSh, upstreamTools, ARCHES } from '../../src/argocd/tool-versions-format.js'
import {
  ARGOCD_RELEASES,
  DEFAULT_ARGOCD_VERSION,
  argocdRelease,
  knownArgocdVersions,
  parseArgocdVersion,
  toolMismatches
} from '../../src/argocd/tool-versions.js'

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'argocd-tool-versions', 'v3.5.1')
const readFixture = (p: string): string | undefined => (existsSync(join(FIXTURE, p)) ? readFileSync(join(FIXTURE, p), 'utf8') : undefined)

test('tool-versions.sh: the helm<N>_version and kustomize<N>_version assignments, comments and other tools ignored', () => {
  assert.deepEqual(parseToolVersionsSh(readFixture('hack/tool-versions.sh')!), { helm: '4.2.1', kustomize: '5.8.1' })
  assert.deepEqual(parseToolVersionsSh('# helm3_version=1.0.0\nhelm3_version=3.19.4\nkustomize5_version="5.8.0"\n'), { helm: '3.19.4', kustomize: '5.8.0' })
  assert.throws(() => parseToolVersionsSh('helm4_version=${X}\n'), /does not assign a version/)
})

test('checksum files: sha256sum lines, one per file', () => {
  const line = parseChecksumFile(readFixture('hack/installers/checksums/helm-v4.2.1-linux-amd64.tar.gz.sha256')!)
  assert.equal(line.file, 'helm-v4.2.1-linux-amd64.tar.gz')
  assert.match(line.sha256, /^[0-9a-f]{64}$/)
  assert.throws(() => parseChecksumFile('abc  helm.tar.gz\n'), /is not/)
  assert.throws(() => parseChecksumFile(`${'a'.repeat(64)}  x\n${'b'.repeat(64)}  y\n`), /one line/)
})

test('the v3.5 row is what the upstream files at v3.5.1 say', () => {
  const up = upstreamTools(readFixture)
  const row = argocdRelease('3.5')!
  assert.deepEqual({ helm: row.helm, kustomize: row.kustomize }, up)
  // A checksum file that names another archive is refused.
  const swapped = (p: string): string | undefined =>
    p.endsWith('helm-v4.2.1-linux-arm64.tar.gz.sha256') ? readFixture('hack/installers/checksums/helm-v4.2.1-linux-amd64.tar.gz.sha256') : readFixture(p)
  assert.throws(() => upstreamTools(swapped), /is for helm-v4.2.1-linux-amd64/)
})

test('table invariants: patch ranges contiguous from 0 per minor, digests well-formed and distinct, default newest', () => {
  const minors = [...new Set(ARGOCD_RELEASES.map((r) => r.minor))]
  for (const minor of minors) {
    const rows = ARGOCD_RELEASES.filter((r) => r.minor === minor)
    let next = 0
    for (const r of rows) {
      assert.equal(r.patches[0], next, `${minor}: patches start where the previous row ended`)
      assert.ok(r.patches[1] >= r.patches[0])
      next = r.patches[1] + 1
      for (const pin of [r.helm, r.kustomize]) {
        assert.match(pin.version, /^\d+\.\d+\.\d+$/)
        for (const a of ARCHES) assert.match(pin.sha256[a], /^[0-9a-f]{64}$/)
        assert.notEqual(pin.sha256.amd64, pin.sha256.arm64)
      }
    }
  }
  // One version, one digest per arch, wherever it appears.
  const seen = new Map<string, string>()
  for (const r of ARGOCD_RELEASES)
    for (const [tool, pin] of [
      ['helm', r.helm],
      ['kustomize', r.kustomize]
    ] as const) {
      const key = `${tool} ${pin.version}`
      const digests = JSON.stringify(pin.sha256)
      assert.equal(seen.get(key) ?? digests, digests, key)
      seen.set(key, digests)
    }
  assert.equal(DEFAULT_ARGOCD_VERSION, '3.5')
  assert.equal(knownArgocdVersions(), 'v3.0, v3.1, v3.2, v3.3, v3.4, v3.5')
})

test('lookup: minor → newest patch row; patch → its row; unknown → undefined', () => {
  assert.equal(argocdRelease('v3.3')!.kustomize.version, '5.8.1')
  assert.equal(argocdRelease('3.3.0')!.kustomize.version, '5.8.0')
  assert.equal(argocdRelease('3.3.2')!.kustomize.version, '5.8.1')
  assert.equal(argocdRelease('3.4.99')!.helm.version, '3.19.4')
  assert.equal(argocdRelease('3.5')!.helm.version, '4.2.1')
  assert.equal(argocdRelease('2.14'), undefined)
  assert.equal(argocdRelease('latest'), undefined)
  assert.deepEqual(parseArgocdVersion('v3.04.1'), { minor: '3.4', patch: 1 })
})

test('mismatch sentences name the tool, the version used and the one Argo CD runs', () => {
  assert.deepEqual(toolMismatches('3.5', { helm: '4.1.4', kustomize: '5.8.1' }), ['rendered with Helm 4.1.4; Argo CD v3.5 runs 4.2.1'])
  assert.deepEqual(toolMismatches('3.4', { helm: '3.19.4', kustomize: '5.7.1' }), ['rendered with Kustomize 5.7.1; Argo CD v3.4 runs 5.8.1'])
  assert.deepEqual(toolMismatches('3.5', {}), [])
})
