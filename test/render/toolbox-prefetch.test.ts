// The version probe off the render's path: Toolbox.prefetch starts a tool's resolution and probe early (while an app's
// files are still written); the report names only the tools a render asked for.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { likelyTools, MissingBinaryError, Toolbox } from '../../src/render/binaries.js'
import type { ToolRunner } from '../../src/render/types.js'
import { devBinaries, runner } from '../helpers/tools.js'

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
  assert.match(box.versions.helm!, /^\d+\.\d+\.\d+$/)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(Object.keys(box.versions), ['helm'], 'the prefetched kustomize is not reported: no render asked for it')
  await box.kustomize()
  assert.match(box.versions.kustomize!, /^\d+\.\d+\.\d+$/)
  assert.equal(r.argv.length, 2, 'no probe ran twice')
})

test('a prefetched tool that cannot be started fails nothing until a render asks for it, then as before', async () => {
  const box = new Toolbox({ helm: '/nonexistent/helm' }, runner)
  box.prefetch(['helm']) // no throw, no unhandled rejection
  await new Promise((resolve) => setTimeout(resolve, 20))
  await assert.rejects(box.helm(), MissingBinaryError)
})

test('likelyTools guesses from the tree as source detection decides: explicit block, then kustomization over Chart.yaml', () => {
  const tree = new Set(['charts/web/Chart.yaml', 'both/Chart.yaml', 'both/kustomization.yaml', 'k/Kustomization', 'Chart.yaml'])
  const has = (p: string) => tree.has(p)
  assert.deepEqual([...likelyTools([{ path: 'charts/web' }], has)], ['helm'])
  assert.deepEqual([...likelyTools([{ path: './charts/web/' }], has)], ['helm'])
  assert.deepEqual([...likelyTools([{ path: 'both' }], has)], ['kustomize'])
  assert.deepEqual([...likelyTools([{ path: 'both', helm: {} }], has)], ['helm'])
  assert.deepEqual([...likelyTools([{ path: 'charts/web', kustomize: {} }], has)], ['kustomize'])
  assert.deepEqual([...likelyTools([{ path: 'k' }], has)], ['kustomize'])
  assert.deepEqual([...likelyTools([{ path: '' }], has)], ['helm'], 'the repository root')
  assert.deepEqual([...likelyTools([{ path: 'plain' }, { path: '', chart: 'nginx' }], has)], [], 'plain manifests, a chart from a repository')
})
