// Provenance lines of a kustomize render (render/kustomize/origin.ts Locator): a source file's text comes from the
// revision's loaded texts when the render has them (RenderRequest.readText), else from the checkout on disk.
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { Locator } from '../../../src/render/kustomize/origin.js'
import { tempDir } from '../../helpers/tools.js'

const TWO = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n---\n# b\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\n'
const cm = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name } })

test('the line of an object comes from the loaded text of its file, without reading the checkout', async () => {
  const root = tempDir('pg-locator-') // holds no file: a read from disk would find no line
  const asked: string[] = []
  const texts: Record<string, string> = { 'base/cms.yaml': TWO }
  const loc = new Locator(root, 'overlay', '', (p) => (asked.push(p), texts[p]))
  assert.deepEqual(await loc.locate(cm('b'), { path: '../base/cms.yaml' }), { file: 'base/cms.yaml', line: 7 })
  assert.deepEqual(await loc.locate(cm('a'), { path: '../base/cms.yaml' }), { file: 'base/cms.yaml', line: 1 })
  assert.deepEqual(asked, ['base/cms.yaml'], 'read once per render')
})

test('a file without loaded text (a link, one over the size kept) is read from the checkout', async () => {
  const root = tempDir('pg-locator-')
  mkdirSync(join(root, 'base'))
  writeFileSync(join(root, 'base', 'cms.yaml'), TWO)
  const loc = new Locator(root, 'overlay', '', () => undefined)
  assert.deepEqual(await loc.locate(cm('b'), { path: '../base/cms.yaml' }), { file: 'base/cms.yaml', line: 7 })
  const none = new Locator(tempDir('pg-locator-'), 'overlay', '', () => undefined)
  assert.deepEqual(await none.locate(cm('b'), { path: '../base/cms.yaml' }), { file: 'base/cms.yaml', line: undefined })
})
