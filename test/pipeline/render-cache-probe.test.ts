// The render cache and the renderer-version probe (pipeline/render-cache.ts, render/binaries.ts Toolbox): a render is
// handed on while its tool's version probe still runs (an app-of-apps parent's children are found from it), and its
// entry is written once the version is known, with it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { defaultConfig } from '../../src/config/config.js'
import { runCache } from '../../src/pipeline/render-cache.js'
import type { AppRender } from '../../src/render/app.js'
import { Toolbox } from '../../src/render/binaries.js'
import type { RevisionContext } from '../../src/render/context.js'
import type { ToolRunner } from '../../src/render/types.js'
import { devBinaries, runner, tempDir, within } from '../helpers/tools.js'

const fp = { app: 'fingerprint-of-a', sources: ['a'], files: ['charts/a/Chart.yaml'], external: false }
const ctx = { repoURLs: ['https://example.com/r.git'], checkDeterminism: false } as unknown as RevisionContext
const rendered: AppRender = {
  docs: [{ obj: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } }, source: 0 }],
  sources: [],
  warnings: [],
  templates: {}
}

test('a render is handed on while its version probe runs; its cache entry is written after, with the version', async () => {
  const dir = tempDir('pg-cache-probe-')
  const config = { ...defaultConfig(2), cacheDir: dir }
  const binaries = { helm: devBinaries().helmPath }
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const slowProbe: ToolRunner = {
    run: async (tool, args, o) => {
      if (args[0] === 'version') await held
      return runner.run(tool, args, o)
    }
  }
  const box = new Toolbox(binaries, slowProbe)
  const cache = runCache(dir, config, box, binaries)
  const r = await within(
    5000,
    'the render waited for the probe',
    cache.through(fp, ctx, async () => (await box.helm(), rendered))
  )
  assert.equal(r, rendered, 'handed on before the probe ended')
  const finished = cache.finish()
  release()
  await finished
  assert.equal(cache.counters.written, 1, 'written once the version was known')

  // The next run finds the entry (no render) and reports the version the probe gave.
  const next = new Toolbox(binaries, runner)
  const again = runCache(dir, config, next, binaries)
  const hit = await again.through(fp, ctx, () => Promise.reject(new Error('rendered again')))
  assert.deepEqual(hit.docs, rendered.docs)
  assert.match(next.versions.helm!, /^\d+\.\d+\.\d+$/)
})
