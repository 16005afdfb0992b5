// The configuration example in the README is a valid .prune-guard.yaml: every key it shows is accepted as written.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { defaultConfig, loadConfigText } from '../../src/config/config.js'

test('README: the Configuration example loads without an error, rootApps included', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const section = readme.slice(readme.indexOf('\n## Configuration\n'))
  const block = /```yaml\n([\s\S]*?)```/.exec(section)![1]!
  const config = loadConfigText(defaultConfig(2), block, 'README example')
  assert.equal(config.rootApps.length, 1)
  assert.equal(config.rootApps[0]!.manifest.kind, 'Application')
  assert.equal(config.plugins.length, 1)
})
