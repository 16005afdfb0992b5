import { test } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSource } from '../../src/argocd/application.js'
import { detectRenderer } from '../../src/render/detect.js'
import { rendererIdentity } from '../../src/render/disk-cache.js'
import { RENDERER_TOOLS, RENDERERS, rendererOf } from '../../src/render/renderers.js'
import { tempDir, writeTree } from '../helpers/tools.js'

const src = (raw: Record<string, unknown> = {}) => parseSource({ repoURL: 'https://git.example/repo.git', path: 'app', targetRevision: 'main', ...raw })

test('renderer registry: one renderer per type, each found by its type, in Argo CD order of explicit types', () => {
  assert.deepEqual(
    RENDERERS.map((r) => r.type),
    ['kustomize', 'helm', 'directory', 'plugin']
  )
  for (const r of RENDERERS) assert.equal(rendererOf(r.type), r)
  assert.equal(RENDERERS.filter((r) => r.unmarked).length, 1, 'exactly one type for a folder nothing marks')
  assert.throws(() => rendererOf('jsonnet' as never), /no renderer of type jsonnet/)
})

test('renderer registry: a source block selects its renderer alone, explicitly; a plugin block is claimed, never rendered as files', () => {
  const app = tempDir()
  writeTree(app, { 'Chart.yaml': 'name: x\n' })
  for (const r of RENDERERS) {
    const picked = detectRenderer(src({ [r.type]: {} }), app)
    assert.equal(picked.renderer, r)
    assert.equal(picked.explicit, true)
    assert.deepEqual(
      RENDERERS.filter((x) => x.explicit(src({ [r.type]: {} }))),
      [r]
    )
  }
  assert.deepEqual(detectRenderer(src(), app), { renderer: rendererOf('helm'), explicit: false })
  assert.equal(rendererOf('plugin').render, undefined)
  assert.ok(rendererOf('plugin').claim)
})

test("render cache across runs: the renderers' identity still names helm and kustomize (users' cached renders stay valid)", () => {
  assert.deepEqual(RENDERER_TOOLS, ['helm', 'kustomize'])
  const bin = join(tempDir(), 'tool')
  writeFileSync(bin, '#!/bin/sh\n', { mode: 0o755 })
  assert.deepEqual(Object.keys(rendererIdentity({ helm: bin, kustomize: bin })), ['helm', 'kustomize'])
})
