// The version probe off the render's path: a render waits only for its tool's resolution, the probe runs alongside and
// settled() waits for it; Toolbox.prefetch starts a tool's resolution and probe early (while an app's files are still
// written); the report names only the tools a render asked for.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { likelyTools, MissingBinaryError, Toolbox } from '../../src/render/binaries.js'
import type { ToolRunner } from '../../src/render/types.js'
import { devBinaries, runner, tempDir, within } from '../helpers/tools.js'

/** The real runner, recording every argv it starts. */
function counting(): ToolRunner & { argv: string[][] } {
  const argv: string[][] = []
  return {
    argv,
    run: (tool, args, opts) => (argv.push([tool.name, ...args]), runner.run(tool, args, opts))
  }
}

test('prefetch probes a tool once; helm() then uses that probe; only tools asked for are reported', async () => {
  const r = counting()
  const box = new Toolbox({ helm: devBinaries().helmPath, kustomize: devBinaries().kustomizePath }, r)
  box.prefetch(['helm', 'kustomize'])
  box.prefetch(['helm']) // a second prefetch starts nothing new
  assert.equal(r.argv.length, 2, 'both probes started at once')
  assert.deepEqual(box.versions, {}, 'nothing is reported before a render asks')
  const tool = await box.helm()
  assert.equal(tool.command, devBinaries().helmPath)
  await box.settled()
  assert.match(box.versions.helm!, /^\d+\.\d+\.\d+$/)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(Object.keys(box.versions), ['helm'], 'the prefetched kustomize is not reported: no render asked for it')
  await box.kustomize()
  await box.settled()
  assert.match(box.versions.kustomize!, /^\d+\.\d+\.\d+$/)
  assert.equal(r.argv.length, 2, 'no probe ran twice')
})

test('a prefetched tool that cannot be started fails nothing until a render asks for it, then as before', async () => {
  const box = new Toolbox({ helm: '/nonexistent/helm' }, runner)
  box.prefetch(['helm']) // no throw, no unhandled rejection
  await new Promise((resolve) => setTimeout(resolve, 20))
  await assert.rejects(box.helm(), MissingBinaryError)
})

test('a render gets its tool while the version probe still runs; settled() waits for the probe and reports its version', async () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const started: string[][] = []
  const slowProbe: ToolRunner = {
    run: async (tool, args, opts) => {
      started.push(args)
      if (args[0] === 'version') await held // the probe of a loaded runner: the render must not wait for it
      return runner.run(tool, args, opts)
    }
  }
  const box = new Toolbox({ helm: devBinaries().helmPath }, slowProbe)
  const tool = await within(5000, 'helm() waited for the version probe', box.helm())
  assert.equal(tool.command, devBinaries().helmPath, 'the tool, before its probe has ended')
  assert.deepEqual(started, [['version', '--short']], 'the probe started with the first use')
  let settled = false
  const versions = box.settled().then((v) => ((settled = true), v))
  await new Promise((resolve) => setTimeout(resolve, 20))
  assert.equal(settled, false, 'settled() waits for the probe')
  assert.deepEqual(box.versions, {}, 'no version before the probe ends')
  release()
  assert.match((await versions).helm!, /^\d+\.\d+\.\d+$/)
  assert.match(box.versions.helm!, /^\d+\.\d+\.\d+$/)
  assert.equal(started.length, 1, 'one probe')
})

test('a binary that resolves but cannot be started: the render gets the tool, settled() fails with MissingBinaryError', async () => {
  const bad = join(tempDir('pg-bad-helm-'), 'helm')
  mkdirSync(bad, { mode: 0o755 }) // passes the executable check; the kernel refuses to start it (EACCES)
  const box = new Toolbox({ helm: bad }, runner)
  assert.equal((await box.helm()).command, bad)
  await assert.rejects(box.settled(), (e: Error) => e instanceof MissingBinaryError && /helm could not be started/.test(e.message))
})

test('likelyTools guesses from the tree as source detection decides: explicit block, then kustomization over Chart.yaml', () => {
  const tree = new Set(['charts/web/Chart.yaml', 'both/Chart.yaml', 'both/kustomization.yaml', 'k/Kustomization', 'Chart.yaml', '.gitops/k/kustomization.yaml'])
  const has = (p: string) => tree.has(p)
  assert.deepEqual([...likelyTools([{ path: 'charts/web' }], has)], ['helm'])
  assert.deepEqual([...likelyTools([{ path: './charts/web/' }], has)], ['helm'])
  assert.deepEqual([...likelyTools([{ path: 'both' }], has)], ['kustomize'])
  assert.deepEqual([...likelyTools([{ path: 'both', helm: {} }], has)], ['helm'])
  assert.deepEqual([...likelyTools([{ path: 'charts/web', kustomize: {} }], has)], ['kustomize'])
  assert.deepEqual([...likelyTools([{ path: 'k' }], has)], ['kustomize'])
  assert.deepEqual([...likelyTools([{ path: '' }], has)], ['helm'], 'the repository root')
  assert.deepEqual([...likelyTools([{ path: '.' }], has)], ['helm'], 'the repository root as `.`')
  assert.deepEqual([...likelyTools([{ path: '.gitops/k' }], has)], ['kustomize'], 'a folder whose name starts with a dot')
  assert.deepEqual([...likelyTools([{ path: 'plain' }, { path: '', chart: 'nginx' }], has)], [], 'plain manifests, a chart from a repository')
})
