// Real helm and kustomize for tests: the binaries `npm run tools` extracted into .tools/bin (npm test runs it first).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Toolbox } from '../../src/render/binaries.js'
import { createToolRunner } from '../../src/lib/process/exec.js'

export const runner = createToolRunner()

/** A toolbox bound to the dev binaries (PATH is ignored so tests use the pinned versions). */
export function devToolbox(): Toolbox {
  return new Toolbox({ env: { PATH: '' } }, runner)
}

const created: string[] = []
process.on('exit', () => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

/** A temp dir removed after the test run (best effort). */
export function tempDir(prefix = 'pg-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  created.push(dir)
  return dir
}

/** Writes a tree of files: { 'a/b.yaml': 'text' }. */
export function writeTree(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const p = join(root, rel)
    mkdirSync(dirname(p), { recursive: true })
    writeFileSync(p, text)
  }
}

/** Where `npm run tools` puts the pinned binaries. */
const TOOLS_BIN = join(dirname(new URL(import.meta.url).pathname), '..', '..', '.tools', 'bin')

/** The pinned dev binaries as explicit paths (the machine's PATH may hold other versions). */
export const devBinaries = (): { helmPath: string; kustomizePath: string } => ({ helmPath: join(TOOLS_BIN, 'helm'), kustomizePath: join(TOOLS_BIN, 'kubectl') })

/** `p`, or a rejection saying `what` when it has not settled within `ms` (a test that would otherwise hang). */
export async function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} (not settled within ${ms} ms)`)), ms)))
  try {
    return await Promise.race([p, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The pinned Node 24 (`npm run tools`, Linux x64): the action's runtime, to run the entries on it. */
export const node24 = (): string => join(TOOLS_BIN, 'node24')

/**
 * A chart archive made by the real `helm package` from chart-relative files (Chart.yaml with `name:` and `version:`
 * required; a Buffer is written as bytes, e.g. a vendored archive under charts/), as a repository vendors it.
 */
export function chartArchive(files: Record<string, string | Buffer>): Buffer {
  const src = join(tempDir('pg-pkg-src-'), 'chart')
  const out = tempDir('pg-pkg-out-')
  for (const [rel, data] of Object.entries(files)) {
    mkdirSync(dirname(join(src, rel)), { recursive: true })
    writeFileSync(join(src, rel), data)
  }
  execFileSync(devBinaries().helmPath, ['package', src, '--destination', out], { stdio: 'ignore' })
  const meta = String(files['Chart.yaml'])
  return readFileSync(join(out, `${/name: (\S+)/.exec(meta)![1]}-${/version: (\S+)/.exec(meta)![1]}.tgz`))
}
