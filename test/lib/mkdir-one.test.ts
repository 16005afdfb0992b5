// A render still finishing after its run ended must not re-create the run's removed scratch folder (lib/mkdir-one.ts).
import assert from 'node:assert/strict'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { renderHelm } from '../../src/render/helm/helm.js'
import { mkdirOne, mkdirOneAsync } from '../../src/lib/mkdir-one.js'
import { tempDir } from '../helpers/tools.js'
import { deps, repoWithChart, request } from '../fixtures/helm/charts.js'
import { render, repo } from '../fixtures/kustomize/harness.js'

test('a render folder is created inside an existing scratch folder, twice is fine, and never with its parent', async () => {
  const scratch = tempDir('pg-workdir-')
  mkdirOne(join(scratch, 'render-1'))
  mkdirOne(join(scratch, 'render-1'))
  await mkdirOneAsync(join(scratch, 'render-2'))
  await mkdirOneAsync(join(scratch, 'render-2'))
  assert.ok(existsSync(join(scratch, 'render-1')) && existsSync(join(scratch, 'render-2')))
  rmSync(scratch, { recursive: true })
  assert.throws(() => mkdirOne(join(scratch, 'render-3')), /ENOENT/)
  await assert.rejects(mkdirOneAsync(join(scratch, 'render-4')), /ENOENT/)
  assert.ok(!existsSync(scratch), 'the removed scratch folder stays removed')
})

test('helm and kustomize renders that start after the run removed its scratch folder fail and leave nothing behind', async () => {
  const gone = tempDir('pg-run-scratch-')
  rmSync(gone, { recursive: true })
  const { root, app } = repoWithChart({ 'templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n' })
  // Inline values need a work folder (the values file is written there).
  await assert.rejects(renderHelm(request(root, app, { helm: { values: 'a: 1\n' }, scratchDir: join(gone, 'render-1') }), deps), /ENOENT/)
  // The run's shared helm home is created on the first helm render: not when the run is over.
  await assert.rejects(renderHelm(request(root, app, { scratchDir: join(gone, 'render-3'), helmHome: join(gone, 'helm-home') }), deps), /ENOENT/)
  await assert.rejects(render(repo(), 'overlay', undefined, { extra: { scratchDir: join(gone, 'render-2') } }), /ENOENT/)
  assert.ok(!existsSync(gone), 'the scratch folder was not re-created')
})
